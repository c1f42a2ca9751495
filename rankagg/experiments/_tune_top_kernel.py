"""The compiled part of tune's fast consensus top (:meth:`rankagg.experiments.tune_objective._HouseOrder.top`):
each query's candidates for its first ``k`` places, in one pass per query.  Tuning scores thousands of settings
and the per-query NumPy calls (a partition, two masks) cost more than the work in them: 48% of ``rankagg tune``
on the 28 round-5 runs (13.6 of 28.3 s under cProfile) was that loop."""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["kth_largest", "top_candidates"]


@njit(cache=True)
def kth_largest(seg, k):  # pragma: no cover - compiled
    """The ``k``-th largest value of ``seg`` (``1 <= k <= len(seg)``), copies counted: the root of a min-heap of
    the ``k`` largest values seen.  O(n log k) whatever the copies (a selection by partition slows down among
    many equal values, which sparse weight vectors give: most items of a query at exactly 0)."""
    heap = np.empty(k, dtype=np.float64)
    size = 0
    for x in seg:
        if size < k:  # push, sift up
            i = size
            size += 1
            while i > 0:
                parent = (i - 1) // 2
                if heap[parent] <= x:
                    break
                heap[i] = heap[parent]
                i = parent
            heap[i] = x
        elif x > heap[0]:  # replace the smallest of the k, sift down
            i = 0
            while True:
                child = 2 * i + 1
                if child >= k:
                    break
                if child + 1 < k and heap[child + 1] < heap[child]:
                    child += 1
                if heap[child] >= x:
                    break
                heap[i] = heap[child]
                i = child
            heap[i] = x
    return heap[0]


@njit(cache=True)
def top_candidates(offsets, scores, k, tolerance):  # pragma: no cover - compiled
    """The items of each query that can reach its first ``k`` places (every item of a query of at most ``k``;
    else those within ``4 x tolerance[q]`` of its k-th largest score), query by query in item order, and
    whether the cut is safe: False when a candidate and a non-candidate are within ``tolerance[q]`` (a chain of
    near-ties could cross it).  ``scores`` are finite."""
    out = np.empty(len(scores), dtype=np.int64)
    m = 0
    for q in range(len(offsets) - 1):
        a, b = offsets[q], offsets[q + 1]
        if b - a <= k:
            for i in range(a, b):
                out[m] = i
                m += 1
            continue
        cut = kth_largest(scores[a:b], k) - 4.0 * tolerance[q]
        lowest_in, highest_out, left_out = np.inf, -np.inf, False
        for i in range(a, b):
            x = scores[i]
            if x >= cut:
                out[m] = i
                m += 1
                lowest_in = min(lowest_in, x)
            else:
                left_out = True
                highest_out = max(highest_out, x)
        if left_out and lowest_in - highest_out <= tolerance[q]:
            return out[:0], False
    return out[:m], True
