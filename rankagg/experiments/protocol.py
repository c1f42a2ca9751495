"""The five-fold LETOR protocol, shared by every method.

The measures are the LETOR measures of the subsets' labels, or, for a dataset
that carries its own evaluation (TREC runs with qrels, ``LetorDataset.evaluation``),
that evaluation's measures (:func:`evaluate_scores`).

For each fold: every setting of the method's hyper-parameter grid is fit on the
training subsets (a no-op for unsupervised methods) and scored on the validation
subset by ``select_by`` (NDCG@10 by default); the best setting (first in grid
order on ties) is applied to the test subset.  The reported numbers are the
average of the five test-fold means, as in the papers.  Parameters given in
``params`` are fixed and not tuned.  The test labels are never seen before the
final evaluation.

:meth:`ProtocolResult.to_dict` writes the one results schema
(``rankagg-results/2``, ``docs/results-schema.md``): the specification, the grid
tried and every setting's validation value, the parameters chosen in each fold,
the per-query test values of every measure, seeds, library versions and times.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence

import numpy as np

from rankagg.data.rankings import Rankings
from rankagg.io.datasets import LetorDataset, load_letor_agg
from rankagg.evaluation.measures import evaluate, mean_measures
from rankagg.evaluation.registry import family_measures
from rankagg.methods.registry import method_class, parse_spec
from rankagg.experiments.settings import setting_measures, setting_spec
from rankagg.experiments.results import SCHEMA, dumps_record, library_versions, spec_hash, supervision_of

__all__ = ["CellSpec", "resolve_cell", "run_cell_spec", "ProtocolResult", "run_protocol", "expand_grid", "FoldResult", "MEASURES_VERSION", "cell_spec", "resolve_grid",
           "evaluate_scores"]

#: bumped when a measure's definition changes (2: RBP with graded labels, St.Agg Eq. 7 as printed)
MEASURES_VERSION = 2


def expand_grid(grid: Mapping[str, Sequence[Any]]) -> list[dict[str, Any]]:
    """Cartesian product of a parameter grid, in a fixed order (keys sorted)."""
    if not grid:
        return [{}]
    keys = sorted(grid)
    return [dict(zip(keys, values)) for values in itertools.product(*(list(grid[k]) for k in keys))]


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
    fixed = {**spec_params, **(params or {})}
    if seed is not None and "random_state" not in fixed and "random_state" in getattr(cls, "defaults", {}):
        fixed["random_state"] = seed
    resolved = resolve_grid(name, fixed, grid)
    overlap = sorted(set(resolved) & set(fixed))
    if overlap:
        raise ValueError(f"parameters {overlap} are both fixed and in the grid of {method!r}")
    return CellSpec(dataset=str(dataset), method=name, fixed=fixed, grid=resolved, select_by=select_by, spec=method)


def run_protocol(
    dataset: LetorDataset | str,
    method: str,
    params: Mapping[str, Any] | None = None,
    *,
    grid: Mapping[str, Sequence[Any]] | None = None,
    select_by: str = "NDCG@10",
    folds: Iterable[int] = (1, 2, 3, 4, 5),
    data_dir: str | None = None,
    keep_scores: bool = False,
    progress: Callable[[str], None] | None = None,
    backend: Any = None,
) -> ProtocolResult:
    """Run the five-fold protocol for a registered method: :func:`resolve_cell`, then :func:`run_cell_spec`.

    Parameters
    ----------
    dataset
        A loaded :class:`LetorDataset` or its name.
    method
        Registry name or spec string (``"rrf(k=60)"``); spec parameters are fixed.
    params
        Fixed hyper-parameters (not tuned).
    grid
        Candidate values to tune on validation; defaults to the method's
        ``param_grid`` minus the fixed parameters.
    select_by
        Validation measure: any LETOR measure, ERR or RBP, or on a dataset with its own
        evaluation (TREC runs with qrels) one of its measures.
    backend
        Where the folds run (:func:`rankagg.backends.distributed.get_backend`: local, process, Dask).
    """
    ds = None if isinstance(dataset, str) else dataset
    name = dataset if isinstance(dataset, str) else dataset.name
    measures = None if ds is None else (family_measures("letor") if ds.evaluation is None else ds.evaluation.measures)
    cell = resolve_cell(name, method, params, grid=grid, select_by=select_by, measures=measures)
    if ds is None:
        ds = load_letor_agg(name, data_dir)
    return run_cell_spec(cell, ds, folds=folds, keep_scores=keep_scores, progress=progress, backend=backend)


def run_cell_spec(
    cell: CellSpec,
    ds: LetorDataset,
    *,
    folds: Iterable[int] = (1, 2, 3, 4, 5),
    keep_scores: bool = False,
    progress: Callable[[str], None] | None = None,
    backend: Any = None,
) -> ProtocolResult:
    """Run one resolved cell on its loaded dataset; folds in process, or on ``backend`` (one task per fold).

    Every fold is deterministic and independent, so the result does not depend on the backend.
    """
    wall_t0 = time.perf_counter()
    measures = family_measures("letor") if ds.evaluation is None else ds.evaluation.measures
    if cell.select_by not in measures:
        raise ValueError(f"select_by {cell.select_by!r} is not a measure of {ds.name}; choose one of {', '.join(measures)}")
    folds = [int(k) for k in folds]
    extra: dict[str, Any] = {}
    if backend is None or getattr(backend, "name", "local") == "local":
        # unsupervised scores on a subset do not depend on the fold: cached across folds
        cache: dict[tuple[int, str], np.ndarray] = {}
        results = []
        for k in folds:
            results.append(_run_fold(ds, cell, k, cache, keep_scores))
            if progress:
                progress(f"fold {k}: {results[-1].params} test {cell.select_by}={results[-1].test[cell.select_by]:.4f}")
    else:
        if progress is not None:
            raise ValueError("progress callbacks cannot run on remote workers; leave progress unset")
        results = backend.map(_fold_job, folds, backend.share(ds), cell, keep_scores)
        extra["backend"] = backend.name
    return ProtocolResult(
        dataset=cell.dataset, method=cell.method, folds=results, select_by=cell.select_by,
        grid_size=len(expand_grid(cell.grid)), spec=cell.spec or cell.method, fixed=dict(cell.fixed),
        grid={k: list(v) for k, v in sorted(cell.grid.items())}, wall_seconds=time.perf_counter() - wall_t0,
        extra=extra, cell=cell,
    )


def _fold_job(ds: LetorDataset, cell: CellSpec, keep_scores: bool, k: int) -> FoldResult:
    return _run_fold(ds, cell, k, {}, keep_scores)


def _run_fold(ds: LetorDataset, cell: CellSpec, k: int, cache: dict[tuple[int, str], np.ndarray],
              keep_scores: bool) -> FoldResult:
    """One fold: every grid setting fit on train and scored on validation, the best one applied to test."""
    cls = method_class(cell.method)
    fixed, select_by = dict(cell.fixed), cell.select_by
    settings = expand_grid(cell.grid)
    fold_t0 = time.perf_counter()
    fold = ds.fold(k)
    vali_subset = _subset_number(k, "vali")
    best_val, best_setting, best_model, best_fit_t = -np.inf, None, None, 0.0
    vals: dict[str, float] = {}
    # settings the method declares equivalent (same fitted ranking) are fitted once: the first
    # in grid order; a later one carries its validation value and, tying, is never chosen
    first_of_class: dict[Any, str] = {}
    equivalent: dict[str, str] = {}
    for setting in settings:
        model = cls(**fixed, **setting)  # validates the setting (an error names the parameter)
        eq_key = cls.equivalence_key(model.get_params()) if len(settings) > 1 else None
        if eq_key is not None and eq_key in first_of_class:
            equivalent[repr(setting)] = first_of_class[eq_key]
            vals[repr(setting)] = vals[first_of_class[eq_key]]
            continue
        if eq_key is not None:
            first_of_class[eq_key] = repr(setting)
        t0 = time.perf_counter()
        if cls.supervised:
            model.fit(fold.train, fold.vali)
        fit_t = time.perf_counter() - t0
        if len(settings) == 1:
            best_setting, best_model, best_fit_t = setting, model, fit_t
            break
        key = (vali_subset, repr(model))
        if not cls.supervised and key in cache:
            scores = cache[key]
        else:
            scores = model.aggregate(fold.vali)
            if not cls.supervised:
                cache[key] = scores
        val = float(np.mean(evaluate_scores(ds, fold.vali, scores)[select_by]))
        vals[repr(setting)] = val
        if val > best_val + 1e-15:
            best_val, best_setting, best_model, best_fit_t = val, setting, model, fit_t
    assert best_model is not None
    t0 = time.perf_counter()
    test_scores = best_model.aggregate(fold.test)
    agg_t = time.perf_counter() - t0
    per_q = evaluate_scores(ds, fold.test, test_scores)
    val_scores = best_model.aggregate(fold.vali)
    return FoldResult(
        fold=k,
        params={**fixed, **(best_setting or {})},
        validation=mean_measures(evaluate_scores(ds, fold.vali, val_scores)),
        test=mean_measures(per_q),
        test_per_query=per_q,
        test_qids=fold.test.qids,
        fit_seconds=best_fit_t,
        aggregate_seconds=agg_t,
        test_scores=test_scores if keep_scores else None,
        grid_validation=vals,
        wall_seconds=time.perf_counter() - fold_t0,
        grid_equivalent=equivalent,
    )


def evaluate_scores(ds: LetorDataset, subset: Rankings, scores: np.ndarray) -> dict[str, np.ndarray]:
    """Per-query measures of ``scores`` on a subset of ``ds``: the dataset's own evaluation (TREC runs
    with qrels), else the LETOR measures of the subset's labels."""
    return evaluate(subset, scores) if ds.evaluation is None else ds.evaluation.evaluate(subset, scores)


def resolve_grid(
    method: str, fixed: Mapping[str, Any], grid: Mapping[str, Sequence[Any]] | None = None
) -> dict[str, list[Any]]:
    """The grid tuned on validation: ``grid`` if given, else the method's ``param_grid`` minus the fixed parameters."""
    if grid is None:
        grid = {k: v for k, v in method_class(method).param_grid.items() if k not in fixed}
    return {k: list(v) for k, v in sorted(grid.items())}


def _subset_number(fold: int, role: str) -> int:
    from rankagg.io.datasets import FOLDS

    train, vali, test = FOLDS[fold - 1]
    return vali if role == "vali" else test


def evaluate_subsets(ds: LetorDataset, method_obj) -> dict[str, float]:
    """Fuse every subset with a fixed (unsupervised) method and average the subset means."""
    means = [mean_measures(evaluate_scores(ds, s, method_obj.aggregate(s))) for s in ds.subsets]
    return {k: float(np.mean([m[k] for m in means])) for k in means[0]}
