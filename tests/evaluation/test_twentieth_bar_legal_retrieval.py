"""Issue 45's twentieth bar (a legal-research team, u20l_): trec_eval's set measures, the precision and recall of
the whole retrieved set that TREC Legal reported for a production.  trec_eval names them ``set_P`` and
``set_recall`` (its ``-m``) and counts them at its ``-l``; rankagg refused both names ('unknown measure; did you mean
SetP'), computed ``SetP``/``SetR`` only through pytrec_eval (absent from a default install) and refused them at
``-l 2``.  Every member of the class is generated here: each spelling (trec_eval's ``-m`` name, ir_measures' name,
an ir_measures object with ``rel=``), each door (the command's ``-m`` and ``--measures``, ``rankagg.evaluate``),
each level, with pytrec_eval absent; the values by hand (m_set_P.c: relevant retrieved / retrieved, m_set_recall.c:
relevant retrieved / relevant, 0 when the divisor is 0) and against pytrec_eval's ``relevance_level``."""

from __future__ import annotations

import json
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.cli import main

#: each spelling of the two measures, and which one it is
SPELLINGS = [("set_P", "P"), ("SetP", "P"), ("set_recall", "R"), ("SetR", "R")]


def _by_hand(run: dict, qrels: dict, which: str, level: int) -> dict[str, float]:
    out = {}
    for q, grades in qrels.items():
        if q not in run:
            continue
        ret = len(run[q])
        rel_ret = sum(1 for d in run[q] if grades.get(d, 0) >= level)
        n_rel = sum(1 for g in grades.values() if g >= level)
        den = ret if which == "P" else n_rel
        out[q] = rel_ret / den if den else 0.0
    return out


@st.composite
def productions(draw):
    """AILA-style judgements (grades 0-2, some negative) and a production of each query (a few cases to many)."""
    docs = [f"C{i}" for i in range(1, 15)] + ["S45", "2019_UKSC_12", "ECLI:NL:HR:2019:1234", "§1983"]
    qrels, run = {}, {}
    for k in range(1, draw(st.integers(1, 4)) + 1):
        q = f"AILA_Q{k}"
        judged = draw(st.lists(st.sampled_from(docs), min_size=1, max_size=12, unique=True))
        qrels[q] = {d: draw(st.integers(-1, 2)) for d in judged}
        ranked = draw(st.lists(st.sampled_from(docs), min_size=1, max_size=18, unique=True))
        run[q] = {d: float(draw(st.integers(0, 5))) for d in ranked}
    return qrels, run


def _write(folder, qrels, run):
    (folder / "q.qrels").write_text("".join(f"{q} 0 {d} {g}\n" for q, j in qrels.items() for d, g in j.items()),
                                    encoding="utf-8")
    (folder / "r.run").write_text("".join(f"{q} Q0 {d} {i} {s} legal\n" for q, docs in run.items()
                                          for i, (d, s) in enumerate(docs.items(), 1)), encoding="utf-8")
    return str(folder / "q.qrels"), str(folder / "r.run")


@pytest.fixture
def no_pytrec_eval(monkeypatch):
    monkeypatch.setitem(sys.modules, "pytrec_eval", None)  # a default install: the bench extra absent


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=productions(), level=st.integers(1, 2), spelling=st.sampled_from(SPELLINGS),
       option=st.sampled_from(["-m", "--measures"]))
def test_the_command_computes_each_spelling_at_each_level(tmp_path_factory, capsys, no_pytrec_eval, data, level,
                                                          spelling, option):
    qrels, run = data
    name, which = spelling
    qpath, rpath = _write(tmp_path_factory.mktemp("legal"), qrels, run)
    capsys.readouterr()
    assert main(["evaluate", "--qrels", qpath, rpath, "-l", str(level), option, name, "-q", "--json"]) == 0, \
        capsys.readouterr().err
    got = json.loads(capsys.readouterr().out)
    want = _by_hand(run, qrels, which, level)
    (printed,) = [k for k in got if k != "per_query"]
    assert printed == ("SetP" if which == "P" else "SetR") + (f"(rel={level})" if level > 1 else "")
    assert {q: v[printed] for q, v in got["per_query"].items()} == pytest.approx(want, abs=1e-12)
    assert got[printed] == pytest.approx(sum(want.values()) / len(want), abs=1e-12)


@settings(max_examples=25, deadline=None)
@given(data=productions(), spelling=st.sampled_from(SPELLINGS))
def test_rankagg_evaluate_takes_trec_evals_names_without_pytrec_eval(data, spelling):
    qrels, run = data
    name, which = spelling
    with pytest.MonkeyPatch.context() as mp:
        mp.setitem(sys.modules, "pytrec_eval", None)
        got = rankagg.evaluate(run, qrels, [name, "P@5"])
    want = _by_hand(run, qrels, which, 1)
    assert got[next(k for k in got if k != "P@5")] == pytest.approx(sum(want.values()) / len(want), abs=1e-12)


@pytest.mark.parametrize("which", ["P", "R"])
@pytest.mark.parametrize("level", [1, 2])
def test_ir_measures_objects_with_rel(which, level):
    irm = pytest.importorskip("ir_measures")
    run = {"AILA_Q1": {"C1": 3.0, "C7": 2.0, "S45": 1.0, "C9": 0.5}, "AILA_Q2": {"C12": 1.0}}
    qrels = {"AILA_Q1": {"C1": 1, "C7": 2, "C3": 2}, "AILA_Q2": {"C12": 1, "C4": 0}}
    measure = (irm.SetP if which == "P" else irm.SetR)(rel=level)
    got = rankagg.evaluate(run, qrels, [measure])
    # by hand: Q1 retrieves 4, relevant C1 (1), C7 (2), C3 (2, unretrieved); Q2 retrieves 1, C12 relevant at 1 only
    want = {("P", 1): (2 / 4 + 1) / 2, ("P", 2): (1 / 4 + 0) / 2, ("R", 1): (2 / 3 + 1) / 2, ("R", 2): (1 / 2 + 0) / 2}
    assert list(got.values()) == [pytest.approx(want[which, level], abs=1e-12)]


@settings(max_examples=20, deadline=None)
@given(data=productions(), level=st.integers(1, 2))
def test_equal_to_trec_evals_code(data, level):
    pytrec_eval = pytest.importorskip("pytrec_eval")
    qrels, run = data
    want = pytrec_eval.RelevanceEvaluator(qrels, {"set_P", "set_recall"}, relevance_level=level).evaluate(run)
    for ours, key in (("set_P", "set_P"), ("set_recall", "set_recall")):
        measure = ours if level == 1 else f"{'SetP' if key == 'set_P' else 'SetR'}(rel={level})"
        got = rankagg.evaluate(run, qrels, [measure])
        assert list(got.values())[0] == pytest.approx(sum(v[key] for v in want.values()) / len(want), abs=1e-12)
