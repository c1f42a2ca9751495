"""Issue 45 (found by a brute-force run of tests/evaluation/test_relevance_level.py's property, 3000 evaluations in one
process): a qrels file with a query whose grades are all -2 or below, beside a query graded 0 or more, made pytrec_eval
(which computes infAP) size trec_eval's per-query array of grade counts by a negative number; the array is kept between
calls, and the next evaluation in the process died of a segmentation fault: ``rankagg evaluate --qrels Q RUN1 RUN2 -m
infAP`` on two runs, or a second ``rankagg.evaluate`` in a notebook.  trec_eval reads every negative grade alike (in
the pool, unjudged), so every grade below -1 is now given to it as -1: the values are trec_eval's, checked here against
infAP computed by hand from trec_eval's m_infAP.c, and nothing crashes however often it is called."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.cli import main

INFAP_EPSILON = 0.00001  # trec_eval's


def infap_by_hand(judged: dict[str, int], ranked: list[str], level: int = 1) -> float:
    """m_infAP.c: a document absent from the qrels is not pooled (skipped, its rank still counted), a negative grade
    is pooled but unjudged, a grade below the level judged non-relevant, the rest relevant."""
    value, rel, nonrel, unjudged = 0.0, 0, 0, 0
    for j, doc in enumerate(ranked):
        if doc not in judged:
            continue
        grade = judged[doc]
        if grade < 0:
            unjudged += 1
        elif grade < level:
            nonrel += 1
        else:
            rel += 1
            value += 1.0 if j == 0 else (1.0 / (j + 1) + (j / (j + 1)) * ((rel - 1 + nonrel + unjudged) / j)
                                         * ((rel - 1 + INFAP_EPSILON) / (rel - 1 + nonrel + 2 * INFAP_EPSILON)))
    relevant = sum(1 for g in judged.values() if g >= level)
    return value / relevant if relevant else value


@st.composite
def pooled(draw):
    docs = [f"d{i}" for i in range(8)]
    qrels, run = {}, {}
    for q in ("q1", "q2", "q3"):
        low = draw(st.booleans())  # a query judged only below -1 (the fault's trigger), beside the others
        judged = draw(st.lists(st.sampled_from(docs), min_size=1, max_size=8, unique=True))
        qrels[q] = {d: draw(st.integers(-7, -2) if low else st.integers(-3, 3)) for d in judged}
        ranked = draw(st.lists(st.sampled_from(docs), min_size=1, max_size=8, unique=True))
        run[q] = {d: float(len(ranked) - i) for i, d in enumerate(ranked)}
    return qrels, run


@settings(max_examples=40, deadline=None)
@given(data=pooled())
def test_infap_is_trec_evals_and_a_second_call_survives(data):
    qrels, run = data
    for _ in range(3):  # the fault struck the call after the first
        got = rankagg.evaluate(run, qrels, ["infAP"], per_query=True)["infAP"].to_dict()
    assert set(got) == set(qrels)  # every query is judged and run, as trec_eval evaluates it
    for q, judged in qrels.items():
        ranked = sorted(run[q], key=lambda d: -run[q][d])
        assert got[q] == pytest.approx(infap_by_hand(judged, ranked), abs=1e-12), (q, judged)


def test_two_runs_against_a_query_judged_only_minus_two(tmp_path, capsys):
    (tmp_path / "q.qrels").write_text("1 0 a -2\n2 0 b 0\n2 0 c 1\n")
    for name in ("r1.run", "r2.run"):
        (tmp_path / name).write_text("1 Q0 a 1 2.0 r\n2 Q0 b 1 2.0 r\n2 Q0 c 2 1.0 r\n")
    argv = ["evaluate", "--qrels", str(tmp_path / "q.qrels"), str(tmp_path / "r1.run"), str(tmp_path / "r2.run"),
            "-m", "infAP", "-q"]
    for _ in range(3):
        assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.count("infAP\t1\t0.0000") == 6 and out.count("infAP\t2\t0.5000") == 6, out
