"""Score-based fusions, each declared once: a method says what it is in a :class:`ScoreFusion`, and
:class:`DeclaredScores` derives every face from it, as :mod:`rankagg.methods.point_fusion` does for rank points.

A score-based fusion (the Comb family of Fox & Shaw) gives each item, from each ranker, its score normalised per
list (:class:`NormalisedScore`) times the ranker's weight, and combines these values over the rankers
(``combine``, :data:`~rankagg.methods.per_query.COMBINATIONS`), after giving an item a ranker did not return that
ranker's lowest value in the query if it pads (``unranked``).  Derived: the batch score over the ``(n_items,
n_rankers)`` matrix of normalised scores, refused where it goes past the floats; the score of run entries (sums
of min-max or raw scores from the lines themselves, the same bits, no matrix), which ``rankagg fuse``, the streamed
passes and Dask reach through :meth:`~rankagg.methods.base.Aggregator.fuse`; the linear parts of the sum and the
count (:meth:`~rankagg.methods.base.Aggregator.linear_parts`); the per-query :class:`rankagg.Fuser`'s declarations
(:class:`~rankagg.methods.per_query.CombFusion`), which the engine exports and ``Fuser.explain`` read; the tags.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, ClassVar, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.minmax import minmax_scale
from rankagg.data.rankings import Rankings
from rankagg.features.entry_sums import entry_sums
from rankagg.features.points import nan_ranker_sum
from rankagg.methods.base import Aggregator
from rankagg.methods.engine_norms import COMBINES, combine_matrix
from rankagg.methods.norms import SCORE_NORMS, canonical_norm, normalized_scores
from rankagg.methods.overflow import mean_within_range, refuse_overflow
from rankagg.methods.per_query import COMBINATIONS, STATISTIC_RULES, CombFusion, zero_weight_values
from rankagg.methods.ranker_sums import _count, _nan_reduce, list_reduce, ranker_weights
from rankagg.methods.tags import MethodTags

__all__ = ["NormalisedScore", "ScoreFusion", "DeclaredScores", "ROW_COMBINATIONS"]


def _sum_over_count(s: NDArray[np.float64]) -> NDArray[np.float64]:
    count = _count(s)
    return np.where(count > 0, nan_ranker_sum(s) / np.maximum(count, 1), np.nan)


def _sum_times_count(s: NDArray[np.float64]) -> NDArray[np.float64]:
    return nan_ranker_sum(s) * _count(s)


#: the batch path of each combination in which the weights multiply the normalised scores (``weights`` without
#: weights is the count), over the ``(items, rankers)`` matrix of contributions (NaN: the ranker did not return
#: the item); NaN for an item no ranker returned, which sorts below every returned one.  The max and min are
#: NumPy's nanmax and nanmin computations on every row at once, without their all-NaN warning
ROW_COMBINATIONS: dict[str, Callable[[NDArray[np.float64]], NDArray[np.float64]]] = {
    "sum": nan_ranker_sum,
    "count": _sum_times_count,
    "weights": _sum_times_count,
    "mean": _sum_over_count,
    "max": lambda s: np.fmax.reduce(s, axis=1),
    "min": lambda s: np.fmin.reduce(s, axis=1),
    "median": lambda s: _nan_reduce(np.nanmedian, s, _count(s)),
}

#: the combinations that are means (their sums may pass the float range where the mean does not)
_MEANS = ("mean", "median")

_COPIES_COUNT = "a second copy of a ranker also raises the count of rankers that returned the item"
_COPIES_SCALE = "a weight scales the ranker's scores"
#: why a weight is not a number of copies of the ranker (tag ``weights_not_copies``), by combination
WEIGHTS_NOT_COPIES = {"count": _COPIES_COUNT, "mean": _COPIES_COUNT,
                      "max": f"a copy of a ranker leaves a maximum unchanged, {_COPIES_SCALE}",
                      "min": f"a copy of a ranker leaves a minimum unchanged, {_COPIES_SCALE}",
                      "median": f"a copy of a ranker moves the median by one position, {_COPIES_SCALE}"}


@dataclass(frozen=True)
class NormalisedScore:
    """The points: each list's scores normalised per list (:func:`~rankagg.methods.norms.normalized_scores`), the
    normalisation named by the parameter ``norm``, its bounds (``norm="minmax_bounds"``) held by ``bounds``."""

    norm: str = "norm"
    bounds: str = "bounds"

    def of(self, params: Mapping[str, Any], data: Rankings) -> NDArray[np.float64]:
        if params[self.bounds] is not None and canonical_norm(params[self.norm]) != "minmax_bounds":
            raise ValueError("bounds are read by norm='minmax_bounds' only")
        return normalized_scores(data, params[self.norm], params.get("positions", "local"), params[self.bounds])

    def sums_lines(self, params: Mapping[str, Any]) -> bool:
        """Whether the run lines' own values are the points: min-max or raw scores, without bounds."""
        return canonical_norm(params[self.norm]) in ("auto", "minmax", "none") and params[self.bounds] is None

    def of_entries(self, params: Mapping[str, Any], entries: RunEntries) -> NDArray[np.float64] | None:
        """Each line's point (:meth:`of`'s cell of the rank matrix: min-max by the same
        :func:`~rankagg.data.minmax.minmax_scale` of the same numbers, each list's bounds those of its (query,
        run)); None unless :meth:`sums_lines` and the lines carry scores."""
        if not self.sums_lines(params) or entries.score is None:
            return None
        x = entries.score
        if canonical_norm(params[self.norm]) != "none":
            lists = entries.query_of_item[entries.item] * entries.n_rankers + entries.ranker
            lo = np.full(entries.n_queries * entries.n_rankers, np.inf)
            hi = np.full(len(lo), -np.inf)
            np.minimum.at(lo, lists, x)
            np.maximum.at(hi, lists, x)
            x = minmax_scale(x, lo[lists], hi[lists])
        return x


