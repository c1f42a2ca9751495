"""The compiled kernels of :mod:`rankagg.features.points` (sorted row sums with NumPy's
pairwise summation), in a module of their own so that importing the positional family loads no numba:
the command line's RRF fuses run entries in NumPy (:func:`~rankagg.methods.ranker_sums.weighted_entry_sum`) and
then never pays numba's import and initialisation."""

from __future__ import annotations

import numpy as np
from numba import njit

from rankagg.features.rank_points import isr_points, rrf_points

__all__ = ["kept_values", "sorted_row_sums", "points_into"]

# the points, written once (rankagg.features.rank_points), compiled for the kernel
_rrf_point = njit(cache=True)(rrf_points)
_isr_point = njit(cache=True)(isr_points)
# NumPy's rules for a zero divisor (inf, no exception), as the NumPy expressions they stand for
_rrf_point_np = njit(cache=True, error_model="numpy")(rrf_points)
_isr_point_np = njit(cache=True, error_model="numpy")(isr_points)


@njit(cache=True)
def _block_sum(a, lo, n):  # pragma: no cover - compiled
    """NumPy's pairwise summation for ``n <= 128`` (8 accumulators), same grouping, same bits."""
    if n < 8:
        res = 0.0
        for i in range(lo, lo + n):
            res += a[i]
        return res
    r0, r1, r2, r3 = a[lo], a[lo + 1], a[lo + 2], a[lo + 3]
    r4, r5, r6, r7 = a[lo + 4], a[lo + 5], a[lo + 6], a[lo + 7]
    i = 8
    m = n - (n % 8)
    while i < m:
        r0 += a[lo + i]
        r1 += a[lo + i + 1]
        r2 += a[lo + i + 2]
        r3 += a[lo + i + 3]
        r4 += a[lo + i + 4]
        r5 += a[lo + i + 5]
        r6 += a[lo + i + 6]
        r7 += a[lo + i + 7]
        i += 8
    res = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))
    while i < n:
        res += a[lo + i]
        i += 1
    return res


@njit(cache=True)
def _pairwise_sum(a, lo, n):  # pragma: no cover - compiled
    """NumPy's ``pairwise_sum`` (numpy/_core/src/umath): halves (multiples of 8) above 128, summed
    left + right.  Written with an explicit stack (numba's cache does not reload recursive functions)."""
    if n <= 128:
        return _block_sum(a, lo, n)
    s_lo = np.empty(64, np.int64)
    s_n = np.empty(64, np.int64)
    s_stage = np.zeros(64, np.int64)
    vals = np.empty(64)
    top = 1
    nv = 0
    s_lo[0], s_n[0], s_stage[0] = lo, n, 0
    while top > 0:
        l, m, st = s_lo[top - 1], s_n[top - 1], s_stage[top - 1]
        if m <= 128:
            vals[nv] = _block_sum(a, l, m)
            nv += 1
            top -= 1
            continue
        n2 = m // 2
        n2 -= n2 % 8
        if st == 0:
            s_stage[top - 1] = 1
            s_lo[top], s_n[top], s_stage[top] = l, n2, 0
            top += 1
        elif st == 1:
            s_stage[top - 1] = 2
            s_lo[top], s_n[top], s_stage[top] = l + n2, m - n2, 0
            top += 1
        else:
            vals[nv - 2] = vals[nv - 2] + vals[nv - 1]
            nv -= 1
            top -= 1
    return vals[0]


@njit(cache=True)
def sorted_row_sums(x, code, k, w, weighted, nan_is_zero):  # pragma: no cover - compiled
    """Row sums of ``f(x) * w`` in sorted order (see :func:`ranker_sum`).

    ``code`` 0: ``f(x) = x``; 1: ``1 / (k + x)`` (RRF's ``k``); 2: ``1 / x^2`` (ISR).
    ``nan_is_zero``: NaN (not ranked) contributes 0 instead of making the sum NaN.
    The same IEEE operations as the NumPy expressions, so the same bits.
    """
    n, n_cols = x.shape
    out = np.empty(n)
    buf = np.zeros(n_cols)
    nz = np.empty(n_cols)
    for i in range(n):
        m = 0
        has_nan = False
        for j in range(n_cols):
            v = x[i, j]
            if v != v and nan_is_zero:
                continue
            if code == 1:
                v = _rrf_point(v, k)
            elif code == 2:
                v = _isr_point(v)
            if weighted:
                v = v * w[j]
            if v != 0.0:
                if v != v:
                    has_nan = True
                t = m  # insertion into the sorted non-zeros
                while t > 0 and nz[t - 1] > v:
                    nz[t] = nz[t - 1]
                    t -= 1
                nz[t] = v
                m += 1
        if has_nan:
            out[i] = np.nan
            continue
        if m == 0:
            out[i] = 0.0
            continue
        neg = 0
        while neg < m and nz[neg] < 0.0:
            neg += 1
        for t in range(neg):
            buf[t] = nz[t]
        for t in range(neg, neg + n_cols - m):
            buf[t] = 0.0
        for t in range(neg, m):
            buf[n_cols - m + t] = nz[t]
        out[i] = _pairwise_sum(buf, 0, n_cols)
    return out


@njit(cache=True)
def kept_values(src, f, out, nan_is_zero):  # pragma: no cover - compiled
    """``out[t]``: ``f[t]``, or 0.0 for a skipped NaN (``src[t]`` NaN and ``nan_is_zero``), as
    :func:`sorted_row_sums` counts it (flat arrays of one size; ``out`` may be ``f``)."""
    for t in range(src.size):
        out[t] = 0.0 if (src[t] != src[t]) & nan_is_zero else f[t]


@njit(cache=True, error_model="numpy")
def points_into(x, code, k, out):  # pragma: no cover - compiled
    """``out[:] = where(isnan(f(x)), 0, f(x))`` (``code`` as in :func:`sorted_row_sums`), written into a
    buffer that may be reused (``rankagg tune`` rebuilds the points of each ``k`` into the same memory: no
    temporaries, no fresh pages).  The same IEEE operations as the NumPy expressions, so the same bits."""
    n, n_cols = x.shape
    for lo in range(0, n, 512):  # blocks of rows that stay in cache while each column is written
        hi = min(n, lo + 512)
        for j in range(n_cols):
            for i in range(lo, hi):
                v = x[i, j]
                if code == 1:
                    v = _rrf_point_np(v, k)
                elif code == 2:
                    v = _isr_point_np(v)
                out[i, j] = 0.0 if v != v else v
