"""``own_items``'s agreement from the cells a list returned, without the ``(n_items, n_rankers)`` matrix.

:func:`~rankagg.methods.quality.own_items.own_items_agreement` ranks, for every list, every supported item of
the query under the consensus of the *other* lists: ``n_rankers`` sorts of every item, and a dense matrix.
When that consensus is the fusion less the list's own points, an item the list did not return stands at its
fused score ``F`` for every list, and only the list's own items move (to ``F - c``).  So each item's standing
is a count: the items of the query above ``F - c`` (one sort of ``F`` per query), less the list's own items
among them at their fused score, plus its own items above ``F - c`` after theirs is taken out (a sort of the
list's ``k`` values).  The best list of its length reads the first standings of the same merged order.  The
counts are integers and the standings the same expressions of them as the matrix path's, so both give the
same numbers, bit for bit (tested); on TREC rounds this is what lets ``own_items`` run on run entries.

The counts of every (query, list) group are made in C when the compiled kernel ``rankagg._fuse_native`` is
installed (``own_items_counts``, ``rankagg/_native/fuse/own_items.c``: built at install, without the GIL, so
``rankagg fuse``'s parts count in parallel); :func:`_group_counts` below, a loop over the groups and the
queries, is its specification and fallback, and the tests hold the two to the same numbers.  The kernel
compares and counts, it adds no value, so the same counts are the same bits.  Why C and not more NumPy: the
counts need each group's values in order, a segmented sort (one ``lexsort`` of TREC-COVID round 2's 1.57 M
cells by group then value took 0.43 s, a sort of them as complex numbers 0.10-0.16 s, a padded row sort 0.02 s
but with a row as long as the longest list for every group), against 0.15-0.19 s of CPU for the loop it was to
replace; the kernel's estimate takes 0.04-0.06 s (``results/bench_default.md``).  Not numba: the default runs
in every ``rankagg fuse`` process, and its first call's compile (seconds, each process on a read-only
install) would cost more than the estimate.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

try:  # the compiled kernel (rankagg/_native/fuse/own_items.c), built at install; absent only without a C compiler
    import rankagg._fuse_native as _native
except ImportError:  # pragma: no cover - an install without a C compiler: the NumPy path alone
    _native = None  # type: ignore[assignment]

__all__ = ["loo_own_items_agreement"]


def _int64(a: NDArray[np.integer]) -> NDArray[np.int64]:
    return np.ascontiguousarray(a, dtype=np.int64)


def _above(sorted_asc: NDArray[np.float64], values: NDArray[np.float64]) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """For each value: how many of ``sorted_asc`` are greater, and how many are equal."""
    right = np.searchsorted(sorted_asc, values, side="right")
    left = np.searchsorted(sorted_asc, values, side="left")
    return sorted_asc.size - right, right - left


def _best_first(values: NDArray[np.float64], reach: int) -> NDArray[np.int64]:
    """Positions of the largest ``values`` first (all of them, or only the first ``reach`` when ``reach > 0``)."""
    if 0 < reach < values.size:
        top = np.argpartition(-values, reach)[:reach]
        return top[np.argsort(-values[top], kind="stable")]
    return np.argsort(-values, kind="stable")


def _groups(group: NDArray[np.int64]) -> tuple[NDArray[np.int64] | None, NDArray[np.int64], NDArray[np.int64]]:
    """The cells in (query, list) groups, in any order within a group: the order (``None``: as they are) and each
    group's start and end in it.  Run entries come a run after another and a query after another: then no sort
    is needed."""
    change = np.flatnonzero(group[1:] != group[:-1]) + 1
    starts = np.r_[0, change]
    if np.unique(group[starts]).size == starts.size:  # every group in one piece: the identity order
        return None, starts, np.r_[change, group.size]
    order = np.argsort(group, kind="stable")
    change = np.flatnonzero(group[order][1:] != group[order][:-1]) + 1
    return order, np.r_[0, change], np.r_[change, group.size]


def _group_counts(offsets: NDArray[np.int64], fused: NDArray[np.float64], n_ranked_by: NDArray[np.int64],
                  item: NDArray[np.int64], ranker: NDArray[np.int64], q_cell: NDArray[np.int64],
                  group: NDArray[np.int64], f_cell: NDArray[np.float64], v_cell: NDArray[np.float64],
                  order: NDArray[np.int64] | None, starts: NDArray[np.int64], ends: NDArray[np.int64],
                  n_judged: NDArray[np.int64], n_support: NDArray[np.int64], judged_start: NDArray[np.int64],
                  keys: NDArray[np.float64], greater: NDArray[np.int64], equal: NDArray[np.int64], n_rankers: int,
                  depth: int) -> None:
    """The groups' counts, in NumPy (the specification of the compiled ``own_items_counts``, and its fallback):
    the best list's keys written to ``keys[m:]``, the support's items above and tied with every key added to
    ``greater`` and ``equal``, for every (query, list) group with judged keys and a support of two or more."""
    nq, m = len(offsets) - 1, keys.size // 2
    returned = [offsets[q] + np.flatnonzero(n_ranked_by[offsets[q]:offsets[q + 1]] > 0) for q in range(nq)]
    f_sorted = [np.sort(fused[r]) for r in returned]
    # each query's best items by fused score, the first ``reach`` of them (the best items a list did not return
    # are among its first k + (its own items there); a list that holds more of them reads the whole order)
    reach = 4 * depth + 16 if depth > 0 else 0
    by_fused = [r[_best_first(fused[r], reach)] for r in returned]
    whole_order: dict[int, NDArray[np.int64]] = {}
    # which lists returned each of those first items: ``listed[q][p, j]`` for the query's p-th best item
    position = np.full(len(fused), -1, dtype=np.int64)
    for top_items in by_fused:
        position[top_items] = np.arange(top_items.size)
    base = np.r_[0, np.cumsum([top_items.size * n_rankers for top_items in by_fused])]
    flat = np.zeros(int(base[-1]), dtype=bool)
    at_top = np.flatnonzero(position[item] >= 0)
    flat[base[q_cell[at_top]] + position[item[at_top]] * n_rankers + ranker[at_top]] = True
    listed = [flat[base[q]:base[q + 1]].reshape(-1, n_rankers) for q in range(nq)]
    mine = np.zeros(len(fused), dtype=bool)
    for g0, g1 in zip(starts, ends):
        cells = slice(g0, g1) if order is None else order[g0:g1]
        g = int(group[g0 if order is None else order[g0]])
        k = int(n_judged[g])
        if k == 0 or n_support[g] < 2:
            continue
        q, j = divmod(g, n_rankers)
        # the list's own items that can be above a key (the lowest key is the k-th best standing's or a judged
        # item's, both at least the lowest judged value): only those need ordering
        f_own, v_own = f_cell[cells], v_cell[cells]
        j0 = judged_start[g]
        low = keys[j0:j0 + k].min()
        own_fused = np.sort(f_own[f_own >= low])
        own_value = np.sort(v_own[v_own >= low])
        # the first standings of the support: the best items the list did not return, merged with its own
        others_top = by_fused[q][~listed[q][:, j]]
        if others_top.size < k:  # the list holds nearly all of the query's first items: read the whole order
            rows = item[cells]
            if q not in whole_order:
                whole_order[q] = returned[q][_best_first(fused[returned[q]], 0)]
            mine[rows] = True
            top = whole_order[q][: k + rows.size]
            others_top = top[~mine[top]]
            mine[rows] = False
        keys[m + j0:m + j0 + k] = np.sort(np.concatenate([fused[others_top[:k]], own_value[-k:]]))[::-1][:k]
        for part in (slice(j0, j0 + k), slice(m + j0, m + j0 + k)):
            above_mine, equal_mine = _above(own_fused, keys[part])
            above_value, equal_value = _above(own_value, keys[part])
            greater[part] += above_value - above_mine
            equal[part] += equal_value - equal_mine
    key_group = np.repeat(np.arange(n_support.size), n_judged)  # the keys' groups: the judged cells' (grouped)
    key_query = np.tile(key_group, 2) // n_rankers
    counted = np.tile(n_support[key_group] >= 2, 2)
    by_query = np.flatnonzero(counted)[np.argsort(key_query[counted], kind="stable")]
    cut = np.r_[0, np.cumsum(np.bincount(key_query[counted], minlength=nq))]
    for q in range(nq):  # the query's items above each value, its items tied with it
        at = by_query[cut[q]:cut[q + 1]]
        at = at[np.argsort(keys[at], kind="stable")]  # sorted keys: searchsorted's fast case
        above_all, equal_all = _above(f_sorted[q], keys[at])
        greater[at] += above_all
        equal[at] += equal_all


def loo_own_items_agreement(offsets: NDArray[np.int64], fused: NDArray[np.float64], n_ranked_by: NDArray[np.int64],
                            item: NDArray[np.int64], ranker: NDArray[np.int64], rank: NDArray[np.float64],
                            own: NDArray[np.float64], n_rankers: int, depth: int = 0) -> NDArray[np.float64]:
    """``(n_queries, n_rankers)``: :func:`~rankagg.methods.quality.own_items.own_items_agreement` of every list
    against the fusion less its own points, from its cells.

    ``fused``: each item's fused score ``F``; one value per cell (a list's returned item) in ``item``,
    ``ranker``, ``rank`` (the list's local rank) and ``own`` (the points it gave, so its consensus of the others
    is ``F - own``); ``n_ranked_by``: how many lists returned each item.  ``depth > 0`` judges each list on its
    first ``depth`` items only (its items below still count as its own: they are not in its support when no
    other list returned them, and stand at ``F - own`` in its consensus).  ``NaN`` where there is nothing to
    judge, as the matrix path."""
    nq = len(offsets) - 1
    out = np.full(nq * n_rankers, np.nan)
    if item.size == 0:
        return out.reshape(nq, n_rankers)
    q_cell = np.repeat(np.arange(nq), np.diff(offsets))[item]
    group = q_cell * n_rankers + ranker
    supported = (n_ranked_by >= 2)[item]  # another list returned it: in the support
    judged = np.flatnonzero(supported & (rank <= depth)) if depth > 0 else np.flatnonzero(supported)
    # the judged cells by group, then the list's own order (local rank, then item: the matrix path's stable sort)
    judged = judged[np.lexsort((item[judged], rank[judged], group[judged]))]
    n_judged = np.bincount(group[judged], minlength=nq * n_rankers)
    # each group's support: the query's returned items less the list's items no other list returned
    returned_before = np.r_[0, np.cumsum(n_ranked_by > 0)]
    returned_in_query = returned_before[offsets[1:]] - returned_before[offsets[:-1]]
    n_support = np.repeat(returned_in_query, n_rankers) - np.bincount(group[~supported], minlength=nq * n_rankers)
    order, starts, ends = _groups(group)
    # two standings per judged cell: its own (keys[:m]) and the best list's at its position (keys[m:])
    m = judged.size
    # the others' consensus on a judged (supported) item: F - own
    keys = np.concatenate([fused[item[judged]] - own[judged], np.zeros(m)])
    greater = np.zeros(2 * m, dtype=np.int64)
    equal = np.full(2 * m, -1, dtype=np.int64)  # the value itself is one of the support's
    judged_start = np.r_[0, np.cumsum(n_judged)]
    if _native is not None and np.isfinite(fused).all() and np.isfinite(own).all():
        # the kernel computes each cell's F and F - own itself (the same subtraction), group by group
        i_in, own_in = (item, own) if order is None else (item[order], own[order])
        _native.own_items_counts(_int64(offsets), np.ascontiguousarray(fused, dtype=np.float64), _int64(n_ranked_by),
                                 _int64(i_in), np.ascontiguousarray(own_in, dtype=np.float64),
                                 _int64(np.r_[starts, group.size]),
                                 _int64(group[starts if order is None else order[starts]]), _int64(judged_start),
                                 _int64(n_support), keys, greater, equal, n_rankers)
    else:  # NaN and infinities order differently in NumPy's sorts and C's comparisons
        f_cell = fused[item]
        # the others' consensus on the list's supported items; -1 (below every score) on the others
        v_cell = np.where(supported, f_cell - own, -1.0)
        _group_counts(offsets, fused, n_ranked_by, item, ranker, q_cell, group, f_cell, v_cell, order, starts, ends,
                      n_judged, n_support, judged_start, keys, greater, equal, n_rankers, depth)
    key_group = np.tile(group[judged], 2)
    counted = np.tile(n_support[group[judged]] >= 2, 2)
    spread = np.maximum(n_support[key_group] - 1.0, 1.0)  # n - 1 >= 1 on every counted key
    standing = 1.0 - (greater + 0.5 * equal) / spread
    ok_cells = counted[:m]
    cells = judged[ok_cells]
    u, best = standing[:m][ok_cells], standing[m:][ok_cells]
    key = group[cells]
    g = 1.0 / np.log2(rank[cells] + 1.0)
    size = nq * n_rankers
    total = np.bincount(key, weights=g, minlength=size)
    observed = np.bincount(key, weights=g * u, minlength=size)
    top = np.bincount(key, weights=g * best, minlength=size)
    has = total > 0
    a = np.where(has, observed / np.where(has, total, 1.0), np.nan)
    top_mean = np.where(has, top / np.where(has, total, 1.0), np.nan)
    span = top_mean - 0.5
    ok = has & (span > 1e-12)
    return np.where(ok, (a - 0.5) / np.where(ok, span, 1.0), np.nan).reshape(nq, n_rankers)
