"""A plant's maintenance team's files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31p_): MTConnect answers, OPC UA NodeSets, B2MML documents and QIF files (their root after the prolog), G-code
programs, NASA's C-MAPSS turbofan data (files, and frames read without a header) and the AI4I 2020 predictive
maintenance table (files and frames).  They were told a field count or a generic header note; each is named for what
it is, with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "manufacturing_columns", "manufacturing_head", "manufacturing_shape"]

#: what to do with the plant's data: each model's ranking of the machines per line and shift is a run
AS_RUN = ("give each model's ranking of the machines (the vibration model's, the thermal model's, the RUL model's) as "
          "a run, a line and shift a query and each machine a document (its asset tag, cnc:0413), the score higher "
          "for the likelier to fail: 'LINE/SHIFT Q0 MACHINE RANK SCORE MODEL'; the work orders that followed are the "
          "qrels, 'LINE/SHIFT 0 MACHINE GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

_AI4I = ("UDI", "Product ID", "Machine failure")
_AI4I_WHAT = ("the AI4I 2020 predictive maintenance table (UDI, Product ID, Type, temperatures, speed, torque, tool "
              "wear, Machine failure, TWF, HDF, PWF, OSF, RNF)")
_CMAPSS_WHAT = ("NASA's C-MAPSS turbofan data (train_FD001.txt and its kin: unit, cycle, three operational settings, "
                "21 sensors)")
#: a G-code line: a G or M word first (G1 X10 Y20, M104 S200), a comment (';' or '(...)'), '%' or a program number
_GCODE = compiled(r"^(?:[GM]\d{1,3}(?:\.\d)?(?=\s|;|$)|;|\(|%$|O\d+)")
_GCODE_MOVE = compiled(r"^[GM]\d{1,3}(?:\.\d)?(?=\s|;|$)")
_NUMBER = compiled(r"^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$")


def _cmapss(lines: Sequence[str]) -> bool:
    """Rows of 26 numbers, the first two a unit and its cycles counted from 1 (C-MAPSS's)."""
    rows = [ln.split() for ln in lines if ln.strip()]
    return bool(rows) and all(len(r) == 26 and all(_NUMBER.match(c) for c in r) and r[0].isdigit() and r[1].isdigit()
                              for r in rows) and (len(rows) == 1 or rows[1][0] != rows[0][0] or
                                                  int(rows[1][1]) == int(rows[0][1]) + 1)


def manufacturing_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is (G-code, C-MAPSS, the AI4I table), with
    what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    body = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()]
    # a move among the first lines, or a CNC tape's start: '%' and a program number (the doors hand over two lines)
    started = body[0] == "%" and len(body) > 1 and re.match(r"O\d+\b", body[1]) is not None
    if all(_GCODE.match(ln) for ln in body) and (started or any(_GCODE_MOVE.match(ln) for ln in body)):
        what = "a G-code program (a slicer's or a CAM post-processor's: G21, G90, G1 moves, M codes)"
    elif _cmapss(body):
        what = _CMAPSS_WHAT
    elif all(k in {c.strip() for c in body[0].split(",")} for k in _AI4I):
        what = _AI4I_WHAT + ", read it with pandas"
    else:
        return None
    return f"is {what}, {_NOT_LINES}{AS_RUN}"


def manufacturing_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is an MTConnect answer, an OPC UA NodeSet, a B2MML document or a QIF
    file (their root after the prolog)."""
    root = xml_root(text)
    if root is None:
        return None
    if root.local.startswith("MTConnect") and "mtconnect.org" in root.attributes:
        what = f"an MTConnect agent's answer ({root.local}: a machine tool's devices, streams or assets)"
    elif root.local == "UANodeSet":
        what = "an OPC UA NodeSet (UANodeSet: a server's address space, its objects and variables)"
    elif "mesa.org/xml/B2MML" in root.attributes:
        what = f"a B2MML document ({root.local}: ISA-95's schedules, performance and equipment)"
    elif root.local == "QIFDocument":
        what = "a QIF file (QIFDocument: a CMM's measurement plan or results)"
    else:
        return None
    return root.line, f"is {what}, {_NOT_LINES}{AS_RUN}"


def manufacturing_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame) whose columns are ``names`` is: the AI4I table, or C-MAPSS read without a header (26
    numbered columns, 28 when its lines' two trailing blanks are split too), or None."""
    cells = [str(c).strip() for c in names]
    if all(k in cells for k in _AI4I):
        return f"is {_AI4I_WHAT}, no runs: {AS_RUN}"
    if cells in ([str(i) for i in range(26)], [str(i) for i in range(28)]):
        return f"holds 26 numbered columns, as {_CMAPSS_WHAT} read without a header, no runs: {AS_RUN}"
    return None
