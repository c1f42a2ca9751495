"""The compiled counts of own_items' estimate (``rankagg._fuse_native.own_items_counts``,
rankagg/_native/fuse/own_items.c): :func:`~rankagg.methods.quality.own_items_cells.loo_own_items_agreement` gives
the same numbers, bit for bit, with the kernel and with its NumPy specification (``_group_counts``), on random
cells (ties, unreturned and unsupported items, groups in any order, every depth) and on the four real
TREC-COVID rounds.  Under CI=true the kernel must have been built: its absence fails."""

from __future__ import annotations

import os

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.rankings import Rankings
from rankagg.features.points import order_free_sum
from rankagg.methods.quality import own_items_cells
from rankagg.methods.quality.fusion import entry_points, fusion_points
from rankagg.methods.ranker_sums import weighted_entry_sum
from rankagg.methods.quality.own_items_cells import loo_own_items_agreement

from ...conftest import _trec_covid_dir
from .test_quality_entries import _bits

try:
    import rankagg._fuse_native as native
except ImportError:  # pragma: no cover - an install without a C compiler
    native = None

if native is None:
    if os.environ.get("CI", "").lower() == "true":
        raise AssertionError("rankagg._fuse_native is not importable under CI=true: the C build failed")
    pytest.skip("rankagg._fuse_native is not built (no C compiler at install)", allow_module_level=True)


def _both(*args) -> tuple[np.ndarray, np.ndarray]:
    """The agreement with the kernel, then with the NumPy path (the kernel hidden)."""
    compiled = loo_own_items_agreement(*args)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(own_items_cells, "_native", None)
        numpy_path = loo_own_items_agreement(*args)
    return compiled, numpy_path


@st.composite
def cells(draw):
    """1-4 queries of 1-40 items, or of up to 400 (the kernel's heap of a query's best items, and its reach grown
    when a list holds most of them), 1-8 lists of any length (ranks with ties and gaps, items no list returned);
    RRF points under random weights, or small integer points, some negative (many tied fused scores and values,
    some at the -1 of an unsupported cell); the cells in the matrix's order or shuffled (groups in pieces: the
    path that sorts them)."""
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    sizes = rng.integers(1, draw(st.sampled_from([41, 401])), rng.integers(1, 5))
    n, k = int(sizes.sum()), int(rng.integers(1, 9))
    ranks = np.where(rng.random((n, k)) < rng.uniform(0.1, 1.0), rng.integers(1, 12, (n, k)).astype(float), np.nan)
    data = Rankings(offsets=np.r_[0, np.cumsum(sizes)], ranks=ranks, qids=np.array([f"q{i}" for i in range(sizes.size)]),
                    docids=np.array([f"d{i}" for i in range(n)]), ranker_names=tuple(f"r{j}" for j in range(k)))
    if draw(st.booleans()):  # weights from even to a list 1000 times another's (its items the query's best)
        weights = 10.0 ** rng.uniform(-draw(st.sampled_from([0.5, 3.0])), 0.0, k)
        contrib = fusion_points(data, "rrf", "zero", float(rng.choice([1.0, 10.0, 60.0]))) * weights[None, :]
    else:
        lowest = draw(st.sampled_from([0, -3]))  # negative points: values F - own at and below -1
        contrib = np.where(data.ranked, rng.integers(lowest, 4, (n, k)).astype(float), 0.0)
    item, ranker = np.nonzero(data.ranked)
    if draw(st.booleans()):
        shuffle = rng.permutation(item.size)
        item, ranker = item[shuffle], ranker[shuffle]
    return (data.offsets, order_free_sum(contrib), data.n_ranked_by, item, ranker, data.local_ranks()[item, ranker],
            contrib[item, ranker], data.n_rankers)


