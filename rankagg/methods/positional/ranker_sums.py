"""The positional family's shared pieces: rank matrices, per-ranker weights, and sums over rankers
that do not depend on the order of the rankers.

Floating-point addition is not associative, so a plain ``x.sum(axis=1)`` over
the rankers can change in the last bit when the input runs are given in
another order, and a near-tie can flip.  :func:`ranker_sum` and
:func:`weighted_sum` add each item's row in sorted order (NumPy's pairwise
summation of the sorted row, bit for bit), inside one compiled pass.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np
from numba import njit
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, Satisfies

__all__ = [
    "POSITIONS",
    "WEIGHTS",
    "rank_matrix",
    "per_query_broadcast",
    "ranker_sum",
    "nan_ranker_sum",
    "ranker_weights",
    "weighted_sum",
]


def rank_matrix(data: Rankings, positions: str = "local") -> NDArray[np.float64]:
    """The rank matrix a positional method works on (NaN = not ranked)."""
    if positions == "local":
        return data.local_ranks()
    if positions == "raw":
        return data.ranks
    raise ValueError(f"positions must be 'local' or 'raw', got {positions!r}")


def per_query_broadcast(data: Rankings, per_query: NDArray) -> NDArray:
    """Spread a per-query array (n_queries, ...) to items (n_items, ...)."""
    return per_query[data.query_of_item]


def _candidates(data: Rankings, which: str) -> NDArray[np.float64]:
    """Number of candidates ``n`` of each item's query (n_items,)."""
    if which == "query":
        n = data.sizes.astype(np.float64)
    elif which == "ranked":
        n = np.bincount(data.query_of_item, weights=(data.n_ranked_by > 0), minlength=data.n_queries).astype(np.float64)
    else:
        raise ValueError(f"n_candidates must be 'query' or 'ranked', got {which!r}")
    return per_query_broadcast(data, n)


def _list_lengths(data: Rankings) -> NDArray[np.float64]:
    """``k`` of each (item, ranker): the length of that ranker's list for the item's query."""
    return per_query_broadcast(data, data.list_lengths().astype(np.float64))


def ranker_sum(x: NDArray[np.float64]) -> NDArray[np.float64]:
    """Row sums over rankers that do not depend on the order of the ranker columns.

    Floating-point addition is not associative: summing the sorted row makes the
    result bit-identical under any permutation of rankers (so reordering the
    input runs can never flip a near-tie).  Equal, bit for bit, to
    ``np.sort(x, axis=1).sum(axis=1)`` (NumPy's pairwise summation of the sorted
    row), but sorts only the non-zero entries of each row, which is all a fusion
    row holds for the few rankers that returned the item.
    """
    x = np.asarray(x, dtype=np.float64)
    if x.ndim != 2:
        raise ValueError("ranker_sum expects a 2-D (items, rankers) array")
    return _sorted_row_sums(np.ascontiguousarray(x), 0, 0.0, np.ones(x.shape[1]), False, False)


@njit(cache=True)
def _block_sum(a, lo, n):  # pragma: no cover - compiled
    """NumPy's pairwise summation for ``n <= 128`` (8 accumulators), same grouping, same bits."""
    if n < 8:
        res = 0.0
        for i in range(lo, lo + n):
            res += a[i]
        return res
    r0, r1, r2, r3 = a[lo], a[lo + 1], a[lo + 2], a[lo + 3]
    r4, r5, r6, r7 = a[lo + 4], a[lo + 5], a[lo + 6], a[lo + 7]
    i = 8
    m = n - (n % 8)
    while i < m:
        r0 += a[lo + i]
        r1 += a[lo + i + 1]
        r2 += a[lo + i + 2]
        r3 += a[lo + i + 3]
        r4 += a[lo + i + 4]
        r5 += a[lo + i + 5]
        r6 += a[lo + i + 6]
        r7 += a[lo + i + 7]
        i += 8
    res = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))
    while i < n:
        res += a[lo + i]
        i += 1
    return res


@njit(cache=True)
def _pairwise_sum(a, lo, n):  # pragma: no cover - compiled
    """NumPy's ``pairwise_sum`` (numpy/_core/src/umath): halves (multiples of 8) above 128, summed
    left + right.  Written with an explicit stack (numba's cache does not reload recursive functions)."""
    if n <= 128:
        return _block_sum(a, lo, n)
    s_lo = np.empty(64, np.int64)
    s_n = np.empty(64, np.int64)
    s_stage = np.zeros(64, np.int64)
    vals = np.empty(64)
    top = 1
    nv = 0
    s_lo[0], s_n[0], s_stage[0] = lo, n, 0
    while top > 0:
        l, m, st = s_lo[top - 1], s_n[top - 1], s_stage[top - 1]
        if m <= 128:
            vals[nv] = _block_sum(a, l, m)
            nv += 1
            top -= 1
            continue
        n2 = m // 2
        n2 -= n2 % 8
        if st == 0:
            s_stage[top - 1] = 1
            s_lo[top], s_n[top], s_stage[top] = l, n2, 0
            top += 1
        elif st == 1:
            s_stage[top - 1] = 2
            s_lo[top], s_n[top], s_stage[top] = l + n2, m - n2, 0
            top += 1
        else:
            vals[nv - 2] = vals[nv - 2] + vals[nv - 1]
            nv -= 1
            top -= 1
    return vals[0]


