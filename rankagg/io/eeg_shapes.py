"""A brain-computer-interface team's files where a run, the judgements or comparisons are read (issue 45's thirtieth
bar, u30d_*_as_run, u30d_*_as_qrels, u30d_api_moabb_*, u30d_cli_moabb_stats_as_comparisons): told a field count
("expected 6 fields, found 8" for a BrainVision header), a NUL byte (an EDF or BDF recording, XDF) or "NUL bytes
between the characters" (GDF, MNE's .fif), or the columns a frame lacks (MOABB's results), each is named here at its
first lines (or bytes, or columns) for the tool or format that writes it, with what to give instead:

* text: MOABB's results table (``score, time, samples, subject, session, channels, n_sessions, dataset,
  pipeline``) and its ``compute_dataset_statistics`` table (``dataset, pipe1, pipe2, p, smd, nsub``), a BrainVision
  header (``.vhdr``) and marker file (``.vmrk``), MNE's annotations as text (``# MNE-Annotations``: head_files
  asks, its header being '#' lines), an OpenViBE CSV (``Time:250Hz,Epoch,...``), BIDS-EEG's ``_channels.tsv`` and
  ``_electrodes.tsv`` (tab-separated; the participants and events tables are :mod:`rankagg.io.neuroimaging_shapes`');
* JSON: a BIDS ``_eeg.json`` sidecar and ``dataset_description.json``, skorch's (braindecode's) ``history.json``;
* bytes: EDF and EDF+ (an ASCII header: version ``0`` and seven blanks, the start date ``dd.mm.yy`` at byte 168, the
  time at 176, the header's size at 184), BioSemi's BDF (0xFF ``BIOSEMI``), GDF 1 and 2 (``GDF 2.10`` then binary
  fields), MNE's FIFF (its first tag the file id: kind 100, type 31, 20 bytes, big-endian) and XDF (``XDF:`` then a
  chunk whose tag is the file header).  A ``.gz`` one is told inflated (binary_containers).

Only what no TREC line is can be claimed: a run of query ``0`` (``0 Q0 EEGNet 1 0.81 EDF``) or of queries named
``XDF:S01`` stays a run, as does a qrels file of them (tests/test_thirtieth_bar_eeg_files.py)."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.header_tables import header_cells
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line

__all__ = ["AS_RUN", "EEG_JSON", "eeg_binary", "eeg_columns", "eeg_head", "eeg_shape"]

#: what to do with a decoding benchmark's files: each fold's (or session's, or evaluation's) scores are a run
AS_RUN = ("give each fold's (or session's, or MOABB evaluation's) scores as a run, the dataset and subject a query "
          "(BNCI2014_001/subject_3, no blank) and each decoding pipeline a document (CSP+LDA, TS+LR, EEGNet), the "
          "score its accuracy, ROC-AUC or kappa (higher is better): 'DATASET/SUBJECT Q0 PIPELINE RANK SCORE FOLD'; "
          "the grades of the best pipelines are the qrels, 'DATASET/SUBJECT 0 PIPELINE GRADE'")
_NOT_LINES = "not TREC run or qrels lines: it ranks no decoding pipelines; "
#: a recording or its metadata: decoded first
_DECODE = ("a recording (or its description) holds signals, not rankings: decode it (MOABB's evaluations, MNE, "
           "braindecode) and " + AS_RUN)
_MOABB_FRAME = ("; as a frame: qid (dataset and subject: df['dataset'] + '/subject_' + df['subject'].astype(str)), "
                "docid (the pipeline), run (the session or fold) and score columns")

#: each text file by a pattern of its first non-blank line: what it is
_LINES = (
    (compiled(r"^Brain ?Vision Data Exchange Header File,? Version \d", re.I),
     "a BrainVision header file (.vhdr: 'Brain Vision Data Exchange Header File', [Common Infos], [Channel Infos]; "
     "the signals are in its .eeg file, the markers in its .vmrk)"),
    (compiled(r"^Brain ?Vision Data Exchange Marker File,? Version \d", re.I),
     "a BrainVision marker file (.vmrk: [Marker Infos], 'Mk1=New Segment,,1,1,0' lines: a recording's events)"),
    (compiled(r"^Time:\d+(?:\.\d+)?Hz,Epoch,"),
     "an OpenViBE CSV recording (Time:RATEHz, Epoch, a column per channel, Event Id, Event Date, Event Duration)"),
)


def _table(cells: set[str], first: list[str]) -> str | None:
    """What an EEG tool's table of the (lower-case) column names ``cells`` is (``first`` its header's first cells,
    in order), or None."""
    if {"score", "subject", "session", "dataset", "pipeline"} <= cells:
        return ("MOABB's results table (an evaluation's results: score, time, samples, subject, session, channels, "
                "n_sessions, dataset, pipeline)")
    if {"pipe1", "pipe2", "p", "smd"} <= cells:
        return ("MOABB's statistics table (compute_dataset_statistics: dataset, pipe1, pipe2, the one-tailed p, the "
                "standardised mean difference smd, nsub): p-values, no outcomes; a pair whose p is below your "
                "threshold is a comparison 'DATASET,PIPE1,PIPE2,win' in a table query, item_a, item_b, outcome")
    if first[:3] == ["name", "type", "units"]:
        return "a BIDS _channels.tsv (name, type, units, ...: a recording's channels)"
    if first[:4] == ["name", "x", "y", "z"]:
        return "a BIDS _electrodes.tsv (name, x, y, z: the electrodes' positions)"
    return None


def eeg_shape(name: str, lines: Sequence[str]) -> str | None:
    """What EEG tool's file whose first lines are ``lines`` is, and what to give instead, or None (``name``, its base
    name, is not needed: every file here is told by its lines)."""
    head = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()][:2]
    if not head or run_or_qrels_line(head[0]):
        return None
    for pattern, what in _LINES:
        if pattern.search(head[0]):
            return f"is {what}, " + _NOT_LINES + _DECODE
    cells = header_cells(head[0])
    # BIDS's tables are tab-separated, always (a CSV 'name,x,y,z' of points is another team's)
    table = _table(cells, [c.strip().lower() for c in head[0].split("\t")] if "\t" in head[0] else [])
    if table is None:
        return None
    return f"is {table}, " + _NOT_LINES + (AS_RUN if table.startswith("MOABB") else _DECODE)


def eeg_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is MNE's annotations saved as text (raw.annotations.save('x.txt'):
    '# MNE-Annotations', then '#' lines of the columns, which the doors skip as comments and then met 'onset,
    duration,description' rows: u30d_mne_annotations_txt_as_run); else None."""
    if not text.lstrip("\ufeff").startswith("# MNE-Annotations"):
        return None
    return 1, ("is MNE's annotations saved as text ('# MNE-Annotations', then onset, duration, description rows: a "
               "recording's events), " + _NOT_LINES + _DECODE)


