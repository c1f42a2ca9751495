"""Pseudo-qrels quality above chance and saturation at a quantile of the qualities (issue 32, junk on short queries)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.checks import check_method, check_save_load_fresh_process
from rankagg.data.rankings import Rankings
from rankagg.io.synthetic import add_random_rankers, make_metasearch
from rankagg.methods.quality.pseudo_qrels import chance_pseudo_ndcg, pseudo_ndcg
from rankagg.methods.registry import make_method

nan = np.nan


def _lists_as_rankers(n: int, lists: list[tuple[int, ...]]) -> Rankings:
    """One query of ``n`` items; ranker ``j`` returns ``lists[j]`` in that order."""
    ranks = np.full((n, len(lists)), nan)
    for j, lst in enumerate(lists):
        ranks[list(lst), j] = np.arange(1, len(lst) + 1)
    return Rankings(offsets=np.array([0, n]), ranks=ranks, qids=np.array(["q"]),
                    docids=np.array([f"d{i}" for i in range(n)]), ranker_names=tuple(f"r{j}" for j in range(len(lists))))


def test_chance_pseudo_ndcg_by_hand():
    # 4 returned items, 2 pseudo-relevant (share 1/2), depth 20; ideal DCG D(2) = 1 + 1/log2(3)
    # a list of 2: 1/2 x D(2) / D(2) = 1/2; a list of 4: 1/2 x (1 + 1/log2 3 + 1/2 + 1/log2 5) / D(2)
    d2 = 1 + 1 / np.log2(3)
    d4 = d2 + 0.5 + 1 / np.log2(5)
    data = _lists_as_rankers(4, [(0, 1), (3, 2, 1, 0), ()])
    relevant = np.array([True, True, False, False])
    got = chance_pseudo_ndcg(data.query_of_item, data.n_ranked_by > 0, relevant, data.list_lengths(), 20)
    np.testing.assert_allclose(got, [[0.5, 0.5 * d4 / d2, 0.0]])
    # depth 1: only the first position counts, ideal 1: every non-empty list has chance 1/2
    got = chance_pseudo_ndcg(data.query_of_item, data.n_ranked_by > 0, relevant, data.list_lengths(), 1)
    np.testing.assert_allclose(got, [[0.5, 0.5, 0.0]])


@settings(max_examples=80, deadline=None)
@given(n=st.integers(1, 5), k=st.integers(0, 5), depth=st.integers(1, 6), data=st.data())
def test_chance_is_the_mean_pseudo_ndcg_over_every_random_list(n, k, depth, data):
    """Brute force: the mean of :func:`pseudo_ndcg` over every ordered ``k``-subset of the ``n`` items."""
    k = min(k, n)
    relevant = np.array(data.draw(st.lists(st.booleans(), min_size=n, max_size=n)))
    lists = list(itertools.permutations(range(n), k))
    rk = _lists_as_rankers(n, lists)
    mean = pseudo_ndcg(rk, relevant, depth).mean()
    chance = chance_pseudo_ndcg(rk.query_of_item, rk.n_ranked_by > 0, relevant, rk.list_lengths(), depth)
    assert chance.shape == (1, len(lists))
    np.testing.assert_allclose(chance, mean, rtol=1e-12, atol=1e-12)


def test_saturation_at_a_quantile_by_hand():
    # qualities 1, .9, .1, 0: the 0.75-quantile (linear) is .9 + .25 x .1 = .925, times c = .5: .4625
    q = np.array([[1.0, 0.9, 0.1, 0.0]])
    m = make_method("pseudo_qrels(saturate=0.5, saturate_quantile=0.75)")
    np.testing.assert_allclose(m._saturated(q), [[1.0, 1.0, 0.1 / 0.4625, 0.0]])
    # the quantile 1 is the best ranker's quality; 0 the worst's (0 here: nothing is saturated but 0 itself)
    np.testing.assert_allclose(make_method("pseudo_qrels(saturate=0.5, saturate_quantile=1.0)")._saturated(q),
                               [[1.0, 1.0, 0.2, 0.0]])
    with pytest.raises(ValueError, match="saturate_quantile"):
        make_method("pseudo_qrels(saturate_quantile=1.5)")
    with pytest.raises(ValueError, match="chance"):
        make_method("pseudo_qrels(chance='divide')")


@settings(max_examples=100, deadline=None)
@given(raw=st.lists(st.floats(0, 10), min_size=1, max_size=9), c=st.floats(0.05, 2.0))
def test_the_median_quantile_is_the_median_bit_for_bit(raw, c):
    q = np.array([raw, raw[::-1]])
    a = make_method(f"pseudo_qrels(saturate={c})")._saturated(q)
    b = make_method(f"pseudo_qrels(saturate={c}, saturate_quantile=0.5)")._saturated(q)
    assert np.array_equal(a.view(np.uint64), b.view(np.uint64))


def test_a_quality_below_chance_gives_no_weight_never_a_negative_one():
    m = make_method("pseudo_qrels(fusion='rrf', unranked='zero', power=1.0, saturate=0.2, chance='subtract')")
    for scope in ("global", "query", "blend"):
        w = m.with_params(scope=scope).weights_from(np.array([[0.3, -0.1, 0.2]]), np.array([0.3, -0.05, 0.2]), 1)
        assert w[0, 1] == 0.0 and np.all(w >= 0), scope


def test_chance_takes_most_of_a_random_rankers_quality_on_short_queries():
    """20 real rankers of 8 items and 20 random lists as long, 20 items a query (LETOR-like): the plain
    pseudo-NDCG gives a random ranker three quarters of a real one's quality, the excess over chance a quarter."""
    real = make_metasearch(n_queries=60, n_items=20, n_rankers=20, n_spammers=0, top_k=8, random_state=0)
    data = add_random_rankers(real, 20, random_state=0)
    junk = np.arange(data.n_rankers) >= 20
    spec = "pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, n_iter=1{})"
    plain = make_method(spec.format("")).estimate(data)["global_quality"]
    above = make_method(spec.format(", chance='subtract'")).estimate(data)["global_quality"]
    assert plain[junk].mean() > 0.7 * plain[~junk].mean()
    assert above[junk].mean() < 0.35 * above[~junk].mean()
    # the same consensus and NDCG, less a chance level of about 0.4 for every ranker (8 of 20 items, 10 relevant)
    assert np.all(plain - above > 0.3)


