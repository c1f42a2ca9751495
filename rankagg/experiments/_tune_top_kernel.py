"""The compiled part of tune's fast consensus top (:meth:`rankagg.experiments.tune_objective._HouseOrder.top`):
each query's first ``k`` items in the house order, in one pass per query and a sort of its few candidates.
Tuning scores thousands of settings and the per-query NumPy calls (a partition, two masks, the tie rule's
sorts) cost more than the work in them: 48% of ``rankagg tune`` on the 28 round-5 runs (13.6 of 28.3 s under
cProfile) was that loop, and after a first kernel the NumPy steps around it (the query scales, the tie rule on
the candidates) were a quarter of the nested search (session 18)."""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["kth_largest", "house_top"]


@njit(cache=True)
def kth_largest(seg, k):  # pragma: no cover - compiled
    """The ``k``-th largest value of ``seg`` (``1 <= k <= len(seg)``), copies counted: the root of a min-heap of
    the ``k`` largest values seen.  O(n log k) whatever the copies (a selection by partition slows down among
    many equal values, which sparse weight vectors give: most items of a query at exactly 0)."""
    heap = np.empty(k, dtype=np.float64)
    size = 0
    for x in seg:
        if size < k or x > heap[0]:  # most values do not enter the k largest: one comparison
            size = _heap_push(heap, size, x)
    return heap[0]


@njit(cache=True)
def _heap_push(heap, size, x):  # pragma: no cover - compiled
    """:func:`kth_largest`'s step for one value: ``heap`` holds the ``size`` (at most its length) largest values
    seen, smallest at the root; the new size."""
    k = len(heap)
    if size < k:  # push, sift up
        i = size
        while i > 0:
            parent = (i - 1) // 2
            if heap[parent] <= x:
                break
            heap[i] = heap[parent]
            i = parent
        heap[i] = x
        return size + 1
    if x > heap[0]:  # replace the smallest of the k, sift down
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
    return size


@njit(cache=True)
def house_top(offsets, scores, k, tie_tolerance, tiekey):  # pragma: no cover - compiled
    """``(items, status)``: the first ``k`` items of each query in the house order of ``scores`` with the tie
    keys folded into ``tiekey`` (distinct integers), query by query; status 0, else 1 (a score is not finite)
    or 2 (the cut is unsafe), with no items.  Per query, one pass for its largest magnitude
    (:func:`rankagg.data.tie_rule._query_scales`) and its ``k``-th largest score (:func:`kth_largest`); the
    candidates are every item of a query of at most ``k``, else those within ``4 x tolerance`` of that score
    (``tolerance``: ``tie_tolerance`` times the largest magnitude), and the cut is unsafe when a candidate and a
    non-candidate are within ``tolerance`` (a chain of near-ties could cross it); then the tie rule's order of the candidates
    (:func:`rankagg.data.tie_rule.order_by_tie_rule` with every other key equal): score descending, each run
    of tied gaps (:func:`rankagg.data.tie_rule.tied_gap`) by ``tiekey``."""
    out = np.empty(len(scores), dtype=np.int64)
    heap = np.empty(max(k, 1), dtype=np.float64)
    m = 0
    for q in range(len(offsets) - 1):
        a, b = offsets[q], offsets[q + 1]
        mag, size = 0.0, 0
        for i in range(a, b):
            x = scores[i]
            ax = abs(x)
            if not ax < np.inf:
                return out[:0], 1
            mag = max(mag, ax)
            if size < k or x > heap[0]:  # most items do not enter the k largest: one comparison
                size = _heap_push(heap, size, x)
        c0 = m
        if b - a <= k:
            for i in range(a, b):
                out[m] = i
                m += 1
        else:
            tolerance = tie_tolerance * mag
            cut = heap[0] - 4.0 * tolerance
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
            if left_out and lowest_in - highest_out <= tolerance:
                return out[:0], 2  # a chain of near-ties could cross the cut
        m = c0 + _order_candidates(out[c0:m], scores, k, tie_tolerance, tiekey)
    return out[:m], 0


@njit(cache=True)
def _order_candidates(seg, scores, k, tie_tolerance, tiekey):  # pragma: no cover - compiled
    """One query's candidates ``seg`` (item order) put in the house order, in place; how many of them to keep
    (its first ``k``)."""
    n = len(seg)
    srt = seg[np.argsort(-scores[seg], kind="mergesort")]
    n_keep = min(k, n)
    start = 0
    while start < n_keep:
        end = start + 1
        while end < n:
            hi, lo = scores[srt[end - 1]], scores[srt[end]]
            if not hi - lo <= tie_tolerance * max(abs(hi), abs(lo)):
                break
            end += 1
        if end - start > 1:
            run = srt[start:end]
            srt[start:end] = run[np.argsort(tiekey[run], kind="mergesort")]
        start = end
    seg[:] = srt
    return n_keep
