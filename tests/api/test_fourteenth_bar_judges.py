"""Issue 45's fourteenth bar, an LLM-judge ensembler's day: the fault class it found and fixed, its cases generated.

**Comparisons held in memory were read as a malformed run.**  ``rankagg.fuse`` fuses comparison files, but a
DataFrame (or records, an Arrow table) of the same comparisons was refused as a run without qid / docid / ranker
columns (the bar's ``u14j_pairs_dataframe_to_fuse``: "dataframe: needs columns for qid, docid, ranker").  Now it is
fused as its file is (:func:`rankagg.api.preferences.comparison_form`) and comes back as ``fuse_comparisons``'s
table; the expectation is ``fuse_comparisons`` of the same rows, for every in-memory form and several rules.
"""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.api.preferences import fuse_comparisons

# ---------------------------------------------------------------- comparisons in memory

_ROWS = [("p1", "p2", "win"), ("p2", "p1", "loss"), ("p1", "p3", "win"), ("p3", "p1", "tie"), ("p2", "p3", "tie"),
         ("p3", "p2", "win"), ("p3", "p4", "win"), ("p4", "p3", "loss"), ("p2", "p4", "win"), ("p4", "p2", "tie"),
         ("p1", "p4", "win"), ("p4", "p1", "win")]


def _records(query: bool) -> list[dict]:
    return [{**({"query": "q1"} if query else {}), "item_a": a, "item_b": b, "outcome": o,
             "judge": ["gpt-4o", "claude"][k % 2]} for k, (a, b, o) in enumerate(_ROWS)]


def _forms(records):
    import pyarrow as pa

    yield "records", records
    yield "DataFrame", pd.DataFrame(records)
    yield "Arrow", pa.Table.from_pylist(records)
    try:
        import polars as pl
    except ImportError:  # optional: the forms above are the ones every install has
        return
    yield "polars", pl.DataFrame(records)


@pytest.mark.parametrize("method", [None, "davidson", "borda_wins", "copeland", "kemeny(solver=exact)"])
@pytest.mark.parametrize("query", [False, True])
def test_comparisons_in_memory_are_fused_as_comparisons(method, query):
    records = _records(query)
    ref = fuse_comparisons(records, method or "davidson")
    for name, form in _forms(records):
        got = rankagg.fuse(form) if method is None else rankagg.fuse(form, method)
        assert list(got["item"]) == list(ref["item"]), name
        assert np.allclose(got["score"], ref["score"], rtol=1e-12, atol=0), name


def test_battles_in_memory_get_the_arena_rule():
    battles = pd.DataFrame([r for a, b, w in itertools.product(["a", "b", "c"], ["a", "b", "c"], ["model_a", "tie"])
                            if a != b for r in [(a, b, w)]] + [("a", "b", "model_a")] * 3,
                           columns=["model_a", "model_b", "winner"])
    got = rankagg.fuse(battles)
    ref = fuse_comparisons(battles, "arena", bootstrap=100)
    assert list(got["item"]) == list(ref["item"]) and np.allclose(got["score"], ref["score"])


def test_depth_and_run_only_arguments():
    frame = pd.DataFrame(_records(True))
    assert list(rankagg.fuse(frame, "borda_wins", depth=2)["rank"]) == [1, 2]
    with pytest.raises(ValueError, match="weights"):
        rankagg.fuse(frame, "davidson", weights={"gpt-4o": 2.0})


def test_a_run_frame_is_still_a_run():
    run = pd.DataFrame({"qid": ["q1"] * 3, "docno": ["a", "b", "c"], "ranker": ["x"] * 3, "score": [3.0, 2.0, 1.0]})
    assert list(rankagg.fuse(run, "rrf")["docno"]) == ["a", "b", "c"]
    assert list(rankagg.fuse({"x": {"q1": {"a": 2.0, "b": 1.0}}}, "rrf")["q1"]) == ["a", "b"]
