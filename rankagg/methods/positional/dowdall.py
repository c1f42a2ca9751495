"""The Dowdall (Nauru) system: ``sum_r 1 / rank_r``."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.features.points import ranker_sum
from rankagg.methods.base import Aggregator
from rankagg.methods.per_query import PointsFusion
from rankagg.methods.ranker_sums import POSITIONS, rank_matrix
from rankagg.methods.registry import register

__all__ = ["Dowdall"]


@register("dowdall")
class Dowdall(PointsFusion, Aggregator):
    """Dowdall (Nauru) system: ``sum_r 1 / rank_r`` (RRF with k = 0)."""

    defaults = {"positions": "local"}
    param_doc = {"positions": "local | raw"}
    citation = "Reilly, Social choice in the South Seas: electoral innovation and the Borda count in the Pacific Island countries, 2002"
    param_constraints = {"positions": POSITIONS}

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = rank_matrix(data, self.positions)
        return ranker_sum(np.where(np.isnan(r), 0.0, 1.0 / r))

    def fuser_table(self, length: int) -> list[float]:
        """One query (:class:`rankagg.Fuser`): ``1 / r`` for ``r = 1..length``."""
        return [1.0 / r for r in range(1, length + 1)]
