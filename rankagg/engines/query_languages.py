"""Presets for the engines that fuse in a query language: ES|QL ``FUSE``, Azure Cosmos DB ``RRF(...)``, YDB
``HybridRank``, ParadeDB's SQL ``RANK()``, Manticore's ``OPTION fusion_method='rrf'`` and Vespa's
global-phase expressions.  Each export writes the query text with ``<list NAME>`` placeholders for the
sub-queries (each list's retrieval)."""

from __future__ import annotations

import json
from typing import Any, Callable, Mapping

from rankagg.engines.classic import need_comb, need_rrf
from rankagg.engines.dialect import Fusion
from rankagg.engines.limits import check_choice, engine_int, engine_window, positive_k, refuse
from rankagg.engines.transforms import SharedRankFuser
from rankagg.fuser import Fuser

__all__ = ["FUNCTIONS"]


def _num(x: float) -> str:
    return repr(float(x))


# ------------------------------------------------------------ ES|QL FUSE (FORK ... | FUSE ... | SORT)
def esql_fuse_rrf(rank_constant: int = 60, weights: Mapping[str, float] | None = None,
                  limit: int | None = None) -> Fuser:
    k = engine_int("esql_fuse_rrf", "k", rank_constant)
    return Fuser("rrf", weights=weights, k=float(k), window=engine_window("esql_fuse_rrf", limit))


ESQL_NORM = {"none": "none", "minmax": "minmax"}


def esql_fuse_linear(normalizer: str = "none", weights: Mapping[str, float] | None = None,
                     limit: int | None = None) -> Fuser:
    check_choice("normalizer", normalizer, ESQL_NORM)
    return Fuser("combsum", weights=weights, norm=normalizer, window=engine_window("esql_fuse_linear", limit))


def _esql(f: Fusion, fuse: str, options: dict[str, Any]) -> dict[str, Any]:
    forks = {f"fork{i + 1}": n for i, n in enumerate(f.lists)}
    cut = "" if f.window is None else f" | LIMIT {f.window}"
    branches = " ".join(f"( <list {n}> | SORT _score DESC{cut} )" for n in f.lists)
    options["weights"] = {fork: x for fork, x in zip(forks, f.w)}
    # FUSE does not sort its output: the SORT after it is what ranks the fused rows
    text = (f"FROM <index> METADATA _id, _index, _score | FORK {branches} | FUSE {fuse} WITH "
            f"{json.dumps(options)} | SORT _score DESC")
    return {"esql": text, "forks": forks}


def _esql_rrf(f: Fusion) -> dict[str, Any]:
    return _esql(f, "RRF", {"rank_constant": engine_int(f.engine, "k", need_rrf(f))})


def _esql_linear(f: Fusion) -> dict[str, Any]:
    norm, rule = need_comb(f)
    if norm not in ESQL_NORM or rule != "sum":
        raise refuse(f.engine, f"normalizer none | minmax with a weighted sum, not norm={norm!r}, combine={rule!r}")
    return _esql(f, "LINEAR", {"normalizer": norm})


# ------------------------------------------------------------ Azure Cosmos DB: ORDER BY RANK RRF(...)
def cosmosdb_rrf(weights: Mapping[str, float] | None = None) -> Fuser:
    return Fuser("rrf", weights=weights, k=60.0)


def _cosmos(f: Fusion) -> dict[str, Any]:
    k = need_rrf(f)
    if k != 60:
        raise refuse(f.engine, f"RRF(...) takes no rank constant (60), got k={k:g}")
    args = ", ".join(f"<list {n}>" for n in f.lists)
    weights = "" if f.same else ", [" + ", ".join(_num(x) for x in f.w) + "]"
    return {"sql": f"SELECT TOP <n> * FROM c ORDER BY RANK RRF({args}{weights})"}


# ------------------------------------------------------------ YDB: ORDER BY HybridRank(...)
def ydb_hybrid_rank(K: float = 60.0, weights: Mapping[str, float] | None = None,
                    limit: int | None = None) -> Fuser:
    return Fuser("rrf", weights=weights, k=positive_k("ydb_hybrid_rank", "K", K),
                 window=engine_window("ydb_hybrid_rank", limit))


def ydb_hybrid_rank_linear(Normalize: bool = True, weights: Mapping[str, float] | None = None,
                           limit: int | None = None) -> Fuser:
    return Fuser("combsum", weights=weights, norm="minmax" if Normalize else "none",
                 window=engine_window("ydb_hybrid_rank_linear", limit))


def _ydb(f: Fusion, mode: str, extra: str) -> dict[str, Any]:
    args = ", ".join(f"<list {n}>" for n in f.lists)
    weights = ", ".join(_num(x) for x in f.w)
    limits = "" if f.window is None else ", (" + ", ".join(str(f.window) for _ in f.lists) + ") AS Limits"
    return {"yql": f'ORDER BY HybridRank({args}, "{mode}" AS Mode, ({weights}) AS Weights{extra}{limits})'}


def _ydb_rrf(f: Fusion) -> dict[str, Any]:
    return _ydb(f, "rrf", f", {_num(positive_k(f.engine, 'K', need_rrf(f)))} AS K")


def _ydb_linear(f: Fusion) -> dict[str, Any]:
    norm, rule = need_comb(f)
    if norm not in ("minmax", "none") or rule != "sum":
        raise refuse(f.engine, f"min-max (Normalize true) or raw scores, weighted sum; not norm={norm!r}, combine={rule!r}")
    return _ydb(f, "linear", f", {'true' if norm == 'minmax' else 'false'} AS Normalize")


