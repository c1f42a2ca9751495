"""Issue 45's fifth bar (answers against independent references), the evaluator's half: ``rankagg.evaluate``
against pytrec_eval (trec_eval's own C code) on the qrels and runs that break the peers: grades -1, 0, 1, 2 and 3,
exact score ties (and 0.0 against -0.0), a judged document no run retrieves, a judged query with nothing relevant,
a one-document query, a query the run has and the qrels do not, a judged query the run lacks; at relevance levels
1, 2 and 3 (trec_eval's ``-l``, ir_measures' ``rel=``), per query and in trec_eval's aggregate (the mean over the
queries both hold; counts summed; GMAP's geometric mean).  The measures trec_eval lacks (RR@k, Judged@k, RBP) are
checked by hand in trec_eval's order (the arithmetic in comments).  The bar's cases (prefix ``u5a_``) run the same
checks through the CLI.
"""

from __future__ import annotations

import math

import pytest

import rankagg

QRELS = {"1": {"a": 3, "b": 0, "c": -1, "d": 1, "z": 2}, "2": {"x": 0, "y": -1}, "3": {"a": 1},
         "4": {"p": 2, "q": 1, "r": 0}, "6": {"k": 1}}
RUN = {"1": {"a": 1.0, "b": 1.0, "c": 2.0, "e": 0.5, "d": -0.0, "f": 0.0}, "2": {"x": 3.0, "y": 2.0}, "3": {"a": -5.0},
       "4": {"q": 0.3, "p": 0.3, "s": 0.3, "r": 0.3}, "5": {"m": 1.0}}
#: rankagg's name (at level 1; ``rel=`` is added for the other levels) -> trec_eval's -m argument
MEASURES = {"P@1": "P.1", "P@5": "P.5", "nDCG@3": "ndcg_cut.3", "nDCG": "ndcg", "AP": "map", "AP@2": "map_cut.2",
            "RR": "recip_rank", "Rprec": "Rprec", "Bpref": "bpref", "R@2": "recall.2", "infAP": "infAP",
            "SetP": "set_P", "SetR": "set_recall", "IPrec@0.5": "iprec_at_recall.0.50", "NumRel": "num_rel",
            "NumRet": "num_ret", "NumRet(rel=1)": "num_rel_ret", "GMAP": "gm_map"}
#: the measures that take ``rel=``: their names at another level
AT_LEVEL = {"P@5": "P(rel={})@5", "AP": "AP(rel={})", "RR": "RR(rel={})", "Rprec": "Rprec(rel={})", "Bpref": "Bpref(rel={})",
            "R@2": "R(rel={})@2", "NumRet(rel=1)": "NumRet(rel={})"}


def _trec_eval(measures, level):
    pytrec_eval = pytest.importorskip("pytrec_eval")
    sets = {m.split(".")[0] if m.startswith("iprec") else m for m in measures.values()}
    return pytrec_eval.RelevanceEvaluator(QRELS, sets, relevance_level=level).evaluate(RUN)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_evaluate_is_trec_eval_per_query_and_in_the_mean(level):
    measures = MEASURES if level == 1 else {AT_LEVEL[k].format(level): v for k, v in MEASURES.items() if k in AT_LEVEL}
    theirs = _trec_eval(measures, level)
    per_query = rankagg.evaluate(RUN, QRELS, list(measures), per_query=True)
    means = rankagg.evaluate(RUN, QRELS, list(measures))
    assert sorted(per_query.index.astype(str)) == sorted(theirs) == ["1", "2", "3", "4"]  # trec_eval's queries
    for name, arg in measures.items():
        key = arg.replace(".", "_", 1)
        column = per_query[name] if name in per_query else per_query[per_query.columns[list(measures).index(name)]]
        for q, vals in theirs.items():
            if key == "gm_map":  # pytrec_eval gives log(max(AP, 1e-5)) per query
                continue
            assert column[q] == pytest.approx(vals[key], abs=1e-12), (name, q)
        values = [v[key] for v in theirs.values()]
        want = (math.exp(sum(values) / len(values)) if key == "gm_map"
                else sum(values) if key.startswith("num_") else sum(values) / len(values))
        assert list(means.values())[list(measures).index(name)] == pytest.approx(want, rel=1e-12), name


def test_evaluate_batch_of_runs_is_each_run_alone():
    other = {"1": {"b": 1.0}, "2": {"x": 2.0, "y": 1.0}, "6": {"k": 0.5, "j": 0.7}}
    measures = ["AP", "P@1", "nDCG@2", "GMAP", "Bpref"]
    both = rankagg.evaluate([RUN, other], QRELS, measures)
    assert list(both) == [rankagg.evaluate(RUN, QRELS, measures), rankagg.evaluate(other, QRELS, measures)]


def test_cutoff_measures_trec_eval_lacks_by_hand():
    got = rankagg.evaluate(RUN, QRELS, ["RR@2", "RR@3", "Judged@2", "Judged@5", "RBP(p=0.8)", "RBP(p=0.5,rel=2)"],
                           per_query=True)
    # trec_eval's order, score then docid descending: query 1 c b a e f d (1.0 tie: b before a; 0.0 = -0.0: f before d),
    # query 4 s r q p (all 0.3).  RR@2 / RR@3: query 1 first relevant a at 3 -> 0, 1/3; query 4 q at 3 -> 0, 1/3.
    # Judged@k (ir_measures: over min(k, retrieved)): query 1 c b a judged -> 1, 3/5; query 4 r q p of s r q p -> 1/2, 3/4.
    # RBP (Moffat & Zobel): (1 - p) sum p^(i-1): query 1 grade >= 1 at 3 and 6 -> .2 (.8^2 + .8^5) = .193536, grade >= 2
    # at 3 -> .5 * .5^2 = .125; query 4 q at 3, p at 4 -> .2 (.8^2 + .8^3) = .2304, p only (grade 2) -> .5 * .5^3
    want = {"1": [0.0, 1 / 3, 1.0, 0.6, 0.193536, 0.125], "4": [0.0, 1 / 3, 0.5, 0.75, 0.2304, 0.0625],
            "2": [0.0, 0.0, 1.0, 1.0, 0.0, 0.0], "3": [1.0, 1.0, 1.0, 1.0, 0.2, 0.0]}
    for q, values in want.items():
        assert list(got.loc[q]) == pytest.approx(values, abs=1e-12), q
