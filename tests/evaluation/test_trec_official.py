"""Measures as people write them (issue 50 item 3): every measure of trec_eval's default output under the name
trec_eval prints, its ``-m`` list form, ``-l 2`` as ir_measures' ``rel=2``, and ir_measures' objects, against
NIST trec_eval 10.0's stored outputs (tests/evaluation/data/trec_eval_reference/official.json, written by
make_reference.py beside it) and pytrec_eval; the kernels of :mod:`rankagg.evaluation.trec_official` by hand and
against a transcription of trec_eval's loops.

trec_eval prints 4 decimals: a value agrees when it is within half a unit of the 4th decimal of the printed one.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.evaluation.registry import OFFICIAL, parse_measure, parse_measures
from rankagg.evaluation.trec_eval import evaluate_columns
from tests.conftest import _trec_covid_dir
from tests.evaluation.test_trec_eval_reference import HALF_UNIT, _nested, _read_qrels, _read_run

REF = Path(__file__).parent / "data" / "trec_eval_reference"
OFFICIAL_REF: dict[str, Any] = json.loads((REF / "official.json").read_text(encoding="utf-8"))
QRELS = {run: json.loads((REF / "generated.json").read_text(encoding="utf-8"))["qrels"][run]
         for run in OFFICIAL_REF["runs"]}
RUNS = sorted(OFFICIAL_REF["runs"])
PROPERTY = settings(max_examples=60, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])


def _paths(run: str) -> tuple[str, str]:
    return str(REF / f"generated-{run}.run"), str(REF / QRELS[run])


def _printed(table: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    """trec_eval's table without its runid line (the run's name, not a measure)."""
    return {m: v for m, v in table.items() if m != "runid"}


def _disagreements(names: dict[str, str], got: pd.DataFrame, means: dict[str, float],
                   want: dict[str, dict[str, str]]) -> list[tuple]:
    """(trec_eval name, qid, ours, printed) wherever ours is off the printed value; ``names``: trec_eval's name
    -> ours."""
    bad = []
    for te_name, ours in names.items():
        for q, printed in want[te_name].items():
            value = means[ours] if q == "all" else float(got.loc[q, ours])
            if abs(value - float(printed)) > HALF_UNIT:
                bad.append((te_name, q, value, printed))
    return bad


def test_the_stored_default_output_is_trec_eval_s_official_set():
    """The reference is trec_eval 10.0's output without -m, and OFFICIAL lists its measures in its order."""
    head = OFFICIAL_REF["header"]
    assert head["tag"] == "v10.0" and len(head["commit"]) == 40 and head["commands"]["default"].startswith("trec_eval -q")
    printed = list(OFFICIAL_REF["runs"]["adv1"]["default"])
    assert sorted(printed) == sorted(["runid", *OFFICIAL])
    assert len(OFFICIAL) == 29 and OFFICIAL[0] == "num_q" and OFFICIAL[-1] == "P_1000"


@pytest.mark.parametrize("run", RUNS)
def test_every_name_of_trec_eval_s_default_output_evaluates_to_its_values(run):
    """Each name trec_eval prints (num_q, num_ret, num_rel, num_rel_ret, map, gm_map, Rprec, bpref, recip_rank,
    iprec_at_recall_0.00 .. 1.00, P_5 .. P_1000), given as printed, per query and over the queries (sums for the
    counts, a geometric mean for gm_map), through rankagg.evaluate on the file and on a loaded run."""
    want = _printed(OFFICIAL_REF["runs"][run]["default"])
    names = {te: parse_measure(te).name for te in want}
    path, qrels = _paths(run)
    for run_in, qrels_in in ((path, qrels), (_nested(_read_run(Path(path)), "score"),
                                             _nested(_read_qrels(Path(qrels)), "rel"))):
        got = rankagg.evaluate(run_in, qrels_in, list(want), per_query=True)
        means = rankagg.evaluate(run_in, qrels_in, list(want))
        assert list(means) == list(names.values())
        bad = _disagreements(names, got, means, want)
        assert not bad, f"{run}: {len(bad)} values differ from trec_eval 10.0, e.g. {bad[:6]}"


