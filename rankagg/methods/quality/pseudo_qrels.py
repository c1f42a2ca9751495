"""Pseudo-relevance weighting: score each ranker against the top of the consensus as if it were relevant."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.data.tie_rule import first_by_tie_rule, first_by_tie_rule_without
from rankagg.data.validation import Boolean, Integer, Options
from rankagg.methods.registry import register
from rankagg.methods.quality.core import QualityWeightedFusion
from rankagg.methods.quality.fusion import weighted_fusion
from rankagg.methods.ranker_sums import weighted_entry_sum

__all__ = ["PseudoQrelsFusion", "pseudo_ndcg", "pseudo_ndcg_entries", "chance_pseudo_ndcg"]


def _discount_sums(depth: int) -> NDArray[np.float64]:
    """``D[j] = sum_{r=1..j} 1 / log2(r + 1)`` for ``j = 0..depth``: the DCG of ``j`` relevant items on top."""
    return np.concatenate([[0.0], np.cumsum(1.0 / np.log2(np.arange(2, depth + 2)))])


def _per_query_counts(query_of_item: NDArray[np.int64], mask: NDArray[np.bool_], nq: int) -> NDArray[np.float64]:
    """Marked items per query: ``(nq,)`` for an ``(n_items,)`` mask, ``(nq, n_rankers)`` for an ``(n_items, n_rankers)``
    one (per query and column; integer counts, so exact whatever the order they are summed in)."""
    if mask.ndim == 1:
        return np.asarray(np.bincount(query_of_item, weights=mask, minlength=nq), dtype=np.float64)
    n_columns = mask.shape[1]
    # sparse (a consensus top per ranker): the marks counted, not every cell summed
    rows, columns = np.divmod(np.flatnonzero(mask), n_columns) if n_columns else (np.zeros(0, np.int64),) * 2
    counts = np.bincount(query_of_item[rows] * n_columns + columns, minlength=nq * n_columns)
    return np.asarray(counts, dtype=np.float64).reshape(nq, n_columns)


def _ideal_dcg(query_of_item: NDArray[np.int64], pseudo_relevant: NDArray[np.bool_], nq: int,
               depth: int) -> NDArray[np.float64]:
    """The ideal DCG@depth per query, ``(nq, 1)``, or per (query, ranker) for pseudo-qrels per ranker."""
    n_rel = _per_query_counts(query_of_item, pseudo_relevant, nq)
    ideal = np.asarray(_discount_sums(depth)[np.minimum(n_rel, depth).astype(np.int64)], dtype=np.float64)
    return ideal[:, None] if ideal.ndim == 1 else ideal


def _divide_by_ideal(dcg: NDArray[np.float64], ideal: NDArray[np.float64]) -> NDArray[np.float64]:
    return np.where(ideal > 0, dcg / np.where(ideal > 0, ideal, 1.0), 0.0)


def chance_pseudo_ndcg(query_of_item: NDArray[np.int64], returned: NDArray[np.bool_],
                       pseudo_relevant: NDArray[np.bool_], list_lengths: NDArray[np.int64],
                       depth: int) -> NDArray[np.float64]:
    """``(n_queries, n_rankers)``: the expected :func:`pseudo_ndcg` of a uniformly random list of each ranker's
    length (``list_lengths``) over its query's returned items (``returned``): the quality's chance level.

    Every position of such a list holds a uniformly drawn returned item, pseudo-relevant with probability
    ``m / n`` (``m`` of the query's ``n`` returned items are), so the expected DCG@depth of a list of ``k`` items
    is ``m / n x D(min(k, depth))`` with ``D(j) = sum_{r=1..j} 1 / log2(r + 1)``, over :func:`pseudo_ndcg`'s
    ideal DCG.  It is what a junk list scores: on LETOR's MQ2008-agg (19 items a query on average, 10 of them
    pseudo-relevant) about 0.41 where a real ranker scores 0.49; on TREC runs of a thousand documents among
    thousands about 0.002.  Subtracting it is the chance correction of an agreement (the numerator of Cohen's
    kappa, *A coefficient of agreement for nominal scales*, 1960).  ``pseudo_relevant``: as :func:`pseudo_ndcg`'s."""
    nq = list_lengths.shape[0]
    disc = _discount_sums(depth)
    n = np.bincount(query_of_item, weights=returned, minlength=nq)
    m = _per_query_counts(query_of_item, pseudo_relevant & (returned if pseudo_relevant.ndim == 1 else returned[:, None]),
                          nq)
    n = n if m.ndim == 1 else n[:, None]
    share = np.where(n > 0, m / np.where(n > 0, n, 1.0), 0.0)
    share = share[:, None] if share.ndim == 1 else share
    return _divide_by_ideal(share * disc[np.minimum(list_lengths, depth)], _ideal_dcg(query_of_item, pseudo_relevant,
                                                                                     nq, depth))


