"""Search-engine presets: each engine's fusion as a :class:`~rankagg.fuser.Fuser`, and a tuned rankagg
fusion written back as that engine's request fragment (JSON).

    fuser = rankagg.engines.preset("qdrant_rrf", k=2)          # Qdrant's own k and conventions
    rankagg.engines.export_request("elasticsearch_rrf", "rrf", {"k": 20}, {"bm25": 1, "dense": 2},
                                   lists=["bm25", "dense"])

docs/engines.md gives the conventions table (rank origin, missing documents,
weights, window) and, for every preset, the engine documentation or source its
formula was checked against.  Engines compute in float32; rankagg in float64,
so a preset reproduces the engine's ranking up to float32 rounding of near-ties.
"""

from __future__ import annotations

import math
import os
from typing import Any, Callable, Mapping, Sequence

from rankagg.fuser import Fuser

__all__ = ["PRESETS", "preset", "export_request", "export_model"]


def _es_rrf(rank_constant: float = 60, rank_window_size: int | None = None,
            weights: Mapping[str, float] | None = None) -> Fuser:
    k = _engine_int("elasticsearch_rrf", "k", rank_constant)
    window = None if rank_window_size is None else _engine_int("elasticsearch_rrf", "window", rank_window_size)
    return Fuser("rrf", weights=weights, k=float(k), window=window)


_ES_NORM = {"none": "none", "minmax": "minmax", "l2_norm": "l2"}
_OS_NORM = {"min_max": "minmax_bounds", "l2": "l2"}


def _es_linear(normalizer: str = "none", weights: Mapping[str, float] | None = None,
               rank_window_size: int | None = None) -> Fuser:
    if normalizer not in _ES_NORM:
        raise ValueError(f"normalizer must be one of {', '.join(_ES_NORM)}, got {normalizer!r}")
    window = None if rank_window_size is None else _engine_int("elasticsearch_linear", "window", rank_window_size)
    return Fuser("combsum", weights=weights, norm=_ES_NORM[normalizer], window=window)


def _os_norm(technique: str = "min_max", combination: str = "arithmetic_mean",
             weights: Mapping[str, float] | None = None, bounds: Mapping[str, Any] | None = None) -> Fuser:
    if technique not in _OS_NORM:
        raise ValueError(f"technique must be one of {', '.join(_OS_NORM)} (z_score is not reproduced), got {technique!r}")
    if bounds is not None and technique != "min_max":
        raise ValueError("bounds apply to technique 'min_max' only")
    return Fuser("combsum", weights=weights, norm=_OS_NORM[technique], combine=combination, bounds=bounds)


def _os_rrf(rank_constant: float = 60, weights: Mapping[str, float] | None = None) -> Fuser:
    return Fuser("rrf", weights=weights, k=float(_engine_int("opensearch_rrf", "k", rank_constant)))


def _window(engine: str, limit: int | None) -> int | None:
    return None if limit is None else _engine_int(engine, "window", limit)


def _qdrant_rrf(k: int = 2, weights: Mapping[str, float] | None = None, limit: int | None = None) -> Fuser:
    """Qdrant's k counts positions from 0 (an integer >= 1); ``limit`` is each prefetch's limit."""
    k = _engine_int("qdrant_rrf", "k", k)
    return Fuser("rrf", weights=weights, k=float(k) - 1.0, weighting="position", window=_window("qdrant_rrf", limit))


def _qdrant_dbsf(weights: Mapping[str, float] | None = None, limit: int | None = None) -> Fuser:
    return Fuser("combsum", weights=weights, norm="dbsf", window=_window("qdrant_dbsf", limit))


def _two_legs(alpha: float, keyword: str, vector: str) -> dict[str, float]:
    if not 0.0 <= alpha <= 1.0:
        raise ValueError(f"alpha must be in [0, 1], got {alpha!r}")
    return {keyword: 1.0 - alpha, vector: alpha}


def _weaviate_ranked(alpha: float = 0.75, keyword: str = "keyword", vector: str = "vector") -> Fuser:
    return Fuser("rrf", weights=_two_legs(alpha, keyword, vector), k=60.0)


