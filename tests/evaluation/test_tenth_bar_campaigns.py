"""Issue 45's tenth bar: judgments and measures from other campaigns, held to the references.

The bar (``scripts/reliability_matrix.py``, ``u10q_`` cases) found no fault on the base; this file keeps the
conventions it checked from drifting, in-process and cheap.  Every expectation comes from outside rankagg:

* pytrec_eval (trec_eval's own code) for values: graded gains in nDCG, relevance levels (``-l``), negative
  grades (``form_res_rels.c``: "in the pool, not judged": never relevant, gain 0, not a judged non-relevant
  for bpref), and trec_eval's average without ``-c`` (the run's queries that have judgements; a judged query
  with nothing relevant counts 0; a judged query the run lacks is left out);
* trec_eval's reader (``get_qrels.c``) for files: the iteration field ignored, '#' lines skipped, ``atol``
  grades, a document twice in a query's qrels refused;
* the other tools' definitions for their names: a name means the same thing or is refused naming it.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg

pytrec_eval = pytest.importorskip("pytrec_eval")

SUMS = {"num_q", "num_rel", "num_ret", "num_rel_ret"}


def trec_eval_all(run, qrels, measure, rel=1):
    """trec_eval's ``all`` line by pytrec_eval: a mean over the queries it evaluated, a sum for the counts."""
    cut = re.fullmatch(r"(P|ndcg_cut|map_cut|recall|success)_(\d+)", measure)
    family = f"{cut[1]}.{cut[2]}" if cut else measure
    per = pytrec_eval.RelevanceEvaluator(qrels, {family}, relevance_level=rel).evaluate(run)
    vals = [v[measure] for v in per.values()]
    return sum(vals) if measure in SUMS else sum(vals) / len(vals)


def campaign(seed, negative=False):
    """A TREC DL-shaped run and qrels (graded 0-3, 120 documents a query), with a run query nobody judged, a
    judged query no run saw, and a judged query with nothing relevant; ``negative``: CLEF's -1 for some 0s."""
    rnd = random.Random(seed)
    run, qrels = {}, {}
    for q in ("19335", "47923", "87181", "104861", "1037798"):
        pool = [f"D{rnd.randrange(10**6, 10**7)}" for _ in range(160)]
        run[q] = {d: (130 - i) / 8 for i, d in enumerate(rnd.sample(pool, 120))}
        if q == "1037798":
            continue
        qrels[q] = {}
        for j, d in enumerate(rnd.sample(pool, 60)):
            g = 0 if q == "104861" else rnd.choice([0, 0, 0, 0, 1, 1, 2, 3])
            qrels[q][d] = -1 if negative and g == 0 and j % 3 == 0 else g
    qrels["1110199"] = {f"D{k}": k % 4 for k in range(1, 9)}
    return run, qrels


# (rankagg's or another tool's name, trec_eval's measure, trec_eval's relevance level)
SAME_MEANING = [
    ("nDCG@10", "ndcg_cut_10", 1), ("ndcg_cut_10", "ndcg_cut_10", 1), ("ndcg@10", "ndcg_cut_10", 1),
    ("nDCG(rel=2)@10", None, 2),  # refused: trec_eval -l 2 does not change nDCG, rel is no parameter of it
    ("ndcg", "ndcg", 1), ("P@10", "P_10", 1), ("P_10", "P_10", 1), ("precision@10", "P_10", 1),
    ("P(rel=2)@10", "P_10", 2), ("AP", "map", 1), ("map", "map", 1), ("AP(rel=2)", "map", 2),
    ("AP@100", "map_cut_100", 1), ("map_cut_100", "map_cut_100", 1), ("map@100", "map_cut_100", 1),
    ("RR", "recip_rank", 1), ("recip_rank", "recip_rank", 1), ("mrr", "recip_rank", 1), ("RR(rel=2)", "recip_rank", 2),
    ("R@1000", "recall_1000", 1), ("recall@1000", "recall_1000", 1), ("R(rel=2)@100", "recall_100", 2),
    ("Rprec", "Rprec", 1), ("r-precision", "Rprec", 1), ("Rprec(rel=2)", "Rprec", 2),
    ("Bpref", "bpref", 1), ("bpref", "bpref", 1), ("Bpref(rel=2)", "bpref", 2),
    ("num_q", "num_q", 1), ("num_rel", "num_rel", 1), ("NumRel(rel=2)", "num_rel", 2), ("num_rel_ret", "num_rel_ret", 1),
    ("P(rel=4)@10", "P_10", 4),  # above every grade: nothing relevant
]


@pytest.fixture(scope="module")
def judged():
    return {neg: campaign(7, negative=neg) for neg in (False, True)}


@pytest.mark.parametrize("negative", [False, True], ids=["dl", "clef"])
@pytest.mark.parametrize("name,measure,rel", [m for m in SAME_MEANING if m[1]], ids=lambda x: str(x))
def test_names_from_every_tool_give_trec_evals_value(judged, negative, name, measure, rel):
    run, qrels = judged[negative]
    (got,) = rankagg.evaluate(run, qrels, [name]).values()
    assert got == pytest.approx(trec_eval_all(run, qrels, measure, rel), rel=1e-12, abs=1e-12)


