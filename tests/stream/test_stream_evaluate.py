"""Streaming evaluate (rankagg.stream.evaluate, issue 25 item 2): block of queries by block, the same per-query
values and means as reading each run whole, on the real TREC-COVID runs and on generated ones, grouped or not."""

from __future__ import annotations

import gzip
import random
from pathlib import Path

import numpy as np
import pytest

import rankagg.stream.evaluate as streaming
from rankagg.api.commands import evaluate_command
from rankagg.evaluation.files import evaluate_trec_files
from rankagg.io._errors import InputFormatError

MEASURES = ["P@5", "nDCG@10", "AP", "RR", "Bpref", "RBP(p=0.8)", "R@100"]


def _streamed(path, qrels, measures):
    return streaming.evaluate_run_file(path, qrels, measures, stream=True)


def _same(a, b, measures=MEASURES) -> None:
    assert len(a) == len(b)
    for x, y in zip(a, b):
        assert x.qids == y.qids
        for m in measures:
            assert np.array_equal(x.values[m], y.values[m]), m
        assert x.means() == y.means()


@pytest.mark.data
def test_real_runs_streamed_equal_read_whole(trec_covid_dir, tmp_path, monkeypatch):
    runs = sorted((trec_covid_dir / "runs").glob("*.gz"))[:3]
    # one run shuffled (not grouped by query: through the partition), written as gzip
    lines = gzip.decompress(runs[0].read_bytes()).decode().splitlines(keepends=True)
    random.Random(0).shuffle(lines)
    shuffled = tmp_path / "shuffled.gz"
    shuffled.write_bytes(gzip.compress("".join(lines).encode(), mtime=0))
    monkeypatch.setattr(streaming, "BLOCK_LINES", 5000)  # several blocks per run
    qrels = trec_covid_dir / "qrels-round5.txt"
    whole = evaluate_trec_files(qrels, runs, MEASURES)
    _same(whole, evaluate_trec_files(qrels, runs, MEASURES, evaluator=_streamed))
    _same(whole[:1], evaluate_trec_files(qrels, [shuffled], MEASURES, evaluator=_streamed))


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(lines))
    return path


def test_generated_runs_with_unjudged_queries_and_blocks(tmp_path, monkeypatch):
    rnd = random.Random(4)
    qrels = _write(tmp_path / "qrels", [f"q{q} 0 d{d} {rnd.choice([0, 1, 2])}\n" for q in range(0, 30, 2)
                                        for d in rnd.sample(range(50), 12)])
    grouped = [f"q{q} Q0 d{d} {r + 1} {rnd.choice([1.0, 0.5, rnd.random()])} t\n" for q in rnd.sample(range(30), 30)
               for r, d in enumerate(rnd.sample(range(50), rnd.randint(1, 40)))]
    shuffled = grouped[:]
    rnd.shuffle(shuffled)
    runs = [_write(tmp_path / "g.run", grouped), _write(tmp_path / "s.run", shuffled)]
    for block in (1, 17, 1000):
        monkeypatch.setattr(streaming, "BLOCK_LINES", block)
        _same(evaluate_trec_files(qrels, runs, MEASURES), evaluate_trec_files(qrels, runs, MEASURES, evaluator=_streamed))


def test_faults_and_the_no_common_query_error_are_the_same(tmp_path, monkeypatch):
    monkeypatch.setattr(streaming, "BLOCK_LINES", 3)
    qrels = _write(tmp_path / "qrels", ["a 0 d1 1\n"])
    good = [f"{q} Q0 d{d} {d} 1.{d} t\n" for q in "bcdef" for d in range(4)]
    for lines in (good[:13] + ["e Q0 d0 9 0.5 t\n"] + good[13:], good[:9] + ["d Q0 d9 1 1e t\n"] + good[9:]):
        for order in (lines, lines[::-1]):
            run = _write(tmp_path / "r.run", order)
            with pytest.raises(InputFormatError) as whole:
                evaluate_trec_files(qrels, [run], ["AP"])
            with pytest.raises(InputFormatError) as streamed:
                evaluate_trec_files(qrels, [run], ["AP"], evaluator=_streamed)
            assert str(streamed.value) == str(whole.value)
    run = _write(tmp_path / "r.run", good)
    with pytest.raises(ValueError) as whole:
        evaluate_trec_files(qrels, [run], ["AP"])
    with pytest.raises(ValueError) as streamed:
        evaluate_trec_files(qrels, [run], ["AP"], evaluator=_streamed)
    assert "no query in common" in str(whole.value) and str(streamed.value) == str(whole.value)


def test_the_command_evaluates_large_runs_through_the_streaming_hook(tmp_path, monkeypatch):
    """A run at least STREAM_MIN_BYTES long goes through the streaming hook; a small one is read with the
    others (the batch engine), with the same output."""
    calls = []
    monkeypatch.setattr(streaming, "evaluate_run_file", lambda *a, **k: calls.append(a) or (["q"], {"AP": np.ones(1)}, ["q"]))
    qrels = _write(tmp_path / "qrels", ["q 0 d1 1\n"])
    run = _write(tmp_path / "r.run", ["q Q0 d1 1 1 t\n"])

    def command() -> str:
        return evaluate_command(letor=None, qrels=str(qrels), runs=[str(run)], measures=["AP"], per_query=False,
                                as_json=False)

    assert command() == "AP\tall\t1.0000" and not calls
    monkeypatch.setattr(streaming, "wants_stream", lambda path: True)
    assert command() == "AP\tall\t1.0000" and len(calls) == 1
