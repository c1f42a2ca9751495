"""mallows_em and ulara as registry methods: hand-computed ULARA, parameters, determinism."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.rankings import Rankings
from rankagg.methods.mallows.em import QueryBatch, synthetic_votes
from rankagg.methods.mallows.ulara import ulara_weights
from rankagg.methods.registry import list_methods, make_method

nan = np.nan


def _toy() -> Rankings:
    # items a, b, c; R1 = R2 = (a, b, c); R3 returns only c
    ranks = np.array([[1, 1, nan], [2, 2, nan], [3, 3, 1]], dtype=float)
    return Rankings(offsets=np.array([0, 3]), ranks=ranks, qids=["q"], docids=["a", "b", "c"], ranker_names=("R1", "R2", "R3"))


def test_registered():
    names = list_methods()
    assert {"mallows_em", "ulara", "combmnz_rank"} <= set(names)


def test_ulara_hand_computed():
    d = _toy()
    w, grad, T = ulara_weights(d, lam=1.0, nu=2)
    # mu = (1, 2, 7/3); mean squared deviations over T = 3 updates
    assert T == 3
    assert np.allclose(grad, [4 / 27, 4 / 27, 25 / 27])
    logits = -np.array([4, 4, 25]) / 11.0
    expect = np.exp(logits) / np.exp(logits).sum()
    assert np.allclose(w, expect)
    m = make_method("ulara", lam=1.0, nu=2)
    s = m.score(d)
    filled = np.array([[1, 1, 2], [2, 2, 2], [3, 3, 1]], dtype=float)
    assert np.allclose(s, -(filled @ expect))
    # nu above every K_j: no update, uniform weights
    w, _, T = ulara_weights(d, lam=1.0, nu=4)
    assert T == 0 and np.allclose(w, 1 / 3)


def test_ulara_lambda_zero_is_borda_with_kappa_plus_one():
    d = _toy()
    s = make_method("ulara", lam=0.0).score(d)
    assert np.allclose(s, -np.array([4, 6, 7]) / 3.0)


def test_ulara_fixed_kappa():
    d = _toy()
    m = make_method("ulara", lam=0.0, kappa=2)
    # ranks beyond kappa=2 count as unranked -> kappa + 1 = 3 (c: 3, 3, 1)
    assert np.allclose(m.score(d), -np.array([1 + 1 + 3, 2 + 2 + 3, 3 + 3 + 1]) / 3.0)


@pytest.mark.parametrize(
    "spec,param",
    [
        ("ulara(lam=-1)", "lam"),
        ("ulara(nu=0)", "nu"),
        ("ulara(kappa='x')", "kappa"),
        ("mallows_em(estimator='x')", "estimator"),
        ("mallows_em(inference='x')", "inference"),
        ("mallows_em(theta_init=0.0)", "theta_init"),
        ("mallows_em(burn_in=1.0)", "burn_in"),
        ("mallows_em(eq10='x')", "eq10"),
    ],
)
def test_bad_parameters(spec, param):
    with pytest.raises(ValueError, match=param):
        make_method(spec)


def test_kendall_needs_complete_lists():
    with pytest.raises(ValueError, match="topk"):
        make_method("mallows_em", distance="kendall").score(_toy())


def _synthetic_rankings(seed=0) -> Rankings:
    orders = synthetic_votes([-1.0, -0.8, -0.05, 0.0], 8, 6, random_state=seed)
    b = QueryBatch.from_orders(orders)
    n = b.votes.shape[0]
    return Rankings(
        offsets=b.offsets,
        ranks=b.votes,
        qids=[f"q{i}" for i in range(6)],
        docids=[f"d{i % 8}" for i in range(n)],
        ranker_names=("A", "B", "C", "D"),
        labels=np.tile((np.arange(8) < 3).astype(int) * 2, 6),
    )


@pytest.mark.parametrize(
    "spec",
    [
        "mallows_em",
        "mallows_em(estimator='sampling', max_iter=5)",
        "mallows_em(inference='sampling', borda_weights='abs')",
        "mallows_em(distance='kendall', eq10='paper')",
        "ulara(lam=3, nu=2)",
    ],
)
def test_methods_deterministic(spec):
    d = _synthetic_rankings()
    a = make_method(spec).aggregate(d)
    b = make_method(spec).aggregate(d)
    assert np.array_equal(a, b)
    assert a.shape == (d.n_items,)


def test_mallows_em_fit_then_score_and_learns_expertise():
    d = _synthetic_rankings(3)
    m = make_method("mallows_em", estimator="sampling", max_iter=8).fit(d.without_labels())
    th = m.theta_
    assert th[0] < th[2] and th[1] < th[3]
    s1 = m.score(d)
    assert np.array_equal(s1, m.score(d))
    with pytest.raises(ValueError, match="rankers"):
        m.score(d.select_rankers([0, 1]))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.floats(0, 20), st.integers(1, 4))
def test_ulara_weights_on_simplex_and_scores_finite(seed, lam, nu):
    rng = np.random.default_rng(seed)
    n, K = 7, 4
    ranks = np.full((n, K), nan)
    for i in range(K):
        k = int(rng.integers(0, n + 1))
        ranks[rng.permutation(n)[:k], i] = np.arange(1, k + 1)
    d = Rankings(offsets=np.array([0, n]), ranks=ranks, qids=["q"], docids=[f"d{i}" for i in range(n)], ranker_names=tuple("ABCD"))
    w, _, _ = ulara_weights(d, lam, nu)
    assert np.all(w >= 0) and w.sum() == pytest.approx(1.0)
    assert np.all(np.isfinite(make_method("ulara", lam=lam, nu=nu).score(d)))
