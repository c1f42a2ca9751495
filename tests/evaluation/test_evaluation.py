import json
import math
import os

import numpy as np
import pandas as pd
import pytest

from rankagg.evaluation.measures import (
    footrule,
    kendall_tau,
    letor_measures,
    mean_measures,
    paired_t_test,
    randomization_test,
    spearman_rho,
    trec_measures,
)

L3 = math.log(2) / math.log(3)


def hand_case():
    # query A: 3 docs, labels 0,2,1, scores tie on the first two (line order kept)
    # query B: 2 docs, nothing relevant
    offsets = np.array([0, 3, 5])
    labels = np.array([0, 2, 1, 0, 0])
    scores = np.array([1.0, 1.0, 0.5, 0.3, 0.2])
    return offsets, labels, scores


def test_letor_measures_hand_computed():
    m = letor_measures(*hand_case())
    assert m["NDCG@1"].tolist() == [0.0, 0.0]
    assert m["NDCG@2"][0] == pytest.approx(3 / 4)
    assert m["NDCG@3"][0] == pytest.approx((3 + L3) / 4)
    # fewer than k documents: 0 (and it still counts in the average)
    assert m["NDCG@4"].tolist() == [0.0, 0.0]
    assert m["MeanNDCG"][0] == pytest.approx((0 + 0.75 + (3 + L3) / 4) / 3)
    assert m["P@1"][0] == 0 and m["P@2"][0] == 0.5 and m["P@3"][0] == pytest.approx(2 / 3)
    # positions past the end count as non-relevant
    assert m["P@4"][0] == 0.5 and m["P@10"][0] == pytest.approx(0.2)
    assert m["MAP"][0] == pytest.approx((1 / 2 + 2 / 3) / 2)
    assert m["ERR"][0] == pytest.approx(0.75 / 2 + (1 - 0.75) * 0.25 / 3)
    # RBP as printed (St.Agg Eq. 7): graded labels 2 (rank 2) and 1 (rank 3)
    assert m["RBP"][0] == pytest.approx(0.05 * (2 * 0.95 + 1 * 0.95**2))
    binary = letor_measures(*hand_case(), rbp_graded=False)
    assert binary["RBP"][0] == pytest.approx(0.05 * (0.95 + 0.95**2))
    for k, v in m.items():
        assert v[1] == 0.0, k  # no relevant document: everything 0
    means = mean_measures(m)
    assert means["NDCG@2"] == pytest.approx(3 / 8)


def test_ties_keep_line_order():
    offsets = np.array([0, 2])
    a = letor_measures(offsets, np.array([1, 0]), np.zeros(2))
    b = letor_measures(offsets, np.array([0, 1]), np.zeros(2))
    assert a["P@1"][0] == 1.0 and b["P@1"][0] == 0.0


def test_perfect_ranking_is_one():
    offsets = np.array([0, 12])
    labels = np.array([2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0])
    m = letor_measures(offsets, labels, -np.arange(12.0))
    for k in range(1, 11):
        assert m[f"NDCG@{k}"][0] == pytest.approx(1.0)
    assert m["MAP"][0] == pytest.approx(1.0)
    assert m["MeanNDCG"][0] == pytest.approx(1.0)


def test_rejects_bad_scores():
    offsets, labels, scores = hand_case()
    with pytest.raises(ValueError, match="finite"):
        letor_measures(offsets, labels, np.where(scores > 0.9, np.nan, scores))
    with pytest.raises(ValueError, match="4 scores for 5"):
        letor_measures(offsets, labels, scores[:4])


