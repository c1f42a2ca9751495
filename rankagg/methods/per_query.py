"""What the per-query fuser (:class:`rankagg.fuser.Fuser`) reads from a method: its formula on one query,
declared on the class (scikit-learn style: the class says what it is, the fuser reads the declaration).

A class that inherits :class:`PointsFusion` is tagged ``fuser="points"`` (a sum of rank points: RRF, ISR,
log-ISR, Dowdall, Borda, CombMNZ_rank, whose declarations here are derived from one
:class:`~rankagg.methods.point_fusion.PointFusion`); one that inherits :class:`CombFusion` is tagged ``fuser="comb"`` (normalised input
scores: the Comb family, whose declarations are derived from one
:class:`~rankagg.methods.score_fusion.ScoreFusion`).  The declarations are plain Python over one query (a list's ranks as a dict
document row -> rank, 1 = best), written with the batch path's arithmetic so that the fuser's scores are
the batch scores bit for bit (``rankagg.checks.check_fuser`` holds every tagged method to it).

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

__all__ = ["PointsFusion", "CombFusion", "ROW_RULES"]

#: the rules the fuser computes row by row (the others are engine combinations of the normalised values)
ROW_RULES = ("sum", "sum*count", "sum*factor", "sum/count", "wmnz", "max", "min", "median")


class PointsFusion:
    """A method whose per-query fusion is a sum of rank points (tag ``fuser="points"``)."""

    tags: ClassVar[dict[str, Any]] = {"fuser": "points"}

    def fuser_rule(self, weighted: bool) -> str:
        """How the points combine (see the module docstring); ``weighted``: the fuser was given weights."""
        return "sum"

    def fuser_multiplies_weights(self) -> bool:
        """Whether a list's contribution is its points times its weight (False: the weight is inside the
        points, :meth:`fuser_points` reads it)."""
        return True

    def fuser_table(self, length: int) -> list[float] | None:
        """The points of ranks ``1..length`` when they depend on the rank alone and do not rise with the rank
        (the fuser's fast path caches this table, and orders equal points by docid only where they fall
        strictly); None when they depend on more (the list, its length)."""
        return None

    def fuser_points(self, ranks: Mapping[int, int], n: int, weight: float | None) -> dict[int, float]:
        """One list's points, document row -> points, for a query of ``n`` documents in which the list ranks
        ``ranks`` (row -> rank 1..len(ranks)); ``weight`` the list's weight (None: no weights given).
        This default reads :meth:`fuser_table`."""
        table = self.fuser_table(len(ranks))
        if table is None:  # pragma: no cover - a class without a table declares its points
            raise NotImplementedError(f"{type(self).__name__} declares neither fuser_table nor fuser_points")
        return {i: table[r - 1] for i, r in ranks.items()}

    def fuser_reciprocal_rank(self) -> float | None:
        """The offset ``k`` when the points are the reciprocal rank ``1 / (k + r)`` (what the engines call RRF:
        :func:`rankagg.engines.export_request` reads it); None for other points."""
        return None

    def fuser_factor(self, count: list[int]) -> list[float]:
        """Rule ``"sum*factor"``: each document's factor from the number of lists that returned it."""
        raise NotImplementedError(f"{type(self).__name__}: rule {self.fuser_rule(False)!r} takes no factor")


class CombFusion:
    """A method whose per-query fusion combines normalised input scores (tag ``fuser="comb"``)."""

    tags: ClassVar[dict[str, Any]] = {"fuser": "comb"}

    def fuser_rule(self, weighted: bool) -> str:
        """How the normalised scores combine (see the module docstring); ``weighted``: weights were given."""
        return "sum"

    def fuser_norm(self) -> tuple[str, Any]:
        """The per-list normalisation (its canonical name, :func:`~rankagg.methods.norms.canonical_norm`)
        and its bounds (``norm="minmax_bounds"``; None otherwise)."""
        raise NotImplementedError  # pragma: no cover - the Comb family declares it

    def fuser_pads_unranked(self) -> bool:
        """Whether a document a list did not return takes the list's lowest contribution (tied with its
        last document) before the rule runs."""
        return False
