"""Issue 45's twenty-sixth bar, a music information retrieval lab fusing cover-song identification systems per query
song: a file of the lab's tools given where a run or qrels go was told by a field count ("expected 6 fields ...,
found 9"), as "JSON such as BEIR's results", or as "UTF-16 or UTF-32 text" instead of by what it is: a MIREX
submission's distance matrix, MusicXML and MEI scores, Humdrum **kern and ABC notation, Da-TACOS's metadata, a JAMS
annotation, Essentia's extractor output, a Standard MIDI File (u26c_*_as_run, u26c_*_as_qrels).

The members are generated: distance matrices of several sizes, names and number spellings (hypothesis), each score
with and without its declaration and DOCTYPE, each JSON document compact or indented; at the runs and the qrels door,
gzipped, and through the command; and near shapes (runs whose ids are the tools' words) keep their reading."""

from __future__ import annotations

import gzip
import json
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.json_documents import json_shape
from tests.door_files import root_line


def _matrix(n: int, name: str, spell) -> str:
    rows = [name, *(f"{i}\t/mirex/covers/coversong_{i:04d}.wav" for i in range(1, n + 1)),
            "Q/R\t" + "\t".join(str(j) for j in range(1, n + 1))]
    rows += [f"{i}\t" + "\t".join(spell(abs(i - j) / n) for j in range(1, n + 1)) for i in range(1, n + 1)]
    return "\n".join(rows) + "\n"


_SPELLS = [lambda x: f"{x:.5f}", lambda x: f"{x:.3e}", lambda x: repr(x)]


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 30), name=st.sampled_from(["CQT-Net distance matrix", "ByteCover_v2 (MIREX 2026 run 2)",
                                                   "Example distance matrix 0.1", "dtw"]),
       spell=st.integers(0, len(_SPELLS) - 1))
def test_a_mirex_distance_matrix_is_named_at_both_doors(tmp_path_factory, n, name, spell):
    path = tmp_path_factory.mktemp("m") / "distmatrix.txt"
    path.write_text(_matrix(n, name, _SPELLS[spell]))
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and "MIREX distance matrix" in shape.reason
        assert "-DISTANCE" in shape.reason


_DECL = '<?xml version="1.0" encoding="UTF-8"?>\n'
_DOCTYPE = ('<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" '
            '"http://www.musicxml.org/dtds/partwise.dtd">\n')
_PART = '<part id="P1"><measure number="1"><note><rest/><duration>4</duration></note></measure></part>\n'
SCORES = [
    (_DECL + _DOCTYPE + '<score-partwise version="4.0">\n' + _PART + "</score-partwise>\n", "MusicXML"),
    ('<score-partwise version="3.1">\n' + _PART + "</score-partwise>\n", "MusicXML"),
    (_DECL + "<!-- exported by MuseScore 4.2 -->\n<score-timewise>\n<measure number=\"1\"/>\n</score-timewise>\n",
     "MusicXML"),
    (_DECL + '<mei xmlns="http://www.music-encoding.org/ns/mei" meiversion="5.0">\n<meiHead/>\n</mei>\n', "MEI"),
    ("!!!COM: Lennon, John\n!!!OTL: Yesterday\n**kern\t**kern\n*M4/4\t*M4/4\n4c\t4e\n*-\t*-\n", "kern"),
    ("**kern\n*clefG2\n4g\n*-\n", "kern"),
    ("X:1\nT:Yesterday\nM:4/4\nL:1/8\nK:F\nG2 FF- F4|\n", "ABC"),
    ("%abc-2.1\n\nX: 12\nT:Scarborough Fair\nK:Dm\nD2 D A2 A|\n", "ABC"),
]


@pytest.mark.parametrize("text, what", SCORES)
@pytest.mark.parametrize("gz", [False, True])
def test_a_score_is_named_at_both_doors(tmp_path, text, what, gz):
    path = tmp_path / ("score.txt.gz" if gz else "score.txt")
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if gz else text.encode())
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == root_line(text), shape
        assert what in shape.reason and "QUERY Q0 CANDIDATE" in shape.reason


