"""The one in-memory data model that every rankagg method shares.

A :class:`Rankings` holds many queries at once as contiguous arrays.  Items
(query, document pairs) of query ``q`` occupy rows ``offsets[q]:offsets[q+1]``
of every per-item array; there is no dict-of-dicts anywhere.

Conventions (documented once, used everywhere)
----------------------------------------------
* ``ranks[i, r]`` is the 1-based rank position that ranker ``r`` gave item ``i``,
  ``NaN`` when ranker ``r`` did not rank item ``i`` ("not ranked" is explicit).
  Positions may have gaps and exceed the query's size (LETOR rankers ranked a
  larger collection); :meth:`Rankings.local_ranks` compacts them to 1..k.
* ``scores[i, r]`` (optional) is ranker ``r``'s score, higher = better, ``NaN``
  when not ranked.
* **Tie rule.**  Ties of a method's scores are broken by the one house rule
  (more rankers, then better best local rank, then smaller docid), after a
  rounding-level quantisation of the scores: :mod:`rankagg.data.tie_rule`
  (:func:`consensus_order`, :func:`consensus_scores`, :func:`comparable_scores`;
  importable from this module too).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Hashable, Iterator, Sequence, TypeVar

import numpy as np
from numpy.typing import NDArray

from rankagg.data.ranks import query_ranks, segment_ids
# the tie rule is defined in rankagg.data.tie_rule; these names stay importable from the data model
from rankagg.data.tie_rule import TIE_TOLERANCE, comparable_scores, consensus_order, consensus_scores, order_by_tie_rule

T = TypeVar("T")

__all__ = [
    "Rankings",
    "TIE_TOLERANCE",
    "comparable_scores",
    "consensus_order",
    "consensus_scores",
    "order_by_tie_rule",
    "ranks_from_scores",
    "segment_ids",
]


@dataclass(frozen=True, eq=False)
class Rankings:
    """Many queries, their candidate items and every ranker's ranks.

    Parameters
    ----------
    offsets : int64 array of shape (n_queries + 1,)
        Item rows of query ``q`` are ``offsets[q]:offsets[q + 1]``.
    ranks : float64 array of shape (n_items, n_rankers)
        1-based rank positions, ``NaN`` = not ranked by that ranker.
    qids : array of str, shape (n_queries,)
    docids : array of str, shape (n_items,)
    ranker_names : tuple of str, length n_rankers
    scores : float64 array of shape (n_items, n_rankers), optional
        Input scores (higher = better), ``NaN`` = not ranked.
    labels : int array of shape (n_items,), optional
        Graded relevance labels (integers; a float array is accepted only when
        every value is a whole number).

    Raises ``ValueError`` for inconsistent shapes, ranks below 1, infinite
    scores, labels that are not integers, or the same docid twice in one query.
    """

    offsets: NDArray[np.int64]
    ranks: NDArray[np.float64]
    qids: NDArray[np.str_]
    docids: NDArray[np.str_]
    ranker_names: tuple[str, ...]
    scores: NDArray[np.float64] | None = None
    labels: NDArray[np.int64] | None = None
    _cache: dict = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        offsets = np.asarray(self.offsets, dtype=np.int64)
        ranks = np.asarray(self.ranks, dtype=np.float64)
        if ranks.ndim != 2:
            raise ValueError(f"ranks must be 2-D (n_items, n_rankers), got shape {ranks.shape}")
        if offsets.ndim != 1 or len(offsets) < 1 or offsets[0] != 0 or offsets[-1] != ranks.shape[0]:
            raise ValueError("offsets must start at 0 and end at n_items")
        if np.any(np.diff(offsets) < 0):
            raise ValueError("offsets must be non-decreasing")
        if len(self.ranker_names) != ranks.shape[1]:
            raise ValueError(
                f"{len(self.ranker_names)} ranker names for {ranks.shape[1]} ranker columns"
            )
        if len(self.qids) != len(offsets) - 1:
            raise ValueError("one qid per query expected")
        if len(self.docids) != ranks.shape[0]:
            raise ValueError("one docid per item expected")
        finite = ranks[~np.isnan(ranks)]
        if finite.size and (np.any(~np.isfinite(finite)) or finite.min() < 1):
            raise ValueError("ranks must be >= 1 (1 = best) or NaN for 'not ranked'")
        object.__setattr__(self, "offsets", offsets)
        object.__setattr__(self, "ranks", ranks)
        object.__setattr__(self, "qids", np.asarray(self.qids).astype(str))
        object.__setattr__(self, "docids", np.asarray(self.docids).astype(str))
        object.__setattr__(self, "ranker_names", tuple(str(n) for n in self.ranker_names))
        if self.scores is not None:
            scores = np.asarray(self.scores, dtype=np.float64)
            if scores.shape != ranks.shape:
                raise ValueError("scores must have the shape of ranks")
            if np.any(np.isinf(scores)):
                raise ValueError("scores must be finite (NaN = not ranked)")
            if np.any(np.isnan(scores) != np.isnan(ranks)):
                raise ValueError("scores and ranks must be NaN at the same places")
            object.__setattr__(self, "scores", scores)
        if not self._cache.pop(_DOCIDS_CHECKED, False):
            _check_unique_docids(self.docids, offsets, self.qids)
        if self.labels is not None:
            labels = np.asarray(self.labels)
            if labels.shape != (ranks.shape[0],):
                raise ValueError("one label per item expected")
            object.__setattr__(self, "labels", _integer_labels(labels))
        for arr in (self.offsets, self.ranks, self.scores, self.labels):
            if arr is not None:
                arr.setflags(write=False)

    # ------------------------------------------------------------------ shape
    @property
    def n_queries(self) -> int:
        return len(self.offsets) - 1

    @property
    def n_items(self) -> int:
        return self.ranks.shape[0]

    @property
    def n_rankers(self) -> int:
        return self.ranks.shape[1]

    @property
    def sizes(self) -> NDArray[np.int64]:
        """Number of items of each query."""
        return np.diff(self.offsets)

    @property
    def query_of_item(self) -> NDArray[np.int64]:
        """Query index of each item (cached)."""
        if "query_of_item" not in self._cache:
            qi = segment_ids(self.offsets)
            qi.setflags(write=False)
            self._cache["query_of_item"] = qi
        return self._cache["query_of_item"]

    @property
    def ranked(self) -> NDArray[np.bool_]:
        """``ranked[i, r]``: did ranker ``r`` rank item ``i``."""
        return ~np.isnan(self.ranks)

    @property
    def n_ranked_by(self) -> NDArray[np.int64]:
        """Number of rankers that ranked each item."""
        return self.ranked.sum(axis=1)

    def best_rank(self) -> NDArray[np.float64]:
        """Each item's best (smallest) local rank over the rankers (inf when none ranked it): a tie-rule key."""
        if self.n_rankers == 0:
            return np.full(self.n_items, np.inf)
        local = self.local_ranks()
        return np.where(np.isnan(local), np.inf, local).min(axis=1)

    def list_lengths(self) -> NDArray[np.int64]:
        """``(n_queries, n_rankers)``: how many items each ranker ranked per query."""
        out = np.zeros((self.n_queries, self.n_rankers), dtype=np.int64)
        np.add.at(out, self.query_of_item, self.ranked.astype(np.int64))
        return out

    def query_slices(self) -> Iterator[slice]:
        """Row slice of each query (for code that genuinely needs per-query work)."""
        for a, b in zip(self.offsets[:-1], self.offsets[1:]):
            yield slice(int(a), int(b))

    def __len__(self) -> int:
        return self.n_queries

    def __repr__(self) -> str:
        return (
            f"Rankings(n_queries={self.n_queries}, n_items={self.n_items}, "
            f"n_rankers={self.n_rankers}, scores={'yes' if self.scores is not None else 'no'}, "
            f"labels={'yes' if self.labels is not None else 'no'})"
        )

    @property
    def nbytes(self) -> int:
        total = self.offsets.nbytes + self.ranks.nbytes
        for arr in (self.scores, self.labels):
            if arr is not None:
                total += arr.nbytes
        return total

    # ------------------------------------------------------------- derived
    def cached(self, key: Hashable, compute: Callable[[], T]) -> T:
        """The value cached under ``key``, computed by ``compute()`` on first use.

        Derived per-dataset quantities (local ranks, query digests, imputed log
        ranks, ...) are computed once per :class:`Rankings`.  ``key`` must name
        the quantity and every option it depends on (e.g. ``("rags_log_ranks",
        "top")``); arrays are returned as ``compute`` made them, so a caller that
        shares them should make them read-only.
        """
        cache = self._cache
        if key not in cache:
            cache[key] = compute()
        return cache[key]

    def local_ranks(self) -> NDArray[np.float64]:
        """Ranks compacted to ``1..k`` among the items each ranker ranked in the query.

        Raw LETOR positions have gaps and exceed the query size; most positional
        methods (Borda, RRF as implemented by ranx and PyFLAGR) use the order of
        the ranker's list restricted to the query's candidates.  Equal raw
        positions get the same (minimum) local rank.  ``NaN`` stays ``NaN``.
        Cached.
        """
        if "local_ranks" not in self._cache:
            out = _compact_ranks(self.ranks, self.query_of_item, self.n_queries, self.offsets)
            out.setflags(write=False)
            self._cache["local_ranks"] = out
        return self._cache["local_ranks"]

    # ------------------------------------------------------------ selection
    def select_queries(self, index: Sequence[int] | NDArray) -> "Rankings":
        """A new Rankings with the given queries (by position), in that order."""
        index = np.asarray(index, dtype=np.int64)
        if index.dtype == bool:
            index = np.flatnonzero(index)
        sizes = self.sizes[index]
        starts = self.offsets[:-1][index]
        rows = _concat_ranges(starts, sizes)
        offsets = np.zeros(len(index) + 1, dtype=np.int64)
        np.cumsum(sizes, out=offsets[1:])
        return Rankings(
            offsets=offsets,
            ranks=self.ranks[rows],
            qids=self.qids[index],
            docids=self.docids[rows],
            ranker_names=self.ranker_names,
            scores=None if self.scores is None else self.scores[rows],
            labels=None if self.labels is None else self.labels[rows],
            _cache={_DOCIDS_CHECKED: True},
        )

    def select_rankers(self, index: Sequence[int] | NDArray) -> "Rankings":
        """A new Rankings with only the given ranker columns, in that order."""
        index = np.asarray(index, dtype=np.int64)
        return Rankings(
            offsets=self.offsets,
            ranks=self.ranks[:, index],
            qids=self.qids,
            docids=self.docids,
            ranker_names=tuple(self.ranker_names[i] for i in index),
            scores=None if self.scores is None else self.scores[:, index],
            labels=self.labels,
            _cache={_DOCIDS_CHECKED: True},
        )

    def with_ranks(self, ranks: NDArray[np.float64], ranker_names: Sequence[str] | None = None) -> "Rankings":
        """Same queries and items with other ranker columns (scores dropped)."""
        return Rankings(
            offsets=self.offsets,
            ranks=ranks,
            qids=self.qids,
            docids=self.docids,
            ranker_names=tuple(ranker_names) if ranker_names is not None else tuple(f"R{i + 1}" for i in range(ranks.shape[1])),
            labels=self.labels,
            _cache={_DOCIDS_CHECKED: True},
        )

    def without_labels(self) -> "Rankings":
        return replace(self, labels=None, _cache={_DOCIDS_CHECKED: True})

    @staticmethod
    def concatenate(parts: Sequence["Rankings"]) -> "Rankings":
        """Stack the queries of several Rankings that share their rankers."""
        if not parts:
            raise ValueError("nothing to concatenate")
        names = parts[0].ranker_names
        for p in parts[1:]:
            if p.ranker_names != names:
                raise ValueError("all parts must have the same rankers")
        sizes = np.concatenate([p.sizes for p in parts])
        offsets = np.zeros(len(sizes) + 1, dtype=np.int64)
        np.cumsum(sizes, out=offsets[1:])
        has_scores = all(p.scores is not None for p in parts)
        has_labels = all(p.labels is not None for p in parts)
        return Rankings(
            offsets=offsets,
            ranks=np.concatenate([p.ranks for p in parts]),
            qids=np.concatenate([p.qids for p in parts]),
            docids=np.concatenate([p.docids for p in parts]),
            ranker_names=names,
            scores=np.concatenate([p.scores for p in parts]) if has_scores else None,
            labels=np.concatenate([p.labels for p in parts]) if has_labels else None,
            _cache={_DOCIDS_CHECKED: True},
        )