# ------------------------------------------------------------ ParadeDB: RANK() in SQL, weight / (k + rank)
def paradedb_rrf(k: float = 60.0, weights: Mapping[str, float] | None = None,
                 limit: int | None = None) -> SharedRankFuser:
    return SharedRankFuser(positive_k("paradedb_rrf", "k", k), weights, engine_window("paradedb_rrf", limit))


def _paradedb(f: Fusion) -> dict[str, Any]:
    k = positive_k(f.engine, "k", need_rrf(f))
    cut = "" if f.window is None else f" LIMIT {f.window}"
    # each branch: its rows best first (ties at a LIMIT cut by id, largest first, as rankagg cuts them), ranked
    ctes = [f"b{i} AS (SELECT id, RANK() OVER (ORDER BY score DESC) AS rank FROM (<list {n}> ORDER BY score DESC, "
            f"id DESC{cut}) AS s{i})" for i, n in enumerate(f.lists)]
    terms = " + ".join(f"COALESCE({_num(x)} / ({_num(k)} + b{i}.rank), 0.0)" for i, x in enumerate(f.w))
    ids = [f"b{i}.id" for i in range(len(f.lists))]
    joins = "b0" + "".join(f" FULL OUTER JOIN b{i} ON b{i}.id = COALESCE({', '.join(ids[:i])}, NULL)"
                           for i in range(1, len(f.lists)))
    return {"sql": f"WITH {', '.join(ctes)} SELECT COALESCE({', '.join(ids)}, NULL) AS id, {terms} AS score "
                   f"FROM {joins} ORDER BY score DESC"}


# ------------------------------------------------------------ Manticore: OPTION fusion_method='rrf'
def manticore_rrf(rank_constant: int = 60, fusion_weights: Mapping[str, float] | None = None,
                  window_size: int | None = None) -> Fuser:
    k = engine_int("manticore_rrf", "k", rank_constant)
    return Fuser("rrf", weights=fusion_weights, k=float(k), window=engine_window("manticore_rrf", window_size))


def _manticore(f: Fusion) -> dict[str, Any]:
    k = engine_int(f.engine, "k", need_rrf(f))
    opts = [f"fusion_method='rrf'", f"rank_constant={k}"]
    if not f.same:
        opts.append("fusion_weights=(" + ", ".join(_num(x) for x in f.w) + ")")
    if f.window is not None:
        opts.append(f"window_size={f.window}")
    return {"sql": f"SELECT id, hybrid_score() FROM <table> WHERE {' AND '.join(f'<list {n}>' for n in f.lists)} "
                   f"OPTION {', '.join(opts)}", "subqueries": list(f.lists)}


# ------------------------------------------------------------ Vespa: global-phase expression
VESPA_FUNCTIONS = ("reciprocal_rank", "normalize_linear")


def vespa_global_phase(function: str = "reciprocal_rank", k: float = 60.0,
                       weights: Mapping[str, float] | None = None) -> Fuser:
    """``sum w * reciprocal_rank(x, k)`` (``reciprocal_rank_fusion(a, b, ...)`` when k = 60 and no weights) or
    ``sum w * normalize_linear(x)`` over the hits of the global phase; every hit has every feature."""
    check_choice("function", function, VESPA_FUNCTIONS)
    if function == "reciprocal_rank":
        return Fuser("rrf", weights=weights, k=positive_k("vespa_global_phase", "k", k))
    return Fuser("combsum", weights=weights, norm="minmax")


def _vespa(f: Fusion) -> dict[str, Any]:
    if f.rrf:
        k = positive_k(f.engine, "k", need_rrf(f))
        if k == 60 and f.same:
            expr = "reciprocal_rank_fusion(" + ", ".join(f"<list {n}>" for n in f.lists) + ")"
        else:
            expr = " + ".join(f"{_num(x)} * reciprocal_rank(<list {n}>, {_num(k)})" for n, x in zip(f.lists, f.w))
    else:
        norm, rule = need_comb(f)
        if norm != "minmax" or rule != "sum":
            raise refuse(f.engine, f"reciprocal_rank (rrf) or normalize_linear (combsum(norm='minmax')) summed; not "
                                   f"norm={norm!r}, combine={rule!r}")
        expr = " + ".join(f"{_num(x)} * normalize_linear(<list {n}>)" for n, x in zip(f.lists, f.w))
    return {"global-phase": {"expression": expr}}


#: preset name -> (its builder, taking the engine's parameter names; its export)
FUNCTIONS: dict[str, tuple[Callable[..., Any], Callable[[Fusion], dict[str, Any]]]] = {
    "esql_fuse_rrf": (esql_fuse_rrf, _esql_rrf),
    "esql_fuse_linear": (esql_fuse_linear, _esql_linear),
    "cosmosdb_rrf": (cosmosdb_rrf, _cosmos),
    "ydb_hybrid_rank": (ydb_hybrid_rank, _ydb_rrf),
    "ydb_hybrid_rank_linear": (ydb_hybrid_rank_linear, _ydb_linear),
    "paradedb_rrf": (paradedb_rrf, _paradedb),
    "manticore_rrf": (manticore_rrf, _manticore),
    "vespa_global_phase": (vespa_global_phase, _vespa),
}