@pytest.mark.parametrize("run", RUNS)
def test_official_is_the_default_output_and_the_cli_prints_it_as_trec_eval(run, capsys):
    """``--measures official`` is trec_eval's default set; the counts print as integers, as trec_eval prints them."""
    from rankagg.cli import main

    path, qrels = _paths(run)
    assert main(["evaluate", "--qrels", qrels, path, "--measures", "official"]) == 0
    rows = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    want = _printed(OFFICIAL_REF["runs"][run]["default"])
    assert [r[0] for r in rows] == [parse_measure(te).name for te in OFFICIAL]
    for (measure, q, value), te in zip(rows, OFFICIAL):
        # both printed with 4 decimals: a unit apart at most (trec_eval prints 0.00475 as 0.0047, its sum being
        # below it by an ulp; the unrounded values agree to half a unit: the test above)
        assert q == "all" and abs(float(value) - float(want[te]["all"])) <= 2 * HALF_UNIT, (te, value, want[te]["all"])
        if te.startswith("num_"):
            assert value == want[te]["all"], te  # the same text: an integer


@pytest.mark.parametrize("run", RUNS)
def test_trec_eval_s_list_form_reads_as_trec_eval_s_m_option(run, capsys):
    """``-m ndcg_cut.10,20 -m P.5,10 -m num_rel_ret -m iprec_at_recall.0,.25,.33,.5``, the same words to
    ``rankagg evaluate --measures``: one measure per cutoff, trec_eval's values, per query too."""
    from rankagg.cli import main

    path, qrels = _paths(run)
    words = ["ndcg_cut.10,20", "P.5,10", "num_rel_ret", "iprec_at_recall.0,.25,.33,.5"]
    assert main(["evaluate", "--qrels", qrels, path, "-q", "--measures", *words]) == 0
    values: dict[str, dict[str, float]] = {}
    for line in capsys.readouterr().out.splitlines():
        measure, q, v = line.split("\t")
        values.setdefault(q, {})[measure] = float(v)
    means = values.pop("all")
    want = OFFICIAL_REF["runs"][run]["lists"]
    names = {te: parse_measure(te).name for te in want}
    assert sorted(means) == sorted(names.values()) and len(names) == 9
    bad = _disagreements(names, pd.DataFrame.from_dict(values, orient="index"), means, want)
    assert not bad, bad


#: the measures of the default output at trec_eval's -l 2, as ir_measures objects
def _rel2_objects() -> dict[str, Any]:
    irm = pytest.importorskip("ir_measures")
    out = {"num_q": irm.NumQ, "num_ret": irm.NumRet, "num_rel": irm.NumRel(rel=2),
           "num_rel_ret": irm.NumRet(rel=2), "map": irm.AP(rel=2), "Rprec": irm.Rprec(rel=2),
           "bpref": irm.Bpref(rel=2), "recip_rank": irm.RR(rel=2)}
    out.update({f"P_{k}": irm.P(rel=2) @ k for k in (5, 10, 15, 20, 30, 100, 200, 500, 1000)})
    out.update({f"iprec_at_recall_{k / 10:.2f}": irm.IPrec(rel=2) @ (k / 10) for k in range(11)})
    return out


@pytest.mark.parametrize("run", RUNS)
def test_ir_measures_objects_with_rel_are_trec_eval_at_its_relevance_level(run):
    """A list of ir_measures objects evaluates through rankagg.evaluate; ``rel=2`` is trec_eval's ``-l 2``
    (gm_map, which ir_measures lacks, as the string ``GMAP(rel=2)``)."""
    objects = _rel2_objects()
    want = _printed(OFFICIAL_REF["runs"][run]["rel2"])
    path, qrels = _paths(run)
    measures = [*objects.values(), "GMAP(rel=2)"]
    got = rankagg.evaluate(path, qrels, measures, per_query=True)
    means = rankagg.evaluate(path, qrels, measures)
    names = {te: str(o) for te, o in objects.items()} | {"gm_map": "GMAP(rel=2)"}
    names["num_ret"] = "NumRet"  # ir_measures' NumRet is every retrieved document at any level
    assert set(means) == set(names.values()) and set(names) == set(want)
    bad = _disagreements(names, got, means, want)
    assert not bad, f"{run}: {len(bad)} values differ from trec_eval -l 2, e.g. {bad[:6]}"


