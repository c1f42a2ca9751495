"""Issue 45's twenty-fourth bar, a TRECVID Ad-hoc Video Search team fusing its systems' shot rankings.  Three fault
classes:

* the fused run written under a video or master-shot name (``-o fused.msb``, ``.y4m``, ``.h264``, ``.3gp``) was TREC
  lines with exit 0 (u24f_out_*);
* the team's text files given as runs or qrels were told by a TREC field count: the TRECVID submission XML, the
  master shot reference (whose frame numbers an awk of the old note made grades), V3C's ``msb/*.tsv``, the ASR's
  subtitles, sample_eval's five-column stratified qrels (u24f_trecvid_xml_*, u24f_msb_*, u24f_srt_*, u24f_vtt_*,
  u24f_sample_eval_qrels);
* the videos themselves (MP4, QuickTime, Matroska, AVI) were told "NUL bytes between the characters" (u24f_*_as_run).

The members are generated: each name as a user types it; XML with or without its declaration and DOCTYPE, other
TRECVID tasks' roots, a byte-order mark, CRLF, gzip; shot references of other videos and frame ranges; V3C headers in
any order and separator; subtitles with or without a cue number; sample_eval lines of other topics, strata and
judgments; containers of every brand with random payloads; and the files that must keep their old reading."""

from __future__ import annotations

import gzip
import random

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output
from tests.door_files import root_line

VIDEO_NAMES = [".msb", ".y4m", ".yuv", ".h264", ".h265", ".hevc", ".av1", ".ivf", ".3gp", ".3g2", ".m2ts",
               ".f4v"]
SPELLINGS = [lambda s: f"fused{s}", lambda s: f"FUSED{s.upper()}", lambda s: f"fused{s}.gz"]


