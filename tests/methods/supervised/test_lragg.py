"""lr_agg (Volkovs et al. 2012): lambda-gradients, training, save/load, real-data regression."""

from __future__ import annotations

import numpy as np
import pytest

from rankagg.data.rankings import Rankings
from rankagg.evaluation.measures import evaluate, mean_measures
from rankagg.methods.base import NotFittedError
from rankagg.methods.supervised.lr_agg import _epoch, lambda_objective, query_lambdas
from rankagg.models import load_model, save_model
from rankagg.methods.registry import make_method


def synthetic(n_queries=40, n_docs=12, n_rankers=5, seed=0, informative=(0,)):
    """Rankers in ``informative`` sort by the labels (with noise); the others are random; 30% missing."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 3, size=(n_queries, n_docs))
    ranks = np.empty((n_queries, n_docs, n_rankers))
    for q in range(n_queries):
        for k in range(n_rankers):
            key = -labels[q] + (0.3 if k in informative else 50.0) * rng.normal(size=n_docs)
            pos = np.empty(n_docs)
            pos[np.argsort(key, kind="stable")] = np.arange(1, n_docs + 1) * 2
            pos[rng.random(n_docs) < 0.3] = np.nan
            ranks[q, :, k] = pos
    return Rankings(
        offsets=np.arange(n_queries + 1) * n_docs,
        ranks=ranks.reshape(-1, n_rankers),
        qids=[f"q{q}" for q in range(n_queries)],
        docids=[f"d{i}" for i in range(n_queries * n_docs)],
        ranker_names=[f"r{k}" for k in range(n_rankers)],
        labels=labels.ravel(),
    )


def test_lambdas_by_hand_two_documents():
    lam, obj = query_lambdas(np.array([0.0, 0.0]), np.array([1, 0]))
    delta = 1.0 - 1.0 / np.log2(3.0)  # gain 1, discounts 1 and 1/log2(3), ideal DCG 1
    np.testing.assert_allclose(lam, [-0.5 * delta, 0.5 * delta])
    np.testing.assert_allclose(obj, delta * np.log(2.0))
    # all labels equal: no pairs
    lam, obj = query_lambdas(np.array([0.3, -1.0, 2.0]), np.array([1, 1, 1]))
    assert obj == 0 and np.all(lam == 0)


@pytest.mark.parametrize("seed", range(5))
def test_lambdas_match_finite_differences(seed):
    rng = np.random.default_rng(seed)
    n = 9
    s = rng.normal(size=n)
    labels = rng.integers(0, 3, size=n)
    labels[0], labels[1] = 2, 0
    lam, obj = query_lambdas(s, labels)
    np.testing.assert_allclose(obj, lambda_objective(s, labels, weights_at=s), rtol=1e-12)
    eps = 1e-6
    fd = np.array(
        [
            (lambda_objective(s + eps * e, labels, s) - lambda_objective(s - eps * e, labels, s)) / (2 * eps)
            for e in np.eye(n)
        ]
    )
    np.testing.assert_allclose(lam, fd, rtol=1e-6, atol=1e-9)
    assert abs(lam.sum()) < 1e-12


@pytest.mark.parametrize("hidden", [0, 3])
def test_parameter_gradient_matches_finite_differences(hidden):
    """One SGD step of _epoch equals -lr * d C / d theta (chain rule through the scorer, incl. the hidden layer)."""
    rng = np.random.default_rng(1)
    n, d = 7, 4
    x = rng.normal(size=(n, d))
    labels = np.array([2, 0, 1, 0, 1, 2, 0])
    w = rng.normal(size=d)
    w1 = rng.normal(size=(d, hidden))
    b1 = rng.normal(size=hidden)
    w2 = rng.normal(size=hidden)

    def f(w, w1, b1, w2):
        return x @ w + (np.tanh(x @ w1 + b1) @ w2 if hidden else 0.0)

    s0 = f(w, w1, b1, w2)
    lr = 1e-3
    new = [a.copy() for a in (w, w1, b1, w2)]
    _epoch(x, labels, np.array([0, n]), np.array([0]), *new, lr)
    eps = 1e-6
    for k, a in enumerate((w, w1, b1, w2)):
        flat = a.ravel()
        for idx in range(flat.size):
            plus = [b.copy() for b in (w, w1, b1, w2)]
            minus = [b.copy() for b in (w, w1, b1, w2)]
            plus[k].ravel()[idx] += eps
            minus[k].ravel()[idx] -= eps
            g = (lambda_objective(f(*plus), labels, s0) - lambda_objective(f(*minus), labels, s0)) / (2 * eps)
            np.testing.assert_allclose((flat[idx] - new[k].ravel()[idx]) / lr, g, rtol=1e-5, atol=1e-8)


def test_fit_learns_informative_expert_and_is_deterministic():
    train, valid, test = synthetic(seed=0), synthetic(seed=1), synthetic(seed=2)
    m = make_method("lr_agg", transform="logdiff", n_iter=40, learning_rate=0.05, random_state=3).fit(train, valid)
    m2 = make_method("lr_agg", transform="logdiff", n_iter=40, learning_rate=0.05, random_state=3).fit(train, valid)
    assert m.coef_.tobytes() == m2.coef_.tobytes() and m.history_.tobytes() == m2.history_.tobytes()
    assert m.history_.shape == (40, 2) and 1 <= m.best_iter_ <= 40
    assert m.history_[m.best_iter_ - 1, 1] == m.history_[:, 1].max()
    got = mean_measures(evaluate(test, m.aggregate(test)))["NDCG@5"]
    rnd = mean_measures(evaluate(test, make_method("lr_agg", n_iter=1, learning_rate=1e-9).fit(train).aggregate(test)))
    assert got > rnd["NDCG@5"] + 0.1
    # the informative expert's U weight dominates the others'
    u_w = m.coef_[: 5 * 3].reshape(5, 3)[:, 0]
    assert u_w[0] == u_w.max()
    other = make_method("lr_agg", transform="logdiff", n_iter=40, learning_rate=0.05, random_state=4).fit(train, valid)
    assert other.coef_.tobytes() != m.coef_.tobytes()


@pytest.mark.parametrize(
    "params",
    [dict(transform="binary"), dict(transform="diff", combined=True), dict(hidden=4), dict(min_preferences=300, rank=2), dict(n_models=3, hidden=2)],
)
@pytest.mark.parametrize("suffix", [".json", ".npz"])
def test_save_load_round_trip_bit_for_bit(tmp_path, params, suffix):
    train, valid, test = synthetic(seed=0), synthetic(seed=1), synthetic(seed=2)
    m = make_method("lr_agg", n_iter=5, **params).fit(train, valid)
    path = save_model(m, tmp_path / f"model{suffix}")
    m2 = load_model(path)
    assert type(m2) is type(m) and m2.params == m.params
    for a in m.fitted_attributes:
        x, y = getattr(m, a), getattr(m2, a)
        if isinstance(x, np.ndarray):
            assert x.dtype == y.dtype and x.shape == y.shape and x.tobytes() == y.tobytes(), a
        else:
            assert x == y, a
    assert m.aggregate(test).tobytes() == m2.aggregate(test).tobytes()
    assert m.score(test).tobytes() == m2.score(test).tobytes()


def test_variants_and_hybrid_groups():
    train = synthetic(seed=0)
    comb = make_method("lr_agg", combined=True, n_iter=2).fit(train)
    assert comb.groups_ == [[0, 1, 2, 3, 4]] and comb.coef_.shape == (4,)
    # 12 documents, 30% missing: ~8 ranked per list -> ~28 preferences per query, 40 queries
    lengths = train.list_lengths()
    prefs = (lengths * (lengths - 1) / 2).sum(axis=0)
    thr = float(np.sort(prefs)[2])
    hyb = make_method("lr_agg", min_preferences=int(thr), n_iter=2).fit(train)
    own = [g for g in hyb.groups_ if len(g) == 1]
    assert len(own) == int(np.sum(prefs >= int(thr)))
    assert sorted(sum(hyb.groups_, [])) == list(range(5))
    assert hyb.coef_.shape == (len(hyb.groups_) * 4,)


def test_bad_input():
    with pytest.raises(ValueError, match="transform"):
        make_method("lr_agg", transform="log")
    with pytest.raises(ValueError, match="combined"):
        make_method("lr_agg", combined="yes")
    with pytest.raises(ValueError, match="rank"):
        make_method("lr_agg", rank=0)
    with pytest.raises(ValueError, match="learning_rate"):
        make_method("lr_agg", learning_rate=-1.0)
    with pytest.raises(ValueError, match="random_state"):
        make_method("lr_agg", random_state=None)
    with pytest.raises(ValueError, match="cannot be used together"):
        make_method("lr_agg", combined=True, min_preferences=5)
    m = make_method("lr_agg")
    with pytest.raises(NotFittedError):
        m.aggregate(synthetic())
    with pytest.raises(ValueError, match="labels"):
        m.fit(synthetic().without_labels())
    fitted = make_method("lr_agg", n_iter=1).fit(synthetic())
    with pytest.raises(ValueError, match="features"):
        fitted.score(synthetic(n_rankers=4))


@pytest.mark.data
def test_mq2008_fold1_beats_rrf(mq2008):
    """LR-logR, 40 passes, fold 1 of MQ2008-agg: test NDCG@1 well above RRF (0.361 on this fold)."""
    fold = mq2008.fold(1)
    m = make_method("lr_agg", transform="logdiff", n_iter=40).fit(fold.train, fold.vali)
    r = mean_measures(evaluate(fold.test, m.aggregate(fold.test)))
    rrf = mean_measures(evaluate(fold.test, make_method("rrf").aggregate(fold.test)))
    assert rrf["NDCG@1"] == pytest.approx(0.3611, abs=5e-4)
    assert r["NDCG@1"] >= 0.40
    assert r["MAP"] >= 0.48


def test_n_models_averages_seeds():
    train, valid, test = synthetic(seed=0), synthetic(seed=1), synthetic(seed=2)
    bag = make_method("lr_agg", n_iter=5, n_models=3, random_state=7).fit(train, valid)
    singles = [make_method("lr_agg", n_iter=5, random_state=7 + m).fit(train, valid) for m in range(3)]
    assert bag.coef_.shape == (3, 5 * 4) and bag.history_.shape == (3, 5, 2)
    np.testing.assert_array_equal(bag.coef_[1], singles[1].coef_)
    np.testing.assert_allclose(bag.score(test), np.mean([s.score(test) for s in singles], axis=0), rtol=1e-12, atol=1e-12)


@pytest.mark.data
def test_train_model_save_fuse(mq2008, tmp_path):
    """The path of `rankagg train -o model.json` / `rankagg fuse --model model.json`."""
    from rankagg.models import train_model

    m = train_model(mq2008, "lr_agg(transform='binary')", fold=2, n_iter=3)
    path = save_model(m, tmp_path / "m.json")
    test = mq2008.fold(2).test
    assert load_model(path).aggregate(test).tobytes() == m.aggregate(test).tobytes()
