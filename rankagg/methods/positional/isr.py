"""Inverse Square Rank fusion, ISR and log-ISR (Mourão, Martins & Magalhães 2014).

Mourão et al., "Multimodal medical information retrieval with unsupervised rank
fusion", Computerized Medical Imaging and Graphics 39 (2015; online 2014), §3.2:

* ``ISR(d)    = n_d        * sum_r 1 / rank_r(d)^2``
* ``logISR(d) = log(n_d)   * sum_r 1 / rank_r(d)^2``

where ``n_d`` is the number of lists that returned ``d`` (the CombMNZ factor).
With ``weights`` the sum is ``sum_r w_r / rank_r(d)^2`` (``n_d`` stays a count).
log-ISR gives 0 to every document found by one list only (``log 1 = 0``); the
parameter ``sigma`` (default 0, the paper) adds a constant inside the log,
``log(n_d + sigma)``; ranx's ``logn_isr`` uses ``sigma = 0.01``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.methods.base import Aggregator
from rankagg.data.validation import Real
from rankagg.features.rank_points import isr_points
from rankagg.methods.positional.entry_sums import weighted_entry_sum
from rankagg.methods.per_query import PointsFusion
from rankagg.methods.ranker_sums import POSITIONS, WEIGHTS, rank_matrix, weighted_sum
from rankagg.methods.registry import register

__all__ = ["ISR", "LogISR"]

_CITATION = ("Mourão, Martins & Magalhães, Multimodal medical information retrieval with unsupervised rank "
             "fusion, Comput. Med. Imaging Graph. 39 (2015) §3.2")


class _InverseSquare(PointsFusion, Aggregator):
    defaults = {"positions": "local", "weights": None}
    param_doc = {"positions": "local | raw", "weights": "None, or ranker name -> weight"}
    citation = _CITATION
    tags = {"reads_scores": False, "score_entries": True}

    param_constraints = {"positions": POSITIONS, "weights": WEIGHTS}

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = rank_matrix(data, self.positions)
        return self._combine(weighted_sum(data, r, self.weights, transform="inverse_square"), data.n_ranked_by)

    def score_entries(self, entries: RunEntries) -> NDArray[np.float64]:
        """:meth:`score` of ``entries.to_rankings()``, bit for bit, without the rank matrix."""
        return self._combine(weighted_entry_sum(entries, self.weights, transform="inverse_square"), entries.n_ranked_by)

    def _combine(self, total: NDArray[np.float64], count: NDArray[np.int64]) -> NDArray[np.float64]:
        raise NotImplementedError  # pragma: no cover - each rule below

    def fuser_table(self, length: int) -> list[float]:
        """One query (:class:`rankagg.Fuser`): ``1 / r^2`` for ``r = 1..length``."""
        return isr_points(np.arange(1.0, length + 1.0)).tolist()


@register("isr")
class ISR(_InverseSquare):
    """ISR (Mourão et al. 2014, §3.2): ``n_d * sum_r w_r / rank_r(d)^2``."""

    tags = {"linear": "count"}

    def _combine(self, total: NDArray[np.float64], count: NDArray[np.int64]) -> NDArray[np.float64]:
        return total * count

    def fuser_rule(self, weighted: bool) -> str:
        return "sum*count"


@register("log_isr")
class LogISR(_InverseSquare):
    """log-ISR (Mourão et al. 2014, §3.2): ``log(n_d + sigma) * sum_r w_r / rank_r(d)^2``."""

    not_duplication_invariant = "log(n_d) is not proportional to n_d: duplicating every ranker adds log 2 to every factor"
    tags = {"linear": "log_count"}

    defaults = {"positions": "local", "weights": None, "sigma": 0.0}
    param_doc = {**_InverseSquare.param_doc, "sigma": "added to n_d inside the log (0 = the paper; ranx logn_isr 0.01)"}

    param_constraints = {"sigma": Real(0)}

    def linear_parts(self, data: Rankings) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
        """ISR's contributions ``w_r / rank_r^2``, and the factor ``log(n_d + sigma)`` (0 where no
        ranker returned the item)."""
        contrib, count = ISR(positions=self.positions).linear_parts(data)
        return contrib, self._log_factor(count)

    def _combine(self, total: NDArray[np.float64], count: NDArray[np.int64]) -> NDArray[np.float64]:
        return total * self._log_factor(count)

    def _log_factor(self, count: Any) -> NDArray[np.float64]:
        """``log(n_d + sigma)`` per item, 0 where no ranker returned it (every path: batch, linear, Fuser)."""
        c = np.asarray(count)
        with np.errstate(divide="ignore"):
            return np.where(c > 0, np.log(c + float(self.params["sigma"])), 0.0)

    def fuser_rule(self, weighted: bool) -> str:
        return "sum*factor"

    def fuser_factor(self, count: list[int]) -> list[float]:
        """``log(n_d + sigma)`` per document (0 where no list returned it), as :meth:`_combine`."""
        return self._log_factor(count).tolist()
