"""Unsupervised stochastic rank aggregation, St.Agg_f (Niu et al., UAI 2013, §4.2).

Every ranker ``τ_i`` turns into a rank distribution ``P(R(x_j, τ_i) = r)`` per
item (pairwise contests, Eq. 8–10, :mod:`rankagg.methods.stagg`); the
consensus score is the expectation of an explicit utility summed over rankers::

    f_s(x_j) = Σ_i Σ_r u(r) P(R(x_j, τ_i) = r)

* ``stagg_bc``  — ``u(r) = n - r`` (Eq. 12; the ``1/m`` factor does not change
  the order);
* ``stagg_rrf`` — ``u(r) = 1 / (r + C)`` (Eq. 13);
* ``stagg``     — any utility of :data:`rankagg.methods.stagg.contests.UTILITIES`.

The pairwise probability (Eq. 11 as printed, or a monotone alternative), the
treatment of unranked items and the positions are parameters; the paper's
setting is ``pairwise="eq11", unranked="half", positions="local"`` (``τ_{D_τ}``,
the ranker's full ranking over the items it returned).  The ``param_grid`` of
each method tunes on validation the choices the paper leaves open.

Defaults were chosen on the validation folds (the tuned rows of the former ``stagg_unsupervised``
study script, kept in ``results/legacy/``; five folds × two data sets = ten choices per row).  ``unranked="below"``
won 10 of 10 choices of the ``stagg_bc`` row, which tunes it.  The ``stagg`` row
then fixes it.  The pairwise function of ``stagg_bc`` is ``eq11`` (6 of 10;
logistic 2, loglogistic 1, linear 1).  ``stagg`` / ``stagg_rrf`` use ``logistic``
with ``scale=3`` (7 of 10) and the rrf utility (8 of 10).  C = 60 is the RRF
convention: the measure is flat in C (§3).  The paper's own setting, Eq. 11 with
0.5 against unranked items, is ``pairwise="eq11", unranked="half"``.  It is
0.02–0.06 NDCG@5 below these defaults
(docs/stagg.md §3–4).
"""

from __future__ import annotations

import numba
import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, Real
from rankagg.methods.stagg.contests import METHODS, PAIRWISE, UNRANKED, UTILITIES
from rankagg.methods.stagg.expectation import expected_utility
from rankagg.methods.registry import register
from rankagg.methods.base import Aggregator
from rankagg.methods.limits import check_problem_size

__all__ = ["StAgg", "StAggBC", "StAggRRF"]

_CITATION = "Niu, Lan, Guo & Cheng, Stochastic rank aggregation, UAI 2013, §4.2 Eq. 8-13"
#: the largest C of the rrf utility: past about 2**21 the expected utilities of documents whose ranks sum the same
#: but spread differently fall inside the tie rule's 2**-40, and far past it 1 / (r + C) loses the ranks in doubles
C_MAX = 2**20


