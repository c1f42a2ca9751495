"""A video retrieval team's own files, told by their first lines or bytes, so that a run or qrels door names them and
says what to do instead of a field count (issue 45's twenty-fourth bar, a TRECVID Ad-hoc Video Search team: the
submission XML was told "expected 6 fields 'qid Q0 docid rank score tag', found 3", a master shot reference "holds 3
fields, as 'qid docid rel'" with an awk that made its frame numbers grades, sample_eval's qrels "expected 4 fields,
found 5", the ASR's subtitles "found 1", the videos "NUL bytes between the characters").

* TRECVID's submission XML (``<videoAdhocSearchResults>``, ``<!DOCTYPE videoAdhocSearchResults ...>``, the other
  tasks' ``video...Results`` roots): a topic's shots as ``<item seqNum shotId>`` elements.
* The master shot reference: a video's shots with their first and last frames (``shot12345_1 0 124``), V3C's
  ``msb/*.tsv`` (``startframe starttime endframe endtime``).
* sample_eval's stratified qrels (``topic 0 shot stratum judgment``), which trec_eval refuses: rankagg's infAP is
  trec_eval's (one uniform sample), not sample_eval's xinfAP.
* Subtitles and captions of the ASR (SubRip ``.srt``, WebVTT).
* Video files themselves (MP4 / QuickTime / 3GPP, Matroska / WebM, AVI, MPEG program streams, FLV, ASF).
"""

from __future__ import annotations

import re
import shlex
from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.xml_head import opens_markup

__all__ = ["video_shape", "video_binary"]

#: how a system's ranked shots become rankagg's input, said by the notes on the submission XML
_AS_RUN = ("write each system's shots as TREC run lines 'TOPIC Q0 SHOTID RANK SCORE RUN' (the score falling with "
           "seqNum, e.g. 10001 - seqNum; Python's xml.etree reads each topic's tNum and its items), or give "
           "rankagg.fuse a frame of qid, docid, run and rank columns")
_XML_ROOT = compiled(r"<(?:!DOCTYPE\s+)?(video[A-Za-z]*Results|videoAdhocSearch[A-Za-z]*)\b")
_SHOT_FRAMES = compiled(r"(\S+)\s+(\d+)\s+(\d+)")
_TIMING = compiled(r"(?:\d+:)?\d{1,2}:\d{2}[,.]\d{3}\s+-->\s+(?:\d+:)?\d{1,2}:\d{2}[,.]\d{3}(?:\s.*)?")
_INT = compiled(r"[-+]?\d+")
_MSB_HEADINGS = {"startframe", "endframe", "starttime", "endtime", "start_frame", "end_frame"}


