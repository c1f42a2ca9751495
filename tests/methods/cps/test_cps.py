"""CPS model (Qin, Geng & Liu 2010) and its Mallows baselines."""

from __future__ import annotations

import itertools
import math
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.methods.cps import distances, inference, learning
from rankagg.data.rankings import Rankings
from rankagg.io.datasets import small_queries_dataset
from rankagg.methods.base import NotFittedError
from rankagg.methods.registry import list_methods, make_method

DISTS = ("t", "r", "f")


def _perms(n):
    return [np.array(p) for p in itertools.permutations(range(n))]


def _sigma(rng, n, m, ties=True):
    cols = [rng.permutation(n) + 1.0 for _ in range(m)]
    if ties:  # a ranker with ties and an unranked block at its average position
        k = max(1, n - 2)
        col = np.r_[rng.permutation(k) + 1.0, np.full(n - k, (k + 1 + n) / 2)]
        cols.append(rng.permutation(col))
    return np.column_stack(cols)


# ------------------------------------------------------------------ hand-computed
def test_theorem1_hand_computed():
    # n = 3, σ = identity positions (1, 2, 3), coset of π's top-1 object = object 2
    s = np.array([1.0, 2.0, 3.0])
    # coset {(2,0,1), (2,1,0)}: d_r = (3-1)^2+(1-2)^2+(2-3)^2 = 6 and (3-1)^2+(2-2)^2+(1-3)^2 = 8
    assert distances.coset_distance([2], s, "r")[0] == pytest.approx(7.0)
    # d_f: 2+1+1 = 4 and 2+0+2 = 4
    assert distances.coset_distance([2], s, "f")[0] == pytest.approx(4.0)
    # d_t: object 2 first inverts 2 pairs; the rest 0 or 1 -> 2.5 = 1/4*2*1 + 2
    assert distances.coset_distance([2], s, "t")[0] == pytest.approx(2.5)
    # a full prefix gives the distance itself
    assert distances.coset_distance([2, 0, 1], s, "t")[0] == pytest.approx(2.0)
    assert distances.distance(np.array([2, 0, 1]), s, "r")[0] == pytest.approx(6.0)


@pytest.mark.parametrize("dist", DISTS)
@pytest.mark.parametrize("n", [2, 3, 5, 6])
def test_coset_distance_equals_brute_force(dist, n):
    rng = np.random.default_rng(n)
    s = _sigma(rng, n, 2)
    for k in range(n + 1):
        prefix = rng.permutation(n)[:k]
        np.testing.assert_allclose(distances.coset_distance(prefix, s, dist), distances.brute_force_coset_distance(prefix, s, dist))


@settings(max_examples=40, deadline=None)
@given(
    dist=st.sampled_from(DISTS),
    data=st.data(),
)
def test_coset_distance_property(dist, data):
    n = data.draw(st.integers(2, 6))
    pos = data.draw(st.lists(st.integers(1, 2 * n).map(lambda v: v / 2.0), min_size=n, max_size=n))
    perm = data.draw(st.permutations(list(range(n))))
    k = data.draw(st.integers(0, n))
    s = np.array(pos)
    np.testing.assert_allclose(
        distances.coset_distance(np.array(perm[:k]), s, dist), distances.brute_force_coset_distance(np.array(perm[:k]), s, dist)
    )


@pytest.mark.parametrize("dist", DISTS)
def test_stage_distances_incremental_match_theorem1(dist):
    rng = np.random.default_rng(3)
    n = 7
    s = _sigma(rng, n, 3)
    order = rng.permutation(n)
    D = distances.stage_distances(order, s, dist)
    for k in range(n):
        for i in range(k, n):
            np.testing.assert_allclose(D[k, i], distances.coset_distance(np.r_[order[:k], order[i]], s, dist))
        assert np.isnan(D[k, :k]).all()


