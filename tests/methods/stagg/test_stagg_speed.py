"""Fast paths of the St.Agg rank distributions (issue 4 speed goals) against the direct recursion.

* exact pmfs of a list at positions 1..k by products of prefix pmfs (``_column_pmfs``) vs the
  per-item recursion of Eq. 9-10 (``_group_pmf``) and brute force, 'half' and 'below';
* the normal / refined normal expectation with the CDF advanced by the Hermite step series vs
  Φ evaluated at every point, and the batched FFT moments vs the direct O(n²) moments;
* queries / items in parallel: the result does not depend on the number of threads.
"""

from __future__ import annotations

import itertools

import numba
import numpy as np
import pytest

from rankagg.data.rankings import Rankings
from rankagg.methods.stagg import approximate, column_groups, column_pmfs, contests
from rankagg.methods.stagg.contests import pairwise_probability
from rankagg.methods.stagg.exact import all_rank_distributions
from rankagg.methods.stagg.expectation import expected_utility

KINDS = {"eq11": 0, "linear": 1, "logistic": 2, "binary": 4}


def _direct(col, kind, scale, below=False):
    """Every group's pmf by the per-item recursion of Eq. 10 (the reference)."""
    n = len(col)
    gpos, gcnt, ig = column_groups._groups(col, below)
    ref = np.empty((len(gpos), n))
    ba, bb = np.empty(n + 1), np.empty(n + 1)
    for a in range(len(gpos)):
        column_pmfs._group_pmf(a, gpos, gcnt, n, kind, scale, ref[a], ba, bb)
    return ref, ig


def _fast(col, kind, scale, below=False):
    n = len(col)
    pm, up, lw = np.empty((n, n)), np.empty((n, n + 1)), np.empty((n, n + 1))
    ng, ig = column_pmfs._column_pmfs(col, n, kind, scale, below, pm, up, lw, np.empty(n + 1), np.empty(n + 1))
    return pm[:ng], ig


def _local_column(rng, n, missing):
    col = rng.permutation(n).astype(float) + 1
    col[rng.random(n) < missing] = np.nan
    ok = ~np.isnan(col)
    col[ok] = np.argsort(np.argsort(col[ok])) + 1.0
    return col


@pytest.mark.parametrize("pairwise", list(KINDS))
@pytest.mark.parametrize("scale", [1e-3, 0.7, 40.0, 1e6])
@pytest.mark.parametrize("below", [False, True])
def test_prefix_path_matches_direct_recursion(pairwise, scale, below):
    rng = np.random.default_rng(7)
    kind = KINDS[pairwise]
    for n in (2, 3, 4, 10, 41, 64, 147, 300):
        for missing in (0.0, 0.3, 0.9):
            col = _local_column(rng, n, missing)
            fast, ig = _fast(col, kind, scale, below)
            ref, ig_ref = _direct(col, kind, scale, below)
            np.testing.assert_array_equal(ig, ig_ref)
            np.testing.assert_allclose(fast, ref, rtol=0, atol=1e-12)
            assert fast.min() >= 0.0
            np.testing.assert_allclose(fast.sum(axis=1), 1.0, atol=1e-12)


def test_prefix_path_exact_half_and_degenerate_contests():
    # eq11 with n even: d = -n/2 gives p = 1/2 exactly; binary: p in {0, 1} (products with z and with 1)
    for n, kind in ((8, 0), (100, 0), (9, 4), (120, 4)):
        for col in (np.arange(1.0, n + 1), np.r_[np.arange(1.0, n - 2), [np.nan] * 3]):
            for below in (False, True):
                fast, _ = _fast(col, kind, 1.0, below)
                ref, _ = _direct(col, kind, 1.0, below)
                np.testing.assert_allclose(fast, ref, rtol=0, atol=1e-12)
    assert pairwise_probability(-4.0, 8.0, "eq11") == 0.5
    # binary, full list: the item at position a is beaten exactly a - 1 times
    fast, _ = _fast(np.arange(1.0, 10.0), 4, 1.0)
    np.testing.assert_array_equal(fast, np.eye(9))


