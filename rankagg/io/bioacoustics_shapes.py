"""A bioacoustics lab's files, told by their first lines or bytes, so that a run or qrels door names what they are and
says what to give instead of a field count or a long table's advice (issue 45's twenty-seventh bar, species detections
per recording from BirdNET, Perch, a CNN and Kaleidoscope fused per recording: a Raven selection table, an eBird
export and Kaleidoscope's id.csv were told "a run table saved as text" or "a table of ranked lists", an Audacity
label track, BirdNET's Audacity results and a Sonic Visualiser layer "expected 6 fields", and a bat detector's WAV
with its GUANO metadata was given a speech team's advice, "the recognisers' N-best lists").

* Text: a Raven selection table (``Selection, View, Channel, Begin Time (s), End Time (s)``; BirdNET-Analyzer's with
  its ``Confidence``), BirdNET-Analyzer's CSV (``Start (s), End (s), Scientific name, Common name, Confidence``) and
  Kaleidoscope-form CSV (``INDIR, ..., scientific_name, common_name, confidence``), Kaleidoscope Pro's ``id.csv``
  (``AUTO ID*``, ``MATCH RATIO``), an eBird export (``Submission ID`` or the EBD's ``SAMPLING EVENT IDENTIFIER``
  beside the common and scientific names), an Audacity label track (``start<TAB>end<TAB>label``; BirdNET's with a
  confidence after the label), a Sonic Visualiser layer or session (``<!DOCTYPE sonic-visualiser>``) and an ARU
  deployment sheet (a recorder's column beside a deployment date).
* Binary: a WAV recording of a bat detector or an autonomous recorder, by its GUANO chunk (``guan``), a Song Meter's
  ``wamd`` chunk or AudioMoth's comment.

A classifier's detections on one recording, each species' best confidence, are a run's list: the note says so."""

from __future__ import annotations

import re
import zlib
from typing import Sequence

from rankagg.io._inflate import inflate_head
from rankagg.io.line_form_store import compiled

__all__ = ["bioacoustics_shape", "bioacoustics_binary"]

#: what to do with a recorder's, a classifier's or an annotator's file: each classifier's species per recording
AS_RUN = ("give each call classifier's detections as a run, a recording (SITE03_20260614_053000.WAV, no blank) a query "
          "and a species (an eBird code such as amerob, or a Latin name joined: Myotis_daubentonii) a document, its "
          "score the species' best confidence in the recording (one line per species: keep the max of its detections): "
          "'RECORDING Q0 SPECIES RANK CONFIDENCE CLASSIFIER' (or rankagg.fuse({classifier: {recording: {species: "
          "confidence}}})); the experts' annotations are the qrels, 'RECORDING 0 SPECIES 1' for a species present")
_NOT_LINES = "not TREC run or qrels lines: "
_PANDAS = "read it with pandas (sep='\\t' for a .txt table), keep each species' highest confidence per recording, and "
_RAVEN = {"selection", "view", "channel", "begin time (s)", "end time (s)"}
_BIRDNET_CSV = {"start (s)", "end (s)", "scientific name", "common name", "confidence"}
_BIRDNET_KALEIDOSCOPE = {"indir", "in file", "offset", "scientific_name", "common_name", "confidence"}
_TIME = compiled(r"\d+\.\d+")
_CONFIDENCE = compiled(r"(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)")


def _header(line: str) -> list[str]:
    sep = "\t" if "\t" in line else ","
    return [c.strip(" \"'\r\n").lower() for c in line.split(sep)]


def _table(cells: list[str]) -> str | None:
    have = set(cells)
    if _RAVEN <= have:
        if "confidence" in have and ({"species code", "common name"} & have):
            return ("is BirdNET-Analyzer's Raven selection table (Selection, View, Channel, Begin Time (s), ..., "
                    "Common Name, Species Code, Confidence: a row per detection window), " + _NOT_LINES + _PANDAS
                    + AS_RUN)
        return ("is a Raven selection table (Raven Pro's Selection, View, Channel, Begin Time (s), End Time (s), Low "
                "and High Freq (Hz): a row per box drawn on the spectrogram), " + _NOT_LINES + "read it with pandas "
                "(sep='\\t'); an annotator's species per recording are the qrels, 'RECORDING 0 SPECIES 1' for each "
                "species marked present; a classifier's table: " + AS_RUN)
    if _BIRDNET_CSV <= have:
        return ("is BirdNET-Analyzer's CSV results (Start (s), End (s), Scientific name, Common name, Confidence: a "
                "row per 3-second window and species), " + _NOT_LINES + _PANDAS + AS_RUN)
    if _BIRDNET_KALEIDOSCOPE <= have:
        return ("is BirdNET-Analyzer's results in Kaleidoscope's CSV form (INDIR, FOLDER, IN FILE, OFFSET, "
                "scientific_name, common_name, confidence), " + _NOT_LINES + _PANDAS + AS_RUN)
    if {"in file", "auto id*"} <= have or {"in file", "match ratio"} <= have:
        return ("is Kaleidoscope Pro's bat auto-ID output (id.csv: a row per file, its AUTO ID*, MATCH RATIO, "
                "MARGIN and alternates), " + _NOT_LINES + "read it with pandas; a file's auto-ID and alternates "
                "are one classifier's list (the match ratio its confidence), its MANUAL ID column the qrels, and "
                + AS_RUN)
    names = {"common name", "scientific name"} <= have
    if names and ({"submission id", "sampling event identifier", "observation count"} & have):
        return ("is an eBird checklist export (My eBird Data or the eBird Basic Dataset: a row per species seen or "
                "heard on a checklist, with its count), " + _NOT_LINES + "read it with pandas; the species on the "
                "point count beside a recorder are presence judgements, 'RECORDING 0 SPECIES 1' qrels lines for "
                "the recording made then and there; " + AS_RUN)
    recorder = any(re.search(r"\baru|audiomoth|recorder|song ?meter|\bsm[234]", c) for c in cells)
    if recorder and any("deploy" in c or "retriev" in c for c in cells):
        return ("is an ARU deployment sheet (a row per recorder deployed: its site, serial, place and dates), "
                + _NOT_LINES + "it ranks no species; run the call classifiers on the recordings it lists and "
                + AS_RUN)
    return None


