"""A subsurface team's files where a run, the judgements or a table are read (issue 45's thirty-second bar, u32a_):
LAS well logs (by their '~V' section), SEG-Y volumes (an EBCDIC or ASCII card header), DLIS files (a storage unit
label), WITSML and RESQML (by their Energistics namespaces, a RESQML package by its members), Petrel's well tops,
ZMAP+ grids, ECLIPSE decks and GRDECL grids (their keywords after '--' comments), the NPD FactPages' tables and well
logs' curves (files and frames).  They were told a field count, a NUL byte or a generic note; each is named for what
it is, with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.app_store_shapes import zip_members
from rankagg.io.header_tables import header_cells, named_table
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "SUBSURFACE_OUTPUTS", "subsurface_binary", "subsurface_columns", "subsurface_head",
           "subsurface_shape"]

#: what to do with logs, volumes and models: each model's ranking of a block's prospects is a run
AS_RUN = ("give each prospect model's ranking (the volumetrics', the basin model's, the geologists' chance of success) "
          "as a run, a licence block and play a query and each prospect a document (pros:gullfaks-sw), the score "
          "higher for the better prospect: 'BLOCK/PLAY Q0 PROSPECT RANK SCORE MODEL'; the wells drilled are the qrels, "
          "'BLOCK/PLAY 0 PROSPECT GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: the NPD FactPages' tables, by their columns' prefixes: (columns every such table has, what it is)
_TABLES = (
    (("wlbWellboreName", "wlbWell"), "the NPD FactPages' wellbore table (wlbWellboreName, wlbWell, "
                                     "wlbDrillingOperator, ...: the Norwegian Offshore Directorate's wells)"),
    (("fldName", "fldNpdidField"), "the NPD FactPages' field table (fldName, fldNpdidField, ...)"),
    (("dscName", "dscNpdidDiscovery"), "the NPD FactPages' discovery table (dscName, dscNpdidDiscovery, ...)"),
)
#: a well log's depth column and its curves' usual mnemonics (LAS, DLIS and lasio's frames name them so)
_DEPTH = {"dept", "depth", "md", "tvd", "tvdss"}
_CURVES = {"gr", "rhob", "nphi", "dt", "dtc", "dts", "rt", "ild", "ilm", "lld", "lls", "cali", "sp", "pef", "pe",
           "drho", "rxo", "msfl", "sgr", "cgr"}
#: the keywords an ECLIPSE deck or an included grid starts with, after '--' comments
_ECLIPSE_FIRST = {"RUNSPEC": "an ECLIPSE simulation deck (RUNSPEC, TITLE, DIMENS, ... keywords; OPM Flow runs it too)",
                  "SPECGRID": "an ECLIPSE GRDECL grid (SPECGRID, COORD, ZCORN, ACTNUM keywords)",
                  "COORD": "an ECLIPSE GRDECL grid (COORD, ZCORN, ACTNUM keywords)",
                  "ZCORN": "an ECLIPSE GRDECL grid (ZCORN, ACTNUM keywords)"}
_ZMAP_HEADER = compiled(r"^@[^,]*,\s*GRID\s*,\s*\d+\s*$", re.I)
_RESQML_MEMBER = compiled(rb"obj_\w*(?:Representation|Interpretation|Feature|Crs|Property)\w*\.xml")


def _log_curves(cells: set[str]) -> bool:
    return bool(cells & _DEPTH) and len(cells & _CURVES) >= 2


def subsurface_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").strip()
    if re.match(r"^~V(?:ERSION)?\b", first, re.I):
        what: str | None = ("a LAS well log (Log ASCII Standard: ~VERSION, ~WELL, ~CURVE sections, then the ~A "
                            "data; lasio reads it)")
    else:
        cells = header_cells(first)
        what = named_table(cells, _TABLES)
        if what is None and _log_curves(cells):
            what = f"a well log's curves as a table ({first[:60]}: a depth and its log curves)"
        what = None if what is None else what + ", read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def subsurface_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a WITSML or RESQML document, Petrel's well tops (at the '#' line that
    names them, which the run reader skips as a comment), a ZMAP+ grid (after its '!' comments) or an ECLIPSE deck or
    grid (after its '--' comments)."""
    lines = text.lstrip("\ufeff").splitlines()[:200]
    tops = next((k for k, ln in enumerate(lines[:40], 1) if ln.strip().lower().startswith("# petrel well tops")
                 or (ln.strip() == "VERSION 2" and k < len(lines) and lines[k].strip() == "BEGIN HEADER")), None)
    if tops is not None:
        return tops, (f"is Petrel's well tops export (VERSION, BEGIN HEADER ... END HEADER, then a row per well and "
                      f"surface), {_NOT_LINES}{AS_RUN}")
    root = xml_root(text)
    if root is not None:
        space = root.attributes.lower()
        if "witsml.org" in space or "energistics.org/energyml/data/witsml" in space:
            return root.line, (f"is a WITSML document (Energistics' wellsite XML: <{root.local}>), {_NOT_LINES}"
                               f"{AS_RUN}")
        if "energyml/data/resqml" in space or "resqml.org" in space:
            return root.line, f"is a RESQML object (Energistics' earth model XML: <{root.local}>), {_NOT_LINES}{AS_RUN}"
        return None
    for number, line in enumerate(lines, 1):
        body = line.strip()
        if not body or body.startswith(("!", "--")):
            continue
        if _ZMAP_HEADER.match(body):
            return number, (f"is a ZMAP+ grid ('@NAME, GRID, n' header, '@', then the nodes' values), {_NOT_LINES}"
                            f"{AS_RUN}")
        keyword = _ECLIPSE_FIRST.get(body.split()[0]) if body.split() == [body.split()[0]] else None
        return None if keyword is None else (number, f"is {keyword}, {_NOT_LINES}{AS_RUN}")
    return None


