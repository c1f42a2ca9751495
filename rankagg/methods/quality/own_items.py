"""A label-free quality fair to short and partial lists: each list judged on its own items, above chance (issue 48.1).

The family's other estimates judge a list by how much of the consensus it reproduces (``pseudo_qrels``: NDCG
against the consensus top; ``agreement``: a correlation over every item of the query).  A list that ranks
more items covers more of that consensus, and the long lists also make most of it, so the weight rises with
length whatever the list's worth: on gene lists of very different lengths the default's weights correlate
-.87 with the lists' true precision (issue 48).  Here a list is judged only on the items it ranks, on a
scale on which a random list of its length scores 0 and the best list of its length scores 1.
"""

from __future__ import annotations

from typing import Any, Callable

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.data.validation import Integer, Options, Real
from rankagg.features.points import order_free_sum
from rankagg.methods.quality.core import QualityWeightedFusion
from rankagg.methods.quality.own_items_cells import loo_own_items_agreement
from rankagg.methods.ranker_sums import weighted_entry_sum
from rankagg.methods.registry import register

__all__ = ["OwnItemsFusion", "consensus_percentiles", "own_items_agreement"]


def consensus_percentiles(query_of_item: NDArray[np.int64], consensus: NDArray[np.float64],
                          support: NDArray[np.bool_]) -> NDArray[np.float64]:
    """``(n_items, n_columns)``: each item's standing in its query under each column's consensus score (higher
    = better), among the items of the column's ``support`` in that query only: ``1 - (midrank - 1) / (n - 1)``
    over those ``n`` items, 1 on top, 0 at the bottom, tied items sharing their mean rank.  With midranks the
    mean over a query's supported items is exactly 1/2, whatever the ties.  ``NaN`` outside the support and
    where a query has fewer than two supported items (no standing to speak of)."""
    n_items, n_columns = consensus.shape
    out = np.full((n_items, n_columns), np.nan)
    for j in range(n_columns):
        rows = np.flatnonzero(support[:, j])
        if rows.size == 0:
            continue
        order = rows[np.lexsort((-consensus[rows, j], query_of_item[rows]))]
        q, s = query_of_item[order], consensus[order, j]
        new_run = np.ones(order.size, dtype=bool)
        new_run[1:] = (q[1:] != q[:-1]) | (s[1:] != s[:-1])
        run = np.cumsum(new_run) - 1
        first = np.flatnonzero(new_run)
        last = np.append(first[1:], order.size) - 1
        start = np.searchsorted(q, q, side="left")  # where each item's query begins in the sorted support
        n = (np.searchsorted(q, q, side="right") - start).astype(np.float64)
        mid = 0.5 * (first[run] + last[run]) - start  # 0-based mean position of the item's tie run
        out[order, j] = np.where(n > 1, 1.0 - mid / np.where(n > 1, n - 1.0, 1.0), np.nan)
    return out


def _discount(ranks: NDArray[np.float64]) -> NDArray[np.float64]:
    """The DCG discount ``1 / log2(r + 1)`` of a list's own (local) rank ``r``: the top of a list counts most."""
    return np.asarray(1.0 / np.log2(ranks + 1.0), dtype=np.float64)


