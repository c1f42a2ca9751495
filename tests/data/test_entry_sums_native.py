"""The compiled sums over run entries (``rankagg._fuse_native.entry_sums``, issue 35 item 3) against the NumPy
path they replace (:func:`rankagg.features.entry_sums.entry_sums` without the kernel), bit for bit, and the
kernel's refusals.  Under CI=true the kernel must have been built: its absence fails."""

from __future__ import annotations

import os

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg.features.entry_sums as sums_module
from rankagg.features.entry_sums import entry_sums
from rankagg.features.points import transformed_row_sums
from tests.conftest import _trec_covid_dir

native = sums_module._native
if native is None:
    if os.environ.get("CI", "").lower() == "true":
        raise AssertionError("rankagg._fuse_native is not importable under CI=true: the C build failed")
    pytest.skip("rankagg._fuse_native is not built (no C compiler at install)", allow_module_level=True)


def _bits(x: np.ndarray) -> np.ndarray:
    return np.asarray(x, dtype=np.float64).view(np.int64)


def numpy_sums(item, values, n_items, n_rankers):
    with pytest.MonkeyPatch.context() as m:
        m.setattr(sums_module, "_native", None)
        return entry_sums(item, values, n_items, n_rankers)


VALUES = st.sampled_from([0.0, -0.0, 1.0, -1.0, 0.5, 1e-3, 1.0 / 61, 1.0 / 1060, 3.0, -2.5, 1e300, -1e300, 1e-300,
                          0.1, 0.2, 0.30000000000000004])


@st.composite
def entry_sets(draw):
    """Entries of up to 40 items from up to 300 rankers, each (item, ranker) at most once, in a random order."""
    n_items = draw(st.integers(0, 40))
    n_rankers = draw(st.sampled_from([1, 2, 7, 8, 9, 16, 17, 51, 128, 129, 136, 300]))
    cells = draw(st.lists(st.tuples(st.integers(0, max(n_items - 1, 0)), st.integers(0, n_rankers - 1)),
                          unique=True, max_size=200)) if n_items else []
    values = [draw(VALUES) if draw(st.booleans()) else draw(st.floats(-1e6, 1e6)) for _ in cells]
    item = np.array([c[0] for c in cells], dtype=np.int64)
    return item, np.array(values, dtype=np.float64), n_items, n_rankers


@settings(max_examples=300, deadline=None)
@given(entry_sets())
def test_the_kernel_equals_the_numpy_path_bit_for_bit(case):
    item, values, n_items, n_rankers = case
    got = entry_sums(item, values, n_items, n_rankers)
    np.testing.assert_array_equal(_bits(got), _bits(numpy_sums(item, values, n_items, n_rankers)))


@pytest.mark.parametrize("n_rankers", [3, 8, 9, 56, 129, 300])
def test_the_kernel_equals_the_dense_row_sums(n_rankers):
    """The dense path (the rank matrix's compiled row sums) as the independent reference."""
    rng = np.random.default_rng(n_rankers)
    n = 300
    x = np.full((n, n_rankers), np.nan)
    mask = rng.random((n, n_rankers)) < rng.uniform(0.05, 0.9)
    x[mask] = (10.0 * rng.standard_normal((n, n_rankers)))[mask]
    it, r = np.nonzero(~np.isnan(x))
    shuffle = rng.permutation(len(it))  # the kernel gathers each item's values whatever their order
    it, r = it[shuffle], r[shuffle]
    ref = transformed_row_sums(x, 0, 0.0, np.ones(n_rankers), False, True)
    np.testing.assert_array_equal(_bits(entry_sums(it, x[it, r], n, n_rankers)), _bits(ref))


def test_by_hand_and_the_order_function_is_not_called():
    # 9 rankers: 0.25 and 0.5 at positions 7 and 8 (accumulator 7, then the rest): 0.25 + 0.5
    calls = []

    def order():
        calls.append(1)
        return np.array([1, 0, 2])

    out = entry_sums(np.array([0, 0, 1]), np.array([0.5, 0.25, 3.0]), 3, 9, order=order)
    assert out.tolist() == [0.75, 3.0, 0.0]
    assert calls == []  # the kernel sorts each item's values itself


def test_the_numpy_path_calls_the_order_function(monkeypatch):
    calls = []

    def order():
        calls.append(1)
        return np.array([1, 0, 2])

    with monkeypatch.context() as m:
        m.setattr(sums_module, "_native", None)
        out = entry_sums(np.array([0, 0, 1]), np.array([0.5, 0.25, 3.0]), 3, 9, order=order)
    assert out.tolist() == [0.75, 3.0, 0.0] and calls == [1]


def test_the_kernel_refuses_what_would_be_a_wrong_answer():
    out = np.empty(2)
    with pytest.raises(ValueError, match="outside"):
        native.entry_sums(np.array([0, 2], dtype=np.int64), np.array([1.0, 1.0]), out, 3)
    with pytest.raises(ValueError, match="outside"):
        native.entry_sums(np.array([-1], dtype=np.int64), np.array([1.0]), out, 3)
    with pytest.raises(ValueError, match="more entries than n_rankers"):
        native.entry_sums(np.array([1, 1, 1], dtype=np.int64), np.array([1.0, 2.0, 3.0]), out, 2)
    with pytest.raises(ValueError, match="one length"):
        native.entry_sums(np.array([0, 1], dtype=np.int64), np.array([1.0]), out, 3)
    with pytest.raises(TypeError):
        native.entry_sums(np.array([0], dtype=np.int64), np.array([1.0]), np.empty(4)[::2], 3)  # not contiguous
    with pytest.raises(ValueError, match="finite"):
        entry_sums(np.array([0]), np.array([np.inf]), 1, 3)


def test_real_rounds_fuse_to_the_same_bytes_with_and_without_the_kernel(monkeypatch, tmp_path):
    """RRF and CombSUM of real TREC-COVID runs: the written file is the same with the NumPy sums."""
    from rankagg.api import fuse_files

    runs = sorted((_trec_covid_dir(3) / "runs").glob("*.gz"))[:12]
    for method in ("rrf", "combsum"):
        fuse_files(runs, tmp_path / "kernel.run", method=method)
        with monkeypatch.context() as m:
            m.setattr(sums_module, "_native", None)
            fuse_files(runs, tmp_path / "numpy.run", method=method)
        assert (tmp_path / "kernel.run").read_bytes() == (tmp_path / "numpy.run").read_bytes()