def _audacity(lines: Sequence[str]) -> str | None:
    """An Audacity label track (``start<TAB>end<TAB>label``, spectral ``\\<TAB>low<TAB>high`` lines between) or
    BirdNET-Analyzer's Audacity results (a confidence after the label): times written with a decimal point and
    never a line that a run's or qrels' reader takes (six fields, or four ending in an integer)."""
    labels = [ln.split("\t") for ln in lines if not ln.startswith("\\\t")]
    if not labels or not all(len(c) in (3, 4) and _TIME.fullmatch(c[0]) and _TIME.fullmatch(c[1])
                             and float(c[0]) <= float(c[1]) for c in labels):
        return None
    for ln in lines:
        fields = ln.split()
        if len(fields) == 6 or (len(fields) == 4 and re.fullmatch(r"[-+]?\d+", fields[3])):
            return None
    if all(len(c) == 4 and _CONFIDENCE.fullmatch(c[3].strip()) for c in labels):
        return ("is BirdNET-Analyzer's Audacity results (start, end, species and confidence a line, tab-separated: "
                "a line per 3-second window and species), " + _NOT_LINES + _PANDAS + AS_RUN)
    if all(len(c) == 3 for c in labels):
        return ("is an Audacity label track (start, end and label a line, tab-separated; '\\' lines of a spectral "
                "selection's low and high frequency), " + _NOT_LINES + "the annotator's labels per recording are "
                "the qrels, 'RECORDING 0 SPECIES 1' for each species labelled; a classifier's: " + AS_RUN)
    return None


def bioacoustics_shape(name: str, lines: Sequence[str]) -> str | None:
    """What bioacoustics file named ``name`` whose first lines are ``lines`` begins, and what to do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines or not lines[0].strip():
        return None
    text = "\n".join(lines)
    if re.search(r"<!DOCTYPE\s+sonic-visualiser", text) or re.search(r"^\s*<sv>", text, re.M):
        return ("is a Sonic Visualiser layer or session (XML: <!DOCTYPE sonic-visualiser>, its models' points and "
                "labels), " + _NOT_LINES + "export the layer's points (File > Export Annotation Layer as CSV), "
                "read them with pandas and " + AS_RUN)
    return _audacity(lines) or _table(_header(lines[0]))


def _chunks(head: bytes) -> list[bytes]:
    """The ids of a RIFF/WAVE file's chunks within ``head``."""
    ids, at = [], 12
    while at + 8 <= len(head):
        ids.append(head[at:at + 4])
        at += 8 + int.from_bytes(head[at + 4:at + 8], "little")
        at += at % 2
    return ids


def bioacoustics_binary(head: bytes) -> tuple[str, str] | None:
    """What recorder's WAV ``head`` starts (GUANO metadata, a Song Meter's or an AudioMoth's) and what to do with
    it; None for anything else (other audio is the speech recogniser's).  A gzipped one is told by its content."""
    if head[:2] == b"\x1f\x8b":
        inner = inflate_head(head, 12)  # every gzipped run is asked: its chunks are inflated only for a WAV's
        if inner[:4] != b"RIFF" or inner[8:12] != b"WAVE":
            return None
        try:
            head = zlib.decompressobj(31).decompress(head, 1 << 16)
        except zlib.error:  # a corrupt stream: the reader names it
            return None
    if head[:4] != b"RIFF" or head[8:12] != b"WAVE":
        return None
    chunks = _chunks(head)
    what = ("with GUANO metadata (its 'guan' chunk: a bat detector's make, model, time and place)" if b"guan" in chunks
            else "of a Wildlife Acoustics Song Meter (its 'wamd' metadata chunk)" if b"wamd" in chunks
            else "of an AudioMoth (its comment: 'Recorded at ... by AudioMoth')" if b"by AudioMoth" in head
            else None)
    if what is None:
        return None
    return (f"a WAV recording {what}, not a ranking",
            "run the call classifiers on it (BirdNET-Analyzer, Perch, Kaleidoscope's auto-ID) and " + AS_RUN)
