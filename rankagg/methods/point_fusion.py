"""Point-based fusions, each declared once: a method says what it is in a :class:`PointFusion`, and
:class:`DeclaredPoints` derives every face from that declaration.

A point-based fusion gives each item, from each ranker, points that depend on the item's position in the
ranker's list (:class:`Points`); multiplies them by the ranker's weight, or stretches the positions by it
(``weights``); adds them over the rankers in sorted order (:mod:`rankagg.features.points`); and multiplies the
sum by a factor of the number of rankers that returned the item (``combine``).  From that one declaration
this module derives, for every method that inherits :class:`DeclaredPoints`:

* the batch score (:meth:`~DeclaredPoints.score`) on the rank matrix, the points applied inside the compiled
  sorted row sums (:func:`~rankagg.methods.ranker_sums.weighted_sum`);
* the score of run entries without the rank matrix (:meth:`~DeclaredPoints.score_entries`, points of the rank
  alone), which ``rankagg fuse``, the streamed passes and the Dask backends call through
  :meth:`~rankagg.methods.base.Aggregator.fuse`;
* the linear parts of ``rankagg tune`` (:meth:`~DeclaredPoints.linear_parts`);
* the per-query :class:`rankagg.Fuser`'s declarations (:mod:`rankagg.methods.per_query`): its rule, its
  table of points and the points of one list, its factor, whether the weights multiply, and the offset of
  the reciprocal rank that the engine exports (:func:`rankagg.engines.export_request`) and
  ``Fuser.explain`` read;
* the tags (``linear``, ``score_entries``, ``reads_scores``, ``fuser``).

Each formula is written once: the reciprocal rank and the inverse square in
:mod:`rankagg.features.rank_points`, Borda's points and the positions of unranked items in
:mod:`rankagg.features.points`; a :class:`Points` only says which one, with which parameter.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, ClassVar, Literal, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.features.points import borda_points, unranked_positions
from rankagg.features.rank_points import isr_points, rrf_points
from rankagg.methods.base import Aggregator
from rankagg.methods.tags import MethodTags
from rankagg.methods.per_query import POINT_RULES, PointsFusion
from rankagg.methods.ranker_sums import (_candidates, _list_lengths, rank_matrix, ranker_weights, weighted_entry_sum,
                                         weighted_sum)

__all__ = ["Points", "Reciprocal", "InverseSquare", "Borda", "PointFusion", "DeclaredPoints"]

#: a function of positions, for an array of them or one (a float)
PointsOfRank = Callable[[Any], Any]


class Points:
    """The points a ranker gives an item at position ``r`` of its list (subclasses below)."""

    #: the points depend on the position alone (not on the list's length or the query's size): they have a
    #: table by rank, and run entries are scored without the rank matrix
    of_rank_alone: ClassVar[bool] = True

    def of_rank(self, params: Mapping[str, Any]) -> PointsOfRank:
        """The points of a position, for the method's ``params`` (points of the rank alone)."""
        raise NotImplementedError  # pragma: no cover - each kind below

    def summed(self, params: Mapping[str, Any], data: Rankings,
               r: NDArray[np.float64]) -> tuple[NDArray[np.float64], int, float]:
        """``(x, code, k)`` for :func:`~rankagg.features.points.transformed_row_sums`: the matrix and the points
        the compiled sum applies to it (code 0: ``x`` are the points already)."""
        return self.of_rank(params)(r), 0, 0.0

    def of_list(self, params: Mapping[str, Any], ranks: Mapping[int, int], n: int) -> dict[int, float] | None:
        """One list's points in one query of ``n`` documents (document row -> points), when they depend on more
        than the rank (None: the rank's points, from the table)."""
        return None

    def reciprocal_k(self, params: Mapping[str, Any]) -> float | None:
        """``k`` when the points are the reciprocal rank ``1 / (k + r)`` (the engines' RRF); None otherwise."""
        return None


