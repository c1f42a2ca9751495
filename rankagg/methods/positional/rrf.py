"""Reciprocal Rank Fusion (Cormack, Clarke & Büttcher 2009), from the rank matrix or from run entries
(conventions: the family docstring)."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, Real
from rankagg.features.rank_points import rrf_points
from rankagg.methods.base import Aggregator, MethodTags
from rankagg.methods.positional.entry_sums import weighted_entry_sum
from rankagg.methods.per_query import PointsFusion
from rankagg.methods.ranker_sums import POSITIONS, WEIGHTS, rank_matrix, ranker_weights, weighted_sum
from rankagg.methods.registry import register

__all__ = ["RRF"]


@register("rrf")
class RRF(PointsFusion, Aggregator):
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
        return np.where(np.isnan(r), 0.0, rrf_points(r, self.k)), np.ones(data.n_items)

    def score_entries(self, entries: RunEntries) -> NDArray[np.float64]:
        """:meth:`score` of ``entries.to_rankings()``, bit for bit, without the rank matrix."""
        if self.weighting == "position" and self.weights is not None:
            return self.score(entries.to_rankings())
        return weighted_entry_sum(entries, self.weights, transform="reciprocal", offset=float(self.k))

    # ---------------------------------------------------------------- one query (rankagg.Fuser)
    def fuser_multiplies_weights(self) -> bool:
        """Qdrant's ``weighting="position"`` puts the weight inside the points."""
        return bool(self.weighting == "multiply")

    def fuser_reciprocal_rank(self) -> float:
        return float(self.params["k"])

    def fuser_table(self, length: int) -> list[float]:
        """``1 / (k + r)`` for ``r = 1..length``."""
        return rrf_points(np.arange(1.0, length + 1.0), self.k).tolist()

    def fuser_points(self, ranks: Mapping[int, int], n: int, weight: float | None) -> dict[int, float]:
        """``1 / (k + r)``, or ``1 / (k + r / w)`` with ``weighting="position"`` (a weight of 0: no points)."""
        p = self.params  # dict reads: attribute reads go through __getattr__ (request path)
        if weight is None or p["weighting"] == "multiply":
            return super().fuser_points(ranks, n, weight)
        k = float(p["k"])
        return {i: rrf_points(r / weight if weight else math.inf, k) for i, r in ranks.items()}
