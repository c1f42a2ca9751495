"""Explicit aggregators: hand-computed cases and invariants."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.rankings import Rankings, consensus_order
from rankagg.methods.registry import make_method

NAN = np.nan


def one_query(ranks, docids=None):
    ranks = np.asarray(ranks, dtype=float)
    n = ranks.shape[0]
    return Rankings(
        offsets=[0, n],
        ranks=ranks,
        qids=["q"],
        docids=docids or [f"d{i}" for i in range(n)],
        ranker_names=tuple(f"R{j}" for j in range(ranks.shape[1])),
    )


# 4 candidates; ranker A ranks d0,d1,d2 (1,2,3); ranker B ranks d2,d3 (1,2)
PROFILE = [[1, NAN], [2, NAN], [3, 1], [NAN, 2]]


def test_borda_share_hand_computed():
    # n = 4. A: d0 4, d1 3, d2 2, d3 shares remaining point (4-3+1)/2 = 1
    # B: d2 4, d3 3, d0/d1 share (4-2+1)/2 = 1.5
    s = make_method("borda").score(one_query(PROFILE))
    np.testing.assert_allclose(s, [5.5, 4.5, 6.0, 4.0])


def test_borda_ignore_and_bottom():
    np.testing.assert_allclose(make_method("borda(unranked='ignore')").score(one_query(PROFILE)), [4, 3, 6, 3])
    # bottom: tied at k+1 -> n - k points; A: d3 gets 1; B: d0, d1 get 2
    np.testing.assert_allclose(make_method("borda(unranked='bottom')").score(one_query(PROFILE)), [6, 5, 6, 4])


def test_borda_raw_positions_stagg_eq2():
    d = one_query([[10, NAN], [2, NAN], [3, 7]])
    # St.Agg Eq. 2 literally: sum (n - tau), n = 3 here, unranked ignored (+1 offset of n-r+1 form)
    s = make_method("borda(positions='raw', unranked='ignore', n_candidates='query')").score(d)
    np.testing.assert_allclose(s, [3 - 10 + 1, 3 - 2 + 1, (3 - 3 + 1) + (3 - 7 + 1)])


def test_rrf_formula():
    s = make_method("rrf(k=60)").score(one_query(PROFILE))
    np.testing.assert_allclose(s, [1 / 61, 1 / 62, 1 / 63 + 1 / 61, 1 / 62])
    s = make_method("rrf(k=0, positions='raw')").score(one_query([[5, NAN], [9, 2]]))
    np.testing.assert_allclose(s, [1 / 5, 1 / 9 + 1 / 2])


def test_comb_family_borda_norm():
    d = one_query(PROFILE)
    # borda-normalised: (n - r + 1)/n with n = 4 -> A: 1, .75, .5 ; B: d2 1, d3 .75
    np.testing.assert_allclose(make_method("combsum").score(d), [1, 0.75, 1.5, 0.75])
    np.testing.assert_allclose(make_method("combmnz").score(d), [1, 0.75, 3.0, 0.75])
    np.testing.assert_allclose(make_method("combmax").score(d), [1, 0.75, 1.0, 0.75])
    # Fox & Shaw as printed: over the rankers that returned the item
    np.testing.assert_allclose(make_method("combanz(unranked='ignore')").score(d), [1, 0.75, 0.75, 0.75])
    np.testing.assert_allclose(make_method("combmin(unranked='ignore')").score(d), [1, 0.75, 0.5, 0.75])
    np.testing.assert_allclose(make_method("combmed(unranked='ignore')").score(d), [1, 0.75, 0.75, 0.75])
    # default bottom: the missing cells take the ranker's lowest value in the query (A .5, B .75):
    # d0 [1, .75], d1 [.75, .75], d2 [.5, 1], d3 [.5, .75]
    np.testing.assert_allclose(make_method("combanz").score(d), [0.875, 0.75, 0.75, 0.625])
    np.testing.assert_allclose(make_method("combmin").score(d), [0.75, 0.75, 0.5, 0.5])
    np.testing.assert_allclose(make_method("combmed").score(d), [0.875, 0.75, 0.75, 0.625])


def test_comb_bottom_per_query_and_rankers_without_a_list():
    """The lowest value is taken per query and ranker; a ranker that returned nothing for a
    query stays out of the statistic there; an empty query is no obstacle."""
    d = Rankings(offsets=[0, 2, 2, 5], ranks=[[1, NAN], [2, NAN], [1, NAN], [NAN, 1], [2, 2]],
                 scores=[[5.0, NAN], [1.0, NAN], [9.0, NAN], [NAN, 3.0], [7.0, 2.0]],
                 qids=["q1", "q2", "q3"], docids=list("abcde"), ranker_names=("A", "B"))
    # min-max per query and ranker: q1 A: a 1, b 0 (B returned nothing: ignored);
    # q3 A: c 1, e 0; B: d 1, e 0 -> c [1, 0], d [0, 1], e [0, 0]
    got = make_method("combmin(norm='minmax')").score(d)
    np.testing.assert_allclose(got, [1, 0, 0, 0, 0])
    np.testing.assert_allclose(make_method("combanz(norm='minmax')").score(d), [1, 0, 0.5, 0.5, 0])
    np.testing.assert_allclose(make_method("combanz(norm='minmax', unranked='ignore')").score(d), [1, 0, 1, 1, 0])


def test_comb_score_normalisations():
    d = Rankings(offsets=[0, 3], ranks=[[1], [2], [3]], scores=[[10.0], [4.0], [1.0]], qids=["q"], docids=list("abc"), ranker_names=("A",))
    np.testing.assert_allclose(make_method("combsum(norm='minmax')").score(d), [1, 1 / 3, 0])
    z = (np.array([10, 4, 1]) - 5) / np.std([10, 4, 1])
    np.testing.assert_allclose(make_method("combsum(norm='zscore')").score(d), z)
    np.testing.assert_allclose(make_method("combsum(norm='sum')").score(d), np.array([9, 3, 0]) / 12)
    const = Rankings(offsets=[0, 2], ranks=[[1], [2]], scores=[[3.0], [3.0]], qids=["q"], docids=list("ab"), ranker_names=("A",))
    assert np.isfinite(make_method("combsum(norm='zscore')").score(const)).all()
    assert np.isfinite(make_method("combsum(norm='minmax')").score(const)).all()


def test_combmnz_rank_klementiev():
    # k_A = 3, k_B = 2. d0: K=1, (3+1-1) = 3 ; d2: K=2, (3+1-3) + (2+1-1) = 3 -> 6 ; d3: K=1, 2+1-2 = 1
    s = make_method("combmnz_rank").score(one_query(PROFILE))
    np.testing.assert_allclose(s, [3, 2, 6, 1])


def test_mean_median_dowdall_geomean():
    d = one_query(PROFILE)
    # default unranked='bottom': a missing item sits at k + 1 (A: d3 -> 4; B: d0, d1 -> 3)
    np.testing.assert_allclose(make_method("mean_rank").score(d), [-2, -2.5, -2, -3])
    np.testing.assert_allclose(make_method("mean_rank(unranked='ignore')").score(d), [-1, -2, -2, -2])
    np.testing.assert_allclose(make_method("median_rank").score(d), [-2, -2.5, -2, -3])  # median of two = mean
    np.testing.assert_allclose(make_method("median_rank(unranked='ignore')").score(d), [-1, -2, -2, -2])
    np.testing.assert_allclose(make_method("dowdall").score(d), [1, 0.5, 1 / 3 + 1, 0.5])
    # GeoMean: missing -> (k+1+n)/2: A: d3 -> 4 ; B: d0, d1 -> 3.5 ; normalised by n+1 = 5
    g = make_method("geomean").score(d)
    want = -np.log(np.array([[1, 3.5], [2, 3.5], [3, 1], [4, 2]]) / 5).sum(axis=1)
    np.testing.assert_allclose(g, want)


def test_best_input_picks_best_ranker():
    d = Rankings(
        offsets=[0, 3], ranks=[[1, 3], [2, 2], [3, 1]], qids=["q"], docids=list("abc"), ranker_names=("bad", "good"), labels=[0, 0, 2]
    )
    m = make_method("best_input", measure="NDCG@3").fit(d)
    assert m.ranker_name_ == "good"
    assert d.docids[consensus_order(d, m.score(d))].tolist() == ["c", "b", "a"]


@pytest.mark.parametrize("bad", ["borda(unranked='drop')", "rrf(k=-1)", "combsum(norm='l3')", "rrf(q=1)"])
def test_bad_parameters_rejected(bad):
    with pytest.raises(ValueError):
        make_method(bad)


# ------------------------------------------------------------------ properties
POSITIONAL = ["borda", "rrf", "combsum", "combmnz", "combmnz_rank", "mean_rank", "median_rank", "dowdall", "geomean", "borda(unranked='ignore')"]


@st.composite
def permutation_profile(draw):
    n = draw(st.integers(2, 8))
    m = draw(st.integers(1, 5))
    perm = draw(st.permutations(list(range(1, n + 1))))
    return n, m, np.asarray(perm, dtype=float)


@settings(max_examples=40, deadline=None)
@given(permutation_profile(), st.sampled_from(POSITIONAL))
def test_unanimity(profile, spec):
    n, m, perm = profile
    d = one_query(np.repeat(perm[:, None], m, axis=1))
    order = consensus_order(d, make_method(spec).score(d))
    assert order.tolist() == np.argsort(perm).tolist()


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(POSITIONAL))
def test_invariant_to_ranker_order_and_item_relabelling(seed, spec):
    rng = np.random.default_rng(seed)
    n, m = rng.integers(2, 9), rng.integers(1, 5)
    ranks = np.argsort(rng.random((m, n)), axis=1).T + 1.0
    ranks[rng.random((n, m)) < 0.3] = np.nan
    docids = [f"d{i}" for i in range(n)]
    d = one_query(ranks, docids)
    base = make_method(spec).aggregate(d)
    d2 = one_query(ranks[:, ::-1], docids)
    np.testing.assert_array_equal(make_method(spec).aggregate(d2), base)
    perm = rng.permutation(n)
    d3 = one_query(ranks[perm], [docids[i] for i in perm])
    np.testing.assert_array_equal(make_method(spec).aggregate(d3), base[perm])


# ------------------------------------------------------------ weights, ISR, norms (issue 14)
@pytest.mark.parametrize("seed", range(3))
def test_ranker_sum_matches_sorted_numpy_sum_bit_for_bit(seed):
    from rankagg.features.points import ranker_sum

    rng = np.random.default_rng(seed)
    for k in (1, 3, 8, 9, 21, 56, 130, 300):
        x = rng.standard_normal((300, k)) * 10.0 ** rng.integers(-6, 6, (300, k))
        x[rng.random(x.shape) < 0.7] = 0.0
        np.testing.assert_array_equal(ranker_sum(x), np.sort(x, axis=1).sum(axis=1))
        perm = rng.permutation(k)
        np.testing.assert_array_equal(ranker_sum(x[:, perm]), ranker_sum(x))


def test_weighted_rrf_borda_comb_hand_computed():
    d = one_query(PROFILE)  # rankers R0 (d0,d1,d2) and R1 (d2,d3)
    w = {"R0": 2.0, "R1": 0.5}
    np.testing.assert_allclose(make_method("rrf", k=1, weights=w).score(d),
                               [2 / 2, 2 / 3, 2 / 4 + 0.5 / 2, 0.5 / 3])
    # borda share: R0 points d0..d3 = 4,3,2,1; R1 = 1.5,1.5,4,3
    np.testing.assert_allclose(make_method("borda", weights=w).score(d),
                               [8 + 0.75, 6 + 0.75, 4 + 2, 2 + 1.5])
    # combsum on borda norm (n - r + 1) / n; unranked contributes 0
    np.testing.assert_allclose(make_method("combsum", norm="borda", weights=w).score(d),
                               [2 * 1, 2 * 0.75, 2 * 0.5 + 0.5 * 1, 0.5 * 0.75])
    np.testing.assert_allclose(make_method("combmnz", norm="borda", weights=w).score(d),
                               [2, 1.5, 2 * (1 + 0.5), 0.375])
    np.testing.assert_allclose(make_method("combmax", norm="borda", weights=w).score(d), [2, 1.5, 1, 0.375])
    # a sequence in ranker order is the same as the mapping; all-ones is unweighted
    np.testing.assert_array_equal(make_method("rrf", weights=[2.0, 0.5]).score(d), make_method("rrf", weights=w).score(d))
    np.testing.assert_array_equal(make_method("rrf", weights={"R0": 1, "R1": 1}).score(d), make_method("rrf").score(d))


def test_a_ranker_the_weights_do_not_name_weighs_one():
    d = one_query(PROFILE)
    for method in ("rrf", "borda", "combsum", "combmnz", "isr"):
        np.testing.assert_array_equal(make_method(method, weights={"R0": 2.0}).score(d),
                                      make_method(method, weights={"R0": 2.0, "R1": 1.0}).score(d))
        np.testing.assert_array_equal(make_method(method, weights={}).score(d), make_method(method).score(d))


@pytest.mark.parametrize("bad, message", [
    ({"R0": 1.0, "R1": 1.0, "X": 2.0}, "unknown ranker"),
    ({"X": 2.0}, "the rankers are R0, R1"),
    ([1.0], "1 weights for 2 rankers"),
    ({"R0": 0.0, "R1": 0}, "every weight is 0"),
    ([0.0, 0.0], "every weight is 0"),
])
def test_weights_must_name_known_rankers_and_not_all_be_zero(bad, message):
    with pytest.raises(ValueError, match=message):
        make_method("rrf", weights=bad).score(one_query(PROFILE))


@pytest.mark.parametrize("bad", [{"R0": -1.0}, {"R0": float("nan")}, "R0=1", {"R0": True}])
def test_weights_values_checked_at_construction(bad):
    with pytest.raises(ValueError, match="weights"):
        make_method("rrf", weights=bad)


def test_isr_and_log_isr_hand_computed():
    d = one_query(PROFILE)
    # ISR: n_d * sum 1/r^2 ; d2 is ranked 3 by R0 and 1 by R1
    np.testing.assert_allclose(make_method("isr").score(d), [1.0, 0.25, 2 * (1 / 9 + 1), 0.25])
    np.testing.assert_allclose(make_method("log_isr").score(d), [0.0, 0.0, np.log(2) * (1 / 9 + 1), 0.0])
    np.testing.assert_allclose(make_method("log_isr", sigma=0.01).score(d)[0], np.log(1.01))
    np.testing.assert_allclose(make_method("isr", weights={"R0": 0.0, "R1": 1.0}).score(d), [0, 0, 2.0, 0.25])


def test_norm_aliases_and_auto():
    scores = np.array([[3.0, NAN], [1.0, NAN], [2.0, 10.0], [NAN, 20.0]])
    d = Rankings(offsets=[0, 4], ranks=[[1, NAN], [3, NAN], [2, 2], [NAN, 1]], qids=["q"],
                 docids=["a", "b", "c", "d"], ranker_names=("A", "B"), scores=scores)
    mm = make_method("combsum", norm="minmax").score(d)
    np.testing.assert_allclose(mm, [1.0, 0.0, 0.5 + 0.0, 1.0])
    for alias in ("min-max", "MIN_MAX", "auto"):
        np.testing.assert_array_equal(make_method("combsum", norm=alias).score(d), mm)
    np.testing.assert_array_equal(make_method("combsum", norm="zmuv").score(d), make_method("combsum", norm="zscore").score(d))
    np.testing.assert_array_equal(make_method("combsum", norm="rank").score(d), make_method("combsum", norm="linear").score(d))
    np.testing.assert_allclose(make_method("combsum", norm="max").score(d), [1.0, 1 / 3, 2 / 3 + 0.5, 1.0])
    np.testing.assert_allclose(make_method("combsum", norm="none").score(d), [3.0, 1.0, 12.0, 20.0])
    # without input scores auto is borda, and none refuses
    r = one_query(PROFILE)
    np.testing.assert_array_equal(make_method("combsum").score(r), make_method("combsum", norm="borda").score(r))
    with pytest.raises(ValueError, match="needs input scores"):
        make_method("combsum", norm="none").score(r)
    with pytest.raises(ValueError, match="norm must be"):
        make_method("combsum", norm="softmax")


@pytest.mark.parametrize("method, ranx_name", [("isr", "isr"), ("log_isr", "log_isr"),
                                                ("combsum", "sum")])
def test_fusion_matches_ranx(method, ranx_name):
    ranx = pytest.importorskip("ranx")
    rng = np.random.default_rng(0)
    runs, frames = [], []
    for j in range(3):
        dct = {}
        for q in ("q1", "q2"):
            docs = rng.choice(30, size=12, replace=False)
            sc = np.sort(rng.random(12))[::-1]
            dct[q] = {f"d{x}": float(s) for x, s in zip(docs, sc)}
        runs.append(ranx.Run(dct, name=f"r{j}"))
        frames.append(dct)
    fused = ranx.fuse(runs, method=ranx_name, norm="min-max" if ranx_name in ("sum", "mnz") else None)
    import pandas as pd
    from rankagg.io.frame import from_dataframe

    rows = [(q, doc, f"r{j}", s) for j, dct in enumerate(frames) for q, docs in dct.items() for doc, s in docs.items()]
    data = from_dataframe(pd.DataFrame(rows, columns=["qid", "docid", "ranker", "score"]))
    s = make_method(method).score(data)
    for i in range(data.n_items):
        q, doc = data.qids[data.query_of_item[i]], data.docids[i]
        assert s[i] == pytest.approx(fused.run[q][doc], rel=1e-12, abs=1e-12)


# ------------------------------------------------------------ long lists (issue 14)
def _long_query(n=3000, n_rankers=4, depth=200, seed=0):
    rng = np.random.default_rng(seed)
    ranks = np.full((n, n_rankers), np.nan)
    for k in range(n_rankers):
        ranks[rng.choice(n, depth, replace=False), k] = np.arange(1, depth + 1)
    return Rankings(offsets=[0, n], ranks=ranks, qids=["q"], docids=[f"d{i:05d}" for i in range(n)],
                    ranker_names=tuple(f"R{k}" for k in range(n_rankers)))


@pytest.mark.parametrize("spec", ["kemeny", "bradley_terry", "mc4(unranked='below')", "mc1",
                                  "condorcet(transform='diff')", "stagg"])
def test_long_lists_refused_before_allocating(spec, monkeypatch):
    import tracemalloc

    from rankagg.methods.base import ProblemTooLargeError

    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.01")  # 3000 x 3000 float64 = 0.067 GiB
    data = _long_query()
    method = make_method(spec)
    tracemalloc.start()
    try:
        with pytest.raises(ProblemTooLargeError, match=r"GiB limit \(RANKAGG_MEMORY_LIMIT_GB\).*--input-depth"):
            method.score(data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 16 * 2**20  # refused before any n x n matrix (one would be 69 MiB) was allocated


@pytest.mark.parametrize("spec", ["condorcet", "condorcet(rule='wins')", "condorcet(start='copeland')", "copeland",
                                  "condorcet(unranked='below')", "copeland(unranked='below')"])
def test_majority_compact_path_equals_dense(spec, monkeypatch):
    import rankagg.methods.pairwise_base as PB

    rng = np.random.default_rng(5)
    d = _long_query(n=60, n_rankers=5, depth=25)
    ties = d.ranks.copy()
    ties[rng.random(ties.shape) < 0.2] = 3.0  # tied positions as in LETOR rank features
    d = d.with_ranks(np.where(np.isnan(d.ranks), np.nan, ties))
    monkeypatch.setattr(PB, "COMPACT_ABOVE_BYTES", float("inf"))
    dense = make_method(spec).aggregate(d)
    monkeypatch.setattr(PB, "COMPACT_ABOVE_BYTES", -1.0)
    compact = make_method(spec).aggregate(d)
    np.testing.assert_array_equal(compact, dense)
    # a query whose dense matrices would be over the memory limit takes the compact path, not a refusal
    monkeypatch.setattr(PB, "COMPACT_ABOVE_BYTES", float("inf"))
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.01")
    assert np.isfinite(make_method(spec).score(_long_query())).sum() > 0


def test_mc4_sparse_chain_agrees_with_dense_solve(monkeypatch):
    import rankagg.methods.pairwise_base as PB

    d = _long_query(n=80, n_rankers=5, depth=30, seed=2)
    monkeypatch.setattr(PB, "COMPACT_ABOVE_BYTES", float("inf"))
    dense = make_method("mc4").score(d)
    monkeypatch.setattr(PB, "COMPACT_ABOVE_BYTES", -1.0)
    sparse = make_method("mc4").score(d)
    np.testing.assert_allclose(sparse, dense, atol=1e-8)  # power iteration to tol=1e-10 vs exact solve
    monkeypatch.setattr(PB, "COMPACT_ABOVE_BYTES", float("inf"))
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.01")  # dense refused -> sparse chain
    assert np.isfinite(make_method("mc4").score(_long_query())).sum() > 0


def test_mc4_sparse_chain_refused_when_its_iterations_would_take_minutes(monkeypatch):
    import rankagg.methods.pairwise_base as PB
    from rankagg.methods.base import ProblemTooLargeError

    monkeypatch.setattr(PB, "COMPACT_ABOVE_BYTES", -1.0)
    monkeypatch.setattr(PB, "MAX_CUBIC_FLOPS", 1e3)
    with pytest.raises(ProblemTooLargeError, match="sparse computation.*--input-depth"):
        make_method("mc4").score(_long_query(n=200, depth=50))
