"""A seismology team's files, told by their first lines or bytes, so that a run or qrels door names the tool that wrote
them and says what to give instead of a field count (issue 45's twenty-sixth bar, candidate earthquake detections
ranked per station-day by fusing phase pickers and detectors: a QuakeML catalog or a StationXML inventory was told
"expected 6 fields, found 3" (its XML declaration's), SeisBench's, PhaseNet's and EQTransformer's pick CSVs and
ComCat's event CSV "found 1", NonLinLoc's phase file "found 16", a miniSEED record or a SAC file by its NUL bytes).

* XML documents by their root element: QuakeML (``quakeml``), FDSN StationXML (``FDSNStationXML``), SeisComP's SC3ML
  (``seiscomp``).
* Text files by their lines: NonLinLoc's phase file (NLLOC_OBS: date, hour-minute, seconds, then ``GAU`` or ``BOX``
  and the error) and hypocenter file (``NLLOC "..."``, ``HYPOCENTER``), HypoInverse's Y2000 archive (a summary
  line of the origin's digits, then a phase line per station with its date at column 18), GPD's pick lines
  (``NET STA P|S TIME``).
* Tables by their headers: SeisBench's picks (``trace_id``, ``peak_time``, ``peak_value``), PhaseNet's ``picks.csv``
  (``phase_time``, ``phase_score``), EQTransformer's ``X_prediction_results.csv`` (``detection_probability``,
  ``p_arrival_time``), EQcorrscan's detections (``Template name; Detection time (UTC); ...``) and the USGS ComCat
  search CSV (``time, latitude, longitude, depth, mag``).
* Waveforms by their bytes (:func:`seismology_binary`): miniSEED 2 (a sequence number and a quality letter before
  the station's codes), miniSEED 3 (``MS`` and version 3), SAC (header version 6 at its word 76).

A picker's probabilities for a station-day's candidate onsets are a run's list: every note says so."""

from __future__ import annotations

import re
import struct
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["seismology_shape", "seismology_binary"]

