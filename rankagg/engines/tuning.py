"""``rankagg tune --engine NAME``: the search space an engine can express, so that the tuned model always
exports (issue 50 item 5).  The engine's declaration (:class:`~rankagg.engines.dialect.TuneSpace`) gives the
method with its normalisation fixed and the weight rule; each parameter's grid keeps the values the engine's
export accepts (its rank constant's range: Milvus ``k <= 16383``, OpenSearch ``<= 10000``; a fixed constant
such as MongoDB's 60 is fixed in the method).  Imports nothing of ``rankagg.experiments``: it reads and
rewrites the tuning result's fields only."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from rankagg.engines.catalogue import DIALECTS

__all__ = ["EngineSearch", "engine_search", "fit_to_engine"]


@dataclass(frozen=True)
class EngineSearch:
    """What ``tune`` searches for ``engine``: the method spec, the grid of its free parameters, the search
    (``"params"`` where the engine takes no weights) and the weight rule."""

    engine: str
    method: str
    fixed: dict[str, Any]
    grid: dict[str, list[Any]]
    search: str
    weights: str
    notes: tuple[str, ...] = ()


def _exports(engine: str, name: str, params: dict[str, Any], lists: Sequence[str],
             weights: dict[str, float] | None = None) -> str | None:
    """None when ``engine`` can express the fusion, else its refusal."""
    from rankagg.engines import export_request

    try:
        export_request(engine, name, params, weights, list(lists))
    except ValueError as e:
        return str(e)
    return None


def engine_search(engine: str, runs: Sequence[str], method: str | None, search: str,
                  may_keep_one_run: bool = False) -> EngineSearch:
    """The search space of ``rankagg tune --engine engine`` on the runs named ``runs``; ``method`` the user's
    ``--method`` (None: the engine's own).  A ValueError, before any tuning, for what the engine cannot
    express at all (the number of runs, the method, a weighted search on an engine without weights, and with
    ``may_keep_one_run`` (``--if-fusion-hurts best_input``) RRF with one run's weight)."""
    from rankagg.methods.registry import method_class, parse_spec

    if engine not in DIALECTS:
        raise ValueError(f"--engine: unknown engine preset {engine!r}; one of {', '.join(DIALECTS)}")
    space = DIALECTS[engine].tune
    spec = space.method if method is None else method
    name, fixed = parse_spec(spec)
    cls = method_class(name)
    defaults = {k: v for k, v in cls.defaults.items() if k != "weights"}
    why = _exports(engine, name, {**defaults, **fixed}, runs)
    if why is not None:
        raise ValueError(f"--engine {engine}: {why} (--method {spec!r} on {len(runs)} runs; the engine's own: "
                         f"--method {space.method!r})")
    grid: dict[str, list[Any]] = {}
    notes: list[str] = []
    for p, values in cls.param_grid.items():
        if p == "weights" or p in fixed:
            continue
        kept = [v for v in values if _exports(engine, name, {**fixed, p: v}, runs) is None]
        if len(kept) < len(values):
            notes.append(f"{p} searched over {kept} ({engine} refuses the other values of {name}'s grid)")
        grid[p] = kept or [defaults[p]]
    if space.weights == "equal":
        if search not in ("nested", "params"):
            raise ValueError(f"--engine {engine} takes no weights: --search {search} searches weights; use params")
        if search == "nested":
            notes.append(f"{engine} takes no weights: --search params (the grid only, equal weights)")
        search = "params"
    if may_keep_one_run:
        best = {n: 1.0 if i == 0 else 0.0 for i, n in enumerate(runs)}  # what best_input writes: RRF, k = 60
        why = _exports(engine, "rrf", {"k": _best_k(fixed)}, runs, best)
        if why is not None:
            raise ValueError(f"--if-fusion-hurts best_input writes rrf (k={_best_k(fixed):g}) with one run's "
                             f"weight; {why}")
    return EngineSearch(engine=engine, method=spec, fixed=fixed, grid=grid, search=search, weights=space.weights,
                        notes=tuple(notes))


def _best_k(fixed: dict[str, Any]) -> float:
    """The rank constant of ``--if-fusion-hurts best_input``'s RRF: 60, or the engine's own fixed rank constant."""
    return float(fixed.get("k", 60.0))


def fit_to_engine(result: Any, space: EngineSearch, tuned_method: bool = True) -> Any:
    """The tuning ``result`` as the engine takes it, checked by exporting it: the method's fixed parameters
    kept (the untuned model resets the grid's parameters to the method's defaults), weights divided by the
    largest where the engine takes them in [0, 1] (a linear fusion's order does not change).  ``tuned_method``:
    the model holds the tuned method (False: the best input run alone, as RRF)."""
    from rankagg.engines import export_request

    params, weights = dict(result.params), dict(result.weights)
    if tuned_method:
        params.update(space.fixed)
    elif "k" in params:  # best_input's RRF: one run alone ranks alike at any k, so the engine's fixed one (Weaviate's 59)
        params["k"] = _best_k(space.fixed)
    if space.weights == "unit" and max(weights.values(), default=0.0) > 1.0:
        top = max(weights.values())
        weights = {n: w / top for n, w in weights.items()}
    out = replace(result, params=params, weights=weights,
                  notes=list(result.notes) + list(space.notes) + [f"searched what {space.engine} can express"])
    export_request(space.engine, out.method, out.params, out.weights, list(weights))  # raises if it cannot
    return out
