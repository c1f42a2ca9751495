"""A ``{qid: {docid: score}}`` run's query with nothing retrieved (``{qid: {}}``) is evaluated, not left out
(issue 45's eleventh bar, ``u11k_ranx_empty_query_in_dict``; the test written by the bar's helper).

No line of a run file can say "this query was run and found nothing", so a file's judged query without lines is
left out of the mean (trec_eval's default; ``complete=True`` counts it, as trec_eval ``-c``).  A dict can say it,
and pytrec_eval and ir_measures count such a query 0: ``rankagg.evaluate`` does too.
"""

from __future__ import annotations

import pytest

# ---------------------------------------------------------------- a dict run's query with nothing retrieved
# ranx raises on it, pytrec_eval and ir_measures count it 0: ``{qid: {}}`` is the system's answer "nothing" for
# that query.  rankagg left it out of the mean (1.0 where 0.5 is right: bar case ``u11k_ranx_empty_query_in_dict``).
# Each form of dict run, with its empty queries judged or not and placed anywhere, is held to trec_eval's values of
# an empty list (trec_eval -c's for a query without lines: every measure 0, NumRel the judged relevant) and to
# pytrec_eval's on its other queries.  pytrec_eval itself is no reference for the empty ones: given an empty query
# it reports num_rel 0 when that query comes first, and with Rprec, bpref and ndcg_cut together it crashed
# (SIGSEGV) on {q1: {}, q2: {}, q3: {...}, q4: {}} (pytrec_eval #49's family).

MEASURES = {"AP": "map", "nDCG@10": "ndcg_cut_10", "P@5": "P_5", "RR": "recip_rank", "R@10": "recall_10",
            "Rprec": "Rprec", "Bpref": "bpref", "NumRet": "num_ret", "NumRel": "num_rel"}
QRELS = {"q1": {"a": 1, "b": 0}, "q2": {"c": 2}, "q3": {"d": 1, "e": 1}, "q4": {"f": 1}}
FULL = {"q1": {"a": 2.0, "b": 1.0, "x": 0.5}, "q2": {"c": 1.0, "y": 3.0}, "q3": {"e": 4.0, "z": 1.0},
        "q4": {"f": 1.0}, "q9": {"w": 1.0}}
# which queries answer nothing: one first, one between, the last, all but one, an unjudged one (q9: no qrels)
EMPTIED = {"first": ["q1"], "middle": ["q2"], "last": ["q4"], "all_but_one": ["q1", "q2", "q4"], "unjudged": ["q9"],
           "judged_and_unjudged": ["q3", "q9"]}


def _run(emptied: list[str], form: str) -> dict:
    run = {q: ({} if q in emptied else dict(d)) for q, d in FULL.items()}
    if form == "int_scores":  # integer scores: another branch of the mapping reader
        run = {q: {d: int(s * 2) for d, s in v.items()} for q, v in run.items()}
    if form == "non_ascii":  # ids the compiled reader declines: the Python reader
        run = {q: {f"{d}é" if d in "xyzw" else d: s for d, s in v.items()} for q, v in run.items()}
    return run


def _reference(run: dict) -> dict[str, dict[str, float]]:
    import pytrec_eval

    full = {q: {d: float(s) for d, s in v.items()} for q, v in run.items() if v}
    ref = pytrec_eval.RelevanceEvaluator(QRELS, set(MEASURES.values())).evaluate(full) if full else {}
    for q, v in run.items():  # a judged query answering nothing: trec_eval's values of an empty list
        if not v and q in QRELS:
            ref[q] = {m: 0.0 for m in MEASURES.values()}
            ref[q]["num_rel"] = float(sum(g >= 1 for g in QRELS[q].values()))
    return ref


@pytest.mark.parametrize("emptied", sorted(EMPTIED))
@pytest.mark.parametrize("form", ["str", "int_scores", "non_ascii", "int_qids", "frame_of_several"])
def test_empty_query_of_a_dict_run_counts_as_pytrec_eval(emptied, form):
    import rankagg

    run = _run(EMPTIED[emptied], "str" if form in ("int_qids", "frame_of_several") else form)
    ref = _reference(run)
    given, qrels = run, QRELS
    if form == "int_qids":  # int query ids (their decimal text), against qrels keyed by that text
        given, qrels = {int(q[1:]): v for q, v in run.items()}, {q[1:]: v for q, v in QRELS.items()}
    if form == "frame_of_several":  # a list of runs: evaluated together, each its own queries
        got = rankagg.evaluate([given, FULL], qrels, list(MEASURES), per_query=True)[0]
    else:
        got = rankagg.evaluate(given, qrels, list(MEASURES), per_query=True)
    got.index = [f"q{q}" if form == "int_qids" else q for q in got.index]
    assert sorted(got.index) == sorted(ref)
    for q in ref:
        for ours, theirs in MEASURES.items():
            assert got.loc[q, ours] == pytest.approx(ref[q][theirs], abs=1e-12), (q, ours)
    mean = rankagg.evaluate(given, qrels, ["AP"])["AP"]
    assert mean == pytest.approx(sum(v["map"] for v in ref.values()) / len(ref), abs=1e-12)
