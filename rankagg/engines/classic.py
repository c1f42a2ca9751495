"""The first thirteen presets (Elasticsearch, OpenSearch, Qdrant, Weaviate hybrid, Milvus, LanceDB RRF,
MongoDB): each engine's fusion as a :class:`~rankagg.fuser.Fuser` with the engine's parameter names, and the
request that makes the engine rank as a rankagg fusion (docs/engines.md cites the sources)."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from rankagg.engines.dialect import Fusion
from rankagg.engines.limits import check_choice, engine_int, engine_window, preset_weights, refuse, summing_to_one
from rankagg.engines.transforms import ScoreMapFuser, metric_of, milvus_value
from rankagg.fuser import Fuser

__all__ = ["ES_NORM", "OS_NORM", "MONGO_NORM", "FUNCTIONS"]

ES_NORM = {"none": "none", "minmax": "es_minmax", "l2_norm": "l2"}  # es_minmax: MinMaxScoreNormalizer, EPSILON 1e-6
OS_NORM = {"min_max": "minmax_bounds", "l2": "l2"}
MONGO_NORM = {"none": "none", "sigmoid": "sigmoid", "minMaxScaler": "minmax"}


def es_rrf(rank_constant: float = 60, rank_window_size: int | None = None,
           weights: Mapping[str, float] | None = None) -> Fuser:
    k = engine_int("elasticsearch_rrf", "k", rank_constant)
    return Fuser("rrf", weights=weights, k=float(k), window=engine_window("elasticsearch_rrf", rank_window_size))


def es_linear(normalizer: str = "none", weights: Mapping[str, float] | None = None,
              rank_window_size: int | None = None) -> Fuser:
    check_choice("normalizer", normalizer, ES_NORM)
    return Fuser("combsum", weights=weights, norm=ES_NORM[normalizer],
                 window=engine_window("elasticsearch_linear", rank_window_size))


def os_norm(technique: str = "min_max", combination: str = "arithmetic_mean",
            weights: Mapping[str, float] | None = None, bounds: Mapping[str, Any] | None = None) -> Fuser:
    check_choice("technique", technique, OS_NORM, " (z_score is not reproduced)")
    if bounds is not None and technique != "min_max":
        raise ValueError("bounds apply to technique 'min_max' only")
    preset_weights("opensearch_normalization", weights, "sum1")
    return Fuser("combsum", weights=weights, norm=OS_NORM[technique], combine=combination, bounds=bounds)


def os_rrf(rank_constant: float = 60, weights: Mapping[str, float] | None = None) -> Fuser:
    preset_weights("opensearch_rrf", weights, "sum1")
    return Fuser("rrf", weights=weights, k=float(engine_int("opensearch_rrf", "k", rank_constant)))


def qdrant_rrf(k: int = 2, weights: Mapping[str, float] | None = None, limit: int | None = None) -> Fuser:
    """Qdrant's k counts positions from 0 (an integer >= 1); ``limit`` is each prefetch's limit."""
    k = engine_int("qdrant_rrf", "k", k)
    return Fuser("rrf", weights=weights, k=float(k) - 1.0, weighting="position", window=engine_window("qdrant_rrf", limit))


def qdrant_dbsf(weights: Mapping[str, float] | None = None, limit: int | None = None) -> Fuser:
    preset_weights("qdrant_dbsf", weights, "none")  # Fusion.DBSF sums the normalised scores unweighted
    return Fuser("combsum", weights=weights, norm="dbsf", window=engine_window("qdrant_dbsf", limit))


def two_legs(alpha: float, keyword: str, vector: str) -> dict[str, float]:
    if not 0.0 <= alpha <= 1.0:
        raise ValueError(f"alpha must be in [0, 1], got {alpha!r}")
    return {keyword: 1.0 - alpha, vector: alpha}


#: Weaviate's FusionRanked scores the object at 0-based position i of a leg weight / (i + 60): rrf(k=59) from rank 1
#: (weaviate/weaviate usecases/traverser/hybrid/hybrid_fusion.go since February 2024; before, i + 60 + 1)
WEAVIATE_RANKED_K = 59.0


def weaviate_ranked(alpha: float = 0.75, keyword: str = "keyword", vector: str = "vector") -> Fuser:
    return Fuser("rrf", weights=two_legs(alpha, keyword, vector), k=WEAVIATE_RANKED_K)


def weaviate_relative(alpha: float = 0.75, keyword: str = "keyword", vector: str = "vector") -> Fuser:
    return Fuser("combsum", weights=two_legs(alpha, keyword, vector), norm="minmax")


def milvus_weighted(weights: Mapping[str, float] | None = None, norm_score: bool = True,
                    limit: int | None = None, metric_type: str | Mapping[str, str] | None = None) -> Any:
    """``metric_type`` (Milvus's name: ``IP``, ``COSINE`` or ``L2``, one for every leg or leg -> metric; default
    ``IP``): each leg's scores as Milvus adds them (:data:`~rankagg.engines.transforms.MILVUS_METRICS`)."""
    preset_weights("milvus_weighted", weights, "unit")  # WeightedRanker's weights lie in [0, 1]
    metric = metric_of(metric_type)
    window = engine_window("milvus_weighted", limit)
    if metric_type is None or metric_type == "IP":
        return Fuser("combsum", weights=weights, norm="arctan" if norm_score else "none", window=window)
    return ScoreMapFuser(Fuser("combsum", weights=weights, norm="none", window=window),
                         lambda name: milvus_value(metric(name), norm_score))


