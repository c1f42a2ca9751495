"""The significance family by hand, against independent references, and its invariants (issue 52)."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats

from rankagg.api.gene_lists import aggregate_ranks, significance
from rankagg.io.gene_lists import gene_lists_to_rankings
from rankagg.methods.registry import make_method, method_gives_p_values
from rankagg.methods.significance._base import bh_qvalues
from rankagg.methods.significance._order_statistics import beta_scores, rho_scores, stuart_scores, threshold_beta_scores


def test_rra_two_lists_by_hand():
    """x: ranks 1/3, 2/3 -> beta_1 = 1 - (2/3)^2 = 5/9, beta_2 = (2/3)^2 = 4/9, rho = 4/9, p = 2 rho = 8/9.
    z: last in both -> beta = 1, p = 1."""
    out = aggregate_ranks({"a": ["x", "y", "z"], "b": ["y", "x", "z"]})
    assert out["Name"].tolist() == ["x", "y", "z"]  # x and y tie: first appearance
    assert out["Score"].tolist() == pytest.approx([8 / 9, 8 / 9, 1.0], rel=1e-15)
    table = significance({"a": ["x", "y", "z"], "b": ["y", "x", "z"]})
    assert table["score"].tolist() == pytest.approx([4 / 9, 4 / 9, 1.0], rel=1e-15)  # rho itself
    assert table["rank"].tolist() == [1, 2, 3] and table["n_lists"].tolist() == [2, 2, 2]


def test_beta_scores_are_the_beta_order_statistic_cdfs():
    """Kolde Eq. 1: the k-th of n uniform order statistics is Beta(k, n - k + 1) (scipy.stats, another code)."""
    rng = np.random.default_rng(0)
    r = rng.random((50, 6))
    r[rng.random(r.shape) < 0.3] = np.nan
    beta, n = beta_scores(r)
    for i in range(50):
        x = np.sort(r[i][~np.isnan(r[i])])
        want = [stats.beta.cdf(v, k, len(x) - k + 1) for k, v in enumerate(x, start=1)]
        np.testing.assert_allclose(beta[i, :len(x)], want, rtol=1e-12)
        assert n[i] == len(x) and np.isnan(beta[i, len(x):]).all()


def _steck(r):
    """P(U_(1) <= r_(1), ..., U_(n) <= r_(n)) for n iid uniforms by Steck's determinant (Ann. Math. Statist.
    42, 1971): ``n! det[r_(i)^(j-i+1) / (j-i+1)!]`` (entries with j - i + 1 < 0 are 0), an independent route
    to the joint distribution Stuart's recursion computes."""
    r = np.sort(r)
    n = len(r)
    m = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            power = j - i + 1
            if power >= 0:
                m[i, j] = r[i] ** power / math.factorial(power) if power > 0 else 1.0
    return math.factorial(n) * np.linalg.det(m)


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8])
def test_stuart_equals_steck_s_determinant(n):
    rng = np.random.default_rng(n)
    for _ in range(20):
        r = rng.random(n)
        assert stuart_scores(r[None, :])[0] == pytest.approx(_steck(r), rel=1e-9, abs=1e-14)


def test_stuart_two_lists_by_hand_and_by_counting():
    """Q(1/3, 2/3) = 2ab - a^2 = 1/3, and the share of pairs of uniforms on a fine grid whose sorted values
    are below (1/3, 2/3) is 1/3."""
    assert stuart_scores(np.array([[2 / 3, 1 / 3]]))[0] == pytest.approx(1 / 3, rel=1e-15)
    grid = (np.arange(600) + 0.5) / 600
    u = np.sort(np.stack(np.meshgrid(grid, grid), axis=-1).reshape(-1, 2), axis=1)
    assert np.mean((u[:, 0] <= 1 / 3) & (u[:, 1] <= 2 / 3)) == pytest.approx(1 / 3, abs=1e-3)


def test_exact_rho_pvalue_is_the_null_probability_of_a_smaller_rho():
    """correctBetaPvaluesExact: P(rho <= observed) under the null, checked by simulating 200,000 null items."""
    rng = np.random.default_rng(5)
    null = rng.random((200_000, 4))
    rho_null, _, _ = rho_scores(null)
    for observed in ([[0.05, 0.3, 0.6, 0.9]], [[0.2, 0.25, 0.5, 0.7]]):
        rho, p, _ = rho_scores(np.array(observed), exact=True)
        assert p[0] == pytest.approx(np.mean(rho_null <= rho[0]), abs=4e-3)
        assert p[0] <= min(4 * rho[0], 1.0) + 1e-15  # Bonferroni is an upper bound


def test_top_cutoff_with_every_cut_at_1_is_the_plain_beta_score():
    """thresholdBetaScore with sigma = 1 for every list: no list is cut, the recursion is not entered."""
    rng = np.random.default_rng(2)
    r = rng.random((100, 5)) * 0.999
    plain, _ = beta_scores(r)
    cut, _ = threshold_beta_scores(r, np.ones(5))
    np.testing.assert_array_equal(plain, cut)


def test_top_cutoff_by_brute_force():
    """Two lists cut at 0.5 and 0.3; an item seen at 0.2 in the first list only.  Under the null each list
    places it uniformly, a list beyond its cut reports nothing: beta_1 = P(at least one list shows it at <= 0.2)
    = 1 - 0.8 * 0.8 (the cuts do not matter below 0.2)."""
    beta, _ = threshold_beta_scores(np.array([[0.2, 1.0]]), np.array([0.5, 0.3]))
    assert beta[0, 0] == pytest.approx(1 - 0.8 ** 2, rel=1e-14)
    assert beta[0, 1] == 1.0  # only one list ranks it


