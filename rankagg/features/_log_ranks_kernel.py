"""The compiled kernel of :func:`rankagg.features.log_ranks.log_normalised_ranks`, in a module of its own
so that importing the features loads no numba (start-up time of the command line's fusion)."""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["log_imputed_kernel"]


@njit(cache=True)
def log_imputed_kernel(ranks, offsets, bottom, worst_first):  # pragma: no cover - compiled
    """Per query and expert: sort the listed values (stable insertion sort, lists are short), give tied
    runs their average rank, impute the missing ones, and write ``log(R / (n + 1))``.  Every rank is a
    multiple of 1/2, so the logs come from a table of ``log(m / 2)``."""
    n_items, d = ranks.shape
    out = np.empty((n_items, d))
    max_n = 0
    for q in range(len(offsets) - 1):
        max_n = max(max_n, offsets[q + 1] - offsets[q])
    half_log = np.log(np.arange(2 * max_n + 3) / 2.0)  # half_log[m] = log(m / 2)
    vals = np.empty(max_n)
    rows = np.empty(max_n, dtype=np.int64)
    for q in range(len(offsets) - 1):
        a = offsets[q]
        b = offsets[q + 1]
        n = b - a
        log_n1 = np.log(n + 1.0)
        for j in range(d):
            k = 0
            for i in range(a, b):
                x = ranks[i, j]
                if not np.isnan(x):
                    # insertion sort by value (stable), carrying the row
                    p = k
                    while p > 0 and vals[p - 1] > x:
                        vals[p] = vals[p - 1]
                        rows[p] = rows[p - 1]
                        p -= 1
                    vals[p] = x
                    rows[p] = i
                    k += 1
            t = 0
            while t < k:
                u = t
                while u + 1 < k and vals[u + 1] == vals[t]:
                    u += 1
                twice = t + u + 2  # 2 * average rank of the tied run (1-based)
                if not bottom:
                    m = twice
                elif worst_first:
                    m = 2 * (n + 1) - twice
                else:
                    m = 2 * (n - k) + twice
                lr = half_log[m] - log_n1
                for s in range(t, u + 1):
                    out[rows[s], j] = lr
                t = u + 1
            m_fill = n - k + 1 if bottom else k + 1 + n  # 2 * the imputed rank
            lf = half_log[m_fill] - log_n1
            for i in range(a, b):
                if np.isnan(ranks[i, j]):
                    out[i, j] = lf
    return out
