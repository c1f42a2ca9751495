"""The one min-max normalisation, shared by every method family and the per-query fuser (issue 27, class 6)."""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

__all__ = ["minmax_scale", "minmax_ratio"]


def minmax_scale(x: NDArray[np.float64], lo: Any, hi: Any) -> NDArray[np.float64]:
    """The one min-max: ``(x - lo) / (hi - lo)`` where ``hi > lo``, else 1 (a constant list).  Finite for
    any finite scores: where ``hi - lo`` overflows (scores near +-1e308 of both signs), every term is halved
    first (exact), so such a list is not silently turned into NaN or 0; elsewhere the bits are unchanged."""
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        span = hi - lo
        big = np.isinf(span) & np.isfinite(lo) & np.isfinite(hi)
        if np.any(big):
            half = np.where(big, 0.5, 1.0)
            x, lo, hi = x * half, lo * half, hi * half
            span = hi - lo
        return np.where(span > 0, (x - lo) / np.where(span > 0, span, 1.0), 1.0)


def minmax_ratio(s: float, lo: float, hi: float) -> float:
    """:func:`minmax_scale` of one score, for ``hi > lo`` (same bits)."""
    if np.isinf(hi - lo) and np.isfinite(lo) and np.isfinite(hi):
        s, lo, hi = s * 0.5, lo * 0.5, hi * 0.5
    return (s - lo) / (hi - lo)