# ------------------------------------------------------------------ the model
@pytest.mark.parametrize("dist", DISTS)
@pytest.mark.parametrize("m", [1, 3])
def test_probabilities_sum_to_one(dist, m):
    rng = np.random.default_rng(10 + m)
    n = 5
    s = _sigma(rng, n, m, ties=m > 1)
    theta = rng.normal(size=s.shape[1])
    total = sum(math.exp(distances.log_prob(p, s, theta, dist)) for p in _perms(n))
    assert total == pytest.approx(1.0, abs=1e-10)


def test_cps_t_equals_mallows_t_single_ranker():
    rng = np.random.default_rng(4)
    n = 6
    s = rng.permutation(n) + 1.0
    for theta in (0.3, 1.7, -0.4):
        for p in _perms(n)[::7]:
            assert distances.log_prob(p, s, [theta], "t") == pytest.approx(inference.mallows_log_prob(p, s, [theta], "t"), abs=1e-10)


def test_cps_t_multi_ranker_differs_from_mallows():
    # documented: Eq. (8) and the multi-ranker Mallows model are different models
    rng = np.random.default_rng(5)
    s = np.column_stack([rng.permutation(5) + 1.0 for _ in range(2)])
    diffs = [distances.log_prob(p, s, [0.7, 0.4], "t") - inference.mallows_log_prob(p, s, [0.7, 0.4], "t") for p in _perms(5)]
    assert np.ptp(diffs) > 1e-3


@pytest.mark.parametrize("dist", DISTS)
def test_mallows_partition_and_mode_equal_enumeration(dist):
    rng = np.random.default_rng(6)
    n = 6
    s = _sigma(rng, n, 2)
    theta = np.array([0.5, -0.2, 0.8])
    perms = _perms(n)
    energies = np.array([distances.distance(p, s, dist) @ theta for p in perms])
    assert inference.mallows_log_partition(s, theta, dist) == pytest.approx(np.log(np.exp(-energies).sum()))
    mode = inference.mallows_mode(s, theta, dist)
    assert distances.distance(mode, s, dist) @ theta == pytest.approx(energies.min())


@pytest.mark.parametrize("dist", ["r", "f"])
def test_mallows_mode_large_n_exact(dist):
    # beyond max_n: sort (d_r) and linear assignment (d_f) are exact too
    rng = np.random.default_rng(7)
    s = _sigma(rng, 9, 3)
    theta = np.abs(rng.normal(size=s.shape[1]))
    a = inference.mallows_mode(s, theta, dist, max_n=12)
    b = inference.mallows_mode(s, theta, dist, max_n=2)
    assert distances.distance(a, s, dist) @ theta == pytest.approx(distances.distance(b, s, dist) @ theta)


# ------------------------------------------------------------------ inference
@pytest.mark.parametrize("dist", DISTS)
def test_global_inference_is_the_argmax(dist):
    rng = np.random.default_rng(8)
    n = 6
    s = _sigma(rng, n, 2)
    theta = rng.normal(size=s.shape[1])
    g = inference.global_inference(s, theta, dist)
    best = max(distances.log_prob(p, s, theta, dist) for p in _perms(n))
    assert distances.log_prob(g, s, theta, dist) == pytest.approx(best)


@pytest.mark.parametrize("seed", range(5))
def test_sequential_equals_global_for_spearman(seed):
    # d_r: the stage cost of candidate j is (n+1-k)·Σθ_m σ_m(j) + const, a Plackett-Luce
    # model with a decreasing temperature: its mode is the sorted order, which
    # Algorithm 1 also returns (exchange argument, docs/cps.md).
    rng = np.random.default_rng(seed)
    n = 7
    s = _sigma(rng, n, 3)
    theta = rng.normal(size=s.shape[1])
    np.testing.assert_array_equal(inference.sequential_inference(s, theta, "r"), inference.global_inference(s, theta, "r"))


