"""``rankagg evaluate -c`` / ``rankagg.evaluate(..., complete=True)`` against NIST trec_eval 10.0's ``-c``.

trec_eval ``-c`` evaluates every judged query, one the run lacks on a stand-in ranking (trec_eval.c), and divides
the means by the number of judged queries.  tests/evaluation/data/trec_eval_reference/complete.json holds the
binary's ``-c -q`` output (make_reference.py beside it: the version, the commands) on the generated runs
without the judged queries listed under ``dropped``: the measures of ``-m`` (with the counts and gm_map), the
default output, and the default output at ``-l 2``.  Every face that evaluates run files is checked: the
command line (the batch reader and the streaming one), ``rankagg.evaluate`` on a path, on ``{qid: {docid:
score}}`` and on a DataFrame.  trec_eval prints 4 decimals: a value agrees within half a unit of the 4th.
"""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import rankagg
from rankagg.cli import main
from rankagg.evaluation.registry import parse_measure
from tests.evaluation.test_trec_eval_reference import HALF_UNIT, _nested, _read_qrels, _read_run

REF = Path(__file__).parent / "data" / "trec_eval_reference"
COMPLETE: dict[str, Any] = json.loads((REF / "complete.json").read_text(encoding="utf-8"))
DROPPED = set(COMPLETE["header"]["dropped"])
QRELS = REF / "generated.qrels"
RUNS = sorted(COMPLETE["runs"])
JUDGED = sorted(set(_read_qrels(QRELS)["qid"]))


def _rel2(te: str) -> str:
    """trec_eval's name at ``-l 2`` as rankagg's measure (ir_measures' ``rel=2``)."""
    fixed = {"num_q": "NumQ", "num_ret": "NumRet", "num_rel": "NumRel(rel=2)", "num_rel_ret": "NumRet(rel=2)",
             "map": "AP(rel=2)", "gm_map": "GMAP(rel=2)", "Rprec": "Rprec(rel=2)", "bpref": "Bpref(rel=2)",
             "recip_rank": "RR(rel=2)"}
    if te in fixed:
        return fixed[te]
    if te.startswith("P_"):
        return f"P(rel=2)@{te[2:]}"
    return f"IPrec(rel=2)@{float(te.rsplit('_', 1)[1])}"


def _names(form: str) -> dict[str, str]:
    """trec_eval's printed names of ``form`` -> rankagg's spelling."""
    printed = [m for m in COMPLETE["runs"][RUNS[0]][form] if m != "runid"]
    return {te: _rel2(te) if form == "rel2" else parse_measure(te).name for te in printed}


@pytest.fixture(scope="module")
def partial_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each generated run without the judged queries of ``dropped``, as trec_eval read it."""
    folder = tmp_path_factory.mktemp("complete")
    out = {}
    for run in RUNS:
        text = (REF / f"generated-{run}.run").read_text(encoding="utf-8")
        kept = "".join(line + "\n" for line in text.split("\n") if line and line.split(" ")[0] not in DROPPED)
        out[run] = folder / f"{run}-partial.run"
        out[run].write_text(kept, encoding="utf-8")
    return out


def _bad(names: dict[str, str], per_query: dict[str, dict[str, float]], means: dict[str, float],
         want: dict[str, dict[str, str]]) -> list[tuple]:
    bad = []
    for te, ours in names.items():
        for q, printed in want[te].items():
            value = means[ours] if q == "all" else per_query[q][ours]
            if abs(value - float(printed)) > HALF_UNIT:
                bad.append((te, q, value, printed))
    return bad


def _cli_json(argv: list[str]) -> dict[str, Any]:
    buf = io.StringIO()
    with redirect_stdout(buf):
        assert main(argv) == 0
    return json.loads(buf.getvalue())


def test_the_reference_is_trec_eval_10_with_c_on_runs_that_lack_judged_queries(partial_runs):
    head = COMPLETE["header"]
    assert head["tag"] == "v10.0" and all(" -c " in c for c in head["commands"].values())
    assert DROPPED < set(JUDGED)  # the dropped queries are judged: -c is what makes them count
    for run, path in partial_runs.items():
        qids = set(_read_run(path)["qid"])
        assert not DROPPED & qids and set(COMPLETE["runs"][run]["measures"]["map"]) == {*JUDGED, "all"}


# trec_eval's -c total of num_rel at -l 2 counts the grades > 0 (m_num_rel.c's te_calc_avg_num_rel ignores the
# relevance level), not the sum of its own per-query num_rel at that level: the one printed value rankagg does
# not copy (it prints the sum of the per-query values it prints, as every other count does)
QUIRK = ("rel2", "num_rel", "all")


@pytest.mark.parametrize("form", ["measures", "default", "rel2"])
@pytest.mark.parametrize("run", RUNS)
def test_the_command_line_with_c_prints_trec_eval_s_values(run, form, partial_runs):
    names = _names(form)
    want = {te: {q: v for q, v in vals.items() if (form, te, q) != QUIRK}
            for te, vals in COMPLETE["runs"][run][form].items() if te != "runid"}
    argv = ["evaluate", "-c", "-q", "--json", "--qrels", str(QRELS), str(partial_runs[run]),
            "--measures", *names.values()]
    got = _cli_json(argv)
    assert sorted(got["per_query"]) == JUDGED  # every judged query, in trec_eval's order
    bad = _bad(names, got["per_query"], got, want)
    assert not bad, f"{run} {form}: {len(bad)} values differ from trec_eval -c, e.g. {bad[:6]}"


def test_the_quirk_left_out_is_only_num_rel_s_total_at_level_2(partial_runs):
    """The value left out above does differ from trec_eval's printed one, and only by its level rule."""
    want = COMPLETE["runs"]["adv1"]["rel2"]["num_rel"]
    per_query_sum = sum(int(v) for q, v in want.items() if q != "all")
    grades_above_0 = int((_read_qrels(QRELS)["rel"] > 0).sum())
    assert int(want["all"]) == grades_above_0 != per_query_sum
    got = rankagg.evaluate(str(partial_runs["adv1"]), str(QRELS), ["NumRel(rel=2)"], complete=True)
    assert got["NumRel(rel=2)"] == per_query_sum


