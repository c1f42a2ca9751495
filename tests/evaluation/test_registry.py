"""The measure registry (rankagg/evaluation/registry.py): one parser, providers that compute what they claim,
one spelling, a measure added in one call and seen everywhere; and the NumPy trec provider against
pytrec_eval on generated runs and qrels (issue 26 item 2, issue 27 classes 2 and 3)."""

from __future__ import annotations

import re
import string

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.data.rankings import Rankings
from rankagg.evaluation.catalogue import letor_script
from rankagg.evaluation.measures import ALL_MEASURES, letor_measures, letor_values
from rankagg.evaluation.registry import (MeasureDef, definitions, expand_measure, family_measures, parse_measure,
                                         parse_measures, register, unregister)
from rankagg.evaluation.trec_eval import evaluate_columns
from rankagg.evaluation.trec_numpy import segment_sum

PROPERTY = settings(max_examples=100, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _write(tmp_path, run_rows, qrels_rows):
    run, qrels = tmp_path / "a.run", tmp_path / "q.txt"
    run.write_text("".join(f"{q} Q0 {d} {i + 1} {s!r} tag\n" for i, (q, d, s) in enumerate(run_rows)))
    qrels.write_text("".join(f"{q} 0 {d} {g}\n" for q, d, g in qrels_rows))
    return str(run), str(qrels)


def _cli(capsys, argv):
    from tests.api.test_api_tune import _err  # the CLI's exit code (the argument parser's too) and its output

    return _err(capsys, argv)


# ------------------------------------------------------------------ the parser, by hand
@pytest.mark.parametrize("given_, spelled", [
    ("nDCG@10", "nDCG@10"), ("ndcg@10", "nDCG@10"), ("ndcg_cut_10", "nDCG@10"), ("NDCG_CUT.10".replace(".", "_"), "nDCG@10"),
    ("P@05", "P@5"), ("p_5", "P@5"), ("map", "AP"), ("MAP_cut_100", "AP@100"), ("mrr", "RR"), ("recip_rank", "RR"),
    ("recall@1000", "R@1000"), ("r-prec", "Rprec"), ("bpref", "Bpref"), ("rbp", "RBP(p=0.8)"),
    ("RBP(p=0.5)", "RBP(p=0.5)"), ("RBP(rel=2, p=.5)@10", "RBP(p=0.5,rel=2)@10"), ("judged@10", "Judged@10")])
def test_one_spelling(given_, spelled):
    assert parse_measure(given_).name == spelled


@pytest.mark.parametrize("names, says", [
    (["nDCG@0"], "between 1 and"), (["P@5", "P@05"], "P@5 given twice"), (["ndcg@10", "nDCG@10"], "given twice"),
    (["Rprec@5"], "takes no cutoff"), (["BPM(T=1000,min_rel=2)@10"], "unknown measure"),
    (["Judged@0"], "between 1 and"), (["RBP(p=0.5)@0"], "between 1 and"), (["P"], "needs a cutoff"),
    (["P@-1"], "not a whole number"), (["P@1e3"], "not a whole number"), (["P@99999999999"], "between 1 and"),
    (["RBP(p=1)"], "strictly between 0 and 1"), (["RBP(p=nan)"], "not a number"), (["RBP(p=0.5,p=0.6)"], "twice"),
    (["nDCG(x=1)"], "takes no parameter"), (["AP(x=1)"], "AP takes rel=, not 'x=1'"), ([""], "empty"), (["P@@5"], "more than one")])
def test_bad_measures_are_refused_naming_them(names, says, tmp_path, capsys):
    """Issue 27 class 2: each of these aborted pytrec_eval (exit 134), raised KeyError / AssertionError /
    ZeroDivisionError or ignored the cutoff; now one parser refuses them before any engine sees them, in the
    API and the CLI alike (exit 2, the measure named, no traceback)."""
    bad = names[-1]
    with pytest.raises(ValueError, match=re.escape(repr(bad))) as err:
        parse_measures(names)
    assert says in str(err.value)
    with pytest.raises(ValueError, match=re.escape(repr(bad))):
        rankagg.evaluate({"q": {"a": 1.0}}, {"q": {"a": 1}}, names)
    run, qrels = _write(tmp_path, [("q", "a", 1.0)], [("q", "a", 1)])
    code, cap = _cli(capsys, ["evaluate", "--qrels", qrels, run, "--measures", *names])
    assert code == 2 and bad in cap.err and "Traceback" not in cap.err and cap.out == ""


def test_the_cli_prints_one_spelling(tmp_path, capsys):
    run, qrels = _write(tmp_path, [("q", "a", 2.0), ("q", "b", 1.0)], [("q", "a", 0), ("q", "b", 2)])
    code, cap = _cli(capsys, ["evaluate", "--qrels", qrels, run, "--measures", "ndcg_cut_2", "p_01", "MAP"])
    assert code == 0
    assert [ln.split("\t")[0] for ln in cap.out.splitlines()] == ["nDCG@2", "P@1", "AP"]
    code, cap2 = _cli(capsys, ["evaluate", "--qrels", qrels, run])
    assert [ln.split("\t")[0] for ln in cap2.out.splitlines()] == list(family_measures("trec"))
    assert "nDCG@2\tall\t" + f"{(2 / np.log2(3)) / 2:.4f}" in cap.out  # b (grade 2) at rank 2; ideal b first


# ------------------------------------------------------------------ providers compute what they claim
def _tiny_columns():
    run = {"qid": ["1", "1", "1", "2", "2"], "docid": ["a", "b", "c", "a", "d"], "score": [3.0, 2.0, 1.0, 1.0, 0.5]}
    qrels = {"qid": ["1", "1", "2", "2"], "docid": ["a", "c", "d", "x"], "rel": [1, 2, 0, 1]}
    return run, qrels


def _tiny_letor():
    labels = np.array([2, 0, 1, 0, 1])
    return np.array([0, 3, 5]), labels, np.array([0.3, 0.2, 0.1, 0.9, 0.8])


def _check_computed(ms, family):
    """Every provider a parsed measure claims computes it: finite values, one per evaluated query."""
    if family == "letor":
        offsets, labels, scores = _tiny_letor()
        for name, v in letor_values(offsets, labels, scores, ms).items():
            assert v.shape == (2,) and np.isfinite(v).all(), name
        return
    run, qrels = _tiny_columns()
    for m in ms:
        for provider in m.providers:
            qids, vals = evaluate_columns(run, qrels, [m], provider=provider)
            assert qids == ["1", "2"] and np.isfinite(vals[m.name]).all() and vals[m.name].shape == (2,), (m, provider)


HEADS = sorted({n for f in ("trec", "letor") for d in definitions(f) for n in (d.name, *d.aliases, *dict(d.presets))}
               | {"BPM", "ERR", "foo", "nDCG_cut", "P_5", "recall_", "map_cut_0", "Rprec_5", "SetP", "infAP",
                  # trec_eval's forms (issue 50): its -m lists, its printed iprec names, its default set, its runid
                  "P.5,10", "ndcg_cut.10,20", "P.5,05", "iprec_at_recall_0.10", "iprec_at_recall.0,.5", "official",
                  "runid", "IPrec"})
_cutoff = st.one_of(st.integers(-3, 12).map(str), st.sampled_from(["0", "05", "007", "+5", "-0", "1.5", "1e3", "",
                                                                   " 7", "x", "10000000000", "١"]),
                    st.integers(0, 2**70).map(str))
_value = st.one_of(st.sampled_from(["0.5", ".9", "1", "0", "-1", "nan", "inf", "2", "0.8", "'0.5'", "", "1_0"]),
                   st.floats(allow_nan=True).map(repr), st.integers(-3, 5).map(str))
_params = st.lists(st.tuples(st.sampled_from(["p", "rel", "P", "T", "x", ""]), _value), max_size=3).map(
    lambda kv: "(" + ",".join(f"{k}={v}" for k, v in kv) + ")")


@st.composite
def measure_strings(draw):
    head = draw(st.sampled_from(HEADS))
    head = draw(st.sampled_from([head, head.lower(), head.upper(), head.swapcase()]))
    text = head + (draw(_params) if draw(st.booleans()) else "") + ("@" + draw(_cutoff) if draw(st.booleans()) else "")
    return draw(st.one_of(st.just(text), st.just(" " + text + " "),
                          st.text(alphabet=string.printable + "@()=,١", max_size=20)))


@PROPERTY
@given(st.lists(measure_strings(), min_size=1, max_size=3).flatmap(
    lambda xs: st.sampled_from([xs, xs + [xs[0]], xs + [xs[0].lower()]])), st.sampled_from(["trec", "letor"]))
@example(names=["NumRet"], family="trec")  # rel=0 was given to pytrec_eval as its relevance level (a random draw)
def test_any_measure_string_is_parsed_and_computed_or_refused_naming_it(names, family):
    """Issue 27 class 2, generated: valid and invalid names (cutoffs 0, leading zeros, huge, signed;
    unknown names, parameters, duplicates, case variants) either parse to measures that every provider
    claiming them computes, or are refused with a ValueError naming one of them; never another exception."""
    try:
        ms = parse_measures(names, family)
    except ValueError as exc:
        assert any(repr(n) in str(exc) for n in names), (names, str(exc))
        return
    # one measure a name, or one a cutoff of trec_eval's list form (P.5,10), trec_eval's set for "official"
    assert len({m.name for m in ms}) == len(ms) == sum(len(expand_measure(n, family)) for n in names)
    assert [parse_measure(m.name, family).name for m in ms] == [m.name for m in ms]  # the spelling is a fixed point
    _check_computed(ms, family)


# ------------------------------------------------------------------ one registration call, seen everywhere
def _hits(ranked, judgements, m):
    """Relevant documents among the first k (a count, not a rate): the new measure of the test."""
    return np.bincount(ranked.qidx, weights=(ranked.rank <= m.cutoff) & (ranked.grade > 0), minlength=ranked.n_queries)


def _top_label(offsets, labels, scores, m):
    """The label of each query's top-scored item (the new LETOR measure of the test)."""
    return np.array([labels[a + int(np.argmax(scores[a:b]))] for a, b in zip(offsets[:-1], offsets[1:])], dtype=float)


def _toy_subsets(seed: int, labelled: bool):
    rng = np.random.default_rng(seed)
    subsets = []
    for s in range(5):
        n_q, n_d = 3, 6
        ranks = np.tile(np.arange(1.0, n_d + 1), (n_q, 1)).reshape(-1)
        cols = np.stack([rng.permuted(ranks.reshape(n_q, n_d), axis=1).reshape(-1) for _ in range(3)], axis=1)
        subsets.append(Rankings(offsets=np.arange(0, n_q * n_d + 1, n_d), ranks=cols,
                                qids=np.array([f"{s}{q}" for q in range(n_q)]),
                                docids=np.array([f"d{i % n_d}" for i in range(n_q * n_d)]),
                                ranker_names=("r0", "r1", "r2"),
                                labels=rng.integers(0, 3, n_q * n_d) if labelled else None))
    return subsets


def test_a_measure_registered_once_is_seen_by_evaluate_tune_and_the_protocol(tmp_path, capsys):
    from rankagg.evaluation.qrels_eval import QrelsEvaluation
    from rankagg.experiments.protocol import run_protocol
    from rankagg.experiments.tune import tune
    from rankagg.io.datasets import LetorDataset

    register(MeasureDef("Hits", "trec", "relevant among the first k", cutoff="required", numpy=_hits))
    register(MeasureDef("TopLabel", "letor", "label of the first item", letor=_top_label, listed=("TopLabel",)))
    try:
        # rankagg evaluate (CLI) and rankagg.evaluate (API): hand-computed, q: a (grade 1) at 1, c (0) at 2, b (2) at 3
        run, qrels = _write(tmp_path, [("q", "a", 3.0), ("q", "c", 2.0), ("q", "b", 1.0)],
                            [("q", "a", 1), ("q", "b", 2), ("q", "c", 0)])
        code, cap = _cli(capsys, ["evaluate", "--qrels", qrels, run, "--measures", "hits@2", "Hits@3"])
        assert code == 0 and cap.out.splitlines() == ["Hits@2\tall\t1.0000", "Hits@3\tall\t2.0000"]
        assert rankagg.evaluate(run, qrels, ["HITS@03"]) == {"Hits@3": 2.0}
        # tune: the measure it maximises and reports
        subsets = _toy_subsets(0, labelled=False)
        data = Rankings.concatenate(subsets)
        q = pd.DataFrame([(qid, f"d{d}", int((d + i) % 3 == 0)) for i, qid in enumerate(data.qids) for d in range(6)],
                         columns=["qid", "docid", "rel"])
        res = tune(data, q, method="rrf", measure="hits@2", search="params", folds=3)
        assert res.measure == "Hits@2"
        rel = {(qid, f"d{d}") for i, qid in enumerate(data.qids) for d in range(6) if (d + i) % 3 == 0}
        for j, name in enumerate(data.ranker_names):  # each run alone, by hand: its relevant documents in ranks 1-2
            hits = [sum((data.qids[qi], data.docids[it]) in rel for it in range(data.offsets[qi], data.offsets[qi + 1])
                        if data.ranks[it, j] <= 2) for qi in range(data.n_queries)]
            assert res.run_scores[name] == pytest.approx(np.mean(hits), abs=1e-12)
        # the protocol: a dataset evaluated by qrels, selecting by the new measure
        ds = LetorDataset("toy-trec", tuple(subsets), QrelsEvaluation(q, ("Hits@2", "nDCG@5"), depth=None))
        result = run_protocol(ds, "rrf", grid={"k": [1.0, 60.0]}, select_by="Hits@2")
        assert all("Hits@2" in f.test and f.test["Hits@2"] >= 0 for f in result.folds)
        # the protocol and rankagg evaluate --letor on labels: the new LETOR measure joins the family's list
        assert family_measures("letor") == ALL_MEASURES + ("TopLabel",)
        labelled = LetorDataset("toy-letor", tuple(_toy_subsets(1, labelled=True)))
        result = run_protocol(labelled, "borda", select_by="TopLabel")
        assert all(set(f.test) == set(ALL_MEASURES) | {"TopLabel"} for f in result.folds)
    finally:
        unregister("Hits", "trec")
        unregister("TopLabel", "letor")
    with pytest.raises(ValueError, match="unknown measure"):
        parse_measure("Hits@2")


def test_register_refuses_a_clash_and_a_measure_without_provider():
    with pytest.raises(ValueError, match="already registered"):
        register(MeasureDef("ndcg", "trec", "again", numpy=_hits))
    with pytest.raises(ValueError, match="provider"):
        register(MeasureDef("Nothing", "trec", "no provider"))
    assert "Nothing" not in {d.name for d in definitions("trec")}


# ------------------------------------------------------------------ the LETOR provider is the script, bit for bit
def test_letor_provider_is_letor_measures_bit_for_bit():
    rng = np.random.default_rng(3)
    sizes = rng.integers(1, 30, 40)
    offsets = np.r_[0, np.cumsum(sizes)]
    labels, scores = rng.integers(0, 3, offsets[-1]), np.round(rng.normal(size=offsets[-1]), 1)  # ties too
    ref = letor_measures(offsets, labels, scores)
    got = letor_values(offsets, labels, scores)
    assert list(got) == list(ALL_MEASURES) and all(np.array_equal(got[m], ref[m]) for m in ALL_MEASURES)
    assert all(parse_measure(m, "letor").definition.letor is letor_script for m in ALL_MEASURES)


@settings(max_examples=60, deadline=None, database=None)
@given(st.lists(st.integers(0, 300), min_size=1, max_size=12), st.integers(0, 2**32 - 1))
def test_segment_sum_is_numpy_sum_per_query_bit_for_bit(sizes, seed):
    """The NumPy trec provider sums a query's values as np.sum does (pairwise), so its values are those of the
    per-query loop the committed TREC results were computed with, bit for bit."""
    x = np.random.default_rng(seed).random(sum(sizes)) / 3.7
    qidx = np.repeat(np.arange(len(sizes)), sizes)
    starts = np.r_[0, np.cumsum(sizes)[:-1]]
    ref = np.array([np.sum(x[s:s + n]) for s, n in zip(starts, sizes)])
    assert np.array_equal(segment_sum(x, qidx, len(sizes)), ref)


# ------------------------------------------------------------------ the NumPy provider against pytrec_eval
# scores with float32 near-ties: 1 + 1e-9 and 1 are one float32, so trec_eval orders them by docid
_SCORES = st.sampled_from([1.0, 1.0 + 1e-9, 1.0 - 1e-12, 2.0, 0.5, 0.5 + 2e-8, 0.0, -0.0, -1.5, 3.25, 1e-40, 7e30])


@st.composite
def run_and_qrels(draw):
    n_q = draw(st.integers(1, 4))
    docs = [f"d{i}" for i in range(draw(st.integers(1, 9)))] + ["D1", "d1a"]
    run, qrels = [], []
    for q in range(n_q):
        for d in draw(st.lists(st.sampled_from(docs), unique=True, max_size=len(docs))):
            run.append((f"q{q}", d, draw(_SCORES)))
        judged = draw(st.lists(st.sampled_from(docs + ["unretrieved"]), unique=True, max_size=len(docs) + 1))
        grades = [draw(st.integers(-2, 3)) for _ in judged]
        # NEVER a query judged only with negative grades: pytrec_eval hangs or corrupts memory on it (a peer's bug,
        # in the reliability matrix); such a query gets one non-negative grade
        if grades and max(grades) < 0:
            grades[0] = draw(st.integers(0, 3))
        qrels += [(f"q{q}", d, g) for d, g in zip(judged, grades)]
    if draw(st.booleans()):  # a judged query the run does not have, and a run query nobody judged
        qrels.append(("q9", "d0", 1))
    return run, qrels


DIFF_MEASURES = ["P@1", "P@3", "P@10", "nDCG@1", "nDCG@3", "nDCG@10", "nDCG", "AP", "AP@3", "RR", "R@2", "R@100",
                 "Rprec", "Bpref"]


@PROPERTY
@given(run_and_qrels())
def test_numpy_provider_equals_pytrec_eval_on_generated_runs(case):
    pytest.importorskip("pytrec_eval")
    run_rows, qrels_rows = case
    run = {c: [r[i] for r in run_rows] for i, c in enumerate(("qid", "docid", "score"))}
    qrels = {c: [r[i] for r in qrels_rows] for i, c in enumerate(("qid", "docid", "rel"))}
    if not set(run["qid"]) & set(qrels["qid"]):
        with pytest.raises(ValueError, match="no query"):
            rankagg.evaluate(pd.DataFrame(run), pd.DataFrame(qrels), DIFF_MEASURES)
        return
    q1, ours = evaluate_columns(run, qrels, DIFF_MEASURES, provider="numpy")
    q2, ref = evaluate_columns(run, qrels, DIFF_MEASURES, provider="pytrec_eval")
    assert q1 == q2
    for m in DIFF_MEASURES:
        np.testing.assert_allclose(ours[m], ref[m], rtol=0, atol=1e-12, err_msg=m)


def test_api_and_cli_share_one_validator(tmp_path, capsys):
    """Issue 27 class 3: the API accepted fractional grades (0.5 became 0), NaN grades and NaN scores that the
    CLI refuses; both now follow trec_eval's rules (one validator), naming the parameter or the file:line."""
    good_run, good_qrels = {"q": {"a": 1.0, "b": 0.5}}, {"q": {"a": 1, "b": 0}}
    for run, qrels, says in (({"q": {"a": 1.0}}, {"q": {"a": 0.5}}, "qrels: grade 0.5 of document a for query q is "
                                                                     "not an integer"),
                             ({"q": {"a": 1.0}}, {"q": {"a": float("nan")}}, "qrels: grade nan"),
                             ({"q": {"a": float("nan")}}, good_qrels, "run: score nan"),
                             ({"q": {"a": float("inf")}}, good_qrels, "run: score inf"),
                             ({"q": {"a": "x"}}, good_qrels, "run: score 'x'"),
                             ({"q": {"a b": 1.0}}, good_qrels, "holds a blank"),
                             (good_run, {"q": {"a": True}}, "qrels: rel True")):
        with pytest.raises(ValueError, match=re.escape(says)):
            rankagg.evaluate(run, qrels, ["P@1"])
    frame = pd.DataFrame({"qid": ["q", "q"], "docid": ["a", "a"], "score": [1.0, 2.0]})
    with pytest.raises(ValueError, match="run: document a appears twice for query q"):
        rankagg.evaluate(frame, good_qrels, ["P@1"])
    for qrels_line, says in (("q 0 a 0.5\n", "q.txt:1"), ("q 0 a nan\n", "q.txt:1")):
        run, qrels = _write(tmp_path, [("q", "a", 1.0)], [])
        (tmp_path / "q.txt").write_text(qrels_line)
        code, cap = _cli(capsys, ["evaluate", "--qrels", qrels, run])
        assert code == 2 and says in cap.err and "Traceback" not in cap.err
        with pytest.raises(ValueError, match=re.escape(says)):
            rankagg.evaluate(run, qrels, ["P@1"])
    assert rankagg.evaluate(good_run, good_qrels, ["P@1", "P@2"]) == {"P@1": 1.0, "P@2": 0.5}


_ANY_VALUE = st.one_of(st.floats(), st.integers(-(2**70), 2**70), st.booleans(), st.text(max_size=3), st.none(),
                       st.sampled_from([0.5, -0.0, 1e308, 2.0, 3]))
_ID = st.one_of(st.sampled_from(["q", "d", "a", "b"]), st.text(max_size=3))


@settings(PROPERTY, max_examples=50)
@given(st.dictionaries(_ID, st.dictionaries(_ID, _ANY_VALUE, max_size=3), max_size=3),
       st.dictionaries(_ID, st.dictionaries(_ID, _ANY_VALUE, max_size=3), max_size=3))
def test_api_inputs_evaluated_or_refused_naming_the_parameter(run, qrels):
    """rankagg.evaluate on generated dicts (NaN, infinities, fractional or huge grades, booleans, strings, None,
    blank or spaced ids): finite values, or a ValueError naming ``run`` or ``qrels``; never another exception."""
    try:
        got = rankagg.evaluate(run, qrels, ["P@1", "nDCG@3", "AP", "RBP(p=0.5)"])
    except ValueError as exc:
        assert str(exc).startswith(("run:", "qrels:", "run and qrels share no query")), str(exc)
        return
    assert all(np.isfinite(v) for v in got.values())


@pytest.mark.data
def test_committed_trec_result_reproduced_bit_for_bit(trec_covid_dir):
    """The protocol's TREC evaluation now runs on the NumPy trec provider: a committed trec-covid-r5 result
    (results/experiments/default) comes out bit for bit, every fold's validation and test means."""
    import json
    from pathlib import Path

    from rankagg.experiments.protocol import run_protocol
    from rankagg.experiments.settings import load_setting

    committed = json.loads((Path(__file__).resolve().parents[2] / "results" / "experiments" / "default"
                            / "trec-covid-r5__isr.json").read_text())
    result = run_protocol(load_setting("trec-covid-r5", str(trec_covid_dir.parent)), "isr", select_by="nDCG@20")
    for fold, want in zip(result.folds, committed["folds"]):
        assert fold.test == want["test"] and fold.validation == want["validation"]


def test_a_measure_only_pytrec_eval_computes_says_so():
    run, qrels = _tiny_columns()
    assert parse_measure("infAP").providers == ("pytrec_eval",)
    with pytest.raises(ValueError, match=r"'infAP': computed by pytrec_eval: pip install 'rankagg\[bench\]'"):
        evaluate_columns(run, qrels, ["infAP"], provider="numpy")
    with pytest.raises(ValueError, match=r"'RBP\(p=0.8\)': computed by numpy"):
        evaluate_columns(run, qrels, ["RBP"], provider="pytrec_eval")


def test_trec_eval_set_measures_are_trec_eval_s_values():
    """infAP, SetP and SetR come from trec_eval itself (pytrec_eval), under trec_eval's names, per query."""
    pytrec_eval = pytest.importorskip("pytrec_eval")
    run = {"qid": ["1", "1", "1", "2", "2"], "docid": ["a", "b", "c", "a", "d"], "score": [3.0, 2.0, 1.0, 2.0, 1.0]}
    qrels = {"qid": ["1", "1", "1", "2", "2"], "docid": ["a", "c", "x", "d", "e"], "rel": [1, 0, 2, 1, 1]}
    queries, ours = evaluate_columns(run, qrels, ["infAP", "SetP", "SetR"], provider="pytrec_eval")
    ref = pytrec_eval.RelevanceEvaluator({"1": {"a": 1, "c": 0, "x": 2}, "2": {"d": 1, "e": 1}},
                                         {"infAP", "set_P", "set_recall"}).evaluate(
        {"1": {"a": 3.0, "b": 2.0, "c": 1.0}, "2": {"a": 2.0, "d": 1.0}})
    assert list(queries) == ["1", "2"]
    # by hand: query 1 retrieves 3 with 1 relevant of 2 (SetP 1/3, SetR 1/2); query 2 retrieves 2, 1 of 2 relevant
    np.testing.assert_allclose(ours["SetP"], [1 / 3, 1 / 2])
    np.testing.assert_allclose(ours["SetR"], [1 / 2, 1 / 2])
    for ours_name, trec_name in (("infAP", "infAP"), ("SetP", "set_P"), ("SetR", "set_recall")):
        assert list(ours[ours_name]) == [ref[q][trec_name] for q in ("1", "2")]
