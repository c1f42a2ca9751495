"""A per-query kernel that fills the local-rank cache of a :class:`~rankagg.data.Rankings` fast.

:meth:`Rankings.local_ranks` sorts every (query, ranker) list.  The lists of
the scale benchmarks (:mod:`rankagg.parquet` batches,
:func:`rankagg.synthetic.iter_mallows`) and of most TREC-style runs are
already ``1..k``; this kernel recognises such a list in one pass (values are
distinct integers in ``1..k``) and sorts only the others, giving the *same
array* (values and C layout) as the core, several times faster.
:func:`prime_caches` stores it in the Rankings' cache so every method and the
house tie rule use it unchanged.  ``tests/test_parquet.py`` checks that the
primed array equals the core's, element for element.
"""

from __future__ import annotations

import numba as nb
import numpy as np
from numpy.typing import NDArray

from .data import Rankings

__all__ = ["local_ranks_per_query", "prime_caches"]


@nb.njit(cache=True)
def _local_ranks_kernel(ranks, offsets, out):  # pragma: no cover - compiled
    n_q = offsets.shape[0] - 1
    n_r = ranks.shape[1]
    for q in range(n_q):
        a = offsets[q]
        b = offsets[q + 1]
        m = b - a
        if m == 0:
            continue
        idx = np.empty(m, dtype=np.int64)
        v = np.empty(m, dtype=np.float64)
        seen = np.empty(m, dtype=np.bool_)
        for r in range(n_r):
            cnt = 0
            for i in range(m):
                x = ranks[a + i, r]
                if not np.isnan(x):
                    idx[cnt] = i
                    v[cnt] = x
                    cnt += 1
            if cnt == 0:
                continue
            # fast path: the values are already 1..cnt (compact, no ties): local == raw
            compact = True
            for k in range(cnt):
                seen[k] = False
            for k in range(cnt):
                x = v[k]
                if x < 1.0 or x > cnt or x != np.floor(x):
                    compact = False
                    break
                xi = int(x) - 1
                if seen[xi]:
                    compact = False
                    break
                seen[xi] = True
            if compact:
                for k in range(cnt):
                    out[a + idx[k], r] = v[k]
                continue
            order = np.argsort(v[:cnt])
            start = 0
            prev = v[order[0]]
            for k in range(cnt):
                val = v[order[k]]
                if val != prev:
                    start = k
                    prev = val
                out[a + idx[order[k]], r] = start + 1.0


def local_ranks_per_query(data: Rankings) -> NDArray[np.float64]:
    """Exactly :meth:`Rankings.local_ranks` (min rank for equal positions), by a per-query kernel."""
    out = np.full(data.ranks.shape, np.nan)  # C order, as the core's local_ranks
    if data.n_items:
        _local_ranks_kernel(data.ranks, data.offsets, out)
    return out


def prime_caches(data: Rankings) -> Rankings:
    """Fill ``data``'s local-rank cache with the fast kernel; returns ``data``."""
    if "local_ranks" not in data._cache:
        lr = local_ranks_per_query(data)
        lr.setflags(write=False)
        data._cache["local_ranks"] = lr
    return data
