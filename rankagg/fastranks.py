"""Per-query kernels that fill the derived caches of a :class:`~rankagg.data.Rankings` fast.

:meth:`Rankings.local_ranks` and the docid codes of
:func:`rankagg.data.consensus_order` are computed on first use with whole-data
sorts (one ``lexsort`` of all items per ranker, ``np.unique`` over the docid
strings).  For the millions of queries of the scale benchmarks
(:mod:`rankagg.parquet` batches, :func:`rankagg.synthetic.iter_mallows`) a
per-query numba kernel gives the *same arrays* much faster;
:func:`prime_caches` stores them in the Rankings' cache so that every method
and the house tie rule use them unchanged.  ``tests/test_parquet.py`` checks
that the primed arrays equal the core's, element for element.
"""

from __future__ import annotations

import numba as nb
import numpy as np
import pandas as pd
from numpy.typing import NDArray

from .data import Rankings

__all__ = ["local_ranks_per_query", "docid_codes", "prime_caches"]


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
    out = np.full_like(data.ranks, np.nan)
    if data.n_items:
        _local_ranks_kernel(data.ranks, data.offsets, out)
    return out


def docid_codes(data: Rankings) -> NDArray[np.int64]:
    """Exactly ``np.unique(data.docids, return_inverse=True)[1]`` (codes in sorted docid order), by hashing."""
    codes, _ = pd.factorize(data.docids, sort=True)
    return codes.astype(np.intp)


def prime_caches(data: Rankings) -> Rankings:
    """Fill ``data``'s local-rank and docid-code caches with the fast kernels; returns ``data``."""
    if "local_ranks" not in data._cache:
        lr = local_ranks_per_query(data)
        lr.setflags(write=False)
        data._cache["local_ranks"] = lr
    if "docid_code" not in data._cache:
        data._cache["docid_code"] = docid_codes(data)
    return data
