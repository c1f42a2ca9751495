"""Mallows models, top-k distance, E_theta closed forms, samplers and EM (Klementiev et al. 2008)."""

from __future__ import annotations

import collections
import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.methods.mallows.distances import expected_kendall, expected_topk, kendall_distance, solve_theta, topk_distance
from rankagg.methods.mallows.em import QueryBatch, fit_extended_mallows, synthetic_votes
from rankagg.methods.mallows.sampling import _chain_batch, _distance_batch, _proposals, mallows_pmf, metropolis_chain, sample_mallows


# ------------------------------------------------------------------ distances
def test_kendall_hand():
    assert kendall_distance([0, 1, 2, 3], [0, 1, 2, 3]) == 0
    assert kendall_distance([3, 2, 1, 0], [0, 1, 2, 3]) == 6
    assert kendall_distance([1, 0, 2], [0, 1, 2]) == 1
    with pytest.raises(ValueError):
        kendall_distance([0, 1], [0, 2])


def test_topk_hand():
    # same items: Kendall
    assert topk_distance([2, 0, 1], [0, 1, 2]) == kendall_distance([2, 0, 1], [0, 1, 2]) == 2
    # disjoint: k(k+1)/2
    assert topk_distance([0, 1, 2], [3, 4, 5]) == 6
    # pi = [a, x], sigma = [a, b]: z=1, r=1: U(x)=0, swap x<->b once, V(a)=0 -> 1
    assert topk_distance([0, 9], [0, 1]) == 1
    # pi = [x, a], sigma = [a, b]: x must pass a (1), then swap with b (1) -> 2
    assert topk_distance([9, 0], [0, 1]) == 2
    with pytest.raises(ValueError):
        topk_distance([0, 1], [0])


def _bfs(pi, sigma, restricted):
    """Minimum adjacent transpositions between augmented rankings (Definition 1).

    State: the k listed items and the tied bucket at k+1.  Moves: swap list
    positions i, i+1, or the item at position k with a bucket item.  With
    ``restricted`` an item of sigma's list, once listed, never goes back to the
    bucket (the paper's procedure: only grey boxes are moved out).
    """
    k = len(pi)
    fs = set(sigma)
    start = (tuple(pi), frozenset(set(sigma) - set(pi)))
    goal = (tuple(sigma), frozenset(set(pi) - set(sigma)))
    seen = {start: 0}
    dq = collections.deque([start])
    while dq:
        s = dq.popleft()
        if s == goal:
            return seen[s]
        top, bucket = s
        nbrs = []
        for i in range(k - 1):
            t = list(top)
            t[i], t[i + 1] = t[i + 1], t[i]
            nbrs.append((tuple(t), bucket))
        if not (restricted and top[-1] in fs):
            for e in bucket:
                t = list(top)
                x = t[-1]
                t[-1] = e
                nbrs.append((tuple(t), (bucket - {e}) | {x}))
        for nb in nbrs:
            if nb not in seen:
                seen[nb] = seen[s] + 1
                dq.append(nb)
    raise AssertionError("unreachable")


@settings(max_examples=120, deadline=None)
@given(st.integers(1, 4), st.integers(0, 4), st.randoms(use_true_random=False))
def test_topk_distance_is_min_adjacent_transpositions(k, extra, rnd):
    universe = list(range(k + extra))
    pi = rnd.sample(universe, k)
    sigma = rnd.sample(universe, k)
    d = topk_distance(pi, sigma)
    # equals BFS under the paper's moves; never below the unrestricted minimum
    assert d == _bfs(pi, sigma, restricted=True)
    assert d >= _bfs(pi, sigma, restricted=False)
    if set(pi) == set(sigma):
        assert d == kendall_distance(pi, sigma) == _bfs(pi, sigma, restricted=False)


def test_topk_distance_exceeds_unrestricted_bfs_example():
    # documented finding: moving a common item through the bucket can be shorter
    pi, sigma = [1, 0, 4], [2, 5, 4]
    assert topk_distance(pi, sigma) == 7
    assert _bfs(pi, sigma, restricted=False) == 6


