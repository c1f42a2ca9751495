"""What a preset declares (:class:`Dialect`: the engine's formula, rank origin, tie rule, parameter ranges,
explanation, whether a test runs the engine, its documentation page, its export and what ``rankagg tune
--engine`` may search), and what an export reads from a rankagg fusion (:class:`Fusion`: the method's
declarations on one query, never its name)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from rankagg.engines.limits import engine_int, weights_in

__all__ = ["Dialect", "Fusion", "TuneSpace", "fusion_of", "WEIGHT_RULES"]

#: how an engine takes weights, for ``rankagg tune --engine``: any finite weight >= 0 (``free``), none (``equal``:
#: the tuned model keeps equal weights), each in [0, 1] (``unit``: tuned weights are divided by the largest) or
#: summing to 1 (``sum1``: the export divides them by their sum); rescaling keeps a linear fusion's order
WEIGHT_RULES = ("free", "equal", "unit", "sum1")


@dataclass(frozen=True)
class TuneSpace:
    """What ``rankagg tune --engine`` searches: ``method`` (a spec: the engine's normalisation fixed), the grid
    of its parameters within the engine's ranges (``{}``: the engine's own constant), and the weight rule."""

    method: str
    grid: Mapping[str, Sequence[Any]] = field(default_factory=dict)
    weights: str = "free"


@dataclass(frozen=True)
class Dialect:
    """One preset: how the engine fuses, in its own terms, and where that was read.

    ``build(**engine_params)`` is the :class:`~rankagg.fuser.Fuser` (or a fuser over transformed lists) that
    ranks as the engine does; ``export(fusion)`` the engine's request for a rankagg fusion, or a ValueError
    naming what the engine cannot express."""

    name: str
    engine: str
    formula: str
    rank_origin: str
    ties: str
    ranges: str
    explain: str
    doc: str
    build: Callable[..., Any]
    export: Callable[["Fusion"], dict[str, Any]]
    tune: TuneSpace
    #: the test that runs the engine here (``tests/...::name``), or "" for golden tests only
    running: str = ""


@dataclass(frozen=True)
class Fusion:
    """A rankagg fusion as an export reads it: per list (``lists`` order) its weight ``w``; the window; for a
    sum of reciprocal ranks ``w / (k + rank)`` its ``k`` (None otherwise) and whether weights multiply the
    term (``multiplies``; Qdrant's position weighting does not); for normalised scores the normalisation,
    its bounds and the ``rule`` that combines them (``sum``, an engine mean, ``max``, ``sum/count``)."""

    engine: str
    method: str
    lists: list[str]
    w: list[float]
    window: int | None
    k: float | None
    multiplies: bool
    norm: str | None
    bounds: Any
    rule: str | None

    @property
    def same(self) -> bool:
        """Every list weighs the same (an engine without weights can express it)."""
        return len(set(self.w)) <= 1

    @property
    def rrf(self) -> bool:
        """A (weighted) sum of ``w / (k + rank)``."""
        return self.k is not None and self.multiplies


def fusion_of(engine: str, method: str, params: Mapping[str, Any] | None, weights: Mapping[str, float] | None,
              lists: Sequence[str], window: int | None) -> Fusion:
    """:class:`Fusion` of ``method(**params)`` with ``weights`` on ``lists``, each cut to ``window`` documents
    (checked against ``engine``'s window limit)."""
    from rankagg.methods.per_query import CombFusion, PointsFusion
    from rankagg.methods.registry import make_method

    m = make_method(method, **dict(params or {}))
    names = [str(x) for x in lists]
    w = weights_in(names, weights)
    win = None if window is None else engine_int(engine, "window", window)
    k = m.fuser_reciprocal_rank() if isinstance(m, PointsFusion) and m.fuser_rule(False) == "sum" else None
    norm = bounds = rule = None
    if isinstance(m, CombFusion) and not m.fuser_pads_unranked():
        (norm, bounds), rule = m.fuser_norm(), m.fuser_rule(True)
    multiplies = bool(m.fuser_multiplies_weights()) if isinstance(m, PointsFusion) else True
    return Fusion(engine=engine, method=method, lists=names, w=w, window=win, k=k, multiplies=multiplies,
                  norm=norm, bounds=bounds, rule=rule)
