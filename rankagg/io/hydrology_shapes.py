"""A hydrology team's binary files given where a run or qrels is read (issue 45's thirtieth bar,
scripts/reliability_bars/thirtieth_hydrology.py): a NetCDF classic file (u30e_netcdf_as_run) and a HEC-DSS file
(u30e_hecdss_as_run) were read as text and told "NUL bytes between the characters: UTF-16 or UTF-32 text", which names
neither the format nor what to do.  Each is told by its magic bytes and a NUL byte that no line of text holds.  A USGS
RDB file (u30e_usgs_rdb_as_run, u30e_rdb_as_qrels) was told a field count at its header: it is told by its header and
format line.  A GRDC day file (its '# GRDC' block), a WaterML 2.0 collection, SWAT's output.rch, HEC-RAS' project,
geometry, plan and flow files, CAMELS' attribute tables and NeuralHydrology's metrics (files and frames) and a
StreamStats watershed answer (JSON, which GeoJSON's note had claimed) are named too (the lead's, after the helper's
deadline)."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

_IN_PYTHON = ("read the skill scores in Python and give rankagg.fuse {query: {id: score}} per run, or write them as "
              "TREC run lines 'gauge Q0 model rank score tag'")

#: NetCDF's classic (CDF 1), 64-bit offset (CDF 2) and CDF-5 formats: 'CDF', the version byte, then numrecs and the
#: dimension list's tag, big-endian 32-bit integers that hold a NUL
_NETCDF = {1: "classic", 2: "64-bit offset", 5: "CDF-5"}


def hydrology_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to do) for a NetCDF classic file or a HEC-DSS file, else None."""
    if head[:3] == b"CDF" and len(head) >= 12 and head[3] in _NETCDF and b"\x00" in head[4:12]:
        return (f"a NetCDF file ({_NETCDF[head[3]]} format: gridded or station arrays, such as simulated streamflow)",
                "open it with xarray or netCDF4, compute the models' skill per gauge, and " + _IN_PYTHON)
    if head[:4] == b"ZDSS" and b"\x00" in head[4:64]:
        return ("a HEC-DSS file (the Hydrologic Engineering Center's Data Storage System: time series records)",
                "export the records (HEC-DSSVue, pydsstools), compute the models' skill per gauge, and " + _IN_PYTHON)
    return None


#: a USGS NWIS RDB file: its tab header 'agency_cd<TAB>site_no<TAB>...' and then the format line ('5s<TAB>15s<TAB>20d')
_RDB_HEADER = compiled(r"agency_cd\tsite_no(\t[^\t]+)+")
_RDB_FORMAT = compiled(r"\d+[sdn](\t\d+[sdn])+")


def hydrology_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a hydrology tool's text file whose first lines are ``lines`` is, and what to do, or None: a USGS RDB file
    is told by its header and its format line together, so no TREC line is claimed."""
    rows = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines if ln.strip() and not ln.startswith("#")][:2]
    if len(rows) == 2 and _RDB_HEADER.fullmatch(rows[0]) and _RDB_FORMAT.fullmatch(rows[1]):
        return ("is a USGS NWIS RDB file (tab-separated: agency_cd, site_no, datetime, the discharge and its "
                "qualifier code), observed streamflow, not TREC run or qrels lines: compute the models' skill "
                "(NSE, KGE) per gauge and " + _IN_PYTHON)
    return None


_NOT_LINES = "not TREC run or qrels lines: "
#: a text file by its first non-blank line (its '#' comments kept: GRDC's header is a '#' block)
_FIRST_LINES = (
    (compiled(r"# Title:\s+GRDC STATION DATA FILE"),
     "a GRDC day or month file (the Global Runoff Data Centre's: a '#' header naming the station, then "
     "'YYYY-MM-DD;hh:mm; Value' rows, -999.000 missing): observed discharge"),
    (compiled(r" *SWAT\b.*\bVER\b"), "SWAT's output.rch (a reach's simulated flows per time step)"),
    (compiled(r"(?:Proj|Geom|Plan|Flow|Unsteady Flow) Title="),
     "a HEC-RAS project, geometry, plan or flow file ('Proj Title=', 'Geom Title=': a model's set-up)"),
)
#: a table by its header: CAMELS' attributes (';' separated, gauge_id first), NeuralHydrology's metrics per basin
_CAMELS = compiled(r"gauge_id;\w+(?:;\w+)+")
_METRICS = {"nse", "kge", "alpha-nse", "beta-nse", "fhv", "flv", "fms", "peak-timing", "rmse", "pbias", "pearson-r"}

HYDROLOGY_JSON = (
    (('"workspaceID"', '"featurecollection"', '"parameters"'),
     "a StreamStats answer (workspaceID, the delineated watershed, its basin characteristics), " + _NOT_LINES
     + "compute the models' skill (NSE, KGE) per gauge and " + _IN_PYTHON),
)


def hydrology_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a GRDC file, a WaterML 2.0 collection, SWAT's output.rch, a HEC-RAS
    file, a CAMELS attribute table or NeuralHydrology's metrics; else None."""
    lines = [(i, ln.rstrip("\r")) for i, ln in enumerate(text.lstrip("\ufeff").split("\n")[:40], 1) if ln.strip()]
    if not lines or run_or_qrels_line(lines[0][1]):
        return None
    root = xml_root(text)
    if root is not None and root.local == "Collection" and "opengis.net/waterml/2.0" in root.attributes:
        return root.line, ("is a WaterML 2.0 collection (XML: a gauge's observed or simulated time series), "
                           + _NOT_LINES + "compute the models' skill (NSE, KGE) per gauge and " + _IN_PYTHON)
    at, first = lines[0]
    what = next((what for pattern, what in _FIRST_LINES if pattern.match(first)), None) or _table(first)
    return None if what is None else (at, f"is {what}, " + _NOT_LINES + "compute the models' skill per gauge and "
                                      + _IN_PYTHON)


def _table(header: str) -> str | None:
    if _CAMELS.fullmatch(header.strip()):
        return "a CAMELS attribute table (gauge_id;p_mean;...: a catchment's attributes per row, ';' separated)"
    return hydrology_columns(header.strip().split(","))


def hydrology_columns(names: Sequence[object]) -> str | None:
    """What a frame or table of the column ``names`` is when NeuralHydrology wrote it (its metrics per basin) or
    CAMELS' attributes were read into it, with what to do; or None."""
    cells = [str(n).strip().strip("\"'") for n in names]
    if cells and cells[0] == "basin" and len({c.lower() for c in cells[1:]} & _METRICS) >= 2:
        return ("NeuralHydrology's metrics (basin, NSE, KGE, ...: a model's skill per basin, one model a file), a "
                "model's scores, not a ranking: each model's metric per basin is a run (the basin a query, the model "
                "the document); " + _IN_PYTHON)
    if cells and cells[0] == "gauge_id" and len(cells) > 2 and not {c.lower() for c in cells} & _METRICS:
        return "CAMELS' catchment attributes (gauge_id, p_mean, ...: a catchment per row), no model's skill"
    return None
