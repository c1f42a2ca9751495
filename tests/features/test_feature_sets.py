"""Feature families (rankagg.features.ranker_features, .svd_features) and their cache (.feature_cache): hand-computed
values, SVD convention, cache."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.rankings import Rankings
from rankagg.features.feature_cache import FeatureCache
from rankagg.features.ranker_features import borda_features, missing_indicators, ranked_indicators
from rankagg.features.svd_features import svd_features
from rankagg.features.pairwise import pairwise_matrices

NAN = np.nan


def make(ranks, sizes=None, labels=None):
    ranks = np.asarray(ranks, dtype=float)
    sizes = [len(ranks)] if sizes is None else sizes
    offsets = np.concatenate([[0], np.cumsum(sizes)])
    return Rankings(
        offsets=offsets,
        ranks=ranks,
        qids=[f"q{i}" for i in range(len(sizes))],
        docids=[f"d{i}" for i in range(len(ranks))],
        ranker_names=[f"r{k}" for k in range(ranks.shape[1])],
        labels=labels,
    )


# Figure 1 of Volkovs et al. (0 = missing)
FIG1 = [[2, 7, NAN], [NAN, NAN, 1], [10, 5, NAN], [NAN, 15, 3]]


def test_borda_and_indicators_by_hand():
    d = make(FIG1)
    b = borda_features(d)
    # local ranks: r0: d1=1, d3=2 ; r1: d3=1, d1=2, d4=3 ; r2: d2=1, d4=2 ; n = 4
    expect = np.array([[1.0, 0.75, 0], [0, 0, 1.0], [0.75, 1.0, 0], [0, 0.5, 0.75]])
    np.testing.assert_allclose(b, expect)
    np.testing.assert_array_equal(ranked_indicators(d), ~np.isnan(np.asarray(FIG1)))
    np.testing.assert_array_equal(missing_indicators(d, [[0, 1], [2]]), [[0, 1], [1, 0], [0, 1], [0, 0]])


def test_svd_features_fig1_expert2():
    """Expert 2 of Fig. 1 (log rank difference): Y_2 has entries 0.28 (d1>d4) and 0.12 / 0.41 (d3>d1, d3>d4)."""
    d = make(FIG1)
    y = pairwise_matrices(d.ranks, "logdiff")[1]
    np.testing.assert_allclose(y[[0, 2, 2], [3, 0, 3]], [0.28, 0.12, 0.41], atol=0.01)
    f = svd_features(d, "logdiff", rank=1)
    assert f.shape == (4, 3 * 3)
    u, s, vt = np.linalg.svd(y)
    sign = np.sign(u[:, 0].sum())
    np.testing.assert_allclose(f[:, 3], sign * u[:, 0], atol=1e-12)
    np.testing.assert_allclose(f[:, 4], s[0], atol=1e-12)
    np.testing.assert_allclose(f[:, 5], sign * vt[0], atol=1e-12)
    # leading vectors of a non-negative matrix are made non-negative
    assert np.all(f[:, 3] >= -1e-12) and np.all(f[:, 5] >= -1e-12)
    # reconstruction of the rank-1 part
    np.testing.assert_allclose(np.outer(f[:, 3], f[:, 5]) * f[0, 4], s[0] * np.outer(u[:, 0], vt[0]), atol=1e-12)


def test_svd_rank_padding_and_zero_matrix():
    d = make([[1, NAN], [2, NAN]])  # ranker 1 ranks nothing -> zero matrix -> zero features
    f = svd_features(d, "binary", rank=3)
    assert f.shape == (2, 2 * 9)
    np.testing.assert_array_equal(f[:, 9:], 0.0)
    # ranker 0: Y = [[0,1],[0,0]] -> u = e1, s = 1, v = e2; components 2, 3 are zero
    np.testing.assert_allclose(f[:, 0:3], [[1, 0, 0], [0, 0, 0]], atol=1e-12)
    np.testing.assert_allclose(f[:, 3:6], [[1, 0, 0], [1, 0, 0]], atol=1e-12)
    np.testing.assert_allclose(f[:, 6:9], [[0, 0, 0], [1, 0, 0]], atol=1e-12)


def test_groups_combined_equals_summed_matrix():
    d = make(FIG1)
    f = svd_features(d, "logdiff", rank=1, groups=[[0, 1, 2]])
    ytot = pairwise_matrices(d.ranks, "logdiff").sum(axis=0)
    u, s, vt = np.linalg.svd(ytot)
    sign = np.sign(u[:, 0].sum())
    np.testing.assert_allclose(f[:, 0], sign * u[:, 0], atol=1e-12)
    np.testing.assert_allclose(f[:, 1], s[0])
    with pytest.raises(ValueError, match="groups"):
        svd_features(d, groups=[[0, 7]])
    with pytest.raises(ValueError, match="transform"):
        svd_features(d, transform="log")
    with pytest.raises(ValueError, match="rank"):
        svd_features(d, rank=0)


def _random_query(rng, n, k, p_missing=0.4):
    r = np.full((n, k), np.nan)
    for j in range(k):
        pos = rng.choice(np.arange(1, 3 * n + 1), size=n, replace=False).astype(float)
        pos[rng.random(n) < p_missing] = np.nan
        r[:, j] = pos
    return r


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.integers(2, 12), p=st.integers(1, 3), transform=st.sampled_from(["binary", "diff", "logdiff"]))
def test_svd_features_permutation_equivariant(seed, n, p, transform):
    """Reordering the documents of a query permutes the feature rows (sign/order convention)."""
    rng = np.random.default_rng(seed)
    r = _random_query(rng, n, 4)
    perm = rng.permutation(n)
    f = svd_features(make(r), transform, rank=p)
    g = svd_features(make(r[perm]), transform, rank=p)
    # components whose singular value is (near-)tied with a neighbour have an arbitrary basis: skip them
    sv = np.linalg.svd(pairwise_matrices(r, transform), compute_uv=False)  # (4, n)
    sv = np.concatenate([sv, np.zeros((4, 1))], axis=1)
    ok = np.ones((4, p), dtype=bool)
    for c in range(min(p, n)):
        gap = np.abs(sv[:, c] - sv[:, c + 1])
        if c > 0:
            gap = np.minimum(gap, np.abs(sv[:, c] - sv[:, c - 1]))
        ok[:, c] = (gap > 1e-6 * np.maximum(1, sv[:, 0])) | (sv[:, c] <= 1e-9)
    mask = np.broadcast_to(ok[:, None, :], (4, 3, p)).reshape(1, -1)
    np.testing.assert_allclose(np.where(mask, g, 0), np.where(mask, f[perm], 0), atol=1e-8)


def test_svd_features_identical_across_runs_and_batching():
    rng = np.random.default_rng(3)
    blocks = [_random_query(rng, n, 5) for n in (5, 7, 5, 9, 7)]
    d = make(np.concatenate(blocks), sizes=[len(b) for b in blocks])
    a = svd_features(d, "logdiff", rank=2)
    b = svd_features(d, "logdiff", rank=2)
    assert a.tobytes() == b.tobytes()
    # one query at a time gives the same rows (batching by size does not matter)
    for q, sl in enumerate(d.query_slices()):
        np.testing.assert_allclose(svd_features(d.select_queries([q]), "logdiff", rank=2), a[sl], atol=1e-12)


def test_feature_cache_reuses_queries(tmp_path):
    rng = np.random.default_rng(5)
    blocks = [_random_query(rng, n, 3) for n in (4, 6, 5, 3)]
    d = make(np.concatenate(blocks), sizes=[len(b) for b in blocks])
    cache = FeatureCache(tmp_path)
    full = cache.get(d, "svd", transform="diff", rank=1)
    np.testing.assert_array_equal(full, svd_features(d, "diff", rank=1))
    sub = d.select_queries([2, 0])
    part = cache.get(sub, "svd", transform="diff", rank=1)
    assert cache.misses == 4 and cache.hits == 2
    np.testing.assert_array_equal(part, np.concatenate([full[d.offsets[2]:d.offsets[3]], full[:4]]))
    # persisted as NPZ and reloaded by a new cache
    again = FeatureCache(tmp_path).get(d, "svd", transform="diff", rank=1)
    assert again.tobytes() == full.tobytes()
    np.testing.assert_array_equal(FeatureCache().get(d, "borda"), borda_features(d))
    from rankagg.methods.registry import make_method

    np.testing.assert_array_equal(cache.get(d, "method", name="rrf")[:, 0], make_method("rrf").score(d))
    with pytest.raises(ValueError, match="family"):
        cache.get(d, "nope")


@pytest.mark.data
def test_svd_features_real_data_shape_and_degeneracy(mq2008):
    from rankagg.features.svd_features import svd_degeneracy

    s = mq2008.subsets[0]
    f = svd_features(s, "logdiff", rank=1)
    assert f.shape == (s.n_items, 3 * s.n_rankers)
    assert np.all(np.isfinite(f))
    # unranked documents have zero U and V for that expert
    u = f.reshape(s.n_items, s.n_rankers, 3)[:, :, 0]
    assert np.all(u[~s.ranked] == 0)
    assert svd_degeneracy(s.select_queries(range(40)), "logdiff") < 0.01