def _weaviate_relative(alpha: float = 0.75, keyword: str = "keyword", vector: str = "vector") -> Fuser:
    return Fuser("combsum", weights=_two_legs(alpha, keyword, vector), norm="minmax")


def _milvus_weighted(weights: Mapping[str, float] | None = None, norm_score: bool = True,
                     limit: int | None = None) -> Fuser:
    return Fuser("combsum", weights=weights, norm="arctan" if norm_score else "none",
                 window=_window("milvus_weighted", limit))


def _milvus_rrf(k: int = 60, limit: int | None = None) -> Fuser:
    return Fuser("rrf", k=float(_engine_int("milvus_rrf", "k", k)), window=_window("milvus_rrf", limit))


def _lancedb_rrf(K: int = 60) -> Fuser:
    """LanceDB's ``RRFReranker(K)``: ``sum 1 / (K + rank)``, ranks from 1, no weights."""
    return Fuser("rrf", k=float(_engine_int("lancedb_rrf", "k", K)))


def _mongo_rank(weights: Mapping[str, float] | None = None) -> Fuser:
    return Fuser("rrf", weights=weights, k=60.0)


_MONGO_NORM = {"none": "none", "sigmoid": "sigmoid", "minMaxScaler": "minmax"}


def _mongo_score(normalization: str = "none", weights: Mapping[str, float] | None = None) -> Fuser:
    if normalization not in _MONGO_NORM:
        raise ValueError(f"normalization must be one of {', '.join(_MONGO_NORM)}, got {normalization!r}")
    return Fuser("combsum", weights=weights, norm=_MONGO_NORM[normalization], combine="arithmetic_mean")


#: preset name -> constructor taking the engine's own parameter names
PRESETS: dict[str, Callable[..., Fuser]] = {
    "elasticsearch_rrf": _es_rrf, "elasticsearch_linear": _es_linear,
    "opensearch_normalization": _os_norm, "opensearch_rrf": _os_rrf,
    "qdrant_rrf": _qdrant_rrf, "qdrant_dbsf": _qdrant_dbsf,
    "weaviate_ranked": _weaviate_ranked, "weaviate_relative_score": _weaviate_relative,
    "milvus_weighted": _milvus_weighted, "milvus_rrf": _milvus_rrf, "lancedb_rrf": _lancedb_rrf,
    "mongodb_rank_fusion": _mongo_rank, "mongodb_score_fusion": _mongo_score,
}


def preset(engine: str, **params: Any) -> Fuser:
    """The :class:`Fuser` that ranks as ``engine`` does, with the engine's parameter names."""
    if engine not in PRESETS:
        raise ValueError(f"unknown engine preset {engine!r}; one of {', '.join(PRESETS)}")
    return PRESETS[engine](**params)


# ------------------------------------------------------------ export
def _weights_in(lists: Sequence[str], weights: Mapping[str, float] | None) -> list[float]:
    weights = weights or {}
    unknown = [k for k in weights if k not in lists]
    if unknown:
        raise ValueError(f"weights name list(s) {', '.join(unknown)} not among {', '.join(lists)}")
    twice = sorted({n for n in lists if list(lists).count(n) > 1})
    if twice:
        # MongoDB keys its pipelines by name, and a weight per name cannot tell two lists apart
        raise ValueError(f"list name(s) {', '.join(twice)} given twice: each list needs its own name")
    w = [float(weights.get(n, 1.0)) for n in lists]
    bad = [f"{n}={x!r}" for n, x in zip(lists, w) if not (math.isfinite(x) and x >= 0)]
    if bad:
        raise ValueError(f"every engine takes finite weights >= 0, got {', '.join(bad)}")
    return w