@pytest.mark.parametrize("dist", DISTS)
def test_sequential_equals_global_single_and_unanimous(dist):
    rng = np.random.default_rng(9)
    n = 7
    sigma = rng.permutation(n) + 1.0
    expected = np.argsort(sigma)
    one = sigma[:, None]
    np.testing.assert_array_equal(inference.sequential_inference(one, [0.8], dist), expected)
    np.testing.assert_array_equal(inference.global_inference(one, [0.8], dist), expected)
    many = np.column_stack([sigma] * 3)
    th = [0.2, 1.0, 0.5]
    np.testing.assert_array_equal(inference.sequential_inference(many, th, dist), expected)
    np.testing.assert_array_equal(inference.global_inference(many, th, dist), expected)


def test_sequential_is_algorithm1_literally():
    # argmin over candidates of Σ θ_m d̂(S_{n-k}(<prefix, j>), σ_m), from Theorem 1 directly
    rng = np.random.default_rng(11)
    n = 6
    s = _sigma(rng, n, 2)
    theta = np.abs(rng.normal(size=s.shape[1]))
    for dist in DISTS:
        prefix: list[int] = []
        for _ in range(n):
            rest = [j for j in range(n) if j not in prefix]
            costs = [distances.coset_distance(np.array(prefix + [j]), s, dist) @ theta for j in rest]
            prefix.append(rest[int(np.argmin(costs))])
        np.testing.assert_array_equal(inference.sequential_inference(s, theta, dist), prefix)


# ------------------------------------------------------------------ learning
def _toy(rng, n_queries=6, n_docs=5, m=3):
    sizes = rng.integers(3, n_docs + 1, size=n_queries)
    offsets = np.r_[0, np.cumsum(sizes)]
    n = offsets[-1]
    labels = rng.integers(0, 3, size=n)
    ranks = np.empty((n, m))
    for q in range(n_queries):
        a, b = offsets[q], offsets[q + 1]
        for r in range(m):
            noisy = -labels[a:b] + rng.normal(scale=1.0 + r, size=b - a)
            ranks[a:b, r] = np.argsort(np.argsort(noisy)) + 1.0
    ranks[rng.random(ranks.shape) < 0.2] = np.nan
    return Rankings(
        offsets=offsets,
        ranks=ranks,
        qids=np.array([f"q{i}" for i in range(n_queries)]),
        docids=np.array([f"d{i}" for i in range(n)]),
        ranker_names=tuple(f"R{i}" for i in range(m)),
        labels=labels,
    )


@pytest.mark.parametrize("dist", DISTS)
def test_cps_log_likelihood_and_gradient(dist):
    rng = np.random.default_rng(12)
    data = _toy(rng)
    orders = learning.truth_orders(data, "random", 2, np.random.default_rng(0))
    prob = learning.CPSProblem(data, dist, orders)
    theta = rng.normal(size=data.n_rankers) * 0.3
    ll, g = prob.value_and_grad(theta)
    # equals Eq. (12) computed from log_prob, averaged over the truth samples
    s = learning.location_positions(data)
    ref = 0.0
    for order in orders:
        for sl in data.query_slices():
            ref += distances.log_prob(order[sl] - sl.start, s[sl], theta, dist) / len(orders)
    assert ll == pytest.approx(ref, rel=1e-5)
    eps = 1e-5
    num = np.array([(prob.value_and_grad(theta + eps * e)[0] - prob.value_and_grad(theta - eps * e)[0]) / (2 * eps) for e in np.eye(len(theta))])
    np.testing.assert_allclose(g, num, rtol=1e-4, atol=1e-6)


@pytest.mark.parametrize("dist", DISTS)
def test_mallows_log_likelihood_gradient(dist):
    rng = np.random.default_rng(13)
    data = _toy(rng)
    orders = learning.truth_orders(data, "tie_rule")
    prob = learning.MallowsProblem(data, dist, orders)
    theta = rng.normal(size=data.n_rankers) * 0.3
    ll, g = prob.value_and_grad(theta)
    s = learning.location_positions(data)
    ref = sum(inference.mallows_log_prob(orders[0][sl] - sl.start, s[sl], theta, dist) for sl in data.query_slices())
    assert ll == pytest.approx(ref)
    eps = 1e-6
    num = np.array([(prob.value_and_grad(theta + eps * e)[0] - prob.value_and_grad(theta - eps * e)[0]) / (2 * eps) for e in np.eye(len(theta))])
    np.testing.assert_allclose(g, num, rtol=1e-4, atol=1e-6)


