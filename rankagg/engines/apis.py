"""Presets for the engines that fuse through a request object or a client class: OpenSearch 3.10's hybrid
query in fusion mode, Upstash's ``$rrf`` retriever, turbopuffer's client-side rank fusion, LanceDB's
``MRRReranker`` and Weaviate's multi-target vector joins."""

from __future__ import annotations

import math
from typing import Any, Callable, Mapping

from rankagg.engines.classic import OS_NORM, need_comb, need_rrf, os_normalization
from rankagg.engines.dialect import Fusion
from rankagg.engines.limits import (check_choice, engine_int, engine_window, positive_k, preset_weights, refuse,
                                    summing_to_one)
from rankagg.engines.transforms import JOINS, DistanceFuser
from rankagg.fuser import Fuser

__all__ = ["FUNCTIONS", "check_sum_one"]


def check_sum_one(engine: str, weights: Mapping[str, float] | None, tol: float = 1e-6) -> None:
    """An engine whose weights are each in [0, 1] and sum to 1 (``tol`` as LanceDB checks it)."""
    preset_weights(engine, weights, "sum1", tol)


# ------------------------------------------------------------ OpenSearch 3.10: hybrid query, fusion mode
#: OpenSearch's ``combination.technique`` of its score ranker (reciprocal rank fusion), beside the means
OS_RANK_TECHNIQUE = "rrf"


def opensearch_hybrid_fusion(technique: str = "min_max", combination: str = "arithmetic_mean",
                             weights: Mapping[str, float] | None = None, bounds: Mapping[str, Any] | None = None,
                             rank_constant: int = 60) -> Fuser:
    """``combination="rrf"``: the score ranker's ``sum w / (rank_constant + rank)``; otherwise the normalization
    processor's ``technique`` then ``combination`` mean.  Weights in [0, 1] summing to 1."""
    check_sum_one("opensearch_hybrid_fusion", weights)
    if combination == OS_RANK_TECHNIQUE:
        k = engine_int("opensearch_hybrid_fusion", "k", rank_constant)
        return Fuser("rrf", weights=weights, k=float(k))
    check_choice("technique", technique, OS_NORM, " (z_score is not reproduced)")
    return Fuser("combsum", weights=weights, norm=OS_NORM[technique], combine=combination, bounds=bounds)


def _os_fusion(f: Fusion) -> dict[str, Any]:
    if f.rrf:
        fusion: dict[str, Any] = {"combination": {"technique": OS_RANK_TECHNIQUE, "rank_constant": engine_int(f.engine, "k", need_rrf(f)),
                                                  "parameters": {"weights": summing_to_one(f.w)}}}
    else:
        fusion = os_normalization(f)
    return {"query": {"hybrid": {"queries": [f"<list {n}>" for n in f.lists], "fusion": fusion}}}


# ------------------------------------------------------------ Upstash: the $rrf retriever
def upstash_rrf(rankConstant: int = 60, weights: Mapping[str, float] | None = None,
                window: int | None = None) -> Fuser:
    k = engine_int("upstash_rrf", "k", rankConstant)
    return Fuser("rrf", weights=weights, k=float(k), window=engine_window("upstash_rrf", window))


def _upstash(f: Fusion) -> dict[str, Any]:
    k = engine_int(f.engine, "k", need_rrf(f))
    if not 2 <= len(f.lists) <= 10:
        raise refuse(f.engine, f"$rrf merges 2 to 10 retrievers, got {len(f.lists)}")
    body: dict[str, Any] = {"retrievers": [{"$standard": {"query": f"<list {n}>", "weight": x}}
                                           for n, x in zip(f.lists, f.w)], "rankConstant": k}
    if f.window is not None:
        body["window"] = f.window
    return {"$rrf": body}


# ------------------------------------------------------------ turbopuffer: rank fusion in the client
def turbopuffer_rrf(k: float = 60, weights: Mapping[str, float] | None = None, top_k: int | None = None) -> Fuser:
    return Fuser("rrf", weights=weights, k=positive_k("turbopuffer_rrf", "k", k),
                 window=None if top_k is None else engine_int("turbopuffer_rrf", "window", top_k))


def _turbopuffer(f: Fusion) -> dict[str, Any]:
    k = positive_k(f.engine, "k", need_rrf(f))
    queries = [{"rank_by": f"<list {n}>", **({} if f.window is None else {"top_k": f.window})} for n in f.lists]
    return {"queries": queries, "client_fusion": {"function": "reciprocal_rank_fusion", "k": k,
                                                  "weights": dict(zip(f.lists, f.w))}}


