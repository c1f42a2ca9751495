"""Supervised St.Agg_F / RankAgg_F: gradients vs finite differences, LambdaRank deltas vs brute force, fitting."""

from __future__ import annotations

import numpy as np
import pytest

from rankagg.data.rankings import Rankings
from rankagg.evaluation.measures import evaluate, mean_measures
from rankagg.methods.base import NotFittedError
from rankagg.methods.supervised.graded_objectives import OBJECTIVES
from rankagg.methods.supervised.lambda_gradients import lambda_gradient
from rankagg.methods.supervised.stagg_features import feature_map
from rankagg.methods.supervised.stagg_objective import stagg_objective
from rankagg.methods.registry import make_method
from rankagg.features.tensor import cp_als


def _random_data(seed=0, sizes=(5, 7, 3, 1, 9), m=3):
    rng = np.random.default_rng(seed)
    n = sum(sizes)
    off = np.concatenate([[0], np.cumsum(sizes)])
    ranks = np.empty((n, m))
    for a, b in zip(off[:-1], off[1:]):
        for j in range(m):
            ranks[a:b, j] = rng.permutation(b - a) + 1.0
    ranks[rng.random(ranks.shape) < 0.25] = np.nan
    labels = rng.integers(0, 3, n)
    return Rankings(offsets=off, ranks=ranks, qids=[f"q{i}" for i in range(len(sizes))],
                    docids=[f"d{i}" for i in range(n)], ranker_names=tuple(f"r{j}" for j in range(m)), labels=labels)


@pytest.mark.parametrize("objective", OBJECTIVES)
@pytest.mark.parametrize("sigma", [0.5, 0.1])
def test_stagg_gradient_finite_differences(objective, sigma):
    data = _random_data()
    f = np.random.default_rng(1).normal(size=data.n_items)
    _, g = stagg_objective(data, f, sigma, objective)
    eps = 1e-6
    num = np.empty_like(f)
    for i in range(len(f)):
        fp, fm = f.copy(), f.copy()
        fp[i] += eps
        fm[i] -= eps
        num[i] = (stagg_objective(data, fp, sigma, objective)[0] - stagg_objective(data, fm, sigma, objective)[0]) / (2 * eps)
    np.testing.assert_allclose(g, num, atol=1e-7)


def _expected_objective_reference(data, f, sigma, objective, var_floor=0.01):
    """Eq. 14 and the expected objectives summed over every rank, in NumPy (no window, no reuse)."""
    from scipy.stats import norm

    total = 0.0
    for sl in data.query_slices():
        fq, y = f[sl], data.labels[sl].astype(float)
        n = len(fq)
        p = norm.cdf((fq[:, None] - fq[None, :]) / (np.sqrt(2.0) * sigma))
        np.fill_diagonal(p, 0.0)
        mu = p.sum(axis=0)
        s = np.sqrt(var_floor + (p * (1 - p)).sum(axis=0))
        r = np.arange(n)
        cell = norm.cdf((r[None, :] + 0.5 - mu[:, None]) / s[:, None]) - norm.cdf((r[None, :] - 0.5 - mu[:, None]) / s[:, None])
        if objective == "ndcg":
            ideal = np.sort(2.0 ** y - 1)[::-1]
            dmax = (ideal / np.log2(2.0 + r)).sum()
            gain = ((2.0 ** y - 1)[:, None] / np.log2(2.0 + r)[None, :]) / dmax if dmax > 0 else np.zeros((n, n))
        elif objective == "rbp":
            gain = (1 - 0.95) * y[:, None] * 0.95 ** r[None, :]
        else:
            rel = (2.0 ** y - 1) / 4.0
            above = norm.cdf((r[None, :] - 0.5 - mu[:, None]) / s[:, None])  # P(R_i < r)
            logs = np.log1p(-rel[:, None] * above)
            gain = rel[:, None] / (r[None, :] + 1.0) * np.exp(logs.sum(axis=0)[None, :] - logs)
        # the kernel drops cells more than 9 standard deviations away, as the reference must
        zp = (r[None, :] + 0.5 - mu[:, None]) / s[:, None]
        zm = (r[None, :] - 0.5 - mu[:, None]) / s[:, None]
        total += (gain * cell * ~((zm > 9.0) | (zp < -9.0))).sum()
    return total


@pytest.mark.parametrize("objective", OBJECTIVES)
@pytest.mark.parametrize("sigma", [1e-4, 0.01, 0.3, 5.0])
def test_stagg_objective_matches_dense_reference(objective, sigma):
    """The kernel visits only ranks near μ_j and reuses Φ across cells; the sum must not change."""
    data = _random_data(11, sizes=(6, 13, 2, 30, 1))
    f = np.random.default_rng(2).normal(size=data.n_items) * 0.05
    f[::7] = f[1::7][: len(f[::7])]  # exact ties: contests at z = 0
    got = stagg_objective(data, f, sigma, objective)[0]
    assert got == pytest.approx(_expected_objective_reference(data, f, sigma, objective), rel=1e-11, abs=1e-13)


