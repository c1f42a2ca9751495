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
from rankagg.methods.kemeny.search import kemeny_dp, order_cost, tie_weights
from rankagg.methods.registry import make_method


def _all_orders(Y: np.ndarray):
    """Every order of ``Y``'s items (n <= 9) with its Kemeny cost and the tie rule's weight against the numbering."""
    n = Y.shape[0]
    perms = np.array(list(itertools.permutations(range(n))), dtype=np.int64).reshape(-1, n)
    pos = np.argsort(perms, axis=1)
    cost = np.zeros(len(perms))
    weight = np.zeros(len(perms))
    for i, j in itertools.permutations(range(n), 2):
        cost += Y[j, i] * (pos[:, i] < pos[:, j])  # i above j costs the weight of j above i
        if i > j:  # j comes first in the numbering: i above it is against the numbering, weighing n(n-j) + (n-i)
            weight += (n * (n - j) + (n - i)) * (pos[:, i] < pos[:, j])
    return perms, cost, weight


def _latest_last(orders: np.ndarray) -> np.ndarray:
    """Of ``orders``, the one whose last item is the latest, then the last-but-one, ...: the largest reversed."""
    return orders[np.lexsort(orders[:, ::-1].T[::-1])[-1]]


def brute_force_kemeny(Y: np.ndarray) -> tuple[np.ndarray, float]:
    """Every order (n <= 9): of the optimal ones, the tie rule's (the least weight against the numbering, then
    the latest item last, then the latest of the rest last-but-one, ...), and the optimal cost."""
    perms, cost, weight = _all_orders(Y)
    best = cost.min()
    optimal = cost <= best + 1e-9
    lightest = optimal & (weight == weight[optimal].min())
    return _latest_last(perms[lightest]), float(best)


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
    # with the least weight against the numbering: a>b>c has none
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
    order, cost = kemeny_dp(Y, tie_weights(n))
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
    assert exact.time_limit == 60.0 and exact.note_ == ["", ""] and np.all(exact.tie_rule_)
    assert np.all((exact.fixed_share_ > 0) & (exact.fixed_share_ <= 1))


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
    assert not anyone.tie_rule and "tie_rule=False" in anyone.note
    # the rule's order weighs no more against the numbering than the other optimal one (30 items: no brute force)
    W = tie_weights(30)
    against = lambda o: sum(W[o[p], o[q]] for p in range(30) for q in range(p))  # noqa: E731  o[q] above o[p]
    assert against(chosen.order) <= against(anyone.order)


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 7), st.integers(1, 4), st.integers(0, 10**6))
def test_the_bottom_up_choice_is_the_latest_last_among_optimal_orders(n, n_votes, seed):
    """The last stage alone (on the optimal face only): the latest item last, then the next, as brute force."""
    from rankagg.methods.kemeny.exact import _Part, _Solver
    from rankagg.methods.kemeny.programme import Deadline, Programme, Row

    Y = _votes_matrix(n, n_votes, seed)
    perms, cost, _ = _all_orders(Y)
    want = _latest_last(perms[cost <= cost.min() + 1e-9])
    prog = Programme(Y, tie_weights(n))
    first = perms[np.argmin(cost)]
    face = Row(prog.c, high=cost.min() - prog.const + 0.5)
    solver = _Solver(Y, Deadline(None), 0, True, None, None)
    part = solver._bottom_up(prog, first, float(cost.min()), [face], _Part(first, 0.0, 0.0, True, False))
    assert part.tie_rule and part.order.tolist() == want.tolist()


def _independent_ilp(Y: np.ndarray) -> float:
    """The Kemeny optimum by a different formulation and solver: one binary per ordered pair (``a_ij + a_ji = 1``),
    every transitivity row ``a_ij + a_jk + a_ki <= 2`` up front (no lazy rows), solved by CBC through PuLP."""
    import pulp

    n = Y.shape[0]
    prob = pulp.LpProblem("kemeny", pulp.LpMinimize)
    a = {(i, j): pulp.LpVariable(f"a_{i}_{j}", cat="Binary") for i in range(n) for j in range(n) if i != j}
    prob += pulp.lpSum(float(Y[j, i]) * a[i, j] for (i, j) in a)
    for i, j in itertools.combinations(range(n), 2):
        prob += a[i, j] + a[j, i] == 1
    for i, j, k in itertools.permutations(range(n), 3):
        prob += a[i, j] + a[j, k] + a[k, i] <= 2
    prob.solve(pulp.PULP_CBC_CMD(msg=False, threads=1))
    assert pulp.LpStatus[prob.status] == "Optimal"
    return float(pulp.value(prob.objective))


@settings(max_examples=8, deadline=None)
@given(st.integers(8, 16), st.sampled_from([3, 4, 9]), st.integers(0, 10**6), st.sampled_from([0.7, 1.0]),
       st.sampled_from([0.0, 0.3]))