DOCS = [
    ({"W_163992": {"P_546120": {"work_id": "W_163992", "perf_id": "P_546120", "perf_artist": "Ray Charles"}}},
     "Da-TACOS"),
    ({"W_14": {"P_22": {"perf_id": "P_22", "work_id": "W_14", "instrumental": "No"},
               "P_23": {"perf_id": "P_23", "work_id": "W_14"}}}, "Da-TACOS"),
    ({"annotations": [{"namespace": "beat", "data": []}], "file_metadata": {"title": "Yesterday",
                                                                           "jams_version": "0.3.4"}, "sandbox": {}},
     "JAMS"),
    ({"sandbox": {}, "file_metadata": {"duration": 152.3}, "annotations": []}, "JAMS"),
    ({"metadata": {"version": {"essentia": "2.1-beta6-dev"}}, "tonal": {"hpcp": [[0.1] * 12]}}, "Essentia"),
    ({"lowlevel": {"mfcc": {}}, "metadata": {"version": {"essentia": "2.1"}, "audio_properties": {}}}, "Essentia"),
]


@pytest.mark.parametrize("doc, what", DOCS)
@pytest.mark.parametrize("indent", [None, 2])
def test_a_music_json_document_is_named(doc, what, indent):
    found = json_shape(json.dumps(doc, indent=indent))
    assert found is not None and what in found


@pytest.mark.parametrize("doc, what", DOCS)
@pytest.mark.parametrize("name", ["meta.json", "meta.jams", "meta.txt"])
@pytest.mark.parametrize("door", ["fuse", "evaluate"])
def test_a_music_json_document_is_named_through_the_command(tmp_path, capsys, doc, what, name, door):
    path, run, out = tmp_path / name, tmp_path / "cqtnet.run", tmp_path / "fused.run"
    path.write_text(json.dumps(doc, indent=2) + "\n")
    run.write_text("P_100001 Q0 P_546120 1 0.91 cqtnet\n")
    argv = (["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)] if door == "fuse"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{name}:1" in err and what in err and not out.exists()


MIDI = [b"MThd" + struct.pack(">IHHH", 6, fmt, tracks, division) + b"MTrk" + struct.pack(">I", 4) + b"\x00\xff\x2f\x00"
        for fmt, tracks, division in [(0, 1, 96), (1, 2, 480), (1, 17, 960), (2, 3, 0xE728)]]


@pytest.mark.parametrize("data", MIDI)
@pytest.mark.parametrize("name", ["yesterday.mid", "yesterday.midi", "melody.txt"])
def test_a_midi_file_is_named_by_its_header(tmp_path, capsys, data, name):
    path, run, out = tmp_path / name, tmp_path / "cqtnet.run", tmp_path / "fused.run"
    path.write_bytes(data)
    run.write_text("P_100001 Q0 P_546120 1 0.91 cqtnet\n")
    found = container_of(str(path))
    assert found is not None and "MIDI" in found
    assert main(["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert name in err and "MIDI" in err and not out.exists()


NEAR = [  # runs whose ids or tags are the tools' words keep their reading
    "P_100001 Q0 Q/R 1 0.9 cqtnet\nP_100001 Q0 score-partwise 2 0.8 cqtnet\n",
    "X:1 Q0 K:F 1 0.9 abc\n",
    "**kern Q0 MThd 1 0.9 kern\n",
    "P_100001 Q0 file_metadata 1 0.9 jams\nP_100001 Q0 perf_id 2 0.5 jams\n",
]


@pytest.mark.parametrize("text", NEAR)
def test_near_shapes_keep_their_reading(tmp_path, text):
    path = tmp_path / "near.run"
    path.write_text(text)
    assert run_shape(str(path)) is None and container_of(str(path)) is None