def milvus_rrf(k: int = 60, limit: int | None = None, metric_type: str | Mapping[str, str] | None = None) -> Any:
    """``metric_type`` as :func:`milvus_weighted`'s: an ``L2`` leg ranks by ascending distance."""
    metric = metric_of(metric_type)
    fuser = Fuser("rrf", k=float(engine_int("milvus_rrf", "k", k)), window=engine_window("milvus_rrf", limit))
    if metric_type is None or metric_type in ("IP", "COSINE"):
        return fuser
    return ScoreMapFuser(fuser, lambda name: (lambda d: -d) if metric(name) == "L2" else None)


def lancedb_rrf(K: int = 60) -> Fuser:
    """LanceDB's ``RRFReranker(K)``: ``sum 1 / (K + rank)``, ranks from 1, no weights."""
    return Fuser("rrf", k=float(engine_int("lancedb_rrf", "k", K)))


def mongo_rank(weights: Mapping[str, float] | None = None) -> Fuser:
    return Fuser("rrf", weights=weights, k=60.0)


def mongo_score(normalization: str = "none", weights: Mapping[str, float] | None = None) -> Fuser:
    check_choice("normalization", normalization, MONGO_NORM)
    return Fuser("combsum", weights=weights, norm=MONGO_NORM[normalization], combine="list_mean")


# ------------------------------------------------------------ exports
def need_rrf(f: Fusion, what: str = "(weighted) RRF w / (k + rank)") -> float:
    """The fusion's rank constant, or the refusal of an engine that fuses by ``what`` only."""
    if not f.rrf or f.k is None:
        raise refuse(f.engine, f"it fuses by {what}, not {f.method!r}")
    return f.k


def need_comb(f: Fusion) -> tuple[str, str]:
    if f.rule is None or f.norm is None:
        raise refuse(f.engine, f"it fuses normalised scores (combsum with a norm and weights), not {f.method!r}")
    return f.norm, f.rule


def need_same(f: Fusion, who: str) -> None:
    if not f.same:
        raise refuse(f.engine, f"{who} takes no weights")


def fixed_k(f: Fusion, k: float, value: float = 60, how: str = "") -> None:
    if k != value:
        raise refuse(f.engine, f"its rank constant is {value:g}{how}, got k={k:g}")


def _es_rrf(f: Fusion) -> dict[str, Any]:
    k = need_rrf(f)
    if len(f.lists) < 2:
        raise refuse(f.engine, f"the rrf retriever needs two or more retrievers, got {len(f.lists)}")
    body: dict[str, Any] = {"retrievers": [{"retriever": f"<list {n}>", "weight": x} for n, x in zip(f.lists, f.w)],
                            "rank_constant": engine_int(f.engine, "k", k)}
    if f.window is not None:
        body["rank_window_size"] = f.window
    return {"retriever": {"rrf": body}}