@pytest.mark.parametrize("suffix", VIDEO_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_video_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["fused.run", "msb_fused.run", "h264.run", "shots.txt", "avs.trec"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


def _xml(root: str, declaration: bool, doctype: bool) -> str:
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n' if declaration else "") + (
        f'<!DOCTYPE {root} SYSTEM "{root}.dtd">\n' if doctype else "")
    return (head + f"<{root}>\n<videoAdhocSearchRunResult pid=\"TeamX\" priority=\"1\">\n"
            "<videoAdhocSearchTopicResult tNum=\"1701\">\n<item seqNum=\"1\" shotId=\"shot12345_67\"/>\n"
            f"</videoAdhocSearchTopicResult>\n</videoAdhocSearchRunResult>\n</{root}>\n")


def _msb(rng: random.Random) -> str:
    video, start, rows = rng.randint(1, 99999), rng.randint(0, 50), []
    for n in range(1, rng.randint(2, 6)):
        end = start + rng.randint(0, 400)
        rows.append(f"shot{video}_{n}{rng.choice([' ', chr(9), '  '])}{start} {end}")
        start = end + 1
    return "\n".join(rows) + "\n"


_V3C_SEPARATORS = {"\t": ".tsv", ",": ".csv", ";": ".txt"}  # each named as its separator says


def _v3c(rng: random.Random, sep: str) -> str:
    cols = ["startframe", "starttime", "endframe", "endtime"]
    rng.shuffle(cols)
    return sep.join(rng.choice([c, c.upper(), c.capitalize()]) for c in cols) + "\n0" + sep + "0.0" + sep + "95" + \
        sep + "3.8\n"


def _srt(rng: random.Random, numbered: bool) -> str:
    h, m = rng.randint(0, 3), rng.randint(0, 59)
    cue = f"{h:02d}:{m:02d}:01,000 --> {h:02d}:{m:02d}:04,{rng.randint(0, 999):03d}\na man rides a bicycle\n"
    return (f"{rng.randint(1, 900)}\n" if numbered else "") + cue


def _vtt(rng: random.Random) -> str:
    return rng.choice(["WEBVTT", "WEBVTT - ASR of v12345", "\ufeffWEBVTT"]) + \
        f"\n\n00:{rng.randint(0, 59):02d}.000 --> 00:{rng.randint(0, 59):02d}.500\nin the rain\n"


def _sample_eval(rng: random.Random) -> str:
    return "".join(f"{rng.randint(1, 1800)} 0 shot{rng.randint(1, 99999)}_{rng.randint(1, 300)} "
                   f"{rng.randint(1, 6)} {rng.choice([-1, 0, 1])}\n" for _ in range(3))


ROOTS = ["videoAdhocSearchResults", "videoFeatureExtractionResults", "videoSearchResults"]
TEXT_FILES = ([(f"run{i}.xml", _xml(r, d, t), "TRECVID") for i, (r, d, t) in enumerate(
    (r, d, t) for r in ROOTS for d in (True, False) for t in (True, False))]
    + [(f"v{i}.msb", _msb(random.Random(i)), "master shot") for i in range(6)]
    + [(f"{i:05d}{suffix}", _v3c(random.Random(i), sep), "master shot") for i, (sep, suffix) in
       enumerate(list(_V3C_SEPARATORS.items()) * 2)]
    + [(f"asr{i}.srt", _srt(random.Random(i), i % 2 == 0), "subtitle") for i in range(6)]
    + [(f"asr{i}.vtt", _vtt(random.Random(i)), "WebVTT") for i in range(4)]
    + [(f"avs{i}.qrels", _sample_eval(random.Random(i)), "sample_eval") for i in range(6)])
FORMS = ["plain", "crlf", "gzip"]


def _write(path, text: str, form: str) -> None:
    data = text.replace("\n", "\r\n").encode("utf-8") if form == "crlf" else text.encode("utf-8")
    path.write_bytes(gzip.compress(data) if form == "gzip" else data)


@pytest.mark.parametrize("name,text,what", TEXT_FILES)
@pytest.mark.parametrize("form", FORMS)
def test_a_video_teams_file_is_named_at_the_run_and_qrels_doors(tmp_path, name, text, what, form):
    path = tmp_path / (name + (".gz" if form == "gzip" else ""))
    _write(path, text, form)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == root_line(text) and what in shape.reason


@pytest.mark.parametrize("name,text,what", TEXT_FILES[::4])
def test_the_commands_name_the_file_and_line(tmp_path, capsys, name, text, what):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    run = tmp_path / "clip.run"
    run.write_text("1701 Q0 shot12345_67 1 0.31 clip\n", encoding="utf-8")
    out = tmp_path / "fused.run"
    assert main(["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert main(["evaluate", str(run), "--qrels", str(path)]) == 2
    errs = capsys.readouterr().err.splitlines()
    assert len(errs) == 2 and all(f"{name}:{root_line(text)}:" in e and what in e for e in errs)
    assert not out.exists()


def test_the_msb_note_no_longer_makes_frames_grades(tmp_path):
    path = tmp_path / "v12345.msb"
    path.write_text("shot12345_1 0 124\nshot12345_2 125 310\n", encoding="utf-8")
    shape = qrels_shape(str(path))
    assert shape is not None and "awk" not in shape.reason and "frames" in shape.reason


def _ftyp(brand: bytes, rng: random.Random) -> bytes:
    return bytes([0, 0, 0, rng.choice([20, 24, 28, 32])]) + b"ftyp" + brand + rng.randbytes(64)


CONTAINERS = ([(f"v{i}.mp4", lambda r, b=b: _ftyp(b, r), "video") for i, b in
               enumerate([b"mp42", b"isom", b"avc1", b"iso5", b"dash", b"M4V "])]
              + [("v.mov", lambda r: _ftyp(b"qt  ", r), "QuickTime"), ("v.3gp", lambda r: _ftyp(b"3gp5", r), "3GPP"),
                 ("v.mkv", lambda r: b"\x1a\x45\xdf\xa3" + r.randbytes(40) + b"matroska", "video"),
                 ("v.webm", lambda r: b"\x1a\x45\xdf\xa3" + r.randbytes(40) + b"webm", "video"),
                 ("v.avi", lambda r: b"RIFF" + r.randbytes(4) + b"AVI LIST" + r.randbytes(40), "AVI"),
                 ("v.mpg", lambda r: b"\x00\x00\x01\xba" + r.randbytes(40), "MPEG"),
                 ("v.flv", lambda r: b"FLV\x01\x05" + r.randbytes(40), "FLV"),
                 ("v.wmv", lambda r: b"\x30\x26\xb2\x75\x8e\x66\xcf\x11" + r.randbytes(40), "WMV"),
                 ("kf.heic", lambda r: _ftyp(b"heic", r), "HEIF image"),
                 ("kf.avif", lambda r: _ftyp(b"avif", r), "AVIF image"),
                 ("a.m4a", lambda r: _ftyp(b"M4A ", r), "audio")])


@pytest.mark.parametrize("name,make,what", CONTAINERS)
@pytest.mark.parametrize("seed", range(3))
def test_a_video_in_the_runs_folder_is_named(tmp_path, name, make, what, seed):
    path = tmp_path / name
    path.write_bytes(make(random.Random(seed)))
    found = container_of(str(path))
    assert found is not None and what in found and "NUL" not in found


@pytest.mark.parametrize("name,text", [
    ("clip.run", "1701 Q0 shot12345_67 1 0.3121 clip\n1701 Q0 shot10021_3 2 0.2987 clip\n"),
    ("avs.qrels", "1701 0 shot12345_67 1\n1701 0 shot10021_3 0\n"),
    ("shots.txt", "1701 shot12345_67 1\n1701 shot10021_3 2\n"),  # MS MARCO's 'qid docid rank': its own note
    ("frames.tsv", "query\tdocid\tscore\n1701\tshot1_2\t0.5\n"),  # a run table with a header: its own note
    ("ftyp.txt", "abcdftypmp42 Q0 d 1 2 t\n"),  # 'ftyp' at offset 4 of a text line is no MP4 box
])
def test_runs_qrels_and_other_files_keep_their_reading(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    assert container_of(str(path)) is None
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is None or not any(w in shape.reason for w in ("TRECVID", "master shot", "sample_eval",
                                                                    "subtitle", "WebVTT"))