def test_metropolis_marginals_approach_exact():
    rng = np.random.default_rng(14)
    s = _sigma(rng, 5, 2)
    theta = np.array([0.4, 0.2, 0.3])
    T, pair = inference._mallows_costs(s, distances._code("f"))
    C = np.tensordot(theta, T, axes=1)
    _, Q = inference._mallows_fb(C, pair)
    steps = 2000 + 4000 * 5
    Qmc = learning._metropolis(C, pair, np.arange(5), 4000, 5, 2000, rng.integers(0, 4, size=steps), rng.random(steps))
    np.testing.assert_allclose(Qmc, Q, atol=0.03)


# ------------------------------------------------------------------ aggregators
def test_registry_and_params():
    assert {"cps", "mallows_exact", "mallapp"} <= set(list_methods())
    m = make_method("cps(distance='r', inference='global')")
    assert m.distance == "r" and m.inference == "global"
    for bad in ("cps(distance='x')", "cps(inference='best')", "cps(unranked='top')", "cps(truth='x')", "mallows_exact(max_n=40)", "mallapp(lr=-1)"):
        with pytest.raises(ValueError):
            make_method(bad)
    with pytest.raises(ValueError, match="unknown parameter"):
        make_method("cps", k=3)
    # the shared Aggregator checks: name the parameter, reject bools, non-finite numbers and out-of-range ints
    for spec, match in [("cps(max_iter=0)", "max_iter must be an integer >= 1"), ("cps(max_iter=True)", "max_iter"),
                        ("cps(exact_max_n=21)", r"exact_max_n must be an integer >= 1 and <= 20"), ("cps(tol=0)", "tol must be a finite number > 0"),
                        ("cps(alpha=-0.5)", "alpha must be a finite number >= 0"), ("cps(alpha=-1e-300)", "alpha"),
                        ("mallapp(burn_in=-1)", "burn_in"), ("mallapp(n_samples=2.5)", "n_samples"), ("cps(n_truth=0)", "n_truth")]:
        with pytest.raises(ValueError, match=match):
            make_method(spec)
    assert make_method("cps(alpha=0, tol=1e-9, exact_max_n=20)").alpha == 0
    with pytest.raises(ValueError, match="alpha"):
        make_method("cps", alpha=float("nan"))


@pytest.mark.parametrize("spec", ["cps(distance='t')", "cps(distance='f', inference='global')", "mallows_exact(distance='r')", "mallapp(distance='f', n_iter=5)"])
def test_fit_score_deterministic(spec):
    rng = np.random.default_rng(15)
    data = _toy(rng, n_queries=8)
    m = make_method(spec)
    with pytest.raises(NotFittedError):
        m.aggregate(data)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        a = m.fit(data).aggregate(data)
        b = make_method(spec).fit(data).aggregate(data)
    np.testing.assert_array_equal(a, b)
    # a permutation 1..n per query
    for sl in data.query_slices():
        assert sorted(a[sl]) == list(range(1, sl.stop - sl.start + 1))
    assert all(isinstance(v, float) for v in np.asarray(m.theta_).tolist())
    with pytest.raises(ValueError, match="rankers"):
        m.aggregate(data.select_rankers([0, 1]))


def test_global_falls_back_beyond_exact_max_n():
    rng = np.random.default_rng(16)
    data = _toy(rng, n_queries=4, n_docs=6)
    m = make_method("cps(inference='global', exact_max_n=3)").fit(data)
    with pytest.warns(UserWarning, match="exact_max_n"):
        g = m.aggregate(data)
    np.testing.assert_array_equal(g, m.with_params(inference="sequential").fit(data).aggregate(data))


