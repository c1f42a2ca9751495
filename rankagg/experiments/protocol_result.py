"""The result of a five-fold protocol run (:class:`ProtocolResult`, its folds :class:`FoldResult`) and its
record in the one results schema (:meth:`ProtocolResult.to_dict`: ``rankagg-results/2``,
``docs/results-schema.md``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from rankagg.methods.registry import method_class
from rankagg.experiments.resolved_cell import MEASURES_VERSION, CellSpec, cell_spec
from rankagg.experiments.results import SCHEMA, dumps_record, library_versions, spec_hash, supervision_of

__all__ = ["ProtocolResult", "FoldResult"]


@dataclass
class FoldResult:
    fold: int
    params: dict[str, Any]
    validation: dict[str, float]
    test: dict[str, float]
    test_per_query: dict[str, np.ndarray]
    test_qids: np.ndarray
    fit_seconds: float
    aggregate_seconds: float
    test_scores: np.ndarray | None = None
    #: validation ``select_by`` of every setting tried (``repr(setting)`` -> value); empty for a 1-setting grid
    grid_validation: dict[str, float] = field(default_factory=dict)
    #: the whole fold: every setting's fit and validation, the test aggregation and evaluation
    wall_seconds: float = 0.0
    #: settings not fitted because the method declares them equivalent to an earlier one
    #: (``repr(setting)`` -> ``repr(earlier setting)``, whose validation value they carry)
    grid_equivalent: dict[str, str] = field(default_factory=dict)


@dataclass
class ProtocolResult:
    """Fold-averaged test measures and everything needed to report them."""

    dataset: str
    method: str
    folds: list[FoldResult]
    select_by: str
    grid_size: int
    extra: dict[str, Any] = field(default_factory=dict)
    spec: str = ""
    fixed: dict[str, Any] = field(default_factory=dict)
    grid: dict[str, list[Any]] = field(default_factory=dict)
    wall_seconds: float = 0.0
    #: the resolved cell this result ran (its hash is the record's ``spec_hash``)
    cell: "CellSpec | None" = None

    @property
    def test(self) -> dict[str, float]:
        """Mean over folds of the per-fold test means (the papers' number)."""
        keys = self.folds[0].test.keys()
        return {k: float(np.mean([f.test[k] for f in self.folds])) for k in keys}

    @property
    def seconds(self) -> float:
        """Time the test aggregations took (sum over folds)."""
        return float(sum(f.aggregate_seconds for f in self.folds))

    @property
    def fit_seconds(self) -> float:
        return float(sum(f.fit_seconds for f in self.folds))

    def per_query(self, measure: str) -> np.ndarray:
        """Test per-query values of ``measure``, folds 1..5 concatenated."""
        return np.concatenate([f.test_per_query[measure] for f in self.folds])

    def qids(self) -> np.ndarray:
        return np.concatenate([f.test_qids for f in self.folds])

    def to_dict(self, label: str | None = None, *, decimals: int = 6) -> dict[str, Any]:
        """The ``rankagg-results/2`` record (``docs/results-schema.md``).

        Per-query values are rounded to ``decimals`` (the fold means in ``test``
        and ``folds[i].test`` are exact).
        """
        cls = method_class(self.method)
        spec = self.spec or self.method
        # the random_state of every fold: a fixed or tuned one, else the method's default
        default_seed = getattr(cls, "defaults", {}).get("random_state")
        seed_set: set[Any] = {f.params.get("random_state", default_seed) for f in self.folds} - {None}
        seeds = sorted(seed_set)
        per_query: dict[str, Any] = {"qids": [str(q) for q in self.qids()]}
        for m in self.folds[0].test_per_query:
            per_query[m] = np.round(self.per_query(m), decimals).tolist()
        return {
            "schema": SCHEMA,
            "kind": "protocol",
            "spec_hash": (self.cell.hash if self.cell is not None
                          else spec_hash(cell_spec(self.dataset, self.method, self.fixed, self.grid, self.select_by))),
            "dataset": self.dataset,
            "method": self.method,
            "spec": spec,
            "label": label or spec,
            "supervision": supervision_of(cls),
            "fixed": self.fixed,
            "grid": self.grid,
            "grid_size": self.grid_size,
            "select_by": self.select_by,
            "seeds": seeds,
            "measures_version": MEASURES_VERSION,
            "params": [f.params for f in self.folds],
            "wall_seconds": self.wall_seconds,
            "seconds": self.seconds,
            "fit_seconds": self.fit_seconds,
            "test": self.test,
            "folds": [
                {"fold": f.fold, "params": f.params, "validation": f.validation, "grid_validation": f.grid_validation,
                 "test": f.test, "fit_seconds": f.fit_seconds, "aggregate_seconds": f.aggregate_seconds,
                 "wall_seconds": f.wall_seconds, **({"grid_equivalent": f.grid_equivalent} if f.grid_equivalent else {})}
                for f in self.folds
            ],
            "versions": library_versions(),
            **self.extra,
            "per_query": per_query,
        }

    def to_json(self, label: str | None = None) -> str:
        return dumps_record(self.to_dict(label))