@njit(cache=True)
def _sorted_row_sums(x, code, offset, w, weighted, nan_is_zero):  # pragma: no cover - compiled
    """Row sums of ``f(x) * w`` in sorted order (see :func:`ranker_sum`).

    ``code`` 0: ``f(x) = x``; 1: ``1 / (offset + x)`` (RRF); 2: ``1 / x^2`` (ISR).
    ``nan_is_zero``: NaN (not ranked) contributes 0 instead of making the sum NaN.
    The same IEEE operations as the NumPy expressions, so the same bits.
    """
    n, k = x.shape
    out = np.empty(n)
    buf = np.zeros(k)
    nz = np.empty(k)
    for i in range(n):
        m = 0
        has_nan = False
        for j in range(k):
            v = x[i, j]
            if v != v and nan_is_zero:
                continue
            if code == 1:
                v = 1.0 / (offset + v)
            elif code == 2:
                v = 1.0 / (v * v)
            if weighted:
                v = v * w[j]
            if v != 0.0:
                if v != v:
                    has_nan = True
                t = m  # insertion into the sorted non-zeros
                while t > 0 and nz[t - 1] > v:
                    nz[t] = nz[t - 1]
                    t -= 1
                nz[t] = v
                m += 1
        if has_nan:
            out[i] = np.nan
            continue
        if m == 0:
            out[i] = 0.0
            continue
        neg = 0
        while neg < m and nz[neg] < 0.0:
            neg += 1
        for t in range(neg):
            buf[t] = nz[t]
        for t in range(neg, neg + k - m):
            buf[t] = 0.0
        for t in range(neg, m):
            buf[k - m + t] = nz[t]
        out[i] = _pairwise_sum(buf, 0, k)
    return out


def nan_ranker_sum(x: NDArray[np.float64]) -> NDArray[np.float64]:
    """:func:`ranker_sum` with NaN (not ranked) counting as 0, without a temporary copy."""
    x = np.ascontiguousarray(x, dtype=np.float64)
    return _sorted_row_sums(x, 0, 0.0, np.ones(x.shape[1]), False, True)


def ranker_weights(data: Rankings | RunEntries, weights: Mapping[str, float] | Sequence[float] | None) -> NDArray[np.float64] | None:
    """Per-ranker weights in ``data``'s ranker order (``None`` = unweighted).

    ``weights`` is a mapping ranker name -> weight naming every ranker (an unknown or
    a missing name is an error), or a sequence with one weight per ranker.  Weights
    must be finite and >= 0.
    """
    if weights is None:
        return None
    names = list(data.ranker_names)
    if isinstance(weights, Mapping):
        unknown = [str(k) for k in weights if str(k) not in names]
        if unknown:
            raise ValueError(f"weights: unknown ranker(s) {', '.join(unknown)}; the rankers are {', '.join(names)}")
        missing = [n for n in names if n not in {str(k) for k in weights}]
        if missing:
            raise ValueError(f"weights: no weight for ranker(s) {', '.join(missing)} (give every ranker a weight, 0 to drop it)")
        lookup = {str(k): v for k, v in weights.items()}
        vals = [lookup[n] for n in names]
    else:
        vals = list(weights)
        if len(vals) != len(names):
            raise ValueError(f"weights: {len(vals)} weights for {len(names)} rankers")
    try:
        w = np.asarray(vals, dtype=np.float64)
    except (TypeError, ValueError):
        raise ValueError(f"weights must be numbers, got {vals!r}") from None
    if not np.all(np.isfinite(w)) or np.any(w < 0):
        raise ValueError(f"weights must be finite and >= 0, got {vals!r}")
    return w


def _check_weights(weights: Any) -> None:
    """The ``weights`` parameter: None, name -> weight, or one weight per ranker, each finite and >= 0
    (names are checked against the data when it arrives)."""
    if weights is None:
        return
    vals = list(weights.values()) if isinstance(weights, Mapping) else weights
    if isinstance(vals, (str, bytes)) or not hasattr(vals, "__iter__"):
        raise ValueError(f"weights must be a mapping ranker name -> weight or a sequence, got {weights!r}")
    for v in vals:
        if isinstance(v, bool) or not isinstance(v, (int, float, np.integer, np.floating)) or not np.isfinite(v) or v < 0:
            raise ValueError(f"weights must be finite numbers >= 0, got {weights!r}")


def weighted_sum(data: Rankings, contrib: NDArray[np.float64], weights: Any, *, transform: str = "none",
                 offset: float = 0.0) -> NDArray[np.float64]:
    """``sum_r w_r * f(contrib[:, r])`` with NaN (not ranked) counting 0, independent of the ranker order.

    ``transform``: ``"none"`` (``f(x) = x``), ``"reciprocal"`` (``1 / (offset + x)``,
    RRF) or ``"inverse_square"`` (``1 / x^2``, ISR), applied inside the compiled
    sum so that no temporary ``(items, rankers)`` array is made.
    """
    w = ranker_weights(data, weights)
    code = {"none": 0, "reciprocal": 1, "inverse_square": 2}[transform]
    x = np.ascontiguousarray(contrib, dtype=np.float64)
    wv = np.ones(x.shape[1]) if w is None else w
    return _sorted_row_sums(x, code, float(offset), wv, w is not None, True)


POSITIONS = Options("local", "raw")
WEIGHTS = Satisfies("None, a mapping ranker name -> weight, or one weight per ranker (finite, >= 0)", _check_weights)