# ------------------------------------------------------------ LanceDB: MRRReranker
def lancedb_mrr(weight_vector: float = 0.5, weight_fts: float = 0.5, vector: str = "vector",
                fts: str = "fts") -> Fuser:
    """``rerank_hybrid``: ``weight_vector / rank_vector + weight_fts / rank_fts`` (ranks from 1; a list that
    missed the document adds 0); weights in [0, 1] summing to 1 (LanceDB's tolerance 1e-6)."""
    check_sum_one("lancedb_mrr", {vector: weight_vector, fts: weight_fts})
    return Fuser("rrf", weights={vector: weight_vector, fts: weight_fts}, k=0.0)


def lancedb_mrr_multivector(n_lists: int) -> Fuser:
    """``rerank_multivector``: the mean over the ``n_lists`` lists of ``1 / rank`` (0 where a list missed it)."""
    if isinstance(n_lists, bool) or not isinstance(n_lists, int) or n_lists < 1:
        raise ValueError(f"n_lists must be a positive integer, got {n_lists!r}")
    return Fuser("rrf", k=0.0, weights={f"l{i}": 1.0 / n_lists for i in range(n_lists)})


def _lancedb_mrr(f: Fusion) -> dict[str, Any]:
    k = need_rrf(f, "(weighted) reciprocal ranks w / rank (rrf with k=0)")
    if k != 0:
        raise refuse(f.engine, f"MRRReranker sums w / rank: its rank constant is 0, got k={k:g}")
    if len(f.lists) == 2:
        wv, wf = summing_to_one(f.w)
        if not math.isclose(wv + wf, 1.0):
            raise refuse(f.engine, f"weight_vector + weight_fts must equal 1, got {wv + wf!r}")
        return {"reranker": "MRRReranker", "weight_vector": wv, "weight_fts": wf, "rerank": "rerank_hybrid",
                "_legs": {"vector": f.lists[0], "fts": f.lists[1]}}
    if not f.same:
        raise refuse(f.engine, f"rerank_multivector averages {len(f.lists)} lists with equal weights; weights apply "
                               "to two lists (weight_vector, weight_fts)")
    return {"reranker": "MRRReranker", "rerank": "rerank_multivector", "lists": list(f.lists)}


# ------------------------------------------------------------ Weaviate: multi-target vector joins
def weaviate_multi_target(combination: str = "minimum", weights: Mapping[str, float] | None = None) -> DistanceFuser:
    """Lists of distances (docid -> distance): ``minimum``, ``sum``, ``average``, ``manualWeights`` (the weighted
    sum) or ``relativeScore`` (the weighted sum of min-max normalised distances); closest first."""
    return DistanceFuser(combination, weights)


def _weaviate_targets(f: Fusion) -> dict[str, Any]:
    norm, rule = need_comb(f)
    join = {("none", "max"): "minimum", ("none", "sum/count"): "average", ("none", "sum"): "sum",
            ("minmax", "sum"): "relativeScore"}.get((norm, rule))
    if join is None:
        raise refuse(f.engine, "a join of negated distances: combmax, combanz or combsum with norm='none', or "
                               f"combsum(norm='minmax'); not norm={norm!r}, combine={rule!r}")
    if join == "sum" and not f.same:
        join = "manualWeights"
    if not JOINS[join][1] and not f.same:
        raise refuse(f.engine, f"the {join} join takes no weights")
    body: dict[str, Any] = {"combination": join, "targetVectors": list(f.lists)}
    if JOINS[join][1]:
        body["weights"] = dict(zip(f.lists, f.w))
    return {"targetVectors": body}


#: preset name -> (its builder, taking the engine's parameter names; its export)
FUNCTIONS: dict[str, tuple[Callable[..., Any], Callable[[Fusion], dict[str, Any]]]] = {
    "opensearch_hybrid_fusion": (opensearch_hybrid_fusion, _os_fusion),
    "upstash_rrf": (upstash_rrf, _upstash),
    "turbopuffer_rrf": (turbopuffer_rrf, _turbopuffer),
    "lancedb_mrr": (lancedb_mrr, _lancedb_mrr),
    "weaviate_multi_target": (weaviate_multi_target, _weaviate_targets),
}