# ------------------------------------------------------------------ E_theta(D)
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("theta", [0.0, -1e-6, -0.05, -0.7, -3.0])
def test_eq9_matches_enumeration(n, theta):
    perms, p = mallows_pmf(theta, n)
    d = np.array([kendall_distance(list(x), list(range(n))) for x in perms])
    assert expected_kendall(theta, n) == pytest.approx(float((p * d).sum()), abs=1e-9)


def _topk_enumeration(k, z):
    r = k - z
    sigma = list(range(k))
    extra = list(range(k, k + r))
    out = []
    for zs in itertools.combinations(sigma, z):
        for perm in itertools.permutations(list(zs) + extra):
            out.append(topk_distance(list(perm), sigma))
    return np.array(out, dtype=float)


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_topk_expectation_matches_enumeration(k):
    for z in range(k + 1):
        d = _topk_enumeration(k, z)
        for theta in (0.0, -1e-5, -0.02, -0.3, -1.5, -6.0):
            w = np.exp(theta * (d - d.min()))
            brute = float((w * d).sum() / w.sum())
            assert expected_topk(theta, k, z) == pytest.approx(brute, abs=1e-8)
            paper = float(expected_topk(theta, k, z, exact=False))
            if k - z <= 1 or z == 0 or theta == 0.0:
                # Eq. 10 as printed is exact here
                assert paper == pytest.approx(brute, abs=1e-5)
    # z = k: Eq. 9; z = 0: k(k+1)/2
    assert expected_topk(-0.4, k, k) == pytest.approx(expected_kendall(-0.4, k))
    assert expected_topk(-0.4, k, 0) == pytest.approx(k * (k + 1) / 2)


def test_eq10_as_printed_is_off_for_r_ge_2():
    d = _topk_enumeration(4, 2)
    w = np.exp(-1.5 * (d - d.min()))
    brute = float((w * d).sum() / w.sum())
    assert abs(float(expected_topk(-1.5, 4, 2, exact=False)) - brute) > 0.1


def test_solve_theta_roundtrip_and_bounds():
    ks = np.array([[10, 7, 5]])
    zs = np.array([[10, 5, 3]])
    theta = np.array([-0.3, -1.0, -0.05])
    target = np.array([expected_topk(theta[i], ks[0, i], zs[0, i]) for i in range(3)])
    assert np.allclose(solve_theta(target, ks, zs), theta, atol=1e-8)
    # at/above the uniform mean -> 0 ; below the theta_min mean -> theta_min
    up = expected_topk(0.0, 10, 10) + 1
    assert solve_theta(np.array([up]), np.array([[10]]), np.array([[10]]))[0] == 0.0
    assert solve_theta(np.array([0.0]), np.array([[10]]), np.array([[10]]))[0] == -20.0


# ------------------------------------------------------------------ samplers
def _tv(samples, perms, p):
    idx = {x: i for i, x in enumerate(perms)}
    c = np.bincount([idx[tuple(s)] for s in samples], minlength=len(perms)) / len(samples)
    return 0.5 * np.abs(c - p).sum()


@pytest.mark.parametrize("theta", [0.0, -0.5, -1.5])
def test_repeated_insertion_matches_mallows(theta):
    perms, p = mallows_pmf(theta, 4)
    s = sample_mallows(theta, 4, 30000, random_state=7)
    assert _tv(s, perms, p) < 0.02


def test_repeated_insertion_center_and_determinism():
    a = sample_mallows(-0.8, 6, 5, center=[5, 4, 3, 2, 1, 0], random_state=3)
    b = sample_mallows(-0.8, 6, 5, center=[5, 4, 3, 2, 1, 0], random_state=3)
    assert np.array_equal(a, b)
    assert sorted(a[0]) == list(range(6))
    with pytest.raises(ValueError):
        sample_mallows(0.5, 4)


def test_metropolis_matches_single_mallows():
    theta = -0.7
    perms, p = mallows_pmf(theta, 4)
    votes = np.arange(1, 5, dtype=float)[:, None]
    *_, samples = metropolis_chain(votes, np.array([theta]), 60000, random_state=2, return_samples=True)
    assert _tv(samples[1000:], perms, p) < 0.02