def test_letor_matches_naive_reference_random():
    rng = np.random.default_rng(3)
    sizes = rng.integers(1, 30, size=40)
    offsets = np.concatenate([[0], np.cumsum(sizes)])
    labels = rng.choice(3, size=offsets[-1], p=[0.6, 0.3, 0.1])
    scores = rng.integers(0, 4, size=offsets[-1]).astype(float)  # many ties
    m = letor_measures(offsets, labels, scores)
    gain = {0: 0, 1: 1, 2: 3}
    for q in range(len(sizes)):
        lab = labels[offsets[q] : offsets[q + 1]]
        sc = scores[offsets[q] : offsets[q + 1]]
        order = sorted(range(len(sc)), key=lambda i: -sc[i])  # Python sort is stable
        ranked = [lab[i] for i in order]
        ideal = sorted(lab, reverse=True)

        def dcg(ls, k):
            return sum(gain[int(l)] * (1 if r < 2 else math.log(2) / math.log(r + 1)) for r, l in enumerate(ls[:k]))

        for k in range(1, 11):
            want = 0.0 if len(lab) < k or dcg(ideal, k) == 0 else dcg(ranked, k) / dcg(ideal, k)
            assert m[f"NDCG@{k}"][q] == pytest.approx(want)
            assert m[f"P@{k}"][q] == pytest.approx(sum(1 for l in ranked[:k] if l > 0) / k)
        rel = [l > 0 for l in ranked]
        ap = sum(sum(rel[: i + 1]) / (i + 1) for i in range(len(rel)) if rel[i]) / max(sum(rel), 1)
        assert m["MAP"][q] == pytest.approx(ap)


# ------------------------------------------------------------- trec_eval
def _random_trec(seed=0):
    rng = np.random.default_rng(seed)
    rows, qrows = [], []
    for q in range(15):
        docs = [f"D{rng.integers(0, 60):03d}" for _ in range(25)]
        docs = list(dict.fromkeys(docs))
        for d in docs:
            rows.append((f"Q{q}", d, float(rng.integers(0, 5))))  # ties on purpose
        for d in rng.choice(60, 20, replace=False):
            qrows.append((f"Q{q}", f"D{d:03d}", int(rng.choice(3, p=[0.5, 0.3, 0.2]))))
    return pd.DataFrame(qrows, columns=["qid", "docid", "rel"]), pd.DataFrame(rows, columns=["qid", "docid", "score"])


def test_trec_measures_against_ir_measures():
    try:
        import ir_measures
    except ImportError:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("ir-measures (bench extra) must be installed in CI")
        pytest.skip("ir-measures not installed")
    qrels, run = _random_trec()
    ours = trec_measures(qrels, run, cutoffs=(5, 10))
    q = qrels.rename(columns={"qid": "query_id", "docid": "doc_id", "rel": "relevance"})
    r = run.rename(columns={"qid": "query_id", "docid": "doc_id"})
    measures = [ir_measures.P @ 5, ir_measures.P @ 10, ir_measures.nDCG @ 10, ir_measures.AP, ir_measures.RR]
    names = {"P@5": "P_5", "P@10": "P_10", "nDCG@10": "ndcg_cut_10", "AP": "map", "RR": "recip_rank"}
    theirs = {}
    for m in ir_measures.pytrec_eval.iter_calc(measures, q, r):
        theirs[(m.query_id, names[str(m.measure)])] = m.value
    for (qid, col), v in theirs.items():
        assert ours.loc[qid, col] == pytest.approx(v, abs=1e-9), (qid, col)


def test_evaluate_default_against_the_pandas_reference(tmp_path):
    """``rankagg evaluate`` without --measures (files, pytrec_eval) against trec_measures, an independent pandas
    implementation, per query: exact ties broken by docid as trec_eval does."""
    pytest.importorskip("pytrec_eval")
    from rankagg.evaluation.files import DEFAULT_TREC_MEASURES, evaluate_trec_files, trec_json

    qrels, run = _random_trec(seed=4)
    qrels.assign(it=0)[["qid", "it", "docid", "rel"]].to_csv(tmp_path / "q.txt", sep=" ", header=False, index=False)
    run.assign(q0="Q0", rank=1, tag="t")[["qid", "q0", "docid", "rank", "score", "tag"]].to_csv(
        tmp_path / "r.txt", sep=" ", header=False, index=False)
    ref = trec_measures(qrels, run, cutoffs=(5, 10, 20))
    names = {"AP": "map", "RR": "recip_rank"} | {f"P@{k}": f"P_{k}" for k in (5, 10, 20)} | {
        f"nDCG@{k}": f"ndcg_cut_{k}" for k in (5, 10, 20)}
    (res,) = evaluate_trec_files(tmp_path / "q.txt", [tmp_path / "r.txt"])
    assert list(res.values) == list(DEFAULT_TREC_MEASURES) and res.qids == sorted(ref.index)
    for m in DEFAULT_TREC_MEASURES:
        np.testing.assert_allclose(res.values[m], ref.loc[res.qids, names[m]].to_numpy(), atol=1e-12, err_msg=m)
    assert json.loads(trec_json([res]))["AP"] == pytest.approx(ref["map"].mean())


