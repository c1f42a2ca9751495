"""Transductive self-training (quality family): hand-computed features and fit, and its label."""

import numpy as np
import pytest

from rankagg.experiments.results import supervision_of
from rankagg.io.synthetic import make_metasearch
from rankagg.methods.quality.self_train import fit_logistic, self_train_features
from rankagg.methods.registry import make_method, method_class
from tests.methods.quality.test_quality import SMALL, one_query

nan = np.nan


def test_features_hand_computed():
    # SMALL: r0 returns d0, d1, d2 at 1, 2, 3; r1 returns d1 only; n = 3 returned documents.
    x = self_train_features(SMALL)
    assert x.shape == (3, 2 * 3 + 1)
    # Borda points: r0 1, 2/3, 1/3; r1 d1 1, the others share (3 - 2.5 + 1) / 3 = 0.5
    np.testing.assert_allclose(x[:, 0:2], [[1, 0.5], [2 / 3, 1], [1 / 3, 0.5]])
    # -log(position / (n + 1)): r0 positions 1, 2, 3; r1 positions 2.5, 1, 2.5
    np.testing.assert_allclose(x[:, 2:4], -np.log(np.array([[1, 2.5], [2, 1], [3, 2.5]]) / 4))
    np.testing.assert_array_equal(x[:, 4:6], [[1, 0], [1, 1], [1, 0]])
    np.testing.assert_array_equal(x[:, 6], [1, 1, 1])


def test_logistic_fit_by_hand():
    # intercept only: the fitted probability is the label mean, logit(1/4) = log(1/3)
    beta = fit_logistic(np.ones((4, 1)), np.array([1.0, 0, 0, 0]), l2=5.0)
    np.testing.assert_allclose(beta, [np.log(1 / 3)], atol=1e-10)
    # with a penalised slope: the gradient of the penalised log-likelihood vanishes at the fit
    rng = np.random.default_rng(0)
    x = np.hstack([rng.normal(size=(200, 3)), np.ones((200, 1))])
    y = (x[:, 0] + rng.normal(size=200) > 0).astype(float)
    b = fit_logistic(x, y, l2=2.0)
    p = 1 / (1 + np.exp(-(x @ b)))
    np.testing.assert_allclose(x.T @ (p - y) + np.array([2.0, 2.0, 2.0, 0.0]) * b, 0, atol=1e-8)
    assert b[0] > 1.0 > abs(b[1])  # the informative feature gets the weight


def test_learns_from_test_and_is_deterministic():
    assert supervision_of(method_class("self_train")) == "learns-from-test"
    d = make_metasearch(30, 20, 6, n_spammers=2, top_k=10, random_state=3)
    a = make_method("self_train").score(d)
    np.testing.assert_array_equal(a, make_method("self_train").score(d))
    with pytest.raises(ValueError, match="unsupervised"):
        make_method("self_train(base='lr_agg')").score(d)


def test_unanimous_rankers_keep_their_order():
    d = one_query([[1, 1, 1], [2, 2, 2], [3, 3, 3], [4, 4, 4], [5, 5, 5], [6, 6, 6]])
    s = make_method("self_train(top_m=2)").score(d)
    assert list(np.argsort(-s)[:2]) == [0, 1]
