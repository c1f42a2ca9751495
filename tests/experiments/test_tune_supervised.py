"""The supervised aggregators on TREC runs (issue 32 item 4): candidate pool, pool Rankings, topic-level CV."""

import numpy as np
import pandas as pd
import pytest

from rankagg.data.rankings import Rankings
from rankagg.experiments.tune_supervised import supervised_cv
from rankagg.methods.supervised.pooled import candidate_pool, pool_rankings


def _data():
    # one query, 6 documents, 2 runs; run A ranks a..e, run B ranks f, e, d
    ranks = np.array([[1, np.nan], [2, np.nan], [3, np.nan], [4, 3], [5, 2], [np.nan, 1]], dtype=float)
    return Rankings(offsets=np.array([0, 6]), ranks=ranks, qids=np.array(["q"]),
                    docids=np.array(list("abcdef")), ranker_names=("A", "B"))


def test_pool_is_the_top_depth_of_some_run_cut_by_rrf():
    data = _data()
    # depth 1: a (A's first) and f (B's first)
    assert candidate_pool(data, depth=1, size=10).tolist() == [0, 5]
    # depth 2: a, b, e, f; RRF k=60: e = 1/65 + 1/62 beats a = 1/61 > f = 1/61 (tie: docid) > b = 1/62
    assert candidate_pool(data, depth=2, size=4).tolist() == [0, 1, 4, 5]
    assert candidate_pool(data, depth=2, size=1).tolist() == [4]
    assert candidate_pool(data, depth=2, size=2).tolist() == [0, 4]  # a before f by the tie rule's docid
    with pytest.raises(ValueError, match="depth"):
        candidate_pool(data, depth=0)


def test_pool_rankings_keep_raw_ranks_and_labels():
    data = _data()
    pool = pool_rankings(data, np.array([0, 4, 5]), np.array([1, 0, 2]))
    assert pool.docids.tolist() == ["a", "e", "f"] and pool.offsets.tolist() == [0, 3]
    np.testing.assert_array_equal(pool.ranks, [[1, np.nan], [5, 2], [np.nan, 1]])
    assert pool.labels.tolist() == [1, 0, 2]


def _runs(n_q=15, seed=0):
    """Three runs over 40 documents per query: one follows relevance, one is noise, one is reversed."""
    rng = np.random.default_rng(seed)
    offsets, ranks, docids, qids, qrels = [0], [], [], [], []
    for q in range(n_q):
        rel = rng.random(40) < 0.2
        latent = rel + 0.5 * rng.standard_normal(40)
        cols = [np.argsort(np.argsort(-s)) + 1.0 for s in (latent, rng.standard_normal(40), -latent)]
        ranks.append(np.stack(cols, axis=1))
        docids += [f"d{d}" for d in range(40)]
        qids.append(f"q{q}")
        offsets.append(offsets[-1] + 40)
        qrels += [(f"q{q}", f"d{d}", 1) for d in np.flatnonzero(rel)]
    data = Rankings(offsets=np.array(offsets), ranks=np.vstack(ranks), qids=np.array(qids),
                    docids=np.array(docids), ranker_names=("good", "noise", "bad"))
    return data, pd.DataFrame(qrels, columns=["qid", "docid", "rel"])


def test_supervised_cv_learns_to_trust_the_good_run_on_held_out_topics():
    data, qrels = _runs()
    from rankagg.experiments.tune_objective import TrecObjective

    obj = TrecObjective(data, qrels, "nDCG@10", depth=1000)
    good = obj.of_ranker(0).mean()
    res = supervised_cv(data, qrels, "lr_agg(transform='logdiff', n_iter=30)", measure="nDCG@10", folds=3,
                        depth=40, size=40)
    assert res.pool_items == data.n_items and res.pool_recall == 1.0
    assert np.isfinite(res.held_out).all() and res.estimate == pytest.approx(res.held_out.mean())
    # equal-weight fusion of good, noise and its reverse is near random; the learner must do far better
    rrf = obj.per_query(np.asarray(__import__("rankagg").methods.registry.make_method("rrf").score(data))).mean()
    assert res.estimate > rrf + 0.1 and res.estimate > 0.8 * good
    assert [f["test"] for f in res.folds] == [5, 5, 5]
