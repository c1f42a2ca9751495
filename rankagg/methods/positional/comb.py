"""The Comb family of Fox & Shaw (TREC-2, 1994): CombSUM, CombMNZ, CombMAX, CombMIN, CombMED and
CombANZ over per-list normalised scores, with the engines' normalisations and combinations.

Normalisations, weights and positions as in the family's docstring (:mod:`rankagg.methods.positional`); every statistic is one array expression over the ``(n_items, n_rankers)``
matrix of normalised scores, NaN where a ranker did not return the item.  CombSUM and CombMNZ (count) of
min-max or raw scores also add the run lines themselves (``score_entries``, the same bits): ``rankagg fuse``
then builds no matrix and loads no compiled kernel.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.minmax import minmax_scale
from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, Satisfies
from rankagg.methods.base import Aggregator
from rankagg.methods.overflow import refuse_overflow
from rankagg.methods.tags import MethodTags
from rankagg.methods.registry import register
from rankagg.methods.engine_norms import COMBINES, check_bounds, combine_matrix
from rankagg.methods.norms import NORM, SCORE_NORMS, canonical_norm, normalized_scores
from rankagg.methods.per_query import RULE_SCORES, CombFusion
from rankagg.features.entry_sums import entry_sums
from rankagg.features.points import nan_ranker_sum
from rankagg.methods.ranker_sums import POSITIONS, WEIGHTS, ranker_weights

__all__ = ["CombSUM", "CombMNZ", "CombMAX", "CombMIN", "CombMED", "CombANZ"]


class _Comb(CombFusion, Aggregator):
    """Shared parameters of the Fox & Shaw Comb family."""

    defaults = {"norm": "auto", "positions": "local", "weights": None, "bounds": None}
    param_doc = {
        "norm": "auto | minmax | zscore | sum | max | rank | borda | reciprocal | none | l2 | dbsf | sigmoid | arctan "
                "| minmax_bounds (aliases min-max, zmuv, z-score, linear, l2_norm, distribution): per-list "
                "normalisation; auto = minmax with input scores, borda without",
        "positions": "local | raw",
        "weights": "None, or ranker name -> weight: multiplies each ranker's normalised score",
        "bounds": "None, or ranker name -> {'lower': {'mode', 'min_score'}, 'upper': {'mode', 'max_score'}}: "
                  "OpenSearch's min-max bounds (norm='minmax_bounds')",
    }
    citation = "Fox & Shaw, Combination of multiple searches, TREC-2 1994"

    param_constraints = {"norm": NORM, "positions": POSITIONS, "weights": WEIGHTS,
                         "bounds": Satisfies("None or ranker name -> {'lower': ..., 'upper': ...}", check_bounds)}

    def get_tags(self) -> MethodTags:
        """The input scores are read by the score normalisations only (readers may skip them otherwise)."""
        return replace(self.class_tags(), reads_scores=canonical_norm(self.norm) in SCORE_NORMS)

    def _normalised(self, data: Rankings) -> NDArray[np.float64]:
        if self.bounds is not None and canonical_norm(self.norm) != "minmax_bounds":
            raise ValueError("bounds are read by norm='minmax_bounds' only")
        return normalized_scores(data, self.norm, self.positions, self.bounds)

    def _scores(self, data: Rankings) -> NDArray[np.float64]:
        s = self._normalised(data)
        w = ranker_weights(data, self.weights)
        return s if w is None else s * w

    def score(self, data: Rankings) -> NDArray[np.float64]:
        return self._checked(data, self._scores(data), self._combine)

    def _checked(self, data: Rankings, s: NDArray[np.float64], combine: Any) -> NDArray[np.float64]:
        """``combine(s)``, refused where it went past the floats: infinite, or NaN for an item with a
        normalised score (``inf - inf`` inside a sum of huge scores of both signs)."""
        with np.errstate(over="ignore", invalid="ignore"):  # refused below, by query, instead
            out = np.asarray(combine(s), dtype=np.float64)
        return refuse_overflow(self.name, data, out, np.isnan(out) & ~np.isnan(s).all(axis=1))

    #: the combination of the normalised scores, one rule for the batch path (:data:`RULE_SCORES`) and the
    #: per-query fuser (:mod:`rankagg.methods.per_query`)
    rule: ClassVar[str]

    def _combine(self, s: NDArray[np.float64]) -> NDArray[np.float64]:
        return RULE_SCORES[self.rule](s)

    def fuser_rule(self, weighted: bool) -> str:
        return self.rule

    def fuser_norm(self) -> tuple[str, Any]:
        """One query (:class:`rankagg.Fuser`): the canonical ``norm`` and the ``bounds``."""
        return canonical_norm(self.norm), self.bounds

    def _sums_entries(self) -> bool:
        """Whether :meth:`score_entries` sums the lines themselves: the (weighted) sum of min-max or raw scores."""
        return canonical_norm(self.norm) in ("auto", "minmax", "none") and self.bounds is None

    def _entry_values(self, entries: RunEntries) -> NDArray[np.float64] | None:
        """Each line's normalised (and weighted) score, as :meth:`_scores` gives its cell of the rank matrix
        (``minmax``: the same :func:`~rankagg.data.minmax.minmax_scale` of the same numbers, each list's
        bounds those of its (query, run)); None when not :meth:`_sums_entries` or when a value is not finite
        (the rank matrix path then refuses it with its own message)."""
        norm = canonical_norm(self.norm)
        if not self._sums_entries() or entries.score is None:
            return None
        x = entries.score
        if norm != "none":
            lists = entries.query_of_item[entries.item] * entries.n_rankers + entries.ranker
            lo = np.full(entries.n_queries * entries.n_rankers, np.inf)
            hi = np.full(len(lo), -np.inf)
            np.minimum.at(lo, lists, x)
            np.maximum.at(hi, lists, x)
            x = minmax_scale(x, lo[lists], hi[lists])
        w = ranker_weights(entries, self.weights)
        if w is not None:
            with np.errstate(over="ignore"):
                x = x * w[entries.ranker]
        return x if np.isfinite(x).all() else None


@register("combsum")
class CombSUM(_Comb):
    """CombSUM: sum of the normalised scores (unranked contributes 0).

    ``combine`` (the engines' combinations, :mod:`~rankagg.methods.engine_norms`):
    ``sum`` (CombSUM), ``arithmetic_mean``, ``geometric_mean`` or ``harmonic_mean`` of the
    normalised scores with the ``weights`` (OpenSearch's normalization processor).
    """

    defaults = {**_Comb.defaults, "combine": "sum"}
    param_doc = {**_Comb.param_doc, "combine": "sum | arithmetic_mean | geometric_mean | harmonic_mean: "
                 "how the weighted normalised scores are combined (OpenSearch's combination techniques)"}
    param_constraints = {"combine": Options(*COMBINES)}
    tags = {"linear": "sum"}
    rule = "sum"

    def get_tags(self) -> MethodTags:
        """A weighted sum with ``combine="sum"`` only (the means divide by the weights); that sum of min-max
        or raw scores is computed from the lines read (``score_entries``)."""
        tags = super().get_tags()
        if self.combine != "sum":
            return replace(tags, linear=None)
        return replace(tags, score_entries=self._sums_entries())

    def score_entries(self, entries: RunEntries) -> NDArray[np.float64]:
        """:meth:`score` of ``entries.to_rankings()``, bit for bit, without the rank matrix: the lines' values
        added by :func:`~rankagg.features.entry_sums.entry_sums` (the matrix rows' sorted sums), no compiled
        kernel."""
        x = self._entry_values(entries) if self.combine == "sum" else None
        if x is None:
            return self.score(entries.to_rankings())
        return entry_sums(entries.item, x, entries.n_items, entries.n_rankers)

    def score(self, data: Rankings) -> NDArray[np.float64]:
        if self.combine == "sum":
            return self._checked(data, self._scores(data), self._combine)
        w = ranker_weights(data, self.weights)
        return self._checked(data, self._normalised(data), lambda s: combine_matrix(s, w, self.combine))

    def fuser_rule(self, weighted: bool) -> str:
        return str(self.combine)  # "sum", or an engine combination of the normalised scores


@register("combmnz")
class CombMNZ(_Comb):
    """CombMNZ: CombSUM times the number of rankers that returned the item.

    With ``weights``, ``factor="count"`` (the default) is ``n_d * sum_r w_r s_r``;
    ``factor="weights"`` is Wu & Crestani's weighted MNZ (CIKM 2002; ranx ``wmnz``):
    ``sum_r s_r * sum_{r returned d} w_r``, the unweighted sum times the weights of
    the lists that returned the item.  Without weights the two are equal.
    """

    defaults = {**_Comb.defaults, "factor": "count"}
    param_doc = {**_Comb.param_doc, "factor": "count | weights: n_d * sum w_r s_r, or sum s_r * sum of the "
                 "returning lists' weights (ranx wmnz, Wu & Crestani 2002)"}
    param_constraints = {"factor": Options("count", "weights")}
    tags = {"linear": "count",
            "weights_not_copies": "a second copy of a ranker also raises the count of rankers that returned the item"}
    rule = "sum*count"

    def get_tags(self) -> MethodTags:
        """``n_d * sum_r w_r s_r`` with ``factor="count"``; Wu & Crestani's factor is not linear in the weights.
        With the count, the sum of min-max or raw scores is computed from the lines read (``score_entries``)."""
        tags = super().get_tags()
        if self.factor != "count":
            return replace(tags, linear=None)
        return replace(tags, score_entries=self._sums_entries())

    def score_entries(self, entries: RunEntries) -> NDArray[np.float64]:
        """:meth:`score` of ``entries.to_rankings()``, bit for bit, without the rank matrix (as CombSUM's, times
        the number of runs that returned the item)."""
        x = self._entry_values(entries) if self.factor == "count" else None
        if x is None:
            return self.score(entries.to_rankings())
        return entry_sums(entries.item, x, entries.n_items, entries.n_rankers) * entries.n_ranked_by

    def score(self, data: Rankings) -> NDArray[np.float64]:
        w = ranker_weights(data, self.weights)
        if self.factor == "count" or w is None:
            return self._checked(data, self._scores(data), self._combine)
        return self._checked(data, self._normalised(data),
                             lambda s: nan_ranker_sum(s) * nan_ranker_sum(np.where(np.isnan(s), np.nan, w)))

    def fuser_rule(self, weighted: bool) -> str:
        return "sum*count" if self.factor == "count" or not weighted else "wmnz"


def _fill_unranked_with_list_minimum(data: Rankings, s: NDArray[np.float64]) -> NDArray[np.float64]:
    """An item a ranker did not return gets that ranker's lowest normalised score in the query
    (tied with its last item); a ranker that returned nothing for the query stays NaN."""
    if data.n_items == 0:
        return s
    starts = data.offsets[:-1]
    nonempty = data.sizes > 0
    lows = np.full((data.n_queries, s.shape[1]), np.nan)
    with np.errstate(invalid="ignore"):
        lows[nonempty] = np.fmin.reduceat(s, starts[nonempty], axis=0)
    return np.where(np.isnan(s), lows[data.query_of_item], s)


class _CombOverReturned(_Comb):
    """A Comb statistic that Fox & Shaw take over the rankers that returned the item.

    Taken that way (``unranked="ignore"``), an item one ranker returned first outranks an item
    forty rankers returned second: CombMIN, CombMED and CombANZ score nDCG@10 <= .06 on long
    partial TREC lists (issue 17).  ``unranked="bottom"`` (the default, chosen by the nested
    selection of ``experiments/quality.toml``, docs/quality.md) gives an item a ranker did not
    return that ranker's lowest normalised score in the query, so the statistic runs over
    every ranker that returned something for the query.
    """

    defaults = {**_Comb.defaults, "unranked": "bottom"}
    param_doc = {**_Comb.param_doc, "unranked": "bottom | ignore: an item a ranker did not return takes the "
                 "ranker's lowest normalised score in the query (bottom), or is left out of the statistic (ignore)"}
    param_constraints = {"unranked": Options("bottom", "ignore")}

    def score(self, data: Rankings) -> NDArray[np.float64]:
        s = self._scores(data)
        if self.unranked == "bottom":
            s = _fill_unranked_with_list_minimum(data, s)
        return self._checked(data, s, self._combine)

    def fuser_pads_unranked(self) -> bool:
        return bool(self.unranked == "bottom")


@register("combanz")
class CombANZ(_CombOverReturned):
    """CombANZ: CombSUM divided by the number of rankers that returned the item."""

    tags = {"weights_not_copies": "a second copy of a ranker also raises the count of rankers that returned the item"}
    rule = "sum/count"


@register("combmax")
class CombMAX(_Comb):
    """CombMAX: the largest normalised score over the rankers that returned the item."""

    tags = {"weights_not_copies": "a copy of a ranker leaves a maximum unchanged, a weight scales the ranker's scores"}
    rule = "max"


@register("combmin")
class CombMIN(_CombOverReturned):
    """CombMIN: the smallest normalised score over the rankers that returned the item."""

    tags = {"weights_not_copies": "a copy of a ranker leaves a minimum unchanged, a weight scales the ranker's scores"}
    rule = "min"


@register("combmed")
class CombMED(_CombOverReturned):
    """CombMED: the median normalised score over the rankers that returned the item."""

    tags = {"weights_not_copies": "a copy of a ranker moves the median by one position, a weight scales the ranker's scores"}
    rule = "median"