@pytest.mark.parametrize("run", RUNS)
def test_every_face_gives_the_same_complete_values(run, partial_runs):
    """The API on the path, on nested dicts and on a DataFrame, and the streaming reader, equal trec_eval -c."""
    from rankagg.evaluation.files import evaluate_trec_files
    from rankagg.stream.evaluate import evaluate_run_file

    names = _names("measures")
    want = {te: v for te, v in COMPLETE["runs"][run]["measures"].items() if te != "runid"}
    path = partial_runs[run]
    frame = _read_run(path)
    qrels_nested = _nested(_read_qrels(QRELS), "rel")
    for run_in, qrels_in in ((str(path), str(QRELS)), (_nested(frame, "score"), qrels_nested), (frame, str(QRELS))):
        per_query = rankagg.evaluate(run_in, qrels_in, list(names.values()), per_query=True, complete=True)
        means = rankagg.evaluate(run_in, qrels_in, list(names.values()), complete=True)
        assert list(per_query.index) == JUDGED
        bad = _bad(names, per_query.to_dict(orient="index"), means, want)
        assert not bad, f"{run} ({type(run_in).__name__}): {bad[:6]}"
    streamed = evaluate_trec_files(QRELS, [path], list(names.values()), evaluator=evaluate_run_file,
                                   streamed=lambda p: True, complete=True)[0]
    per_query = {q: {m: float(v[i]) for m, v in streamed.values.items()} for i, q in enumerate(streamed.qids)}
    assert not _bad(names, per_query, streamed.means(), want)


def test_without_c_the_mean_is_over_the_queries_the_run_has(partial_runs):
    """The default stays trec_eval's: the dropped queries are not evaluated, and each mean of -c is the default's
    sum over the run's queries divided by every judged query."""
    path = str(partial_runs["adv2"])
    measures = ["AP", "nDCG@10", "P@5", "RR"]
    default = rankagg.evaluate(path, str(QRELS), measures, per_query=True)
    complete = rankagg.evaluate(path, str(QRELS), measures, per_query=True, complete=True)
    assert not DROPPED & set(default.index) and DROPPED <= set(complete.index)
    assert (complete.loc[sorted(DROPPED)].to_numpy() == 0).all()
    np.testing.assert_array_equal(complete.loc[default.index].to_numpy(), default.to_numpy())
    means = rankagg.evaluate(path, str(QRELS), measures, complete=True)
    for m in measures:
        assert means[m] == pytest.approx(default[m].sum() / len(JUDGED), rel=1e-12)


def test_a_run_sharing_no_query_is_all_zeros_with_c_and_refused_without(tmp_path):
    """trec_eval -c evaluates it (every judged query is one it lacks); without -c it has nothing to average."""
    run = tmp_path / "other.run"
    run.write_text("elsewhere Q0 d1 1 1.0 r\n", encoding="utf-8")
    got = rankagg.evaluate(str(run), str(QRELS), ["AP", "NumQ", "NumRet"], complete=True)
    assert got == {"AP": 0.0, "NumQ": float(len(JUDGED)), "NumRet": 0.0}
    with pytest.raises(ValueError, match="share no query"):
        rankagg.evaluate(str(run), str(QRELS), ["AP"])


def test_c_is_refused_where_it_means_nothing(tmp_path, capsys):
    with pytest.raises(ValueError, match="complete must be True or False"):
        rankagg.evaluate(str(REF / "generated-adv1.run"), str(QRELS), ["AP"], complete="yes")
    feature, scores = tmp_path / "f.txt", tmp_path / "s.txt"
    feature.write_text("0 qid:1 1:0.5\n", encoding="utf-8")
    scores.write_text("0.5\n", encoding="utf-8")
    assert main(["evaluate", "-c", "--letor", str(feature), str(scores)]) == 2
    assert "-c/--complete is for --qrels" in capsys.readouterr().err


def test_complete_is_ir_measures_calc_aggregate(partial_runs, tmp_path):
    """ir_measures' own mean counts a judged query the run lacks as 0: ``complete=True`` is that mean."""
    irm = pytest.importorskip("ir_measures")
    frame = _read_run(partial_runs["adv3"])  # its adversarial scores as plain distinct ones: pytrec_eval, under
    frame["score"] = np.arange(len(frame), 0, -1, dtype=float)  # ir_measures, ranks near-ties as float32
    path = str(tmp_path / "plain.run")
    with open(path, "w", encoding="utf-8") as f:
        for q, d, x in zip(frame["qid"], frame["docid"], frame["score"]):
            f.write(f"{q} Q0 {d} 0 {x!r} plain\n")
    qrels = list(irm.read_trec_qrels(str(QRELS)))
    theirs = irm.calc_aggregate([irm.AP, irm.nDCG @ 10, irm.P @ 5, irm.RR], qrels, list(irm.read_trec_run(path)))
    ours = rankagg.evaluate(path, str(QRELS), ["AP", "nDCG@10", "P@5", "RR"], complete=True)
    default = rankagg.evaluate(path, str(QRELS), ["AP"])
    for m, v in theirs.items():
        assert ours[str(m)] == pytest.approx(v, abs=1e-6), m
    assert default["AP"] != pytest.approx(theirs[irm.AP], abs=1e-3)  # the two means do differ on this run
