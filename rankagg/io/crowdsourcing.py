"""A synthetic crowdsourcing generator (for Volkovs et al. 2012, §5).

The TREC 2011 Crowdsourcing Track data (binary judgements of 762 workers on
19,033 documents in 100 topics; most workers with fewer than 40 judgements) is
not available, so :func:`make_crowdsourcing` writes data of the same shape:

* topics (queries) with ``docs_per_topic`` documents, each truly relevant with
  probability ``relevant_rate`` (the gold label, 1 or 0);
* workers of mixed reliability: ``good`` workers answer correctly with
  probability ``acc_good``, ``noisy`` ones with ``acc_noisy``, ``spammers``
  answer "relevant" with probability 0.5 whatever the truth, and ``biased``
  workers say "relevant" to almost everything; the mix is ``worker_mix``;
* a long-tailed number of judgements per worker: worker activity is drawn
  from a Pareto (``tail``) distribution, and each document receives on
  average ``judgements_per_doc`` judgements from workers picked in proportion
  to their activity (a worker judges a document at most once).

Judgements are stored in the rank convention of :class:`Rankings`: a worker's
"relevant" is rank 1, "not relevant" rank 2, no judgement ``NaN``; so the
binary pairwise matrix of §2.1 has ``Y_k(i, j) = 1`` exactly when worker ``k``
judged ``i`` relevant and ``j`` not relevant, as in §5 of the paper.
"""

from __future__ import annotations

import numpy as np

from rankagg.data.rankings import Rankings

__all__ = ["make_crowdsourcing"]


def make_crowdsourcing(
    n_topics: int = 100,
    docs_per_topic: int = 30,
    n_workers: int = 400,
    judgements_per_doc: float = 3.0,
    relevant_rate: float = 0.5,
    worker_mix: tuple[float, float, float, float] = (0.15, 0.35, 0.3, 0.2),
    acc_good: float = 0.9,
    acc_noisy: float = 0.6,
    tail: float = 1.2,
    random_state: int = 0,
) -> tuple[Rankings, dict]:
    """Synthetic binary relevance judgements; returns ``(rankings, info)``.

    ``info`` has ``worker_type`` (0 good, 1 noisy, 2 spammer, 3 biased),
    ``worker_accuracy`` (empirical, vs gold) and ``judgements`` (per worker).
    """
    if n_topics < 1 or docs_per_topic < 2 or n_workers < 1:
        raise ValueError("n_topics >= 1, docs_per_topic >= 2 and n_workers >= 1 are needed")
    mix = np.asarray(worker_mix, dtype=float)
    if mix.shape != (4,) or np.any(mix < 0) or not np.isclose(mix.sum(), 1.0):
        raise ValueError("worker_mix must be 4 non-negative fractions summing to 1")
    if not 0 < judgements_per_doc <= n_workers:
        raise ValueError("judgements_per_doc must be in (0, n_workers]")
    rng = np.random.default_rng(random_state)
    n_items = n_topics * docs_per_topic
    gold = (rng.random(n_items) < relevant_rate).astype(np.int64)
    wtype = rng.choice(4, size=n_workers, p=mix)
    activity = rng.pareto(tail, size=n_workers) + 1.0
    prob = activity / activity.sum()
    ranks = np.full((n_items, n_workers), np.nan)
    n_judge = rng.poisson(judgements_per_doc, size=n_items).clip(1, n_workers)
    p_rel = np.where(wtype == 3, 0.95, 0.5)
    acc = np.where(wtype == 0, acc_good, np.where(wtype == 1, acc_noisy, 0.5))
    for i in range(n_items):
        workers = rng.choice(n_workers, size=n_judge[i], replace=False, p=prob)
        u = rng.random(len(workers))
        informed = (wtype[workers] == 0) | (wtype[workers] == 1)
        correct = u < acc[workers]
        says_rel = np.where(informed, np.where(correct, gold[i] == 1, gold[i] == 0), u < p_rel[workers])
        ranks[i, workers] = np.where(says_rel, 1.0, 2.0)
    judged = ~np.isnan(ranks)
    counts = judged.sum(axis=0)
    keep = counts > 0
    ranks = ranks[:, keep]
    wtype = wtype[keep]
    counts = counts[keep]
    agree = ((ranks == 1.0) & (gold[:, None] == 1)) | ((ranks == 2.0) & (gold[:, None] == 0))
    with np.errstate(invalid="ignore"):
        wacc = agree.sum(axis=0) / counts
    data = Rankings(
        offsets=np.arange(n_topics + 1, dtype=np.int64) * docs_per_topic,
        ranks=ranks,
        qids=np.array([f"t{t}" for t in range(n_topics)]),
        docids=np.array([f"doc{i}" for i in range(n_items)]),
        ranker_names=tuple(f"w{k}" for k in range(ranks.shape[1])),
        labels=gold,
    )
    return data, {"worker_type": wtype, "worker_accuracy": wacc, "judgements": counts}