def test_ir_measures_objects_and_strings_give_one_spelling():
    irm = pytest.importorskip("ir_measures")
    given_ = [irm.nDCG @ 10, irm.AP(rel=2), irm.P @ 5, irm.R @ 100, irm.RR, irm.Judged @ 10, irm.NumRelRet,
              irm.IPrec @ 0.5, irm.RBP(p=0.5), irm.Rprec, irm.Bpref, irm.NumQ, irm.infAP, irm.nDCG(dcg="log2") @ 5,
              irm.AP(judged_only=False)]
    assert [m.name for m in parse_measures(given_)] == [
        "nDCG@10", "AP(rel=2)", "P@5", "R@100", "RR", "Judged@10", "NumRet(rel=1)", "IPrec@0.5", "RBP(p=0.5)",
        "Rprec", "Bpref", "NumQ", "infAP", "nDCG@5", "AP"]
    # the strings ir_measures prints read the same, and so do trec_eval's spellings of them
    assert [m.name for m in parse_measures([str(m) for m in given_[:9]])] == [m.name for m in parse_measures(given_[:9])]
    for te, ours in [("num_rel_ret", "NumRet(rel=1)"), ("NumRelRet", "NumRet(rel=1)"), ("gm_map", "GMAP"),
                     ("iprec_at_recall_0.10", "IPrec@0.1"), ("P_5(rel=2)", "P(rel=2)@5"), ("num_q", "NumQ"),
                     ("iprec_at_recall.1", "IPrec@1.0"), ("P.5", "P@5"), ("map", "AP")]:
        assert parse_measure(te).name == ours, te


@pytest.mark.parametrize("make, says", [
    (lambda irm: irm.nDCG(dcg="exp-log2") @ 10, "parameter dcg='exp-log2' has no trec_eval equivalent"),
    (lambda irm: irm.nDCG(gains={0: 0, 1: 5}) @ 10, "parameter gains="),
    (lambda irm: irm.AP(judged_only=True), "parameter judged_only=True"),
    (lambda irm: irm.ERR @ 10, "ERR is not a measure rankagg computes"),
    (lambda irm: irm.NERR8 @ 10, "NERR8 is not a measure rankagg computes")])
def test_ir_measures_parameters_without_a_trec_eval_equivalent_are_refused_naming_the_measure(make, says):
    irm = pytest.importorskip("ir_measures")
    measure = make(irm)
    with pytest.raises(ValueError, match=re.escape(repr(str(measure)))) as err:
        rankagg.evaluate({"q": {"a": 1.0}}, {"q": {"a": 1}}, [irm.P @ 5, measure])
    assert says in str(err.value)


@pytest.mark.parametrize("names, says", [
    (["runid"], "the run's name, not a measure"), (["P.5,05"], "P@5 given twice"),
    (["P.5", "P_5"], "given twice"), (["iprec_at_recall.1.5"], "not a fraction between 0 and 1"),
    (["IPrec@2"], "not a fraction"), (["IPrec"], "needs a cutoff, e.g. IPrec@0.5"),
    (["num_rel_ret(rel=2)"], "rel given twice"), (["NumRet(rel=-1)"], "rel must be 0"),
    (["official", "map"], "AP given twice"), (["P.x"], "unknown measure")])
def test_bad_trec_eval_forms_are_refused_naming_them(names, says, tmp_path, capsys):
    from rankagg.cli import main

    with pytest.raises(ValueError, match=re.escape(repr(names[-1]))) as err:
        parse_measures(names)
    assert says in str(err.value)
    run, qrels = tmp_path / "r.run", tmp_path / "q.txt"
    run.write_text("q Q0 a 1 1.0 r\n")
    qrels.write_text("q 0 a 1\n")
    assert main(["evaluate", "--qrels", str(qrels), str(run), "--measures", *names]) == 2
    assert names[-1] in capsys.readouterr().err


