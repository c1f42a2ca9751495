"""Search-engine presets: each engine's fusion as a :class:`~rankagg.fuser.Fuser`, and a tuned rankagg
fusion written back as that engine's request fragment (JSON) or query text.

    fuser = rankagg.engines.preset("qdrant_rrf", k=2)          # Qdrant's own k and conventions
    rankagg.engines.export_request("elasticsearch_rrf", "rrf", {"k": 20}, {"bm25": 1, "dense": 2},
                                   lists=["bm25", "dense"])

Each preset is declared once (:mod:`rankagg.engines.catalogue`: formula, rank origin, ties, ranges, the
engine's explanation, its documentation page, whether a test runs the engine, what ``rankagg tune --engine``
searches); docs/engines.md's dialect table is generated from those declarations.  Engines compute in float32
or decimal; rankagg in float64, so a preset reproduces the engine's ranking up to that rounding of near-ties.
"""

from __future__ import annotations

import os
from typing import Any, Callable, Mapping, Sequence

from rankagg.engines.catalogue import DIALECTS
from rankagg.engines.dialect import fusion_of
from rankagg.engines.limits import INTEGER_LIMITS

__all__ = ["PRESETS", "preset", "export_request", "export_model", "refuse_depth_without_window"]

#: preset name -> constructor taking the engine's own parameter names
PRESETS: dict[str, Callable[..., Any]] = {name: d.build for name, d in DIALECTS.items()}


def _known(engine: str) -> None:
    if engine not in DIALECTS:
        raise ValueError(f"unknown engine preset {engine!r}; one of {', '.join(DIALECTS)}")


def refuse_depth_without_window(engine: str, input_depth: int | None, what: str) -> None:
    """A fusion of each list's first ``input_depth`` documents cannot be exported to an engine that takes no
    per-list window (its request would fuse whole lists): refused, ``what`` saying where the depth comes from
    (``export_model``, and ``rankagg tune --engine`` before it reads anything)."""
    _known(engine)
    if input_depth is not None and (engine, "window") not in INTEGER_LIMITS:
        raise ValueError(f"{engine} takes no per-list window, and {what} on each list's first {input_depth} documents "
                         f"(--input-depth {input_depth}): its request would fuse whole lists; tune without "
                         f"--input-depth to export to {engine}, or export to an engine with a window")


def preset(engine: str, **params: Any) -> Any:
    """The :class:`Fuser` that ranks as ``engine`` does, with the engine's parameter names (ParadeDB and
    Weaviate's multi-target joins: a fuser over the lists' SQL ranks or distances, same call and ``explain``)."""
    _known(engine)
    return DIALECTS[engine].build(**params)


def export_request(engine: str, method: str, params: Mapping[str, Any] | None, weights: Mapping[str, float] | None,
                   lists: Sequence[str], window: int | None = None) -> dict[str, Any]:
    """The request fragment (JSON-ready) with which ``engine`` ranks as the rankagg fusion
    ``method(**params)`` with ``weights`` does on the lists ``lists`` (their names, in the request's order),
    each list cut to its first ``window`` documents (``Fuser(window=)``).

    Refuses (ValueError naming the parameter and the engine's documented limit) a fusion the engine
    cannot express, so an exported fusion always ranks as tuned: another formula, a non-integer or
    out-of-range rank constant or window, negative weights, weights on an engine without them, a list name
    given twice, a window on an engine without one.  Sub-queries are placeholders ``"<list NAME>"``.
    """
    _known(engine)
    return DIALECTS[engine].export(fusion_of(engine, method, params, weights, lists, window))


def export_model(path: str | os.PathLike, engine: str, lists: Sequence[str], window: int | None = None) -> dict[str, Any]:
    """:func:`export_request` of a fusion model written by ``rankagg tune``.

    A model tuned on each list's first N documents (``rankagg tune --input-depth N``) is exported with the
    window N, which each engine takes under its own name (``rank_window_size``, a prefetch ``limit``, ``$limit``,
    ...: :data:`rankagg.engines.limits.INTEGER_LIMITS`), as ``Fuser.from_model`` applies it; another
    ``window`` is refused, and so is an engine that takes no per-list window: its request would fuse whole
    lists, which the model was not tuned on.  Tuned weights name every list the model was tuned on: a list
    they leave out is refused, as ``rankagg fuse --model`` refuses the run (its weight 1 was never tuned)."""
    from rankagg.methods.state import applied_input_depth
    from rankagg.models import read_fusion_model

    _known(engine)
    model = read_fusion_model(path)
    if model is None:
        raise ValueError(f"{path}: not a fusion model written by rankagg tune (format 'rankagg-fusion')")
    if model["weights"] is not None and model["every_run"]:  # tuned weights name every list: another's 1 never was
        from rankagg.io.run_weights import check_run_weights

        check_run_weights(model["weights"], [str(n) for n in lists], os.fspath(path), every_run=True)
    learnt = model["input_depth"]
    refuse_depth_without_window(engine, learnt, f"{os.fspath(path)} was tuned")
    window = applied_input_depth(learnt, window, os.fspath(path), "window", "list")
    return export_request(engine, model["method"], model["params"], model["weights"], lists, window)