def test_leave_one_out_by_hand():
    """1/r points (rrf_k=0), top 2 pseudo-relevant: r0 = r1 = [d0, d1, d2] and r2 = [d2] alone.  All three: d0 2,
    d1 1, d2 1/3 + 1/3 + 1 = 5/3, so d2 is pseudo-relevant only through r2's own vote; without r2: d0 2, d1 1, d2 2/3.
    Without r0 (or r1): d0 1, d1 1/2, d2 4/3, the top 2 still {d0, d2}."""
    data = _lists_as_rankers(3, [(0, 1, 2), (0, 1, 2), (2,)])
    d2, d3 = 1 + 1 / np.log2(3), 1 + 1 / np.log2(3) + 0.5  # ideal DCG of 2 relevant items; DCG of 3 returned
    spec = "pseudo_qrels(fusion='rrf', rrf_k=0, unranked='zero', top_m=2, depth=20, n_iter=1{})"
    full = make_method(spec.format("")).estimate(data)["quality"]
    alone = make_method(spec.format(", leave_one_out=True")).estimate(data)["quality"]
    np.testing.assert_allclose(full, [[1.5 / d2, 1.5 / d2, 1 / d2]])  # d0 at 1 and d2 at 3; d2 at 1
    np.testing.assert_allclose(alone, [[1.5 / d2, 1.5 / d2, 0.0]])
    # above chance: 2 of the 3 returned items are pseudo-relevant for every ranker, so a list of k has chance
    # 2/3 x D(k) / D(2); r2's quality is below it (negative here, 0 once a weight)
    above = make_method(spec.format(", leave_one_out=True, chance='subtract'")).estimate(data)["quality"]
    np.testing.assert_allclose(above, [[1.5 / d2 - 2 / 3 * d3 / d2, 1.5 / d2 - 2 / 3 * d3 / d2, -2 / 3 / d2]])
    with pytest.raises(ValueError, match="combmnz"):
        make_method("pseudo_qrels(fusion='combmnz', leave_one_out=True)")


#: the settings issue 32's selection tried (docs/quality.md §9): chance-corrected, quantile-saturated, leave-one-out
NEW_SETTINGS = [
    "pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate=0.15, saturate_quantile=0.9, "
    "chance='subtract', n_iter=1, max_share=2.0)",
    "pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate=0.15, saturate_quantile=0.9, "
    "chance='subtract', leave_one_out=True, n_iter=1, max_share=2.0)",
    "pseudo_qrels(chance='subtract', leave_one_out=True, scope='blend')",
]


@pytest.mark.parametrize("spec", NEW_SETTINGS)
def test_the_new_settings_pass_the_common_checks(spec):
    """Input order, duplicated rankers, query subsets, no mutation, copies, unanimity, degenerate queries."""
    check_method(spec)


def test_the_new_settings_load_and_score_in_a_fresh_process(tmp_path):
    check_save_load_fresh_process(NEW_SETTINGS, workdir=tmp_path)