@dataclass(frozen=True)
class ScoreFusion:
    """What a score-based fusion is (the module docstring): its ``points``, the combination ``combine`` (a name of
    :data:`~rankagg.methods.per_query.COMBINATIONS`), the parameter that chooses another one (``chosen_by``, whose
    values are such names; None: always ``combine``), and the parameter whose value ``"bottom"`` gives an item a
    ranker did not return that ranker's lowest value in the query (``unranked``; None: never)."""

    combine: str = "sum"
    chosen_by: str | None = None
    unranked: str | None = None
    points: NormalisedScore = NormalisedScore()

    def __post_init__(self) -> None:
        if self.combine not in COMBINATIONS:
            raise ValueError(f"ScoreFusion.combine must be one of {', '.join(COMBINATIONS)}, got {self.combine!r}")

    def class_tags(self) -> dict[str, Any]:
        """The tags the declaration implies (:class:`~rankagg.methods.base.MethodTags`)."""
        return {"linear": self.combine if self.combine in ("sum", "count") else None,
                "weights_not_copies": WEIGHTS_NOT_COPIES.get(self.combine, "")}


class DeclaredScores(CombFusion, Aggregator):
    """A score-based fusion whose faces are derived from its class's :attr:`fusion` (the module docstring).
    Parameters it reads by name: ``positions``, ``weights``, those its points name, ``chosen_by`` and
    ``unranked``."""

    fusion: ClassVar[ScoreFusion]

    # ------------------------------------------------------------ the declaration, read for this configuration
    def _sums_lines(self) -> bool:
        return self._combination() in ("sum", "count") and self.fusion.points.sums_lines(self.params)

    def get_tags(self) -> MethodTags:
        """The input scores are read by the score normalisations only (readers may skip them otherwise); a
        weighted sum (times the count) for ``sum`` and ``count`` only, computed from the lines read
        (``score_entries``) for min-max or raw scores."""
        combination = self._combination()
        return replace(self.class_tags(), reads_scores=canonical_norm(self.params[self.fusion.points.norm]) in SCORE_NORMS,
                       linear="sum" if combination == "sum" else "count" if combination == "count" else None,
                       score_entries=self._sums_lines())

    # ------------------------------------------------------------ batch, run entries
    def score(self, data: Rankings) -> NDArray[np.float64]:
        s = self.fusion.points.of(self.params, data)
        w = ranker_weights(data, self.params["weights"])
        combination = self._combination()
        if combination in COMBINES and combination != "sum":  # the engines' means take the weights apart
            return self._checked(data, s, lambda s: mean_within_range(lambda x: combine_matrix(x, w, combination), s))
        if combination == "weights" and w is not None:  # Wu & Crestani: the unweighted sum times the weights
            return self._checked(data, s, lambda s: nan_ranker_sum(s) * nan_ranker_sum(np.where(np.isnan(s), np.nan, w)))
        if w is not None:
            with np.errstate(over="ignore"):  # a weighted score past the floats is refused by _checked
                s = s * w
        if self._pads():  # an item a ranker did not return: the ranker's lowest value in the query (its last item's)
            s = np.where(np.isnan(s), list_reduce(data, s, np.fmin), s)
        if w is not None and COMBINATIONS[combination] in STATISTIC_RULES and not w.all():  # weight 0: left out
            rows, cols = np.nonzero(~np.isnan(s))
            left_out = ~zero_weight_values(rows, cols, w, len(s))
            s = s.copy()
            s[rows[left_out], cols[left_out]] = np.nan
        combine = ROW_COMBINATIONS[combination]
        if combination in _MEANS:  # a mean of doubles is a double, even where their sum is not
            return self._checked(data, s, lambda s: mean_within_range(combine, s))
        return self._checked(data, s, combine)

    def _checked(self, data: Rankings, s: NDArray[np.float64], combine: Any) -> NDArray[np.float64]:
        """``combine(s)``, refused where it went past the floats: infinite, or NaN for an item with a
        normalised score (``inf - inf`` inside a sum of huge scores of both signs)."""
        with np.errstate(over="ignore", invalid="ignore"):  # refused below, by query, instead
            out = np.asarray(combine(s), dtype=np.float64)
        return refuse_overflow(self.name, data, out, np.isnan(out) & ~np.isnan(s).all(axis=1))

    def score_entries(self, entries: RunEntries) -> NDArray[np.float64]:
        """:meth:`score` of ``entries.to_rankings()``, bit for bit: with :meth:`_sums_lines`, the lines' (weighted)
        points added by :func:`~rankagg.features.entry_sums.entry_sums` (the matrix rows' sorted sums; times the
        number of runs that returned the item for ``count``), no compiled kernel; else (or a value that is not
        finite, which the rank matrix path refuses with its own message) the score of the rank matrix."""
        x = self.fusion.points.of_entries(self.params, entries) if self._sums_lines() else None
        w = None if x is None else ranker_weights(entries, self.params["weights"])
        if x is not None and w is not None:
            with np.errstate(over="ignore"):
                x = x * w[entries.ranker]
        if x is None or not np.isfinite(x).all():
            return self.score(entries.to_rankings())
        total = entry_sums(entries.item, x, entries.n_items, entries.n_rankers)
        return total * entries.n_ranked_by if self._combination() == "count" else total