#: the engines' documented limits: (parameter as the engine names it, lowest, highest or None); all integers
INTEGER_LIMITS: dict[tuple[str, str], tuple[str, int, int | None]] = {
    # Elasticsearch reference, RRF retriever: rank_constant integer >= 1, rank_window_size integer >= 1
    # (both Java ints: at most 2^31 - 1)
    ("elasticsearch_rrf", "k"): ("rank_constant", 1, 2**31 - 1),
    ("elasticsearch_rrf", "window"): ("rank_window_size", 1, 2**31 - 1),
    ("elasticsearch_linear", "window"): ("rank_window_size", 1, 2**31 - 1),
    # OpenSearch score-ranker-processor: combination.rank_constant integer in [1, 10000]
    ("opensearch_rrf", "k"): ("rank_constant", 1, 10000),
    # Qdrant Rrf.k is an integer (positions from 0, so rankagg's k + 1), Prefetch.limit a positive integer
    ("qdrant_rrf", "k"): ("rrf.k", 1, None),
    ("qdrant_rrf", "window"): ("prefetch limit", 1, None),
    ("qdrant_dbsf", "window"): ("prefetch limit", 1, None),
    # Milvus RRFRanker k in [1, 16383]; a search request's limit (topK) in [1, 16384]
    ("milvus_rrf", "k"): ("RRFRanker k", 1, 16383),
    ("milvus_rrf", "window"): ("limit", 1, 16384),
    ("milvus_weighted", "window"): ("limit", 1, 16384),
    # LanceDB: RRFReranker(K) refuses K <= 0; K is an int
    ("lancedb_rrf", "k"): ("RRFReranker K", 1, None),
    # MongoDB: each input pipeline's $limit, a positive integer
    ("mongodb_rank_fusion", "window"): ("$limit", 1, None),
    ("mongodb_score_fusion", "window"): ("$limit", 1, None),
}


def _engine_int(engine: str, what: str, value: float) -> int:
    """``value`` as the integer ``engine`` takes for ``what`` (``"k"`` or ``"window"``), or a ValueError
    with the engine's limit.  An engine without a window parameter refuses a window rather than drop it."""
    if (engine, what) not in INTEGER_LIMITS:
        if what == "window":
            raise _refuse(engine, f"it takes no per-list window (got window={value!r}): cut the lists in the "
                                  "sub-queries and export with window=None")
        return int(value)
    param, low, high = INTEGER_LIMITS[engine, what]
    limit = f"an integer >= {low}" if high is None else f"an integer in [{low}, {high}]"
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) \
        and float(value) == int(value) and int(value) >= low and (high is None or int(value) <= high)
    if not ok:
        shown = f"{value!r}" + (f" (rankagg k={value - 1:g})" if (engine, what) == ("qdrant_rrf", "k")
                                and isinstance(value, (int, float)) else "")
        raise ValueError(f"{engine}: {param} must be {limit}, got {shown}")
    return int(value)


def _summing_to_one(w: list[float]) -> list[float]:
    tot = sum(w)
    if tot <= 0:
        raise ValueError("the weights sum to 0")
    return [x / tot for x in w]


def _refuse(engine: str, why: str) -> ValueError:
    return ValueError(f"{engine} cannot express this fusion: {why}")


