"""A weather service's verification files where a run, the judgements or a table are read (issue 45's thirty-second
bar, u32h_): METplus's .stat files (files and frames), WMO SYNOP reports, wgrib2's inventories, ECMWF MARS requests and
ncdump's CDL.  They were told a field count; each is named for what it is, with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.header_tables import named_table
from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "FORECASTS_OUTPUTS", "forecasts_columns", "forecasts_shape"]

#: what to do with statistics, reports and requests: each score's ranking of the models is a run
AS_RUN = ("give each verification score's ranking of the models (the RMSE's skill, the CRPS's, the anomaly "
          "correlation's) as a run, a region, variable and lead time a query and each model a document "
          "(nwp:ifs-hres), the score higher for the better: 'REGION/VARIABLE/LEAD Q0 MODEL RANK SCORE SCORE_NAME'; "
          "the season's verified winners are the qrels, 'REGION/VARIABLE/LEAD 0 MODEL GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: the columns every MET / METplus statistics line starts with (DESC since MET 6)
_MET_COLUMNS = ("VERSION", "MODEL", "FCST_LEAD", "LINE_TYPE")
_MET = ("METplus's statistics (MET's .stat lines: VERSION, MODEL, DESC, FCST_LEAD, ..., LINE_TYPE, then the line "
        "type's statistics)")
_SYNOP = compiled(r"^(?:AAXX|BBXX|OOXX) \d{4}[0-4/]$")
_INVENTORY = compiled(r"^\d+(?:\.\d+)?:\d+:d=\d{10}:[A-Za-z0-9_-]+:")
_MARS_VERB = compiled(r"^(?:retrieve|archive|list|read|compute|write|stage)\s*,\s*$", re.I)


def forecasts_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines:
        return None
    first = lines[0].lstrip("\ufeff").strip()
    second = lines[1].strip() if len(lines) > 1 else ""
    if all(c in first.split() for c in _MET_COLUMNS):
        what: str | None = _MET
    elif _SYNOP.match(first):
        what = "WMO SYNOP reports (FM 12 in its text form: AAXX and the day and hour, then five-digit groups to '=')"
    elif _INVENTORY.match(first):
        what = "a wgrib2 inventory of a GRIB file (.idx: record:offset:d=date:variable:level:forecast:)"
    elif _MARS_VERB.match(first) and re.match(r"^\w+\s*=", second):
        what = "an ECMWF MARS request (a verb, then keyword=value lines: class, date, param, step, ...)"
    elif re.match(r"^netcdf\s+\S+\s*\{$", first):
        what = "ncdump's CDL (netCDF as text: netcdf NAME {, dimensions:, variables:, data:; ncgen reads it)"
    else:
        what = None
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def forecasts_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    what = named_table(names, ((_MET_COLUMNS, _MET),))
    return None if what is None else f"is {what}, no runs: {AS_RUN}"


#: the field's output names: the verification and decoding tools read their own records, no TREC line
FORECASTS_OUTPUTS: dict[str, str] = {
    ".stat": "a METplus .stat file (which METplus's analysis tools read by their columns)",
    ".bufr": "BUFR messages (WMO's binary, which ecCodes decodes)",
    ".cdl": "ncdump's CDL (which ncgen reads)",
}