def test_learning_recovers_the_informative_ranker():
    rng = np.random.default_rng(17)
    data = _toy(rng, n_queries=30, n_docs=7)
    m = make_method("cps(distance='t')").fit(data)
    # ranker 0 has the least noise: the largest weight
    assert int(np.argmax(m.theta_)) == 0


# ------------------------------------------------------------------ real data
@pytest.mark.data
def test_mq2008_small_reproduction(mq2008):
    from rankagg.experiments.protocol import run_protocol

    small = small_queries_dataset(mq2008)
    assert [s.n_queries for s in small.subsets] == [95, 74, 74, 84, 76]
    assert small.all.sizes.max() <= 8
    res = run_protocol(small, "cps(distance='t')", params={"unranked": "average", "truth": "tie_rule"}, grid={}, select_by="MeanNDCG")
    # paper Table 1(a) CPS-S(d_t): 0.419 / 0.489 / 0.534 / 0.454 (we measure 0.46 / 0.52 / 0.56 / 0.47)
    assert res.test["NDCG@2"] > 0.44
    assert res.test["NDCG@4"] > 0.50
    assert res.test["NDCG@8"] > 0.45
    res_g = run_protocol(small, "cps(distance='r', inference='global')", params={"truth": "tie_rule"}, grid={}, select_by="MeanNDCG")
    res_s = run_protocol(small, "cps(distance='r')", params={"truth": "tie_rule"}, grid={}, select_by="MeanNDCG")
    # the d_r argument: sequential inference is exact
    assert res_g.test["NDCG@2"] == pytest.approx(res_s.test["NDCG@2"])


@pytest.mark.data
def test_mq2008_agg_cps_s_fold1(mq2008):
    from rankagg.evaluation.measures import evaluate, mean_measures

    fold = mq2008.fold(1)
    m = make_method("cps(distance='t')").fit(fold.train)
    res = mean_measures(evaluate(fold.test, m.aggregate(fold.test)))
    # paper Table 1(b) CPS-S(d_t) on MQ2008-agg (5-fold mean): NDCG@2 0.312, @8 0.403
    assert res["NDCG@2"] > 0.30
    assert res["NDCG@8"] > 0.40


def test_truth_top_is_the_coset_likelihood():
    # truth='top': only the stages that place the relevant documents count, i.e. the
    # log-probability of the coset S_{n-r}π (later stages sum to one)
    rng = np.random.default_rng(18)
    data = _toy(rng, n_queries=5)
    orders = learning.truth_orders(data, "tie_rule")
    n_rel = np.bincount(data.query_of_item, weights=data.labels > 0, minlength=data.n_queries).astype(np.int64)
    prob = learning.CPSProblem(data, "f", orders, max_stage=n_rel)
    theta = rng.normal(size=data.n_rankers) * 0.3
    s = learning.location_positions(data)
    ref = 0.0
    for q, sl in enumerate(data.query_slices()):
        order = orders[0][sl] - sl.start
        r = int(n_rel[q])
        rest = [o for o in range(sl.stop - sl.start) if o not in order[:r]]
        # marginal over all completions of the top-r prefix, by enumeration
        ref += np.log(sum(np.exp(distances.log_prob(np.r_[order[:r], t], s[sl], theta, "f")) for t in itertools.permutations(rest)))
    assert prob.value_and_grad(theta)[0] == pytest.approx(ref)
    m = make_method("cps(truth='top')").fit(data)
    assert np.all(np.isfinite(m.theta_))


@pytest.mark.parametrize("dist", DISTS)
def test_log_prob_theorem2_equals_naive(dist):
    rng = np.random.default_rng(19)
    s = _sigma(rng, 9, 2)
    order = rng.permutation(9)
    theta = rng.normal(size=s.shape[1])
    assert distances.log_prob(order, s, theta, dist) == pytest.approx(distances.log_prob_naive(order, s, theta, dist))