def test_equals_an_independent_ilp(n, n_votes, seed, phi, partial):
    Y = _votes_matrix(n, n_votes, seed, phi=phi, partial=partial)
    cert = solve_kemeny(Y, dp_max=0)
    assert cert.proven and cert.objective == pytest.approx(_independent_ilp(Y))
    assert cert.lower_bound == pytest.approx(cert.objective) and order_cost(Y, cert.order) == cert.objective


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 7), st.integers(1, 9), st.integers(0, 10**6), st.sampled_from([0.3, 0.8, 1.0]))
def test_three_quarter_pairs_hold_in_every_optimal_order(n, n_votes, seed, phi):
    from rankagg.methods.kemeny.reductions import three_quarter_pairs

    Y = _votes_matrix(n, n_votes, seed, phi=phi)  # complete orders
    F = three_quarter_pairs(Y, n_votes)
    perms, cost, _ = _all_orders(Y)
    pos = np.argsort(perms[cost <= cost.min() + 1e-9], axis=1)
    for i, j in zip(*np.nonzero(F)):
        assert np.all(pos[:, i] < pos[:, j])
    cert = solve_kemeny(Y, dp_max=0, votes=n_votes)
    assert cert.order.tolist() == brute_force_kemeny(Y)[0].tolist()


def test_three_quarter_rule_on_a_hand_made_election_and_its_refusal():
    from rankagg.methods.kemeny.reductions import three_quarter_pairs

    # 4 voters: a>b>c, a>c>b, a>b>c, b>a>c: a beats c 4-0, b 3-1 (3/4), so a is non-dirty; b-c 3-1 too
    Y = np.array([[0, 3, 4], [1, 0, 3], [0, 1, 0]], dtype=float)
    F = three_quarter_pairs(Y, 4)
    assert F.tolist() == [[False, True, True], [False, False, True], [False, False, False]]
    with pytest.raises(ValueError, match="votes=5 needs Y"):
        three_quarter_pairs(Y, 5)


def test_a_stopped_search_gives_the_same_order_every_run_and_says_why():
    Y = _votes_matrix(80, 50, 2, phi=0.99)
    runs = [solve_kemeny(Y, time_limit=1e-3) for _ in range(3)]
    assert all(r.order.tolist() == runs[0].order.tolist() for r in runs)
    assert not runs[0].proven and "time limit" in runs[0].note and "local search" in runs[0].note
    assert all(r.objective == runs[0].objective for r in runs)


def test_share_of_fixed_pairs_and_progress_messages():
    Y = _votes_matrix(60, 50, 4, phi=0.95)
    from rankagg.api.commands import solver_progress  # the command line's way in: its stderr display

    said: list[str] = []
    with solver_progress(said.append):
        cert = solve_kemeny(Y, votes=50)
    assert cert.proven and cert.tie_rule and 0.0 <= cert.fixed_share <= 1.0
    # pairs across components alone: the share is at least theirs
    sizes = [len(p) for p in kemeny_components(Y, np.arange(60))]
    assert cert.fixed_share >= 1 - sum(s * (s - 1) / 2 for s in sizes) / (60 * 59 / 2) - 1e-12
    assert cert.largest_component > 14 and any("optimum" in m and "proven" in m for m in said)
    said.clear()
    solve_kemeny(Y)  # outside the block: silent
    assert said == []


def test_an_all_tied_election_ends_at_once_with_the_tie_order():
    """One voter, 300 alternatives in one tie class: every order is optimal; the rule gives the tie order."""
    cert = solve_kemeny(np.zeros((300, 300)))
    assert cert.proven and cert.tie_rule and cert.order.tolist() == list(range(300)) and cert.objective == 0


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
    from rankagg.methods.kemeny.programme import violated_triangles

    rng = np.random.default_rng(seed)
    upper = np.triu(rng.choice(values, size=(m, m)), 1)
    X = upper + np.triu(1.0 - upper, 1).T  # X[j, i] = 1 - X[i, j], X[i, i] = 0
    for got, want in zip(violated_triangles(X, limit), _dense_violated(X, limit)):
        np.testing.assert_array_equal(got, want)


def test_the_triangle_search_holds_no_cubic_tensor():
    """300 items: the dense tensor was 300^3 doubles (206 MiB; 7.45 GiB at 1000); a slice is 0.7 MiB."""
    import tracemalloc

    from rankagg.methods.kemeny.programme import violated_triangles

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


def test_a_call_stopped_before_any_bound_proves_nothing(monkeypatch):
    """A HiGHS call stopped by the limit with no bound (-inf) must not count as reaching the incumbent's cost
    (a tolerance scaled by |bound| once made -inf >= upper - inf true, and the local search order 'proven')."""
    from rankagg.methods.kemeny import exact
    from rankagg.methods.kemeny.programme import Answer, Deadline, Programme

    Y = _votes_matrix(20, 5, 1)
    prog = Programme(Y, tie_weights(20))
    monkeypatch.setattr(Programme, "solve", lambda self, *a, **k: Answer(None, -np.inf, 1))
    status, x, bound = exact._minimise(prog, prog.c, prog.const, Deadline(None), upper=order_cost(Y, np.arange(20)))
    assert status == "stopped" and x is None and bound == -np.inf


