"""The pairwise contests of St.Agg (Niu et al. UAI 2013, §4.1, Eq. 11 and alternatives) and the rank utilities.

The probability ``p(x_i ≻_τ x_j)`` as a compiled function of the two positions
(:func:`pairwise_probability`), the utilities ``u(r)`` of a rank
(§4.2.2: Borda, RRF, DCG, RBP; :func:`utility_values`) and the position matrix
St.Agg reads (:func:`positions_matrix`).

Pairwise probability (Eq. 11 and alternatives)
-----------------------------------------------
``p(x_i ≻_τ x_j)`` is a function of the signed position difference
``d = τ(x_j) - τ(x_i)`` (``d > 0``: ``τ`` put ``x_i`` above ``x_j``) and of ``n``:

* ``"eq11"`` — Eq. 11 exactly as printed: with ``x = |d| / n`` (clipped to 1),
  ``max(x, 1 - x)`` when ``d > 0``, ``min(x, 1 - x)`` when ``d < 0``, 0.5 for
  ``d = 0``.  Note it is *not* monotone in ``|d|``: neighbours (``|d|`` small)
  get a probability near 1, items ``n/2`` apart get 0.5.
* ``"linear"`` — ``0.5 + 0.5 · clip(d / n, -1, 1)``: monotone in ``d``.
* ``"logistic"`` — ``1 / (1 + exp(-d / scale))``: monotone, ``scale`` in rank
  positions (small = nearly deterministic).
* ``"loglogistic"`` — ``1 / (1 + exp(-(log τ(x_j) - log τ(x_i)) / scale))``:
  top-heavy (positions 1 and 2 are as far apart as 10 and 20), ``scale`` in
  log units.
* ``"binary"`` — 1, 0 or 0.5 (deterministic contests: ``R`` is the number of
  items the ranker put above, and St.Agg_BC reduces to Borda).

Items a ranker did not rank (``unranked``):

* ``"half"`` — Eq. 11's "otherwise": every contest involving an unranked item
  is a fair coin (0.5);
* ``"below"`` — unranked items are placed, tied, at position ``max + 1`` of
  the list, below every ranked item; the contest then follows the same
  function of ``d`` (ties among them are fair coins).
"""

from __future__ import annotations

import math
import threading
from typing import Any

import numba
import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, check_param
from rankagg.features.rank_points import rrf_points

__all__ = ["PARALLEL_KERNELS", "PAIRWISE", "UNRANKED", "UTILITIES", "METHODS", "pairwise_probability", "utility_values", "positions_matrix"]


PAIRWISE = ("eq11", "linear", "logistic", "loglogistic", "binary")
UNRANKED = ("half", "below")
UTILITIES = ("borda", "rrf", "dcg", "rbp")
METHODS = ("auto", "exact", "normal", "refined")
BERRY_ESSEEN = 0.56
#: held while a parallel kernel of the family runs: numba's default threading layer (workqueue) aborts the whole
#: process when two threads launch parallel kernels at once (Dask's threaded workers; the generated face checks
#: of issue 46 met it), so the family's parallel kernels run one at a time, each still on every core
PARALLEL_KERNELS = threading.Lock()


# ---------------------------------------------------------------- kernels
@numba.njit(cache=True)
def _kernel(pj: float, pi: float, n: float, kind: int, scale: float) -> float:
    """p(i beats j) for positions pj (of j) and pi (of i); d = pj - pi > 0: i above j."""
    d = pj - pi
    if d == 0.0:
        return 0.5
    if kind == 3:  # loglogistic
        return 1.0 / (1.0 + math.exp(-(math.log(pj) - math.log(pi)) / scale))
    if kind == 0:  # eq11 as printed
        x = abs(d) / n
        if x > 1.0:
            x = 1.0
        hi = max(x, 1.0 - x)
        return hi if d > 0 else 1.0 - hi
    if kind == 1:  # linear
        x = d / n
        if x > 1.0:
            x = 1.0
        elif x < -1.0:
            x = -1.0
        return 0.5 + 0.5 * x
    if kind == 2:  # logistic
        return 1.0 / (1.0 + math.exp(-d / scale))
    return 1.0 if d > 0 else 0.0  # binary


def _kind(pairwise: str) -> int:
    check_param("pairwise", pairwise, Options(PAIRWISE))
    return PAIRWISE.index(pairwise)


def pairwise_probability(d, n: float, pairwise: str = "eq11", scale: float = 1.0, pos_i=None) -> NDArray[np.float64]:
    """``p(x_i ≻ x_j)`` for signed position differences ``d = τ(x_j) - τ(x_i)`` (vectorised).

    ``"loglogistic"`` also needs ``pos_i`` (``τ(x_i)``; then ``τ(x_j) = pos_i + d``).
    """
    kind = _kind(pairwise)
    d = np.asarray(d, dtype=np.float64)
    if pairwise == "eq11":
        x = np.minimum(np.abs(d) / n, 1.0)
        hi = np.maximum(x, 1.0 - x)
        p = np.where(d > 0, hi, 1.0 - hi)
    elif pairwise == "linear":
        p = 0.5 + 0.5 * np.clip(d / n, -1.0, 1.0)
    elif pairwise == "logistic":
        p = 0.5 * (1.0 + np.tanh(d / (2.0 * scale)))
    elif pairwise == "loglogistic":
        if pos_i is None:
            raise ValueError("the loglogistic pairwise probability needs the positions pos_i")
        pos_i = np.asarray(pos_i, dtype=np.float64)
        p = 0.5 * (1.0 + np.tanh((np.log(pos_i + d) - np.log(pos_i)) / (2.0 * scale)))
    else:
        p = np.where(d > 0, 1.0, 0.0)
    del kind
    return np.where(d == 0, 0.5, p)


# ---------------------------------------------------------------- utilities
_rrf_point: Any = numba.njit(cache=True)(rrf_points)  # RRF's points, written once (rankagg.features.rank_points)


@numba.njit(cache=True)
def _utility(r: float, n: float, code: int, c: float) -> float:
    if code == 0:  # Borda, Eq. 12 (n - r, r = 0..n-1)
        return n - r
    if code == 1:  # RRF, Eq. 13
        return _rrf_point(r, c)
    if code == 2:  # DCG discount of position r + 1
        return 1.0 / math.log2(r + 2.0)
    return c ** r  # RBP-like geometric, c = persistence


def _ucode(utility: str) -> int:
    check_param("utility", utility, Options(UTILITIES))
    return UTILITIES.index(utility)


@numba.njit(cache=True)
def _utility_array(n: int, code: int, c: float):
    u = np.empty(n)
    for r in range(n):
        u[r] = _utility(float(r), float(n), code, c)
    return u


def utility_values(utility: str, n: int, c: float = 60.0) -> NDArray[np.float64]:
    """``u(r)`` for ``r = 0..n-1``."""
    return _utility_array(int(n), _ucode(utility), float(c))


# ---------------------------------------------------------------- positions
def positions_matrix(data: Rankings, positions: str = "local") -> NDArray[np.float64]:
    """Rank positions used by St.Agg: ``"local"`` (τ over D_τ, 1..k) or ``"raw"`` LETOR values."""
    check_param("positions", positions, Options("local", "raw"))
    return np.ascontiguousarray(data.local_ranks() if positions == "local" else data.ranks)