#: what to do with a picker's or a catalog's file: each picker's candidates per station-day are a run
AS_RUN = ("give each picker's or detector's candidates as a run, a station-day (NET.STA.LOC.CHA@DATE) or a time "
          "window the query and each candidate's onset (ISO time with a Z, to the second) the document, the score "
          "higher for the likelier event (the probability, the STA/LTA ratio, the correlation): 'STATION-DAY Q0 ONSET "
          "RANK SCORE PICKER' (or rankagg.fuse({picker: {station_day: {onset: probability}}}) in Python); the "
          "analyst-reviewed catalog is the qrels, 'STATION-DAY 0 ONSET GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "
#: an XML document's root element (its local name) and what it is
_XML_ROOTS = {
    "quakeml": "a QuakeML catalog (XML: events, origins, magnitudes and picks)",
    "fdsnstationxml": "an FDSN StationXML inventory (XML: networks, stations and channels, no detections)",
    "seiscomp": "a SeisComP SC3ML document (XML: picks, origins or an inventory)",
}
_ROOT = compiled(r"<\s*(?:[\w.-]+:)?([\w.-]+)[\s>/]")
#: a table's header cells that tell it, and what it is
_TABLES = (
    ({"trace_id", "peak_time", "peak_value"}, "SeisBench's picks (a pick per row: trace_id, start_time, peak_time, "
     "end_time, peak_value, phase)"),
    ({"peak_time", "phase", "probability"}, "SeisBench-style picks (a pick per row: station, phase, peak_time, "
     "probability)"),
    ({"phase_time", "phase_score", "phase_type"}, "PhaseNet's picks.csv (a pick per row: station_id, phase_time, "
     "phase_score, phase_type)"),
    ({"itp", "tp_prob"}, "PhaseNet's picks.csv (its first layout: fname, itp, tp_prob, its, ts_prob)"),
    ({"detection_probability", "p_arrival_time", "p_probability"}, "EQTransformer's X_prediction_results.csv (a "
     "detection per row: network, station, event_start_time, detection_probability, p_arrival_time, p_probability, "
     "s_arrival_time, ...)"),
    ({"template name", "detection time (utc)", "detect value"}, "EQcorrscan's detections (Party.write's CSV: "
     "Template name; Detection time (UTC); ...; Detect value)"),
    ({"time", "latitude", "longitude", "depth", "mag"}, "a USGS ComCat (FDSN event) CSV of earthquakes (time, "
     "latitude, longitude, depth, mag, ..., id)"),
)
_DATE = compiled(r"\d{8}")
_GPD = compiled(r"[A-Z0-9]{1,2} [A-Z0-9]{1,5} [PS] \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z?")
_HYPO_PHASE = compiled(r"[A-Za-z0-9 ]{5}[A-Za-z0-9 ]{2}.{10}(19|20)\d{10}[ \d]{4}")
_HYPO_SUMMARY = compiled(r"(19|20)\d{14}[ \d]{2}\d")


def _xml(lines: Sequence[str]) -> str | None:
    """The seismology document whose root element the first line past the declarations opens, or None."""
    root = next((t for t in (ln.lstrip("\ufeff \t") for ln in lines) if t and not t.startswith(("<?", "<!"))), "")
    found = _ROOT.match(root + " ")
    return None if found is None else _XML_ROOTS.get(found.group(1).lower())


def _cells(line: str) -> set[str]:
    separator = ";" if line.count(";") >= 2 else "," if "," in line else "\t" if "\t" in line else None
    return {c.strip().strip("\"'").lower() for c in line.split(separator)}


def _nlloc_obs(fields: list[str]) -> bool:
    return (len(fields) >= 14 and _DATE.fullmatch(fields[6]) is not None and fields[7].isdigit()
            and len(fields[7]) == 4 and fields[9] in ("GAU", "BOX", "FIX", "NONE"))


def _text(lines: Sequence[str]) -> str | None:
    first = lines[0]
    if first.startswith('NLLOC "') or any(ln.startswith("HYPOCENTER  x ") for ln in lines):
        return "NonLinLoc's hypocenter file (NLLOC, SIGNATURE, GRID, HYPOCENTER, GEOGRAPHIC ... END_NLLOC: a located " \
               "event, not a ranking)"
    body = [ln for ln in lines if ln.strip() and not ln.startswith("#")]
    if body and _nlloc_obs(body[0].split()):
        return "NonLinLoc's phase file (NLLOC_OBS: a pick per line, station, component, phase, date, hour-minute, " \
               "seconds, error)"
    # six fields parse as a run's line, whatever its columns hold: a window id of digits is a legal query
    if body and len(body[0].split()) != 6 and (_HYPO_SUMMARY.match(body[0])
                                               or _HYPO_PHASE.match(body[0]) and len(body[0]) >= 60):
        return "a HypoInverse archive or phase file (Y2000: an event's summary line, then a fixed-column line per " \
               "station's phase)"
    if body and all(_GPD.fullmatch(ln.strip()) for ln in body[:5]):
        return "GPD's pick lines (network, station, phase, time: picks without a probability)"
    return None


def seismology_shape(name: str, lines: Sequence[str]) -> str | None:
    """What seismology file named ``name`` whose first lines are ``lines`` begins, and what to do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines or not lines[0].strip():
        return None
    what = _xml(lines) if lines[0].lstrip(" \t").startswith("<") else None
    if what is None:
        cells = _cells(lines[0])
        what = next((w for need, w in _TABLES if need <= cells), None) or _text(lines)
    return None if what is None else f"is {what}, {_NOT_LINES}" + AS_RUN


def _miniseed2(head: bytes) -> bool:
    """A miniSEED 2 record's fixed header: six digits (or blanks) of sequence number, a quality letter, a blank or
    NUL, then station, location, channel and network codes in ASCII letters, digits and blanks, then a BTIME year."""
    if len(head) < 48 or not re.fullmatch(rb"[0-9 ]{6}[DRQM][ \x00][A-Za-z0-9 ]{12}", head[:20]):
        return False
    year_be, year_le = struct.unpack(">H", head[20:22])[0], struct.unpack("<H", head[20:22])[0]
    return 1900 <= year_be <= 2500 or 1900 <= year_le <= 2500


def _sac(head: bytes) -> bool:
    """A SAC file's header: version 6 (or 7) at word 76, in either byte order, a positive finite sample interval."""
    if len(head) < 632:
        return False
    for order in "<>":
        (version,) = struct.unpack(order + "i", head[304:308])
        (delta,) = struct.unpack(order + "f", head[:4])
        if version in (6, 7) and 0 < delta < 1e6:
            return True
    return False


def seismology_binary(head: bytes) -> tuple[str, str] | None:
    """What waveform file ``head`` starts (miniSEED 2 or 3, SAC) and what to do with it; None for anything else."""
    fix = ("a waveform ranks nothing: run the pickers on it (SeisBench's PhaseNet or EQTransformer, ObsPy's "
           "STA/LTA, EQcorrscan) and " + AS_RUN)
    if head[:3] == b"MS\x03":
        return "a miniSEED 3 waveform record ('MS', version 3, an FDSN source id)", fix
    if _miniseed2(head):
        return (f"a miniSEED 2 waveform record (station {head[8:13].decode().strip()!r}, channel "
                f"{head[15:18].decode().strip()!r})"), fix
    if _sac(head):
        return "a SAC waveform (its 632-byte binary header)", fix
    return None
