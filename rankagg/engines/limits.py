"""The engines' documented limits and the checks every export shares: integer parameters in range, weights
finite and >= 0, one name per list, and the refusal message that names the engine and the parameter."""

from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

from rankagg.io.rules import named_weights

__all__ = ["INTEGER_LIMITS", "engine_int", "engine_window", "check_choice", "refuse", "weights_in", "summing_to_one",
           "positive_k", "preset_weights"]

_JAVA_INT = 2**31 - 1

#: the engines' documented integer limits: (preset, "k" or "window") -> (parameter as the engine names it,
#: lowest, highest or None); a (preset, "window") absent here means the engine takes no per-list window
INTEGER_LIMITS: dict[tuple[str, str], tuple[str, int, int | None]] = {
    # Elasticsearch reference, RRF retriever: rank_constant integer >= 1, rank_window_size integer >= 1 (Java ints)
    ("elasticsearch_rrf", "k"): ("rank_constant", 1, _JAVA_INT),
    ("elasticsearch_rrf", "window"): ("rank_window_size", 1, _JAVA_INT),
    ("elasticsearch_linear", "window"): ("rank_window_size", 1, _JAVA_INT),
    # ES|QL FUSE: rank_constant as the RRF retriever's (the FUSE page gives its default, 60); each FORK branch's LIMIT
    ("esql_fuse_rrf", "k"): ("rank_constant", 1, _JAVA_INT),
    ("esql_fuse_rrf", "window"): ("LIMIT of each FORK branch", 1, None),
    ("esql_fuse_linear", "window"): ("LIMIT of each FORK branch", 1, None),
    # OpenSearch score-ranker-processor and hybrid fusion mode: rank_constant integer in [1, 10000]
    ("opensearch_rrf", "k"): ("rank_constant", 1, 10000),
    ("opensearch_hybrid_fusion", "k"): ("combination.rank_constant", 1, 10000),
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
    # Upstash $rrf: rankConstant an integer in [1, 2147483647], window an integer in [1, 11000]
    ("upstash_rrf", "k"): ("rankConstant", 1, _JAVA_INT),
    ("upstash_rrf", "window"): ("window", 1, 11000),
    # Manticore: rank_constant an integer (default 60), window_size an integer (0 = automatic)
    ("manticore_rrf", "k"): ("rank_constant", 1, None),
    ("manticore_rrf", "window"): ("window_size", 1, None),
    # YDB HybridRank: per-branch limits (Limits); K a number > 0 (the float 60.0 by default: not an integer limit)
    ("ydb_hybrid_rank", "window"): ("Limits", 1, None),
    ("ydb_hybrid_rank_linear", "window"): ("Limits", 1, None),
    # ParadeDB (SQL): each branch's LIMIT
    ("paradedb_rrf", "window"): ("LIMIT of each branch", 1, None),
    # turbopuffer: each query's top_k
    ("turbopuffer_rrf", "window"): ("top_k", 1, None),
}


def refuse(engine: str, why: str) -> ValueError:
    return ValueError(f"{engine} cannot express this fusion: {why}")


def engine_int(engine: str, what: str, value: float) -> int:
    """``value`` as the integer ``engine`` takes for ``what`` (``"k"`` or ``"window"``), or a ValueError
    with the engine's limit.  An engine without a window parameter refuses a window rather than drop it."""
    if (engine, what) not in INTEGER_LIMITS:
        if what == "window":
            raise refuse(engine, f"it takes no per-list window (got window={value!r}): cut the lists in the "
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


def engine_window(engine: str, limit: int | None) -> int | None:
    """A per-list window (None: none) as the integer ``engine`` takes (:func:`engine_int`)."""
    return None if limit is None else engine_int(engine, "window", limit)


def check_choice(name: str, value: str, allowed: Mapping[str, Any] | Sequence[str], note: str = "") -> None:
    """A preset's parameter ``name`` that takes one of ``allowed`` (``note``: what the list leaves out)."""
    if value not in allowed:
        raise ValueError(f"{name} must be one of {', '.join(allowed)}{note}, got {value!r}")


def weights_in(lists: Sequence[str], weights: Mapping[str, float] | None) -> list[float]:
    """The weight of each list in ``lists`` order (1 where ``weights`` does not name it), checked."""
    weights = named_weights("weights", weights or {})  # names as text, as the lists'; {1: 2, "1": 3} refused
    unknown = [k for k in weights if k not in lists]
    if unknown:
        raise ValueError(f"weights name list(s) {', '.join(unknown)} not among {', '.join(lists)}")
    if any(not str(n) for n in lists):  # a run's name, as the readers' rule has it: not empty
        raise ValueError("a list name is empty: each list needs a name (its placeholder <list NAME> and its weight)")
    twice = sorted({n for n in lists if list(lists).count(n) > 1})
    if twice:
        # MongoDB keys its pipelines by name, and a weight per name cannot tell two lists apart
        raise ValueError(f"list name(s) {', '.join(twice)} given twice: each list needs its own name")
    w = [float(weights.get(n, 1.0)) for n in lists]
    bad = [f"{n}={x!r}" for n, x in zip(lists, w) if not (math.isfinite(x) and x >= 0)]
    if bad:
        raise ValueError(f"every engine takes finite weights >= 0, got {', '.join(bad)}")
    if w and not any(w):  # rankagg refuses them too (rankagg.io.run_weights): every fused score 0, no ranking
        raise ValueError(f"the weights of every list are 0 ({', '.join(f'{n}=0' for n in lists)}): nothing would be "
                         "fused; give a list a weight > 0")
    return w


def preset_weights(engine: str, weights: Any, rule: str, tol: float = 1e-6) -> None:
    """A preset's weights by its engine's documented rule, the rule its export applies, so that a preset does not
    rank with weights the engine refuses: ``"none"`` (the engine takes none: Qdrant's ``Fusion.DBSF``; all 1 is
    no weighting), ``"unit"`` (each in [0, 1]: Milvus's ``WeightedRanker``), ``"sum1"`` (each in [0, 1], summing
    to 1 within ``tol``, as LanceDB checks: OpenSearch's processors, LanceDB's ``MRRReranker``).  Weights that
    are not a mapping of numbers are left to the :class:`~rankagg.fuser.Fuser`'s own check and message."""
    if weights is None or not isinstance(weights, Mapping):
        return
    w = list(weights.values())
    if not all(isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) for x in w):
        return
    if rule == "none":
        if any(x != 1 for x in w):
            raise ValueError(f"{engine}: the engine takes no weights, got weights {dict(weights)}")
    elif any(not 0.0 <= x <= 1.0 for x in w) or (rule == "sum1" and abs(sum(w) - 1.0) > tol):
        need = "each be in [0, 1]" + (" and sum to 1" if rule == "sum1" else "")
        raise ValueError(f"{engine}: weights must {need}, got {dict(weights)}")


def positive_k(engine: str, param: str, k: float) -> float:
    """A rank constant an engine takes as any number > 0 (a double, not an integer)."""
    if isinstance(k, bool) or not isinstance(k, (int, float)) or not math.isfinite(k) or k <= 0:
        raise ValueError(f"{engine}: {param} must be a number > 0, got {k!r}")
    return float(k)


def summing_to_one(w: list[float]) -> list[float]:
    tot = sum(w)
    if tot <= 0:
        raise ValueError("the weights sum to 0")
    return [x / tot for x in w]
