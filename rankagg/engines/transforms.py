"""Fusers over transformed lists, for the engines whose input is not a list of scores best first: SQL's
``RANK()`` (tied scores share the lowest rank: ParadeDB's reciprocal rank fusion) and vector distances
(lower is better: Weaviate's multi-target joins).  Each is a :class:`~rankagg.fuser.Fuser` applied to the
transformed lists, so the house tie rule and the explanations are the Fuser's."""

from __future__ import annotations

import math
from typing import Any, Callable, Mapping

import numpy as np

from rankagg.engines.limits import check_choice
from rankagg.features.rank_points import rrf_points
from rankagg.fuser import Fuser
from rankagg.fuser.lists import _is_pair, _number
from rankagg.fuser.list_shapes import refuse_array_batches

__all__ = ["SharedRankFuser", "DistanceFuser", "ScoreMapFuser", "sql_rank", "MILVUS_METRICS"]

Lists = Mapping[str, Mapping[str, float]]


def _scores(name: str, scores: Any) -> dict[str, float]:
    if not isinstance(scores, Mapping) and _returned_nothing(scores):
        return {}  # a list that returned nothing, in any form (the Fuser's rule, lists._ranked)
    if not isinstance(scores, Mapping):
        raise ValueError(f"list {name!r}: give a mapping docid -> score (the engine ranks by the scores)")
    return {str(d): float(s) for d, s in scores.items()}


def _returned_nothing(obj: Any) -> bool:
    """An empty sequence, or ``(ids, scores)`` of two empty ones."""
    parts = obj if _is_pair(obj) else (obj,)
    return all(isinstance(p, (list, tuple, np.ndarray)) and len(p) == 0 for p in parts)


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


#: Milvus's value of a leg's score per ``metric_type`` (measured on Milvus Lite 3.2 with pymilvus 3.0:
#: ``hybrid_search`` against the legs' own searches): with ``WeightedRanker(norm_score=True)`` an inner product
#: is ``0.5 + arctan(s) / pi``, a cosine ``(1 + s) / 2``, an L2 distance ``1 - 2 arctan(d) / pi``; with
#: ``norm_score=False`` IP and COSINE add their raw scores, and an L2 distance is still ``1 - 2 arctan(d) / pi``
#: (a distance cannot add as it is).  ``RRFRanker`` ranks an L2 leg by ascending distance.
MILVUS_METRICS = ("IP", "COSINE", "L2")


def milvus_value(metric: str, norm_score: bool) -> Callable[[float], float] | None:
    """The map of one leg's scores to what Milvus adds (None: the score itself)."""
    if metric == "L2":
        return lambda d: 1.0 - 2.0 * math.atan(d) / math.pi
    if not norm_score:
        return None
    if metric == "COSINE":
        return lambda s: (1.0 + s) / 2.0
    return lambda s: 0.5 + math.atan(s) / math.pi


def metric_of(metric_type: str | Mapping[str, str] | None) -> Callable[[str], str]:
    """``metric_type`` (one metric for every leg, or leg -> metric; None: ``IP``) checked, as leg -> metric."""
    given = {"": "IP"} if metric_type is None else {"": metric_type} if isinstance(metric_type, str) else None
    if given is None:
        if not isinstance(metric_type, Mapping):
            raise ValueError(f"metric_type must be one of {', '.join(MILVUS_METRICS)} or a mapping leg -> one of "
                             f"them, got {type(metric_type).__name__}")
        given = {str(k): v for k, v in metric_type.items()}
    for v in given.values():
        check_choice("metric_type", v, MILVUS_METRICS)
    if "" in given:
        return lambda name: given[""]

    def leg(name: str) -> str:
        if name not in given:
            raise ValueError(f"metric_type names no metric for list {name!r}; it names {', '.join(given)}")
        return given[name]

    return leg


class ScoreMapFuser:
    """A :class:`~rankagg.fuser.Fuser` applied to lists whose scores are first mapped, leg by leg, to what the
    engine adds (``value(name)``: a function of one score, or None to keep it): Milvus's legs by their
    ``metric_type``.  Mappings, ``(ids, scores)`` and iterators of ``(docid, score)`` are mapped; a sequence of
    docids (best first, as the engine returned it) is passed on.  Every score is checked finite first (an
    infinite distance would otherwise map to a finite value).  ``explain`` shows the mapped scores."""

    def __init__(self, fuser: Fuser, value: Callable[[str], Callable[[float], float] | None]) -> None:
        self._fuser, self._value = fuser, value

    def _mapped(self, lists: Mapping[str, Any]) -> dict[str, Any]:
        if not isinstance(lists, Mapping):
            raise ValueError(f"lists must be a mapping list name -> list, got {type(lists).__name__}")
        refuse_array_batches(lists)  # before the legs' scores are mapped one by one

        def one(name: str, d: Any, s: Any, fn: Callable[[float], float]) -> float:
            x = _number(name, d, s)
            if not math.isfinite(x):
                raise ValueError(f"list {name!r}: document {d!r}: score {s!r} is not a finite number")
            return fn(x)

        out: dict[str, Any] = {}
        for name, obj in lists.items():
            fn = self._value(str(name))
            if fn is None or _returned_nothing(obj) or isinstance(obj, (list, np.ndarray, str, bytes)):
                out[name] = obj
            elif isinstance(obj, Mapping):
                out[name] = {d: one(name, d, s, fn) for d, s in obj.items()}
            elif _is_pair(obj):
                out[name] = (obj[0], [one(name, d, s, fn) for d, s in zip(obj[0], obj[1])])
            elif isinstance(obj, tuple):
                out[name] = obj
            else:  # an iterator of (docid, score) pairs, or of docids
                out[name] = ((p[0], one(name, p[0], p[1], fn)) if isinstance(p, tuple) and len(p) == 2 else p
                             for p in obj)
        return out

    def __call__(self, lists: Mapping[str, Any], *, explain: bool = False) -> Any:
        return self._fuser(self._mapped(lists), explain=explain)

    def explain(self, lists: Mapping[str, Any]) -> list[dict[str, Any]]:
        return self._fuser.explain(self._mapped(lists))

    def top(self, lists: Mapping[str, Any], k: int, **kwargs: Any) -> Any:
        return self._fuser.top(self._mapped(lists), k, **kwargs)
