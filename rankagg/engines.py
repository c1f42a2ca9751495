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

import os
from typing import Any, Callable, Mapping, Sequence

from rankagg.fuser import Fuser

__all__ = ["PRESETS", "preset", "export_request", "export_model"]


def _es_rrf(rank_constant: float = 60, rank_window_size: int | None = None,
            weights: Mapping[str, float] | None = None) -> Fuser:
    return Fuser("rrf", weights=weights, k=float(rank_constant), window=rank_window_size)


_ES_NORM = {"none": "none", "minmax": "minmax", "l2_norm": "l2"}
_OS_NORM = {"min_max": "minmax_bounds", "l2": "l2"}


def _es_linear(normalizer: str = "none", weights: Mapping[str, float] | None = None,
               rank_window_size: int | None = None) -> Fuser:
    if normalizer not in _ES_NORM:
        raise ValueError(f"normalizer must be one of {', '.join(_ES_NORM)}, got {normalizer!r}")
    return Fuser("combsum", weights=weights, norm=_ES_NORM[normalizer], window=rank_window_size)


def _os_norm(technique: str = "min_max", combination: str = "arithmetic_mean",
             weights: Mapping[str, float] | None = None, bounds: Mapping[str, Any] | None = None) -> Fuser:
    if technique not in _OS_NORM:
        raise ValueError(f"technique must be one of {', '.join(_OS_NORM)} (z_score is not reproduced), got {technique!r}")
    if bounds is not None and technique != "min_max":
        raise ValueError("bounds apply to technique 'min_max' only")
    return Fuser("combsum", weights=weights, norm=_OS_NORM[technique], combine=combination, bounds=bounds)


def _os_rrf(rank_constant: float = 60, weights: Mapping[str, float] | None = None) -> Fuser:
    return Fuser("rrf", weights=weights, k=float(rank_constant))


def _qdrant_rrf(k: float = 2, weights: Mapping[str, float] | None = None) -> Fuser:
    if k < 1:
        raise ValueError(f"Qdrant's k counts positions from 0 and must be >= 1, got {k!r}")
    return Fuser("rrf", weights=weights, k=float(k) - 1.0, weighting="position")


def _qdrant_dbsf(weights: Mapping[str, float] | None = None) -> Fuser:
    return Fuser("combsum", weights=weights, norm="dbsf")


def _two_legs(alpha: float, keyword: str, vector: str) -> dict[str, float]:
    if not 0.0 <= alpha <= 1.0:
        raise ValueError(f"alpha must be in [0, 1], got {alpha!r}")
    return {keyword: 1.0 - alpha, vector: alpha}


def _weaviate_ranked(alpha: float = 0.75, keyword: str = "keyword", vector: str = "vector") -> Fuser:
    return Fuser("rrf", weights=_two_legs(alpha, keyword, vector), k=60.0)


def _weaviate_relative(alpha: float = 0.75, keyword: str = "keyword", vector: str = "vector") -> Fuser:
    return Fuser("combsum", weights=_two_legs(alpha, keyword, vector), norm="minmax")


def _milvus_weighted(weights: Mapping[str, float] | None = None, norm_score: bool = True) -> Fuser:
    return Fuser("combsum", weights=weights, norm="arctan" if norm_score else "none")


