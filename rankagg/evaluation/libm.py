"""Transcendental values the measures need, computed by the C library, not by NumPy's SIMD kernels.

NumPy chooses its float64 ``power``, ``log1p``, ``log2`` and ``exp2`` kernels by the processor:
on a CPU with AVX-512 (``X86_V4``) it calls Intel's SVML, which is accurate to about one unit
in the last place but not correctly rounded (and ``exp``, ``log`` its own AVX-512F code); elsewhere it calls the C library (glibc's ``pow``,
``log``, ``exp``, ``log1p``, ``log2``), one value at a time.  The same code therefore gave other
last bits on the two kinds of machine: 209 committed five-fold results written on an AVX-512
machine differed here in the last bits of RBP, ERR or NDCG fold means (``rbp_p**pos`` and
``log1p`` went through SVML there; docs/results-schema.md, "Bits, machines and changes to
committed results").  The functions below evaluate the C library's function once per
distinct argument through :mod:`math` (which calls it directly), so a measure has the same bits
on every x86-64 machine with the same C library, and the same bits as NumPy's scalar path, which is what NumPy computes
on a machine without AVX-512.

Every function here returns exactly what ``math.<f>`` returns for each element.
"""

from __future__ import annotations

import math
from typing import Callable

import numpy as np
from numpy.typing import NDArray

__all__ = ["int_powers", "powers_of", "int_table", "on_integers", "elementwise", "two_to", "log1p", "exp"]


def int_powers(base: float, n: int) -> NDArray[np.float64]:
    """``[base**0, base**1, ..., base**(n-1)]``, each by the C library's ``pow`` (not by repeated products)."""
    return np.array([math.pow(base, float(j)) for j in range(max(int(n), 0))], dtype=np.float64)


def powers_of(base: float, exponents: NDArray[np.integer]) -> NDArray[np.float64]:
    """``base ** exponents`` for non-negative integer exponents, by the C library's ``pow``."""
    e = np.asarray(exponents, dtype=np.int64)
    if e.size and int(e.min()) < 0:
        raise ValueError("exponents must be non-negative integers")
    return int_powers(base, int(e.max()) + 1 if e.size else 0)[e]


def int_table(f: Callable[[float], float], n: int, start: int = 0) -> NDArray[np.float64]:
    """``[f(start), f(start + 1), ..., f(start + n - 1)]`` with ``f`` a :mod:`math` function."""
    return np.array([f(float(j)) for j in range(start, start + max(int(n), 0))], dtype=np.float64)


def on_integers(f: Callable[[float], float], k: NDArray[np.integer]) -> NDArray[np.float64]:
    """``f(k)`` of every element of an integer array (``f`` a :mod:`math` function), from a table over
    ``k.min() .. k.max()``."""
    k = np.asarray(k, dtype=np.int64)
    if k.size == 0:
        return np.empty(k.shape, dtype=np.float64)
    lo = int(k.min())
    return int_table(f, int(k.max()) - lo + 1, start=lo)[k - lo]


def elementwise(f: Callable[[float], float], x: NDArray[np.float64]) -> NDArray[np.float64]:
    """``f`` of every element of ``x``, evaluated once per distinct value (``f`` a :mod:`math` function)."""
    x = np.asarray(x, dtype=np.float64)
    if x.size == 0:
        return np.empty(x.shape, dtype=np.float64)
    values, inverse = np.unique(x, return_inverse=True)
    return np.array([f(float(v)) for v in values], dtype=np.float64)[inverse].reshape(x.shape)


def two_to(k: NDArray[np.integer]) -> NDArray[np.float64]:
    """``2.0 ** k`` for integer ``k``, exactly (``ldexp``: no rounding on any machine; ``inf`` above 1023)."""
    return np.ldexp(1.0, np.clip(np.asarray(k, dtype=np.int64), -2000, 2000).astype(np.intc))


def log1p(v: float) -> float:
    """:func:`math.log1p` with NumPy's values outside its domain (``-inf`` at -1, NaN below)."""
    return math.log1p(v) if v > -1.0 else (-math.inf if v == -1.0 else math.nan)


def exp(v: float) -> float:
    """:func:`math.exp` with NumPy's value on overflow (``inf``)."""
    try:
        return math.exp(v)
    except OverflowError:
        return math.inf
