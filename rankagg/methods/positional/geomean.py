"""Geometric mean of normalised ranks (Bedő & Ong, RAGS, Theorem 2; conventions: the family docstring)."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.features.log_ranks import log_normalised_ranks
from rankagg.features.points import ranker_sum, unranked_positions
from rankagg.methods.base import Aggregator
from rankagg.methods.ranker_sums import POSITIONS, _list_lengths, rank_matrix
from rankagg.methods.registry import register

__all__ = ["GeoMean"]


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

    tags = {"reads_scores": False}  # places alone: a run's scores only order it (--trust-rank: its rank column)
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
        filled = unranked_positions(r, k, n, "share")  # the mean of the unused positions, (k + 1 + n) / 2
        if self.positions == "raw":
            n = np.maximum(n, np.nanmax(np.where(np.isnan(r), 0, r), axis=1, keepdims=True))
        return -ranker_sum(np.log(filled / (n + 1.0)))


