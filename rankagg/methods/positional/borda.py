"""BordaCount (Aslam & Montague 2001): ``n - r + 1`` points per ranker, summed (conventions: the family docstring)."""

from __future__ import annotations

from typing import Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options
from rankagg.features.points import borda_points, unranked_positions
from rankagg.methods.base import Aggregator
from rankagg.methods.per_query import PointsFusion
from rankagg.methods.ranker_sums import POSITIONS, WEIGHTS, _candidates, _list_lengths, rank_matrix, weighted_sum
from rankagg.methods.registry import register

__all__ = ["BordaCount"]


@register("borda")
class BordaCount(PointsFusion, Aggregator):
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

    def fuser_points(self, ranks: Mapping[int, int], n: int, weight: float | None) -> dict[int, float]:
        """One query (:class:`rankagg.Fuser`): ``n - r + 1`` points, and the fill of ``unranked`` to every
        document the list did not rank (``n``: the query's documents, each ranked by some list, so both
        ``n_candidates`` give it)."""
        unranked = self.params["unranked"]  # a dict read: attribute reads go through __getattr__ (request path)
        nf, kf = float(n), float(len(ranks))
        pts = {i: nf - r + 1.0 for i, r in ranks.items()}
        if unranked == "ignore":
            return pts
        fill = (nf - kf + 1.0) / 2.0 if unranked == "share" else nf - kf
        return {i: pts.get(i, fill) for i in range(n)}