def subsurface_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a SEG-Y volume, a DLIS file or a RESQML package."""
    if len(head) >= 3200 and all(head[k] in (0xC3, 0x43) for k in (0, 80, 160)) and head[1] in (
            0x40, 0x20, *range(0xF0, 0xFA), *range(0x30, 0x3A)):
        coding = "EBCDIC" if head[0] == 0xC3 else "ASCII"
        return (f"a SEG-Y seismic volume (a 3200-byte {coding} card header 'C 1 ...', a 400-byte binary header, then "
                "traces; segyio reads it)", AS_RUN)
    if head[4:15] == b"V1.00RECORD":
        return "a DLIS file (RP66 v1: a storage unit label 'V1.00RECORD', then visible records; dlisio reads it)", AS_RUN
    if head.startswith(b"PK\x03\x04") and any(_RESQML_MEMBER.fullmatch(n.rsplit(b"/", 1)[-1]) for n in zip_members(head)):
        return "a RESQML package (.epc: an OPC zip of Energistics' earth model objects)", AS_RUN
    return None


def subsurface_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    what = named_table(names, _TABLES)
    if what is None and _log_curves({str(n).strip().lower() for n in names}):
        what = "a well log's curves (a depth column and log curves: GR, RHOB, NPHI, ...)"
    return None if what is None else f"is {what}, no runs: {AS_RUN}"


#: the field's output names: the logging, seismic and modelling tools read their own records, no TREC line
SUBSURFACE_OUTPUTS: dict[str, str] = {
    ".sgy": "a SEG-Y seismic volume (binary traces, which segyio and Petrel read; .segy is in the suffix net)",
    ".dlis": "a DLIS file (RP66 binary well logs, which dlisio reads)",
    ".epc": "a RESQML package (an OPC zip of earth model objects)",
    ".grdecl": "an ECLIPSE GRDECL grid (keywords, which ECLIPSE, OPM and ResInsight read)",
    ".zmap": "a ZMAP+ grid",
}
