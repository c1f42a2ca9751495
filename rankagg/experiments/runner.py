"""``rankagg experiment``: experiments declared in files, run through the one protocol.

An experiment file (TOML, ``experiments/<name>.toml`` at the repository root;
format in ``docs/experiments.md``) declares one table: datasets, rows (a label,
a method spec, fixed parameters, an optional grid), the validation measure,
the seed, the significance baselines and the measures shown.  Each (dataset,
row) pair is a *cell*, resolved once (:func:`rankagg.experiments.resolved_cell.resolve_cell`), run by
:func:`rankagg.experiments.protocol.run_cell_spec`
and written to ``results/experiments/<name>/<dataset key>__<label slug>.json`` in the
``rankagg-results/2`` schema.

* **Resuming**: a cell whose result file exists and carries the same
  ``spec_hash`` (dataset, method, fixed parameters, grid, selection measure,
  measures version) is skipped; ``--force`` reruns it.
* **Parallel**: ``--jobs N`` runs independent cells in N worker processes (the
  ``"process"`` backend, :mod:`rankagg.backends.processes`: they die with the
  runner); every cell is deterministic, so the files do not depend on N.
* **Validation always**: a parameter is either in the grid (chosen on each
  fold's validation subset by ``select_by``) or listed in ``fixed`` (and shown as
  fixed in the rendered table).

The file is read and checked by :mod:`rankagg.experiments.experiment_file`; ``rankagg experiment status``
(the cells done, and the time the others would take) is :mod:`rankagg.experiments.status`.
"""

from __future__ import annotations

import os
import sys
import time
import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from rankagg.io.datasets import LetorDataset
from rankagg.experiments.settings import load_setting, measure_on, setting_measures
from rankagg.backends.distributed import get_backend
from rankagg.experiments.resolved_cell import CellSpec, resolve_cell
from rankagg.experiments.protocol import run_cell_spec
from rankagg.experiments.experiment_file import Experiment, Row, load_experiment
from rankagg.experiments.results import (is_legacy, lacking_measures, read_record, result_path, validate_record,
                                         write_record)

__all__ = ["Cell", "plan", "cell_status", "run_experiments", "run_cell", "load_dataset", "worker_count"]


@dataclass(frozen=True)
class Cell:
    """A planned cell: its row, its resolved protocol run (:class:`CellSpec`, made once) and its result file."""

    experiment: str
    row: Row
    spec: CellSpec
    path: Path
    stored_measures: tuple[str, ...] | None = None
    #: the measures its result must hold (:meth:`Experiment.required_measures`): a result lacking one is stale
    required_measures: tuple[str, ...] | None = None

    @property
    def dataset(self) -> str:
        return self.spec.dataset

    @property
    def fixed(self) -> Mapping[str, Any]:
        return self.spec.fixed

    @property
    def grid(self) -> Mapping[str, Sequence[Any]]:
        return self.spec.grid

    @property
    def select_by(self) -> str:
        return self.spec.select_by

    @property
    def spec_hash(self) -> str:
        return self.spec.hash


def plan(exp: Experiment) -> list[Cell]:
    """Every (dataset, row) cell of an experiment, each resolved once (:func:`resolve_cell`).

    Result paths are unique by construction: two rows whose labels make the same file name
    (``RRF k=60`` and ``RRF (k=60)``) are refused here, naming both, before anything runs.
    """
    cells = []
    owner: dict[Path, str] = {}
    for i, ds in enumerate(exp.datasets):
        for j, row in enumerate(exp.rows):
            if row.datasets is not None and ds not in row.datasets:
                continue
            try:  # a file name too long for the file system, from a long dataset name and label
                path = result_path(exp.results, ds, row.label)
            except ValueError as exc:
                raise ValueError(f"{exp.path}: datasets[{i}] with rows[{j}]: {exc}") from exc
            if path in owner:
                raise ValueError(f"{exp.path}: rows {owner[path]!r} and {row.label!r} would share the result file "
                                 f"{path.name}; give one of them another label")
            owner[path] = row.label
            # a TREC setting is selected by its own measure
            spec = resolve_cell(ds, row.method, row.fixed, grid=row.grid, select_by=measure_on(ds, exp.select_by),
                                seed=exp.seed)
            # the record's spec is the method as the file gives it (docs/results-schema.md); not in spec_hash
            spec = dataclasses.replace(spec, spec=row.spec or row.method)
            cells.append(Cell(exp.name, row, spec, path, exp.stored_measures if setting_measures(ds) is None else None,
                              exp.required_measures(ds)))
    return cells


def plan_experiments(experiments: Sequence[Experiment]) -> list[list[Cell]]:
    """:func:`plan` of each experiment, and the one check between them: two files (named alike) whose cells of
    different specs would write one result file are refused, naming both files and the row, before anything runs
    (the second cell silently overwrote the first's result, which then read as the first file's)."""
    plans = [plan(exp) for exp in experiments]
    owner: dict[Path, tuple[Experiment, Cell]] = {}
    for exp, cells in zip(experiments, plans):
        for c in cells:
            first = owner.setdefault(c.path, (exp, c))
            if first[0] is not exp and first[1].spec_hash != c.spec_hash:
                raise ValueError(f"{first[0].path} and {exp.path}: row {c.row.label!r} of experiment {exp.name!r} on "
                                 f"{c.dataset} differs between them but would write one result file ({c.path}); give the "
                                 "experiments different names or the rows different labels")
    return plans