def test_a_list_that_holds_the_querys_best_items():
    """One query of 300 items; list 0 returns 200 of them with 100 times the others' weight, so the query's 200
    best items by fused score are its own, and judged on its first 1-3 the best list's keys are the others'
    best items below them (the kernel grows its reach from 4k + 16, four times at a time); three lists of 60
    random items.  The kernel gives the NumPy path's numbers and the definition's (brute force)."""
    from .test_quality_own_items_cells import _brute_force

    rng = np.random.default_rng(7)
    n = 300
    ranks = np.full((n, 4), np.nan)
    for j in (1, 2, 3):
        ranks[rng.choice(n, 60, replace=False), j] = np.arange(1.0, 61.0)
    # list 0's first three items returned by another list too (supported: judged)
    first = rng.choice(np.flatnonzero(~np.isnan(ranks[:, 1])), 3, replace=False)
    rest = rng.choice(np.setdiff1d(np.arange(n), first), 197, replace=False)
    ranks[np.r_[first, rest], 0] = np.arange(1.0, 201.0)
    data = Rankings(offsets=np.array([0, n]), ranks=ranks, qids=np.array(["q"]),
                    docids=np.array([f"d{i}" for i in range(n)]), ranker_names=("a", "b", "c", "d"))
    contrib = fusion_points(data, "rrf", "zero", 10.0) * np.array([100.0, 1.0, 1.0, 1.0])
    item, ranker = np.nonzero(data.ranked)
    for depth in (1, 2, 3):
        args = (data.offsets, order_free_sum(contrib), data.n_ranked_by, item, ranker, data.local_ranks()[item, ranker],
                contrib[item, ranker], 4, depth)
        compiled, numpy_path = _both(*args)
        assert np.array_equal(_bits(compiled), _bits(numpy_path))
        np.testing.assert_allclose(compiled, _brute_force(data, contrib, depth), rtol=0, atol=1e-12)
        assert np.isfinite(compiled[0, 0])


@settings(max_examples=300, deadline=None)
@given(case=cells(), depth=st.sampled_from([0, 1, 2, 3, 5, 20]))
def test_the_kernel_gives_the_numpy_paths_agreement_bit_for_bit(case, depth):
    compiled, numpy_path = _both(*case, depth)
    assert np.array_equal(_bits(compiled), _bits(numpy_path))


def test_by_hand_ties_at_the_top():
    """One query, items 0..3, three lists with integer points; list 0 returns items 0 and 1 (2 points each),
    lists 1 and 2 return all four (points 1, 1, 1, 0).  F = (4, 4, 2, 0).  List 0's consensus of the others:
    items 0, 1 at 4 - 2 = 2, item 2 at 2, item 3 at 0 (supported: the others returned it): values (2, 2, 2, 0),
    midrank standings (2/3, 2/3, 2/3, 0) over n - 1 = 3.  Its judged items 0, 1 stand 2/3 each: A = 2/3; the best
    list of two items reads the two best standings, 2/3 and 2/3: M = 2/3, A - 1/2 = M - 1/2: agreement 1."""
    ranks = np.array([[1, 1, 1], [2, 2, 2], [np.nan, 3, 3], [np.nan, 4, 4]], dtype=float)
    contrib = np.array([[2, 1, 1], [2, 1, 1], [0, 1, 1], [0, 0, 0]], dtype=float)
    data = Rankings(offsets=np.array([0, 4]), ranks=ranks, qids=np.array(["q"]),
                    docids=np.array(["a", "b", "c", "d"]), ranker_names=("x", "y", "z"))
    item, ranker = np.nonzero(data.ranked)
    out = loo_own_items_agreement(data.offsets, order_free_sum(contrib), data.n_ranked_by, item, ranker,
                                  data.local_ranks()[item, ranker], contrib[item, ranker], 3, 0)
    assert out[0, 0] == 1.0


