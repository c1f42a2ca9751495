"""Past run weights: the seed papers' supervised aggregators on TREC runs, with topic-level cross-validation.

:func:`supervised_cv` estimates, on held-out topics, a learned aggregator of
rankagg's registry (``lambdamart``: LightGBM lambdarank on the stacked
features of Volkovs et al. 2012 §4.1 and of the unsupervised methods;
``lr_agg``: Volkovs' LambdaRank on SVD features, §4, Eq. 2-4; ``stagg_sup``:
supervised St.Agg, Niu et al. 2013 §4.3), measured by a trec measure as
:class:`~rankagg.experiments.tune_objective.TrecObjective` measures what
``rankagg fuse`` writes.

Candidate pool.  TREC runs return up to 1000 documents per topic, and the
union over 30-50 runs reaches 10k documents per topic; the learners build
per-topic pairwise matrices (SVD features, Markov chains), quadratic in the
documents.  So they rank a *pool*: per topic, the documents in the first
``depth`` (100) places of at least one run, cut to the ``size`` (200) best of
them by RRF (k = 60), the cheap fusion.  Every document outside the pool is
placed below the pool in RRF order, so the written ranking still holds every
document; a measure at depth 10 or 20 only sees the pool.  The pool's
documents keep their raw run ranks (a document at place 150 of a run that
has 1000 stays at 150), so no feature forgets where the run put it.

Cross-validation: ``folds`` outer folds of topics; the learner is fitted on
the other folds, with one inner fold of them held back as the validation set
that its early stopping / iterate selection uses (never the outer test fold),
and scores the outer test fold.  The per-topic held-out values are returned,
so that they can be compared topic by topic with ``tune``'s nested estimate
(:attr:`~rankagg.experiments.tune.TuneResult.held_out`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np
import pandas as pd
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.experiments.tune_objective import TrecObjective
from rankagg.io.trec import qrels_labels
from rankagg.methods.registry import make_method

__all__ = ["SupervisedCV", "candidate_pool", "pool_rankings", "supervised_cv"]



def candidate_pool(data: Rankings, *, depth: int = 100, size: int = 200) -> NDArray[np.int64]:
    """Items (sorted indices into ``data``) of each query's pool: ranked within the first ``depth`` places by
    at least one run, and among those the ``size`` best by RRF (k = 60, house tie rule); module doc."""
    if depth < 1 or size < 1:
        raise ValueError(f"depth and size must be >= 1, got depth={depth!r}, size={size!r}")
    local = data.local_ranks()
    with np.errstate(invalid="ignore"):
        near_top = (local <= depth).any(axis=1)
    rrf = np.asarray(make_method("rrf").score(data), dtype=np.float64)
    q = data.query_of_item
    order = np.lexsort((-np.where(near_top, rrf, -np.inf), q))
    rank_in_query = np.empty(data.n_items, dtype=np.int64)
    rank_in_query[order] = np.arange(data.n_items) - data.offsets[q[order]]
    return np.flatnonzero(near_top & (rank_in_query < size))


def pool_rankings(data: Rankings, items: NDArray[np.int64], labels: NDArray[np.int64] | None) -> Rankings:
    """``data`` restricted to ``items`` (sorted, grouped by query as ``data`` is), raw ranks and scores kept."""
    counts = np.bincount(data.query_of_item[items], minlength=data.n_queries)
    offsets = np.zeros(data.n_queries + 1, dtype=np.int64)
    np.cumsum(counts, out=offsets[1:])
    return Rankings(offsets=offsets, ranks=data.ranks[items], qids=data.qids, docids=data.docids[items],
                    ranker_names=data.ranker_names, scores=None if data.scores is None else data.scores[items],
                    labels=labels)


@dataclass
class SupervisedCV:
    """Outcome of :func:`supervised_cv`: per-query held-out measure (NaN on unjudged queries) and the mean."""

    learner: str
    measure: str
    held_out: NDArray[np.float64]
    estimate: float
    pool_depth: int
    pool_size: int
    pool_items: int
    pool_recall: float
    folds: list[dict[str, Any]] = field(default_factory=list)


def supervised_cv(data: Rankings, qrels: pd.DataFrame, learner: str, *, measure: str = "nDCG@10",
                  folds: int = 5, seed: int = 0, depth: int = 100, size: int = 200,
                  part: NDArray[np.int64] | None = None,
                  progress: Callable[[str], None] | None = None) -> SupervisedCV:
    """Held-out (``folds``-fold, by topic) measure of the registry's supervised ``learner`` spec (the ones
    compared: ``benchmarks/bench_tune_supervised.py``) on each judged query of ``data``; module doc.  ``part``: the outer fold of each query
    (-1 = unjudged), e.g. the one ``tune`` used, for a topic-paired comparison."""
    spec = learner
    objective = TrecObjective(data, qrels, measure, depth=1000)
    judged = np.flatnonzero(objective.judged)
    if part is None:
        rng = np.random.default_rng(seed)
        part = np.full(data.n_queries, -1, dtype=np.int64)
        part[rng.permutation(judged)] = np.arange(len(judged)) % folds
    n_folds = int(part.max()) + 1
    items = candidate_pool(data, depth=depth, size=size)
    labels = np.maximum(qrels_labels(data, qrels), 0).astype(np.int64)  # lambdarank takes grades >= 0
    pool = pool_rankings(data, items, labels[items])
    rrf = np.asarray(make_method("rrf").score(data), dtype=np.float64)
    n_rel_pool = np.bincount(pool.query_of_item[labels[items] > 0], minlength=data.n_queries)
    n_rel_all = np.bincount(data.query_of_item[labels > 0], minlength=data.n_queries)
    recall = float(n_rel_pool[judged].sum() / max(n_rel_all[judged].sum(), 1))
    pool_scores = np.zeros(len(items))
    fold_rows = []
    say = progress or (lambda message: None)
    rng = np.random.default_rng(seed + 1)
    for f in range(n_folds):
        train_q = np.flatnonzero((part >= 0) & (part != f))
        test_q = np.flatnonzero(part == f)
        valid_q = np.sort(rng.choice(train_q, size=max(1, len(train_q) // 5), replace=False))
        fit_q = np.setdiff1d(train_q, valid_q)
        model = make_method(spec).fit(pool.select_queries(fit_q), pool.select_queries(valid_q))
        test_pool = pool.select_queries(test_q).without_labels()
        s = np.asarray(model.score(test_pool), dtype=np.float64)
        rows = np.concatenate([np.arange(pool.offsets[q], pool.offsets[q + 1]) for q in test_q])
        pool_scores[rows] = s
        say(f"{learner}: fold {f + 1}/{n_folds} fitted on {len(fit_q)} topics (validation {len(valid_q)})")
        fold_rows.append({"fold": f + 1, "fit": len(fit_q), "valid": len(valid_q), "test": len(test_q)})
    full = np.empty(data.n_items)
    for q in judged:  # per query: the scale of one query's scores says nothing about another's
        a, b = data.offsets[q], data.offsets[q + 1]
        pa, pb = pool.offsets[q], pool.offsets[q + 1]
        sel = items[pa:pb] - a
        full[a:b] = _full_scores_one(b - a, sel, pool_scores[pa:pb], rrf[a:b])
    unjudged = np.setdiff1d(np.arange(data.n_queries), judged)
    for q in unjudged:
        full[data.offsets[q]:data.offsets[q + 1]] = rrf[data.offsets[q]:data.offsets[q + 1]]
    per_query = objective.per_query(full)
    held = np.full(data.n_queries, np.nan)
    held[judged] = per_query[judged]
    return SupervisedCV(learner=learner, measure=objective.name, held_out=held, estimate=float(held[judged].mean()),
                        pool_depth=depth, pool_size=size, pool_items=len(items), pool_recall=recall, folds=fold_rows)


def _full_scores_one(n: int, sel: NDArray[np.int64], pool_scores: NDArray[np.float64],
                     base: NDArray[np.float64]) -> NDArray[np.float64]:
    """One query's scores: the pool's (learner order) in ``(1, 2]``, every other item's (``base`` order) in
    ``[0, 1)``, so that no item outside the pool reaches into it."""
    out = np.empty(n)
    b = base - base.min()
    out[:] = 0.999 * b / (b.max() or 1.0)
    if len(sel):
        s = pool_scores - pool_scores.min()
        out[sel] = 1.001 + 0.998 * s / (s.max() or 1.0)
    return out