@register("stagg")
class StAgg(Aggregator):
    """St.Agg_f: expected explicit utility over pairwise-contest rank distributions (§4.2.2).

    ``f_s(x_j) = Σ_i E[u(R(x_j, τ_i))]`` with ``utility`` one of ``borda``
    (``n - r``, Eq. 12), ``rrf`` (``1/(r + c)``, Eq. 13), ``dcg``
    (``1/log2(r + 2)``), ``rbp`` (``c**r``, ``0 < c < 1``).
    """

    defaults = {
        "utility": "rrf",
        "c": 60.0,
        "pairwise": "logistic",
        "unranked": "below",
        "scale": 3.0,
        "positions": "local",
        "method": "auto",
    }
    param_grid = {
        "utility": ["borda", "rrf", "dcg"],
        "pairwise": ["eq11", "linear", "logistic"],
        "unranked": ["half", "below"],
    }
    param_doc = {
        "utility": "borda | rrf | dcg | rbp: utility u(r) of the rank r = 0..n-1",
        "c": "RRF constant C (utility rrf, in (0, 2**20]) or RBP persistence (utility rbp, in (0, 1))",
        "pairwise": "eq11 | linear | logistic | binary: p(x_i beats x_j) as a function of the position difference",
        "unranked": "half (Eq. 11: 0.5 against unranked) | below (unranked tied below the list)",
        "scale": "logistic pairwise probability: scale in rank positions",
        "positions": "local (τ over D_τ, 1..k) | raw (LETOR rank values)",
        "method": "auto | exact | normal | refined: rank distribution computation",
    }
    citation = _CITATION

    param_constraints = {
        "utility": Options(UTILITIES),
        "c": Real(),
        "pairwise": Options(PAIRWISE),
        "unranked": Options(UNRANKED),
        "scale": Real(0, low_open=True),
        "positions": Options("local", "raw"),
        "method": Options(METHODS),
    }

    def _validate_params(self) -> None:
        if self.utility == "rrf" and not 0 < self.c <= C_MAX:
            # beyond it the expected utility of 1 / (r + C) loses the ranks in doubles: stagg(c=1e300) put the
            # document every list ranked last first (u11s_rrf_k_huge_int's St.Agg member)
            raise ValueError(f"{self.name}: parameter c must be > 0 and <= 2**20 for the rrf utility, got {self.c!r}")
        if self.utility == "rbp" and not 0 < self.c < 1:
            raise ValueError(f"{self.name}: parameter c must be in (0, 1) for the rbp utility, got {self.c!r}")

    def expectations(self, data: Rankings) -> NDArray[np.float64]:
        """``E[u(R(x_j, τ_i))]``, shape ``(n_items, n_rankers)``."""
        return expected_utility(
            data,
            self.utility,
            c=float(self.c),
            pairwise=self.pairwise,
            unranked=self.unranked,
            scale=float(self.scale),
            positions=self.positions,
            method=self.method,
        )

    def score(self, data: Rankings) -> NDArray[np.float64]:
        if data.n_items == 0:
            return np.zeros(0)
        largest = int(data.sizes.max())
        # three n x (n + 1) float64 work arrays per query being solved (issue 14: refuse before allocating)
        check_problem_size(self.name, 24.0 * largest * (largest + 1) * max(numba.get_num_threads(), 1),
                           f"rank distributions of queries of {largest} documents")
        return self.expectations(data).sum(axis=1)


@register("stagg_bc")
class StAggBC(StAgg):
    """St.Agg_BC (Eq. 12): ``f_s(x_j) = 1/m Σ_i Σ_r (n - r) P(R(x_j, τ_i) = r)``.

    The Borda utility is linear, so only the mean rank matters:
    ``f_s = n - 1/m Σ_i Σ_{k≠j} p(x_k ≻_{τ_i} x_j)``.
    """

    defaults = {**StAgg.defaults, "utility": "borda", "pairwise": "eq11"}
    param_grid = {"pairwise": ["eq11", "linear", "logistic", "loglogistic", "binary"], "unranked": ["half", "below"]}
    citation = _CITATION + " (Eq. 12)"

    param_constraints = {"utility": Options("borda")}  # fixed: Eq. 12

    def score(self, data: Rankings) -> NDArray[np.float64]:
        return super().score(data) / max(data.n_rankers, 1)


@register("stagg_rrf")
class StAggRRF(StAgg):
    """St.Agg_RRF (Eq. 13): ``f_s(x_j) = Σ_i Σ_r P(R(x_j, τ_i) = r) / (r + C)``."""

    defaults = {**StAgg.defaults, "utility": "rrf"}
    param_grid = {
        "c": [1, 2, 5, 10, 20, 40, 60, 100],
        "pairwise": ["eq11", "linear", "logistic"],
        "unranked": ["half", "below"],
    }
    citation = _CITATION + " (Eq. 13)"

    param_constraints = {"utility": Options("rrf")}  # fixed: Eq. 13
