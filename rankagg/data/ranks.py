"""Ranks of values within each query: the one grouped-sort routine the readers and methods share.

:func:`query_ranks` ranks the non-NaN values of every query (smallest value =
rank 1) in one vectorised sort per column.  Ties are either averaged (RAGS'
normalised ranks, graded labels) or broken by a key and then by row (the
trec_eval rule of :func:`rankagg.data.rankings.ranks_from_scores`, random
rankers).  The consensus order of a method's scores is a different question,
answered by the house tie rule (:func:`rankagg.data.rankings.consensus_order`).
"""

from __future__ import annotations

from typing import Literal

import numpy as np
from numpy.typing import ArrayLike, NDArray

__all__ = ["query_ranks", "segment_ids"]


def segment_ids(offsets: NDArray[np.int64]) -> NDArray[np.int64]:
    """Query index of every item, from query offsets."""
    sizes = np.diff(offsets)
    return np.repeat(np.arange(len(sizes), dtype=np.int64), sizes)


def query_ranks(
    values: ArrayLike,
    query_of_item: ArrayLike,
    *,
    ties: Literal["average", "ordinal"] = "average",
    tiebreak: ArrayLike | None = None,
) -> NDArray[np.float64]:
    """Per query and column: ranks ``1..k`` of the non-NaN values (smallest = 1); NaN stays NaN.

    ``values`` is ``(n_items,)`` or ``(n_items, m)``; the items of a query need
    not be contiguous.  ``ties="average"``: equal values share the mean of their
    ranks.  ``ties="ordinal"``: equal values are ordered by ``tiebreak``
    (ascending, one key per item) and then by row.
    """
    if ties not in ("average", "ordinal"):
        raise ValueError(f"ties must be 'average' or 'ordinal', got {ties!r}")
    v2 = np.asarray(values, dtype=np.float64)
    one_d = v2.ndim == 1
    if one_d:
        v2 = v2[:, None]
    qi = np.asarray(query_of_item)
    key = None if tiebreak is None else np.asarray(tiebreak)
    out = np.full(v2.shape, np.nan)
    for j in range(v2.shape[1]):
        col = v2[:, j]
        idx = np.flatnonzero(~np.isnan(col))
        if idx.size == 0:
            continue
        q, v = qi[idx], col[idx]
        lo, hi = v.min(), v.max()
        if key is not None:
            order = np.lexsort((key[idx], v, q))
        elif hi - lo < 2.0**20 and q.max() < 2.0**31 and np.all(v == np.floor(v)):
            # integer positions: one exact float key sorts by (query, value) ~10x faster than lexsort
            order = np.argsort(q * 2.0**21 + (v - lo), kind="stable")
        else:
            order = np.lexsort((v, q))
        q_s = q[order]
        m = len(order)
        pos = np.arange(m)
        new_q = np.ones(m, dtype=bool)
        new_q[1:] = q_s[1:] != q_s[:-1]
        q_start = np.maximum.accumulate(np.where(new_q, pos, 0))
        if ties == "ordinal":
            rank = pos - q_start + 1.0
        else:
            v_s = v[order]
            new_v = new_q.copy()
            new_v[1:] |= v_s[1:] != v_s[:-1]
            run = np.cumsum(new_v) - 1
            first = pos[new_v]
            last = np.append(first[1:] - 1, m - 1)
            rank = (first[run] + last[run]) / 2.0 - q_start + 1.0
        res = np.empty(m)
        res[order] = rank
        out[idx, j] = res
    return out[:, 0] if one_d else out
