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


def _sorted_row_sums(x: NDArray[np.float64], code: int, offset: float, w: NDArray[np.float64], weighted: bool,
                     nan_is_zero: bool, dense: bool | None = None) -> NDArray[np.float64]:
    """:func:`~rankagg.methods.positional._row_sum_kernels.sorted_row_sums` (see there), the same bits
    computed one of two ways.

    Sparse rows (TREC runs: a few of 56 runs return a given document) go to the
    compiled kernel, which sorts each row's few non-zeros by insertion.  Dense
    rows (LETOR: most of 21 rankers rank most documents) are transformed by
    NumPy (skipped NaN to 0.0 in one compiled pass), sorted by NumPy's vectorised
    ``sort(axis=1)`` and summed by ``sum(axis=1)``: the sorted row is the
    kernel's row (negatives, zeros, positives, equal values bit-identical), and
    NumPy's pairwise sum is the summation the kernel reproduces.  A -0.0 the
    kernel leaves out changes nothing here: a signed zero added to a non-zero
    gives it back, and NumPy's sum starts from +0.0, so a row of zeros sums to
    +0.0 as in the kernel.  ``dense=None``
    decides from a sample of rows (at least 8 ranked cells a row on average, and
    30% of the cells); the result does not depend on it.
    """
    # imported on first use: importing the positional family must not load numba (the CLI's RRF never needs it)
    from rankagg.methods.positional._row_sum_kernels import kept_values, sorted_row_sums

    n, k = x.shape
    if dense is None:
        sample = x[:: max(1, n // 2048)]
        filled = float(np.count_nonzero(~np.isnan(sample))) / max(sample.size, 1)
        dense = filled >= 0.3 and filled * k >= 8
    if not dense:
        return sorted_row_sums(x, code, offset, w, weighted, nan_is_zero)
    # the kernel's values, by the same IEEE operations: f(x) * w, then 0.0 for a skipped NaN
    x = np.ascontiguousarray(x, dtype=np.float64)
    f = np.divide(1.0, offset + x) if code == 1 else (np.divide(1.0, x * x) if code == 2 else x)
    if weighted:
        f = f * w
    y = f if f is not x else np.empty_like(x)
    kept_values(x.reshape(-1), f.reshape(-1), y.reshape(-1), nan_is_zero)
    y.sort(axis=1)  # NaN last
    out = y.sum(axis=1)
    if k:
        out[np.isnan(y[:, -1])] = np.nan  # the kernel's NaN for a row holding one
    return out


def nan_ranker_sum(x: NDArray[np.float64]) -> NDArray[np.float64]:
    """:func:`ranker_sum` with NaN (not ranked) counting as 0, without a temporary copy."""
    x = np.ascontiguousarray(x, dtype=np.float64)
    return _sorted_row_sums(x, 0, 0.0, np.ones(x.shape[1]), False, True)


def ranker_weights(data: Rankings | RunEntries, weights: Mapping[str, float] | Sequence[float] | None) -> NDArray[np.float64] | None:
    """Per-ranker weights in ``data``'s ranker order (``None`` = unweighted).

    ``weights`` is a mapping ranker name -> weight, where a ranker it does not name
    weighs 1 and an unknown name is an error (a misspelt name would otherwise be a
    silent 1), or a sequence with one weight per ranker.  Weights must be finite and
    >= 0, and not all 0 (every fused score would be 0).
    """
    if weights is None:
        return None
    names = list(data.ranker_names)
    if isinstance(weights, Mapping):
        lookup = {str(k): v for k, v in weights.items()}
        unknown = [k for k in lookup if k not in set(names)]
        if unknown:
            raise ValueError(f"weights: unknown ranker(s) {', '.join(unknown)}; the rankers are {', '.join(names)}")
        vals = [lookup.get(n, 1.0) for n in names]
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
    if len(w) and not np.any(w > 0):
        raise ValueError("weights: every weight is 0, so every fused score would be 0; give at least one run a weight > 0")
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


def _count(s: NDArray[np.float64]) -> NDArray[np.int64]:
    """Number of rankers that returned each item (non-NaN normalised scores)."""
    return (~np.isnan(s)).sum(axis=1)


def _nan_reduce(fn, s: NDArray[np.float64], count: NDArray[np.int64]) -> NDArray[np.float64]:
    out = np.full(s.shape[0], np.nan)
    has = count > 0
    if has.any():
        out[has] = fn(s[has], axis=1)
    # items no ranker returned sort below every ranked item
    return out