def _os_rrf(f: Fusion) -> dict[str, Any]:
    return {"phase_results_processors": [{"score-ranker-processor": {"combination": {
        "technique": "rrf", "rank_constant": engine_int(f.engine, "k", need_rrf(f)),
        "parameters": {"weights": summing_to_one(f.w)}}}}]}


def _lancedb_rrf(f: Fusion) -> dict[str, Any]:
    k = need_rrf(f)
    need_same(f, "RRFReranker")
    return {"reranker": "RRFReranker", "K": engine_int(f.engine, "k", k)}


def _milvus_rrf(f: Fusion) -> dict[str, Any]:
    k = need_rrf(f)
    need_same(f, "RRFRanker")
    return _milvus(f, {"strategy": "rrf", "params": {"k": engine_int(f.engine, "k", k)}})


def _mongo_rank(f: Fusion) -> dict[str, Any]:
    fixed_k(f, need_rrf(f))
    return {"$rankFusion": {"input": {"pipelines": _mongo_pipelines(f)},
                            "combination": {"weights": dict(zip(f.lists, f.w))}, "scoreDetails": True}}


def _weaviate_ranked(f: Fusion) -> dict[str, Any]:
    fixed_k(f, need_rrf(f), WEAVIATE_RANKED_K, " (weight / (60 + i), i the 0-based position)")
    return {"hybrid": weaviate_hybrid(f, "rankedFusion")}


def _qdrant_rrf(f: Fusion) -> dict[str, Any]:
    if f.k is None or (not f.same and f.multiplies):
        raise refuse(f.engine, "Qdrant's weighted RRF is 1 / (k + rank / w): tune rrf(weighting='position')")
    body: dict[str, Any] = {"rrf": {"k": engine_int(f.engine, "k", f.k + 1.0)}}
    # equal weights w != 1 still stretch every position (1 / (k + rank / w) is RRF with k w): only all 1 is none
    if not f.multiplies and any(x != 1.0 for x in f.w):
        body["rrf"]["weights"] = f.w
    return {"prefetch": _qdrant_prefetch(f), "query": body}


def _qdrant_dbsf(f: Fusion) -> dict[str, Any]:
    if f.norm != "dbsf" or f.rule != "sum" or not f.same:
        raise refuse(f.engine, "Fusion.DBSF is the unweighted sum of dbsf-normalised scores")
    return {"prefetch": _qdrant_prefetch(f), "query": {"fusion": "dbsf"}}


def _es_linear(f: Fusion) -> dict[str, Any]:
    norm, rule = need_comb(f)
    inv = {v: k for k, v in ES_NORM.items()} | {"minmax": "minmax"}  # rankagg's minmax: 1.0 only at a zero span
    if norm not in inv or rule != "sum":
        raise refuse(f.engine, f"normalizer none | minmax | l2_norm with a weighted sum, not norm={norm!r}, combine={rule!r}")
    body: dict[str, Any] = {"retrievers": [{"retriever": f"<list {n}>", "weight": x, "normalizer": inv[norm]}
                                           for n, x in zip(f.lists, f.w)]}
    if f.window is not None:
        body["rank_window_size"] = f.window
    return {"retriever": {"linear": body}}


def os_normalization(f: Fusion) -> dict[str, Any]:
    """The normalization-processor's ``normalization`` and ``combination`` objects (also the hybrid query's
    fusion mode's)."""
    norm, rule = need_comb(f)
    if norm not in ("minmax_bounds", "l2") or rule not in ("arithmetic_mean", "geometric_mean", "harmonic_mean"):
        raise refuse(f.engine, "technique min_max (norm='minmax_bounds') or l2, combination a mean "
                               f"(combine='arithmetic_mean' | 'geometric_mean' | 'harmonic_mean'), not norm={norm!r}, "
                               f"combine={rule!r}")
    normalization: dict[str, Any] = {"technique": "min_max" if norm == "minmax_bounds" else "l2"}
    if f.bounds:
        b = f.bounds
        low = [dict((b.get(n) or {}).get("lower") or {"mode": "ignore"}) for n in f.lists]
        up = [dict((b.get(n) or {}).get("upper") or {"mode": "ignore"}) for n in f.lists]
        normalization["parameters"] = {"lower_bounds": low, "upper_bounds": up}
    return {"normalization": normalization,
            "combination": {"technique": rule, "parameters": {"weights": summing_to_one(f.w)}}}


