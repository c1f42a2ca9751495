"""``rankagg evaluate -l LEVEL`` is trec_eval's ``-l`` (u17k_eval_trec_dash_l): the reference is trec_eval's own code,
pytrec_eval's ``RelevanceEvaluator(..., relevance_level=LEVEL)``, on generated graded qrels and runs (ties, unjudged
documents, queries without a document at the level), through the command itself, every measure named by trec_eval's
``-m`` name.  nDCG must be the same at every level (trec_eval's reads the grades), a measure's own ``rel=`` wins, and
infAP at a level is infAP at level 1 of the qrels cut at that level (trec_eval's -l: a grade below it is judged
not relevant, its -1 and -2 stay unpooled and unjudged)."""

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


@st.composite
def pooled_runs(draw):
    docs = [f"d{i}" for i in range(10)]
    qrels, run = {}, {}
    for q in ("1", "2"):
        judged = draw(st.lists(st.sampled_from(docs), min_size=2, max_size=10, unique=True))
        qrels[q] = {d: draw(st.integers(-2, 3)) for d in judged}  # infAP's -1 (not pooled) and -2 (unjudged) too
        ranked = draw(st.lists(st.sampled_from(docs), min_size=1, max_size=10, unique=True))
        run[q] = {d: float(len(ranked) - i) for i, d in enumerate(ranked)}
    return qrels, run


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=pooled_runs(), level=st.integers(2, 3))
def test_infap_at_a_level_is_infap_of_the_qrels_cut_at_it(tmp_path_factory, capsys, data, level):
    qrels, run = data
    folder = tmp_path_factory.mktemp("infap")
    qpath, rpath = _write(folder, qrels, run)
    capsys.readouterr()
    assert main(["evaluate", "--qrels", qpath, rpath, "-l", str(level), "-m", "infAP", "--json", "-q"]) == 0
    got = json.loads(capsys.readouterr().out)["per_query"]
    cut = {q: {d: (g if g < 0 else int(g >= level)) for d, g in j.items()} for q, j in qrels.items()}
    (folder / "cut").mkdir()
    cpath, _ = _write(folder / "cut", cut, run)
    assert main(["evaluate", "--qrels", cpath, rpath, "-m", "infAP", "--json", "-q"]) == 0
    want = json.loads(capsys.readouterr().out)["per_query"]
    assert {q: list(v.values()) for q, v in got.items()} == {q: list(v.values()) for q, v in want.items()}
    assert all(list(v) == [f"infAP(rel={level})"] for v in got.values()), got


def test_l_is_refused_with_letor_and_at_zero(tmp_path, capsys):
    assert main(["evaluate", "--letor", str(tmp_path / "f"), str(tmp_path / "s"), "-l", "2"]) == 2
    assert "-l is trec_eval's relevance level, for --qrels" in capsys.readouterr().err
    qpath, rpath = _write(tmp_path, {"1": {"a": 2}}, {"1": {"a": 1.0}})
    with pytest.raises(SystemExit):
        main(["evaluate", "--qrels", qpath, rpath, "-l", "0"])
    assert "argument -l" in capsys.readouterr().err
