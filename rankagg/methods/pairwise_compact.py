"""Compact pairwise-majority kernels: majority margins without dense ``n x n`` matrices.

For long partial lists (TREC runs of 1,000 documents whose union per topic is
ten times larger) most pairs are unranked against unranked in every list, so a
dense matrix per query is mostly zeros.  These kernels read each ranker's list
of the query (CSR, :func:`ranker_lists`) and compute an item's margins against the
items that share a list with it (:func:`item_margins`), the majority margin of
one pair (:func:`majority_margin`), Copeland scores (:func:`compact_copeland`)
and the Condorcet-fuse merge sort (:func:`condorcet_merge_sort`), with the same
results as the dense kernels of :mod:`rankagg.methods.pairwise_kernels`.
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["ranker_lists", "item_margins", "majority_margin", "compact_copeland", "condorcet_merge_sort"]


@njit(cache=True)
def ranker_lists(a, n, ranks):  # pragma: no cover - compiled
    """Per ranker, the items (0..n-1) it ranked in the query at rows ``a..a+n`` (CSR), and each item's count."""
    nk = ranks.shape[1]
    ptr = np.zeros(nk + 1, np.int64)
    nr = np.zeros(n, np.int64)
    for k in range(nk):
        c = 0
        for i in range(n):
            if ranks[a + i, k] == ranks[a + i, k]:
                c += 1
                nr[i] += 1
        ptr[k + 1] = ptr[k] + c
    items = np.empty(ptr[nk], np.int64)
    for k in range(nk):
        t = ptr[k]
        for i in range(n):
            if ranks[a + i, k] == ranks[a + i, k]:
                items[t] = i
                t += 1
    return ptr, items, nr


@njit(cache=True)
def item_margins(i, a, ranks, ptr, items, s, compared, touched, stack):  # pragma: no cover - compiled
    """Margins of item ``i`` over every item sharing a list with it, list by list.

    Fills ``s[j]`` = (lists putting ``i`` above ``j``) - (lists putting ``j`` above
    ``i``) and ``compared[j]`` (some list ranked them differently) for the items
    ``stack[:m]``; returns ``m``.  ``touched`` must be all False on entry and is
    left so.  ``ptr``/``items``: each ranker's items in the query (:func:`ranker_lists`).
    """
    m = 0
    for k in range(ranks.shape[1]):
        ri = ranks[a + i, k]
        if ri != ri:
            continue
        for t in range(ptr[k], ptr[k + 1]):
            j = items[t]
            if j == i:
                continue
            if not touched[j]:
                touched[j] = True
                stack[m] = j
                m += 1
                s[j] = 0
                compared[j] = False
            rj = ranks[a + j, k]
            if ri < rj:
                s[j] += 1
                compared[j] = True
            elif rj < ri:
                s[j] -= 1
                compared[j] = True
    for t in range(m):
        touched[stack[t]] = False
    return m


@njit(cache=True)
def majority_margin(ranks, a, x, y, below):  # pragma: no cover - compiled
    """``Y[x, y] - Y[y, x]`` of the binary Volkovs matrix, from the rank rows (NaN = not returned).

    ``below``: an item a ranker did not return counts below its list, so a ranker
    that returned exactly one of the two prefers that one (and one that returned
    neither says nothing).
    """
    d = 0
    for k in range(ranks.shape[1]):
        rx = ranks[a + x, k]
        ry = ranks[a + y, k]
        if rx == rx and ry == ry:
            if rx < ry:
                d += 1
            elif ry < rx:
                d -= 1
        elif below:
            if rx == rx:
                d += 1
            elif ry == ry:
                d -= 1
    return d


@njit(cache=True)
def compact_copeland(offsets, ranks, below, loss_weight):  # pragma: no cover - compiled
    """Copeland scores (wins - loss_weight * losses of the pairwise majority) without any n x n array.

    For item ``i`` only the items sharing a list with it can have a non-zero
    margin from common rankers; they are visited list by list (``O(sum of list
    lengths)`` per item).  With ``below``, the margin of a pair is the common
    rankers' margin plus ``nr_i - nr_j`` (rankers that returned one of the two),
    and pairs that share no list are counted from a histogram of ``nr``.
    Equal to :func:`rankagg.methods.majority.condorcet._copeland` on the dense
    binary ``Y``.
    """
    nq = offsets.shape[0] - 1
    nk = ranks.shape[1]
    out = np.zeros(offsets[nq])
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n == 0:
            continue
        ptr, items, nr = ranker_lists(a, n, ranks)
        hist = np.zeros(nk + 2, np.int64)
        for i in range(n):
            hist[nr[i]] += 1
        below_count = np.zeros(nk + 3, np.int64)  # below_count[c] = #items with nr < c
        for c in range(nk + 2):
            below_count[c + 1] = below_count[c] + hist[c]
        s = np.zeros(n, np.int64)
        touched = np.zeros(n, np.bool_)
        stack = np.empty(n, np.int64)
        compared = np.zeros(n, np.bool_)
        for i in range(n):
            m = item_margins(i, a, ranks, ptr, items, s, compared, touched, stack)
            wins = 0
            losses = 0
            less = 0
            more = 0
            for t in range(m):
                j = stack[t]
                d = s[j]
                if below:
                    d += nr[i] - nr[j]
                    if nr[j] < nr[i]:
                        less += 1
                    elif nr[j] > nr[i]:
                        more += 1
                if d > 0:
                    wins += 1
                elif d < 0:
                    losses += 1
            if below:
                # pairs sharing no list: the margin is nr_i - nr_j
                wins += below_count[nr[i]] - less
                losses += (n - below_count[nr[i] + 1]) - more
            out[a + i] = wins - loss_weight * losses
    return out


@njit(cache=True)
def condorcet_merge_sort(offsets, start, moff, Y, ranks, below):  # pragma: no cover - compiled
    """Condorcet-fuse (Montague & Aslam 2002, Algorithm 1): per query, a merge sort from the order of
    ``start`` (descending, stable) whose comparator is the pairwise majority.

    The right item goes first only when it strictly beats the left one: read from
    the flat ``Y`` when it is given (``Y.size > 0``), else computed from the two
    rank rows (:func:`majority_margin`; no n x n array).  Returns ``n - position``.
    """
    dense = Y.shape[0] > 0
    nq = offsets.shape[0] - 1
    out = np.empty(offsets[nq])
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        cur = np.argsort(-start[a:a + n], kind="mergesort")
        tmp = np.empty(n, np.int64)
        width = 1
        while width < n:
            lo = 0
            while lo < n:
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                i, j, t = lo, mid, lo
                while i < mid and j < hi:
                    x = cur[i]
                    y = cur[j]
                    if dense:
                        b = moff[q]
                        wins = Y[b + y * n + x] > Y[b + x * n + y]
                    else:
                        wins = majority_margin(ranks, a, y, x, below) > 0
                    if wins:
                        tmp[t] = y
                        j += 1
                    else:
                        tmp[t] = x
                        i += 1
                    t += 1
                while i < mid:
                    tmp[t] = cur[i]
                    i += 1
                    t += 1
                while j < hi:
                    tmp[t] = cur[j]
                    j += 1
                    t += 1
                lo = hi
            cur, tmp = tmp, cur
            width *= 2
        for p in range(n):
            out[a + cur[p]] = n - p
    return out
