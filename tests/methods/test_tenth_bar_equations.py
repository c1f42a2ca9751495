"""Issue 45's tenth bar (the papers' equations worked by hand): iterate selection on judged run-file topics.

Volkovs et al. 2012 §5 keep the LambdaRank iterate with the best validation NDCG@10; St.Agg §5.2 and LambdaMART's
early stopping select the same way.  ``rankagg train`` / ``rankagg tune`` hold back judged topics of the user's runs
for it.  The LETOR script's convention (NDCG@k and P@k are 0 for a query with fewer than k documents) made a
validation set of short topics score 0 at every iterate, so nothing was selected and the method kept its first
iterate (bar case ``u10m_lr_agg_unanimous_perfect``: lr_agg fused a new topic t u w v where the rankers and the
labels agree on t u v w).  On judged topics a short topic is now measured over its documents
(:mod:`rankagg.evaluation.selection`); the LETOR protocol keeps the official convention.

The class is generated two ways: the selection value itself against NDCG and precision computed here from the
LETOR script's gains and discounts (every cutoff, every short size), and every iterate-selecting method trained on
short judged topics whose labels reverse the rankers' common order, which only a selected iterate can learn.
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pandas as pd
import pytest

from rankagg.data.rankings import Rankings


def _letor_dcg(labels: list[int]) -> float:
    """The LETOR 4.0 script's DCG: gain 2^label - 1, discount 1 at ranks 1 and 2, log(2)/log(r) below."""
    return sum((2 ** g - 1) * (1.0 if r <= 2 else math.log(2) / math.log(r)) for r, g in enumerate(labels, 1))


def _one_query(labels: list[int], scores: list[float]) -> Rankings:
    n = len(labels)
    return Rankings(offsets=np.array([0, n]), ranks=np.arange(1, n + 1, dtype=np.float64)[:, None],
                    qids=np.array(["1"]), docids=np.array([f"d{i}" for i in range(n)]), ranker_names=("r",),
                    labels=np.array(labels))


CUTS = [(kind, k, n) for kind in ("NDCG", "P") for k in range(2, 11) for n in range(1, k)]


@pytest.mark.parametrize("kind,k,n", CUTS)
def test_short_topic_is_measured_over_its_documents(kind: str, k: int, n: int) -> None:
    """A topic of n < k documents: NDCG@k = DCG / ideal DCG of its n documents (trec_eval's ndcg_cut_k), where the
    LETOR protocol's value stays 0; P@k = hits / k in both (the script already divides by k)."""
    from rankagg.evaluation.selection import judged_topic_selection, selection_value

    rng = np.random.default_rng(1000 * k + n)
    labels = [int(x) for x in rng.integers(0, 3, n)]
    if not any(labels):
        labels[-1] = 2
    scores = [float(x) for x in rng.permutation(n)]
    data = _one_query(labels, scores)
    ranked = [labels[i] for i in np.argsort(-np.asarray(scores), kind="stable")]
    want = (_letor_dcg(ranked) / _letor_dcg(sorted(labels, reverse=True)) if kind == "NDCG"
            else sum(g >= 1 for g in ranked) / k)
    with judged_topic_selection():
        got = selection_value(data, np.asarray(scores), f"{kind}@{k}")
    assert got == pytest.approx(want, rel=1e-12)
    letor = selection_value(data, np.asarray(scores), f"{kind}@{k}")
    assert letor == (0.0 if kind == "NDCG" else pytest.approx(want, rel=1e-12))


def _runs(order_of: dict[str, list[str]], grades: dict[str, int], judged: tuple[str, ...]) -> tuple[Rankings, pd.DataFrame]:
    """Two identical rankers over topics 1-6 (4 documents each), ``judged`` of them judged by ``grades``."""
    qids, docids, ranks = [], [], []
    offsets = [0]
    for q in ("1", "2", "3", "4", "5", "6"):
        docs = order_of[q]
        qids.append(q)
        docids += docs
        ranks += [[i + 1, i + 1] for i in range(len(docs))]
        offsets.append(len(docids))
    data = Rankings(offsets=np.array(offsets), ranks=np.array(ranks, dtype=np.float64), qids=np.array(qids),
                    docids=np.array(docids), ranker_names=("r1", "r2"))
    qrels = pd.DataFrame([(q, d, grades[d[0]]) for q in judged for d in order_of[q]],
                         columns=["qid", "docid", "rel"])
    return data, qrels


# each learner at settings that select among a few iterates (the selection is the subject, not the optimiser)
LEARNERS = [
    "lr_agg(n_iter=60)",
    "stagg_sup(max_iter=40, eval_every=1)",
    "rankagg_sup(max_iter=40, eval_every=1)",
]


TOPICS = ("1", "2", "3", "4", "5", "6")
# reversed: the rankers list d c b a over five judged topics, the grades say a > b > c > d: only a learnt (selected)
# iterate reverses them.  agreeing: the bar case's setting (rankers and grades agree, two judged topics: one to fit,
# one to select on, the paper's default settings): the first iterate swaps the two lowest grades.
SETTINGS = {
    "reversed": ({q: [f"d{q}", f"c{q}", f"b{q}", f"a{q}"] for q in TOPICS}, ("1", "2", "3", "4", "5"), LEARNERS),
    "agreeing": ({q: [f"a{q}", f"b{q}", f"c{q}", f"d{q}"] for q in TOPICS}, ("1", "2"), ["lr_agg"]),
}


@pytest.mark.parametrize("setting,spec", [(k, s) for k, (_, _, specs) in SETTINGS.items() for s in specs])
def test_selected_iterate_learns_short_topics(setting: str, spec: str) -> None:
    from rankagg.data.rankings import consensus_order
    from rankagg.experiments.train_runs import fit_on_judged

    order_of, judged, _ = SETTINGS[setting]
    data, qrels = _runs(order_of, {"a": 3, "b": 2, "c": 1, "d": 0}, judged)
    model, _, n_valid = fit_on_judged(data, qrels, spec, seed=0)
    assert n_valid == 1
    test = data.select_queries([5])
    got = [str(test.docids[i]) for i in consensus_order(test, np.asarray(model.score(test), dtype=np.float64))]
    assert got == ["a6", "b6", "c6", "d6"], f"{spec} kept an iterate that does not order by the grades: {got}"


def test_letor_protocol_keeps_the_official_convention() -> None:
    """Outside judged run-file topics (the LETOR protocol) a short query still scores 0 at NDCG@10."""
    from rankagg.evaluation.selection import judged_topic_selection, selection_value

    data = replace(_one_query([2, 1, 0], [3.0, 2.0, 1.0]))
    assert selection_value(data, np.array([3.0, 2.0, 1.0]), "NDCG@10") == 0.0
    with judged_topic_selection():
        assert selection_value(data, np.array([3.0, 2.0, 1.0]), "NDCG@10") == pytest.approx(1.0)
