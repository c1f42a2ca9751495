"""What the per-query fuser (:class:`rankagg.fuser.Fuser`) reads from a method: its formula on one query,
derived from the class's one declaration (scikit-learn style: the class says what it is, the fuser reads it).

A class that inherits :class:`PointsFusion` is tagged ``fuser="points"`` (a sum of rank points: RRF, ISR,
log-ISR, Dowdall, Borda, CombMNZ_rank, declared by a :class:`~rankagg.methods.point_fusion.PointFusion`); one
that inherits :class:`CombFusion` is tagged ``fuser="comb"`` (normalised input scores: the Comb family, declared by
a :class:`~rankagg.methods.score_fusion.ScoreFusion`).  The declarations are plain Python over one query (a list's
ranks as a dict document row -> rank, 1 = best), written with the batch path's arithmetic so that the fuser's
scores are the batch scores bit for bit (``rankagg.checks.check_fuser`` holds every tagged method to it).

Rules (:meth:`PointsFusion.fuser_rule`, :meth:`CombFusion.fuser_rule`): how a document's values, one per
list that gives it one (its *contributions*: the list's points or normalised score, times the list's
weight), make its fused score:

``"sum"``         the contributions added in sorted order, zeros left out (as
                  :func:`~rankagg.features.points.ranker_sum` adds a row);
``"sum*count"``   that sum times the number of contributions (ISR, CombMNZ);
``"sum*factor"``  that sum times :meth:`PointsFusion.fuser_factor` of the number of contributions (log-ISR);
``"sum/count"``   that sum divided by the number of contributions (CombANZ);
``"wmnz"``        the unweighted sum times the sum of the weights of the lists that returned the document
                  (Wu & Crestani's weighted CombMNZ);
``"max"``, ``"min"``, ``"median"`` of the contributions;
an engine combination of :data:`~rankagg.methods.engine_norms.COMBINES` other than ``"sum"``:
                  :func:`~rankagg.methods.engine_norms.combine_matrix` of the normalised
                  values with the weights (CombSUM's ``combine=``).

The explanations (``Fuser.explain``) show ``"sum*count"`` as ``"sum*factor"`` with the count as the factor.
"""

from __future__ import annotations

from typing import Any, ClassVar, Mapping

import numpy as np

from rankagg.methods.engine_norms import COMBINES
from rankagg.methods.norms import canonical_norm

__all__ = ["PointsFusion", "CombFusion", "ROW_RULES", "POINT_RULES", "COMBINATIONS", "STATISTIC_RULES",
           "zero_weight_values"]

#: the rules whose value is one of the contributions (a statistic, not a sum): a run of weight 0 is left out of
#: them (:func:`zero_weight_values`)
STATISTIC_RULES = ("max", "min", "median")


def zero_weight_values(rows: Any, cols: Any, weights: Any, n: int) -> Any:
    """Which of the contributions ``(rows, cols)`` (document, list) a statistic reads: all but those of the lists of
    weight 0 where some list of weight > 0 gave the document a value.  Their ``0 x score`` would otherwise be a
    value of the minimum (every document's, under a norm of non-negative values), of the median, and of the
    maximum under a norm that can be negative: a run of weight 0 is left out, as it is of a sum, and a document
    only such runs returned keeps their 0, as in a sum.  The batch path and the fuser read the same mask."""
    rows, cols = np.asarray(rows), np.asarray(cols)
    zero = np.asarray(weights, dtype=np.float64)[cols] == 0.0
    valued = np.bincount(rows[~zero], minlength=n) > 0
    return ~zero | ~valued[rows]


#: the rules the fuser computes row by row (the others are engine combinations of the normalised values)
ROW_RULES = ("sum", "sum*count", "sum*factor", "sum/count", "wmnz", "max", "min", "median")
#: each combination a point-based fusion declares (:attr:`PointFusion.combine
#: <rankagg.methods.point_fusion.PointFusion.combine>`) -> its rule
POINT_RULES = {"sum": "sum", "count": "sum*count", "log_count": "sum*factor"}
#: each combination a score-based fusion declares (:attr:`ScoreFusion.combine
#: <rankagg.methods.score_fusion.ScoreFusion.combine>`) -> its rule: ``mean`` is the sum over the count, ``weights``
#: Wu & Crestani's weighted CombMNZ (the count without weights), the others the rules of the same name
COMBINATIONS: dict[str, str] = {"sum": "sum", "count": "sum*count", "mean": "sum/count", "max": "max", "min": "min",
                                "median": "median", "weights": "wmnz", **{c: c for c in COMBINES if c != "sum"}}


