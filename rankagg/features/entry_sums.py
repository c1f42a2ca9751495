"""Sums over rankers computed from run entries (:class:`~rankagg.data.entries.RunEntries`), in NumPy.

:func:`~rankagg.methods.ranker_sums.weighted_sum` adds each item's
row of the ``(n_items, n_rankers)`` matrix in an order that does not depend on
the order of the rankers: the row's non-zero values sorted, negatives first,
then the zeros, then the positives, summed by NumPy's pairwise summation.  When
the values come as sparse entries (RRF on TREC runs, where a few of 56 runs return a
given document, and the quality family's weighted RRF), :func:`entry_sums` gives the same
result, bit for bit, without the matrix and without numba: the pairwise summation of a row of ``n_rankers``
values has the same shape for every item, so each of its steps is one array
expression over all items.

NumPy's ``pairwise_sum`` (numpy/_core/src/umath/loops_utils.h.src), for ``n``
values: below 8, a plain left-to-right sum from 0.0; up to 128, eight
accumulators ``r[j] = a[j] + a[j + 8] + ...`` over the first ``n - n % 8``
values, combined as ``((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))``, then
the remaining values added left to right; above 128, the two halves (the first
a multiple of 8) summed recursively and added.  Zeros added to a partial sum
leave it unchanged, so only the positions of the non-zero values matter.

The same sums are computed in C when the compiled kernel ``rankagg._fuse_native`` is installed (built at
install, as for the :class:`~rankagg.fuser.Fuser`): each item's values gathered by a counting sort, sorted and
added by the same replay of the pairwise summation, in one pass and without the GIL, so the per-core parts of
``rankagg fuse`` sum in parallel.  On TREC-COVID round 2 (1.57 M entries, 51 runs) CombSUM's sums took 0.34 s
of CPU in NumPy, mostly the two sorts.  The NumPy path below is the specification and the fallback; the
tests compare the two bit for bit.
"""

from __future__ import annotations

from typing import Callable

import numpy as np
from numpy.typing import NDArray

try:  # the compiled kernel (rankagg/_native/fuse/), built at install; absent only without a C compiler
    import rankagg._fuse_native as _native
except ImportError:  # pragma: no cover - an install without a C compiler: the NumPy path alone
    _native = None  # type: ignore[assignment]

__all__ = ["entry_sums", "item_rank_order", "item_value_order"]


def item_rank_order(item: NDArray[np.int64], rank: NDArray[np.float64], top: int) -> NDArray[np.int64]:
    """An order of the entries by item, then rank descending (whole ranks 1..``top``).

    When the combined key ``item * (top + 1) + top - rank`` fits in 32 bits (TREC-COVID round 5: 344 k items
    x 1001 ranks): one argsort of it as ``uint32`` (NumPy's vectorised sort), 37 ms of CPU on round 5's
    1.18 M entries against 90 ms for three stable argsorts of 16-bit keys (rank, item's low half, item's
    high half; radix sorts, used otherwise below 65,536 ranks and 2^32 items), which were faster than one
    argsort of the 64-bit key before NumPy's sorts were vectorised (the 64-bit key beyond both).  Entries with
    equal keys may come in any order: their values are equal.
    """
    n_items = int(item.max()) + 1 if len(item) else 0
    if n_items * (top + 1) <= 2**32:
        return np.argsort((item * (top + 1) + (top - rank.astype(np.int64))).astype(np.uint32))
    if top >= 2**16 or n_items > 2**32:
        return np.argsort(item * (top + 1) + (top - rank.astype(np.int64)))
    return _stable_by_item(np.argsort((top - rank).astype(np.uint16), kind="stable"), item, n_items)


def item_value_order(item: NDArray[np.int64], values: NDArray[np.float64]) -> NDArray[np.int64]:
    """The entries by item, then value (as ``np.lexsort((values, item))``, but entries of one item and equal
    values may come in any order: they add the same, ``0.0`` and ``-0.0`` being left out of the sums).

    One argsort of the values, then the items' 16-bit halves by stable (radix) argsorts, as
    :func:`item_rank_order` does (1.7 times faster than the lexsort on 1.2 M entries); a lexsort when there
    are 2^32 items or more.
    """
    n_items = int(item.max()) + 1 if len(item) else 0
    if n_items > 2**32:
        return np.lexsort((values, item))
    return _stable_by_item(np.argsort(values), item, n_items)