def _optimal_positions(Y: np.ndarray) -> np.ndarray:
    """Every optimal order's positions (brute force over all orders): one row per optimal order."""
    perms, cost, _ = _all_orders(Y)
    return np.argsort(perms[cost <= cost.min() + 1e-9 * max(1.0, abs(cost.min()))], axis=1)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 8), st.integers(1, 9), st.integers(0, 10**6), st.sampled_from([0.3, 0.8, 1.0]),
       st.sampled_from([0.0, 0.3]), st.sampled_from([1.0, 0.37]))
def test_exchange_rules_hold_in_every_optimal_order(n, n_votes, seed, phi, partial, weight):
    """Every pair the majority rule and the MOT fix (iterated, with the optimised lambda) has the same order in
    EVERY optimal order (all of them enumerated), on complete, partial (tied pairs) and weighted votes."""
    from rankagg.methods.kemeny.reductions import exchange_pairs

    Y = _votes_matrix(n, n_votes, seed, phi=phi, partial=partial) * weight
    F, counts = exchange_pairs(Y)
    assert int(F.sum()) == counts["majority"] + counts["mot"] and not np.any(F & F.T)
    pos = _optimal_positions(Y)
    for i, j in zip(*np.nonzero(F)):
        assert np.all(pos[:, i] < pos[:, j]), (i, j)
    plain, _ = exchange_pairs(Y, plain_mot=True)
    assert not np.any(plain & ~F)  # the optimised rule fixes every pair the plain MOT fixes
    if partial == 0.0 and weight == 1.0:  # complete orders: every pair of the 3/4 rule too
        from rankagg.methods.kemeny.reductions import three_quarter_pairs

        assert not np.any(three_quarter_pairs(Y, n_votes) & ~F)


def test_exchange_rules_on_hand_made_profiles():
    from rankagg.methods.kemeny.reductions import exchange_pairs, three_quarter_pairs

    # votes a>b>c, a>b>c, b>a>c: D[a,b] = 1, D[a,c] = D[b,c] = 3.  a-b is a 2-1 majority, so a and b are
    # 3/4-dirty and the 3/4 rule fixes only c's pairs.  MOT for (a, b): z = c adds min(0, 3 lam - 3 (1 - lam)),
    # 0 at lam = 1/2, so g = 1 > 0: a above b in every optimal order
    Y = np.array([[0, 2, 3], [1, 0, 3], [0, 0, 0]], dtype=float)
    assert three_quarter_pairs(Y, 3).tolist() == [[False, False, True], [False, False, True], [False, False, False]]
    F, _ = exchange_pairs(Y)
    assert F.tolist() == [[False, True, True], [False, False, True], [False, False, False]]
    # weighted: z beats x by 4, z beats y by 2, x beats y by 1 (items x, y, z = 0, 1, 2).  The plain MOT for
    # (x, y): 1 + min(0, (-4 + 2) / 2) = 0, not > 0; at lam = 0 (moving y down past z): 1 + min(0, 2) = 1 > 0
    Y = np.array([[0, 1, 0], [0, 0, 0], [4, 2, 0]], dtype=float)
    plain, _ = exchange_pairs(Y, plain_mot=True)
    assert plain.tolist() == [[False, False, False], [False, False, False], [True, True, False]]
    F, _ = exchange_pairs(Y)
    assert F.tolist() == [[False, True, False], [False, False, False], [True, True, False]]


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 8), st.integers(1, 7), st.integers(0, 10**6), st.sampled_from([0.5, 1.0]))
def test_shares_of_fixed_pairs_add_up(n, n_votes, seed, phi):
    from rankagg.methods.kemeny.exact import RULES

    Y = _votes_matrix(n, n_votes, seed, phi=phi)
    cert = solve_kemeny(Y, dp_max=0, votes=n_votes)
    assert list(cert.fixed_by) == list(RULES)
    assert cert.fixed_share == pytest.approx(sum(cert.fixed_by.values())) and cert.fixed_share <= 1 + 1e-12
    assert cert.order.tolist() == brute_force_kemeny(Y)[0].tolist()


def test_iterated_search_is_deterministic_and_no_worse():
    from rankagg.methods.kemeny.search import copeland_start, iterated_search, move_search

    Y = _votes_matrix(60, 50, 9, phi=0.99)
    plain = order_cost(Y, move_search(Y, copeland_start(Y), 1000)[0])
    runs = [iterated_search(Y, copeland_start(Y), 500, 100, 0) for _ in range(2)]
    assert runs[0][0].tolist() == runs[1][0].tolist() and runs[0][1] == runs[1][1]
    assert runs[0][1] == order_cost(Y, runs[0][0]) <= plain
    assert sorted(runs[0][0].tolist()) == list(range(60))