def export_request(engine: str, method: str, params: Mapping[str, Any] | None, weights: Mapping[str, float] | None,
                   lists: Sequence[str], window: int | None = None) -> dict[str, Any]:
    """The request fragment (JSON-ready) with which ``engine`` ranks as the rankagg fusion
    ``method(**params)`` with ``weights`` does on the lists ``lists`` (their names, in the request's order),
    each list cut to its first ``window`` documents (``Fuser(window=)``).

    Refuses (ValueError naming the parameter and the engine's documented limit) a fusion the engine
    cannot express, so an exported fusion always ranks as tuned: a non-integer or out-of-range rank
    constant or window, negative weights, a list name given twice, a window on an engine without one.
    Sub-query bodies are placeholders ``"<list NAME>"``.
    """
    from rankagg.methods.per_query import CombFusion, PointsFusion
    from rankagg.methods.engine_norms import COMBINES
    from rankagg.methods.registry import make_method

    if engine not in PRESETS:
        raise ValueError(f"unknown engine {engine!r}; one of {', '.join(PRESETS)}")
    m = make_method(method, **dict(params or {}))
    lists = [str(x) for x in lists]
    w = _weights_in(lists, weights)
    same = len(set(w)) <= 1
    win = None if window is None else _engine_int(engine, "window", window)
    # what the method declares on one query (rankagg.methods.per_query), never its name: reciprocal-rank points
    # (the engines' RRF) and their offset, or normalised scores summed or averaged (the engines' linear fusions)
    k = m.fuser_reciprocal_rank() if isinstance(m, PointsFusion) and m.fuser_rule(False) == "sum" else None
    norm = combine = bounds = None
    if isinstance(m, CombFusion) and not m.fuser_pads_unranked() and m.fuser_rule(True) in COMBINES:
        (norm, bounds), combine = m.fuser_norm(), m.fuser_rule(True)
    if engine in ("elasticsearch_rrf", "opensearch_rrf", "mongodb_rank_fusion", "milvus_rrf", "weaviate_ranked",
                  "lancedb_rrf"):
        if k is None or not m.fuser_multiplies_weights():
            raise _refuse(engine, f"it fuses by (weighted) RRF w / (k + rank), not {method!r}")
        if engine == "elasticsearch_rrf":
            if len(lists) < 2:
                raise _refuse(engine, f"the rrf retriever needs two or more retrievers, got {len(lists)}")
            body: dict[str, Any] = {"retrievers": [{"retriever": f"<list {n}>", "weight": x} for n, x in zip(lists, w)],
                                    "rank_constant": _engine_int(engine, "k", k)}
            if win is not None:
                body["rank_window_size"] = win
            return {"retriever": {"rrf": body}}
        if engine == "opensearch_rrf":
            return {"phase_results_processors": [{"score-ranker-processor": {"combination": {
                "technique": "rrf", "rank_constant": _engine_int(engine, "k", k),
                "parameters": {"weights": _summing_to_one(w)}}}}]}
        if engine == "lancedb_rrf":
            if not same:
                raise _refuse(engine, "RRFReranker takes no weights")
            return {"reranker": "RRFReranker", "K": _engine_int(engine, "k", k)}
        if engine == "milvus_rrf":
            if not same:
                raise _refuse(engine, "RRFRanker takes no weights")
            return _milvus(lists, win, {"strategy": "rrf", "params": {"k": _engine_int(engine, "k", k)}})
        if k != 60:
            raise _refuse(engine, f"its rank constant is 60, got k={k:g}")
        if engine == "mongodb_rank_fusion":
            return {"$rankFusion": {"input": {"pipelines": _mongo_pipelines(lists, win)},
                                    "combination": {"weights": dict(zip(lists, w))}, "scoreDetails": True}}
        return {"hybrid": _weaviate(lists, w, "rankedFusion")}
    if engine == "qdrant_rrf":
        if k is None or (not same and m.fuser_multiplies_weights()):
            raise _refuse(engine, "Qdrant's weighted RRF is 1 / (k + rank / w): tune rrf(weighting='position')")
        body = {"rrf": {"k": _engine_int(engine, "k", k + 1.0)}}
        if not same:
            body["rrf"]["weights"] = w
        return {"prefetch": _qdrant_prefetch(lists, win), "query": body}
    if engine == "qdrant_dbsf":
        if norm != "dbsf" or combine != "sum" or not same:
            raise _refuse(engine, "Fusion.DBSF is the unweighted sum of dbsf-normalised scores")
        return {"prefetch": _qdrant_prefetch(lists, win), "query": {"fusion": "dbsf"}}
    if combine is None:
        raise _refuse(engine, f"it fuses normalised scores (combsum with a norm and weights), not {method!r}")
    if engine == "elasticsearch_linear":
        inv = {v: k for k, v in _ES_NORM.items()}
        if norm not in inv or combine != "sum":
            raise _refuse(engine, f"normalizer none | minmax | l2_norm with a weighted sum, not norm={norm!r}, combine={combine!r}")
        body = {"retrievers": [{"retriever": f"<list {n}>", "weight": x, "normalizer": inv[norm]} for n, x in zip(lists, w)]}
        if win is not None:
            body["rank_window_size"] = win
        return {"retriever": {"linear": body}}
    if engine == "opensearch_normalization":
        if norm not in ("minmax_bounds", "l2") or combine == "sum":
            raise _refuse(engine, "technique min_max (norm='minmax_bounds') or l2, combination a mean")
        normalization: dict[str, Any] = {"technique": "min_max" if norm == "minmax_bounds" else "l2"}
        if bounds:
            b = bounds
            low = [dict((b.get(n) or {}).get("lower") or {"mode": "ignore"}) for n in lists]
            up = [dict((b.get(n) or {}).get("upper") or {"mode": "ignore"}) for n in lists]
            normalization["parameters"] = {"lower_bounds": low, "upper_bounds": up}
        return {"phase_results_processors": [{"normalization-processor": {
            "normalization": normalization,
            "combination": {"technique": combine, "parameters": {"weights": _summing_to_one(w)}}}}]}
    if engine == "weaviate_relative_score":
        if norm != "minmax" or combine != "sum":
            raise _refuse(engine, "min-max per leg, summed with alpha")
        return {"hybrid": _weaviate(lists, w, "relativeScoreFusion")}
    if engine == "milvus_weighted":
        if norm not in ("arctan", "none") or combine != "sum":
            raise _refuse(engine, "arctan-normalised (norm_score=True) or raw scores, weighted sum")
        if max(w) > 1:
            raise ValueError(f"{engine}: WeightedRanker's weights must be in [0, 1], got {w}; divide them by "
                             f"their largest ({max(w):g}): the order is the same, the scores scale")
        return _milvus(lists, win, {"strategy": "weighted", "params": {"weights": w, "norm_score": norm == "arctan"}})
    if engine == "mongodb_score_fusion":
        inv = {v: k for k, v in _MONGO_NORM.items()}
        if norm not in inv or combine != "arithmetic_mean":
            raise _refuse(engine, "normalization none | sigmoid | minMaxScaler, combination avg (combine='arithmetic_mean')")
        return {"$scoreFusion": {"input": {"pipelines": _mongo_pipelines(lists, win), "normalization": inv[norm]},
                                 "combination": {"weights": dict(zip(lists, w)), "method": "avg"}, "scoreDetails": True}}
    raise ValueError(f"unknown engine {engine!r}; one of {', '.join(PRESETS)}")