# _cache key set by the methods below that derive a Rankings from a checked one
# (whole queries kept): their docids need no new uniqueness check
_DOCIDS_CHECKED = "_docids_checked"


def _check_unique_docids(docids: NDArray[np.str_], offsets: NDArray[np.int64], qids: NDArray[np.str_]) -> None:
    """Raise if a docid occurs twice in one query (it would be counted twice by every method)."""
    if len(docids) < 2:
        return
    qidx = segment_ids(offsets)
    if not np.any((qidx[1:] == qidx[:-1]) & (docids[1:] <= docids[:-1])):
        return  # docids increase within every query (what the TREC reader builds): all distinct
    import pandas as pd  # only on this slow path: importing the data model must not load pandas (start-up time)

    dup = pd.DataFrame({"q": qidx, "d": docids}).duplicated().to_numpy()
    if dup.any():
        i = int(np.flatnonzero(dup)[0])
        q = int(np.searchsorted(offsets, i, side="right") - 1)
        raise ValueError(f"document {str(docids[i])!r} appears twice in query {str(qids[q])!r} (item {i})")


def _integer_labels(labels: NDArray) -> NDArray[np.int64]:
    """Labels as int64, refusing what a cast would silently change (NaN, 1.7, '2', 1e30)."""
    if labels.dtype.kind in "iu":
        if labels.dtype.kind == "u" and labels.size and labels.max() > np.iinfo(np.int64).max:
            raise ValueError("labels must fit in int64")
        return labels.astype(np.int64)
    if labels.dtype.kind == "f":
        bad = ~np.isfinite(labels) | (labels != np.round(labels)) | (np.abs(labels) > 2.0**53)
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise ValueError(f"labels must be integers, got {float(labels[i])!r} (item {i})")
        return labels.astype(np.int64)
    raise ValueError(f"labels must be integers, got an array of dtype {labels.dtype}")


