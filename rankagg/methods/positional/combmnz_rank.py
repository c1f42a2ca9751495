"""CombMNZ_rank (Klementiev, Roth & Small 2008, §6.2): Borda-like points times the number of rankers (declared
once, every face derived: :mod:`rankagg.methods.point_fusion`)."""

from __future__ import annotations

from rankagg.data.validation import Options
from rankagg.methods.point_fusion import Borda, DeclaredPoints, PointFusion
from rankagg.methods.registry import register

__all__ = ["CombMNZRank"]


@register("combmnz_rank")
class CombMNZRank(DeclaredPoints):
    """CombMNZ_rank (Klementiev, Roth & Small 2008, §6.2).

    ``rho(j) = K_j * sum_i (k_i + 1 - sigma_i(j))`` with ``sigma_i(j) = k_i + 1``
    when ranker ``i`` did not return ``j`` (so it contributes 0) and ``K_j`` the
    number of rankers that returned ``j``.  ``k_i`` is the length of ranker
    ``i``'s list for the query (``cutoff="list"``) or the query size
    (``cutoff="query"``): Borda's points with that ``n``, on the local positions.
    """

    fusion = PointFusion(points=Borda(n="cutoff", unranked=None), combine="count", weights=None)
    defaults = {"cutoff": "list"}
    param_doc = {"cutoff": "list | query: k_i = the ranker's list length, or the query size"}
    citation = "Klementiev, Roth & Small, Unsupervised rank aggregation with distance-based models, ICML 2008, §6.2"

    param_constraints = {"cutoff": Options("list", "query")}
