"""The compiled kernel of :meth:`Rankings.local_ranks <rankagg.data.rankings.Rankings.local_ranks>`.

Kept apart from :mod:`rankagg.data.rankings` so that importing the data model
costs no numba import: the TREC reader records its local ranks itself, and the
command line's fusion path then never loads numba at all (about half a second
of start-up, most of it numba initialising its compiler when a first kernel is
dispatched).
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["compact_kernel"]

#: lists up to this length are sorted by insertion (faster than an argsort call on a few dozen values)
SMALL = 128


@njit(cache=True)
def compact_kernel(ranks_t, offsets):  # pragma: no cover - compiled
    # ranks_t is (n_rankers, n_items), C-contiguous: each (ranker, query) slice is contiguous
    n_rankers, n_items = ranks_t.shape
    out = np.full((n_rankers, n_items), np.nan)
    seen = np.zeros(n_items + 1, dtype=np.bool_)
    idx = np.empty(SMALL, dtype=np.int64)
    for r in range(n_rankers):
        for q in range(len(offsets) - 1):
            a = offsets[q]
            b = offsets[q + 1]
            vals = ranks_t[r, a:b]
            # fast path (TREC-style and synthetic lists): the ranked values are already the
            # distinct integers 1..k, so the local ranks are the values themselves
            k = 0
            top = 0.0
            integral = True
            for i in range(b - a):
                v = vals[i]
                if not np.isnan(v):
                    k += 1
                    if v > top:
                        top = v
                    if v != np.floor(v):
                        integral = False
            compact = integral and top <= k  # LETOR positions (gaps) fail here, cheaply
            if compact:  # 1..k exactly iff no value repeats
                for i in range(b - a):
                    v = vals[i]
                    if np.isnan(v):
                        continue
                    if seen[int(v)]:
                        compact = False
                        break
                    seen[int(v)] = True
                for i in range(b - a):
                    if not np.isnan(vals[i]):
                        seen[int(vals[i])] = False
            if compact:
                for i in range(b - a):
                    out[r, a + i] = vals[i]
                continue
            if b - a <= SMALL:
                # short lists (LETOR queries): an insertion sort of the ranked values, no allocation
                m = 0
                for i in range(b - a):
                    v = vals[i]
                    if np.isnan(v):
                        continue
                    t = m
                    while t > 0 and vals[idx[t - 1]] > v:
                        idx[t] = idx[t - 1]
                        t -= 1
                    idx[t] = i
                    m += 1
                cur = 0
                prev = 0.0
                for t in range(m):
                    v = vals[idx[t]]
                    if t == 0 or v != prev:
                        cur = t + 1
                    out[r, a + idx[t]] = cur
                    prev = v
                continue
            o = np.argsort(vals, kind="mergesort")  # NaN sorts last
            cur = 0
            prev = 0.0
            for t in range(o.size):
                v = vals[o[t]]
                if np.isnan(v):
                    break
                if t == 0 or v != prev:
                    cur = t + 1
                out[r, a + o[t]] = cur
                prev = v
    return out