def eeg_columns(names: Sequence[object]) -> str | None:
    """What a frame or table of the column ``names`` is when MOABB wrote it (its results, its statistics:
    u30d_api_moabb_results_frame, u30d_api_moabb_stats_comparisons), with what to do; or None."""
    cells = {str(n).strip().strip("\"'").lower() for n in names}
    what = _table(cells, [])
    return None if what is None else f"{what}; it is no run: " + AS_RUN + _MOABB_FRAME


#: the field's JSON documents (json_documents' _FIELD_JSON): the keys their text holds, what they are
EEG_JSON = (
    (('"EEGReference"', '"SamplingFrequency"'),
     "a BIDS _eeg.json sidecar (TaskName, EEGReference, SamplingFrequency, PowerLineFrequency: a recording's "
     "description), " + _NOT_LINES + _DECODE),
    (('"BIDSVersion"', '"Name"'),
     "a BIDS dataset_description.json (Name, BIDSVersion, DatasetType), " + _NOT_LINES + _DECODE),
    (('"epoch"', '"train_loss"', '"dur"'),
     "skorch's training history (braindecode's history.json: per epoch its batches, train_loss, valid_loss, "
     "accuracies and dur), one network's learning curve, " + _NOT_LINES + AS_RUN),
)

_DATE = compiled(rb"\d\d\.\d\d\.\d\d")
_FIFF_FILE_ID = bytes.fromhex("00000064" "0000001f" "00000014" "00000000")


def _edf(head: bytes) -> str | None:
    """EDF or EDF+ (European Data Format): version '0' and seven blanks, 80 bytes of the patient, 80 of the
    recording, the start date and time (dd.mm.yy, hh.mm.ss), the header's size in bytes; EDF+ says EDF+C or EDF+D in
    the reserved field.  A TREC line of query 0 has no date at byte 168 nor a run of 256 bytes without a newline."""
    if (len(head) < 256 or head[:8] != b"0       " or b"\n" in head[:256] or not _DATE.fullmatch(head[168:176])
            or not _DATE.fullmatch(head[176:184]) or not head[184:192].strip().isdigit()):
        return None
    plus = head[192:196] == b"EDF+"
    return ("an EDF+ recording (European Data Format+: an ASCII header, the patient, 'Startdate', 'EDF+C' or 'EDF+D', "
            "then 16-bit samples)" if plus else
            "an EDF recording (European Data Format: an ASCII header, the patient and recording, then 16-bit samples)")


def eeg_binary(head: bytes) -> tuple[str, str] | None:
    """(what the EEG recording starting ``head`` is, what to give instead), else None."""
    what = _edf(head)
    if what is None and head[:8] == b"\xffBIOSEMI":
        what = "a BioSemi BDF recording (0xFF 'BIOSEMI': EDF's header, 24-bit samples)"
    if what is None and re.match(rb"GDF [12]\.\d\d", head) and b"\x00" in head[8:256]:
        what = (f"a GDF {head[4:8].decode('ascii')} recording (General Data Format for biosignals: BCI Competition's "
                ".gdf files, BioSig's)")
    if what is None and head[:16] == _FIFF_FILE_ID:
        what = "MNE's FIF file (Elekta/Neuromag FIFF tags: a raw recording, epochs, evoked data or a forward model)"
    if what is None and head[:4] == b"XDF:" and len(head) > 5 and head[4] in (1, 4, 8):
        at = 5 + head[4]  # the chunk's length, then its tag (1: the file header's XML)
        if head[at:at + 2] == b"\x01\x00":
            what = "an XDF recording (Lab Streaming Layer's Extensible Data Format: 'XDF:', then chunks of streams)"
    return None if what is None else (what, _DECODE)
