"""What ``rankagg.fuse`` returns in memory is read in rankagg's order by every evaluator that reads scores.

A mapping (and a frame, an Arrow table, a ranx Run, a PyTerrier frame) is evaluated by its scores: trec_eval and
``rankagg.evaluate`` break exact ties by docid descending, ranx and ir_measures by their own rule.  So the forms
hold the scores the run writer writes (:func:`rankagg.io.trec_writer.trec_scores`: exact, tied ones nudged apart
in the consensus order).  Before, ``rankagg.evaluate(rankagg.fuse(runs), qrels)`` measured another order than the
one rankagg chose and wrote (P@1 0 instead of 1 on two runs that swap two documents).
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import rankagg

# two runs that swap their documents: every symmetric method ties every pair
RUNS = {"t": {"1": {"a": 2.0, "b": 1.0, "c": 0.5}, "2": {"x": 3.0, "y": 3.0}},
        "u": {"1": {"b": 2.0, "a": 1.0, "c": 0.4}, "2": {"y": 3.0, "x": 3.0}}}


def _forms():
    long = pd.DataFrame([(r, q, d, s) for r, qs in RUNS.items() for q, ds in qs.items() for d, s in ds.items()],
                        columns=["run", "qid", "docid", "score"])
    yield "dict", RUNS
    yield "frame", long
    yield "arrow", pytest.importorskip("pyarrow").Table.from_pandas(long, preserve_index=False)
    yield "pyterrier", {r: g.drop(columns="run").rename(columns={"docid": "docno"}) for r, g in long.groupby("run")}


def _by_query(fused) -> dict[str, list[tuple[str, float]]]:
    """Each query's (docid, score) in the order the form holds them (rows, or insertion order)."""
    if isinstance(fused, dict):
        return {q: list(docs.items()) for q, docs in fused.items()}
    frame = fused.to_pandas() if hasattr(fused, "to_pandas") else fused
    doc = "docno" if "docno" in frame else "docid"
    return {str(q): list(zip(g[doc], g["score"])) for q, g in frame.groupby("qid", sort=False)}


@pytest.mark.parametrize("method", ["rrf", "borda", "combsum", "combmnz(norm='none')", "isr"])
@pytest.mark.parametrize("form", [f for f, _ in _forms()])
def test_scores_decrease_strictly_in_the_order_returned(form, method):
    runs = dict(_forms())[form]
    fused = rankagg.fuse(runs, method)
    by_query = _by_query(fused)
    assert set(by_query) == {"1", "2"}
    for q, ranked in by_query.items():
        scores = np.array([s for _, s in ranked])
        assert np.all(np.diff(scores) < 0), (q, ranked)  # nothing left for an evaluator's tie break
        # trec_eval's order of these scores (score descending, docid descending) is the order returned
        assert sorted(ranked, key=lambda ds: (-ds[1], tuple(-ord(c) for c in ds[0]))) == ranked


def test_evaluate_of_the_fused_mapping_is_the_written_run_s(tmp_path):
    fused = rankagg.fuse(RUNS, "rrf")
    assert list(fused["1"]) == ["a", "b", "c"]  # the house tie rule: equal counts and best ranks, then the smaller docid
    qrels = {"1": {"a": 1}, "2": {"x": 1}}
    first = {q: next(iter(docs)) for q, docs in fused.items()}
    got = rankagg.evaluate(fused, qrels, ["P@1"])
    assert got["P@1"] == np.mean([1.0 if qrels[q].get(d) else 0.0 for q, d in first.items()])
    ranx = pytest.importorskip("ranx")
    assert ranx.evaluate(ranx.Qrels(qrels), ranx.Run(fused), "precision@1") == pytest.approx(got["P@1"])
