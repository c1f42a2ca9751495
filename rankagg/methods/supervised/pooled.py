"""A supervised aggregator on each query's candidate pool, for run files of a thousand documents.

The learners of this family build per-query pairwise matrices (Volkovs et al. 2012 §4.1, Eq. 2-3)
and feature tables, quadratic or worse in the documents of a query.  TREC runs return up to 1000
documents per topic, and the union over 30-50 runs reaches 10k; the measures that matter (nDCG@10,
@20) see the first places only.  So ``pooled`` fits and applies a learner on a *pool* per query:

* the documents in the first ``depth`` places of at least one run, cut to the ``size`` best of them
  by RRF (k = 60, house tie rule): :func:`candidate_pool`;
* the pool's documents keep their raw run ranks (a document at place 150 of a run stays at 150), so
  no feature forgets where a run put it: :func:`pool_rankings`;
* the learner's scores order the pool; every other document follows it in RRF order
  (:func:`full_scores`), so the written ranking holds every document, as ``rankagg fuse`` writes.

``prior='quality'`` gives the learner what ``rankagg tune``'s quality family knows: one more ranker, the
RRF (k = 60) of the runs weighted by their own NDCG@10 on the training topics, ``(q_r / max q)^gamma``,
with ``gamma`` in :data:`PRIOR_GAMMAS` chosen by the NDCG@10 of that fusion on the validation topics
(:func:`quality_prior`).  With ``prior_in_pool`` (the default) the prior is a ranker like the runs in
choosing the pool too: it nominates its first ``depth`` documents and votes in the RRF that cuts the pool
and orders the rest.  Measured worth (docs/learning.md): held out on the four TREC-COVID rounds the prior
moves the stacked LambdaMART by +.009, -.008, +.011 and -.003 (mean +.0025).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_scores
from rankagg.data.ranks import query_ranks
from rankagg.data.validation import Array, Boolean, Integer, Options, Text
from rankagg.evaluation.measures import evaluate
from rankagg.methods.base import Aggregator
from rankagg.methods.registry import make_method, method_class, parse_spec, register
from rankagg.data.model_documents import document_to_text
from rankagg.methods.state import FORMAT
from rankagg.methods.supervised.nested_state import NestedModel, nested_model

__all__ = ["PooledLearner", "candidate_pool", "pool_rankings", "full_scores", "quality_prior", "POOL_RRF",
           "PRIOR_GAMMAS"]

#: the cheap fusion that chooses the pool and orders the documents outside it
POOL_RRF = "rrf(k=60)"

#: the default learner: LightGBM lambdarank on Volkovs' SVD features, per-run ranks and the scores of the
#: cheap unsupervised fusions (the best learner of docs/learning.md's comparison)
DEFAULT_LEARNER = ("lambdamart(methods=['rrf', 'borda', 'combsum', 'combmnz'], min_data_in_leaf=20, "
                   "select_by='NDCG@10')")


def candidate_pool(data: Rankings, *, depth: int = 100, size: int = 200) -> NDArray[np.int64]:
    """Items (sorted indices into ``data``) of each query's pool: ranked within the first ``depth`` places by
    at least one run, and among those the ``size`` best by RRF (k = 60, house tie rule)."""
    if depth < 1 or size < 1:
        raise ValueError(f"depth and size must be >= 1, got depth={depth!r}, size={size!r}")
    local = data.local_ranks()
    with np.errstate(invalid="ignore"):
        near_top = (local <= depth).any(axis=1)
    rrf = np.asarray(make_method(POOL_RRF).score(data), dtype=np.float64)
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


def full_scores(data: Rankings, items: NDArray[np.int64], pool_scores: NDArray[np.float64],
                base: NDArray[np.float64]) -> NDArray[np.float64]:
    """Scores of every item of ``data``: per query, the pool's (``pool_scores``, learner order) in ``(1, 2]``,
    every other item's (``base`` order) in ``[0, 1)``, so that no item outside the pool reaches into it and
    the scale of one query's scores says nothing about another's."""
    q = data.query_of_item
    shift, top = _shift_and_top(base, q, data.n_queries, data.offsets[:-1])
    out = 0.999 * shift / top
    if len(items):
        q_pool = q[items]
        shift, top = _shift_and_top(pool_scores, q_pool, data.n_queries,
                                    np.searchsorted(q_pool, np.arange(data.n_queries)))
        out[items] = 1.001 + 0.998 * shift / top
    return out


def _shift_and_top(values: NDArray[np.float64], query: NDArray[np.int64], n_queries: int,
                   starts: NDArray[np.int64]) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """Per query (``query`` sorted, ``starts[q]`` its first value): ``values`` minus the query's least, and
    the largest such difference (1 when it is 0), per value: ``c * shift / top`` is bit for bit the one-query
    arithmetic ``c * s / (s.max() or 1.0)``."""
    has = np.bincount(query, minlength=n_queries) > 0
    first = starts[has]  # the non-empty queries' segments, in order
    low = np.zeros(n_queries)
    if len(values):
        low[has] = np.minimum.reduceat(values, first)
    shift = values - low[query]
    top = np.zeros(n_queries)
    if len(values):
        top[has] = np.maximum.reduceat(shift, first)
    return shift, np.where(top != 0, top, 1.0)[query]


#: the exponents of the quality prior's weights, tried on the validation topics (0 = equal weights)
PRIOR_GAMMAS = (0.0, 1.0, 2.0, 4.0, 8.0, 16.0)
_PRIOR_MEASURE = "NDCG@10"


def _run_quality(data: Rankings) -> NDArray[np.float64]:
    """Each run's mean NDCG@10 (LETOR conventions) on the labelled ``data``, in its own order: the values
    ``best_input`` (St.Agg's BestInput) chooses its run by."""
    return np.asarray(make_method("best_input", measure=_PRIOR_MEASURE).fit(data).ranker_scores_, dtype=np.float64)


def _prior_scores(data: Rankings, weights: NDArray[np.float64]) -> NDArray[np.float64]:
    return np.asarray(make_method(POOL_RRF, weights=[float(w) for w in weights]).score(data), dtype=np.float64)


def quality_prior(train: Rankings, valid: Rankings | None) -> NDArray[np.float64]:
    """The prior ranker's run weights: ``(q_r / max q)^gamma`` with ``q_r`` each run's NDCG@10 on ``train``
    and ``gamma`` of :data:`PRIOR_GAMMAS` the one whose weighted RRF has the best NDCG@10 on ``valid``
    (``train`` when there is none; ties: the smaller gamma)."""
    q = _run_quality(train)
    rel = q / (q.max() or 1.0)
    judge = valid if valid is not None else train
    best, best_value = None, -np.inf
    for gamma in PRIOR_GAMMAS:
        w = np.power(rel, gamma) if gamma else np.ones_like(rel)
        if not np.any(w > 0):
            continue
        value = float(np.mean(evaluate(judge, consensus_scores(judge, _prior_scores(judge, w)))[_PRIOR_MEASURE]))
        if value > best_value:
            best, best_value = w, value
    return best if best is not None else np.ones_like(rel)


def with_prior(data: Rankings, weights: NDArray[np.float64]) -> Rankings:
    """``data`` with one more ranker, ``prior``: every item of a query ranked by the weighted RRF (house tie
    rule), its score that fusion's."""
    s = _prior_scores(data, weights)
    rank = query_ranks(-consensus_scores(data, s), data.query_of_item, ties="ordinal")  # distinct: no ties
    scores = None if data.scores is None else np.column_stack([data.scores, s])
    name = "prior"
    while name in data.ranker_names:  # a run may be called so
        name = "_" + name
    return Rankings(offsets=data.offsets, ranks=np.column_stack([data.ranks, rank]), qids=data.qids,
                    docids=data.docids, ranker_names=(*data.ranker_names, name), scores=scores, labels=data.labels)


def _check_learner(spec: str) -> str:
    name, _ = parse_spec(spec)
    if not method_class(name).supervised or name == "pooled":
        raise ValueError(f"pooled: learner must be a supervised method other than pooled, got {spec!r}")
    return spec


@register("pooled")
class PooledLearner(Aggregator):
    """A supervised ``learner`` fitted and applied on each query's candidate pool; module doc."""

    order_dependent_training = "the learner's (LambdaMART's) column sampling follows the ranker positions"

    # prior 'quality' by default: held out on the four TREC-COVID rounds +.0025 over 'none' on average
    # (+.009, -.008, +.011, -.003; results/bench_tune_supervised.md, docs/learning.md)
    defaults = {"learner": DEFAULT_LEARNER, "depth": 100, "size": 100, "prior": "quality", "prior_in_pool": True}
    param_doc = {
        "learner": "the supervised method fitted on the pool (a registry spec)",
        "depth": "a document enters the pool when some run ranks it within the first `depth` places",
        "size": "at most `size` pool documents per query, the best by RRF k=60",
        "prior": "'quality': one more ranker for the learner, the RRF of the runs weighted by their training quality",
        "prior_in_pool": "the prior ranker also nominates its top `depth` to the pool and votes in the RRF that cuts "
                         "it and orders the rest (false: the pool and the rest from the runs alone)",
    }
    param_constraints = {"learner": Text("a supervised method's spec"), "depth": Integer(1), "size": Integer(1),
                         "prior": Options("none", "quality"), "prior_in_pool": Boolean()}
    tags = {"fast_params": {"learner": "lambdamart(n_estimators=8, min_data_in_leaf=3, early_stopping=4, "
                                       "methods=['borda', 'rrf'])", "size": 20},
            "slow_fit": True}
    citation = ("Volkovs, Larochelle & Zemel, CIKM 2012 §4 and Burges 2010 (LambdaMART) on a per-query candidate "
                "pool (top `depth` of some run, `size` best by RRF k=60), the rest in RRF order")
    supervised = True
    fitted_state = {
        "learner_model_": NestedModel(),
        "prior_weights_": Array("f", ndim=1, low=0.0),
    }

    def _validate_params(self) -> None:
        _check_learner(self.params["learner"])

    def fitted_shapes(self, state: Any) -> dict[str, Any]:
        n, prior = state.get("n_rankers_"), state["prior_weights_"]
        return {} if n is None or not len(prior) else {"prior_weights_": ((n,), "the quality prior weighs each ranker")}

    def pool_items(self, data: Rankings) -> NDArray[np.int64]:
        """The items of ``data`` in the pool the fitted model scores (sorted)."""
        return self._pool(data, None)[0]

    def _pool(self, data: Rankings, labels: NDArray[np.int64] | None) -> tuple[NDArray[np.int64], Rankings]:
        """The pool's items and their Rankings, with the prior's column (if any); the pool is chosen with the
        prior ranker among the runs (``prior_in_pool``) or on the runs alone."""
        seen = with_prior(data, self.prior_weights_) if len(self.prior_weights_) else data
        items = candidate_pool(seen if self.prior_in_pool else data, depth=int(self.depth), size=int(self.size))
        return items, pool_rankings(seen, items, None if labels is None else labels[items])

    def _labelled_pool(self, data: Rankings) -> Rankings:
        if data.labels is None:
            raise ValueError("pooled: training and validation data need labels")
        return self._pool(data, np.maximum(data.labels, 0).astype(np.int64))[1]  # lambdarank takes grades >= 0

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "PooledLearner":
        super().fit(train, valid)
        self.prior_weights_ = np.zeros(0)
        if self.prior == "quality":
            if train.labels is None or (valid is not None and valid.labels is None):
                raise ValueError("pooled: training and validation data need labels")
            self.prior_weights_ = quality_prior(train, valid)
        learner = make_method(self.learner)
        learner.fit(self._labelled_pool(train), None if valid is None else self._labelled_pool(valid))
        self.learner_model_ = document_to_text(learner, FORMAT)
        self._learner = learner
        return self

    def _get_learner(self) -> Aggregator:
        return nested_model(self, self.learner_model_, "_learner")

    def score(self, data: Rankings) -> NDArray[np.float64]:
        self._check_fitted()
        items, pool = self._pool(data, None)
        pool_scores = np.asarray(self._get_learner().score(pool), dtype=np.float64)
        seen = with_prior(data, self.prior_weights_) if len(self.prior_weights_) and self.prior_in_pool else data
        base = np.asarray(make_method(POOL_RRF).score(seen), dtype=np.float64)
        return full_scores(data, items, pool_scores, base)
