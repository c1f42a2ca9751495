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

:meth:`~rankagg.experiments.protocol_result.ProtocolResult.to_dict` writes the one results schema
(``rankagg-results/2``, ``docs/results-schema.md``): the specification, the grid
tried and every setting's validation value, the parameters chosen in each fold,
the per-query test values of every measure, seeds, library versions and times.

A run is resolved once, before any data is read (:mod:`rankagg.experiments.resolved_cell`); this module runs it.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Iterable, Mapping, Sequence

import numpy as np

from rankagg.data.rankings import Rankings
from rankagg.io.datasets import LetorDataset, load_letor_agg
from rankagg.evaluation.measures import evaluate, mean_measures
from rankagg.evaluation.registry import family_measures
from rankagg.methods.registry import method_class
from rankagg.experiments.resolved_cell import CellSpec, expand_grid, resolve_cell
from rankagg.experiments.protocol_result import FoldResult, ProtocolResult

__all__ = ["run_protocol", "run_cell_spec", "evaluate_scores", "evaluate_subsets"]


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

def _subset_number(fold: int, role: str) -> int:
    from rankagg.io.datasets import FOLDS

    train, vali, test = FOLDS[fold - 1]
    return vali if role == "vali" else test


def evaluate_subsets(ds: LetorDataset, method_obj) -> dict[str, float]:
    """Fuse every subset with a fixed (unsupervised) method and average the subset means."""
    means = [mean_measures(evaluate_scores(ds, s, method_obj.aggregate(s))) for s in ds.subsets]
    return {k: float(np.mean([m[k] for m in means])) for k in means[0]}
