"""The compiled kernel of :meth:`Rankings.local_ranks <rankagg.data.rankings.Rankings.local_ranks>`.

Kept apart from :mod:`rankagg.data.rankings` so that importing the data model
costs no numba import: the TREC reader records its local ranks itself, and the
command line's fusion path then never loads numba at all (about half a second
of start-up, most of it numba initialising its compiler when a first kernel is
dispatched).

Each (query, ranker) list is ranked on its own.  The usual list (LETOR
positions, TREC ranks) holds values spanning fewer than :data:`BITMAP_SPAN`
whose whole parts ``floor(v - min)`` are distinct: each marks bit
``floor(v - min)`` of a bitmap, and its local rank is one plus the number of
marked bits below (a prefix of word popcounts), with no sort and no
data-dependent branch.  ``floor(v - min)`` never decreases as ``v`` grows
(rounding and ``floor`` are monotone), so distinct bits keep the values' order.
Any other list (two values on one bit, among them every repeated value, or a
wider span) is sorted, by insertion up to :data:`SMALL` values and by a stable
argsort above, equal values sharing the smallest rank.
"""

from __future__ import annotations

import numpy as np
from numba import njit, types
from numba.extending import intrinsic

__all__ = ["compact_kernel"]

#: lists up to this length are sorted by insertion (faster than an argsort call on a few dozen values)
SMALL = 128
#: lists of distinct whole numbers spanning fewer values than this are ranked through a bitmap
BITMAP_SPAN = 65536


@intrinsic
def _popcount(typingctx, x):  # pragma: no cover - compiled
    """Number of set bits of a uint64 (LLVM's ctpop: one POPCNT instruction where the CPU has it)."""
    sig = types.uint64(types.uint64)

    def codegen(context, builder, signature, args):
        return builder.ctpop(args[0])

    return sig, codegen


@njit(cache=True)
def _bitmap_ranks(vals, pos, m, r, out, bits, pre):  # pragma: no cover - compiled
    """Rank ``vals[:m]`` (finite) through the bitmap; False (nothing written) when two values fall
    on one bit or they span BITMAP_SPAN or more."""
    lo = vals[0]
    hi = vals[0]
    for t in range(m):
        lo = min(lo, vals[t])
        hi = max(hi, vals[t])
    if not hi - lo < BITMAP_SPAN:
        return False
    n_words = (int(hi - lo) >> 6) + 1
    repeated = np.uint64(0)
    for t in range(m):
        p = int(vals[t] - lo)
        bit = np.uint64(1) << np.uint64(p & 63)
        repeated |= bits[p >> 6] & bit
        bits[p >> 6] |= bit
    if repeated == 0:
        c = 1
        for w in range(n_words):
            pre[w] = c
            c += _popcount(bits[w])
        for t in range(m):
            p = int(vals[t] - lo)
            below = (np.uint64(1) << np.uint64(p & 63)) - np.uint64(1)
            out[pos[t], r] = pre[p >> 6] + _popcount(bits[p >> 6] & below)
    for w in range(n_words):
        bits[w] = 0
    return repeated == 0


@njit(cache=True)
def _sorted_ranks(vals, pos, m, r, out, idx):  # pragma: no cover - compiled
    """Rank ``vals[:m]`` by sorting ('min' rank for equal values)."""
    if m <= SMALL:
        # short lists: an insertion sort of the values, no allocation
        for i in range(m):
            v = vals[i]
            t = i
            while t > 0 and vals[idx[t - 1]] > v:
                idx[t] = idx[t - 1]
                t -= 1
            idx[t] = i
        order = idx
    else:
        order = np.argsort(vals[:m], kind="mergesort")
    cur = 0
    prev = 0.0
    for t in range(m):
        v = vals[order[t]]
        if t == 0 or v != prev:
            cur = t + 1
        out[pos[order[t]], r] = cur
        prev = v


@njit(cache=True)
def compact_kernel(ranks, offsets):  # pragma: no cover - compiled
    """Local ranks of ``ranks`` (n_items, n_rankers), NaN = not ranked, per query of ``offsets``."""
    n_items, n_rankers = ranks.shape
    out = np.empty((n_items, n_rankers))
    longest = 0
    for q in range(len(offsets) - 1):
        longest = max(longest, offsets[q + 1] - offsets[q])
    vals = np.empty(longest)
    pos = np.empty(longest, dtype=np.int64)
    idx = np.empty(SMALL, dtype=np.int64)
    bits = np.zeros(BITMAP_SPAN // 64, dtype=np.uint64)
    pre = np.zeros(BITMAP_SPAN // 64, dtype=np.int64)
    for q in range(len(offsets) - 1):
        a = offsets[q]
        b = offsets[q + 1]
        for r in range(n_rankers):
            # gather the ranked values without a branch (a third of the cells are NaN, at random places)
            m = 0
            for i in range(a, b):
                v = ranks[i, r]
                vals[m] = v
                pos[m] = i
                out[i, r] = np.nan
                m += v == v
            if m > 0 and not _bitmap_ranks(vals, pos, m, r, out, bits, pre):
                _sorted_ranks(vals, pos, m, r, out, idx)
    return out
