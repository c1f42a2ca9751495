"""Exact Kemeny with a certificate (rankagg.methods.kemeny.exact): brute force, the subset DP, the method."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.rankings import Rankings
from rankagg.io.synthetic import make_mallows, mallows_positions
from rankagg.methods.kemeny.exact import kemeny_components, solve_kemeny
from rankagg.methods.kemeny.search import kemeny_dp, order_cost
from rankagg.methods.registry import make_method


def brute_force_kemeny(Y: np.ndarray) -> tuple[np.ndarray, float]:
    """Every order (n <= 9): of the optimal ones, the tie rule's (the latest item last, then the latest of the
    rest last-but-one, ...: the largest reversed sequence), and the optimal cost."""
    n = Y.shape[0]
    perms = np.array(list(itertools.permutations(range(n))), dtype=np.int64).reshape(-1, n)
    pos = np.argsort(perms, axis=1)
    cost = np.zeros(len(perms))
    for i, j in itertools.permutations(range(n), 2):
        cost += Y[j, i] * (pos[:, i] < pos[:, j])  # i above j costs the weight of j above i
    best = cost.min()
    optimal = perms[cost <= best + 1e-9]
    key = optimal[:, ::-1]
    pick = np.lexsort(key.T[::-1])[-1]  # lexicographically largest reversed order
    return optimal[pick], float(best)


def _votes_matrix(n: int, n_votes: int, seed: int, phi: float = 1.0, partial: float = 0.0) -> np.ndarray:
    """``Y[i, j]`` = voters putting ``i`` above ``j``; Mallows draws (phi = 1: uniform), some pairs unjudged."""
    rng = np.random.default_rng(seed)
    pos = mallows_positions(n_votes, n, np.full(n_votes, phi), rng).astype(float)
    pos[rng.random(pos.shape) < partial] = np.nan  # an unjudged item says nothing about its pairs
    return np.nansum(pos[:, :, None] < pos[:, None, :], axis=0).astype(float)


def test_hand_computed_condorcet_cycle():
    # three voters a>b>c, b>c>a, c>a>b: each pair is won 2-1 around the cycle
    Y = np.array([[0, 2, 1], [1, 0, 2], [2, 1, 0]], dtype=float)
    cert = solve_kemeny(Y, dp_max=0)
    assert cert.objective == 4.0 and cert.lower_bound == 4.0 and cert.proven
    # optimal orders (cost 4): a>b>c, b>c>a, c>a>b (the reversed ones cost 5); the tie rule takes the one
    # whose last item comes latest in the numbering: c, so a>b>c
    assert cert.order.tolist() == [0, 1, 2]


def test_components_are_ordered_by_strict_majority():
    # {0, 1} beat {2} by strict majority, 0 and 1 tie: components [0, 1] then [2]
    Y = np.array([[0, 1, 3], [1, 0, 3], [0, 0, 0]], dtype=float)
    parts = kemeny_components(Y, np.arange(3))
    assert [p.tolist() for p in parts] == [[0, 1], [2]]


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 9), st.integers(1, 6), st.integers(0, 10**6), st.sampled_from([0.0, 0.3]))
def test_equals_brute_force_up_to_9(n, n_votes, seed, partial):
    Y = _votes_matrix(n, n_votes, seed, partial=partial)
    order, cost = brute_force_kemeny(Y)
    for dp_max in (0, 14):  # the integer programme alone, and the DP on small components
        cert = solve_kemeny(Y, dp_max=dp_max)
        assert cert.order.tolist() == order.tolist()
        assert cert.objective == pytest.approx(cost) and cert.lower_bound == pytest.approx(cost)
        assert cert.proven and cert.tie_rule


@settings(max_examples=12, deadline=None)
@given(st.integers(10, 18), st.sampled_from([3, 4, 7, 25]), st.integers(0, 10**6), st.sampled_from([0.5, 0.8, 1.0]))
def test_equals_dp_up_to_18(n, n_votes, seed, phi):
    Y = _votes_matrix(n, n_votes, seed, phi=phi)
    order, cost = kemeny_dp(Y)
    cert = solve_kemeny(Y, dp_max=0)
    assert cert.objective == pytest.approx(cost) and cert.lower_bound == pytest.approx(cost) and cert.proven
    assert cert.order.tolist() == np.asarray(order).tolist()


def test_weighted_votes_and_a_hundred_candidates():
    Y = _votes_matrix(100, 101, 3, phi=0.9) * 0.37  # non-integer weights: bounds are not rounded up
    cert = solve_kemeny(Y)
    assert cert.proven and cert.gap == pytest.approx(0.0, abs=1e-6)
    assert cert.objective == pytest.approx(order_cost(Y, cert.order))
    assert sorted(cert.order.tolist()) == list(range(100))


def test_time_limit_reports_a_gap():
    Y = _votes_matrix(60, 50, 5, phi=0.99)
    cert = solve_kemeny(Y, time_limit=1e-3)
    assert cert.gap >= 0 and cert.lower_bound <= cert.objective
    assert cert.objective == pytest.approx(order_cost(Y, cert.order))
    if not cert.proven:
        assert not cert.tie_rule


def test_bad_matrix_is_refused():
    with pytest.raises(ValueError, match="square"):
        solve_kemeny(np.zeros((2, 3)))


def test_method_exact_keeps_the_dp_results_and_improves_the_search():
    data = make_mallows(n_queries=6, n_items=9, n_rankers=5, random_state=0)
    local = make_method("kemeny").fit(data)
    exact = make_method("kemeny(solver=exact)").fit(data)
    assert np.array_equal(local.aggregate(data), exact.aggregate(data))  # DP queries: bit for bit
    big = make_mallows(n_queries=2, n_items=40, n_rankers=7, random_state=1)
    local = make_method("kemeny")
    exact = make_method("kemeny(solver=exact)")
    local.score(big)
    exact.score(big)
    assert np.all(exact.objective_ <= local.objective_ + 1e-9)
    assert np.all(exact.exact_) and np.allclose(exact.lower_bound_, exact.objective_)
    assert np.allclose(exact.gap_, 0.0)


def test_method_exact_brute_force_through_rankings():
    rng = np.random.default_rng(7)
    ranks = np.argsort(rng.random((4, 7)), axis=1).T + 1.0
    data = Rankings(offsets=np.array([0, 7]), ranks=ranks, qids=np.array(["q"]),
                    docids=np.array([f"d{i}" for i in range(7)]), ranker_names=("a", "b", "c", "d"))
    m = make_method("kemeny(solver=exact, exact_max=0)")
    m.score(data)
    Y = (ranks[:, None, :] < ranks[None, :, :]).sum(axis=2).astype(float)
    assert m.objective_[0] == pytest.approx(brute_force_kemeny(Y)[1])


def test_without_the_tie_rule_any_optimal_order_is_proven():
    Y = _votes_matrix(30, 6, 11, phi=0.9)  # few voters: many optimal orders
    chosen = solve_kemeny(Y, dp_max=0)
    anyone = solve_kemeny(Y, dp_max=0, tie_rule=False)
    assert anyone.proven and anyone.objective == pytest.approx(chosen.objective)
    assert chosen.tie_rule and chosen.proven and chosen.largest_component > 20  # beyond any DP
    # the tie rule's last item is the latest that can be last: every later item k, put last, costs more
    last = int(chosen.order[-1])
    for k in range(last + 1, 30):
        rest = np.delete(np.arange(30), k)
        with_k_last = solve_kemeny(Y[np.ix_(rest, rest)], tie_rule=False).objective + Y[k, rest].sum()
        assert with_k_last > chosen.objective + 1e-9
    rest = np.delete(np.arange(30), last)
    assert solve_kemeny(Y[np.ix_(rest, rest)], tie_rule=False).objective + Y[last, rest].sum() == chosen.objective


def _dense_violated(X: np.ndarray, limit: int):
    """The reference: every triangle sum in one m^3 tensor (the solver's former code), stably sorted."""
    S = X[:, :, None] + X[None, :, :] + X.T[:, None, :]
    a, b, c = np.nonzero(S > 2.0 + 1e-6)
    keep = (a < b) & (a < c)
    a, b, c = a[keep], b[keep], c[keep]
    worst = np.argsort(-S[a, b, c], kind="stable")[:limit]
    return a[worst], b[worst], c[worst]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), m=st.integers(1, 25), limit=st.integers(1, 60),
       values=st.sampled_from([(0.0, 1.0), (0.0, 0.5, 1.0), (0.0, 0.1, 0.6, 0.9, 1.0)]))