def test_gd_fits_depend_on_lr_over_sigma_squared():
    """Equal lr / σ² give the same iterates in u = w / σ (StAggSupervised.equivalence_key)."""
    train = _random_data(5, sizes=(12, 10, 15, 9, 11, 14), m=4)
    vali = _random_data(6, sizes=(10, 13, 8), m=4)
    a = make_method("stagg_sup", features="bf", lr=0.5, sigma=0.5, max_iter=25, eval_every=5).fit(train, vali)
    b = make_method("stagg_sup", features="bf", lr=0.005, sigma=0.05, max_iter=25, eval_every=5).fit(train, vali)
    c = make_method("stagg_sup", features="bf", lr=0.5, sigma=0.05, max_iter=25, eval_every=5).fit(train, vali)
    np.testing.assert_allclose(a.coef_ / 0.5, b.coef_ / 0.05, rtol=1e-9)
    assert [h[1] for h in a.history_] == pytest.approx([h[1] for h in b.history_], abs=1e-12)
    assert not np.allclose(a.coef_ / 0.5, c.coef_ / 0.05, rtol=1e-3)
    cls = type(a)
    key = cls.equivalence_key
    assert key({"lr": 0.1, "sigma": 0.1}) == key({"lr": 0.001, "sigma": 0.01}) == key({"lr": 1e-5, "sigma": 1e-3})
    assert key({"lr": 0.1, "sigma": 0.1}) != key({"lr": 0.01, "sigma": 0.1})
    assert key({"lr": 0.1, "sigma": 0.1}) != key({"lr": 0.001, "sigma": 0.01, "objective": "err"})
    assert key({"lr": 0.1, "sigma": 0.1, "optimizer": "adam"}) is None


def test_protocol_fits_each_equivalence_class_once(tmp_path):
    """The protocol fits one setting per lr / σ² and gives the others its validation value."""
    from rankagg.experiments.protocol import run_protocol
    from rankagg.io.datasets import LetorDataset

    subsets = [_random_data(20 + k, sizes=(9, 12, 7, 10), m=3) for k in range(5)]
    ds = LetorDataset("toy", tuple(subsets))
    grid = {"lr": [0.5, 0.05, 0.005], "sigma": [0.5, 0.05]}
    res = run_protocol(ds, "stagg_sup", {"features": "bf", "max_iter": 10, "eval_every": 5}, grid=grid, folds=(1,))
    fold = res.folds[0]
    assert fold.grid_equivalent == {"{'lr': 0.005, 'sigma': 0.05}": "{'lr': 0.5, 'sigma': 0.5}"}
    assert fold.grid_validation["{'lr': 0.005, 'sigma': 0.05}"] == fold.grid_validation["{'lr': 0.5, 'sigma': 0.5}"]
    assert len(fold.grid_validation) == 6
    assert res.to_dict()["folds"][0]["grid_equivalent"] == fold.grid_equivalent
    # a bad setting in the grid is refused by name before any equivalence is computed
    with pytest.raises(ValueError, match="sigma"):
        run_protocol(ds, "stagg_sup", {"features": "bf", "max_iter": 1}, grid={"lr": [0.5], "sigma": [0.0, 0.5]}, folds=(1,))


def _metric(objective, labels, order):
    """Brute-force NDCG (log2 discount, full list) / ERR / RBP of one ordering."""
    y = labels[order].astype(float)
    k = np.arange(1, len(y) + 1)
    if objective == "ndcg":
        ideal = np.sort(2.0 ** labels - 1)[::-1]
        dmax = (ideal / np.log2(1 + k)).sum()
        return ((2.0 ** y - 1) / np.log2(1 + k)).sum() / dmax if dmax > 0 else 0.0
    if objective == "rbp":
        return ((1 - 0.95) * y * 0.95 ** (k - 1)).sum()
    r = (2.0 ** y - 1) / 4.0
    c = np.concatenate([[1.0], np.cumprod(1 - r)[:-1]])
    return (c * r / k).sum()


@pytest.mark.parametrize("objective", OBJECTIVES)
def test_lambda_deltas_match_swaps(objective):
    data = _random_data(3, sizes=(8,))
    rng = np.random.default_rng(4)
    f = rng.normal(size=8)
    value, grad = lambda_gradient(data, f, objective)
    order = np.argsort(-f, kind="stable")
    assert value == pytest.approx(_metric(objective, data.labels, order))
    # rebuild the gradient from brute-force swaps
    y = data.labels
    pos = np.empty(8, int)
    pos[order] = np.arange(8)
    ref = np.zeros(8)
    for i in range(8):
        for j in range(8):
            if y[i] > y[j]:
                o2 = order.copy()
                o2[pos[i]], o2[pos[j]] = j, i
                delta = abs(_metric(objective, y, o2) - _metric(objective, y, order))
                lam = delta / (1 + np.exp(f[i] - f[j]))
                ref[i] += lam
                ref[j] -= lam
    np.testing.assert_allclose(grad, ref, atol=1e-12)


