"""Aggregating comparisons: Bradley-Terry and rank centrality against choix, the other rules by hand."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.comparisons import comparison_matrices
from rankagg.io.pairwise import comparisons_from_frame
from rankagg.methods.comparisons.aggregate import accepts_comparisons, aggregate_comparisons, comparison_methods
from rankagg.methods.comparisons.rules import borda_wins, davidson, rank_centrality
from rankagg.methods.registry import make_method

choix = pytest.importorskip("choix")

# A beat B, A beat C twice, B and C tied, C beat B, B beat A
HAND = [("A", "B", "win"), ("A", "C", "win"), ("C", "A", "loss"), ("B", "C", "tie"), ("C", "B", "win"),
        ("B", "A", "win")]


def _frame(rows, judge=None):
    return comparisons_from_frame([{"query": "q", "item_a": a, "item_b": b, "outcome": o,
                                    **({"judge": judge[k]} if judge else {})} for k, (a, b, o) in enumerate(rows)])


def _random_data(seed: int, n: int, m: int) -> list[tuple[int, int]]:
    """``m`` (winner, loser) pairs over ``n`` items, every item winning and losing at least once (finite MLE)."""
    rng = np.random.default_rng(seed)
    data = [(i, (i + 1) % n) for i in range(n)]  # a cycle: strongly connected
    for _ in range(m):
        i, j = rng.choice(n, 2, replace=False)
        data.append((int(i), int(j)) if rng.random() < 1 / (1 + np.exp(-(j - i) * 0.4)) else (int(j), int(i)))
    return data


def _matrices(n, data):
    W = np.zeros((n, n))
    for w, lo in data:
        W[w, lo] += 1
    return W, np.zeros((n, n))


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 8), st.integers(0, 60))
def test_bradley_terry_and_rank_centrality_equal_choix(seed, n, m):
    data = _random_data(seed, n, m)
    W, T = _matrices(n, data)
    theta, nu = davidson(W, T)
    assert nu == 0.0
    np.testing.assert_allclose(theta, choix.ilsr_pairwise(n, data, alpha=0.0, tol=1e-13, max_iter=100_000), atol=1e-6)
    np.testing.assert_allclose(davidson(W, T, alpha=0.2)[0], choix.opt_pairwise(n, data, alpha=0.2, tol=1e-12),
                               atol=1e-6)
    for alpha in (0.0, 0.5):
        np.testing.assert_allclose(rank_centrality(W, T, alpha=alpha), choix.rank_centrality(n, data, alpha=alpha),
                                   atol=1e-6)
    # the registry's bradley_terry (penalty alpha/2 ||s||^2) through the comparison path = choix's MAP (alpha ||s||^2)
    rows = [(f"i{w}", f"i{lo}", "win") for w, lo in data]
    res = aggregate_comparisons(_frame(rows), "bradley_terry(alpha=0.4, tol=1e-12)")
    order = [int(name[1:]) for name in res.items[0]]
    np.testing.assert_allclose(res.scores[0], choix.opt_pairwise(n, data, alpha=0.2, tol=1e-12)[order], atol=1e-6)


def test_davidson_two_items_is_the_empirical_frequencies():
    # 6 wins, 2 losses, 4 ties: the saturated model gives d = log(6/2), nu = 4 / sqrt(6 * 2)
    W = np.array([[0, 6], [2, 0]], dtype=float)
    T = np.array([[0, 4], [4, 0]], dtype=float)
    theta, nu = davidson(W, T)
    assert theta[0] - theta[1] == pytest.approx(np.log(3.0), abs=1e-6)
    assert nu == pytest.approx(4 / np.sqrt(12.0), abs=1e-6)


def test_hand_computed_rules():
    comps = _frame(HAND)
    # Y = W + T/2 over A, B, C: A-B 1:1, A-C 2:0, B-C 0.5:1.5
    mats = comparison_matrices(comps)
    assert mats.block("Y", 0).tolist() == [[0, 1, 2], [1, 0, 0.5], [0, 1.5, 0]]
    assert borda_wins(mats.block("W", 0), mats.block("T", 0)).tolist() == [3.0, 1.5, 1.5]
    r = aggregate_comparisons(comps, "copeland")
    assert r.scores[0].tolist() == [1.0, -1.0, 0.0] and r.ranks[0].tolist() == [1, 3, 2]
    r = aggregate_comparisons(comps, "kemeny(solver=exact)")
    # A > C > B disagrees with B>A once and with the B-C tie half: 1.5, and nothing does better
    assert r.ranks[0].tolist() == [1, 3, 2] and r.extra["objective"][0] == 1.5 and r.extra["lower_bound"][0] == 1.5
    r = aggregate_comparisons(comps, "borda_wins")
    assert r.ranks[0].tolist() == [1, 2, 3]  # B and C tie on 1.5 wins: by name


def test_every_pairwise_method_runs_and_list_methods_are_refused():
    comps = _frame(HAND)
    for spec in comparison_methods():
        r = aggregate_comparisons(comps, spec if spec not in ("davidson", "rank_centrality") else spec + "(alpha=0.1)")
        assert sorted(r.ranks[0].tolist()) == [1, 2, 3] and np.all(np.isfinite(r.scores[0]))
    assert not accepts_comparisons(make_method("mc1")) and not accepts_comparisons(make_method("borda"))
    with pytest.raises(ValueError, match="reads the rankers' lists"):
        aggregate_comparisons(comps, "mc2")
    with pytest.raises(ValueError, match="unknown parameter 'k'"):
        aggregate_comparisons(comps, "davidson(k=1)")


def test_bootstrap_intervals_by_judges_and_comparisons():
    rows = HAND * 3
    judges = [f"j{k // len(HAND)}" for k in range(len(rows))]  # each judge made the six comparisons once
    comps = _frame(rows, judges)
    r = aggregate_comparisons(comps, "davidson(alpha=0.1)", bootstrap=40, by="judges", random_state=1)
    again = aggregate_comparisons(comps, "davidson(alpha=0.1)", bootstrap=40, by="judges", random_state=1)
    assert np.array_equal(r.score_low[0], again.score_low[0])  # deterministic given the seed
    assert np.all(r.score_low[0] <= r.scores[0] + 1e-9) and np.all(r.scores[0] <= r.score_high[0] + 1e-9)
    assert np.all(r.rank_low[0] <= r.rank_high[0])
    # every judge saw the same comparisons: resampling judges changes nothing
    np.testing.assert_allclose(r.score_low[0], r.score_high[0], atol=1e-6)
    r = aggregate_comparisons(comps, "davidson(alpha=0.1)", bootstrap=40, by="comparisons")
    assert np.any(r.score_high[0] - r.score_low[0] > 0.01)
    frame = r.to_frame()
    assert frame.columns.tolist() == ["query", "item", "score", "rank", "score_low", "score_high", "rank_low",
                                      "rank_high"]
    with pytest.raises(ValueError, match="no judge column"):
        aggregate_comparisons(_frame(HAND), "copeland", bootstrap=2, by="judges")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(2, 6), exponent=st.integers(-100, 100),
       alpha=st.sampled_from([0.0, 0.3]))
def test_davidson_depends_on_the_weights_only_through_their_ratios(seed, n, exponent, alpha):
    """Scaling every weight (and alpha, the penalty per unit of weight) by 10^k leaves the maximiser: weights
    from 1e-100 to 1e100 (the rules' range) give the scores of unit weights, not zeros or NaN (issue 45)."""
    rng = np.random.default_rng(seed)
    W = np.zeros((n, n))
    for i in range(n):  # a cycle plus random wins: every item wins and loses, a finite MLE
        W[i, (i + 1) % n] += 1.0
    W += rng.integers(0, 3, (n, n)) * (1 - np.eye(n))
    T = np.zeros((n, n))
    if n > 2:
        T[0, 2] = T[2, 0] = float(rng.integers(0, 3))
    scale = 10.0 ** exponent
    base, nu = davidson(W, T, alpha=alpha)
    scaled, nu_scaled = davidson(W * scale, T * scale, alpha=alpha * scale)
    np.testing.assert_allclose(scaled, base, atol=1e-5)
    assert nu_scaled == pytest.approx(nu, rel=1e-4, abs=1e-6)


def test_methods_import_no_reader():
    """Issue 46: the methods read the data layer, never rankagg.io (the comparison matrices moved to
    rankagg.data.comparisons)."""
    from pathlib import Path

    from tests.package.test_layers import PKG, imports_of

    found = [(str(f.relative_to(PKG.parent)), line, m) for f in sorted((PKG / "methods").rglob("*.py"))
             for line, m in imports_of(f) if m == "rankagg.io" or m.startswith("rankagg.io.")]
    assert found == [], f"methods import readers: {found}"
    assert Path(PKG / "data" / "comparisons.py").is_file()


@pytest.mark.parametrize("bootstrap", [10**5, 10**6])
def test_bootstrap_arrays_over_the_limit_are_refused_before_allocating(monkeypatch, bootstrap):
    from rankagg.exceptions import ProblemTooLargeError

    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.001")  # 16 bytes x redraws x 3 items: 4.8 MB at 10^5
    with pytest.raises(ProblemTooLargeError, match=rf"{bootstrap} bootstrap redraws of 3 items.*RANKAGG_MEMORY"):
        aggregate_comparisons(_frame(HAND), "borda_wins", bootstrap=bootstrap)