class _Declared:
    """A method that declares what it is once, in its class's ``fusion``; the tags the declaration implies
    come before the class's own."""

    tags: ClassVar[dict[str, Any]]
    fusion: ClassVar[Any]
    params: dict[str, Any]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        if "fusion" in cls.__dict__:
            cls.tags = {**cls.fusion.class_tags(), **cls.__dict__.get("tags", {})}
        super().__init_subclass__(**kwargs)


class PointsFusion(_Declared):
    """A method whose per-query fusion is a sum of rank points (tag ``fuser="points"``), each declaration derived
    from its class's :class:`~rankagg.methods.point_fusion.PointFusion` (``fusion``)."""

    tags = {"fuser": "points"}

    def _factor(self, count: Any) -> Any:
        """The combination's factor of the number of rankers that returned each item (None: the sum as is)."""
        if self.fusion.combine == "sum":
            return None
        c = np.asarray(count)
        if self.fusion.combine == "count":
            return c
        with np.errstate(divide="ignore"):
            return np.where(c > 0, np.log(c + float(self.params["sigma"])), 0.0)

    def fuser_rule(self, weighted: bool) -> str:
        """How the points combine (see the module docstring); ``weighted``: the fuser was given weights."""
        return POINT_RULES[self.fusion.combine]

    def fuser_multiplies_weights(self) -> bool:
        """Whether a list's contribution is its points times its weight (False: the weight is inside the
        points, :meth:`fuser_points` reads it)."""
        mode = self.fusion.weights
        return mode is None or mode == "multiply" or self.params[mode] == "multiply"

    def fuser_table(self, length: int) -> list[float] | None:
        """The points of ranks ``1..length`` when they depend on the rank alone and do not rise with the rank
        (the fuser's fast path caches this table, and orders equal points by docid only where they fall
        strictly); None when they depend on more (the list, its length)."""
        if not self.fusion.points.of_rank_alone:
            return None
        return self.fusion.points.of_rank(self.params)(np.arange(1.0, length + 1.0)).tolist()

    def fuser_points(self, ranks: Mapping[int, int], n: int, weight: float | None) -> dict[int, float]:
        """One list's points, document row -> points, for a query of ``n`` documents in which the list ranks
        ``ranks`` (row -> rank 1..len(ranks)); ``weight`` the list's weight (None: no weights given)."""
        p = self.params  # dict reads: attribute reads go through __getattr__ (request path)
        own = self.fusion.points.of_list(p, ranks, n)
        if own is not None:
            return own
        if weight is None or self.fuser_multiplies_weights():
            table = self.fuser_table(len(ranks))
            assert table is not None  # the points of the rank alone: of_list gave None
            return {i: table[r - 1] for i, r in ranks.items()}
        f = self.fusion.points.of_rank(p)  # the weight stretches the positions; a weight of 0: no points
        return {i: f(r / weight if weight else np.inf) for i, r in ranks.items()}

    def fuser_reciprocal_rank(self) -> float | None:
        """The offset ``k`` when the points are the reciprocal rank ``1 / (k + r)`` (what the engines call RRF:
        :func:`rankagg.engines.export_request` reads it); None for other points."""
        return self.fusion.points.reciprocal_k(self.params)

    def fuser_factor(self, count: list[int]) -> list[float]:
        """Rule ``"sum*factor"``: each document's factor from the number of lists that returned it."""
        factor = self._factor(count)
        if factor is None:
            raise NotImplementedError(f"{type(self).__name__}: rule {self.fuser_rule(False)!r} takes no factor")
        return np.asarray(factor, dtype=np.float64).tolist()


class CombFusion(_Declared):
    """A method whose per-query fusion combines normalised input scores (tag ``fuser="comb"``), each declaration
    derived from its class's :class:`~rankagg.methods.score_fusion.ScoreFusion` (``fusion``)."""

    tags = {"fuser": "comb"}

    def _combination(self) -> str:
        chosen_by = self.fusion.chosen_by
        return str(self.fusion.combine if chosen_by is None else self.params[chosen_by])

    def _pads(self) -> bool:
        return self.fusion.unranked is not None and self.params[self.fusion.unranked] == "bottom"

    def fuser_rule(self, weighted: bool) -> str:
        """How the normalised scores combine (see the module docstring); ``weighted``: weights were given."""
        combination = self._combination()
        return "sum*count" if combination == "weights" and not weighted else COMBINATIONS[combination]

    def fuser_norm(self) -> tuple[str, Any]:
        """The per-list normalisation (its canonical name, :func:`~rankagg.methods.norms.canonical_norm`)
        and its bounds (``norm="minmax_bounds"``; None otherwise)."""
        points = self.fusion.points
        return canonical_norm(self.params[points.norm]), self.params[points.bounds]

    def fuser_pads_unranked(self) -> bool:
        """Whether a document a list did not return takes the list's lowest contribution (tied with its
        last document) before the rule runs."""
        return self._pads()
