"""A hydrology team's binary files given where a run or qrels is read (issue 45's thirtieth bar,
scripts/reliability_bars/thirtieth_hydrology.py): a NetCDF classic file (u30e_netcdf_as_run) and a HEC-DSS file
(u30e_hecdss_as_run) were read as text and told "NUL bytes between the characters: UTF-16 or UTF-32 text", which names
neither the format nor what to do.  Each is told by its magic bytes and a NUL byte that no line of text holds.  A USGS RDB file (u30e_usgs_rdb_as_run,
u30e_rdb_as_qrels) was told a field count at its header: it is told by its header and format line."""

from __future__ import annotations

import re
from typing import Sequence

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
_RDB_HEADER = re.compile(r"agency_cd\tsite_no(\t[^\t]+)+")
_RDB_FORMAT = re.compile(r"\d+[sdn](\t\d+[sdn])+")


def hydrology_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a hydrology tool's text file whose first lines are ``lines`` is, and what to do, or None: a USGS RDB file
    is told by its header and its format line together, so no TREC line is claimed."""
    rows = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines if ln.strip() and not ln.startswith("#")][:2]
    if len(rows) == 2 and _RDB_HEADER.fullmatch(rows[0]) and _RDB_FORMAT.fullmatch(rows[1]):
        return ("is a USGS NWIS RDB file (tab-separated: agency_cd, site_no, datetime, the discharge and its "
                "qualifier code), observed streamflow, not TREC run or qrels lines: compute the models' skill "
                "(NSE, KGE) per gauge and " + _IN_PYTHON)
    return None
