"""Judgements in another tool's shape given as qrels (routed from issue 45's eighteenth bar: CodeSearchNet's
``annotationStore.csv`` and CoSQA's JSON as ``--qrels`` got "expected 4 fields 'qid iter docid rel', found 1").
The qrels format's recogniser (:func:`rankagg.io.foreign_shapes.qrels_shape`) names each shape at its line with what
to do, at every door that reads qrels (``evaluate``, ``calibrate``, ``tune``, ``train``, ``rankagg.evaluate``); the
command it gives is run here and its output evaluates as the table's judgements say (AP by hand).

A TREC run or qrels whose first line is a comment (trec_eval 10.0 skips ``#`` lines) had been refused as "a header
line" when the comment named the columns (``# qid Q0 docid rank score tag``): comments are no line of a shape."""

from __future__ import annotations

import gzip
import os
import shlex
import subprocess

import pandas as pd
import pytest

import rankagg
from rankagg.cli import main

RUN = "q1 Q0 d1 1 3.0 bm25\nq1 Q0 d2 2 2.0 bm25\nq1 Q0 d3 3 1.0 bm25\nq2 Q0 d1 1 1.0 bm25\n"
#: the judgements every shape below holds: q1 d2 relevant, d3 not; q2 d1 relevant
JUDGED = [("q1", "d2", 1), ("q1", "d3", 0), ("q2", "d1", 1)]
#: AP by hand: q1 retrieves d2 at rank 2 (1/2), q2 retrieves d1 at rank 1 (1)
AP = {"q1": 0.5, "q2": 1.0}


def _table(header: list[str], sep: str) -> str:
    return "\n".join([sep.join(header)] + [sep.join(map(str, row)) for row in JUDGED]) + "\n"


#: shape -> (file name, text, words its refusal must say, whether it gives a command to run)
SHAPES = {
    "beir-tsv": ("qrels/test.tsv", _table(["query-id", "corpus-id", "score"], "\t"), ("BEIR", "awk"), True),
    "frame-csv": ("qrels.csv", _table(["qid", "docid", "rel"], ","), ("to_csv", "pandas"), False),
    "frame-csv-index": ("qrels.csv", "," + _table(["query_id", "doc_id", "relevance"], ",").replace("\n", "\n,")
                        .rstrip(","), ("pandas",), False),
    "ir-datasets-tsv": ("qrels.tsv", _table(["query_id", "doc_id", "relevance", "iteration"], "\t"),
                        ("awk",), True),
    "annotation-store": ("annotationStore.csv",
                         "Language,Query,GitHubUrl,Relevance,Notes\nPython,read json,https://x/y.py#L1-L9,3,\n",
                         ("header line", "pandas"), False),
    "json-nested": ("qrels.json", '{"q1": {"d2": 1, "d3": 0}, "q2": {"d1": 1}}\n', ("JSON", "{query:"), False),
    "json-records": ("cosqa-dev.json", '[{"idx": "cosqa-1", "query": "read json", "code": "def f(): ...", '
                                       '"label": 1}]\n', ("JSON",), False),
    "jsonl": ("qrels.jsonl", '{"qid": "q1", "docid": "d2", "rel": 1}\n', ("JSON",), False),
    "run-as-qrels": ("bm25.txt", RUN, ("TREC run line", "give it as a run"), False),
    "three-fields": ("qrels.txt", "".join(f"{q} {d} {r}\n" for q, d, r in JUDGED), ("3 fields", "awk"), True),
}
DOORS = {
    "evaluate": ["evaluate", "--qrels", "{q}", "{r}", "-m", "AP"],
    "calibrate": ["calibrate", "{r}", "--qrels", "{q}", "-o", "{o}"],
    "tune": ["tune", "{r}", "{r2}", "--qrels", "{q}", "-o", "{o}"],
    "train": ["train", "{r}", "{r2}", "--qrels", "{q}", "-o", "{o}"],
}


def _files(tmp_path, shape: str, gzipped: bool = False):
    name, text, words, _ = SHAPES[shape]
    qrels = tmp_path / (name + (".gz" if gzipped else ""))
    qrels.parent.mkdir(parents=True, exist_ok=True)
    qrels.write_bytes(gzip.compress(text.encode()) if gzipped else text.encode())
    (tmp_path / "bm25.run").write_text(RUN)
    (tmp_path / "dense.run").write_text(RUN.replace("bm25", "dense").replace("d1 1", "d1 9"))
    return qrels, words