def _os_norm(f: Fusion) -> dict[str, Any]:
    return {"phase_results_processors": [{"normalization-processor": os_normalization(f)}]}


def _weaviate_relative(f: Fusion) -> dict[str, Any]:
    if need_comb(f) != ("minmax", "sum"):
        raise refuse(f.engine, "min-max per leg, summed with alpha")
    return {"hybrid": weaviate_hybrid(f, "relativeScoreFusion")}


def _milvus_weighted(f: Fusion) -> dict[str, Any]:
    norm, rule = need_comb(f)
    if norm not in ("arctan", "none") or rule != "sum":
        raise refuse(f.engine, "arctan-normalised (norm_score=True) or raw scores, weighted sum")
    if max(f.w) > 1:
        raise ValueError(f"{f.engine}: WeightedRanker's weights must be in [0, 1], got {f.w}; divide them by "
                         f"their largest ({max(f.w):g}): the order is the same, the scores scale")
    return _milvus(f, {"strategy": "weighted", "params": {"weights": f.w, "norm_score": norm == "arctan"}})


def _mongo_score(f: Fusion) -> dict[str, Any]:
    norm, rule = need_comb(f)
    inv = {v: k for k, v in MONGO_NORM.items()}
    if norm not in inv or rule != "list_mean":
        raise refuse(f.engine, "normalization none | sigmoid | minMaxScaler, combination avg (combine='list_mean')")
    return {"$scoreFusion": {"input": {"pipelines": _mongo_pipelines(f), "normalization": inv[norm]},
                             "combination": {"weights": dict(zip(f.lists, f.w)), "method": "avg"}, "scoreDetails": True}}


def _qdrant_prefetch(f: Fusion) -> list[dict[str, Any]]:
    """One ``Prefetch`` per list; its ``limit`` is the window (Qdrant's default limit is 10)."""
    return [{"query": f"<list {n}>", **({} if f.window is None else {"limit": f.window})} for n in f.lists]


def _milvus(f: Fusion, ranker: dict[str, Any]) -> dict[str, Any]:
    """The ranker, and with a window each ``AnnSearchRequest``'s ``limit``."""
    if f.window is None:
        return {"ranker": ranker}
    return {"requests": [{"anns_field": f"<list {n}>", "limit": f.window} for n in f.lists], "ranker": ranker}


def _mongo_pipelines(f: Fusion) -> dict[str, Any]:
    """The named input pipelines; with a window each ends in ``{"$limit": window}``."""
    return {n: f"<list {n}>" if f.window is None else [f"<list {n}>", {"$limit": f.window}] for n in f.lists}


def weaviate_hybrid(f: Fusion, fusion: str) -> dict[str, Any]:
    if len(f.lists) != 2:
        raise refuse(f.engine, f"hybrid search has two legs (keyword, vector), got {len(f.lists)} lists")
    kw, vec = f.w
    if kw + vec <= 0:
        raise ValueError("the weights sum to 0")
    return {"alpha": vec / (kw + vec), "fusionType": fusion, "_legs": {"keyword": f.lists[0], "vector": f.lists[1]}}


#: preset name -> (its builder, taking the engine's parameter names; its export)
FUNCTIONS: dict[str, tuple[Callable[..., Any], Callable[[Fusion], dict[str, Any]]]] = {
    "elasticsearch_rrf": (es_rrf, _es_rrf),
    "elasticsearch_linear": (es_linear, _es_linear),
    "opensearch_normalization": (os_norm, _os_norm),
    "opensearch_rrf": (os_rrf, _os_rrf),
    "qdrant_rrf": (qdrant_rrf, _qdrant_rrf),
    "qdrant_dbsf": (qdrant_dbsf, _qdrant_dbsf),
    "weaviate_ranked": (weaviate_ranked, _weaviate_ranked),
    "weaviate_relative_score": (weaviate_relative, _weaviate_relative),
    "milvus_weighted": (milvus_weighted, _milvus_weighted),
    "milvus_rrf": (milvus_rrf, _milvus_rrf),
    "lancedb_rrf": (lancedb_rrf, _lancedb_rrf),
    "mongodb_rank_fusion": (mongo_rank, _mongo_rank),
    "mongodb_score_fusion": (mongo_score, _mongo_score),
}
