"""Rank matrices, per-ranker weights, and weighted sums over rankers that do not depend on the order of the
rankers: the positional family's shared pieces, in the methods core (the per-query fuser uses them too).

The sums are the order-free sums of :mod:`rankagg.features.points` (each item's row added in
sorted order, NumPy's pairwise summation of the sorted row, bit for bit, inside one compiled
pass); :func:`weighted_sum` applies a ranker's weight and the RRF / ISR points inside that pass, and
:func:`weighted_entry_sum` gives the same sums from run entries (:mod:`rankagg.features.entry_sums`).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.data.named_keys import named_weights, ordered_weights
from rankagg.data.validation import Options, Real, Satisfies
from rankagg.features.entry_sums import entry_sums, item_rank_order
from rankagg.features.points import transformed_row_sums

__all__ = [
    "POSITIONS",
    "WEIGHTS",
    "RRF_K",
    "RRF_K_MAX",
    "rank_matrix",
    "per_query_broadcast",
    "list_reduce",
    "ranker_weights",
    "weighted_sum",
    "weighted_entry_sum",
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


def list_reduce(data: Rankings, s: NDArray[np.float64], reduce: np.ufunc) -> NDArray[np.float64]:
    """``reduce`` (``np.fmin``, ``np.fmax``) of each ranker's values ``s`` (NaN: not returned) over each query,
    spread to the query's items: each item's value of the ranker's list (NaN for a ranker that returned nothing)."""
    out = np.full((data.n_queries, s.shape[1]), np.nan)
    nonempty = data.sizes > 0
    if nonempty.any():
        with np.errstate(invalid="ignore"):
            out[nonempty] = reduce.reduceat(s, data.offsets[:-1][nonempty], axis=0)
    return per_query_broadcast(data, out)


def _list_lengths(data: Rankings) -> NDArray[np.float64]:
    """``k`` of each (item, ranker): the length of that ranker's list for the item's query."""
    return per_query_broadcast(data, data.list_lengths().astype(np.float64))


def ranker_weights(data: Rankings | RunEntries, weights: Mapping[str, float] | Sequence[float] | None) -> NDArray[np.float64] | None:
    """Per-ranker weights in ``data``'s ranker order (``None`` = unweighted).

    ``weights`` is a mapping ranker name -> weight, where a ranker it does not name
    weighs 1 and an unknown name is an error (a misspelt name would otherwise be a
    silent 1), as is a name several rankers share (which one is meant?), or a sequence
    with one weight per ranker.  Weights must be finite and
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
        # a name that two rankers share does not say which of them the weight is for (u14c)
        shared = [k for k in lookup if names.count(k) > 1]
        if shared:
            said = ", ".join(f"{k!r} names {names.count(k)} rankers" for k in shared)
            raise ValueError(f"weights: {said}, so its weight is ambiguous; give the rankers distinct names, "
                             "or one weight per ranker as a sequence")
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
    if isinstance(weights, Mapping):  # {1: 2, "1": 3} names one run twice: refused, not resolved to the last
        weights = named_weights("weights", weights)
    else:  # a set has no order to meet the rankers by
        ordered_weights("weights", weights)
    vals = list(weights.values()) if isinstance(weights, Mapping) else weights
    if isinstance(vals, (str, bytes)) or not hasattr(vals, "__iter__"):
        raise ValueError(f"weights must be a mapping ranker name -> weight or a sequence, got {weights!r}")
    for v in vals:
        if isinstance(v, bool) or not isinstance(v, (int, float, np.integer, np.floating)) or not np.isfinite(v) or v < 0:
            raise ValueError(f"weights must be finite numbers >= 0, got {weights!r}")


def weighted_sum(data: Rankings, x: NDArray[np.float64], weights: Any, code: int = 0,
                 k: float = 0.0) -> NDArray[np.float64]:
    """``sum_r w_r * f(x[:, r])`` with NaN (not ranked) counting 0, independent of the ranker order: ``f`` the
    identity (``code`` 0) or the points a :class:`~rankagg.methods.point_fusion.Points` has the compiled sum
    apply (:func:`~rankagg.features.points.transformed_row_sums`), so that no temporary ``(items, rankers)``
    array is made."""
    w = ranker_weights(data, weights)
    x = np.ascontiguousarray(x, dtype=np.float64)
    return transformed_row_sums(x, code, float(k), np.ones(x.shape[1]) if w is None else w, w is not None, True)


def weighted_entry_sum(entries: RunEntries, points: NDArray[np.float64], weights: NDArray[np.float64] | None
                       ) -> NDArray[np.float64]:
    """:func:`weighted_sum` from run entries, bit for bit: ``sum_r w_r * points_r``, the same IEEE operations in
    the same order, for ``points`` (one per entry) of the rank alone that do not rise with it; ``weights`` None
    (all 1), one per ranker or one per (query, ranker) (the quality family's).

    The entries' ranks are the lists' own 1..k, which are both the local and the raw positions of runs read
    from TREC files.
    """
    w = None if weights is None else np.asarray(weights, dtype=np.float64)
    if w is None or (w.size and w.flat[0] > 0 and np.all(w == w.flat[0])):
        # one weight for all: the values fall as the (integer) rank grows, so one integer sort orders them by
        # item, then value (faster than a lexsort on the floats; equal keys are equal values: the same sums)
        top = int(entries.rank.max()) if len(entries.rank) else 0
        return entry_sums(entries.item, points if w is None else points * w.flat[0], entries.n_items,
                          entries.n_rankers, order=lambda: item_rank_order(entries.item, entries.rank, top))
    w_entry = w[entries.query_of_item[entries.item], entries.ranker] if w.ndim == 2 else w[entries.ranker]
    return entry_sums(entries.item, points * w_entry, entries.n_items, entries.n_rankers)


POSITIONS = Options("local", "raw")
#: RRF's k (every method whose points are 1 / (k + r)) is at most 2**31, the largest rank constant an engine
#: documents (Elasticsearch's and Upstash's Java ints).  Up to it a step of one rank still moves a document's
#: points by about 1 / (n k) of them (n the rankers that return it), above the tie rule's 2**-40 for n < 2**9, so
#: the ranks order the fused scores; beyond it they stop doing so, and at k = 10**30, k + r is k in doubles: every
#: rank gets the same points and the tie rule, not RRF, sets the order (reliability matrix, u11s_rrf_k_huge_int).
#: Cormack et al. use 60; the tuned grid stops at 1000.
RRF_K_MAX = 2**31
RRF_K = Real(0, RRF_K_MAX)
WEIGHTS = Satisfies("None, a mapping ranker name -> weight (each name once as text: 1 and '1' are one name), or "
                    "one weight per ranker (finite, >= 0)", _check_weights)


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