def test_one_measure_of_a_list_form_is_refused_where_one_is_expected():
    with pytest.raises(ValueError, match=r"'P\.5,10': stands for 2 measures \(P@5, P@10\)"):
        parse_measure("P.5,10")
    assert parse_measure("P.10").name == "P@10"


# ------------------------------------------------------------------ the kernels by hand
def test_counts_gm_map_and_iprec_by_hand():
    """Two queries: q1 retrieves a (grade 2), b (0), c (1) and misses d (1); q2 retrieves x (0) and judges y (1)."""
    run = {"qid": ["q1", "q1", "q1", "q2"], "docid": ["a", "b", "c", "x"], "score": [3.0, 2.0, 1.0, 1.0]}
    qrels = {"qid": ["q1", "q1", "q1", "q1", "q2", "q2"], "docid": ["a", "b", "c", "d", "x", "y"],
             "rel": [2, 0, 1, 1, 0, 1]}
    names = ["num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "iprec_at_recall_0.00",
             "iprec_at_recall_0.50", "iprec_at_recall_0.70", "iprec_at_recall_1.00", "NumRel(rel=2)", "AP(rel=2)"]
    got = rankagg.evaluate(pd.DataFrame(run), pd.DataFrame(qrels), names, per_query=True)
    means = rankagg.evaluate(pd.DataFrame(run), pd.DataFrame(qrels), names)
    ap1 = (1 / 1 + 2 / 3) / 3  # a at 1, c at 3; three relevant
    assert got["NumQ"].tolist() == [1, 1] and means["NumQ"] == 2
    assert got["NumRet"].tolist() == [3, 1] and means["NumRet"] == 4
    assert got["NumRel"].tolist() == [3, 1] and means["NumRel"] == 4
    assert got["NumRet(rel=1)"].tolist() == [2, 0] and means["NumRet(rel=1)"] == 2
    assert got["AP"].tolist() == pytest.approx([ap1, 0.0])
    assert got["GMAP"].tolist() == pytest.approx([ap1, 1e-5])  # the floor of trec_eval's MIN_GEO_MEAN
    assert means["GMAP"] == pytest.approx(math.sqrt(ap1 * 1e-5))
    # q1: precision 1 at a (k=1), 2/3 at c (k=2); levels: lround(0 * 3) = 0 -> as 1, lround(1.5) = 2,
    # lround(2.1) = 2, lround(3) = 3 > 2 retrieved -> 0; q2: nothing relevant retrieved -> 0
    assert got["IPrec@0.0"].tolist() == [1.0, 0.0]
    assert got["IPrec@0.5"].tolist() == pytest.approx([2 / 3, 0.0])
    assert got["IPrec@0.7"].tolist() == pytest.approx([2 / 3, 0.0])
    assert got["IPrec@1.0"].tolist() == [0.0, 0.0]
    assert got["NumRel(rel=2)"].tolist() == [1, 0] and got["AP(rel=2)"].tolist() == [1.0, 0.0]


def _trec_eval_iprec(grades_in_rank_order: list[int], n_rel: int, level: float, rel: int = 1) -> float:
    """m_iprec_at_recall.c's loop, transcribed: from the last retrieved document up, the running maximum of the
    precision, assigned when the relevant count reaches the level's number of documents."""
    num_ret = len(grades_in_rank_order)
    num_rel_ret = sum(g >= rel for g in grades_in_rank_order)
    whole = math.floor(level * n_rel)
    cut = whole + (level * n_rel - whole >= 0.5)  # lround
    if cut > num_rel_ret:
        return 0.0
    int_precis = num_rel_ret / num_ret
    rel_so_far, value = num_rel_ret, None
    for i in range(num_ret, 0, -1):
        if rel_so_far <= 0:
            break
        int_precis = max(int_precis, rel_so_far / i)
        if grades_in_rank_order[i - 1] >= rel:
            if rel_so_far == cut:
                value = int_precis
            rel_so_far -= 1
    return int_precis if value is None else value


