"""``rankagg evaluate -l LEVEL`` is trec_eval's ``-l`` (u17k_eval_trec_dash_l): the reference is trec_eval's own code,
pytrec_eval's ``RelevanceEvaluator(..., relevance_level=LEVEL)``, on generated graded qrels and runs (ties, unjudged
documents, queries without a document at the level), through the command itself, every measure named by trec_eval's
``-m`` name.  nDCG must be the same at every level (trec_eval's reads the grades), a measure's own ``rel=`` wins, and
the measure rankagg computes at grade 1 only (infAP) is refused at another level, naming it."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.cli import main

pytrec_eval = pytest.importorskip("pytrec_eval")

#: rankagg's trec_eval -m name -> pytrec_eval's measure and result key
MEASURES = {"map": ("map", "map"), "P.5": ("P_5", "P_5"), "recip_rank": ("recip_rank", "recip_rank"),
            "Rprec": ("Rprec", "Rprec"), "bpref": ("bpref", "bpref"), "recall.10": ("recall_10", "recall_10"),
            "num_rel_ret": ("num_rel_ret", "num_rel_ret"), "num_rel": ("num_rel", "num_rel"),
            "ndcg_cut.10": ("ndcg_cut_10", "ndcg_cut_10"), "success.1": ("success_1", "success_1"),
            "iprec_at_recall.0.50": ("iprec_at_recall_0.50", "iprec_at_recall_0.50")}
SUMMED = ("num_rel_ret", "num_rel")


@st.composite
def judged_runs(draw):
    docs = [f"d{i}" for i in range(12)]
    qrels, run = {}, {}
    for q in ("1", "2", "3"):
        judged = draw(st.lists(st.sampled_from(docs), min_size=1, max_size=10, unique=True))
        qrels[q] = {d: draw(st.integers(0, 3)) for d in judged}
        ranked = draw(st.lists(st.sampled_from(docs), min_size=1, max_size=12, unique=True))
        run[q] = {d: float(draw(st.integers(0, 6))) for d in ranked}  # whole scores: ties, broken by docid
    return qrels, run


def _write(folder, qrels, run):
    (folder / "q.qrels").write_text("".join(f"{q} 0 {d} {g}\n" for q, j in qrels.items() for d, g in j.items()))
    (folder / "r.run").write_text("".join(f"{q} Q0 {d} {i} {s} r\n" for q, docs in run.items()
                                          for i, (d, s) in enumerate(docs.items(), 1)))
    return str(folder / "q.qrels"), str(folder / "r.run")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=judged_runs(), level=st.integers(1, 3))
def test_every_measure_is_trec_evals_at_the_level(tmp_path_factory, capsys, data, level):
    qrels, run = data
    qpath, rpath = _write(tmp_path_factory.mktemp("l"), qrels, run)
    argv = ["evaluate", "--qrels", qpath, rpath, "-l", str(level), "--json", "-q"]
    for name in MEASURES:
        argv += ["-m", name]
    capsys.readouterr()
    assert main(argv) == 0
    got = json.loads(capsys.readouterr().out)["per_query"]
    want = pytrec_eval.RelevanceEvaluator(qrels, {m for m, _ in MEASURES.values()},
                                          relevance_level=level).evaluate(run)
    for q in want:
        names = list(got[q])
        assert len(names) == len(MEASURES)
        for printed, (_, key) in zip(names, MEASURES.values()):  # printed in the order -m gave them
            assert got[q][printed] == pytest.approx(want[q][key], abs=1e-12), (q, printed, key, level)
            if key.startswith("ndcg"):
                assert "rel=" not in printed  # nDCG reads the grades at every level
            elif level > 1:
                assert f"rel={level}" in printed, printed


def test_a_measure_naming_its_own_rel_keeps_it(tmp_path, capsys):
    qpath, rpath = _write(tmp_path, {"1": {"a": 2, "b": 1}}, {"1": {"b": 2.0, "a": 1.0}})
    assert main(["evaluate", "--qrels", qpath, rpath, "-l", "2", "--measures", "AP(rel=1)", "AP", "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got == {"AP": 1.0, "AP(rel=2)": 0.5}  # b at 1 and a at 2 relevant at grade 1; only a at 2


@pytest.mark.parametrize("measure", ["infAP"])  # SetP and SetR count at the level: test_twentieth_bar_legal_retrieval.py
def test_a_measure_computed_at_grade_one_only_is_refused_at_another_level(tmp_path, capsys, measure):
    qpath, rpath = _write(tmp_path, {"1": {"a": 2}}, {"1": {"a": 1.0}})
    assert main(["evaluate", "--qrels", qpath, rpath, "-l", "2", "--measures", measure]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and f"trec_eval's -l 2 changes {measure}" in err, err
    assert main(["evaluate", "--qrels", qpath, rpath, "-l", "1", "--measures", measure]) == 0  # level 1: as without


def test_l_is_refused_with_letor_and_at_zero(tmp_path, capsys):
    assert main(["evaluate", "--letor", str(tmp_path / "f"), str(tmp_path / "s"), "-l", "2"]) == 2
    assert "-l is trec_eval's relevance level, for --qrels" in capsys.readouterr().err
    qpath, rpath = _write(tmp_path, {"1": {"a": 2}}, {"1": {"a": 1.0}})
    with pytest.raises(SystemExit):
        main(["evaluate", "--qrels", qpath, rpath, "-l", "0"])
    assert "argument -l" in capsys.readouterr().err