def pseudo_ndcg(data: Rankings, pseudo_relevant: NDArray[np.bool_], depth: int) -> NDArray[np.float64]:
    """``(n_queries, n_rankers)``: NDCG@depth of every ranker's list against binary pseudo-qrels.

    ``DCG_i = sum over pseudo-relevant items j that ranker i returned at local
    position r <= depth of 1 / log2(r + 1)``, divided by the ideal DCG of
    ``min(depth, #pseudo-relevant)`` items.  Queries without pseudo-relevant
    items give 0.  ``pseudo_relevant`` is ``(n_items,)`` (the same pseudo-qrels for
    every ranker) or ``(n_items, n_rankers)`` (each ranker's own: leave-one-out).
    """
    qi = data.query_of_item
    nq = data.n_queries
    r = data.local_ranks()
    relevant = pseudo_relevant[:, None] if pseudo_relevant.ndim == 1 else pseudo_relevant
    gain = np.where(relevant & (r <= depth), 1.0 / np.log2(np.nan_to_num(r, nan=1.0) + 1.0), 0.0)
    out = np.empty((nq, data.n_rankers))
    for j in range(data.n_rankers):
        out[:, j] = np.bincount(qi, weights=gain[:, j], minlength=nq)
    return _divide_by_ideal(out, _ideal_dcg(qi, pseudo_relevant, nq, depth))


def pseudo_ndcg_entries(entries: RunEntries, pseudo_relevant: NDArray[np.bool_], depth: int) -> NDArray[np.float64]:
    """:func:`pseudo_ndcg` of ``entries.to_rankings()``, bit for bit: only the entries at ranks ``<= depth`` of
    pseudo-relevant items are read, and each (query, ranker) sum adds its gains in item order, as the
    rank-matrix path's ``bincount`` over the items does."""
    nq, n_rankers = entries.n_queries, entries.n_rankers
    qi = entries.query_of_item
    relevant = (pseudo_relevant[entries.item] if pseudo_relevant.ndim == 1
                else pseudo_relevant[entries.item, entries.ranker])
    keep = np.flatnonzero(relevant & (entries.rank <= depth))
    keep = keep[np.argsort(entries.item[keep], kind="stable")]
    r = entries.rank[keep]
    key = qi[entries.item[keep]] * n_rankers + entries.ranker[keep]
    out = np.bincount(key, weights=1.0 / np.log2(r + 1.0), minlength=nq * n_rankers).reshape(nq, n_rankers)
    return _divide_by_ideal(np.asarray(out, dtype=np.float64), _ideal_dcg(qi, pseudo_relevant, nq, depth))