@PROPERTY
@given(st.lists(st.lists(st.integers(-1, 3), min_size=1, max_size=25), min_size=1, max_size=5),
       st.lists(st.integers(0, 4), min_size=5, max_size=5), st.sampled_from([0.0, 0.1, 0.25, 0.3, 0.5, 0.7, 1.0]),
       st.sampled_from([1, 2]))
def test_iprec_is_trec_eval_s_loop(queries, unretrieved, level, rel):
    """IPrec@level (vectorised, every query at once) equals trec_eval's loop on each query, for any grades,
    relevance level and number of relevant documents never retrieved."""
    run, qrels, want = {"qid": [], "docid": [], "score": []}, {"qid": [], "docid": [], "rel": []}, []
    for q, grades in enumerate(queries):
        for i, g in enumerate(grades):
            run["qid"].append(f"q{q}")
            run["docid"].append(f"d{i}")
            run["score"].append(float(len(grades) - i))
            qrels["qid"].append(f"q{q}")
            qrels["docid"].append(f"d{i}")
            qrels["rel"].append(g)
        for u in range(unretrieved[q]):
            qrels["qid"].append(f"q{q}")
            qrels["docid"].append(f"u{u}")
            qrels["rel"].append(rel)
        n_rel = sum(g >= rel for g in grades) + unretrieved[q]
        want.append(_trec_eval_iprec(grades, n_rel, level, rel))
    measure = f"IPrec(rel={rel})@{level}"
    _, got = evaluate_columns(run, qrels, [measure], provider="numpy")
    assert got[parse_measure(measure).name].tolist() == pytest.approx(want, abs=0, rel=0)


# ------------------------------------------------------------------ against pytrec_eval
@PROPERTY
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 12), st.floats(-5, 5, allow_nan=False)), min_size=1,
                max_size=40, unique_by=lambda t: (t[0], t[1])),
       st.lists(st.tuples(st.integers(0, 3), st.integers(0, 14), st.integers(0, 3)), min_size=1, max_size=40,
                unique_by=lambda t: (t[0], t[1])),
       st.sampled_from([1, 2]))
def test_the_new_measures_equal_pytrec_eval_at_each_relevance_level(run_rows, qrels_rows, rel):
    """num_q, num_ret, num_rel, num_rel_ret, gm_map (pytrec_eval keeps its logarithm) and the binary measures at
    ``relevance_level`` 1 and 2 (ir_measures' ``rel``), query by query, against trec_eval's code in pytrec_eval
    (given each line's place in trec_eval 10.0's order as its score).  Not iprec_at_recall: pytrec_eval bundles
    trec_eval 9, which puts a level at ``(long) (level * R + 0.9)`` documents where 10.0 rounds (``lround``;
    m_iprec_at_recall.c says so); trec_eval 10.0's own outputs and its loop hold it above."""
    pytrec_eval = pytest.importorskip("pytrec_eval")
    from rankagg.evaluation.trec_numpy import places_in_order

    run = {"qid": [f"q{q}" for q, _, _ in run_rows], "docid": [f"d{d}" for _, d, _ in run_rows],
           "score": [s for _, _, s in run_rows]}
    qrels = {"qid": [f"q{q}" for q, _, _ in qrels_rows], "docid": [f"d{d}" for _, d, _ in qrels_rows],
             "rel": [g for _, _, g in qrels_rows]}
    if not set(run["qid"]) & set(qrels["qid"]):
        return
    ours_to_theirs = {"NumQ": "num_q", "NumRet": "num_ret", f"NumRel(rel={rel})": "num_rel",
                      f"NumRet(rel={rel})": "num_rel_ret", f"GMAP(rel={rel})": "gm_map", f"AP(rel={rel})": "map",
                      f"P(rel={rel})@5": "P_5", f"RR(rel={rel})": "recip_rank", f"Rprec(rel={rel})": "Rprec",
                      f"Bpref(rel={rel})": "bpref", f"R(rel={rel})@10": "recall_10"}
    qids, ours = evaluate_columns(run, qrels, list(ours_to_theirs), provider="numpy")
    places = places_in_order(np.array(run["qid"], dtype=object), np.array(run["docid"], dtype=object),
                             np.array(run["score"]))
    nested_run: dict[str, dict[str, float]] = {}
    for q, d, s in zip(run["qid"], run["docid"], places.tolist()):
        nested_run.setdefault(q, {})[d] = s
    evaluator = pytrec_eval.RelevanceEvaluator(_nested(pd.DataFrame(qrels), "rel"),
                                               {"num_q", "num_ret", "num_rel", "num_rel_ret", "gm_map", "map",
                                                "P.5", "recip_rank", "Rprec", "bpref", "recall.10"},
                                               relevance_level=rel)
    ref = evaluator.evaluate({q: v for q, v in nested_run.items() if q in set(qrels["qid"])})
    assert qids == sorted(ref)
    for ours_name, theirs in ours_to_theirs.items():
        want = np.array([ref[q][theirs] for q in qids])
        if theirs == "gm_map":
            want = np.exp(want)
        got = ours[parse_measure(ours_name).name]
        np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12, err_msg=ours_name)