def cell_status(cell: Cell) -> str:
    """``"done"`` (file with the same spec hash, holding every measure the experiment keeps), ``"stale"`` (file
    with another hash, or written when the experiment kept fewer measures) or ``"missing"``."""
    if not cell.path.exists():
        return "missing"
    rec = read_record(cell.path, legacy=True)  # a schema-2 file is validated; an older one is stale
    if is_legacy(rec) or rec.get("spec_hash") != cell.spec_hash or lacking_measures(rec, cell.required_measures):
        return "stale"
    return "done"


_DATASETS: dict[tuple[str, str | None], LetorDataset] = {}


def load_dataset(name: str, data_dir: str | None = None) -> LetorDataset:
    """A dataset setting: a LETOR aggregation set, ``MQ2008-small``, or a derived one (:mod:`rankagg.experiments.settings`)."""
    key = (name, data_dir)
    if key not in _DATASETS:
        _DATASETS[key] = load_setting(name, data_dir)
    return _DATASETS[key]


def run_cell(cell: Cell, data_dir: str | None = None) -> dict[str, Any]:
    """Run one cell and write its result file; returns the record."""
    res = run_cell_spec(cell.spec, load_dataset(cell.dataset, data_dir))
    rec = res.to_dict(cell.row.label)
    rec["experiment"] = cell.experiment
    if cell.stored_measures is not None:  # keep the files small: only the measures the experiment shows
        keep = set(cell.stored_measures)
        rec["test"] = {m: v for m, v in rec["test"].items() if m in keep}
        rec["per_query"] = {m: v for m, v in rec["per_query"].items() if m == "qids" or m in keep}
    validate_record(rec, str(cell.path))
    write_record(rec, cell.path)
    return rec


def _run_cell_job(data_dir: str | None, cell: Cell) -> tuple[Cell, float, float]:
    t0 = time.perf_counter()
    rec = run_cell(cell, data_dir)
    return cell, time.perf_counter() - t0, float(rec["test"][cell.select_by])


def worker_count(jobs: int, cells: int) -> int:
    """The worker processes for ``jobs`` asked and ``cells`` to run: never more than the cells or the CPUs this
    process may use (``--jobs 40`` forked 40 workers for 2 cells, ``--jobs 100000`` never finished); below 1
    is an error."""
    if jobs < 1:
        raise ValueError(f"--jobs {jobs}: expected an integer >= 1")
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(jobs, cells, cpus))


def _check_filters(experiments: Sequence[Any], only: str | None, datasets: Sequence[str] | None) -> None:
    """``--dataset`` names a dataset of the files, ``--only`` matches a row label: a filter that selects nothing
    (a typo, another file's dataset) ran nothing and exited 0, as if every cell were done."""
    files = ", ".join(str(e.path) for e in experiments)
    known = sorted({ds for e in experiments for ds in e.datasets})
    unknown = [d for d in datasets or () if d not in known]
    if unknown:
        raise ValueError(f"--dataset {', '.join(unknown)}: not a dataset of {files} (theirs: {', '.join(known)})")
    labels = [r.label for e in experiments for r in e.rows]
    if only is not None and not any(only.lower() in label.lower() for label in labels):
        raise ValueError(f"--only {only!r} matches no row label of {files} (labels: {', '.join(labels)})")


def run_experiments(
    paths: Sequence[str | Path],
    *,
    jobs: int = 1,
    force: bool = False,
    data_dir: str | None = None,
    only: str | None = None,
    datasets: Sequence[str] | None = None,
    progress: Callable[[str], None] = lambda m: print(m, file=sys.stderr, flush=True),
    backend: Any = None,
) -> list[Cell]:
    """Run every cell of the given experiment files that is not done; returns the cells run.

    The cells run on ``backend`` (:func:`rankagg.backends.distributed.get_backend`): by default
    in this process, or in ``jobs`` worker processes that die with this one.
    """
    todo: list[Cell] = []
    experiments = [load_experiment(p) for p in paths]
    _check_filters(experiments, only, datasets)
    for exp, cells in zip(experiments, plan_experiments(experiments)):
        for c in cells:
            if only and only.lower() not in c.row.label.lower():
                continue
            if datasets and c.dataset not in datasets:
                continue
            status = cell_status(c)
            if status == "done" and not force:
                progress(f"skip  {exp.name} {c.dataset} {c.row.label} (done, {c.path.name})")
                continue
            todo.append(c)
    total = len(todo)
    t0 = time.perf_counter()
    jobs = worker_count(jobs, total)
    if backend is None:
        backend = "process" if jobs > 1 and total > 1 else "local"
    own = isinstance(backend, str)
    be = get_backend(backend, jobs=jobs) if backend == "process" else get_backend(backend)
    try:
        for i, (c, secs, value) in enumerate(be.imap_unordered(_run_cell_job, todo, data_dir), 1):
            progress(f"[{i}/{total}] {time.perf_counter() - t0:7.1f}s  {c.experiment} {c.dataset} "
                     f"{c.row.label}: {c.select_by} {value:.4f} ({secs:.1f}s)")
    except BaseException:
        if own and hasattr(be, "terminate"):
            be.terminate()
        raise
    if own:
        be.close()
    return todo
