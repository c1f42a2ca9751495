"""Explicit (positional and score-based) aggregators: Borda, RRF, mean/median rank, Dowdall,
GeoMean and BestInput; the Comb family is in :mod:`rankagg.methods.positional.comb`.

All of them are whole-dataset array expressions over the ``(n_items, n_rankers)``
rank matrix: no loop over queries or documents.

Positions
---------
``positions="local"`` (default) uses each ranker's order restricted to the
query's candidates (1..k, :meth:`Rankings.local_ranks`), as ranx and PyFLAGR do
when fed a LETOR file as runs; ``positions="raw"`` uses the LETOR rank values
themselves (positions in a larger collection, with gaps).

Weights
-------
Every method here that sums (or takes the max/min/median of) per-ranker values
takes ``weights``: ``None`` (all 1), a mapping ranker name -> weight (every ranker
named, weights finite and >= 0) or a sequence in ranker order.  Ranker ``r``'s
contribution is multiplied by ``w_r`` (weighted RRF ``sum_r w_r / (k + rank_r)``,
weighted Borda, weighted CombSUM as ranx's ``wsum``).  Weighted CombMNZ is
``n_d * sum_r w_r s_r`` (the weighted CombSUM times the number of lists that
returned the item), which is *not* ranx's ``wmnz`` (Wu & Crestani 2002,
``sum_r s_r * sum_{r returned d} w_r``): ``factor="weights"`` gives that one
(tests/test_engine_fusion.py checks both against ranx).  Sums over rankers never
depend on the order of the rankers (:func:`rankagg.features.points.ranker_sum`); the
points are those of :mod:`rankagg.features.points`.

Normalisations (Comb family)
----------------------------
``norm`` accepts the names users know (aliases in brackets): ``minmax``
(``min-max``, ``min_max``), ``zscore`` (``z-score``, ``zmuv``), ``sum``, ``max``,
``rank`` (``linear``: ``1 - (r - 1) / k``, ranx's rank norm), ``borda``
(``(n - r + 1) / n``), ``reciprocal`` (``1 / r``) and ``none`` (the raw scores).
The default ``auto`` is ``minmax`` when the input carries scores (TREC runs,
DataFrames with a score column; ranx's default) and ``borda`` otherwise (LETOR
rank features).  ``minmax``, ``zscore``, ``sum``, ``max`` and ``none`` read the
input scores (the negated rank when there are none; ``none`` then refuses).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.features.log_ranks import log_normalised_ranks
from rankagg.data.validation import Options, Real, Scalar, Text
from rankagg.methods.registry import register
from rankagg.methods.base import Aggregator, MethodTags, canonical_ranker_order
from rankagg.methods.positional.entry_sums import weighted_entry_sum
from rankagg.features.points import borda_points, ranker_sum, unranked_positions
from rankagg.methods.positional.ranker_sums import (
    POSITIONS,
    WEIGHTS,
    _candidates,
    _list_lengths,
    _nan_reduce,
    rank_matrix,
    ranker_weights,
    weighted_sum,
)

__all__ = [
    "BordaCount",
    "RRF",
    "CombMNZRank",
    "MeanRank",
    "MedianRank",
    "Dowdall",
    "GeoMean",
    "BestInput",
]


# ---------------------------------------------------------------- Borda
@register("borda")
class BordaCount(Aggregator):
    """BordaCount (Aslam & Montague 2001; St.Agg Eq. 2).

    A ranker gives ``n - r + 1`` points to the item at position ``r`` of ``n``
    candidates; the item's score is the sum over rankers.

    ``unranked`` says what an item a ranker did not rank gets from it:

    * ``"share"`` — the remaining points ``1..n-k`` shared equally,
      ``(n - k + 1) / 2`` (ranx ``bordafuse``, PyFLAGR ``BordaCount``);
    * ``"ignore"`` — nothing (0 points; St.Agg Eq. 2 sums over the rankers that
      ranked the item);
    * ``"bottom"`` — tied at position ``k + 1``, i.e. ``n - k`` points.

    ``n_candidates``: ``"ranked"`` counts the query's documents that at least one
    ranker returned (what a run-based library sees), ``"query"`` all of them.
    ``positions="raw"`` with ``unranked="ignore"`` and ``n_candidates="query"``
    is St.Agg's Eq. 2 read literally on LETOR rank values (``n - τ`` can go
    negative when a position exceeds the query size).
    """

    defaults = {"unranked": "share", "positions": "local", "n_candidates": "ranked", "weights": None}
    param_doc = {
        "unranked": "share | ignore | bottom: points for items a ranker did not rank",
        "positions": "local | raw: list order within the query, or LETOR rank values",
        "n_candidates": "ranked | query: n = documents ranked by someone, or all of the query",
        "weights": "None, or ranker name -> weight: each ranker's points are multiplied by its weight",
    }
    citation = "Aslam & Montague, Models for metasearch, SIGIR 2001; Niu et al. UAI 2013 Eq. 2"
    tags = {"reads_scores": False, "linear": "sum"}

    param_constraints = {
        "unranked": Options("share", "ignore", "bottom"),
        "positions": POSITIONS,
        "n_candidates": Options("ranked", "query"),
        "weights": WEIGHTS,
    }

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = rank_matrix(data, self.positions)
        n = _candidates(data, self.n_candidates)[:, None]
        k = _list_lengths(data) if self.unranked != "ignore" else None
        pos = r if k is None else unranked_positions(r, k, n, self.unranked)
        # an unranked item: (n - k + 1) / 2 points ("share"), n - k ("bottom"), none ("ignore", NaN)
        return weighted_sum(data, borda_points(pos, n), self.weights)


# ---------------------------------------------------------------- RRF
@register("rrf")
class RRF(Aggregator):
    """Reciprocal Rank Fusion (Cormack, Clarke & Büttcher 2009; St.Agg Eq. 3).

    ``score = sum_r w_r / (k + rank_r)`` over the rankers that ranked the item
    (``w_r = 1`` unless ``weights`` are given).  ``k`` (St.Agg's C) is tuned on
    validation by the protocol.  ``weighting="position"`` is Qdrant's weighted RRF
    (``lib/segment/src/common/reciprocal_rank_fusion.rs``): ``sum_r 1 / (k + rank_r / w_r)``,
    a weight stretching the positions (Qdrant's ``k`` is this ``k + 1``: it counts from 0).
    """

    defaults = {"k": 60.0, "positions": "local", "weights": None, "weighting": "multiply"}
    param_grid = {"k": [1, 2, 5, 10, 20, 30, 40, 50, 60, 80, 100, 150, 200, 300, 500, 1000]}
    param_doc = {"k": "rank offset (St.Agg's C); larger flattens", "positions": "local | raw",
                 "weights": "None, or ranker name -> weight",
                 "weighting": "multiply | position: w / (k + rank), or Qdrant's 1 / (k + rank / w)"}
    citation = "Cormack, Clarke & Büttcher, SIGIR 2009; Niu et al. UAI 2013 Eq. 3"
    tags = {"reads_scores": False, "score_entries": True, "linear": "sum"}

    param_constraints = {"k": Real(0), "positions": POSITIONS, "weights": WEIGHTS,
                         "weighting": Options("multiply", "position")}

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = rank_matrix(data, self.positions)
        w = ranker_weights(data, self.weights) if self.weighting == "position" else None
        if w is not None:
            with np.errstate(divide="ignore"):
                r = r / w  # a weight of 0 puts every rank at infinity: 1 / (k + inf) = 0
            return weighted_sum(data, r, None, transform="reciprocal", offset=float(self.k))
        return weighted_sum(data, r, self.weights, transform="reciprocal", offset=float(self.k))

    def get_tags(self) -> MethodTags:
        """Qdrant's ``weighting="position"`` stretches the positions: not a weighted sum."""
        tags = self.class_tags()
        return tags if self.weighting == "multiply" else replace(tags, linear=None)

    def linear_parts(self, data: Rankings) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
        """``1 / (k + rank_r)`` per ranker (0 where it did not rank the item), factor 1: one pass
        over the rank matrix."""
        if self.get_tags().linear is None:
            return super().linear_parts(data)  # refuses
        r = rank_matrix(data, self.positions)
        return np.where(np.isnan(r), 0.0, 1.0 / (float(self.k) + r)), np.ones(data.n_items)

    def score_entries(self, entries: RunEntries) -> NDArray[np.float64]:
        """:meth:`score` of ``entries.to_rankings()``, bit for bit, without the rank matrix."""
        if self.weighting == "position" and self.weights is not None:
            return self.score(entries.to_rankings())
        return weighted_entry_sum(entries, self.weights, transform="reciprocal", offset=float(self.k))


# ---------------------------------------------------------------- Comb family
@register("combmnz_rank")
class CombMNZRank(Aggregator):
    """CombMNZ_rank (Klementiev, Roth & Small 2008, §6.2).

    ``rho(j) = K_j * sum_i (k_i + 1 - sigma_i(j))`` with ``sigma_i(j) = k_i + 1``
    when ranker ``i`` did not return ``j`` (so it contributes 0) and ``K_j`` the
    number of rankers that returned ``j``.  ``k_i`` is the length of ranker
    ``i``'s list for the query (``cutoff="list"``) or the query size
    (``cutoff="query"``).
    """

    defaults = {"cutoff": "list"}
    param_doc = {"cutoff": "list | query: k_i = the ranker's list length, or the query size"}
    citation = "Klementiev, Roth & Small, Unsupervised rank aggregation with distance-based models, ICML 2008, §6.2"

    param_constraints = {"cutoff": Options("list", "query")}

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = data.local_ranks()
        k = _list_lengths(data) if self.cutoff == "list" else _candidates(data, "query")[:, None]
        pts = np.where(np.isnan(r), 0.0, k + 1.0 - r)
        return data.n_ranked_by * ranker_sum(pts)


# ---------------------------------------------------------------- rank statistics
@register("mean_rank")
class MeanRank(Aggregator):
    """Mean rank over the rankers (lower is better).

    ``unranked="bottom"`` (the default) counts an item a ranker did not return at
    position ``k + 1`` of that ranker's list (``k`` its length), so every item is
    averaged over every ranker; ``"ignore"`` averages over the rankers that ranked the
    item only, which puts an item one ranker returned first above an item every ranker
    returned second (NDCG@5 .3152 / .2420 on MQ2007-agg / MQ2008-agg, against .4261 /
    .4759 with ``"bottom"``).  ``"bottom"`` was chosen on validation across the issue-17
    settings (``experiments/quality.toml``, ``[[selections]]``, docs/quality.md §5).
    """

    defaults = {"unranked": "bottom", "positions": "local"}
    param_doc = {"unranked": "ignore | bottom", "positions": "local | raw"}
    citation = "Mean position (St.Agg §2.2.1)"

    param_constraints = {"unranked": Options("ignore", "bottom"), "positions": POSITIONS}

    def _filled(self, data: Rankings) -> NDArray[np.float64]:
        r = rank_matrix(data, self.positions)
        if self.unranked == "bottom":
            r = np.where(np.isnan(r), _list_lengths(data) + 1.0, r)
        return r

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = self._filled(data)
        count = (~np.isnan(r)).sum(axis=1)
        total = ranker_sum(np.where(np.isnan(r), 0.0, r))
        return np.where(count > 0, -total / np.maximum(count, 1), np.nan)


@register("median_rank")
class MedianRank(MeanRank):
    """Median rank over the rankers (Fagin, Kumar & Sivakumar 2003), lower is better.

    Unranked items as in :class:`MeanRank`: at position ``k + 1`` of the list by default
    (chosen on validation, docs/quality.md §5), or left out of the median (``"ignore"``).
    """

    citation = "Fagin, Kumar & Sivakumar, Efficient similarity search and classification via rank aggregation, SIGMOD 2003"

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = self._filled(data)
        return -_nan_reduce(np.nanmedian, r, (~np.isnan(r)).sum(axis=1))


@register("dowdall")
class Dowdall(Aggregator):
    """Dowdall (Nauru) system: ``sum_r 1 / rank_r`` (RRF with k = 0)."""

    defaults = {"positions": "local"}
    param_doc = {"positions": "local | raw"}
    citation = "Reilly, Social choice in the South Seas: electoral innovation and the Borda count in the Pacific Island countries, 2002"
    param_constraints = {"positions": POSITIONS}

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = rank_matrix(data, self.positions)
        return ranker_sum(np.where(np.isnan(r), 0.0, 1.0 / r))


@register("geomean")
class GeoMean(Aggregator):
    """Geometric mean of normalised ranks (Bedő & Ong, RAGS, Theorem 2).

    Each list is completed by top-k imputation: an item a ranker did not return
    gets the average of the unused positions ``k+1..n``, i.e. ``(k + 1 + n) / 2``
    (RAGS §4.2); ranks are normalised ``R / (n + 1)`` and the consensus sorts by
    ``sum_r log(R_r / (n + 1))`` ascending (smaller geometric mean is better).
    With ``positions="local"`` tied documents of a list get their average rank
    (RAGS §4.2; :func:`rankagg.features.log_ranks.log_normalised_ranks`, shared with
    ``rags_top(weights="none")``).
    """

    defaults = {"positions": "local"}
    param_doc = {"positions": "local | raw"}
    citation = "Bedő & Ong, Multivariate Spearman's rho for rank aggregation, Theorem 2 and §4.2"

    param_constraints = {"positions": POSITIONS}

    def score(self, data: Rankings) -> NDArray[np.float64]:
        if self.positions == "local":
            return -log_normalised_ranks(data, "top").sum(axis=1)
        r = rank_matrix(data, self.positions)
        n = data.sizes[data.query_of_item].astype(np.float64)[:, None]
        k = _list_lengths(data)
        filled = np.where(np.isnan(r), (k + 1.0 + n) / 2.0, r)
        if self.positions == "raw":
            n = np.maximum(n, np.nanmax(np.where(np.isnan(r), 0, r), axis=1, keepdims=True))
        return -ranker_sum(np.log(filled / (n + 1.0)))


# ---------------------------------------------------------------- BestInput
@register("best_input")
class BestInput(Aggregator):
    """The single ranker that does best on labelled queries (St.Agg Table 1 "BestInput").

    ``fit`` evaluates every ranker on the training queries (``select_on="train"``)
    or the validation queries (``"vali"``) by ``measure`` and keeps the best;
    equally good rankers are decided by the canonical ranker order (their
    content, not their position), so reordering the inputs picks the same one.
    Items it did not rank go below its list (house tie rule among them).
    """

    defaults = {"measure": "NDCG@10", "select_on": "train"}
    param_doc = {"measure": "LETOR measure used to pick the ranker", "select_on": "train | vali"}
    citation = "Niu et al. UAI 2013, Table 1 (BestInput)"
    supervised = True
    fitted_state = {"ranker_": Scalar("i", low=0, high="n_rankers", high_open=True)}

    param_constraints = {"measure": Text("a LETOR measure name such as 'NDCG@10'"), "select_on": Options("train", "vali")}

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "BestInput":
        from rankagg.evaluation.measures import evaluate

        super().fit(train, valid)
        data = valid if (self.select_on == "vali" and valid is not None) else train
        if data.labels is None:
            raise ValueError("best_input needs labels")
        r = data.local_ranks()
        values = []
        for j in range(data.n_rankers):
            s = np.where(np.isnan(r[:, j]), -np.inf, -r[:, j])
            s = np.where(np.isfinite(s), s, -1e9)
            values.append(float(np.mean(evaluate(data, s)[self.measure])))
        self.ranker_scores_ = values
        best, best_val = 0, -np.inf
        for j in canonical_ranker_order(data):
            if values[j] > best_val:
                best, best_val = int(j), values[j]
        self.ranker_ = int(best)
        self.ranker_name_ = data.ranker_names[best]
        return self

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = data.local_ranks()[:, self.ranker_]
        return np.where(np.isnan(r), np.nan, -r)