def own_items_agreement(data: Rankings, consensus: NDArray[np.float64]) -> NDArray[np.float64]:
    """``(n_queries, n_rankers)``: each list's agreement with its column of ``consensus`` (the others' fusion,
    leave-one-out) on the list's own items, above chance, on the scale of Cohen's kappa; ``NaN`` where there is
    nothing to judge.

    A list's items are judged against the items some *other* list returned (the consensus's support: the
    condensed list, as evaluations on incomplete judgments drop the unjudged documents); an item no other list
    returned neither helps nor hurts it.  With ``u`` the supported items' :func:`consensus_percentiles` and
    ``g(r) = 1 / log2(r + 1)`` at the list's local rank ``r``, the list's score is ``A = sum g(r_j) u_j / sum
    g(r_j)`` over its judged items ``j``: a short list is judged on the standing of what it picked, a full one
    on its order, and an item it left out costs it nothing.  A uniformly random list of the same length over
    the same pool puts at every position an item of mean standing 1/2, so its expected score is ``E = 1/2``
    exactly, whatever its length; the best list of that length (the consensus's own top, matched to the list's
    discounts) scores ``M``.  The agreement is ``(A - E) / (M - E)``: 0 for chance, 1 for the best, below 0
    for a list opposed to the consensus.  ``NaN`` for a list with no judged item, a query with fewer than two
    supported items, and where ``M = E`` (the consensus ties every supported item of the query, or the list
    covers the support with all its items tied: no order to judge)."""
    qi, nq = data.query_of_item, data.n_queries
    ranked = data.ranked
    support = (data.n_ranked_by[:, None] - ranked) > 0
    u = consensus_percentiles(qi, consensus, support)
    local = data.local_ranks()
    out = np.full((nq, data.n_rankers), np.nan)
    for j in range(data.n_rankers):
        rows = np.flatnonzero(ranked[:, j] & ~np.isnan(u[:, j]))
        if rows.size == 0:
            continue
        # the list's judged items by its own order (a rank among them, 1..k', ties kept as the list gave them)
        rows = rows[np.lexsort((local[rows, j], qi[rows]))]
        q = qi[rows]
        g = _discount(local[rows, j])
        total = np.bincount(q, weights=g, minlength=nq)
        observed = np.bincount(q, weights=g * u[rows, j], minlength=nq)
        # the best list with the same discounts: its i-th largest discount on the query's i-th best standing
        position = np.arange(rows.size) - np.searchsorted(q, q, side="left")
        supported = np.flatnonzero(~np.isnan(u[:, j]))
        by_standing = supported[np.lexsort((-u[supported, j], qi[supported]))]
        query_start = np.searchsorted(qi[by_standing], q, side="left")
        best = np.bincount(q, weights=g * u[by_standing[query_start + position], j], minlength=nq)
        judged = total > 0
        a = np.where(judged, observed / np.where(judged, total, 1.0), np.nan)
        m = np.where(judged, best / np.where(judged, total, 1.0), np.nan)
        span = m - 0.5
        ok = judged & (span > 1e-12)
        out[:, j] = np.where(ok, (a - 0.5) / np.where(ok, span, 1.0), np.nan)
    return out


