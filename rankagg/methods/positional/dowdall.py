"""The Dowdall (Nauru) system: ``sum_r 1 / rank_r``, RRF with ``k = 0`` (declared once, every face derived:
:mod:`rankagg.methods.point_fusion`)."""

from __future__ import annotations

from rankagg.methods.point_fusion import DeclaredPoints, PointFusion, Reciprocal
from rankagg.methods.ranker_sums import POSITIONS
from rankagg.methods.registry import register

__all__ = ["Dowdall"]


@register("dowdall")
class Dowdall(DeclaredPoints):
    """Dowdall (Nauru) system: ``sum_r 1 / rank_r`` (RRF with k = 0)."""

    fusion = PointFusion(points=Reciprocal(k=0.0), weights=None)
    defaults = {"positions": "local"}
    param_doc = {"positions": "local | raw"}
    citation = "Reilly, Social choice in the South Seas: electoral innovation and the Borda count in the Pacific Island countries, 2002"
    param_constraints = {"positions": POSITIONS}
