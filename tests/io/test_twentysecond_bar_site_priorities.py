"""Issue 45's twenty-second bar, a conservation team's site priorities (u22e_): three classes of silent answers.

* An output named for a raster, a GIS layer or a GIS project (``-o priority.asc``, ``sites.kmz``, ``project.qgz``)
  was written as TREC lines (u22e_out_ascii_grid ...): every writer of lines refuses the name, naming it.
* A raster's NoData value padding a table of lists (``-9999``, ``-3.4028235e+38``) was ranked as a planning unit
  of every list it padded (u22e_lists_nodata_pad): refused at its line, naming the list; ids that merely start with
  a minus (a lat/lon cell ``-12.5_36.25``, ``-99``) are read.
* A table of counts per row (Marxan's ``output_ssoln.csv``, ``planning_unit,number``: whole numbers in both
  columns) was read as two lists, the counts ranked as units (u22e_in_marxan_ssoln): refused at the count column's
  first line.
"""

from __future__ import annotations

import gzip
import itertools
import re

import pytest

from rankagg.api.commands import check_fuse_outputs
from rankagg.api.gene_lists import read_gene_lists
from rankagg.api.preferences import check_table_output
from rankagg.io.formats import writer_for

#: the names a conservation planner's GIS writes (rasters, layers, a layer's sidecars, projects and styles)
GIS_NAMES = [".asc", ".grd", ".gri", ".img", ".bil", ".vrt", ".jp2", ".sdat", ".sgrd", ".mxe", ".hdr", ".kmz",
             ".fgb", ".gml", ".shx", ".prj", ".mif", ".osm", ".laz", ".qgz", ".qgs", ".qml", ".sld", ".mxd", ".lyrx"]
SPELLINGS = ["priority{}", "PRIORITY{}", "priority{}.gz"]


def _refusal(check, name: str) -> str:
    try:
        check(name)
    except ValueError as exc:
        return str(exc)
    return "accepted"


@pytest.mark.parametrize("suffix", GIS_NAMES)
def test_every_writer_of_lines_refuses_a_gis_name(suffix):
    names = [spell.format(suffix if spell.islower() else suffix.upper()) for spell in SPELLINGS]
    for name in names:
        for kind in ("runs", "qrels", "rankings", "weights"):
            said = _refusal(lambda n: writer_for(n, kind), name)
            assert re.match(rf"-o {re.escape(name)}: .*{re.escape(suffix)} names ", said, re.IGNORECASE), said
            assert "\n" not in said
    assert f"--explain why{suffix}:" in _refusal(lambda n: check_fuse_outputs(None, n), f"why{suffix}")
    assert f"-o why{suffix}:" in _refusal(check_table_output, f"why{suffix}")


@pytest.mark.parametrize("name", ["fused.run", "fused.txt", "fused.dat", "ascii.run", "grid_cells.run.gz"])
def test_a_run_name_is_kept(name):
    assert writer_for(name, "runs") is not None


NODATA = ["-9999", "-999", "-99999", "-9999.0", "-9999.000", "-3.4028235e+38", "-3.40282346638529e+38",
          "-3.4028234663852886E38", "-1.7976931348623157e+308"]
#: a table's layout: its name, the separator, whether its ids are names or whole numbers
LAYOUTS = [("units.csv", ",", "PU_{:06d}"), ("units.tsv", "\t", "PU_{:06d}"), ("units.csv", ",", "{}"),
           ("units.tsv.gz", "\t", "E41{:02d}N2400"), ("units.csv", ",", "{:.2f}_36.25")]


def _table(path, sep: str, columns: dict[str, list[str]]) -> None:
    depth = max(len(c) for c in columns.values())
    rows = [sep.join(columns)] + [sep.join(c[i] if i < len(c) else "" for c in columns.values()) for i in range(depth)]
    text = "\n".join(rows) + "\n"
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if path.name.endswith(".gz") else text.encode())


@pytest.mark.parametrize("nodata,layout,column", [
    (v, lay, col) for (v, lay), col in zip(itertools.product(NODATA, LAYOUTS), itertools.cycle([0, 1, 2]))])
def test_a_nodata_value_padding_a_list_is_refused_at_its_line(tmp_path, nodata, layout, column):
    name, sep, shape = layout
    ids = [shape.format(1000 + i) if "{}" in shape or "d}" in shape else shape.format(-12.5 + i) for i in range(5)]
    columns = {"GLM": ids[:5], "RF": [ids[1], ids[0], ids[3], ids[2], ids[4]], "MAXENT": [ids[2], ids[0], ids[1]]}
    which = list(columns)[column]
    columns[which] = columns[which][:3] + [nodata] * 2
    path = tmp_path / name
    _table(path, sep, columns)
    with pytest.raises(ValueError) as err:
        read_gene_lists(str(path))
    said = str(err.value)
    if shape == "{}" and any(c in nodata for c in ".eE"):
        # whole-number ids and a decimal NoData make a column of numbers with decimals: the older rule refuses the
        # table at its header as a table of values where that column is the first looked at (no NoData value is
        # read as a unit either way)
        assert f"{name}:1:" in said or f"{name}:5:" in said and "NoData" in said, said
        return
    # the header is line 1, place 1 line 2: the first padded place (4) is line 5
    assert f"{name}:5:" in said and nodata in said and repr(which) in said and "NoData" in said, said


@pytest.mark.parametrize("item", ["-12.5_36.25", "-99", "-12", "-9999_a", "PU_-9999", "-9998"])
def test_ids_that_merely_start_with_a_minus_are_read(tmp_path, item):
    path = tmp_path / "units.csv"
    _table(path, ",", {"GLM": ["PU_000001", item, "PU_000003"], "RF": [item, "PU_000003", "PU_000001"]})
    assert {k: list(v) for k, v in read_gene_lists(str(path)).items()} == {
        "GLM": ["PU_000001", item, "PU_000003"], "RF": [item, "PU_000003", "PU_000001"]}


COUNT_HEADINGS = ["number", "Number", "count", "n", "N", "freq", "frequency", "selection_frequency", "SSOLN2",
                  "SelectionFrequency", "read_count", "tally"]


@pytest.mark.parametrize("heading", COUNT_HEADINGS)
@pytest.mark.parametrize("suffix,sep", [(".csv", ","), (".tsv", "\t")])
def test_a_column_of_counts_per_row_is_refused_at_its_first_line(tmp_path, heading, suffix, sep):
    path = tmp_path / f"output_ssoln{suffix}"
    _table(path, sep, {"planning_unit": ["1003", "1010", "1042", "1077", "1100", "1213"],
                       heading: ["87", "100", "12", "55", "0", "3"]})
    with pytest.raises(ValueError) as err:
        read_gene_lists(str(path))
    said = str(err.value)
    assert f"output_ssoln{suffix}:2:" in said and repr(heading) in said and "counts" in said, said


@pytest.mark.parametrize("heading", ["genes", "top_count_genes", "entrez", "PU", "planning_units", "ranked_units"])
def test_whole_number_ids_under_a_list_heading_are_read(tmp_path, heading):
    path = tmp_path / "units.csv"
    _table(path, ",", {heading: ["1003", "1010", "1042"], "other": ["1010", "1003", "1042"]})
    assert {k: list(v) for k, v in read_gene_lists(str(path)).items()} == {
        heading: ["1003", "1010", "1042"], "other": ["1010", "1003", "1042"]}
