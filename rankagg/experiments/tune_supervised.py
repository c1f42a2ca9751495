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

from dataclasses import dataclass, field, replace
from typing import Any, Callable

import numpy as np
import pandas as pd
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.evaluation.selection import judged_topic_selection
from rankagg.experiments.tune_objective import TrecObjective
from rankagg.io.trec import qrels_labels
from rankagg.methods.registry import make_method
from rankagg.methods import POOL_RRF

__all__ = ["SupervisedCV", "supervised_cv", "method_cv"]


@dataclass
class SupervisedCV:
    """Outcome of :func:`supervised_cv`: per-query held-out measure (NaN on unjudged queries) and the mean."""

    learner: str
    measure: str
    held_out: NDArray[np.float64]
    estimate: float
    pool_depth: int = 0
    pool_size: int = 0
    pool_items: int = 0
    pool_recall: float = float("nan")
    folds: list[dict[str, Any]] = field(default_factory=list)


def topic_folds(topics: NDArray[np.int64], folds: int, rng: np.random.Generator, n: int) -> NDArray[np.int64]:
    """The fold of each of ``n`` queries: ``topics`` dealt in ``rng``'s order into ``folds`` folds, -1 for the
    others (``rankagg tune``'s outer and inner folds and :func:`method_cv`'s: the same for the same seed)."""
    part = np.full(n, -1, dtype=np.int64)
    part[rng.permutation(topics)] = np.arange(len(topics)) % folds
    return part


def supervised_cv(data: Rankings, qrels: pd.DataFrame, learner: str, *, measure: str = "nDCG@10",
                  folds: int = 5, seed: int = 0, depth: int = 100, size: int = 200,
                  part: NDArray[np.int64] | None = None, prior: str = "none", prior_in_pool: bool = True,
                  progress: Callable[[str], None] | None = None) -> SupervisedCV:
    """Held-out (``folds``-fold, by topic) measure of the registry's supervised ``learner`` spec (the ones
    compared: ``benchmarks/bench_tune_supervised.py``) on the candidate pool (``pooled``, ``depth``, ``size``,
    ``prior`` and ``prior_in_pool``; the plain learner by default) of each judged query of ``data``; module doc.  ``part``: the outer fold of each query
    (-1 = unjudged), e.g. the one ``tune`` used, for a topic-paired comparison."""
    spec = (f"pooled(learner={learner!r}, depth={int(depth)}, size={int(size)}, prior={prior!r}, "
            f"prior_in_pool={bool(prior_in_pool)})")
    out = method_cv(data, qrels, spec, measure=measure, folds=folds, seed=seed, part=part, progress=progress)
    out.learner, out.pool_depth, out.pool_size = learner, depth, size
    return out


def method_cv(data: Rankings, qrels: pd.DataFrame, spec: str, *, measure: str = "nDCG@10", folds: int = 5,
              seed: int = 0, part: NDArray[np.int64] | None = None, depth: int | None = 1000,
              progress: Callable[[str], None] | None = None) -> SupervisedCV:
    """Held-out (``folds``-fold, by topic) measure of the supervised method ``spec`` on each judged query of
    ``data``: fitted on the other folds' topics, one fifth of them held back as its validation set, scoring
    the fold's; the unjudged queries are scored by RRF k=60 (they count in no mean).  ``depth``: the measure
    sees the first ``depth`` fused documents of each query (``rankagg fuse --depth``; None: all)."""
    objective = TrecObjective(data, qrels, measure, depth=depth)
    judged = np.flatnonzero(objective.judged)
    if part is None:
        part = topic_folds(judged, folds, np.random.default_rng(seed), data.n_queries)
    n_folds = int(part.max()) + 1
    labels = np.maximum(qrels_labels(data, qrels), 0).astype(np.int64)  # lambdarank takes grades >= 0
    labelled = replace(data, labels=labels, _cache={})
    full = np.asarray(make_method(POOL_RRF).score(data), dtype=np.float64)  # unjudged queries: RRF
    fold_rows: list[dict[str, Any]] = []
    pools: list[NDArray[np.int64]] = []
    say = progress or (lambda message: None)
    rng = np.random.default_rng(seed + 1)
    for f in range(n_folds):
        train_q = np.flatnonzero((part >= 0) & (part != f))
        test_q = np.flatnonzero(part == f)
        valid_q = np.sort(rng.choice(train_q, size=max(1, len(train_q) // 5), replace=False))
        fit_q = np.setdiff1d(train_q, valid_q)
        model = make_method(spec)
        with judged_topic_selection():  # short topics select over their documents (rankagg.evaluation.selection)
            model.fit(labelled.select_queries(fit_q), labelled.select_queries(valid_q))
        rows = np.concatenate([np.arange(data.offsets[q], data.offsets[q + 1]) for q in test_q])
        test = data.select_queries(test_q)
        full[rows] = model.score(test)
        if hasattr(model, "pool_items"):  # the pool the model ranked (its prior may nominate to it)
            pools.append(rows[model.pool_items(test)])
        say(f"{spec}: fold {f + 1}/{n_folds} fitted on {len(fit_q)} topics (validation {len(valid_q)})")
        fold_rows.append({"fold": f + 1, "fit": len(fit_q), "valid": len(valid_q), "test": len(test_q)})
    per_query = objective.per_query(full)
    held = np.full(data.n_queries, np.nan)
    held[judged] = per_query[judged]
    out = SupervisedCV(learner=spec, measure=objective.name, held_out=held, estimate=float(held[judged].mean()),
                       folds=fold_rows)
    if pools:
        items = np.sort(np.concatenate(pools))
        n_rel_pool = np.bincount(data.query_of_item[items[labels[items] > 0]], minlength=data.n_queries)
        n_rel_all = np.bincount(data.query_of_item[labels > 0], minlength=data.n_queries)
        out.pool_items = len(items)
        out.pool_recall = float(n_rel_pool[judged].sum() / max(n_rel_all[judged].sum(), 1))
    return out
