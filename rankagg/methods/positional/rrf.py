"""Reciprocal Rank Fusion (Cormack, Clarke & Büttcher 2009): declared once, every face derived
(:mod:`rankagg.methods.point_fusion`; conventions: the family docstring)."""

from __future__ import annotations

from rankagg.data.validation import Options
from rankagg.methods.point_fusion import DeclaredPoints, PointFusion, Reciprocal
from rankagg.methods.ranker_sums import POSITIONS, RRF_K, WEIGHTS
from rankagg.methods.registry import register

__all__ = ["RRF"]


@register("rrf")
class RRF(DeclaredPoints):
    """Reciprocal Rank Fusion (Cormack, Clarke & Büttcher 2009; St.Agg Eq. 3).

    ``score = sum_r w_r / (k + rank_r)`` over the rankers that ranked the item
    (``w_r = 1`` unless ``weights`` are given).  ``k`` (St.Agg's C) is tuned on
    validation by the protocol.  ``weighting="position"`` is Qdrant's weighted RRF
    (``lib/segment/src/common/reciprocal_rank_fusion.rs``): ``sum_r 1 / (k + rank_r / w_r)``,
    a weight stretching the positions (Qdrant's ``k`` is this ``k + 1``: it counts from 0).
    """

    fusion = PointFusion(points=Reciprocal(k="k"), weights="weighting")
    defaults = {"k": 60.0, "positions": "local", "weights": None, "weighting": "multiply"}
    param_grid = {"k": [1, 2, 5, 10, 20, 30, 40, 50, 60, 80, 100, 150, 200, 300, 500, 1000]}
    param_doc = {"k": "rank offset (St.Agg's C), in [0, 2**31]; larger flattens", "positions": "local | raw",
                 "weights": "None, or ranker name -> weight",
                 "weighting": "multiply | position: w / (k + rank), or Qdrant's 1 / (k + rank / w)"}
    citation = "Cormack, Clarke & Büttcher, SIGIR 2009; Niu et al. UAI 2013 Eq. 3"

    param_constraints = {"k": RRF_K, "positions": POSITIONS, "weights": WEIGHTS,
                         "weighting": Options("multiply", "position")}