@register("pseudo_qrels")
class PseudoQrelsFusion(QualityWeightedFusion):
    """Fusion weighted by each ranker's effectiveness on pseudo-qrels taken from the consensus.

    Source: ranking retrieval systems without relevance judgments by treating
    some documents as relevant (Soboroff, Nicholas & Cahan, SIGIR 2001, §3:
    pseudo-qrels sampled from the pool), where the pseudo-relevant set is the
    top of a data-fusion result (Nuray & Can, *Automatic ranking of information
    retrieval systems using data fusion*, IP&M 42(3), 2006, §3: the top ``b``
    documents of the fused list), and the estimated effectiveness used as the
    fusion weight (Wu & Crestani, CIKM 2002: linear combination with estimated
    weights).

    Each round, the top ``top_m`` documents of each query's current weighted
    consensus (house tie rule) are pseudo-relevant, and ranker ``i``'s quality
    on query ``q`` is its NDCG@``depth`` against them (:func:`pseudo_ndcg`; an
    unreturned pseudo-relevant document earns nothing).  With ``chance="subtract"``
    the quality is that NDCG minus its chance level, the expected NDCG of a
    uniformly random list as long as the ranker's (:func:`chance_pseudo_ndcg`):
    a random ranker's quality is then about 0 however few items the queries
    have, where the plain NDCG gives it most of a real ranker's on short
    queries; a mean below chance counts as 0.  With ``leave_one_out=True`` each
    ranker is scored against the top of the consensus *without its own points*
    (the weighted fusion less its share), so that a list does not agree with a
    top it helped make: with few rankers a random list's own votes lift its
    items into the pseudo-qrels (an excess over chance of 0.07 for the spammers
    of the generated ``junk`` setting, 0.00 left out).  Every ranker's top comes
    from one ordering of the few items that can reach any of them
    (:func:`~rankagg.data.tie_rule.first_by_tie_rule_without`).  Weights, scope,
    rounds, fitted state and the unranked treatment of the fusion:
    :class:`~rankagg.methods.quality.core.QualityWeightedFusion`.
    """

    # power 4 with Borda points and shared unranked points: the default chosen by the nested selection of experiments/quality.toml
    defaults = {**QualityWeightedFusion.defaults, "power": 4.0, "top_m": 10, "depth": 20, "chance": "ignore",
                "leave_one_out": False}
    param_grid = {"power": [0.0, 1.0, 2.0, 4.0], "top_m": [5, 10, 20]}
    param_doc = {
        "top_m": "documents at the top of the consensus taken as pseudo-relevant",
        "depth": "cut-off of the NDCG that scores each ranker against the pseudo-qrels",
        "chance": "ignore | subtract: the quality is the NDCG, or its excess over a random list of the same length",
        "leave_one_out": "score each ranker against the top of the consensus without its own points",
    }
    citation = (
        "Soboroff, Nicholas & Cahan, SIGIR 2001; Nuray & Can, IP&M 42(3) 2006, §3; "
        "Wu & Crestani, Data fusion with estimated weights, CIKM 2002"
    )

    param_constraints = {"top_m": Integer(1), "depth": Integer(1, 100000), "chance": Options("ignore", "subtract"),
                         "leave_one_out": Boolean()}

    def _validate_params(self) -> None:
        if self.leave_one_out and self.fusion == "combmnz":
            raise ValueError("leave_one_out=True takes a ranker's points out of a sum: it needs a fusion other than "
                             "fusion='combmnz' (a product)")

    def _pseudo_relevant(self, offsets: NDArray[np.int64], fused: NDArray[np.float64], n_ranked_by: NDArray,
                         best_rank: NDArray[np.float64], docids: NDArray[np.str_],
                         own: tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.float64], int] | None
                         ) -> NDArray[np.bool_]:
        """The first ``top_m`` of each query's consensus (house tie rule), ``(n_items,)``; with ``leave_one_out``,
        each ranker's own, ``(n_items, n_rankers)``: the consensus less that ranker's weighted points (``own``:
        the item, ranker and weighted points of every nonzero point, and the number of rankers)."""
        if own is None:
            return first_by_tie_rule(offsets, fused, n_ranked_by, best_rank, docids, int(self.top_m))
        item, ranker, less, n_rankers = own
        return first_by_tie_rule_without(offsets, fused, n_ranked_by, best_rank, docids, int(self.top_m), item,
                                         ranker, less, n_rankers)

    def _less_chance(self, quality: NDArray[np.float64], query_of_item: NDArray[np.int64],
                     n_ranked_by: NDArray, relevant: NDArray[np.bool_],
                     list_lengths: NDArray[np.int64]) -> NDArray[np.float64]:
        if self.chance == "ignore":
            return quality
        return quality - chance_pseudo_ndcg(query_of_item, n_ranked_by > 0, relevant, list_lengths, int(self.depth))

    def round_quality(self, data, points, weights):
        fused = weighted_fusion(data, points, weights, self.fusion)
        n_ranked_by = data.n_ranked_by
        own = None
        if self.leave_one_out:  # each ranker's weighted points, taken out of the sum (0 where it gave none)
            weighted = points * np.asarray(weights, dtype=np.float64)[data.query_of_item]
            item, ranker = np.nonzero(weighted)
            own = (item, ranker, weighted[item, ranker], data.n_rankers)
        relevant = self._pseudo_relevant(data.offsets, fused, n_ranked_by, data.best_rank(), data.docids, own)
        return self._less_chance(pseudo_ndcg(data, relevant, int(self.depth)), data.query_of_item, n_ranked_by,
                                 relevant, data.list_lengths())

    def round_quality_entries(self, entries, points, weights):
        fused = weighted_entry_sum(entries, points, weights)
        n_ranked_by = entries.n_ranked_by
        own = None
        if self.leave_one_out:  # as round_quality: each entry's weighted points
            weighted = points * np.asarray(weights, dtype=np.float64)[entries.query_of_item[entries.item],
                                                                      entries.ranker]
            own = (entries.item, entries.ranker, weighted, entries.n_rankers)
        relevant = self._pseudo_relevant(entries.offsets, fused, n_ranked_by, entries.best_rank(), entries.docids, own)
        return self._less_chance(pseudo_ndcg_entries(entries, relevant, int(self.depth)), entries.query_of_item,
                                 n_ranked_by, relevant, entries.list_lengths())