def video_shape(name: str, lines: Sequence[str]) -> str | None:
    """What video team's file named ``name`` (its base name) whose first non-blank lines are ``lines`` is, and what
    to do, or None."""
    lines = [ln.lstrip("\ufeff").strip() for ln in lines]
    if not lines:
        return None
    roots = (m.group(1) for m in map(_XML_ROOT.match, lines) if m is not None)
    root = next(roots, None) if opens_markup(lines) else None
    if root is not None:
        return (f"is a TRECVID submission XML (<{root}>: a run's topics, each with its shots as <item seqNum shotId> "
                f"elements), not TREC lines: rankagg reads no XML; {_AS_RUN}; as judgments, write 'TOPIC 0 SHOTID "
                "GRADE' qrels lines")
    if lines[0].startswith("WEBVTT"):
        return _subtitles("a WebVTT caption file")
    if _TIMING.fullmatch(lines[0]) or (lines[0].isdigit() and len(lines) > 1 and _TIMING.fullmatch(lines[1])):
        return _subtitles("a SubRip (SRT, .srt) subtitle file" if "," in (lines[1] if lines[0].isdigit() else lines[0])
                          else "a subtitle file")
    headings = {c.strip().strip("\"'").lower() for c in re.split(r"[,\t;]| +", lines[0])}
    if len(headings & _MSB_HEADINGS) >= 2:
        return _master_shots("V3C's master shot boundaries (startframe, starttime, endframe, endtime: a row per shot "
                             "of one video)")
    frames = [_SHOT_FRAMES.fullmatch(ln) for ln in lines]
    if all(m is not None and int(m.group(2)) <= int(m.group(3)) and re.search(r"shot\d", m.group(1)) is not None
           for m in frames):
        return _master_shots("a master shot reference (a shot id, its first and last frame a line)")
    fields = lines[0].split()
    if len(fields) == 5 and fields[1] == "0" and all(_INT.fullmatch(f) for f in fields[3:]):
        word = shlex.quote(name)
        return ("is sample_eval's stratified qrels (topic, 0, shot id, stratum, judgment: TRECVID's inferred "
                "judgments for xinfAP), not trec_eval's 4 fields 'qid iter docid rel': rankagg's infAP is trec_eval's "
                "(one uniform sample, a pooled shot not judged as -1), not sample_eval's xinfAP over strata; for "
                f"trec_eval's measures drop the stratum: awk '{{print $1, $2, $3, $5}}' {word} > "
                f"{shlex.quote(re.sub(r'[.][^.]*$', '', name) + '.4col.qrels')} (and use sample_eval.pl for xinfAP)")
    return None


def _subtitles(what: str) -> str:
    return (f"is {what} (an ASR transcript's timed text), not TREC lines: a transcript holds no ranking; give the "
            "ASR search's ranked shots as a run ('TOPIC Q0 SHOTID RANK SCORE asr')")


def _master_shots(what: str) -> str:
    return (f"is {what}, not TREC run or qrels lines: its numbers are frames, neither scores nor grades; give the "
            "systems' ranked shots as runs ('TOPIC Q0 SHOTID RANK SCORE RUN') and the judged shots as qrels "
            "('TOPIC 0 SHOTID GRADE')")


#: video containers' magic bytes at the file's start (MP4's 'ftyp' box is at offset 4: :func:`video_binary`)
_VIDEO = ((b"\x1a\x45\xdf\xa3", "a Matroska / WebM video (EBML)"),
          (b"\x00\x00\x01\xba", "an MPEG program stream video"),
          (b"FLV\x01", "a Flash video (FLV)"), (b"\x30\x26\xb2\x75\x8e\x66\xcf\x11", "an ASF / WMV video"))
#: the ISO base media file's brands named apart, QuickTime's and 3GPP's and those that are no video (HEIF and AVIF
#: images, M4A audio, beside a team's keyframes and soundtracks); any other brand is an MP4 video
_FTYP_BRANDS = ((b"qt", "a QuickTime video (ftyp qt)"), (b"3g", "a 3GPP video (ftyp 3gp)"),
                (b"M4A", "an MPEG-4 audio file (ftyp M4A)"), (b"hei", "a HEIF image (ftyp heic)"),
                (b"mif1", "a HEIF image (ftyp mif1)"), (b"avif", "an AVIF image (ftyp avif)"))


def video_binary(head: bytes) -> tuple[str, str] | None:
    """What video file ``head`` starts, and what to do; None otherwise."""
    what = None
    if head[4:8] == b"ftyp" and head[0] == 0:  # the box's size, a big-endian int well below 2**24: no text's bytes
        brand = head[8:12]
        what = next((w for b, w in _FTYP_BRANDS if brand.startswith(b)),
                    f"an MP4 video (ISO base media, ftyp {brand.decode('ascii', 'replace').strip()})")
    elif head[:4] == b"RIFF" and head[8:12] == b"AVI ":
        what = "an AVI video (RIFF AVI)"
    else:
        what = next((w for magic, w in _VIDEO if head.startswith(magic)), None)
    if what is None:
        return None
    return (f"{what}, not a ranking", "a media file holds no ranking: give rankagg the systems' runs only (a "
                                      "glob such as runs/* caught it?)")