@register("own_items")
class OwnItemsFusion(QualityWeightedFusion):
    """Fusion weighted by a quality fair to short lists: each judged on its own items, above chance.

    Each list is judged against the consensus of the others on the items it ranks, above what its length
    gives by chance; the weights are equal when there is too little to judge by.

    Source: a system's quality estimated, without judgments, from its agreement with the other systems (Wu &
    Crestani, *Data fusion with estimated weights*, CIKM 2002, §3; Aslam & Savell, SIGIR 2003), the consensus
    left one out as in ``agreement``; judged on the items the list ranks only, as an evaluation on a
    *condensed* list judges a run on its judged documents only (Sakai, *Alternatives to bpref*, SIGIR 2007,
    §3); and chance-corrected as Cohen's kappa is, ``(observed - chance) / (best - chance)`` (Cohen, *A
    coefficient of agreement for nominal scales*, 1960), the chance level being the expectation under a
    uniformly random list of the same length over the same pool of items (:func:`own_items_agreement`).

    Each round, ranker ``i``'s quality on a query is :func:`own_items_agreement` against the weighted fusion of
    the *other* rankers' points (``fusion``, ``unranked``, ``k``), on its first ``depth`` items (``0``: all of
    them; the default method judges the first 20, so that a long list is judged on as many items as a list of 20,
    issue 48); its collection quality is the mean over the queries on which it was judged.  It is computed from
    the cells each list returned (:mod:`~rankagg.methods.quality.own_items_cells`), so run entries are scored
    without the rank matrix, bit for bit.  **When it has nothing to say** the weights are equal (the method is then
    the unweighted ``fusion``), by this rule: a query on which fewer than ``min_lists`` lists are judged is not
    used (with two lists each is judged against the other alone, and the two judgements are the same number);
    and if no ranker is judged on any query, or the mean of the judged rankers' qualities is below
    ``min_agreement`` (the lists hardly agree with one another, so their consensus is no yardstick), every
    ranker weighs 1.  A ranker judged on no query gets the median of the judged rankers' qualities (neither
    trusted nor distrusted).  A quality below 0 (opposed to the others) gives weight 0, as in the family's frame;
    ``power``, ``scope``, ``saturate``, ``max_share``:
    :class:`~rankagg.methods.quality.core.QualityWeightedFusion`.  :meth:`estimate`'s ``"abstained"`` tells whether
    the rule gave equal weights.
    """

    not_duplication_invariant = ("a duplicated ranker is judged against its twin among the others: it agrees with it "
                                 "perfectly, and the items only it returned are then supported")

    defaults = {**QualityWeightedFusion.defaults, "fusion": "rrf", "k": 10.0, "unranked": "zero", "power": 1.0,
                "n_iter": 1, "max_share": 2.0, "min_lists": 3, "min_agreement": 0.1, "depth": 0}
    param_grid = {"power": [1.0, 2.0], "min_agreement": [0.05, 0.1, 0.2]}
    param_doc = {
        "min_lists": "a query on which fewer lists are judged is not used to estimate the qualities",
        "min_agreement": "equal weights when the mean chance-corrected agreement of the judged rankers is below this",
        "depth": "0: judge each list on all its items; d > 0: on its first d only (a long list is judged on as many "
                 "items as a list of d, and the estimate reads d cells of each list instead of all)",
    }
    citation = (
        "Wu & Crestani, CIKM 2002; Aslam & Savell, SIGIR 2003; condensed lists as in Sakai, SIGIR 2007; "
        "chance correction as in Cohen, Educ. Psychol. Meas. 20(1), 1960"
    )
    # scope 'global' only: the abstention rule and the quality given to a ranker judged on no query read every
    # query, so per-query weights would depend on which queries are fused together (a streamed block differs
    # from the whole file: the contract faces caught it)
    param_constraints = {**QualityWeightedFusion.param_constraints, "scope": Options("global"), "min_lists": Integer(2),
                         "min_agreement": Real(-1, 1), "depth": Integer(0)}

    def _validate_params(self) -> None:
        if self.fusion == "combmnz":
            raise ValueError("own_items judges each ranker against the sum of the others' points: it needs a "
                             "fusion other than fusion='combmnz' (a product)")

    def round_quality(self, data: Rankings, points: NDArray[np.float64],
                      weights: NDArray[np.float64]) -> NDArray[np.float64]:
        contrib = points * np.asarray(weights, dtype=np.float64)[data.query_of_item]
        item, ranker = np.nonzero(data.ranked)
        quality = loo_own_items_agreement(data.offsets, order_free_sum(contrib), data.n_ranked_by, item, ranker,
                                          data.local_ranks()[item, ranker], contrib[item, ranker], data.n_rankers,
                                          int(self.depth))
        return self._enough_lists(quality)

    def round_quality_entries(self, entries: RunEntries, points: NDArray[np.float64],
                              weights: NDArray[np.float64]) -> NDArray[np.float64]:
        """:meth:`round_quality` from run entries, bit for bit (:mod:`~rankagg.methods.quality.own_items_cells`)."""
        w = np.asarray(weights, dtype=np.float64)
        if w.size and np.all(w == w.flat[0]):  # one weight for all (the first round): the same products, no gather
            own = points * w.flat[0]
        else:
            own = points * w[entries.query_of_item[entries.item], entries.ranker]
        quality = loo_own_items_agreement(entries.offsets, weighted_entry_sum(entries, points, w),
                                          entries.n_ranked_by, entries.item, entries.ranker, entries.rank, own,
                                          entries.n_rankers, int(self.depth))
        return self._enough_lists(quality)

    def _enough_lists(self, quality: NDArray[np.float64]) -> NDArray[np.float64]:
        """A query on which fewer than ``min_lists`` lists are judged is not used (its qualities ``NaN``)."""
        too_few = np.sum(~np.isnan(quality), axis=1) < int(self.min_lists)
        quality[too_few] = np.nan
        return quality

    def estimate_rounds(self, nq: int, K: int, round_quality: Callable[[NDArray[np.float64]], NDArray[np.float64]],
                        fixed_global: NDArray[np.float64] | None = None) -> dict[str, Any]:
        """The frame's rounds with qualities that may be ``NaN`` (not judged) and the rule of the class docstring."""
        w = np.ones((nq, K))
        quality = np.full((nq, K), np.nan)
        glob = np.ones(K) if fixed_global is None else np.asarray(fixed_global, dtype=np.float64)
        if fixed_global is not None and self.scope == "global":
            return {"weights": self.weights_from(quality, glob, nq), "quality": quality, "global_quality": glob,
                    "abstained": False}
        for _ in range(int(self.n_iter)):
            quality = round_quality(w)
            if fixed_global is None:
                glob, abstain = self._global_quality(quality)
                if abstain:
                    return {"weights": np.ones((nq, K)), "quality": quality, "global_quality": np.ones(K),
                            "abstained": True}
            filled = np.where(np.isnan(quality), glob[None, :], quality)
            w = self.weights_from(filled, np.maximum(glob, 0.0), nq)
        return {"weights": w, "quality": quality, "global_quality": np.maximum(glob, 0.0), "abstained": False}

    def _global_quality(self, quality: NDArray[np.float64]) -> tuple[NDArray[np.float64], bool]:
        """Each ranker's mean quality over the queries it was judged on (the median of the judged rankers' for a
        ranker judged nowhere), and whether the rule says to abstain."""
        judged = ~np.isnan(quality)
        count = judged.sum(axis=0)
        mean = np.where(count > 0, np.where(judged, quality, 0.0).sum(axis=0) / np.maximum(count, 1), np.nan)
        seen = ~np.isnan(mean)
        if not seen.any() or float(np.mean(mean[seen])) < float(self.min_agreement):
            return np.ones(quality.shape[1]), True
        return np.where(seen, mean, float(np.median(mean[seen]))), False