def _qdrant_prefetch(lists: list[str], window: int | None) -> list[dict[str, Any]]:
    """One ``Prefetch`` per list; its ``limit`` is the window (Qdrant's default limit is 10)."""
    return [{"query": f"<list {n}>", **({} if window is None else {"limit": window})} for n in lists]


def _milvus(lists: list[str], window: int | None, ranker: dict[str, Any]) -> dict[str, Any]:
    """The ranker, and with a window each ``AnnSearchRequest``'s ``limit``."""
    if window is None:
        return {"ranker": ranker}
    return {"requests": [{"anns_field": f"<list {n}>", "limit": window} for n in lists], "ranker": ranker}


def _mongo_pipelines(lists: list[str], window: int | None) -> dict[str, Any]:
    """The named input pipelines; with a window each ends in ``{"$limit": window}``."""
    return {n: f"<list {n}>" if window is None else [f"<list {n}>", {"$limit": window}] for n in lists}


def _weaviate(lists: list[str], w: list[float], fusion: str) -> dict[str, Any]:
    if len(lists) != 2:
        raise _refuse("weaviate", f"hybrid search has two legs (keyword, vector), got {len(lists)} lists")
    kw, vec = w
    if kw + vec <= 0:
        raise ValueError("the weights sum to 0")
    return {"alpha": vec / (kw + vec), "fusionType": fusion,
            "_legs": {"keyword": lists[0], "vector": lists[1]}}


def export_model(path: str | os.PathLike, engine: str, lists: Sequence[str], window: int | None = None) -> dict[str, Any]:
    """:func:`export_request` of a fusion model written by ``rankagg tune``."""
    from rankagg.models import read_fusion_model

    model = read_fusion_model(path)
    if model is None:
        raise ValueError(f"{path}: not a fusion model written by rankagg tune (format 'rankagg-fusion')")
    return export_request(engine, model["method"], model["params"], model["weights"], lists, window)
