"""The points of a rank, each formula written once (tests/package/test_formulas_once.py): for arrays of positions
and for one position (a float), so that the NumPy paths, the per-query fuser and the compiled kernels
(:mod:`rankagg.features._row_sum_kernels`, StAgg's utilities) all call the same expression.  Imports nothing of
the package, so that the kernels can compile these without importing :mod:`rankagg.features.points` back."""

from __future__ import annotations

from typing import TypeVar

import numpy as np
from numpy.typing import NDArray

__all__ = ["rrf_points", "isr_points"]

#: positions: an array, or one position (a float)
_Positions = TypeVar("_Positions", float, NDArray[np.float64])


def rrf_points(pos: _Positions, k: float) -> _Positions:
    """Reciprocal rank ``1 / (k + pos)`` (Cormack, Clarke & Büttcher 2009; ``k`` is RRF's parameter of that name):
    of an array of positions or of one (a float; compiled by the kernels that need it).  The one place the
    formula is written (tests/package/test_formulas_once.py)."""
    return 1.0 / (float(k) + pos)


def isr_points(pos: _Positions) -> _Positions:
    """Inverse square rank ``1 / pos^2`` (Mourão et al. 2014)."""
    return 1.0 / (pos * pos)