@pytest.mark.parametrize("method", ["stagg_sup", "rankagg_sup"])
@pytest.mark.parametrize("features,optimizer", [("bf", "gd"), ("mf", "gd"), ("tf", "gd"), ("bf_log", "adam")])
def test_fit_improves_training_measure(method, features, optimizer):
    train = _random_data(5, sizes=(12, 10, 15, 9, 11, 14), m=4)
    lr = 0.5 if optimizer == "gd" else 0.05
    m = make_method(method, features=features, objective="ndcg", lr=lr, max_iter=30, optimizer=optimizer)
    with pytest.raises(NotFittedError):
        m.aggregate(train)
    m.fit(train, train)
    assert m.history_[-1][0] == 30
    assert max(v for _, v in m.history_) >= m.history_[0][1]
    s = m.aggregate(train)
    assert np.all(np.isfinite(s))
    for attr in m.fitted_attributes:
        assert isinstance(getattr(m, attr), np.ndarray)
    # deterministic
    m2 = make_method(method, features=features, objective="ndcg", lr=lr, max_iter=30, optimizer=optimizer).fit(train, train)
    np.testing.assert_array_equal(m.coef_, m2.coef_)


def test_bad_params_and_labels():
    with pytest.raises(ValueError, match="features"):
        make_method("stagg_sup", features="xx")
    with pytest.raises(ValueError, match="objective"):
        make_method("rankagg_sup", objective="map")
    with pytest.raises(ValueError, match="sigma"):
        make_method("stagg_sup", sigma=0)
    with pytest.raises(ValueError, match="lr"):
        make_method("stagg_sup", lr=-1)
    with pytest.raises(ValueError, match="optimizer"):
        make_method("rankagg_sup", optimizer="sgd")
    data = _random_data().without_labels()
    with pytest.raises(ValueError, match="labels"):
        make_method("stagg_sup").fit(data)


def test_feature_shapes():
    data = _random_data(7)
    assert feature_map(data, "bf").shape == (data.n_items, 3)
    assert feature_map(data, "mf").shape == (data.n_items, 9)
    assert feature_map(data, "tf").shape == (data.n_items, 4)
    bl = feature_map(data, "bf_log")
    assert bl.shape == (data.n_items, 6)
    np.testing.assert_array_equal(bl[:, :3], feature_map(data, "bf"))
    # the log block is -log(R / (n + 1)) with top imputation: positive, larger for better ranks
    assert np.all(bl[:, 3:] > 0)
    q0 = slice(0, 5)
    r = data.local_ranks()[q0, 0]
    ok = ~np.isnan(r)
    order = np.argsort(r[ok])
    assert np.all(np.diff(bl[q0, 3][ok][order]) < 0)


def test_adam_step_by_hand():
    """One Adam step from w = 0 moves every coordinate by lr * sign(gradient) (bias-corrected moments)."""
    train = _random_data(3, sizes=(8, 9, 7), m=3)
    m = make_method("stagg_sup", features="bf", objective="ndcg", lr=0.01, max_iter=1, optimizer="adam").fit(train)
    x = feature_map(train, "bf")
    xs = (x - x.mean(0)) / np.where(x.std(0) > 0, x.std(0), 1.0)
    _, gf = stagg_objective(train, np.zeros(train.n_items), 0.1, "ndcg")
    g = xs.T @ gf / train.n_queries
    np.testing.assert_allclose(m.coef_, 0.01 * g / (np.abs(g) + 1e-8), rtol=1e-12)


def test_cp_als_recovers_low_rank_tensor():
    rng = np.random.default_rng(0)
    a, b, c = rng.random((6, 2)), rng.random((5, 2)), rng.random((4, 2))
    t = np.einsum("ir,jr,kr->ijk", a, b, c)
    lam, u, v, w = cp_als(t, 2, 300)
    np.testing.assert_allclose(np.einsum("r,ir,jr,kr->ijk", lam, u, v, w), t, atol=1e-2)


@pytest.mark.data
def test_regression_mq2008_fold(mq2008):
    fold = mq2008.fold(1)
    m = make_method("stagg_sup", features="bf", objective="ndcg", lr=0.1, sigma=0.1, max_iter=20).fit(fold.train, fold.vali)
    got = mean_measures(evaluate(fold.test, m.aggregate(fold.test)))
    assert got["NDCG@10"] > 0.22


@pytest.mark.data
def test_beyond_the_paper_beats_borda_mq2008_fold(mq2008):
    """Adam + Ψ_BF with log ranks (scripts/stagg_beyond.py's row, fold 1 measured 0.4907 vs Borda 0.4571)."""
    fold = mq2008.fold(1)
    m = make_method("stagg_sup", features="bf_log", optimizer="adam", objective="ndcg", lr=0.01, sigma=0.1,
                    max_iter=200).fit(fold.train, fold.vali)
    got = mean_measures(evaluate(fold.test, m.aggregate(fold.test)))
    borda = mean_measures(evaluate(fold.test, make_method("borda").aggregate(fold.test)))
    assert got["NDCG@5"] > 0.485
    assert got["NDCG@5"] > borda["NDCG@5"] + 0.025