@pytest.mark.parametrize("door", sorted(DOORS))
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_each_shape_is_named_at_its_line_at_every_door(tmp_path, capsys, door, shape):
    qrels, words = _files(tmp_path, shape)
    out = tmp_path / "out.json"
    argv = [a.format(q=qrels, r=tmp_path / "bm25.run", r2=tmp_path / "dense.run", o=out) for a in DOORS[door]]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err, err
    assert f"{qrels.name}:1:" in err and all(w in err for w in words), err
    assert "expected 4 fields" not in err, err
    assert not out.exists()


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_each_shape_is_named_in_python(tmp_path, shape):
    qrels, words = _files(tmp_path, shape)
    with pytest.raises(ValueError, match=f"{qrels.name}:1:") as caught:
        rankagg.evaluate(str(tmp_path / "bm25.run"), str(qrels), ["AP"])
    assert all(w in str(caught.value) for w in words)


@pytest.mark.parametrize("gzipped", [False, True])
@pytest.mark.parametrize("shape", sorted(s for s in SHAPES if SHAPES[s][3]))
def test_the_command_given_makes_qrels_that_evaluate_as_the_table_says(tmp_path, capsys, shape, gzipped):
    qrels, _ = _files(tmp_path, shape, gzipped)
    assert main(["evaluate", "--qrels", str(qrels), str(tmp_path / "bm25.run"), "-m", "AP"]) == 2
    err = capsys.readouterr().err.strip()
    command = err[err.index("awk") if not gzipped else err.index("gzip -dc"):].rstrip(")")
    target = shlex.split(command)[-1]
    assert not os.path.exists(target) and os.path.abspath(target) != str(qrels)  # it never overwrites its input
    subprocess.run(command, shell=True, check=True, cwd=tmp_path)
    got = rankagg.evaluate(str(tmp_path / "bm25.run"), target, ["AP"], per_query=True)
    assert dict(got["AP"]) == pytest.approx(AP)


def test_the_pandas_advice_works(tmp_path):
    qrels, _ = _files(tmp_path, "frame-csv")
    frame = pd.read_csv(qrels, dtype={"qid": str, "docid": str})
    assert rankagg.evaluate(str(tmp_path / "bm25.run"), frame, ["AP"]) == {"AP": pytest.approx(0.75)}


@pytest.mark.parametrize("line", ["1 0 d1 1", "q1\t0\td1\t2", "q1 Q0 d1 -1", "7 0 doc,with,commas 1",
                                  "topic 0 docno 1", "qid iter docid 0"])
def test_qrels_lines_are_read_whatever_their_ids(tmp_path, line):
    # a first line of four fields with a whole relevance is a qrels line, even if its ids are column names
    qrels = tmp_path / "q.txt"
    qrels.write_text(line + "\n")
    q, _, d, _ = line.split()
    run = tmp_path / "r.run"
    run.write_text(f"{q} Q0 {d} 1 1.0 r\n")
    relevant = int(line.split()[3]) >= 1
    assert rankagg.evaluate(str(run), str(qrels), ["P@1"]) == {"P@1": pytest.approx(1.0 if relevant else 0.0)}


@pytest.mark.parametrize("comment", ["# qid Q0 docid rank score tag", "#qid,docid,score", "# {\"json\": 1}",
                                     "# query-id\tcorpus-id\tscore", "  # made by bm25.py"])
def test_a_comment_first_is_no_shape(tmp_path, comment):
    # trec_eval 10.0 skips comment lines: the runs and qrels below read (P@1 by hand: d2 first, relevant)
    run, qrels = tmp_path / "a.run", tmp_path / "q.txt"
    run.write_text(f"{comment}\nq1 Q0 d2 1 2.0 a\nq1 Q0 d1 2 1.0 a\n")
    qrels.write_text(("" if comment.startswith(" ") else comment + "\n") + "q1 0 d2 1\nq1 0 d1 0\n")
    assert rankagg.evaluate(str(run), str(qrels), ["P@1"]) == {"P@1": pytest.approx(1.0)}
    fused = rankagg.fuse([str(run), str(run)], "rrf")
    assert list(fused["q1"]) == ["d2", "d1"]