def _stable_by_item(order: NDArray[np.int64], item: NDArray[np.int64], n_items: int) -> NDArray[np.int64]:
    """``order`` sorted by item (below 2^32), stably, so that each item's entries keep their order: stable
    (radix) argsorts of the items' low, then high 16-bit halves (the high one only past 2^16 items)."""
    order = order[np.argsort((item[order] & 0xFFFF).astype(np.uint16), kind="stable")]
    if n_items > 2**16:
        order = order[np.argsort((item[order] >> 16).astype(np.uint16), kind="stable")]
    return order


def entry_sums(item: NDArray[np.int64], values: NDArray[np.float64], n_items: int, n_rankers: int,
               order: NDArray[np.int64] | Callable[[], NDArray[np.int64]] | None = None) -> NDArray[np.float64]:
    """Per item, the sum of its entries' ``values`` as
    :func:`~rankagg.methods.ranker_sums.weighted_sum` adds them.

    ``item`` (one row per entry, each (item, ranker) at most once) and finite
    ``values``; an item without entries, or whose values are all zero, sums to 0.
    ``order`` (optional): the entries sorted by item, then value, or a function that returns that order
    (computed when not given; the compiled kernel needs none, so a function is called only without it).
    """
    values = np.ascontiguousarray(values, dtype=np.float64)
    item = np.ascontiguousarray(item, dtype=np.int64)
    if not np.all(np.isfinite(values)):
        raise ValueError("entry_sums expects finite values")
    if _native is not None:
        out = np.empty(n_items)
        _native.entry_sums(item, values, out, n_rankers)
        return out
    if order is None:
        order = item_value_order(item, values)
    elif callable(order):
        order = order()
    item, values = item[order], values[order]
    nz = values != 0.0  # zeros are left out of the sorted row, like the unranked cells
    if not nz.all():
        item, values = item[nz], values[nz]
    count = np.bincount(item, minlength=n_items)
    first = np.zeros(n_items, dtype=np.int64)
    np.cumsum(count[:-1], out=first[1:])
    # the row: negatives, then n_rankers - m zeros, then the positives
    position = np.arange(len(item)) + (n_rankers - count - first)[item]
    neg = values < 0
    if neg.any():
        n_neg = np.bincount(item[neg], minlength=n_items)
        t = np.arange(len(item)) - first[item]  # position among the item's sorted non-zeros
        position = np.where(t < n_neg[item], t, position)
    return _pairwise(item, values, position, n_items, 0, n_rankers, whole=True)


def _pairwise(item: NDArray[np.int64], values: NDArray[np.float64], position: NDArray[np.int64], n_items: int,
              lo: int, n: int, whole: bool = False) -> NDArray[np.float64]:
    """NumPy's pairwise sum of the row slice ``[lo, lo + n)`` of every item (entries sorted by item, position)."""
    if n > 128:
        half = n // 2
        half -= half % 8
        return (_pairwise(item, values, position, n_items, lo, half)
                + _pairwise(item, values, position, n_items, lo + half, n - half))
    if whole:  # the whole row: every entry is inside
        it, val, pos = item, values, position
    else:
        inside = (position >= lo) & (position < lo + n)
        it, val, pos = item[inside], values[inside], position[inside] - lo
    res = np.zeros(n_items)
    unrolled = n - n % 8 if n >= 8 else 0
    if unrolled:
        head = pos < unrolled
        # bincount adds in entry order, i.e. each accumulator's values left to right
        acc = np.bincount(it[head] * 8 + pos[head] % 8, weights=val[head],
                          minlength=8 * n_items).astype(np.float64, copy=False).reshape(n_items, 8)  # float when empty
        res = ((acc[:, 0] + acc[:, 1]) + (acc[:, 2] + acc[:, 3])) + ((acc[:, 4] + acc[:, 5]) + (acc[:, 6] + acc[:, 7]))
    for p in range(unrolled, n):  # the rest, left to right (one entry per item at each position)
        at = pos == p
        res[it[at]] += val[at]
    return res