@dataclass(frozen=True)
class Reciprocal(Points):
    """``1 / (k + r)`` (:func:`~rankagg.features.rank_points.rrf_points`); ``k`` the name of the parameter that
    holds it (RRF) or a constant (Dowdall's 0)."""

    k: str | float

    def _k(self, params: Mapping[str, Any]) -> float:
        return float(params[self.k]) if isinstance(self.k, str) else float(self.k)

    def of_rank(self, params: Mapping[str, Any]) -> PointsOfRank:
        k = self._k(params)
        return lambda pos: rrf_points(pos, k)

    def summed(self, params: Mapping[str, Any], data: Rankings,
               r: NDArray[np.float64]) -> tuple[NDArray[np.float64], int, float]:
        return r, 1, self._k(params)

    def reciprocal_k(self, params: Mapping[str, Any]) -> float | None:
        return self._k(params)


@dataclass(frozen=True)
class InverseSquare(Points):
    """``1 / r^2`` (:func:`~rankagg.features.rank_points.isr_points`)."""

    def of_rank(self, params: Mapping[str, Any]) -> PointsOfRank:
        return isr_points

    def summed(self, params: Mapping[str, Any], data: Rankings,
               r: NDArray[np.float64]) -> tuple[NDArray[np.float64], int, float]:
        return r, 2, 0.0


@dataclass(frozen=True)
class Borda(Points):
    """``n - r + 1`` (:func:`~rankagg.features.points.borda_points`).  ``n`` is read from the parameter named
    ``n``: ``"ranked"`` (the query's documents some ranker returned), ``"query"`` (all of the query's) or
    ``"list"`` (the length of the ranker's list).  An unranked item is placed by the parameter named
    ``unranked`` (``"share"``, ``"bottom"``, or ``"ignore"``: no points;
    :func:`~rankagg.features.points.unranked_positions`); None: it gets no points."""

    n: str = "n_candidates"
    unranked: str | None = "unranked"
    of_rank_alone: ClassVar[bool] = False

    def summed(self, params: Mapping[str, Any], data: Rankings,
               r: NDArray[np.float64]) -> tuple[NDArray[np.float64], int, float]:
        k = _list_lengths(data)
        n = k if params[self.n] == "list" else _candidates(data, params[self.n])[:, None]
        return borda_points(self._placed(params, r, k, n), n), 0, 0.0

    def of_list(self, params: Mapping[str, Any], ranks: Mapping[int, int], n: int) -> dict[int, float] | None:
        # n: the query's documents, each ranked by some list, so "ranked" and "query" both give it
        k = float(len(ranks))
        n_points = k if params[self.n] == "list" else float(n)
        rows = list(ranks) if self._ignored(params) else list(range(n))
        r = np.array([ranks.get(i, np.nan) for i in rows], dtype=np.float64)
        return dict(zip(rows, borda_points(self._placed(params, r, k, n_points), n_points).tolist()))

    def _ignored(self, params: Mapping[str, Any]) -> bool:
        return self.unranked is None or params[self.unranked] == "ignore"

    def _placed(self, params: Mapping[str, Any], r: NDArray[np.float64], k: Any, n: Any) -> NDArray[np.float64]:
        return r if self._ignored(params) else unranked_positions(r, k, n, params[self.unranked])  # type: ignore[index]


#: how the sum over the rankers becomes the score (:data:`~rankagg.methods.per_query.POINT_RULES`); the vocabulary
#: of :attr:`MethodTags.linear`
Combine = Literal["sum", "count", "log_count"]

#: why a weight is not a number of copies of the ranker (tag ``weights_not_copies``): a factor of the number of
#: rankers that returned the item (ISR's ``n_d``, log-ISR's ``log(n_d + sigma)``) counts a second copy of a ranker
#: but not its weight; Qdrant's weighting stretches the positions instead of scaling the points
COPIES_COUNTED = {"count": "a second copy of a ranker also raises n_d, the count of rankers that returned the item",
                  "log_count": "a second copy of a ranker also raises n_d in log(n_d + sigma)"}
COPIES_POSITION = "weighting='position' stretches the ranker's positions (1 / (k + r / w)); a copy adds its points again"


