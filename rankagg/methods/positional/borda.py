"""BordaCount (Aslam & Montague 2001): ``n - r + 1`` points per ranker, summed; declared once, every face derived
(:mod:`rankagg.methods.point_fusion`; conventions: the family docstring)."""

from __future__ import annotations

from rankagg.data.validation import Options
from rankagg.methods.point_fusion import Borda, DeclaredPoints, PointFusion
from rankagg.methods.ranker_sums import POSITIONS, WEIGHTS
from rankagg.methods.registry import register

__all__ = ["BordaCount"]


@register("borda")
class BordaCount(DeclaredPoints):
    """BordaCount (Aslam & Montague 2001; St.Agg Eq. 2).

    A ranker gives ``n - r + 1`` points to the item at position ``r`` of ``n``
    candidates; the item's score is the sum over rankers.

    ``unranked`` says what an item a ranker did not rank gets from it:

    * ``"share"`` — the remaining points ``1..n-k`` shared equally,
      ``(n - k + 1) / 2`` (ranx ``bordafuse``, PyFLAGR ``BordaCount``);
    * ``"ignore"`` — nothing (0 points; St.Agg Eq. 2 sums over the rankers that
      ranked the item);
    * ``"bottom"`` — tied at position ``k + 1``, i.e. ``n - k`` points.

    A ranker with no list for a query (``k = 0``: ARWU publishes no Arts & Humanities table) gives each candidate
    ``(n + 1) / 2`` under ``"share"``: the order is that of the other rankers, every score higher by that constant
    than a count over the rankers that ranked the query (``"ignore"`` gives that count).

    ``n_candidates``: ``"ranked"`` counts the query's documents that at least one
    ranker returned (what a run-based library sees), ``"query"`` all of them.
    ``positions="raw"`` with ``unranked="ignore"`` and ``n_candidates="query"``
    is St.Agg's Eq. 2 read literally on LETOR rank values (``n - τ`` can go
    negative when a position exceeds the query size).
    """

    fusion = PointFusion(points=Borda())
    defaults = {"unranked": "share", "positions": "local", "n_candidates": "ranked", "weights": None}
    param_doc = {
        "unranked": "share | ignore | bottom: points for items a ranker did not rank",
        "positions": "local | raw: list order within the query, or LETOR rank values",
        "n_candidates": "ranked | query: n = documents ranked by someone, or all of the query",
        "weights": "None, or ranker name -> weight: each ranker's points are multiplied by its weight",
    }
    citation = "Aslam & Montague, Models for metasearch, SIGIR 2001; Niu et al. UAI 2013 Eq. 2"

    param_constraints = {
        "unranked": Options("share", "ignore", "bottom"),
        "positions": POSITIONS,
        "n_candidates": Options("ranked", "query"),
        "weights": WEIGHTS,
    }