# ------------------------------------------------------------- correlations
def test_rank_correlations():
    a = np.array([1, 2, 3, 4])
    assert kendall_tau(a, a) == pytest.approx(1.0)
    assert kendall_tau(a, a[::-1]) == pytest.approx(-1.0)
    assert kendall_tau(a, np.array([2, 1, 3, 4]), distance=True) == 1
    assert kendall_tau(a, a[::-1], distance=True) == 6
    assert spearman_rho(a, a[::-1]) == pytest.approx(-1.0)
    assert footrule(a, np.array([4, 3, 2, 1])) == 8


@pytest.mark.parametrize("measure", [kendall_tau, spearman_rho, footrule])
@pytest.mark.parametrize("other, message", [(np.array([2.0]), "same length, got 3 and 1"),
                                            (np.array([1.0, np.nan, 3.0]), "finite"), (np.eye(3), "1-D")])
def test_rank_correlations_refuse_vectors_that_do_not_pair(measure, other, message):
    """``footrule([1, 2, 3], [2])`` broadcast to 2.0 and ``spearman_rho`` failed inside NumPy: one check for all."""
    with pytest.raises(ValueError, match=message):
        measure(np.array([1.0, 2.0, 3.0]), other)


# ------------------------------------------------------------- significance
def test_significance_tests_reproducible():
    rng = np.random.default_rng(0)
    a = rng.random(100)
    b = a - 0.05 + rng.normal(0, 0.05, 100)
    r1 = randomization_test(a, b, n_resamples=2000, random_state=7)
    r2 = randomization_test(a, b, n_resamples=2000, random_state=7)
    assert r1 == r2
    assert r1.pvalue < 0.01
    t = paired_t_test(a, b)
    assert t.pvalue < 0.01 and t.mean_difference == pytest.approx(np.mean(a - b))
    same = randomization_test(a, a, n_resamples=500)
    assert same.pvalue == 1.0
    assert paired_t_test(a, a).pvalue == 1.0


def test_several_runs_end_with_paired_tests_of_the_first_against_the_others(tmp_path):
    """Issue 24 item 5: the fusion (first run) beside each input, a paired t-test per measure, Holm over all."""
    from scipy import stats

    from rankagg.evaluation.files import evaluate_command
    from rankagg.evaluation.measures import holm

    qrels = tmp_path / "qrels"
    qrels.write_text("".join(f"q{i} 0 good{i} 1\n" for i in range(6)))
    hits = {"fused": [1, 1, 1, 1, 1, 0], "a": [1, 0, 1, 0, 0, 0], "b": [0, 0, 0, 0, 1, 0]}
    paths = []
    for name, h in hits.items():
        p = tmp_path / f"{name}.run"
        p.write_text("".join(f"q{i} Q0 {'good' if x else 'bad'}{i} 1 1.0 {name}\n" for i, x in enumerate(h)))
        paths.append(str(p))
    out = evaluate_command(letor=None, qrels=str(qrels), runs=paths, measures=["P@1"], per_query=False, as_json=False)
    tests = [line[2:].split("\t") for line in out.splitlines() if line.startswith("# ") and "\t" in line]
    raw = [stats.ttest_rel(hits["fused"], hits[n]).pvalue for n in ("a", "b")]
    assert [t[0] for t in tests] == paths[1:]
    assert [float(t[2]) for t in tests] == pytest.approx([3 / 6, 4 / 6], abs=1e-4)
    assert [float(t[3][2:]) for t in tests] == pytest.approx(holm(raw), rel=1e-2)
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