# ------------------------------------------------------------------ the real rounds
@pytest.mark.data
@pytest.mark.parametrize("round_", sorted(OFFICIAL_REF["rounds"], key=int) or ["2"])
def test_the_default_output_on_the_real_rounds(round_):
    d = _trec_covid_dir(int(round_))
    want = OFFICIAL_REF["rounds"][round_]
    paths = [str(d / "runs" / f"{name}.gz") for name in want]
    got = rankagg.evaluate(paths, str(d / f"qrels-round{round_}.txt"), ["official"])
    bad = [(name, te, g[parse_measure(te).name], want[name][te]) for name, g in zip(want, got) for te in OFFICIAL
           if abs(g[parse_measure(te).name] - float(want[name][te])) > HALF_UNIT]
    assert not bad, f"round {round_}: {len(bad)} values differ from trec_eval 10.0: {bad[:6]}"


def test_summaries_other_than_the_mean_are_kept_where_queries_are_summed_up():
    """The protocol's qrels evaluation sums a count and takes gm_map's geometric mean; tune, which maximises a
    mean over the queries, refuses them naming the measure."""
    from rankagg.evaluation.qrels_eval import QrelsEvaluation
    from rankagg.experiments.tune_objective import parse_measure as tune_measure

    qrels = pd.DataFrame({"qid": ["1"], "docid": ["a"], "rel": [1]})
    ev = QrelsEvaluation(qrels, ["AP", "num_ret", "gm_map"])
    got = ev.mean({"AP": np.array([0.5, 0.0]), "NumRet": np.array([3.0, 4.0]), "GMAP": np.array([0.5, 1e-5])})
    assert got == {"AP": 0.25, "NumRet": 7.0, "GMAP": pytest.approx(math.sqrt(0.5 * 1e-5))}
    assert tune_measure("AP(rel=2)").name == "AP(rel=2)"
    for name, word in (("gm_map", "geometric mean"), ("num_rel_ret", "sum")):
        with pytest.raises(ValueError, match=rf"'{name}' \(--measure\): tune maximises a mean .* their {word}"):
            tune_measure(name)


def test_the_paired_comparison_of_several_runs_tests_the_means_only(capsys):
    """With several runs, the t-tests compare the measures that are means: a count (num_q's differences are all 0,
    its p undefined) would otherwise spoil the Holm adjustment of the others (AP's p went from 0.361 to 1)."""
    from rankagg.cli import main

    (a, qrels), (b, _) = _paths("adv1"), _paths("adv2")
    assert main(["evaluate", "--qrels", qrels, a, b, "--measures", "AP", "num_q", "gm_map"]) == 0
    alone = capsys.readouterr().out.splitlines()
    assert main(["evaluate", "--qrels", qrels, a, b, "--measures", "AP"]) == 0
    tested = [line for line in alone if line.startswith("# ")]
    assert tested == [line for line in capsys.readouterr().out.splitlines() if line.startswith("# ")]
    assert len(tested) == 2 and "\tAP\t" in tested[1] and "(Holm over 1 tests)" in tested[0]
