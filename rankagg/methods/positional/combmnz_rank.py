"""CombMNZ_rank (Klementiev, Roth & Small 2008, §6.2): Borda-like points times the number of rankers."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options
from rankagg.features.points import ranker_sum
from rankagg.methods.base import Aggregator
from rankagg.methods.ranker_sums import _candidates, _list_lengths
from rankagg.methods.registry import register

__all__ = ["CombMNZRank"]


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