def test_metropolis_matches_extended_topk_model():
    n = 5
    votes = np.array([[1, 2, 3, np.nan, np.nan], [np.nan, 1, np.nan, 2, 3]]).T
    theta = np.array([-0.8, -0.3])
    perms = list(itertools.permutations(range(n)))

    def dist(order, j):
        col = votes[:, j]
        ranked = [i for i in range(n) if not np.isnan(col[i])]
        sig = sorted(ranked, key=lambda i: col[i])
        return topk_distance(list(order[: len(sig)]), sig)

    d = np.array([[dist(x, j) for j in range(2)] for x in perms], dtype=float)
    logp = d @ theta
    p = np.exp(logp - logp.max())
    p /= p.sum()
    _, _, dmean, samples = metropolis_chain(votes, theta, 120000, burn_in=2000, random_state=3, return_samples=True)
    assert _tv(samples[2000:], perms, p) < 0.02
    # incremental distances agree with the exact posterior means
    assert np.allclose(dmean, p @ d, atol=0.05)


def test_incremental_distance_matches_recomputation():
    rng = np.random.default_rng(0)
    n, K = 12, 4
    votes = np.full((n, K), np.nan)
    for i in range(K):
        k = int(rng.integers(1, n + 1))
        items = rng.permutation(n)[:k]
        votes[items, i] = np.arange(1, k + 1)
    batch = QueryBatch(np.array([0, n]), votes)
    orders = rng.permutation(n).astype(np.int64)
    theta = np.array([-0.3, -0.1, -0.5, 0.0])
    step_off, ra, rb, ru = _proposals(batch.sizes, 50.0, rng)
    Q = 1
    D_last = np.zeros((Q, K))
    _chain_batch(batch.offsets, orders, batch.st, batch.ks, theta, step_off, ra, rb, ru, 0.5, np.zeros(n), np.zeros((Q, K)), np.zeros((Q, K)), D_last)
    D = np.zeros((Q, K), dtype=np.int64)
    Z = np.zeros((Q, K), dtype=np.int64)
    _distance_batch(batch.offsets, orders, batch.st, batch.ks, D, Z)
    assert np.array_equal(D_last, D)
    for i in range(K):
        sig = list(np.argsort(np.where(np.isnan(votes[:, i]), np.inf, votes[:, i]))[: batch.ks[0, i]])
        assert D[0, i] == topk_distance(list(orders[: batch.ks[0, i]]), sig)


# ------------------------------------------------------------------ EM
@pytest.mark.parametrize("estimator", ["sampling", "true"])
def test_em_recovers_theta(estimator):
    theta_star = [-1.0, -0.7, -0.4, -0.4, -0.2, 0.0]
    orders = synthetic_votes(theta_star, 10, 40, random_state=11)
    batch = QueryBatch.from_orders(orders)
    truth = np.tile(np.arange(10), 40)
    res = fit_extended_mallows(
        batch, estimator=estimator, max_iter=15, steps_per_item=20, true_orders=truth, random_state=0
    )
    assert np.allclose(res.theta, theta_star, atol=0.1), res.theta
    assert np.argmin(res.theta) == 0 and res.theta[-1] > -0.05


def test_em_weighted_discounts_random_judge():
    orders = synthetic_votes([-1.0, -1.0, -0.05, -0.05, 0.0], 20, 20, random_state=1)
    res = fit_extended_mallows(QueryBatch.from_orders(orders), estimator="weighted", max_iter=30)
    assert res.theta[0] < res.theta[2] and res.theta[1] < res.theta[3]
    assert abs(res.theta[4]) < abs(res.theta[0])


def test_em_deterministic_and_validates():
    orders = synthetic_votes([-0.5, -0.2, 0.0], 8, 10, random_state=2)
    b = QueryBatch.from_orders(orders)
    r1 = fit_extended_mallows(b, estimator="sampling", max_iter=4, random_state=5)
    r2 = fit_extended_mallows(b, estimator="sampling", max_iter=4, random_state=5)
    assert np.array_equal(r1.theta, r2.theta)
    with pytest.raises(ValueError, match="estimator"):
        fit_extended_mallows(b, estimator="nope")
    with pytest.raises(ValueError, match="true_orders"):
        fit_extended_mallows(b, estimator="true")
    with pytest.raises(ValueError, match="theta_init"):
        fit_extended_mallows(b, theta_init=0.3)
