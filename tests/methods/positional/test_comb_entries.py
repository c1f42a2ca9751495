"""CombSUM and CombMNZ of min-max or raw scores from the run lines (``score_entries``): bit for bit the rank
matrix path, on generated runs with ties, lists of one document, huge and tiny scores, zeros of both signs and
weights; and the cases it leaves to the matrix path (other normalisations, bounds, an overflow) give the matrix
path's answer or error."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.entries import RunEntries
from rankagg.methods.base import Aggregator
from rankagg.methods.registry import make_method

SCORES = st.one_of(st.floats(-1e3, 1e3), st.sampled_from([0.0, -0.0, 1.0, 1e308, -1e308, 5e-324, 2.5]))


def _bits(x: np.ndarray) -> np.ndarray:
    return np.asarray(x, dtype=np.float64).view(np.uint64)


@st.composite
def _entries(draw: st.DrawFn) -> RunEntries:
    n_rankers = draw(st.integers(1, 10))
    sizes = draw(st.lists(st.integers(1, 6), min_size=1, max_size=3))
    offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    item, ranker, score = [], [], []
    for q, (a, b) in enumerate(zip(offsets[:-1], offsets[1:])):
        for j in range(n_rankers):
            returned = draw(st.lists(st.integers(int(a), int(b) - 1), unique=True, max_size=int(b - a)))
            item += returned
            ranker += [j] * len(returned)
            score += draw(st.lists(SCORES, min_size=len(returned), max_size=len(returned)))
    # ranks by score descending within each (query, ranker) list (ties in line order): the readers' ranks
    item_a, ranker_a, score_a = np.array(item, dtype=np.int64), np.array(ranker, dtype=np.int64), np.array(score)
    query = np.searchsorted(offsets, item_a, side="right") - 1
    order = np.lexsort((-score_a, query * n_rankers + ranker_a))
    rank = np.empty(len(order))
    key = (query * n_rankers + ranker_a)[order]
    start = np.r_[True, key[1:] != key[:-1]] if len(key) else np.zeros(0, dtype=bool)
    pos = np.arange(len(order))
    rank[order] = pos - np.maximum.accumulate(np.where(start, pos, 0)) + 1
    return RunEntries(offsets=offsets, qids=np.array([f"q{i}" for i in range(len(sizes))]),
                      docids=np.array([f"d{i}" for i in range(offsets[-1])]),
                      ranker_names=tuple(f"r{j}" for j in range(n_rankers)), item=item_a, ranker=ranker_a,
                      rank=rank, score=score_a)


def _fused(m: Aggregator, entries: RunEntries) -> tuple[str, object]:
    try:
        return "ok", _bits(m.fuse(entries)[1])
    except ValueError as exc:
        return "error", str(exc)


def _matrix(m: Aggregator, entries: RunEntries) -> tuple[str, object]:
    try:
        return "ok", _bits(m.fuse(entries.to_rankings())[1])
    except ValueError as exc:
        return "error", str(exc)


@settings(max_examples=80, deadline=None)
@given(_entries(), st.sampled_from(["combsum", "combmnz", "combsum(norm='none')", "combmnz(norm='minmax')",
                                    "combsum(norm='zscore')", "combsum(combine='arithmetic_mean')",
                                    "combmnz(factor='weights')"]),
       st.lists(st.sampled_from([0.0, 0.5, 1.0, 3.0, 1e300]), min_size=10, max_size=10), st.booleans())
def test_lines_and_rank_matrix_give_the_same_bits(entries, spec, weights, weighted):
    params = {"weights": dict(zip(entries.ranker_names, weights))} if weighted and any(weights) else {}
    m = make_method(spec, **params)
    got, want = _fused(m, entries), _matrix(m, entries)
    assert got[0] == want[0], (got, want)
    if got[0] == "ok":
        assert np.array_equal(got[1], want[1])
    else:
        assert got[1] == want[1]


@pytest.mark.parametrize("spec, lines", [("combsum", True), ("combmnz", True), ("combsum(norm='none')", True),
                                         ("combsum(norm='zscore')", False), ("combsum(norm='borda')", False),
                                         ("combsum(combine='geometric_mean')", False),
                                         ("combmnz(factor='weights')", False)])
def test_which_specs_sum_the_lines(spec, lines):
    assert make_method(spec).get_tags().score_entries is lines


def test_hand_computed_minmax_sum_and_count():
    """Two runs on one query: r0 scores a 3, b 1 (min-max a 1, b 0); r1 scores b 10, c 4 (b 1, c 0).
    CombSUM: a 1, b 1, c 0; CombMNZ: a 1, b 2, c 0."""
    entries = RunEntries(offsets=np.array([0, 3]), qids=np.array(["q"]), docids=np.array(["a", "b", "c"]),
                         ranker_names=("r0", "r1"), item=np.array([0, 1, 1, 2]), ranker=np.array([0, 0, 1, 1]),
                         rank=np.array([1.0, 2.0, 1.0, 2.0]), score=np.array([3.0, 1.0, 10.0, 4.0]))
    assert make_method("combsum").score_entries(entries).tolist() == [1.0, 1.0, 0.0]
    assert make_method("combmnz").score_entries(entries).tolist() == [1.0, 2.0, 0.0]
