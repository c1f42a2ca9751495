"""Issue 45's thirty-second bar (u32d_*_as_run, u32d_*_as_qrels, u32d_out_*, u32d_api_*): an energy consultancy's
files given as a run or as qrels were told a field count, a number's error or a generic note; EnergyPlus's IDF, ESO and
CSV files, OpenStudio models, EPW weather, Modelica models, Green Button downloads and Portfolio Manager exports are now
named at both doors, plain and gzipped, and at the API; -o .idf, .epw, .eso, .mtr and .gbxml are refused."""

import io

import pandas as pd
import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.buildings_shapes import BUILDINGS_OUTPUTS, buildings_columns, buildings_head, buildings_shape
from tests.door_files import refused_output, named_through_the_api

IDF = "!-Generator IDFEditor 1.51\n!-Option SortedOrder\n\nVersion,23.2;\n\nBuilding,\n    Office A,   !- Name\n"
IDF_PLAIN = "! written by hand\n\n  Version,\n    9.6;  !- Version Identifier\n\nBuilding,\n  Office A;\n"
ESO = "Program Version,EnergyPlus, Version 23.2.0-7636e6b3e9, YMD=2026.11.27 08:00\n1,5,Environment Title[]\n"
EPLUSOUT = "Date/Time,Electricity:Facility [J](Hourly),ZONE ONE:Zone Mean Air Temperature [C](Hourly)\n 01/01  01:00:00,1.5,20.9\n"
OSM = "OS:Version,\n  {c6f7a2b0-5d1e}, !- Handle\n  3.7.0;   !- Version Identifier\n"
EPW = "LOCATION,Chicago Ohare Intl Ap,IL,USA,TMY3,725300,41.98,-87.92,-6.0,201.0\nDESIGN CONDITIONS,1,,Heating,1\n"
MODELICA = 'within Buildings.Examples;\nmodel RetrofitA "Office retrofit"\n  extends Modelica.Icons.Example;\nend RetrofitA;\n'
PORTFOLIO = "Property Id,Property Name,Year Ending,ENERGY STAR Score,Site EUI (kBtu/ft²)\n2345678,Office A,2025-12-31,62,71.4\n"
GREEN = ('<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xmlns:espi="http://naesb.org/espi">\n'
         '<entry><content><espi:IntervalBlock/></content></entry>\n</feed>\n')
FILES = {
    "office.idf": (IDF, "EnergyPlus input file", 1),
    "plain.idf": (IDF_PLAIN, "EnergyPlus input file", 3),
    "eplusout.eso": (ESO, "ESO or MTR", 1),
    "eplusout.csv": (EPLUSOUT, "EnergyPlus's CSV output", 1),
    "office.osm": (OSM, "OpenStudio model", 1),
    "chicago.epw": (EPW, "EPW weather file", 1),
    "RetrofitA.mo": (MODELICA, "Modelica", 1),
    "portfolio.csv": (PORTFOLIO, "Portfolio Manager", 1),
    "usage.xml": (GREEN, "Green Button", 2),
}
RUN = ("office-a/chicago/2050 Q0 ecm:heat-pump-ashp 1 0.91 energyplus\noffice-a/chicago/2050 Q0 ecm:wall-insulation 2 "
       "0.77 energyplus\n")
QRELS = "office-a/chicago/2050 0 ecm:heat-pump-ashp 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "BUILDING/CLIMATE Q0 MEASURE")


@pytest.mark.parametrize("text", [RUN, QRELS, "Version,1; Q0 d 1 0.5 t\n", "OS:Version, Q0 d 1 0.5 t\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert buildings_shape("x.run", text.splitlines()) is None and buildings_head(text) is None


@pytest.mark.parametrize("text", [
    "! a note\nVersions,2;\n",  # not the Version object
    "LOCATION,home\nnothing else\n",  # no DESIGN CONDITIONS
    "model trains are fun\n",
    "Date/Time,temperature\n1,2\n",  # no EnergyPlus variable columns
    '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<entry/>\n</feed>\n',  # a feed, no ESPI
    "Property Id,Owner\n1,a\n",
])
def test_near_misses_are_left_to_others(text):
    assert buildings_shape("x.txt", text.splitlines()) is None and buildings_head(text) is None


@pytest.mark.parametrize("output", sorted(BUILDINGS_OUTPUTS))
def test_a_fused_run_is_not_written_as_a_buildings_file(tmp_path, capsys, output):
    assert "lines of text" in refused_output(tmp_path, capsys, RUN, "measures" + output)


def test_a_fused_run_named_idf_is_written(tmp_path):
    """'.idf' is EnergyPlus's, and also a real run's tag (TREC-COVID's uab.idf): fused.idf names a run."""
    run = tmp_path / "given.run"
    run.write_text(RUN)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / "fused.idf")]) == 0
    assert (tmp_path / "fused.idf").read_text().split()[:3] == ["office-a/chicago/2050", "Q0", "ecm:heat-pump-ashp"]


@pytest.mark.parametrize("text, what", [(PORTFOLIO, "Portfolio Manager"), (EPLUSOUT, "EnergyPlus")])
def test_frames_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(pd.read_csv(io.StringIO(text)), method="rrf")
    assert buildings_columns(["qid", "docid", "run", "score"]) is None