def _milvus_rrf(k: float = 60) -> Fuser:
    return Fuser("rrf", k=float(k))


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
    "milvus_weighted": _milvus_weighted, "milvus_rrf": _milvus_rrf,
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
    return [float(weights.get(n, 1.0)) for n in lists]


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
    ``method(**params)`` with ``weights`` does on the lists ``lists`` (their names, in the request's order).

    Refuses (ValueError naming the parameter) a fusion the engine cannot express, so an exported
    fusion always ranks as tuned.  Sub-query bodies are placeholders ``"<list NAME>"``.
    """
    from rankagg.methods.per_query import CombFusion, PointsFusion
    from rankagg.methods.positional.engine_norms import COMBINES
    from rankagg.methods.registry import make_method

    m = make_method(method, **dict(params or {}))
    lists = [str(x) for x in lists]
    w = _weights_in(lists, weights)
    same = len(set(w)) <= 1
    # what the method declares on one query (rankagg.methods.per_query), never its name: reciprocal-rank points
    # (the engines' RRF) and their offset, or normalised scores summed or averaged (the engines' linear fusions)
    k = m.fuser_reciprocal_rank() if isinstance(m, PointsFusion) and m.fuser_rule(False) == "sum" else None
    norm = combine = bounds = None
    if isinstance(m, CombFusion) and not m.fuser_pads_unranked() and m.fuser_rule(True) in COMBINES:
        (norm, bounds), combine = m.fuser_norm(), m.fuser_rule(True)
    if engine in ("elasticsearch_rrf", "opensearch_rrf", "mongodb_rank_fusion", "milvus_rrf", "weaviate_ranked"):
        if k is None or not m.fuser_multiplies_weights():
            raise _refuse(engine, f"it fuses by (weighted) RRF w / (k + rank), not {method!r}")
        if engine == "elasticsearch_rrf":
            body: dict[str, Any] = {"retrievers": [{"retriever": f"<list {n}>", "weight": x} for n, x in zip(lists, w)],
                                    "rank_constant": k}
            if window is not None:
                body["rank_window_size"] = window
            return {"retriever": {"rrf": body}}
        if engine == "opensearch_rrf":
            return {"phase_results_processors": [{"score-ranker-processor": {"combination": {
                "technique": "rrf", "rank_constant": k, "parameters": {"weights": _summing_to_one(w)}}}}]}
        if k != 60:
            raise _refuse(engine, f"its rank constant is 60, got k={k:g}")
        if engine == "mongodb_rank_fusion":
            return {"$rankFusion": {"input": {"pipelines": {n: f"<list {n}>" for n in lists}},
                                    "combination": {"weights": dict(zip(lists, w))}, "scoreDetails": True}}
        if engine == "milvus_rrf":
            if not same:
                raise _refuse(engine, "RRFRanker takes no weights")
            return {"ranker": {"strategy": "rrf", "params": {"k": k}}}
        return {"hybrid": _weaviate(lists, w, "rankedFusion")}
    if engine == "qdrant_rrf":
        if k is None or (not same and m.fuser_multiplies_weights()):
            raise _refuse(engine, "Qdrant's weighted RRF is 1 / (k + rank / w): tune rrf(weighting='position')")
        body = {"rrf": {"k": k + 1.0}}
        if not same:
            body["rrf"]["weights"] = w
        return {"prefetch": [f"<list {n}>" for n in lists], "query": body}
    if engine == "qdrant_dbsf":
        if norm != "dbsf" or combine != "sum" or not same:
            raise _refuse(engine, "Fusion.DBSF is the unweighted sum of dbsf-normalised scores")
        return {"prefetch": [f"<list {n}>" for n in lists], "query": {"fusion": "dbsf"}}
    if combine is None:
        raise _refuse(engine, f"it fuses normalised scores (combsum with a norm and weights), not {method!r}")
    if engine == "elasticsearch_linear":
        inv = {v: k for k, v in _ES_NORM.items()}
        if norm not in inv or combine != "sum":
            raise _refuse(engine, f"normalizer none | minmax | l2_norm with a weighted sum, not norm={norm!r}, combine={combine!r}")
        body = {"retrievers": [{"retriever": f"<list {n}>", "weight": x, "normalizer": inv[norm]} for n, x in zip(lists, w)]}
        if window is not None:
            body["rank_window_size"] = window
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
        return {"ranker": {"strategy": "weighted", "params": {"weights": w, "norm_score": norm == "arctan"}}}
    if engine == "mongodb_score_fusion":
        inv = {v: k for k, v in _MONGO_NORM.items()}
        if norm not in inv or combine != "arithmetic_mean":
            raise _refuse(engine, "normalization none | sigmoid | minMaxScaler, combination avg (combine='arithmetic_mean')")
        return {"$scoreFusion": {"input": {"pipelines": {n: f"<list {n}>" for n in lists}, "normalization": inv[norm]},
                                 "combination": {"weights": dict(zip(lists, w)), "method": "avg"}, "scoreDetails": True}}
    raise ValueError(f"unknown engine {engine!r}; one of {', '.join(PRESETS)}")


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
