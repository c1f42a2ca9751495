"""A driver-assistance team's files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31h_): a Vector CAN database (DBC) and ASC log, a SocketCAN candump log, a PEAK PCAN-View trace, an ASAM A2L
description, OpenSCENARIO, OpenDRIVE and AUTOSAR ARXML files (their root after the XML prolog), CARLA leaderboard
results (files, loaded documents and their route records as frames), and BLF and MDF recordings by their magic bytes.
They were told a field count ("expected 6 fields"), a generic JSON note, or, for the binary recordings, "UTF-16 or
UTF-32 text"; each is named for what it is, with what to give instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "AUTOMOTIVE_JSON", "AUTOMOTIVE_OUTPUTS", "automotive_binary", "automotive_columns",
           "automotive_document", "automotive_head", "automotive_shape"]

#: what to do with a bus log, a scenario or a simulator's results: each evaluation's ranking of the builds is a run
AS_RUN = ("give each evaluation's ranking (a simulator's driving score, a replay's, a proving ground's) as a run, a "
          "scenario a query and each build a document (adas-4.2.1+rc3), the score higher for the better: 'SCENARIO Q0 "
          "BUILD RANK SCORE EVALUATION'; the release board's verdicts are the qrels, 'SCENARIO 0 BUILD GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

_DBC_VERSION = compiled(r'^VERSION\s+"[^"]*"\s*$')
_DBC_SECTION = compiled(r"^(?:NS_\s*:|BS_\s*:|BU_\s*:|BO_\s+\d+|CM_\s|VAL_TABLE_\s)")
_ASC_DATE = compiled(r"^date\s+\w{3}\s+\w{3}\s+\d{1,2}\s")
_ASC_BASE = compiled(r"^base\s+(?:hex|dec)\s+timestamps\s+(?:absolute|relative)")
#: candump -l's lines: '(seconds.micro) interface ID#DATA' ('##' for CAN FD, 'R' for a remote frame)
_CANDUMP = compiled(r"^\(\d+\.\d+\)\s+\w+\s+[0-9A-Fa-f]{3,8}##?[0-9A-Fa-fR]*\s*$")
_PCAN_TRC = compiled(r"^;\$FILEVERSION=\d")
_A2L = compiled(r"^(?:ASAP2_VERSION\s+\d+\s+\d+|/begin\s+PROJECT\s)")
#: the XML roots of the ASAM and AUTOSAR standards: (root, a word its attributes hold or '', what it is)
_XML_ROOTS = (("OpenSCENARIO", "", "an OpenSCENARIO file (ASAM's scenario description: FileHeader, Entities, "
                                   "Storyboard)"),
              ("OpenDRIVE", "", "an OpenDRIVE road network (ASAM's: header, roads, lanes, junctions)"),
              ("AUTOSAR", "autosar.org", "an AUTOSAR ARXML description (AR-PACKAGES: an ECU's software and "
                                         "communication)"))


def automotive_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first, second = lines[0].lstrip("\ufeff").strip(), (lines[1].strip() if len(lines) > 1 else "")
    what = None
    if _DBC_VERSION.match(first) and (not second or _DBC_SECTION.match(second)):
        what = "a Vector CAN database (DBC: VERSION, NS_, BU_, then BO_ messages and SG_ signals; cantools reads it)"
    elif _ASC_DATE.match(first) and _ASC_BASE.match(second):
        what = "a Vector ASC log (CANalyzer's and CANoe's text log: date, base, timestamps, then frames)"
    elif _CANDUMP.match(first):
        what = "a SocketCAN candump log ('(time) can0 ID#DATA': CAN frames, python-can and cantools read it)"
    elif _PCAN_TRC.match(first):
        what = "a PEAK PCAN-View trace (.trc: ;$FILEVERSION, ;$STARTTIME, ;$COLUMNS, then frames)"
    elif _A2L.match(first):
        what = ("an ASAM MCD-2 MC description (A2L: ASAP2_VERSION, /begin PROJECT, an ECU's measurements and "
                "calibrations)")
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def automotive_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is an OpenSCENARIO, OpenDRIVE or AUTOSAR document (its root after the
    XML prolog), else None."""
    root = xml_root(text)
    if root is None:
        return None
    for local, word, what in _XML_ROOTS:
        if root.local == local and word in root.attributes:
            return root.line, f"is {what}, {_NOT_LINES}{AS_RUN}"
    return None


def _carla_records(cells: set[str]) -> bool:
    return {"route_id", "status"} <= cells and any(c.startswith("scores.score_") or c == "score_composed"
                                                   for c in cells)


def automotive_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    if not _carla_records({str(n) for n in names}):
        return None
    return ("is CARLA leaderboard route records (route_id, status, infractions, scores: score_composed, score_route, "
            "score_penalty), no runs: a driving score per build is a run's score; " + AS_RUN)


#: (keys a JSON document's first bytes hold, what it is and what to give instead)
AUTOMOTIVE_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    # its checkpoint always holds the global record: a run whose documents are named _checkpoint and entry_status is none
    (('"_checkpoint"', '"global_record"', '"entry_status"'),
     "CARLA leaderboard results (_checkpoint with global_record and route records, entry_status, values, labels: one "
     "agent's driving score), " + _NOT_LINES + AS_RUN),
)


def automotive_document(obj: object) -> str | None:
    """What CARLA's results loaded in Python and given as runs are, or None: its 'entry_status' is text and its
    'values' a list, where a run's queries hold mappings."""
    if isinstance(obj, dict) and isinstance(obj.get("_checkpoint"), dict) and "entry_status" in obj:
        return AUTOMOTIVE_JSON[0][1]
    return None


#: MDF's identification block: 'MDF     ' (or 'UnFinMF ' while a logger still writes it), then the version
_MDF = compiled(rb"^(?:MDF {5}|UnFinMF )([34]\.\d\d)")


def automotive_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a Vector BLF or an ASAM MDF recording."""
    if head[:4] == b"LOGG" and len(head) >= 8 and int.from_bytes(head[4:8], "little") in range(64, 1025):
        return ("a Vector BLF recording (Binary Logging Format: magic 'LOGG', the bus frames CANoe and CANalyzer "
                "log; python-can reads it)", AS_RUN)
    mdf = _MDF.match(head)
    if mdf is not None:
        return (f"an ASAM MDF {mdf.group(1).decode()} recording (Measurement Data Format: magic 'MDF', a "
                "logger's signals; asammdf reads it)", AS_RUN)
    return None


#: the field's output names: the bus tools, scenario editors and simulators read their own records, no TREC line
AUTOMOTIVE_OUTPUTS: dict[str, str] = {
    ".blf": "a Vector BLF recording (binary bus frames, which CANoe and python-can read)",
    ".xosc": "an OpenSCENARIO file (ASAM's XML scenario, which esmini and CARLA's ScenarioRunner read)",
    ".xodr": "an OpenDRIVE road network (ASAM's XML, which the simulators read)",
    ".arxml": "an AUTOSAR ARXML description (XML)",
    ".a2l": "an ASAM A2L description (an ECU's measurements and calibrations, which INCA and CANape read)",
}