@dataclass(frozen=True)
class PointFusion:
    """What a point-based fusion is (the module docstring): its ``points``, how the sum over the rankers is
    combined (``combine``), and how ``weights`` enter: None (the method takes none), ``"multiply"`` (``w_r``
    times the ranker's points), or the name of the parameter that chooses between ``"multiply"`` and
    ``"position"`` (Qdrant's ``1 / (k + r / w_r)``: the weight stretches the positions)."""

    points: Points
    combine: Combine = "sum"
    weights: str | None = "multiply"

    def __post_init__(self) -> None:
        if self.combine not in POINT_RULES:
            raise ValueError(f"PointFusion.combine must be one of {', '.join(POINT_RULES)}, got {self.combine!r}")

    def class_tags(self) -> dict[str, Any]:
        """The tags the declaration implies (:class:`~rankagg.methods.base.MethodTags`)."""
        return {"reads_scores": False, "score_entries": self.points.of_rank_alone,
                "linear": None if self.weights is None else self.combine,
                "weights_not_copies": "" if self.weights is None else COPIES_COUNTED.get(self.combine, "")}


class DeclaredPoints(PointsFusion, Aggregator):
    """A point-based fusion whose faces are derived from its class's :attr:`fusion` (the module docstring).
    Parameters it reads by name: ``positions`` (``"local"`` or ``"raw"``; local without it), ``weights`` (unless it takes none),
    ``sigma`` (``combine="log_count"``) and those its points name."""

    fusion: ClassVar[PointFusion]

    # ------------------------------------------------------------ the declaration, read for this configuration
    def _weighting(self) -> str | None:
        """None (no weights given), ``"multiply"`` or ``"position"``."""
        mode = self.fusion.weights
        if mode is None or self.params.get("weights") is None:
            return None
        return str(self.params[mode]) if mode != "multiply" else mode

    def _combined(self, total: NDArray[np.float64], count: Any) -> NDArray[np.float64]:
        factor = self._factor(count)
        return total if factor is None else total * factor

    def get_tags(self) -> MethodTags:
        """Weights that stretch the positions (``"position"``) make no weighted sum, and are no copies."""
        tags = self.class_tags()
        mode = self.fusion.weights
        if mode is not None and mode != "multiply" and self.params[mode] != "multiply":
            return replace(tags, linear=None, weights_not_copies=tags.weights_not_copies or COPIES_POSITION)
        return tags

    # ------------------------------------------------------------ batch, run entries, linear parts
    def score(self, data: Rankings) -> NDArray[np.float64]:
        p = self.params
        x, code, k = self.fusion.points.summed(p, data, rank_matrix(data, p.get("positions", "local")))
        weights = p.get("weights")
        w = ranker_weights(data, weights) if self._weighting() == "position" else None
        if w is not None:
            with np.errstate(divide="ignore"):
                x = x / w  # a weight of 0 puts every rank at infinity: 1 / (k + inf) = 0
            weights = None
        return self._combined(weighted_sum(data, x, weights, code, k), data.n_ranked_by)

    def score_entries(self, entries: RunEntries) -> NDArray[np.float64]:
        """:meth:`score` of ``entries.to_rankings()``, bit for bit, without the rank matrix (the entries' ranks are
        the lists' own 1..k, both their local and their raw positions)."""
        if not self.fusion.points.of_rank_alone or self._weighting() == "position":
            return self.score(entries.to_rankings())
        total = weighted_entry_sum(entries, self.fusion.points.of_rank(self.params)(entries.rank),
                                   ranker_weights(entries, self.params.get("weights")))
        return self._combined(total, entries.n_ranked_by)

    def linear_parts(self, data: Rankings, out: NDArray[np.float64] | None = None
                     ) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
        """Each ranker's points (0 where it did not rank the item) and the combination's factor; the points
        written into ``out`` when given (an ``(n_items, n_rankers)`` float64 buffer, any layout)."""
        if self.get_tags().linear is None:
            return super().linear_parts(data)  # refuses
        r = rank_matrix(data, self.params.get("positions", "local"))
        x, code, k = self.fusion.points.summed(self.params, data, r)
        factor = self._factor(data.n_ranked_by)
        factor = np.ones(data.n_items) if factor is None else np.asarray(factor, dtype=np.float64)
        if out is not None and out.shape == x.shape and out.dtype == np.float64 and x.dtype == np.float64:
            from rankagg.features._row_sum_kernels import points_into  # here: it loads numba, which fuse --method rrf never pays

            points_into(x, code, float(k), out)  # the expressions below, in one pass and no temporaries
            return out, factor
        points = x if code == 0 else self.fusion.points.of_rank(self.params)(x)
        return np.where(np.isnan(points), 0.0, points), factor