def _concat_ranges(starts: NDArray[np.int64], sizes: NDArray[np.int64]) -> NDArray[np.int64]:
    """``concatenate([arange(s, s + n) for s, n in zip(starts, sizes)])`` without a loop."""
    total = int(sizes.sum())
    if total == 0:
        return np.zeros(0, dtype=np.int64)
    ends = np.cumsum(sizes)
    seg = np.repeat(np.arange(len(sizes)), sizes)
    return starts[seg] + np.arange(total) - (ends - sizes)[seg]


def _compact_ranks(ranks: NDArray[np.float64], qidx: NDArray[np.int64], n_queries: int, offsets: NDArray[np.int64] | None = None) -> NDArray[np.float64]:
    """Per query and ranker, replace positions by their order 1..k ('min' rank for equal values)."""
    if offsets is None:
        offsets = np.concatenate([[0], np.cumsum(np.bincount(qidx, minlength=n_queries))]).astype(np.int64)
    if ranks.shape[0] == 0:
        return np.full_like(ranks, np.nan)
    # imported here, not by the module: importing the data model must not load numba (start-up time)
    from rankagg.data._compact import compact_kernel

    # any memory layout: the kernel reads each query's block of rows, which stays in cache either way
    return compact_kernel(np.asarray(ranks, dtype=np.float64), offsets)


def ranks_from_scores(
    scores: NDArray[np.float64],
    offsets: NDArray[np.int64],
    docids: NDArray[np.str_] | None = None,
    *,
    doc_key: NDArray[np.int64] | None = None,
) -> NDArray[np.float64]:
    """1-based ranks from scores per query by the trec_eval rule.

    Score descending, then docid descending (trec_eval's ``get_trec_results``).
    ``NaN`` scores mean "not ranked" and give ``NaN`` ranks.  ``scores`` may be
    1-D (one ranker) or 2-D (one column per ranker).  ``doc_key``: instead of the docids, integers
    that order them as their texts do (a reader that sorted its distinct docids already).
    """
    scores = np.asarray(scores, dtype=np.float64)
    if doc_key is not None:
        return query_ranks(-scores, segment_ids(np.asarray(offsets)), ties="ordinal", tiebreak=-np.asarray(doc_key))
    if docids is None:
        doc_key = np.zeros(scores.shape[0], dtype=np.int64)
    else:
        # dense code of the docid so that larger string -> larger code
        _, doc_key = np.unique(np.asarray(docids).astype(str), return_inverse=True)
    return query_ranks(-scores, segment_ids(np.asarray(offsets)), ties="ordinal", tiebreak=-doc_key)
