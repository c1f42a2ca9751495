"""own_items from the cells a list returned (run entries, no rank matrix), its ``depth``, and the default's
weights against list length (issue 48)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import rankdata, spearmanr

from rankagg.data.rankings import Rankings
from rankagg.defaults import DEFAULT_METHOD
from rankagg.features.points import order_free_sum
from rankagg.methods.quality.fusion import fusion_points
from rankagg.methods.quality.own_items import own_items_agreement
from rankagg.methods.quality.own_items_cells import loo_own_items_agreement
from rankagg.methods.registry import make_method

from .test_quality_entries import _bits, run_entries
from .test_quality_own_items import LENGTHS, PREVIOUS_DEFAULT, _gene_lists


@st.composite
def rank_matrices(draw):
    """1-3 queries, 1-6 lists; ranks with ties and gaps, unreturned items (some returned by no list), and either
    RRF points under random weights or small integer points (many tied consensus scores)."""
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    sizes = rng.integers(1, 12, rng.integers(1, 4))
    n, k = int(sizes.sum()), int(rng.integers(1, 7))
    ranks = np.where(rng.random((n, k)) < rng.uniform(0.2, 1.0), rng.integers(1, 6, (n, k)).astype(float), np.nan)
    data = Rankings(offsets=np.r_[0, np.cumsum(sizes)], ranks=ranks, qids=np.array([f"q{i}" for i in range(sizes.size)]),
                    docids=np.array([f"d{i}" for i in range(n)]), ranker_names=tuple(f"r{j}" for j in range(k)))
    if draw(st.booleans()):
        points = fusion_points(data, "rrf", "zero", 10.0) * rng.random(k)[None, :]
    else:
        points = np.where(data.ranked, rng.integers(0, 3, (n, k)).astype(float), 0.0)
    return data, points


def _cells(data: Rankings, contrib: np.ndarray, depth: int) -> np.ndarray:
    item, ranker = np.nonzero(data.ranked)
    return loo_own_items_agreement(data.offsets, order_free_sum(contrib), data.n_ranked_by, item, ranker,
                                   data.local_ranks()[item, ranker], contrib[item, ranker], data.n_rankers, depth)


def _brute_force(data: Rankings, contrib: np.ndarray, depth: int) -> np.ndarray:
    """Each (query, list) by its definition: midrank standings of the support under the others' fusion, the
    list's judged items (supported, local rank <= depth), A, the best list's M, and (A - 1/2) / (M - 1/2)."""
    out = np.full((data.n_queries, data.n_rankers), np.nan)
    local = data.local_ranks()
    for q, s in enumerate(data.query_slices()):
        fused = order_free_sum(contrib)[s]  # the consensus less the list's points, as the method computes it
        for j in range(data.n_rankers):
            mine = data.ranked[s, j]
            support = (data.n_ranked_by[s] - mine) > 0
            if support.sum() < 2:
                continue
            u = np.full(mine.size, np.nan)
            u[support] = 1.0 - (rankdata(-(fused - contrib[s, j])[support], method="average") - 1.0) / (support.sum() - 1.0)
            judged = np.flatnonzero(mine & support & ((local[s, j] <= depth) if depth > 0 else True))
            if judged.size == 0:
                continue
            judged = judged[np.lexsort((judged, local[s, j][judged]))]
            g = 1.0 / np.log2(local[s, j][judged] + 1.0)
            a = (g @ u[judged]) / g.sum()
            m = (g @ np.sort(u[support])[::-1][:judged.size]) / g.sum()
            out[q, j] = (a - 0.5) / (m - 0.5) if m - 0.5 > 1e-12 else np.nan
    return out


@settings(max_examples=150, deadline=None)
@given(case=rank_matrices())
def test_the_cells_give_the_matrix_paths_agreement_bit_for_bit(case):
    data, contrib = case
    reference = own_items_agreement(data, order_free_sum(contrib)[:, None] - contrib)
    assert np.array_equal(_bits(_cells(data, contrib, 0)), _bits(reference))


@settings(max_examples=150, deadline=None)
@given(case=rank_matrices(), depth=st.sampled_from([0, 1, 2, 3, 5]))
def test_the_cells_agree_with_the_definition_at_every_depth(case, depth):
    data, contrib = case
    np.testing.assert_allclose(_cells(data, contrib, depth), _brute_force(data, contrib, depth), rtol=0, atol=1e-12)


def test_depth_by_hand():
    """Four lists over six items; list 0 = (5, 0, 1, 2, 3, 4), the others (0, 1, 2, 3, 4, 5), Borda-like points
    ``6 - rank``.  List 0's consensus of the others is their common order, so item 5 stands last (u = 0) and
    items 0..4 stand 1, .8, .6, .4, .2.  Judged on its first item only, list 0 scores A = 0, the best list of one
    item M = 1: (0 - 1/2) / (1 - 1/2) = -1.  On its first two: A = (1 x 0 + 0.63093 x 1) / 1.63093 = .38685,
    M = (1 + 0.63093 x .8) / 1.63093 = .92264, kappa = (.38685 - .5) / (.92264 - .5) = -.26772."""
    order = np.array([5, 0, 1, 2, 3, 4])
    ranks = np.tile(np.arange(1.0, 7.0)[:, None], (1, 4))
    ranks[order, 0] = np.arange(1.0, 7.0)
    data = Rankings(offsets=np.array([0, 6]), ranks=ranks, qids=np.array(["q"]),
                    docids=np.array([f"d{i}" for i in range(6)]), ranker_names=("a", "b", "c", "d"))
    contrib = 7.0 - ranks
    assert _cells(data, contrib, 1)[0, 0] == pytest.approx(-1.0, abs=1e-12)
    g2 = 1.0 / np.log2(3.0)
    a, m = g2 * 1.0 / (1.0 + g2), (1.0 + g2 * 0.8) / (1.0 + g2)
    assert _cells(data, contrib, 2)[0, 0] == pytest.approx((a - 0.5) / (m - 0.5), abs=1e-12)
    assert (a - 0.5) / (m - 0.5) == pytest.approx(-0.26772, abs=1e-5)


OWN_SPECS = st.sampled_from([
    "own_items", "own_items(depth=3)", "own_items(depth=1, min_agreement=-1.0)",
    "own_items(depth=20, saturate=0.3, saturate_quantile=0.9)", "own_items(fusion='isr', depth=2, power=2.0)",
    "own_items(k=60.0, n_iter=2, depth=5, min_lists=2, min_agreement=0.0)"])


@settings(max_examples=100, deadline=None)
@given(entries=run_entries(), spec=OWN_SPECS)
def test_own_items_scores_run_entries_as_the_rank_matrix_bit_for_bit(entries, spec):
    m = make_method(spec)
    assert m.get_tags().score_entries
    data = entries.to_rankings()
    assert np.array_equal(_bits(m.score_entries(entries)), _bits(m.canonical_score(data)))
    assert np.array_equal(m.estimate(entries)["weights"], m.estimate(data)["weights"])


def _weights_by_length(spec: str, seeds: int = 40) -> tuple[float, float]:
    """Equally good lists of 10 to 640 genes (precision .4), ``seeds`` draws: the Spearman correlation between
    length and weight over every (draw, list), and the shortest list's mean weight over the longest's."""
    weights = np.array([make_method(spec).estimate(_gene_lists(seed, LENGTHS))["weights"][0] for seed in range(seeds)])
    lengths = np.tile(LENGTHS, (seeds, 1))
    return float(spearmanr(lengths.ravel(), weights.ravel()).statistic), float(weights[:, 0].mean() / weights[:, -1].mean())


def test_the_defaults_weights_do_not_rise_with_length():
    """Issue 48, done when: with lists of very different lengths and a known truth, the default's weights do
    not rise with length (measured: correlation .009, the 10-gene list's weight .94 of the 640-gene list's)."""
    rho, short_over_long = _weights_by_length(DEFAULT_METHOD)
    assert rho <= 0.1 and short_over_long >= 0.85


def test_the_previous_defaults_weights_rise_with_length():
    """The same lists and measure fail for the default before issue 48 (measured: correlation .25, the
    10-gene list's weight .49 of the 640-gene list's): what the previous test guards against."""
    rho, short_over_long = _weights_by_length(PREVIOUS_DEFAULT)
    assert rho > 0.2 and short_over_long < 0.6


def test_the_default_says_nothing_when_it_has_nothing_to_judge_by():
    """The default's abstention rule (own_items's, with its first 20 items): two lists (each judged against the
    other alone), or lists that hardly agree (mean quality below 0.1), give equal weights, and the fusion is
    then ``rrf(k=10)`` bit for bit; on a single query no list gets more than twice its equal share."""
    rng = np.random.default_rng(5)
    order = tuple(range(30))
    two = _gene_lists(0, [40, 400])
    weak = Rankings(offsets=np.array([0, 30]), ranks=np.column_stack([rng.permutation(30) + 1.0 for _ in range(4)]),
                    qids=np.array(["q"]), docids=np.array([f"d{i}" for i in range(30)]),
                    ranker_names=("a", "b", "c", "d"))
    for data in (two, weak):
        est = make_method(DEFAULT_METHOD).estimate(data)
        assert est["abstained"] and np.all(est["weights"] == 1.0)
        assert np.array_equal(_bits(make_method(DEFAULT_METHOD).score(data)), _bits(make_method("rrf(k=10)").score(data)))
    ranks = np.column_stack([np.arange(1.0, 31.0)] * 3 + [np.argsort(order[::-1]) + 1.0])
    one_query = Rankings(offsets=np.array([0, 30]), ranks=ranks, qids=np.array(["q"]),
                         docids=np.array([f"d{i}" for i in range(30)]), ranker_names=("a", "b", "c", "reversed"))
    w = make_method(DEFAULT_METHOD).estimate(one_query)["weights"][0]
    assert w[3] == 0.0 and w.max() <= 2.0 + 1e-12
