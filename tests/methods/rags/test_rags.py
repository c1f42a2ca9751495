"""RAGS (Bedő & Ong): multivariate Spearman's rho, Theorem 2, imputation, least squares, methods."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import spearmanr

from rankagg.data.rankings import Rankings
from rankagg.methods.rags.model import (
    average_ranks,
    geomean_consensus,
    h,
    impute_ranks,
    label_log_ranks,
    log_normalised_ranks,
    multivariate_spearman,
    normalised_ranks,
    solve_weights,
)
from rankagg.methods.registry import list_methods, make_method


# ---------------------------------------------------------------- Eq. 2-4
def test_h_values():
    assert h(2) == 3.0  # 3 / (4 - 3)
    assert h(3) == pytest.approx(4 / 4)
    assert h(4) == pytest.approx(5 / 11)
    with pytest.raises(ValueError, match="d must"):
        h(1)


def test_normalised_ranks_average_ties():
    np.testing.assert_allclose(normalised_ranks([10, 20, 20, 5]), np.array([2, 3.5, 3.5, 1]) / 5)
    np.testing.assert_allclose(normalised_ranks([2, 1, 0], descending=True), np.array([1, 2, 3]) / 4)
    with pytest.raises(ValueError, match="NaN"):
        normalised_ranks([1.0, np.nan])


@given(st.integers(2, 12), st.integers(0, 10_000))
@settings(max_examples=60, deadline=None)
def test_rho_d2_is_bivariate_spearman(n, seed):
    rng = np.random.default_rng(seed)
    R = np.column_stack([rng.permutation(n), rng.permutation(n)]) + 1
    expected = 1 - 6 * np.sum((R[:, 0] - R[:, 1]) ** 2) / (n * (n * n - 1))  # Eq. 1
    assert multivariate_spearman(R) == pytest.approx(expected, abs=1e-12)
    assert multivariate_spearman(R) == pytest.approx(spearmanr(R[:, 0], R[:, 1])[0], abs=1e-12)


@given(st.integers(2, 15), st.integers(2, 6), st.integers(0, 10_000))
@settings(max_examples=60, deadline=None)
def test_rho_identical_is_one_and_bounded(n, d, seed):
    rng = np.random.default_rng(seed)
    p = rng.permutation(n)
    assert multivariate_spearman(np.column_stack([p] * d)) == pytest.approx(1.0, abs=1e-12)
    R = np.column_stack([rng.permutation(n) for _ in range(d)])
    assert multivariate_spearman(R) <= 1.0 + 1e-12
    # the paper's literal Eq. 4 is an increasing affine map of the same sum, with h(d)
    paper = multivariate_spearman(R, normalization="paper")
    U = normalised_ranks(R)
    assert paper == pytest.approx(h(d) * (2**d * np.mean(np.prod(U, axis=1)) - 1))


def test_rho_paper_normalisation_hand_value():
    # identical rankings of n items, d = 2: Eq. 4 gives (n - 1) / (n + 1)
    R = np.column_stack([np.arange(1, 6)] * 2)
    assert multivariate_spearman(R, normalization="paper") == pytest.approx(4 / 6)
    # independence: the mean of rho over all permutations of one column is exactly 0 (both versions)
    n = 4
    vals = [multivariate_spearman(np.column_stack([np.arange(n), p, np.arange(n)[::-1]]))
            for p in itertools.permutations(range(n))]
    d3 = [multivariate_spearman(np.column_stack([np.arange(n), p, q]))
          for p in itertools.permutations(range(n)) for q in itertools.permutations(range(n))]
    assert np.mean(d3) == pytest.approx(0.0, abs=1e-12)
    assert len(vals) == 24


def test_rho_bad_input():
    with pytest.raises(ValueError, match="2-D"):
        multivariate_spearman([1, 2, 3])
    with pytest.raises(ValueError, match="normalization"):
        multivariate_spearman(np.ones((3, 2)), normalization="x")
    with pytest.raises(ValueError, match="open interval"):
        multivariate_spearman(np.ones((3, 2)), normalised=True)


# ---------------------------------------------------------------- Theorem 2 by brute force
@pytest.mark.parametrize("seed", range(8))
def test_theorem2_geomean_maximises_rho_brute_force(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(3, 7))  # up to 6! = 720 candidate rankings
    d = int(rng.integers(2, 5))
    experts = np.column_stack([rng.permutation(n) + 1 for _ in range(d)])
    best = -np.inf
    for perm in itertools.permutations(range(1, n + 1)):
        best = max(best, multivariate_spearman(np.column_stack([perm, experts])))
    consensus = geomean_consensus(experts)
    # ties of the product: every way of breaking them is optimal
    broken = np.argsort(np.argsort(consensus, kind="stable"), kind="stable") + 1
    got = multivariate_spearman(np.column_stack([broken, experts]))
    assert got == pytest.approx(best, abs=1e-12)
    assert multivariate_spearman(np.column_stack([broken, experts]), normalization="paper") == pytest.approx(
        max(multivariate_spearman(np.column_stack([p, experts]), normalization="paper")
            for p in itertools.permutations(range(1, n + 1))), abs=1e-12)


def test_geomean_consensus_weights_replicate():
    rng = np.random.default_rng(3)
    E = np.column_stack([rng.permutation(7) + 1 for _ in range(3)])
    twice = geomean_consensus(np.column_stack([E, E[:, 0]]))
    np.testing.assert_array_equal(geomean_consensus(E, weights=[2, 1, 1]), twice)
    with pytest.raises(ValueError, match="weights"):
        geomean_consensus(E, weights=[1, 1])


# ---------------------------------------------------------------- imputation (§4.2)
def test_average_ranks_per_query_with_ties():
    vals = np.array([[3.0], [7.0], [np.nan], [7.0], [2.0], [9.0], [1.0]])
    q = np.array([0, 0, 0, 0, 1, 1, 1])
    np.testing.assert_array_equal(average_ranks(vals, q)[:, 0], [1, 2.5, np.nan, 2.5, 2, 3, 1])


def test_impute_top_hand_computed():
    # n = 5 items; expert lists 2 of them (k = 2) -> missing get mean of 3, 4, 5 = 4
    local = np.array([1.0, np.nan, 2.0, np.nan, np.nan])[:, None]
    out = impute_ranks(local, k=2, n=5, mode="top")[:, 0]
    np.testing.assert_array_equal(out, [1, 4, 2, 4, 4])
    assert out.sum() == 15  # still sums to n(n+1)/2


def test_impute_bottom_hand_computed():
    local = np.array([1.0, np.nan, 2.0, np.nan, np.nan])[:, None]
    # bottom-2 expert: listed items take ranks 4, 5; missing get mean of 1, 2, 3 = 2
    np.testing.assert_array_equal(impute_ranks(local, 2, 5, "bottom")[:, 0], [4, 2, 5, 2, 2])
    np.testing.assert_array_equal(impute_ranks(local, 2, 5, "bottom", "worst_first")[:, 0], [5, 2, 4, 2, 2])
    with pytest.raises(ValueError, match="mode"):
        impute_ranks(local, 2, 5, "middle")
    with pytest.raises(ValueError, match="order"):
        impute_ranks(local, 2, 5, "bottom", "sideways")
    with pytest.raises(ValueError, match="1..k"):
        impute_ranks(local, 1, 5, "top")


def _toy() -> Rankings:
    # query A: 4 docs, 2 experts; query B: 3 docs
    ranks = np.array(
        [
            [1, 7],
            [3, np.nan],
            [np.nan, 2],
            [np.nan, np.nan],
            [5, 1],
            [2, 1],  # tie for expert 2 in query B
            [np.nan, 9],
        ],
        dtype=float,
    )
    return Rankings(
        offsets=np.array([0, 4, 7]),
        ranks=ranks,
        qids=np.array(["A", "B"]),
        docids=np.array(list("abcdefg")),
        ranker_names=("E1", "E2"),
        labels=np.array([2, 0, 1, 0, 1, 1, 0]),
    )


def test_log_normalised_ranks_hand_computed():
    data = _toy()
    top = np.exp(log_normalised_ranks(data, "top"))
    # query A (n = 4): E1 lists a(1), b(2) -> c, d get (2+1+4)/2 = 3.5; E2 lists c(1), a(2)
    # query B (n = 3): E1 lists f(1), e(2) -> g gets 3; E2: e, f tie at 1.5, g = 3
    expected = np.array([[1, 2], [2, 3.5], [3.5, 1], [3.5, 3.5], [2, 1.5], [1, 1.5], [3, 3]])
    n1 = np.array([5, 5, 5, 5, 4, 4, 4])[:, None]
    np.testing.assert_allclose(top, expected / n1)
    bottom = np.exp(log_normalised_ranks(data, "bottom")) * n1
    # query A bottom: E1 lists a, b -> ranks 3, 4; c, d get (4-2+1)/2 = 1.5
    np.testing.assert_allclose(bottom[:4], [[3, 4], [4, 1.5], [1.5, 3], [1.5, 1.5]])


@given(st.integers(0, 10_000), st.sampled_from([("top", "best_first"), ("bottom", "best_first"),
                                                 ("bottom", "worst_first")]))
@settings(max_examples=40, deadline=None)
def test_compiled_log_ranks_match_reference(seed, mode_order):
    """The compiled pass equals log(impute_ranks(average_ranks(.)) / (n+1)), ties and empty lists included."""
    mode, order = mode_order
    rng = np.random.default_rng(seed)
    sizes = rng.integers(1, 9, size=rng.integers(1, 6))
    offsets = np.concatenate([[0], np.cumsum(sizes)])
    n_items = int(offsets[-1])
    ranks = rng.integers(1, 6, size=(n_items, 3)).astype(float)  # many ties
    ranks[rng.random(ranks.shape) < 0.4] = np.nan
    data = Rankings(offsets=offsets, ranks=ranks, qids=np.arange(len(sizes)).astype(str),
                    docids=np.arange(n_items).astype(str), ranker_names=("a", "b", "c"))
    qi = data.query_of_item
    n = data.sizes[qi][:, None].astype(float)
    ref = np.log(impute_ranks(average_ranks(ranks, qi), data.list_lengths()[qi], n, mode, order) / (n + 1))
    np.testing.assert_allclose(log_normalised_ranks(data, mode, order), ref, rtol=0, atol=1e-12)


def test_label_log_ranks_ties_averaged():
    data = _toy()
    L = np.exp(label_log_ranks(data)) * np.array([5, 5, 5, 5, 4, 4, 4])
    # A: labels 2,0,1,0 -> ranks 1, 3.5, 2, 3.5; B: 1,1,0 -> 1.5, 1.5, 3
    np.testing.assert_allclose(L, [1, 3.5, 2, 3.5, 1.5, 1.5, 3])


# ---------------------------------------------------------------- least squares (§4.1)
@given(st.integers(0, 10_000), st.integers(1, 8))
@settings(max_examples=40, deadline=None)
def test_lstsq_matches_numpy_on_stacked_system(seed, d):
    rng = np.random.default_rng(seed)
    X = np.log(rng.uniform(0.01, 0.99, size=(60, d)))
    y = X @ rng.normal(size=d) + 0.1 * rng.normal(size=60)
    np.testing.assert_allclose(solve_weights(X, y), np.linalg.lstsq(X, y, rcond=None)[0], rtol=1e-7, atol=1e-9)


def test_lstsq_on_real_layout_matches_numpy():
    data = _toy()
    X, y = log_normalised_ranks(data, "top"), label_log_ranks(data)
    m = make_method("rags_top").fit(data)
    np.testing.assert_allclose(m.weights_[0], np.linalg.lstsq(X, y, rcond=None)[0], rtol=1e-8)
    # score is minus the log of the weighted geometric mean
    np.testing.assert_allclose(m.score(data), -(X @ m.weights_[0]))


def test_singular_system_falls_back_to_min_norm():
    rng = np.random.default_rng(0)
    x = np.log(rng.uniform(0.1, 0.9, 30))
    X = np.column_stack([x, x])  # two identical experts
    y = 2 * x
    np.testing.assert_allclose(solve_weights(X, y), [1.0, 1.0], atol=1e-8)


def test_ridge_and_nnls():
    rng = np.random.default_rng(1)
    X = np.log(rng.uniform(0.01, 0.99, size=(200, 4)))
    y = X @ np.array([1.5, -0.7, 0.2, 0.0]) + 0.05 * rng.normal(size=200)
    w0 = solve_weights(X, y)
    np.testing.assert_allclose(solve_weights(X, y, method="ridge", alpha=0.0), w0, rtol=1e-9)
    # very strong ridge -> uniform weights (GeoMean) at the least-squares scale
    w_inf = solve_weights(X, y, method="ridge", alpha=1e9)
    assert np.ptp(w_inf) < 1e-6 * abs(w_inf[0])
    s1 = X.sum(axis=1)
    assert w_inf[0] == pytest.approx(s1 @ y / (s1 @ s1), rel=1e-6)
    from scipy.optimize import nnls

    w_nn = solve_weights(X, y, method="nnls")
    assert (w_nn >= 0).all()
    np.testing.assert_allclose(w_nn, nnls(X, y)[0], atol=1e-7)
    with pytest.raises(ValueError, match="method"):
        solve_weights(X, y, method="lasso")
    with pytest.raises(ValueError, match="alpha"):
        solve_weights(X, y, method="ridge", alpha=-1)


# ---------------------------------------------------------------- methods
def test_registry_and_params():
    names = list_methods()
    for n in ("geomean", "rags_top", "rags_bottom"):
        assert n in names
    with pytest.raises(ValueError, match="weights"):
        make_method("rags_top", weights="magic")
    with pytest.raises(ValueError, match="n_bands"):
        make_method("rags_top", n_bands=0)
    with pytest.raises(ValueError, match="alpha"):
        make_method("rags_bottom", alpha=-0.1)
    with pytest.raises(ValueError, match="fit_on"):
        make_method("rags_top", fit_on="test")
    with pytest.raises(ValueError, match="order"):
        make_method("rags_bottom", order="up")
    with pytest.raises(ValueError, match="unknown parameter"):
        make_method("rags_top", order="worst_first")


def test_unfitted_and_unlabelled_errors():
    from rankagg.methods.base import NotFittedError

    data = _toy()
    with pytest.raises(NotFittedError):
        make_method("rags_top").aggregate(data)
    with pytest.raises(ValueError, match="labels"):
        make_method("rags_top").fit(data.without_labels())
    with pytest.raises(ValueError, match="rankers"):
        make_method("rags_top").fit(data).score(data.select_rankers([0]))


def test_geomean_equals_rags_top_uniform():
    data = _toy()
    g = make_method("geomean").score(data)
    np.testing.assert_allclose(make_method("rags_top(weights='none')").score(data), g)
    # hand value for doc a: R = (1/5, 2/5) -> -log(2/25)
    assert g[0] == pytest.approx(-np.log(2 / 25))


def test_influence_and_json_state():
    data = _toy()
    m = make_method("rags_top").fit(data)
    inf = m.influence()
    assert list(inf["bands"][0]["weights"]) == ["E1", "E2"]
    state = {a: getattr(m, a) for a in m.fitted_attributes}
    json.dumps({k: (v.tolist() if isinstance(v, np.ndarray) else v) for k, v in state.items()})


def test_deterministic_and_train_vali():
    data = _toy()
    a = make_method("rags_bottom").fit(data).aggregate(data)
    b = make_method("rags_bottom").fit(data).aggregate(data)
    np.testing.assert_array_equal(a, b)
    m = make_method("rags_top(fit_on='train+vali')").fit(data, data)
    big = Rankings.concatenate([data, data])
    np.testing.assert_allclose(m.weights_[0], make_method("rags_top").fit(big).weights_[0])
    with pytest.raises(ValueError, match="validation"):
        make_method("rags_top(fit_on='train+vali')").fit(data)


def test_bands_on_synthetic_sizes():
    rng = np.random.default_rng(5)
    sizes = rng.permutation(np.repeat([4, 8, 30], 40))
    offsets = np.concatenate([[0], np.cumsum(sizes)])
    n = offsets[-1]
    ranks = np.column_stack([
        np.concatenate([rng.permutation(s) + 1.0 for s in sizes]) for _ in range(3)
    ])
    data = Rankings(offsets=offsets, ranks=ranks, qids=np.arange(120).astype(str),
                    docids=np.arange(n).astype(str), ranker_names=("a", "b", "c"),
                    labels=rng.integers(0, 3, n))
    m = make_method("rags_top", n_bands=3, min_band_queries=1).fit(data)
    np.testing.assert_array_equal(m.band_edges_, [4.0, 8.0])
    assert m.weights_.shape == (3, 3)
    small = data.select_queries(np.flatnonzero(data.sizes == 4))
    X, y = log_normalised_ranks(small, "top"), label_log_ranks(small)
    np.testing.assert_allclose(m.weights_[0], np.linalg.lstsq(X, y, rcond=None)[0], rtol=1e-8)
    band = np.searchsorted(m.band_edges_, data.sizes)[data.query_of_item]
    Xall = log_normalised_ranks(data, "top")
    np.testing.assert_allclose(m.score(data), -np.einsum("ij,ij->i", Xall, m.weights_[band]))
    # a band with too few queries falls back to the global weights
    m2 = make_method("rags_top", n_bands=3, min_band_queries=10_000).fit(data)
    np.testing.assert_allclose(m2.weights_[1], make_method("rags_top").fit(data).weights_[0])


# ---------------------------------------------------------------- real data
@pytest.mark.data
def test_mq2008_rags_top_beats_borda(mq2008):
    from rankagg.experiments.protocol import run_protocol

    top = run_protocol(mq2008, "rags_top", grid={})
    borda = run_protocol(mq2008, "borda", grid={})
    geo = run_protocol(mq2008, "geomean", grid={})
    assert top.test["NDCG@5"] > 0.50  # measured 0.5067
    assert top.test["NDCG@5"] > borda.test["NDCG@5"] + 0.02
    assert geo.test["NDCG@5"] == pytest.approx(0.4671, abs=2e-4)
    bottom = run_protocol(mq2008, "rags_bottom", params={"order": "worst_first"}, grid={})
    assert bottom.test["NDCG@5"] > 0.46  # measured 0.4687


@pytest.mark.data
def test_mq2007_fit_reproducible_and_good(mq2007):
    from rankagg.evaluation.measures import evaluate, mean_measures

    fold = mq2007.fold(1)
    m = make_method("rags_top").fit(fold.train)  # also compiles / loads the kernel
    fresh = fold.train.select_queries(np.arange(fold.train.n_queries))  # no cached ranks
    # its speed (goal: well under a second) is measured by benchmarks/bench_rags.py, not asserted here
    m2 = make_method("rags_top").fit(fresh)
    np.testing.assert_allclose(m2.weights_, m.weights_)
    res = mean_measures(evaluate(fold.test, m2.aggregate(fold.test)))
    assert res["NDCG@5"] > 0.45