@pytest.mark.parametrize("pairwise", list(KINDS))
@pytest.mark.parametrize("below", [False, True])
def test_prefix_path_brute_force(pairwise, below):
    rng = np.random.default_rng(3)
    n = 9
    for missing in (0.0, 0.4):
        col = _local_column(rng, n, missing)
        fast, ig = _fast(col, KINDS[pairwise], 1.5, below)
        full = np.where(np.isnan(col), np.nanmax(col) + 1, col) if below else col
        ps_all = []
        for i in range(n):
            ps = [0.5 if np.isnan(full[i]) or np.isnan(full[k]) else
                  float(pairwise_probability(full[i] - full[k], n, pairwise, 1.5)) for k in range(n) if k != i]
            pmf = np.zeros(n)
            for bits in itertools.product([0, 1], repeat=n - 1):
                pmf[sum(bits)] += np.prod([p if t else 1 - p for p, t in zip(ps, bits)])
            ps_all.append(pmf)
        np.testing.assert_allclose(fast[ig], np.array(ps_all), rtol=0, atol=1e-12)


def test_other_columns_fall_back():
    # ties, gaps (raw positions) and loglogistic keep the direct recursion: same as the reference
    cols = [np.array([1.0, 1.0, 2.0, np.nan, 3.0]), np.array([2.0, 5.0, np.nan, 9.0, 1.0])]
    for col in cols:
        for kind in (0, 1, 2, 3, 4):
            for below in (False, True):
                fast, _ = _fast(col, kind, 1.0, below)
                ref, _ = _direct(col, kind, 1.0, below)
                np.testing.assert_array_equal(fast, ref)
    col = np.arange(1.0, 6.0)
    np.testing.assert_array_equal(_fast(col, 3, 1.0)[0], _direct(col, 3, 1.0)[0])


def _random_data(seed, n_queries=12):
    rng = np.random.default_rng(seed)
    sizes = rng.integers(1, 60, n_queries)
    m = 4
    blocks = []
    for n in sizes:
        block = np.empty((n, m))
        for j in range(m):
            block[:, j] = rng.permutation(n) + 1.0
        block[rng.random(block.shape) < 0.3] = np.nan
        blocks.append(block)
    ranks = np.concatenate(blocks)
    offsets = np.concatenate([[0], np.cumsum(sizes)])
    return Rankings(offsets=offsets, ranks=ranks, qids=[f"q{i}" for i in range(n_queries)],
                    docids=[f"d{i}" for i in range(len(ranks))], ranker_names=tuple(f"r{j}" for j in range(m)))


def test_parallel_is_deterministic_and_matches_one_thread():
    data = _random_data(0)
    default = numba.get_num_threads()
    try:
        numba.set_num_threads(1)
        one = all_rank_distributions(data, "eq11", "half")
        ev_one = expected_utility(data, "rrf", c=5.0, method="exact")
    finally:
        numba.set_num_threads(default)
    many = all_rank_distributions(data, "eq11", "half")
    np.testing.assert_array_equal(one.values, many.values)
    np.testing.assert_array_equal(one.group_offsets, many.group_offsets)
    np.testing.assert_array_equal(one.item_group, many.item_group)
    np.testing.assert_array_equal(ev_one, expected_utility(data, "rrf", c=5.0, method="exact"))


def test_all_rank_distributions_against_direct_on_mq2008(mq2008):
    data = mq2008.all.select_queries(np.arange(0, 784, 7))
    rd = all_rank_distributions(data, "eq11", "half")
    pos = data.local_ranks()
    worst = 0.0
    for q in range(data.n_queries):
        lo, hi = data.offsets[q], data.offsets[q + 1]
        for j in range(data.n_rankers):
            ref, ig = _direct(np.ascontiguousarray(pos[lo:hi, j]), 0, 1.0)
            got = np.stack([rd.pmf(lo + i, j) for i in range(hi - lo)])
            worst = max(worst, float(np.abs(got - ref[ig]).max()))
    assert worst <= 1e-12


