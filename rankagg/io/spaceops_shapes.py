"""A flight dynamics team's files where a run, the judgements or a table are read (issue 45's thirty-second bar,
u32e_): two-line element sets (2LE and 3LE), CCSDS messages in KVN (CDM, OEM, OPM, OMM, ...), SP3 orbits (by their
'#' header lines, which the run reader skips as comments), RINEX files (their header labels in columns 61-80), STK
files, Space-Track's GP data (CSV, JSON, records in Python) and CelesTrak's SATCAT (files and frames).  They were told
a field count or a generic note; each is named for what it is, with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line

__all__ = ["AS_RUN", "SPACEOPS_JSON", "SPACEOPS_OUTPUTS", "spaceops_columns", "spaceops_document", "spaceops_head",
           "spaceops_shape"]

#: what to do with elements, ephemerides and messages: each model's ranking of a satellite's conjunctions is a run
AS_RUN = ("give each screening model's ranking of the conjunctions (the CDMs' collision probabilities, the owner "
          "screening's, a risk model's) as a run, a satellite and week a query and each event a document "
          "(evt:2026-331-0415), the score higher for the riskier: 'SATELLITE/WEEK Q0 EVENT RANK SCORE MODEL'; the "
          "manoeuvres decided are the qrels, 'SATELLITE/WEEK 0 EVENT GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

_GP = "Space-Track's or CelesTrak's GP data (CCSDS OMM fields: OBJECT_NAME, EPOCH, MEAN_MOTION, ..., NORAD_CAT_ID)"
_TABLES = (
    (("CCSDS_OMM_VERS", "NORAD_CAT_ID"), _GP + " as CSV"),
    (("OBJECT_NAME", "NORAD_CAT_ID", "OBJECT_TYPE"), "CelesTrak's SATCAT (the satellite catalogue: OBJECT_NAME, "
                                                     "OBJECT_ID, NORAD_CAT_ID, OBJECT_TYPE, OPS_STATUS_CODE, ...)"),
)
_TLE_1 = compiled(r"^1 (?:\d{5}|[A-Z]\d{4})[UCS ] ")
_TLE_2 = compiled(r"^2 (?:\d{5}|[A-Z]\d{4}) ")
_CCSDS = {"CDM": "conjunction data message", "OEM": "orbit ephemeris message", "OPM": "orbit parameter message",
          "OMM": "orbit mean-elements message", "OCM": "orbit comprehensive message", "TDM": "tracking data message",
          "AEM": "attitude ephemeris message", "APM": "attitude parameter message", "RDM": "re-entry data message"}
_KVN = compiled(r"^CCSDS_([A-Z]{3})_VERS\s*=")
_SP3 = compiled(r"^#[a-d][PV]\d{4} ")
SPACEOPS_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"CCSDS_OMM_VERS"', '"NORAD_CAT_ID"'), f"{_GP} as JSON, {_NOT_LINES}{AS_RUN}"),
)


def spaceops_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").rstrip()
    second = lines[1].rstrip() if len(lines) > 1 else ""
    kvn = _KVN.match(first)
    if (_TLE_1.match(first) and _TLE_2.match(second)) or (len(first) <= 30 and _TLE_1.match(second)):
        what: str | None = ("a two-line element set (TLE: NORAD's mean elements as '1 ...' and '2 ...' lines, a name "
                            "line before them in a 3LE; sgp4 and Skyfield read them)")
    elif kvn is not None and kvn.group(1) in _CCSDS:
        what = f"a CCSDS {_CCSDS[kvn.group(1)]} ({kvn.group(1)}) in KVN (KEYWORD = value lines)"
    elif first[60:].strip() in ("RINEX VERSION / TYPE", "CRINEX VERS   / TYPE"):
        what = "a RINEX file (GNSS observations or navigation: header labels in columns 61-80, then epochs)"
    elif re.match(r"^stk\.v\.\d+", first):
        what = "an STK file (stk.v.N, then BEGIN Ephemeris or Attitude ... END: Ansys STK reads it)"
    else:
        what = named_table(header_cells(first), _TABLES)
        what = None if what is None else what + ", read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def spaceops_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is an SP3 orbit: at its first line, a '#' line the run reader skips."""
    first = text.lstrip("\ufeff").split("\n", 1)[0]
    if _SP3.match(first) and "\n##" in text[:400]:
        return 1, (f"is an SP3 precise orbit ('#' and '##' header lines, '+' satellite lines, then '*' epochs of "
                   f"positions: the IGS's products), {_NOT_LINES}{AS_RUN}")
    return None


def spaceops_document(obj: object) -> str | None:
    """What a GP record loaded in Python and given as runs is, or None: its OMM version is text."""
    if isinstance(obj, dict) and "CCSDS_OMM_VERS" in obj and "NORAD_CAT_ID" in obj:
        return f"{_GP}, {_NOT_LINES}{AS_RUN}"
    return None


def spaceops_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


#: the field's output names: the orbit tools read their own elements and messages, no TREC line
SPACEOPS_OUTPUTS: dict[str, str] = {
    **dict.fromkeys((".tle", ".3le", ".2le"), "a two-line element set (which sgp4, Skyfield and STK read)"),
    ".oem": "a CCSDS orbit ephemeris message",
    ".opm": "a CCSDS orbit parameter message",
    ".omm": "a CCSDS orbit mean-elements message",
    ".cdm": "a CCSDS conjunction data message",
    ".sp3": "an SP3 precise orbit",
}
