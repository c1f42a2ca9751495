"""Evaluation of runs loaded as ``{qid: {docid: score}}`` (rankagg/evaluation/trec_loaded.py, issue 35) and the
kernels on the judged lines alone (``Ranked.lines``): against the kernels on every line (bit for bit), the
NumPy provider's columns path (a sort of every line; bit for bit) and pytrec_eval (trec_eval's C code)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

import rankagg
from rankagg.evaluation.inputs import check_eval_columns, checked_run_mapping
from rankagg.evaluation.registry import parse_measures
from rankagg.evaluation.trec_eval import evaluate_columns
from rankagg.evaluation.trec_numpy import evaluate_numpy, ranked_from_columns, sparse
from tests.evaluation.test_registry import DIFF_MEASURES, PROPERTY, _SCORES, run_and_qrels

#: every kernel, with and without cutoffs (RBP's graded form, Judged's count of the retrieved lines)
KERNEL_MEASURES = [*DIFF_MEASURES, "P@5", "R@10", "RR@2", "RBP(p=0.5)", "RBP(p=0.8,rel=2)",
                   "RBP(p=0.5,graded=1)", "Judged@3", "Judged@20", "Judged"]


def _columns(rows, names):
    return {c: [r[i] for r in rows] for i, c in enumerate(names)}


@PROPERTY
@given(run_and_qrels())
def test_kernels_on_the_judged_lines_equal_every_line_bit_for_bit(case):
    """``sparse(ranked)`` keeps the judged lines and each query's line count; every kernel gives the same bits
    (nDCG's pairwise sum puts the unjudged zeros back in place; AP and bpref count within the query)."""
    run_rows, qrels_rows = case
    run = check_eval_columns(_columns(run_rows, ("qid", "docid", "score")), "run", "score")
    qrels = check_eval_columns(_columns(qrels_rows, ("qid", "docid", "rel")), "qrels", "rel")
    _, ranked, judgements = ranked_from_columns(run, qrels)
    judged_only = sparse(ranked)
    assert len(judged_only.rank) == int(ranked.judged.sum()) and judged_only.judged.all()
    for m in parse_measures(KERNEL_MEASURES, "trec", "measures"):
        kernel = m.definition.numpy
        assert np.array_equal(kernel(judged_only, judgements, m), kernel(ranked, judgements, m)), m.name


#: docids that order differently by code point than by case or length, and a non-ASCII one
_DOCS = ["d0", "d1", "D1", "d1a", "d10", "d2", "Z", "é", "x9", "n3"]


@st.composite
def loaded_runs(draw):
    """1 to 3 runs as dicts over queries the qrels judge or not (a query may have no documents, a run may miss a
    judged query), scores with single-precision ties, some runs with int scores; qrels with unretrieved and
    negative-graded documents, and a judged query no run has."""
    qrels: dict = {}
    for q in ("q1", "q2", "q10"):
        judged = draw(st.lists(st.sampled_from(_DOCS + ["unretrieved"]), unique=True, max_size=8))
        grades = [draw(st.integers(-2, 3)) for _ in judged]
        if grades and max(grades) < 0:  # pytrec_eval misbehaves on a query judged only negative (test_registry)
            grades[0] = draw(st.integers(0, 3))
        if judged:
            qrels[q] = dict(zip(judged, grades))
    qrels.setdefault("q1", {"d0": 1})
    qrels["nobody"] = {"d0": 1}
    runs = []
    for _ in range(draw(st.integers(1, 3))):
        as_int = draw(st.booleans())
        run: dict = {}
        for q in draw(st.lists(st.sampled_from(["q1", "q2", "q10", "unjudged", "empty"]), unique=True, min_size=1)):
            docs = [] if q == "empty" else draw(st.lists(st.sampled_from(_DOCS), unique=True, max_size=len(_DOCS)))
            run[q] = {d: (draw(st.integers(-3, 3)) if as_int else draw(_SCORES)) for d in docs}
        runs.append(run)
    return runs, qrels


def _flat(run):
    rows = [(q, d, s) for q, docs in run.items() for d, s in docs.items()]
    return _columns(rows, ("qid", "docid", "score"))


def _qrels_columns(qrels):
    return _columns([(q, d, g) for q, docs in qrels.items() for d, g in docs.items()], ("qid", "docid", "rel"))


@PROPERTY
@given(loaded_runs())
def test_loaded_runs_equal_the_columns_path_and_pytrec_eval(case):
    """Each loaded run's per-query values (the fast path: judged documents looked up, ranks counted) equal, bit
    for bit, those of the NumPy provider on its columns (every line sorted, every line in the kernels), and
    pytrec_eval's to 1e-12; a judged query the run holds with no document (``{q: {}}``, the system's answer
    "nothing") is evaluated, every measure here 0 (as pytrec_eval and ir_measures count it); a run that shares
    no query with the qrels is refused, naming it."""
    runs, qrels = case
    measures = [m for m in DIFF_MEASURES if m != "P@10"] + ["RBP(p=0.5)", "Judged@3"]
    q_cols = _qrels_columns(qrels)
    shares = [bool(set(r) & set(qrels)) for r in runs]
    empty = [sorted(q for q, docs in r.items() if not docs and q in qrels) for r in runs]
    if not all(shares):
        with pytest.raises(ValueError, match=f"run {shares.index(False)} and the qrels share no query"):
            rankagg.evaluate(runs, qrels, measures, per_query=True)
        return
    assert all(checked_run_mapping(r, "run") is not None for r in runs)  # the fast path is the one tested
    got = rankagg.evaluate(runs, qrels, measures, per_query=True)
    parsed = parse_measures(measures, "trec", "measures")
    for run, frame, nothing in zip(runs, got, empty):
        assert (frame.loc[nothing].to_numpy() == 0).all()
        frame = frame.drop(index=nothing)
        if not len(frame):
            continue
        cols = check_eval_columns(_flat(run), "run", "score")
        qids, ref = evaluate_numpy(cols, check_eval_columns(q_cols, "qrels", "rel"), parsed)
        assert list(frame.index) == qids
        for m in measures:
            assert np.array_equal(frame[m].to_numpy(), ref[m]), m
        pytrec = [m for m in measures if not m.startswith(("RBP", "Judged"))]
        _, theirs = evaluate_columns(_flat(run), q_cols, pytrec, provider="pytrec_eval")
        for m in pytrec:
            np.testing.assert_allclose(frame[m].to_numpy(), theirs[m], rtol=0, atol=1e-12, err_msg=m)


def test_a_long_tie_is_broken_by_the_docid_as_trec_eval_does():
    """300 documents of one score (and a few above and below): the judged ones' ranks are their places in
    docid-descending order (strcmp's), by hand, and the values those of the columns path and of pytrec_eval."""
    docs = [f"doc{i}" for i in range(300)]
    run = {"q": {**{d: 0.5 for d in docs}, "top": 2.0, "bottom": 0.1}}
    judged = ["doc7", "doc70", "doc299", "doc0", "bottom", "top"]
    qrels = {"q": {d: 1 for d in judged}}
    got = rankagg.evaluate(run, qrels, ["AP", "RR", "nDCG", "Bpref", "Rprec"], per_query=True)
    order = ["top", *sorted(docs, reverse=True), "bottom"]
    ranks = sorted(order.index(d) + 1 for d in judged)
    assert got["AP"].iloc[0] == sum((i + 1) / r for i, r in enumerate(ranks)) / len(judged)
    assert got["RR"].iloc[0] == 1.0
    _, ref = evaluate_columns(_flat(run), _qrels_columns(qrels), list(got.columns), provider="numpy")
    for m in got.columns:
        assert np.array_equal(got[m].to_numpy(), ref[m]), m
    pytest.importorskip("pytrec_eval")
    _, theirs = evaluate_columns(_flat(run), _qrels_columns(qrels), list(got.columns), provider="pytrec_eval")
    for m in got.columns:
        np.testing.assert_allclose(got[m].to_numpy(), theirs[m], rtol=0, atol=1e-12, err_msg=m)


def test_loaded_runs_mixed_with_frames_and_unsorted_lists():
    """A list mixing a loaded run (judged lines only) with a DataFrame (every line) evaluates each as alone; a
    loaded run whose lists are not in score order (sorted by the engine) gives its sorted twin's values."""
    qrels = {"q1": {"a": 2, "b": 0, "c": 1}, "q2": {"x": 1}}
    ordered = {"q1": {"c": 3.0, "a": 2.0, "z": 1.0, "b": 1.0}, "q2": {"y": 5.0, "x": 4.0}}
    shuffled = {"q2": {"x": 4.0, "y": 5.0}, "q1": {"b": 1.0, "z": 1.0, "a": 2.0, "c": 3.0}}
    frame = pd.DataFrame(_flat(shuffled))
    measures = ["AP", "nDCG", "P@2", "Bpref", "Judged@2"]
    together = rankagg.evaluate([ordered, frame, shuffled], qrels, measures)
    assert together == [rankagg.evaluate(r, qrels, measures) for r in (ordered, frame, shuffled)]
    assert together[0] == together[1] == together[2]
