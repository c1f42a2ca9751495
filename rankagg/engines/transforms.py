"""Fusers over transformed lists, for the engines whose input is not a list of scores best first: SQL's
``RANK()`` (tied scores share the lowest rank: ParadeDB's reciprocal rank fusion) and vector distances
(lower is better: Weaviate's multi-target joins).  Each is a :class:`~rankagg.fuser.Fuser` applied to the
transformed lists, so the house tie rule and the explanations are the Fuser's."""

from __future__ import annotations

from typing import Any, Mapping

from rankagg.engines.limits import check_choice
from rankagg.features.rank_points import rrf_points
from rankagg.fuser import Fuser

__all__ = ["SharedRankFuser", "DistanceFuser", "sql_rank"]

Lists = Mapping[str, Mapping[str, float]]


def _scores(name: str, scores: Any) -> dict[str, float]:
    if not isinstance(scores, Mapping):
        raise ValueError(f"list {name!r}: give a mapping docid -> score (the engine ranks by the scores)")
    return {str(d): float(s) for d, s in scores.items()}


def sql_rank(scores: Mapping[str, float], limit: int | None = None) -> dict[str, int]:
    """``RANK() OVER (ORDER BY score DESC)`` of each document: 1 + the number of strictly higher scores (tied
    scores share a rank; the next rank skips).  ``limit``: the branch's ``ORDER BY score DESC LIMIT n`` first
    (rows tied at the cut are kept by docid, largest first, as trec_eval orders ties; SQL keeps any of them)."""
    order = sorted(scores, reverse=True)  # docid descending, then (stable) score descending
    order.sort(key=lambda d: -scores[d])
    if limit is not None:
        order = order[:limit]
    ranks: dict[str, int] = {}
    for i, d in enumerate(order):
        same = i > 0 and scores[d] == scores[order[i - 1]]
        ranks[d] = ranks[order[i - 1]] if same else i + 1
    return ranks


class SharedRankFuser:
    """``sum w / (k + RANK())`` over lists of scores (docid -> score), ranks by SQL's ``RANK()``."""

    def __init__(self, k: float, weights: Mapping[str, float] | None = None, limit: int | None = None) -> None:
        self.k, self.limit = float(k), limit
        self._sum = Fuser("combsum", weights=weights, norm="none")

    def terms(self, lists: Lists) -> dict[str, dict[str, float]]:
        """Each list's reciprocal-rank terms ``1 / (k + RANK())``, document -> term."""
        out = {}
        for name, scores in lists.items():
            ranks = sql_rank(_scores(name, scores), self.limit)
            out[name] = {d: rrf_points(float(r), self.k) for d, r in ranks.items()}
        return out

    def __call__(self, lists: Lists) -> list[tuple[str, float]]:
        return self._sum(self.terms(lists))

    def explain(self, lists: Lists) -> list[dict[str, Any]]:
        """The Fuser's explanations of the terms (``normalised`` is ``1 / (k + RANK())``)."""
        return self._sum.explain(self.terms(lists))


#: Weaviate's join -> (the Fuser on negated distances, whether the weights apply)
JOINS = {"minimum": ("combmax", False), "sum": ("combsum", False), "average": ("combanz", False),
         "manualWeights": ("combsum", True), "relativeScore": ("combsum", True)}


class DistanceFuser:
    """A join of lists of distances (docid -> distance, lower is better) into one distance per document,
    returned closest first: the Fuser of the negated distances (``relativeScore``: min-max normalised, as
    ``1 - (d - min) / (max - min)``), negated back (``relativeScore``: the weighted sum of normalised
    distances).  Every list holds every document (the engine computes each target's distance)."""

    def __init__(self, join: str, weights: Mapping[str, float] | None = None) -> None:
        check_choice("combination", join, JOINS)
        method, weighted = JOINS[join]
        if weights is not None and not weighted:
            raise ValueError(f"combination {join!r} takes no weights (manualWeights and relativeScore do)")
        if weighted and not weights:
            raise ValueError(f"combination {join!r} needs weights, one per target vector")
        self.join, self.weights = join, dict(weights or {})
        norm = "minmax" if join == "relativeScore" else "none"
        self._fuser = Fuser(method, weights=weights, norm=norm)

    def _negated(self, lists: Lists) -> dict[str, dict[str, float]]:
        out = {name: {d: -s for d, s in _scores(name, v).items()} for name, v in lists.items()}
        docs = [set(v) for v in out.values()]
        for name, v in out.items():
            if docs and set(v) != set().union(*docs):
                missing = sorted(set().union(*docs) - set(v))[:3]
                raise ValueError(f"list {name!r} has no distance for {', '.join(missing)}: every target vector "
                                 "gives a distance to every document")
        return out

    def __call__(self, lists: Lists) -> list[tuple[str, float]]:
        fused = self._fuser(self._negated(lists))
        if self.join != "relativeScore":
            return [(d, -s) for d, s in fused]
        total = sum(self.weights.get(name, 1.0) for name in lists)
        return [(d, total - s) for d, s in fused]

    def explain(self, lists: Lists) -> list[dict[str, Any]]:
        """The Fuser's explanations of the negated distances (``score`` there is the negated join, or for
        ``relativeScore`` the sum of the weights minus the join)."""
        return self._fuser.explain(self._negated(lists))
