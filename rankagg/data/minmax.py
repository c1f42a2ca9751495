"""The one min-max normalisation, shared by every method family and the per-query fuser (issue 27, class 6),
and the power-of-two scaling that keeps the other scale-free normalisations finite on huge scores."""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

__all__ = ["minmax_scale", "minmax_ratio", "max_scale", "pow2_scaled"]

#: largest |score| of a list outside this range: :func:`pow2_scaled` scales the list; inside it (every
#: ordinary input) the list keeps its bits, and a sum of up to 2**22 of its squares does not overflow
SAFE_RANGE = (2.0 ** -500, 2.0 ** 500)


def minmax_scale(x: NDArray[np.float64], lo: Any, hi: Any) -> NDArray[np.float64]:
    """The one min-max: ``(x - lo) / (hi - lo)`` where ``hi > lo``, else 1 (a constant list).  Finite for
    any finite scores: where ``hi - lo`` overflows (scores near +-1e308 of both signs), every term is halved
    first (exact), so such a list is not silently turned into NaN or 0; elsewhere the bits are unchanged."""
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        span = np.subtract(hi, lo)
        if np.isinf(span).any():  # only an infinite span can need the halving
            big = np.isinf(span) & np.isfinite(lo) & np.isfinite(hi)
            if np.any(big):
                half = np.where(big, 0.5, 1.0)
                x, lo, hi = x * half, lo * half, hi * half
                span = hi - lo
        positive = span > 0
        if positive.all():  # no constant list (the usual case): the quotient everywhere, in fewer array steps
            return (x - lo) / span
        return np.where(positive, (x - lo) / np.where(positive, span, 1.0), 1.0)


def max_scale(x: NDArray[np.float64], hi: Any) -> NDArray[np.float64]:
    """The one max normalisation (ranx's): ``x / hi`` where the largest score ``hi`` is positive, else ``x``
    (an overflow, -1e308 over 1e-10, is left to the caller to refuse)."""
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        return np.where(hi > 0, x / np.where(hi > 0, hi, 1.0), x)


def minmax_ratio(s: float, lo: float, hi: float) -> float:
    """:func:`minmax_scale` of one score, for ``hi > lo`` (same bits)."""
    if np.isinf(hi - lo) and np.isfinite(lo) and np.isfinite(hi):
        s, lo, hi = s * 0.5, lo * 0.5, hi * 0.5
    return (s - lo) / (hi - lo)


def pow2_scaled(x: NDArray[np.float64]) -> NDArray[np.float64]:
    """``x`` (one list, 1-D, or a query's ``(items, lists)`` matrix, NaN = not ranked) with every list whose
    largest ``|score|`` lies outside :data:`SAFE_RANGE` multiplied by the power of two that brings that
    largest ``|score|`` into [0.5, 1) (``np.frexp`` / ``np.ldexp``); the other lists are the same bits.

    For the scale-free normalisations (z-score, sum, l2, dbsf) the result on the scaled scores is the
    result on the real line: a power-of-two scale is exact (only a score that becomes subnormal, 2**-1022
    below the list's largest, loses digits it could not move the result by), and the means, sums of
    squares and spans of scores near +-1e308 (issue 27) no longer overflow, nor those near 1e-300 underflow."""
    with np.errstate(invalid="ignore"):
        big = np.fmax.reduce(np.abs(x), axis=0)
        need = (big > SAFE_RANGE[1]) | ((big < SAFE_RANGE[0]) & (big > 0.0))
    if not np.any(need):
        return x
    exp = np.frexp(np.where(need, big, 1.0))[1]
    return np.ldexp(x, np.where(need, -exp, 0))