def _reference_expect(mu, var, k3, u, refined, width=7.5):
    """E u(R) under the continuity-corrected (refined) normal law, Φ evaluated at every r (scipy)."""
    from scipy.special import ndtr

    n = len(u)
    out = np.empty(len(mu))
    for t in range(len(mu)):
        if var[t] <= 1e-12:
            out[t] = u[min(max(int(round(mu[t])), 0), n - 1)]
            continue
        sd = np.sqrt(var[t])
        a = min(max(int(np.floor(mu[t] - width * sd - 1)), 0), n - 1)
        b = min(max(int(np.ceil(mu[t] + width * sd + 1)), 0), n - 1)
        r = np.arange(a, b)
        x = (r + 0.5 - mu[t]) / sd
        f = ndtr(x)
        if refined:
            f = np.clip(f + k3[t] / sd**3 * (1 - x * x) * np.exp(-0.5 * x * x) / (6 * np.sqrt(2 * np.pi)), 0, 1)
        out[t] = u[n - 1] + (u[b] - u[n - 1]) + np.sum((u[r] - u[r + 1]) * f)
    return out


@pytest.mark.parametrize("utility,c", [("rrf", 60.0), ("rrf", 1.0), ("dcg", 0.0), ("borda", 0.0), ("rbp", 0.9)])
def test_series_cdf_matches_pointwise_normal(utility, c):
    # Φ advanced by the midpoint Hermite series (blocks re-anchored on erfc) vs Φ at every point
    rng = np.random.default_rng(11)
    n = 4000
    u = contests.utility_values(utility, n, c)
    size = 3000
    mu = rng.uniform(-20, n + 20, size)
    var = np.exp(rng.uniform(np.log(1e-3), np.log(n), size))  # σ from 0.03 (pointwise path) to 63
    var[:5] = [0.0, 3.9, 4.0, 4.1, 0.0036 ** -2]  # around the series switches 1/σ = 0.5 and 0.06
    k3 = rng.uniform(-1, 1, size) * var
    span = abs(u[0] - u[-1])
    for refined in (False, True):
        got = approximate._expect_normal_nb(mu, var, k3, refined, u, 7.5)
        ref = _reference_expect(mu, var, k3, u, refined)
        assert np.abs(got - ref).max() <= 1e-13 * span


@pytest.mark.parametrize("pairwise", ["eq11", "logistic", "loglogistic"])
@pytest.mark.parametrize("unranked", ["half", "below"])
def test_approximate_expectation_against_direct_moments(pairwise, unranked):
    # batched FFT moments + per-position expectation vs the O(n²) direct moments + pointwise Φ
    rng = np.random.default_rng(5)
    n, m = 1500, 3
    pos = np.stack([rng.permutation(n) + 1.0 for _ in range(m)], axis=1)
    pos[rng.random(pos.shape) < 0.3] = np.nan
    pos[:, 2] = np.where(np.isnan(pos[:, 2]), np.nan, np.ceil(pos[:, 2] / 3))  # ties
    data = Rankings(offsets=np.array([0, n]), ranks=pos, qids=["q"], docids=[f"d{i}" for i in range(n)],
                    ranker_names=("a", "b", "c"))
    scale = 0.5 if pairwise == "loglogistic" else 40.0
    ev, bound = expected_utility(data, "rrf", c=10.0, pairwise=pairwise, unranked=unranked, scale=scale,
                                 method="refined", return_bound=True)
    kind = contests.PAIRWISE.index(pairwise)
    u = contests.utility_values("rrf", n, 10.0)
    lp = contests.positions_matrix(data)
    for j in range(m):
        mom, ig = approximate._direct_group_moments(np.ascontiguousarray(lp[:, j]), n, kind, scale, unranked == "below")
        ref = _reference_expect(mom[0], np.maximum(mom[1], 0), mom[2], u, True)[ig]
        assert np.abs(ev[:, j] - ref).max() <= 1e-12
    assert np.all(bound >= 0) and np.all(bound <= u[0] - u[-1])


def test_approximate_expectation_parallel_is_deterministic():
    rng = np.random.default_rng(2)
    n = 3000
    pos = np.stack([rng.permutation(n) + 1.0 for _ in range(3)], axis=1)
    pos[rng.random(pos.shape) < 0.3] = np.nan
    data = Rankings(offsets=np.array([0, n]), ranks=pos, qids=["q"], docids=[f"d{i}" for i in range(n)],
                    ranker_names=("a", "b", "c"))
    default = numba.get_num_threads()
    try:
        numba.set_num_threads(1)
        one = expected_utility(data, "rrf", c=60.0, method="refined")
    finally:
        numba.set_num_threads(default)
    np.testing.assert_array_equal(one, expected_utility(data, "rrf", c=60.0, method="refined"))
