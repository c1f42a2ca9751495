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

from rankagg.data.validation import Real
from rankagg.methods.point_fusion import DeclaredPoints, InverseSquare, PointFusion
from rankagg.methods.ranker_sums import POSITIONS, WEIGHTS
from rankagg.methods.registry import register

__all__ = ["ISR", "LogISR"]


@register("isr")
class ISR(DeclaredPoints):
    """ISR (Mourão et al. 2014, §3.2): ``n_d * sum_r w_r / rank_r(d)^2``."""

    fusion = PointFusion(points=InverseSquare(), combine="count")
    defaults = {"positions": "local", "weights": None}
    param_doc = {"positions": "local | raw", "weights": "None, or ranker name -> weight"}
    citation = ("Mourão, Martins & Magalhães, Multimodal medical information retrieval with unsupervised rank "
                "fusion, Comput. Med. Imaging Graph. 39 (2015) §3.2")

    param_constraints = {"positions": POSITIONS, "weights": WEIGHTS}


@register("log_isr")
class LogISR(ISR):
    """log-ISR (Mourão et al. 2014, §3.2): ``log(n_d + sigma) * sum_r w_r / rank_r(d)^2``."""

    fusion = PointFusion(points=InverseSquare(), combine="log_count")
    not_duplication_invariant = "log(n_d) is not proportional to n_d: duplicating every ranker adds log 2 to every factor"

    defaults = {"positions": "local", "weights": None, "sigma": 0.0}
    param_doc = {"sigma": "added to n_d inside the log (0 = the paper; ranx logn_isr 0.01)"}

    param_constraints = {"sigma": Real(0)}
