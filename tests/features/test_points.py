"""One core points module (issue 26 item 3): Borda / RRF / ISR points and the order-free sums,
written once in :mod:`rankagg.features.points` and used by every family."""

from __future__ import annotations

import ast
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from tests.source_trees import source_nodes
from rankagg.features.points import (
    borda_points,
    nan_order_free_sum,
    nan_ranker_sum,
    normalised_borda_points,
    order_free_sum,
    ranker_sum,
    unranked_positions,
)
from rankagg.features.rank_points import isr_points, rrf_points

ROOT = Path(__file__).resolve().parents[2]
nan = np.nan


def test_points_by_hand():
    pos = np.array([1.0, 2.0, 4.0])
    np.testing.assert_array_equal(borda_points(pos, 4.0), [4.0, 3.0, 1.0])
    np.testing.assert_array_equal(normalised_borda_points(pos, 4.0), [1.0, 0.75, 0.25])
    np.testing.assert_array_equal(rrf_points(pos, 60), [1 / 61, 1 / 62, 1 / 64])
    np.testing.assert_array_equal(isr_points(pos), [1.0, 0.25, 1 / 16])


def test_unranked_positions_by_hand():
    r = np.array([[1.0, nan], [nan, 2.0]])
    k = np.array([[3.0, 2.0], [3.0, 2.0]])  # list lengths
    n = np.array([[6.0], [6.0]])  # candidates
    np.testing.assert_array_equal(unranked_positions(r, k, n, "zero"), r)
    np.testing.assert_array_equal(unranked_positions(r, k, n, "bottom"), [[1, 3], [4, 2]])
    np.testing.assert_array_equal(unranked_positions(r, k, n, "share"), [[1, 4.5], [5, 2]])
    with pytest.raises(ValueError, match="unranked must be one of zero, bottom, share"):
        unranked_positions(r, k, n, "ignore")


@given(st.integers(1, 10**6), st.integers(0, 10**6))
def test_shared_borda_points_are_exactly_the_documented_fill(n, k):
    """Points of the shared position ``(k + 1 + n) / 2`` are Borda's ``(n - k + 1) / 2``, bit for bit, and
    the bottom position gives ``n - k`` (so BordaCount's fills are the module's points)."""
    n_, k_ = np.array([float(n)]), np.array([float(k)])
    share = borda_points(unranked_positions(np.array([nan]), k_, n_, "share"), n_)
    assert share.tobytes() == ((n_ - k_ + 1.0) / 2.0).tobytes()
    bottom = borda_points(unranked_positions(np.array([nan]), k_, n_, "bottom"), n_)
    assert bottom.tobytes() == (n_ - k_).tobytes()


_values = st.one_of(st.just(0.0), st.just(-0.0), st.just(nan), st.floats(-1e6, 1e6, allow_nan=False, width=64))


@settings(max_examples=200, deadline=None)
@given(arrays(np.float64, st.tuples(st.integers(0, 20), st.integers(0, 40)), elements=_values), st.randoms())
def test_order_free_sums_agree_bit_for_bit_and_ignore_the_order(x, rnd):
    """The compiled ranker sums and the NumPy order-free sums give the same bits, under any column order
    (C-contiguous arrays: the layout of an array may change NumPy's summation, see order_free_sum)."""
    x = np.ascontiguousarray(x)
    perm = list(range(x.shape[1]))
    rnd.shuffle(perm)
    bits = lambda a: np.asarray(a, dtype=np.float64).view(np.uint64)  # noqa: E731
    ref = order_free_sum(x)
    assert np.array_equal(bits(ranker_sum(x)), bits(ref))
    shuffled = np.ascontiguousarray(x[:, perm])  # fancy indexing returns a Fortran-ordered array
    assert np.array_equal(bits(order_free_sum(shuffled)), bits(ref))
    assert np.array_equal(bits(nan_ranker_sum(x)), bits(nan_order_free_sum(x)))
    assert np.array_equal(bits(nan_order_free_sum(shuffled)), bits(nan_order_free_sum(x)))


def test_order_free_sum_keeps_numpy_summation_of_the_layout_it_is_given():
    """A Fortran-ordered array is summed as NumPy sums it (the committed bits of ``agreement`` depend on it);
    the order of the values along the axis still changes nothing."""
    rng = np.random.default_rng(3)
    x = np.asfortranarray(rng.standard_normal((50, 21)) * 1e3)
    np.testing.assert_array_equal(order_free_sum(x), np.sort(x, axis=1).sum(axis=1))
    np.testing.assert_array_equal(order_free_sum(np.asfortranarray(x[:, ::-1])), order_free_sum(x))


def test_order_free_sum_along_another_axis():
    x = np.arange(24, dtype=np.float64).reshape(2, 3, 4)
    np.testing.assert_array_equal(order_free_sum(x, axis=-1), x.sum(axis=-1))
    np.testing.assert_array_equal(order_free_sum(x, axis=0), x.sum(axis=0))


def _defined_functions(path: Path) -> set[str]:
    return {n.name for n in source_nodes(path) if isinstance(n, ast.FunctionDef)}


def test_the_points_and_sums_are_defined_once_and_every_family_imports_them():
    owned = {"order_free_sum", "nan_order_free_sum", "ranker_sum", "nan_ranker_sum", "sorted_row_sum", "_sorted_row_sums",
             "borda_points", "unranked_positions", "normalised_borda_points"}
    # the points of a rank alone live in rankagg/features/rank_points.py (which the compiled kernels import)
    assert {"rrf_points", "isr_points"} <= _defined_functions(ROOT / "rankagg" / "features" / "rank_points.py")
    points = ROOT / "rankagg" / "features" / "points.py"
    twice = sorted(f"{p.relative_to(ROOT)}: {sorted(_defined_functions(p) & owned)}"
                   for p in (ROOT / "rankagg").rglob("*.py") if p != points and _defined_functions(p) & owned)
    assert not twice, f"points or order-free sums defined outside rankagg/features/points.py: {twice}"
    for user in ("methods/point_fusion.py", "methods/positional/rank_statistics.py", "methods/ranker_sums.py", "methods/score_fusion.py",
                 "methods/engine_norms.py", "methods/quality/core.py", "methods/quality/agreement.py",
                 "features/ranker_features.py"):
        assert "from rankagg.features.points import" in (ROOT / "rankagg" / user).read_text(encoding="utf-8"), user
