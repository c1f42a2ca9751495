"""Run entries: the sparse form of many runs, one row per (run, query, document) a run returned.

A :class:`~rankagg.data.rankings.Rankings` holds an ``(n_items, n_rankers)``
rank matrix, NaN where a run did not return the item.  On TREC-sized fusion jobs
(56 runs, up to 17,000 documents per topic, 1.4 M returned lines) that matrix is
28 M cells, about 20 times the lines actually read, and building it is most of
the time of a fusion whose result is a sum over the lines (RRF).
:class:`RunEntries` keeps the lines instead: the same items (``offsets``,
``qids``, ``docids``, in the order :class:`Rankings` would have them) and, per
line, its item row, its ranker and its local rank (1..k within the run's list
for the query).  :meth:`RunEntries.to_rankings` builds the dense form.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, segment_ids

__all__ = ["RunEntries"]


@dataclass(frozen=True, eq=False)
class RunEntries:
    """The lines of several runs over shared items (see the module docstring).

    ``item``, ``ranker``, ``rank`` and ``score`` have one value per line: the
    item's row (``0..n_items-1``), the ranker's column, the local rank (1..k,
    float64 as in :meth:`Rankings.local_ranks`) and the input score (``None``
    when the reader left scores out).  A (item, ranker) pair occurs at most once.
    """

    offsets: NDArray[np.int64]
    qids: NDArray[np.str_]
    docids: NDArray[np.str_]
    ranker_names: tuple[str, ...]
    item: NDArray[np.int64]
    ranker: NDArray[np.int64]
    rank: NDArray[np.float64]
    score: NDArray[np.float64] | None = None

    @classmethod
    def of_rankings(cls, data: Rankings, ranks: NDArray[np.float64] | None = None) -> "RunEntries":
        """The entries of a rank matrix, one per ranked cell: its local rank (or its value in ``ranks``, a matrix
        NaN where ``data`` is) and its score (:meth:`to_rankings` builds the matrix back)."""
        r = data.local_ranks() if ranks is None else ranks
        item, ranker = np.nonzero(~np.isnan(r))
        return cls(offsets=data.offsets, qids=data.qids, docids=data.docids, ranker_names=data.ranker_names,
                   item=item.astype(np.int64), ranker=ranker.astype(np.int64), rank=r[item, ranker],
                   score=None if data.scores is None else data.scores[item, ranker])

    @property
    def n_queries(self) -> int:
        return len(self.offsets) - 1

    @property
    def n_items(self) -> int:
        return len(self.docids)

    @property
    def n_rankers(self) -> int:
        return len(self.ranker_names)

    @property
    def sizes(self) -> NDArray[np.int64]:
        return np.diff(self.offsets)

    @property
    def query_of_item(self) -> NDArray[np.int64]:
        return segment_ids(self.offsets)

    @property
    def n_ranked_by(self) -> NDArray[np.int64]:
        """Number of rankers that returned each item (:attr:`Rankings.n_ranked_by`)."""
        return np.bincount(self.item, minlength=self.n_items)

    def best_rank(self) -> NDArray[np.float64]:
        """Each item's best (smallest) local rank over the rankers (inf when none returned it)."""
        best = np.full(self.n_items, np.inf)
        np.minimum.at(best, self.item, self.rank)
        return best

    def list_lengths(self) -> NDArray[np.int64]:
        """``(n_queries, n_rankers)``: how many items each ranker returned per query."""
        out = np.zeros(self.n_queries * self.n_rankers, dtype=np.int64)
        qi = self.query_of_item[self.item]
        np.add.at(out, qi * self.n_rankers + self.ranker, 1)
        return out.reshape(self.n_queries, self.n_rankers)

    def to_rankings(self) -> Rankings:
        """The dense :class:`Rankings` (its local ranks recorded: they are the entries' ranks)."""
        ranks = np.full((self.n_items, self.n_rankers), np.nan)
        ranks[self.item, self.ranker] = self.rank
        scores = None
        if self.score is not None:
            scores = np.full((self.n_items, self.n_rankers), np.nan)
            scores[self.item, self.ranker] = self.score
        data = Rankings(offsets=self.offsets, ranks=ranks, qids=self.qids, docids=self.docids,
                        ranker_names=self.ranker_names, scores=scores)
        # every list is ranked 1..k, so its ranks already are the local (compacted) ranks:
        # recorded so that positional methods do not recompute them over the whole matrix
        data.cached("local_ranks", lambda: data.ranks)
        return data