def test_top_cutoff_refuses_a_rank_beyond_the_cut_as_r_does():
    with pytest.raises(ValueError, match="beyond that list's cut"):
        threshold_beta_scores(np.array([[0.6, 0.1]]), np.array([0.5, 0.5]))
    with pytest.raises(ValueError, match="one per list"):
        make_method("rra", top_cutoff=[0.5, 0.5]).significance(gene_lists_to_rankings({"a": ["x"], "b": ["x"], "c": ["y"]}))


def test_bh_qvalues_by_hand_and_per_query():
    p = np.array([0.01, 0.04, 0.03, 0.2, 0.5, np.nan])
    q = bh_qvalues(p, np.array([0, 0, 0, 0, 1, 1]))
    np.testing.assert_allclose(q[:4], [0.04, 0.04 * 4 / 3, 0.04 * 4 / 3, 0.2])
    assert q[4] == 0.5 and np.isnan(q[5])


def test_methods_mark_p_values():
    assert method_gives_p_values("rra") and method_gives_p_values("stuart") and method_gives_p_values("rra_mean")
    assert not method_gives_p_values("rra_min") and not method_gives_p_values("rrf")


def test_a_fusion_method_without_p_values_gives_score_and_rank():
    table = significance({"a": ["x", "y", "z"], "b": ["y", "x", "z"]}, method="borda")
    assert list(table.columns) == ["query", "rank", "item", "score"]
    assert table["item"].tolist()[-1] == "z"


def test_a_duplicate_in_a_list_is_refused():
    with pytest.raises(ValueError, match=r"list 'a': item 'x' at places 1 and 3"):
        gene_lists_to_rankings({"a": ["x", "y", "x"]})


# ------------------------------------------------------------------ properties
lists_strategy = st.integers(2, 6).flatmap(lambda m: st.tuples(
    st.just(m), st.integers(3, 25), st.integers(0, 10 ** 6)))


def _random_lists(m, n, seed, partial):
    rng = np.random.default_rng(seed)
    out = {}
    for j in range(m):
        order = rng.permutation(n)
        k = int(rng.integers(1, n + 1)) if partial else n
        out[f"l{j}"] = [f"g{i}" for i in order[:k]]
    return out


@settings(max_examples=40, deadline=None)
@given(lists_strategy, st.booleans())
def test_p_values_are_probabilities_and_rho_bounds_them(spec, partial):
    lists = _random_lists(*spec, partial)
    for method in ("rra", "stuart", "rra_mean"):
        t = significance(lists, method)
        assert ((t["p_value"] >= -1e-12) & (t["p_value"] <= 1 + 1e-12)).all(), method
        assert (t["q_value"] >= t["p_value"] - 1e-15).all()
        assert (np.diff(t["p_value"].to_numpy()) >= 0).all()  # ranked by p-value
    t = significance(lists, "rra")
    assert (t["score"] <= t["p_value"] + 1e-15).all()  # rho <= min(n rho, 1)


@settings(max_examples=40, deadline=None)
@given(lists_strategy)
def test_moving_an_item_up_in_one_list_never_raises_its_rho(spec):
    m, n, seed = spec
    lists = _random_lists(m, n, seed, partial=False)
    rng = np.random.default_rng(seed + 1)
    name = f"l{rng.integers(m)}"
    at = int(rng.integers(1, n))
    item = lists[name][at]
    before = significance(lists, "rra", N=n).set_index("item").loc[item, "score"]
    moved = dict(lists)
    moved[name] = lists[name][:at - 1] + [item] + [lists[name][at - 1]] + lists[name][at + 1:]
    after = significance(moved, "rra", N=n).set_index("item").loc[item, "score"]
    assert after <= before * (1 + 1e-12)


@settings(max_examples=30, deadline=None)
@given(lists_strategy)
def test_the_order_of_the_lists_does_not_change_rra_or_stuart(spec):
    m, n, seed = spec
    lists = _random_lists(m, n, seed, partial=True)
    names = list(lists)
    shuffled = {k: lists[k] for k in reversed(names)}
    for method in ("rra", "stuart", "rra_median", "rra_min"):
        a = significance(lists, method).set_index("item")["score"]
        b = significance(shuffled, method).set_index("item")["score"]
        np.testing.assert_array_equal(a.sort_index().to_numpy(), b.sort_index().to_numpy())


def test_an_item_first_everywhere_has_the_smallest_p_value_and_the_null_is_conservative():
    rng = np.random.default_rng(3)
    lists = _random_lists(5, 400, 3, partial=False)
    for k in lists:
        lists[k] = ["g0"] + [g for g in lists[k] if g != "g0"]
    t = significance(lists, "rra")
    assert t["item"].iloc[0] == "g0" and t["p_value"].iloc[0] == pytest.approx(5 * (1 / 400) ** 5, rel=1e-12)
    null = significance(_random_lists(5, 2000, int(rng.integers(10 ** 6)), partial=False), "rra")
    assert (null["p_value"] < 0.05).mean() <= 0.05  # Bonferroni: at most the level under the null


def test_every_permutation_of_three_items_in_two_lists_matches_the_formula():
    """RRA over all 36 pairs of permutations of 3 items: p = min(2 min(beta_1, beta_2), 1) by the closed forms
    beta_1 = 1 - (1 - a)^2, beta_2 = b^2 for ranks a <= b."""
    items = ["x", "y", "z"]
    for p1, p2 in itertools.product(itertools.permutations(items), repeat=2):
        t = significance({"a": list(p1), "b": list(p2)}, "rra").set_index("item")
        for it in items:
            a, b = sorted([(p1.index(it) + 1) / 3, (p2.index(it) + 1) / 3])
            want = min(2 * min(1 - (1 - a) ** 2, b ** 2), 1.0)
            assert t.loc[it, "p_value"] == pytest.approx(want, rel=1e-14)