@pytest.mark.parametrize("name,param", [
    ("nDCG(rel=2)@10", "rel"), ("P(rel=0)@10", "rel"), ("ndcg_burges@10", "ndcg_burges@10"), ("dcg@10", "dcg@10"),
    ("hits@10", "hits@10"), ("hit_rate@10", "hit_rate@10"),
])
def test_names_meaning_something_else_are_refused_by_name(judged, name, param):
    """ranx's ndcg_burges (2^g - 1 gains), dcg (not normalised), hits (a count), hit_rate, and levels trec_eval
    has no meaning for here: refused naming them, never computed as a neighbour's measure."""
    run, qrels = judged[False]
    with pytest.raises(ValueError, match=param.replace("(", r"\(").replace(")", r"\)")):
        rankagg.evaluate(run, qrels, [name])


def test_per_query_table_holds_the_queries_trec_eval_prints(judged):
    run, qrels = judged[True]
    table = rankagg.evaluate(run, qrels, ["nDCG@10", "AP"], per_query=True)
    per = pytrec_eval.RelevanceEvaluator(qrels, {"ndcg_cut.10", "map"}).evaluate(run)
    assert sorted(map(str, table.index)) == sorted(per)
    for q, v in per.items():
        assert table.loc[q].tolist() == pytest.approx([v["ndcg_cut_10"], v["map"]], abs=1e-12)


def test_runs_missing_queries_are_each_averaged_over_their_own(judged):
    run, qrels = judged[False]
    short = {q: v for q, v in run.items() if q != "87181"}
    both = rankagg.evaluate([run, short], qrels, ["nDCG@10"])
    for got, r in zip(both, (run, short)):
        assert got["nDCG@10"] == pytest.approx(trec_eval_all(r, qrels, "ndcg_cut_10"), abs=1e-12)


def write(path, rows):
    path.write_text("".join(" ".join(map(str, r)) + "\n" for r in rows), encoding="utf-8")
    return str(path)


def qrels_rows(qrels, iteration=lambda i: 0, grade=str):
    return [(q, iteration(i), d, grade(g)) for q, v in qrels.items() for i, (d, g) in enumerate(v.items())]


@pytest.mark.parametrize("shape", ["iterations", "comment", "float_text"])
def test_qrels_files_as_campaigns_write_them(tmp_path, judged, shape):
    """trec_eval's get_qrels ignores the iteration (TREC-COVID's 4.5 and 5, CLEF's Q0), skips '#' lines and reads
    a grade '2.0' with atol as 2: the values of the plain file."""
    run, qrels = judged[True]
    rows = qrels_rows(qrels, iteration=(lambda i: ["Q0", "4.5", "5", "1"][i % 4]) if shape == "iterations" else (lambda i: 0),
                      grade=(lambda g: f"{g}.0") if shape == "float_text" else str)
    path = write(tmp_path / "q.txt", rows)
    if shape == "comment":
        path_text = "# TREC DL 2019 passage qrels\n" + (tmp_path / "q.txt").read_text(encoding="utf-8")
        (tmp_path / "q.txt").write_text(path_text, encoding="utf-8")
    got = rankagg.evaluate(run, path, ["nDCG@10", "P(rel=2)@10", "Bpref"])
    assert list(got.values()) == pytest.approx([trec_eval_all(run, qrels, "ndcg_cut_10"),
                                               trec_eval_all(run, qrels, "P_10", 2),
                                               trec_eval_all(run, qrels, "bpref")], abs=1e-12)


@pytest.mark.parametrize("second", [3, 1])
def test_a_document_judged_twice_is_refused_at_its_line(tmp_path, judged, second):
    """trec_eval's form_res_rels: 'duplicate docs' -- whatever the grades; the refusal names the second line."""
    run, _ = judged[False]
    path = write(tmp_path / "dup.qrels", [("19335", 0, "D1", 0), ("19335", 0, "D2", 1), ("47923", 0, "D3", 2),
                                          ("19335", 0, "D2", second)])
    with pytest.raises(ValueError, match="dup.qrels:4"):
        rankagg.evaluate(run, path, ["nDCG@10"])


@settings(max_examples=30, deadline=None, database=None)
@given(st.data())
def test_generated_campaigns_equal_pytrec_eval(data):
    """Any grades from -1 to 3, ragged runs with distinct scores, judged queries no run saw and run queries
    nobody judged: nDCG@10, P(rel=2)@10, AP, Bpref and RR as trec_eval gives them."""
    n_q = data.draw(st.integers(1, 4))
    run, qrels = {}, {}
    for q in range(n_q):
        docs = [f"d{i}" for i in range(data.draw(st.integers(1, 15)))]
        scores = data.draw(st.lists(st.integers(-50, 50), min_size=len(docs), max_size=len(docs), unique=True))
        run[f"q{q}"] = {d: s / 4 for d, s in zip(docs, scores)}
        grades = data.draw(st.lists(st.sampled_from([-1, 0, 0, 1, 2, 3, None]), min_size=20, max_size=20))
        judged_q = {f"d{i}": g for i, g in enumerate(grades) if g is not None}
        if judged_q:
            qrels[f"q{q}"] = judged_q
    qrels["only_judged"] = {"d0": 2}
    if not set(run) & set(qrels):
        return
    got = rankagg.evaluate(run, qrels, ["nDCG@10", "P(rel=2)@10", "AP", "Bpref", "RR"])
    want = [trec_eval_all(run, qrels, "ndcg_cut_10"), trec_eval_all(run, qrels, "P_10", 2),
            trec_eval_all(run, qrels, "map"), trec_eval_all(run, qrels, "bpref"), trec_eval_all(run, qrels, "recip_rank")]
    assert list(got.values()) == pytest.approx(want, abs=1e-12)