def test_violated_triangles_slice_by_slice_equal_the_dense_tensor(seed, m, limit, values):
    from rankagg.methods.kemeny.exact import violated_triangles

    rng = np.random.default_rng(seed)
    upper = np.triu(rng.choice(values, size=(m, m)), 1)
    X = upper + np.triu(1.0 - upper, 1).T  # X[j, i] = 1 - X[i, j], X[i, i] = 0
    for got, want in zip(violated_triangles(X, limit), _dense_violated(X, limit)):
        np.testing.assert_array_equal(got, want)


def test_the_triangle_search_holds_no_cubic_tensor():
    """300 items: the dense tensor was 300^3 doubles (206 MiB; 7.45 GiB at 1000); a slice is 0.7 MiB."""
    import tracemalloc

    from rankagg.methods.kemeny.exact import violated_triangles

    rng = np.random.default_rng(0)
    m = 300
    upper = np.triu(rng.integers(0, 2, (m, m)).astype(float), 1)
    X = upper + np.triu(1.0 - upper, 1).T
    tracemalloc.start()
    try:
        a, _, _ = violated_triangles(X, 4000)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(a) == 4000 and peak < 30 * 2**20


def test_a_programme_over_the_memory_limit_is_refused_before_allocating(monkeypatch):
    from rankagg.exceptions import ProblemTooLargeError

    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.01")
    rng = np.random.default_rng(1)
    Y = rng.integers(0, 3, (400, 400)).astype(float)  # one large component: 400^2 x 150 B = 23 MB
    np.fill_diagonal(Y, 0)
    with pytest.raises(ProblemTooLargeError, match=r"kemeny\(solver=exact\): the integer programme of a component "
                                                   r"of \d+ items needs .*RANKAGG_MEMORY_LIMIT_GB"):
        solve_kemeny(Y, time_limit=1.0)