def _round_inputs(round_: int) -> tuple:
    """The first (equal-weight) round of the default's estimate on a real round: its arguments of
    loo_own_items_agreement, as OwnItemsFusion.round_quality_entries gives them."""
    from rankagg.api.fusion_spec import make_fusion
    from rankagg.io.trec import read_trec_entries

    m = make_fusion()
    entries = m.fuse_input(read_trec_entries(sorted(_trec_covid_dir(round_).glob("runs/*.gz")), keep_scores=False))
    points = entry_points(entries, m.fusion, m.k)
    w = np.ones((entries.n_queries, entries.n_rankers))
    return (entries.offsets, weighted_entry_sum(entries, points, w), entries.n_ranked_by, entries.item,
            entries.ranker, entries.rank, points, entries.n_rankers, int(m.depth))


@pytest.mark.parametrize("round_", [2, 3, 4, 5])
def test_the_kernel_gives_the_numpy_paths_agreement_on_the_real_rounds(round_):
    args = _round_inputs(round_)
    compiled, numpy_path = _both(*args)
    assert np.array_equal(_bits(compiled), _bits(numpy_path))
    assert np.isfinite(compiled).sum() > 0.5 * compiled.size  # most (query, list) pairs judged: a real check


def test_the_estimate_runs_the_kernel(monkeypatch):
    """The default's estimate calls the kernel (a slower NumPy path would pass every equality test)."""
    calls = []
    real = own_items_cells._native

    class Spy:
        @staticmethod
        def own_items_counts(*args):
            calls.append(len(args))
            return real.own_items_counts(*args)

    monkeypatch.setattr(own_items_cells, "_native", Spy)
    ranks = np.array([[1, 2, 1], [2, 1, 2], [3, 3, np.nan]], dtype=float)
    data = Rankings(offsets=np.array([0, 3]), ranks=ranks, qids=np.array(["q"]), docids=np.array(["a", "b", "c"]),
                    ranker_names=("x", "y", "z"))
    contrib = fusion_points(data, "rrf", "zero", 10.0)
    item, ranker = np.nonzero(data.ranked)
    loo_own_items_agreement(data.offsets, order_free_sum(contrib), data.n_ranked_by, item, ranker,
                            data.local_ranks()[item, ranker], contrib[item, ranker], 3, 20)
    assert calls == [13]


def test_a_nan_takes_the_numpy_path(monkeypatch):
    """NaN orders differently under NumPy's sorts (last) and C's comparisons (never true), and so do the NaN of
    inf - inf: with a value not finite the kernel is not called.  Items 0, 1 returned by both lists, item 2 by
    list 0 alone, its fused score NaN, then infinite."""
    class Refuse:
        @staticmethod
        def own_items_counts(*args):
            raise AssertionError("the kernel was called on a NaN")

    monkeypatch.setattr(own_items_cells, "_native", Refuse)
    for odd in (np.nan, np.inf):
        out = loo_own_items_agreement(np.array([0, 3]), np.array([1.0, 0.5, odd]), np.array([2, 2, 1]),
                                      np.array([0, 1, 2, 0, 1]), np.array([0, 0, 0, 1, 1]),
                                      np.array([1.0, 2.0, 3.0, 1.0, 2.0]), np.full(5, 0.1), 2, 0)
        assert out.shape == (1, 2)


def test_the_kernel_refuses_arguments_that_do_not_fit():
    i64, f64 = (lambda *v: np.array(v, dtype=np.int64)), (lambda *v: np.array(v, dtype=np.float64))
    good = [i64(0, 2), f64(2.0, 1.0), i64(2, 2), i64(0, 1), f64(1.5, 0.75), i64(0, 2), i64(0), i64(0, 2, 2),
            i64(2, 2), f64(0.5, 0.25, 0.0, 0.0), np.zeros(4, np.int64), np.full(4, -1, np.int64), 2]
    native.own_items_counts(*good)
    for at, bad in [(1, f64(2.0)), (3, i64(0, 5)), (4, f64(1.5)), (6, i64(3)), (7, i64(0, 3, 3)),
                    (9, f64(0.5, 0.25))]:
        args = list(good)
        args[at] = bad
        with pytest.raises(ValueError, match="own_items_counts"):
            native.own_items_counts(*args)
