"""A result of ``rankagg.fuse`` given back to ``rankagg.fuse`` as a run is read as its written run (issue 45, the
seventh bar's chains): in its consensus order, exact ties included, as ``rankagg fuse`` reads the fused file.
Read by its scores alone, two documents RRF tied exactly would go by docid (trec_eval's rule), so RRF of the one
fused run reversed them.  Generated over the forms a result comes back in and the methods that keep one run's order."""

from __future__ import annotations

import pandas as pd
import pytest

import rankagg
from rankagg.api import as_written

# RRF ties a and b exactly on query 1 (ranks 1+2 and 2+1); its consensus order puts a first, docid order b first
T = {"1": {"a": 3.0, "b": 2.0, "c": 1.0}, "2": {"d": 2.0, "e": 1.0}}
U = {"1": {"b": 3.0, "a": 2.0}, "2": {"e": 2.0, "d": 1.0, "f": 0.5}}


def _order(run: dict) -> dict:
    return {q: [d for d, _ in sorted(docs.items(), key=lambda p: (-p[1], p[0]))] for q, docs in run.items()}


def _frame_order(frame: pd.DataFrame) -> dict:
    rows = frame.sort_values(["qid", "rank"], kind="stable")
    return {q: g["docid"].tolist() for q, g in rows.groupby("qid", sort=True)}


@pytest.mark.parametrize("method", ["rrf", "combsum", "borda"])
def test_a_fused_dict_fused_again_keeps_its_written_order(method: str) -> None:
    fused = rankagg.fuse({"t": T, "u": U}, method="rrf")
    want = _order(as_written(fused))
    assert want["1"][:2] == ["a", "b"]  # the case is a tie the scores alone would break the other way
    again = rankagg.fuse({"x": fused}, method=method)
    assert _order(as_written(again)) == want
    # a plain outer dict of its queries is still the result's (the mark is each query's)
    assert _order(as_written(rankagg.fuse({"x": dict(fused)}, method=method))) == want


def test_a_fused_dict_fused_again_equals_fusing_its_written_file(tmp_path) -> None:
    fused = rankagg.fuse({"t": T, "u": U}, method="rrf")
    out = tmp_path / "f.run"
    out.write_text("".join(f"{q} Q0 {d} {i + 1} {s!r} x\n" for q, docs in as_written(fused).items()
                           for i, (d, s) in enumerate(docs.items())))  # the written run: its scores, its order
    from_file = rankagg.fuse([str(out)], method="rrf")
    from_memory = rankagg.fuse({"x": fused}, method="rrf")
    assert {q: list(d) for q, d in from_file.items()} == {q: list(d) for q, d in from_memory.items()}
    assert {q: list(d.values()) for q, d in from_file.items()} == {q: list(d.values()) for q, d in from_memory.items()}


@pytest.mark.parametrize("method", ["rrf", "combsum"])
def test_a_fused_frame_given_a_run_column_keeps_its_rank_order(method: str) -> None:
    long = pd.DataFrame([(r, q, d, s) for r, run in {"t": T, "u": U}.items() for q, docs in run.items()
                         for d, s in docs.items()], columns=["run", "qid", "docid", "score"])
    fused = rankagg.fuse(long, method="rrf")
    again = rankagg.fuse(fused.assign(run="x"), method=method)
    assert _frame_order(again) == _frame_order(fused)
    assert _frame_order(fused)["1"][:2] == ["a", "b"]


def test_a_plain_dict_with_the_same_scores_is_read_by_its_scores() -> None:
    """The caller's own dict (no mark) with the tied scores: trec_eval's rule, docid descending among ties."""
    fused = rankagg.fuse({"t": T, "u": U}, method="rrf")
    plain = {q: {d: s for d, s in docs.items()} for q, docs in fused.items()}
    again = rankagg.fuse({"x": plain}, method="rrf")
    assert _order(as_written(again))["1"][:2] == ["b", "a"]
