"""lambdamart (stacked LightGBM learner) and the synthetic crowdsourcing generator."""

from __future__ import annotations

import json

import numpy as np
import pytest

from rankagg.io.crowdsourcing import make_crowdsourcing
from rankagg.evaluation.measures import evaluate, mean_measures
from rankagg.methods.supervised.lambdamart import stacked_features
from rankagg.models import load_model, save_model
from rankagg.features.pairwise import pairwise_matrices
from rankagg.methods.registry import make_method

from tests.methods.supervised.test_lragg import synthetic  # tests/ is on sys.path under pytest

lgb = pytest.importorskip("lightgbm")


def small(**kw):
    return make_method("lambdamart", methods=["borda", "rrf"], n_estimators=30, early_stopping=10, min_data_in_leaf=5, **kw)


def test_lambdamart_fits_deterministic_and_round_trips(tmp_path):
    train, valid, test = synthetic(seed=0, informative=(0, 1)), synthetic(seed=1, informative=(0, 1)), synthetic(seed=2, informative=(0, 1))
    m = small().fit(train, valid)
    m2 = small().fit(train, valid)
    assert m.model_str_ == m2.model_str_ and m.best_iter_ == m2.best_iter_ >= 1
    assert m.history_.ndim == 1 and len(m.history_) >= m.best_iter_
    assert len(m.feature_names_) == 3 * 3 * 5 + 3 + 5 * 3 + 2 + 2 * 2
    s = m.aggregate(test)
    assert mean_measures(evaluate(test, s))["NDCG@5"] > mean_measures(evaluate(test, make_method("rrf").aggregate(test)))["NDCG@5"] - 0.05
    for suffix in (".json", ".npz"):
        m3 = load_model(save_model(m, tmp_path / f"lm{suffix}"))
        assert m3.model_str_ == m.model_str_ and m3.methods_ == m.methods_
        assert m3.score(test).tobytes() == m.score(test).tobytes()


def test_lambdamart_bad_input():
    with pytest.raises(ValueError, match="num_leaves"):
        make_method("lambdamart", num_leaves=1)
    with pytest.raises(ValueError, match="select_by"):
        make_method("lambdamart", select_by="NDCG@99")
    with pytest.raises(ValueError, match="supervised"):
        make_method("lambdamart", methods=["lr_agg"])
    with pytest.raises(ValueError, match="unknown method"):
        make_method("lambdamart", methods=["nope"])
    m = small().fit(synthetic(seed=0))
    with pytest.raises(ValueError, match="features"):
        m.score(synthetic(n_rankers=4))


def test_crowdsourcing_generator():
    data, info = make_crowdsourcing(n_topics=20, docs_per_topic=10, n_workers=200, random_state=1)
    again, _ = make_crowdsourcing(n_topics=20, docs_per_topic=10, n_workers=200, random_state=1)
    assert np.array_equal(data.ranks, again.ranks, equal_nan=True)
    assert data.n_queries == 20 and data.n_items == 200
    vals = data.ranks[~np.isnan(data.ranks)]
    assert set(np.unique(vals)) <= {1.0, 2.0}
    counts = info["judgements"]
    assert counts.sum() == np.sum(~np.isnan(data.ranks))
    # long tail: the busiest 10% of workers give a large share of the judgements, most workers give few
    top = np.sort(counts)[::-1][: max(1, len(counts) // 10)].sum() / counts.sum()
    assert top > 0.4 and np.median(counts) < 10
    # good workers agree with gold more than spammers
    acc, wt = info["worker_accuracy"], info["worker_type"]
    busy = counts >= 5
    assert np.nanmean(acc[busy & (wt == 0)]) > np.nanmean(acc[busy & (wt == 2)]) + 0.2
    # binary pairwise matrix: worker prefers a 'relevant' judgement over a 'not relevant' one
    y = pairwise_matrices(np.array([[1.0], [2.0], [np.nan], [1.0]]), "binary")[0]
    np.testing.assert_array_equal(y, [[0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 1, 0, 0]])
    with pytest.raises(ValueError, match="worker_mix"):
        make_crowdsourcing(worker_mix=(1, 1, 0, 0))


def test_hybrid_on_crowd_data_beats_majority_vote_ordering():
    data, info = make_crowdsourcing(n_topics=40, docs_per_topic=12, n_workers=150, random_state=0)
    tr, va = data.select_queries(np.arange(0, 30)), data.select_queries(np.arange(30, 40))
    m = make_method("lr_agg", transform="binary", min_preferences=100, n_iter=20).fit(tr, va)
    own = [g for g in m.groups_ if len(g) == 1]
    pooled = [g for g in m.groups_ if len(g) > 1]
    assert len(pooled) == 1 and len(own) >= 1
    assert sorted(sum(m.groups_, [])) == list(range(data.n_rankers))
    assert m.coef_.shape == (4 * len(m.groups_),)


def test_lambdamart_boosted_from_lr_agg_round_trips(tmp_path):
    train, valid, test = synthetic(seed=0), synthetic(seed=1), synthetic(seed=2)
    m = small(base="lr_agg(n_iter=5)").fit(train, valid)
    assert m.base_model_
    base = make_method("lr_agg", n_iter=5, random_state=0).fit(train, valid)
    booster_only = small().fit(train, valid)
    assert not np.array_equal(m.score(test), booster_only.score(test))
    # the score is the base model's plus the trees'
    booster = lgb.Booster(model_str=m.model_str_)  # the text rankagg wrote, trusted here: LightGBM's reading
    trees = booster.predict(stacked_features(test, m.methods_)[0], num_iteration=m.best_iter_, num_threads=1)
    assert m.score(test).tobytes() == (trees + base.score(test)).tobytes()
    for suffix in (".json", ".npz"):  # the base model is nested state, saved by the one save/load layer
        m2 = load_model(save_model(m, tmp_path / f"boosted{suffix}"))
        assert json.loads(m2.base_model_)["name"] == "lr_agg"
        assert m2.score(test).tobytes() == m.score(test).tobytes()
    with pytest.raises(ValueError, match="base"):
        make_method("lambdamart", base="rrf")
