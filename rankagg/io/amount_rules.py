"""The amounts rule of :mod:`rankagg.io.rules` (a comparison's ``count`` and ``weight``): numbers by the numbers rule
(trec_eval's ``atof`` acceptance, :func:`rankagg.io.text_input.strict_float`), positive and in range, so that a
weight times a count, summed over any table, stays a finite, normal double."""

from __future__ import annotations

import math
from typing import Any, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io._errors import RowOf, fault_at
from rankagg.io.text_input import strict_float

__all__ = ["MAX_COUNT", "MIN_WEIGHT", "MAX_WEIGHT", "check_counts", "check_weights"]


#: the largest count of a comparison: every whole number up to it is exact as a double
MAX_COUNT = 2.0**53
#: the range of a weight: a weight times a count, summed over 2^40 rows, stays a finite, normal double
MIN_WEIGHT, MAX_WEIGHT = 1e-100, 1e100


def _amount(v: Any) -> float | None:
    """One amount as a float by the numbers rule (None when not a number); never an ``OverflowError``."""
    if isinstance(v, str):
        try:
            return strict_float(v.strip())
        except ValueError:
            return None
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, float, np.integer, np.floating)):
        return None
    try:
        return float(v)
    except OverflowError:  # an int beyond the doubles
        return math.inf


def _check_amounts(source: str, column: str, values: Sequence[Any], row_of: RowOf | None, low: float,
                   high: float, whole: bool) -> NDArray[np.float64]:
    out = np.empty(len(values), dtype=np.float64)
    for i, v in enumerate(values):
        x = _amount(v)
        if x is None or not math.isfinite(x) or not low <= x <= high or (whole and x != math.floor(x)):
            shown = repr(v) if not isinstance(v, str) or len(v) <= 40 else repr(v[:40] + "...")
            detail = ("not a number as trec_eval reads one: ASCII digits, an optional sign, point and exponent"
                      if x is None else "not finite" if not math.isfinite(x)
                      else f"outside [{low:g}, {high:g}]" if not low <= x <= high else "not whole")
            raise fault_at(source, row_of(i) if row_of is not None else None,
                         f"{column} {shown} is not a positive {'integer' if whole else 'number'} ({detail})")
        out[i] = x
    return out


def check_counts(source: str, column: str, values: Sequence[Any], row_of: RowOf | None = None) -> NDArray[np.float64]:
    """Counts (how many times a row is repeated) as float64: whole numbers in [1, :data:`MAX_COUNT`] by the
    numbers rule (``'3'``, ``'3.0'``, ``3``; not ``'1_000'``, ``'١٠'``, ``True``, ``1e308``); a refused value
    raises :class:`InputFormatError` naming ``source``, the row and the value."""
    return _check_amounts(source, column, values, row_of, 1.0, MAX_COUNT, True)


def check_weights(source: str, column: str, values: Sequence[Any], row_of: RowOf | None = None) -> NDArray[np.float64]:
    """Weights as float64: numbers in [:data:`MIN_WEIGHT`, :data:`MAX_WEIGHT`] by the numbers rule (errors as
    :func:`check_counts`)."""
    return _check_amounts(source, column, values, row_of, MIN_WEIGHT, MAX_WEIGHT, False)
