"""Rank distributions of St.Agg (Eq. 8-11): exact recursion vs brute force, approximations vs exact."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.rankings import Rankings
from rankagg.methods.stagg.contests import PAIRWISE, UNRANKED, pairwise_probability
from rankagg.methods.stagg.column_pmfs import poisson_binomial_pmf
from rankagg.methods.stagg.exact import all_rank_distributions, rank_distributions
from rankagg.methods.stagg.expectation import expected_utility


def _brute(col, pairwise, unranked, scale):
    """Enumerate all 2^(n-1) contest outcomes of every item of one ranker column."""
    n = len(col)
    fill = (np.nanmax(col) if np.any(~np.isnan(col)) else 0.0) + 1
    out = np.zeros((n, n))
    for i in range(n):
        ps = []
        for k in range(n):
            if k == i:
                continue
            a, b = col[i], col[k]
            if unranked == "below":
                a = fill if np.isnan(a) else a
                b = fill if np.isnan(b) else b
            if np.isnan(a) or np.isnan(b):
                ps.append(0.5)
            else:
                ps.append(float(pairwise_probability(a - b, n, pairwise, scale, pos_i=b)))
        for bits in itertools.product([0, 1], repeat=n - 1):
            out[i, sum(bits)] += np.prod([p if t else 1 - p for p, t in zip(ps, bits)])
    return out


def _one_query(pos):
    pos = np.asarray(pos, dtype=float)
    n = pos.shape[0]
    return Rankings(
        offsets=np.array([0, n]),
        ranks=pos,
        qids=["q"],
        docids=[f"d{i}" for i in range(n)],
        ranker_names=tuple(f"r{j}" for j in range(pos.shape[1])),
    )


POS = np.array([[1, np.nan, 2], [2, 1, 2], [np.nan, 2, 1], [3, np.nan, np.nan], [np.nan, 3, 4], [4, 4, np.nan]])


@pytest.mark.parametrize("pairwise", PAIRWISE)
@pytest.mark.parametrize("unranked", UNRANKED)
def test_exact_matches_brute_force(pairwise, unranked):
    rd = rank_distributions(POS, pairwise, unranked, scale=1.5)
    for j in range(POS.shape[1]):
        np.testing.assert_allclose(rd[:, j, :], _brute(POS[:, j], pairwise, unranked, 1.5), atol=1e-12)


def test_eq11_hand_computed():
    # 3 items, one ranker: a > b > c.  n = 3.  Eq. 11: d=1 -> max(1/3, 2/3) = 2/3; d=2 -> max(2/3, 1/3) = 2/3
    rd = rank_distributions([[1.0], [2.0], [3.0]], "eq11", "half")
    # a is beaten by b with 1/3 and by c with 1/3: P(R=0) = 4/9, P(R=1) = 4/9, P(R=2) = 1/9
    np.testing.assert_allclose(rd[0, 0], [4 / 9, 4 / 9, 1 / 9])
    # c is beaten by a with 2/3 and by b with 2/3
    np.testing.assert_allclose(rd[2, 0], [1 / 9, 4 / 9, 4 / 9])
    # an unranked item under 'half' is a fair Binomial(n-1, 1/2)
    rd2 = rank_distributions([[1.0], [np.nan], [2.0]], "eq11", "half")
    np.testing.assert_allclose(rd2[1, 0], [0.25, 0.5, 0.25])
    # eq11 as printed is not monotone: neighbours are surer than items n/2 apart
    p = pairwise_probability(np.array([1.0, 5.0, 9.0]), 10.0, "eq11")
    np.testing.assert_allclose(p, [0.9, 0.5, 0.9])


def test_poisson_binomial_against_binomial():
    from scipy.stats import binom

    np.testing.assert_allclose(poisson_binomial_pmf(np.full(12, 0.3)), binom.pmf(np.arange(13), 12, 0.3), atol=1e-14)
    with pytest.raises(ValueError):
        poisson_binomial_pmf([0.2, 1.5])


def test_all_rank_distributions_matches_per_query():
    data = _one_query(POS)
    rd = all_rank_distributions(data, "linear", "below")
    ref = rank_distributions(POS, "linear", "below")
    for i in range(POS.shape[0]):
        for j in range(POS.shape[1]):
            np.testing.assert_allclose(rd.pmf(i, j), ref[i, j])


@settings(max_examples=30, deadline=None)
@given(
    n=st.integers(2, 9),
    seed=st.integers(0, 10_000),
    pairwise=st.sampled_from(PAIRWISE),
    unranked=st.sampled_from(UNRANKED),
)
def test_distribution_properties(n, seed, pairwise, unranked):
    rng = np.random.default_rng(seed)
    col = rng.permutation(n).astype(float) + 1
    col[rng.random(n) < 0.3] = np.nan
    rd = rank_distributions(col[:, None], pairwise, unranked, scale=2.0)[:, 0, :]
    # each row is a distribution on 0..n-1
    assert np.all(rd >= -1e-15)
    np.testing.assert_allclose(rd.sum(axis=1), 1.0)
    # Σ_j E[R_j] = n(n-1)/2: every contest has exactly one loser (p(i>j) + p(j>i) = 1)
    np.testing.assert_allclose((rd * np.arange(n)).sum(), n * (n - 1) / 2)
    # monotone kernels: a better position never has a larger expected rank
    if pairwise in ("linear", "logistic", "loglogistic", "binary"):
        ok = ~np.isnan(col)
        er = (rd * np.arange(n)).sum(axis=1)[ok]
        order = np.argsort(col[ok])
        assert np.all(np.diff(er[order]) >= -1e-12)


@pytest.mark.parametrize("pairwise", ["eq11", "linear", "logistic", "loglogistic"])
@pytest.mark.parametrize("unranked", UNRANKED)
def test_approximations_against_exact(pairwise, unranked):
    rng = np.random.default_rng(1)
    n = 500
    pos = np.stack([rng.permutation(n).astype(float) + 1 for _ in range(2)], axis=1)
    pos[rng.random(pos.shape) < 0.3] = np.nan
    data = _one_query(pos)
    for utility, c in (("rrf", 10.0), ("dcg", 0.0)):
        exact = expected_utility(data, utility, c=c, pairwise=pairwise, unranked=unranked, scale=0.5 if pairwise == "loglogistic" else 30, method="exact")
        for method in ("normal", "refined"):
            approx, bound = expected_utility(
                data, utility, c=c, pairwise=pairwise, unranked=unranked, scale=0.5 if pairwise == "loglogistic" else 30,
                method=method, return_bound=True,
            )
            err = np.abs(approx - exact)
            assert np.all(err <= bound + 1e-9), (utility, method, err.max(), bound.max())
            span = abs(exact.max() - exact.min()) + 1e-12
            # near-deterministic top contests (loglogistic) are the hardest case for a normal law
            tol = 6e-2 if pairwise == "loglogistic" else 1e-3
            assert err.max() < tol * span, (utility, method, err.max(), span)


def test_bad_parameters():
    data = _one_query(POS)
    with pytest.raises(ValueError, match="pairwise"):
        expected_utility(data, "rrf", pairwise="nope")
    with pytest.raises(ValueError, match="unranked"):
        expected_utility(data, "rrf", unranked="top")
    with pytest.raises(ValueError, match="utility"):
        expected_utility(data, "median")
    with pytest.raises(ValueError, match="scale"):
        expected_utility(data, "rrf", pairwise="logistic", scale=0)
