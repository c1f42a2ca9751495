"""A protocol run resolved once (:class:`CellSpec`, made by :func:`resolve_cell`): the method spec parsed, the
seed added, the grid resolved (:func:`resolve_grid`, tried in :func:`expand_grid` order) and the selection
measure checked, all before any data is read; and what identifies it (:func:`cell_spec`, hashed into a
result's ``spec_hash``, with :data:`MEASURES_VERSION`)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from rankagg.evaluation.registry import family_measures
from rankagg.methods.registry import check_given_once, method_class, parse_spec
from rankagg.experiments.settings import setting_measures, setting_spec
from rankagg.experiments.results import spec_hash

__all__ = ["CellSpec", "resolve_cell", "cell_spec", "resolve_grid", "expand_grid", "MEASURES_VERSION"]

#: bumped when a measure's definition changes (2: RBP with graded labels, St.Agg Eq. 7 as printed)
MEASURES_VERSION = 2


def expand_grid(grid: Mapping[str, Sequence[Any]]) -> list[dict[str, Any]]:
    """Cartesian product of a parameter grid, in a fixed order (keys sorted)."""
    if not grid:
        return [{}]
    keys = sorted(grid)
    return [dict(zip(keys, values)) for values in itertools.product(*(list(grid[k]) for k in keys))]


def cell_spec(
    dataset: str, method: str, fixed: Mapping[str, Any], grid: Mapping[str, Sequence[Any]], select_by: str
) -> dict[str, Any]:
    """What identifies a protocol run (hashed into ``spec_hash``; a result is reused only if it matches)."""
    spec = {"dataset": dataset, "method": method, "fixed": dict(fixed),
            "grid": {k: list(v) for k, v in sorted(grid.items())}, "select_by": select_by,
            "measures_version": MEASURES_VERSION}
    setting = setting_spec(dataset)
    if setting is not None:  # a derived setting (random rankers added, generated): its definition is part of the spec
        spec["setting"] = setting
    return spec


@dataclass(frozen=True)
class CellSpec:
    """One protocol run, resolved once: what :func:`run_cell_spec` runs and what ``spec_hash`` identifies.

    Made by :func:`resolve_cell` (method spec parsed, seed added, grid resolved, the
    selection measure checked); the runner plans with it, the protocol runs it and the
    record's ``spec_hash`` is its :attr:`hash`, so plan and run cannot disagree.
    """

    dataset: str
    method: str
    fixed: Mapping[str, Any]
    grid: Mapping[str, Sequence[Any]]
    select_by: str
    #: the method as given (``"rrf(k=60)"`` or ``"rrf"``), written as the record's ``spec``
    spec: str = ""

    def identity(self) -> dict[str, Any]:
        """The dictionary hashed into ``spec_hash`` (:func:`cell_spec`)."""
        return cell_spec(self.dataset, self.method, self.fixed, self.grid, self.select_by)

    @property
    def hash(self) -> str:
        return spec_hash(self.identity())


def resolve_cell(
    dataset: str,
    method: str,
    params: Mapping[str, Any] | None = None,
    *,
    grid: Mapping[str, Sequence[Any]] | None = None,
    select_by: str = "NDCG@10",
    seed: int | None = None,
    measures: Sequence[str] | None = None,
) -> CellSpec:
    """Parse ``method`` (spec parameters are fixed), merge ``params``, add ``seed`` as ``random_state`` when
    the method takes one and it is not fixed, resolve the grid and check ``select_by`` against ``measures``
    (default: the setting's own measures, else the LETOR measures), all before any data is read."""
    named = measures or setting_measures(dataset) or family_measures("letor")  # the registry's, registered ones too
    if select_by not in named:
        raise ValueError(f"select_by {select_by!r} is not a measure of {dataset}; choose one of {', '.join(named)}")
    name, spec_params = parse_spec(method)
    cls = method_class(name)
    check_given_once(method, spec_params, dict(params or {}), "as a parameter (--param)")
    fixed = {**spec_params, **(params or {})}
    if seed is not None and "random_state" not in fixed and "random_state" in getattr(cls, "defaults", {}):
        fixed["random_state"] = seed
    resolved = resolve_grid(name, fixed, grid)
    overlap = sorted(set(resolved) & set(fixed))
    if overlap:
        raise ValueError(f"parameters {overlap} are both fixed and in the grid of {method!r}")
    return CellSpec(dataset=str(dataset), method=name, fixed=fixed, grid=resolved, select_by=select_by, spec=method)


def resolve_grid(
    method: str, fixed: Mapping[str, Any], grid: Mapping[str, Sequence[Any]] | None = None
) -> dict[str, list[Any]]:
    """The grid tuned on validation: ``grid`` if given, else the method's ``param_grid`` minus the fixed parameters."""
    if grid is None:
        grid = {k: v for k, v in method_class(method).param_grid.items() if k not in fixed}
    return {k: list(v) for k, v in sorted(grid.items())}
