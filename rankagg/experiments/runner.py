"""``rankagg experiment``: experiments declared in files, run through the one protocol.

An experiment file (TOML, ``experiments/<name>.toml`` at the repository root;
format in ``docs/experiments.md``) declares one table: datasets, rows (a label,
a method spec, fixed parameters, an optional grid), the validation measure,
the seed, the significance baselines and the measures shown.  Each (dataset,
row) pair is a *cell*, resolved once (:func:`rankagg.experiments.protocol.resolve_cell`), run by
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
"""

from __future__ import annotations

import os
import sys
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from rankagg.io.datasets import LetorDataset
from rankagg.io.guard import read_input_text
from rankagg.experiments.settings import load_setting, measure_on, setting_measures
from rankagg.backends.distributed import get_backend
from rankagg.methods.registry import method_class, parse_spec
from rankagg.experiments.protocol import CellSpec, resolve_cell, run_cell_spec
from rankagg.experiments.paths import path_under, plain_name
from rankagg.experiments.published import check_published
from rankagg.experiments.results import is_legacy, read_record, result_path, validate_record, write_record

__all__ = ["Row", "Experiment", "Cell", "load_experiment", "plan", "cell_status", "run_experiments",
           "load_dataset", "status_lines", "experiment_status"]

_EXPERIMENT_KEYS = {"name", "title", "datasets", "select_by", "seed", "baselines", "measures", "rows", "claims",
                    "results", "note", "documents", "stored_measures", "selections"}
_SELECTION_KEYS = {"label", "candidates", "baseline", "measure", "note", "tolerance", "ships"}
_ROW_KEYS = {"label", "method", "fixed", "grid", "group", "note", "legacy", "datasets", "published"}


@dataclass(frozen=True)
class Row:
    label: str
    method: str
    fixed: dict[str, Any]
    grid: dict[str, list[Any]] | None
    group: str = ""
    note: str = ""
    #: dataset -> the pre-schema-2 result shown (marked legacy) until the cell is rerun (under the repository root)
    legacy: dict[str, Path] = field(default_factory=dict)
    datasets: tuple[str, ...] | None = None
    #: numbers a paper printed for the row (:func:`rankagg.experiments.published.check_published`), or empty
    published: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Experiment:
    name: str
    title: str
    path: Path
    datasets: tuple[str, ...]
    select_by: str
    seed: int | None
    baselines: tuple[str, ...]
    measures: tuple[str, ...]
    rows: tuple[Row, ...]
    claims: tuple[dict[str, Any], ...]
    results: Path
    note: str = ""
    #: measures whose per-query test values the result files keep (None: every measure)
    stored_measures: tuple[str, ...] | None = None
    #: nested choices among rows across datasets (``[[selections]]``, :mod:`rankagg.experiments.selection`)
    selections: tuple[dict[str, Any], ...] = ()


@dataclass(frozen=True)
class Cell:
    """A planned cell: its row, its resolved protocol run (:class:`CellSpec`, made once) and its result file."""

    experiment: str
    row: Row
    spec: CellSpec
    path: Path
    stored_measures: tuple[str, ...] | None = None

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


def _root_of(path: Path) -> Path:
    """The repository root: the parent of the ``experiments/`` folder holding ``path``."""
    path = path.resolve()
    return path.parent.parent if path.parent.name == "experiments" else path.parent


def load_experiment(path: str | Path) -> Experiment:
    """Read and check an experiment file; errors name the file and the key."""
    path = Path(path)
    try:
        raw = tomllib.loads(read_input_text(path))  # a regular file (never a device or FIFO), UTF-8
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{path}: not valid TOML ({exc})") from exc
    unknown = set(raw) - _EXPERIMENT_KEYS
    if unknown:
        raise ValueError(f"{path}: unknown keys {sorted(unknown)} (known: {sorted(_EXPERIMENT_KEYS)})")
    for key in ("name", "datasets", "rows"):
        if key not in raw:
            raise ValueError(f"{path}: missing key {key!r}")
    # every path below comes from a name in the file: none may leave its folder (rankagg/experiments/paths.py)
    root = _root_of(path)
    name = plain_name(raw["name"], f"{path}: name")
    results = path_under(root, raw.get("results", f"results/experiments/{name}"), f"{path}: results")
    datasets = _dataset_names(raw["datasets"], f"{path}: datasets")
    rows = []
    labels: set[str] = set()
    for i, r in enumerate(raw["rows"]):
        where = f"{path}: rows[{i}]"
        bad = set(r) - _ROW_KEYS
        if bad:
            raise ValueError(f"{where}: unknown keys {sorted(bad)} (known: {sorted(_ROW_KEYS)})")
        if "label" not in r or "method" not in r:
            raise ValueError(f"{where}: needs 'label' and 'method'")
        if r["label"] in labels:
            raise ValueError(f"{where}: label {r['label']!r} used twice")
        labels.add(r["label"])
        try:
            method, spec_params = parse_spec(r["method"])
            method_class(method)  # unknown method: error now, not hours later
        except ValueError as exc:
            raise ValueError(f"{where}: {exc}") from exc
        fixed = {**spec_params, **r.get("fixed", {})}
        grid = r.get("grid")
        if grid is not None:
            both = sorted(set(grid) & set(fixed))
            if both:
                raise ValueError(f"{where}: {both} both fixed and in the grid")
            empty = sorted(k for k, v in grid.items() if not isinstance(v, list) or not v)
            if empty:
                raise ValueError(f"{where}: grid values of {empty} must be non-empty lists")
        only = _dataset_names(r["datasets"], f"{where}: datasets") if "datasets" in r else None
        published = check_published(where, r["published"], only or datasets) if "published" in r else {}
        legacy = r.get("legacy", {})
        if not isinstance(legacy, dict):
            raise ValueError(f"{where}: legacy must be a table dataset = path, got {legacy!r}")
        legacy = {ds: path_under(root, p, f"{where}: legacy.{ds}") for ds, p in legacy.items()}
        rows.append(Row(label=r["label"], method=method, fixed=fixed, grid=grid, group=r.get("group", ""),
                        note=r.get("note", ""), legacy=legacy, datasets=only, published=published))
    measures = tuple(raw.get("measures", ("NDCG@1", "NDCG@5", "NDCG@10", "MAP")))
    baselines = tuple(raw.get("baselines", ()))
    missing = [b for b in baselines if b not in labels]
    if missing:
        raise ValueError(f"{path}: baselines {missing} are not row labels")
    stored = tuple(raw["stored_measures"]) if "stored_measures" in raw else None
    if stored is not None:
        lost = sorted((set(measures) | {raw.get("select_by", "NDCG@10")}) - set(stored))
        if lost:
            raise ValueError(f"{path}: stored_measures must keep the table's measures and select_by; missing {lost}")
    selections = tuple(_check_selection(path, i, s, rows, datasets)
                       for i, s in enumerate(raw.get("selections", ())))
    if sum(bool(s.get("ships")) for s in selections) > 1:
        raise ValueError(f"{path}: more than one selection has ships = true")
    return Experiment(
        name=name, title=raw.get("title", name), path=path, datasets=datasets,
        select_by=raw.get("select_by", "NDCG@10"), seed=raw.get("seed"), baselines=baselines, measures=measures,
        rows=tuple(rows), claims=tuple(raw.get("claims", ())),
        results=results, note=raw.get("note", ""),
        stored_measures=stored, selections=selections,
    )


def _dataset_names(names: Any, what: str) -> tuple[str, ...]:
    """A list of dataset names, each one plain file name (it names its cells' result files and its folder)."""
    if not isinstance(names, list):
        raise ValueError(f"{what}: must be a list of dataset names, got {names!r}")
    return tuple(plain_name(ds, f"{what}[{i}]") for i, ds in enumerate(names))


def _check_selection(path: Path, i: int, sel: dict[str, Any], rows: list[Row], datasets: tuple[str, ...]) -> dict[str, Any]:
    """A ``[[selections]]`` entry names existing rows that run on every dataset of the experiment."""
    where = f"{path}: selections[{i}]"
    bad = set(sel) - _SELECTION_KEYS
    if bad:
        raise ValueError(f"{where}: unknown keys {sorted(bad)} (known: {sorted(_SELECTION_KEYS)})")
    for key in ("label", "candidates", "baseline", "measure"):
        if key not in sel:
            raise ValueError(f"{where}: missing key {key!r}")
    by_label = {r.label: r for r in rows}
    bases = [sel["baseline"]] if isinstance(sel["baseline"], str) else list(sel["baseline"])
    if not bases:
        raise ValueError(f"{where}: baseline names no row")
    for name in [*sel["candidates"], *bases]:
        if name not in by_label:
            raise ValueError(f"{where}: {name!r} is not a row label")
        only = by_label[name].datasets
        if only is not None and set(datasets) - set(only):
            raise ValueError(f"{where}: row {name!r} does not run on every dataset")
    if not sel["candidates"]:
        raise ValueError(f"{where}: no candidates")
    tol = sel.get("tolerance")
    if tol is not None and (isinstance(tol, bool) or not isinstance(tol, (int, float)) or not 0 <= tol < 1):
        raise ValueError(f"{where}: tolerance must be a number in [0, 1), got {tol!r}")
    if not isinstance(sel.get("ships", False), bool):
        raise ValueError(f"{where}: ships must be true or false, got {sel['ships']!r}")
    return dict(sel)


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
            cells.append(Cell(exp.name, row, spec, path, exp.stored_measures if setting_measures(ds) is None else None))
    return cells


def cell_status(cell: Cell) -> str:
    """``"done"`` (file with the same spec hash), ``"stale"`` (file with another hash) or ``"missing"``."""
    if not cell.path.exists():
        return "missing"
    rec = read_record(cell.path, legacy=True)  # a schema-2 file is validated; an older one is stale
    if is_legacy(rec) or rec.get("spec_hash") != cell.spec_hash:
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
    for p in paths:
        exp = load_experiment(p)
        for c in plan(exp):
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


def _legacy_seconds(exp: Experiment, cell: Cell) -> tuple[float | None, dict[str, Any] | None]:
    path = cell.row.legacy.get(cell.dataset)
    if path is None or not path.exists():
        return None, None
    rec = read_record(path, legacy=True)
    return rec.get("wall_seconds") or rec.get("protocol_wall_seconds"), rec


def _cost_key(cell: Cell) -> str:
    """Cells whose cost per grid setting is alike: the method, and its feature map when it has one."""
    return cell.row.method + (f"/{cell.fixed['features']}" if "features" in cell.fixed else "")


def _legacy_scaled(exp: Experiment, cell: Cell) -> float | None:
    """The legacy run's time scaled by the grid-size and iteration-count ratios (or None)."""
    legacy_s, legacy = _legacy_seconds(exp, cell)
    if legacy_s is None or legacy is None:
        return None
    ratio = _grid_size(cell.grid) / max(1, int(legacy.get("grid_size", 1)))
    old_iter = (legacy.get("params") or [{}])[0].get("max_iter")
    new_iter = cell.fixed.get("max_iter")
    if old_iter and new_iter:
        ratio *= new_iter / old_iter
    return legacy_s * ratio


def _estimate(exp: Experiment, cell: Cell, per_setting: dict[tuple[str, str], float],
              calibration: dict[tuple[str, str], float]) -> tuple[float | None, str]:
    """Seconds a cell that is not done would take, and how that was estimated.

    Preferred: the measured time per grid setting of a done cell of the same method
    (and the same ``features`` when it has one) on the same dataset, times this cell's
    grid size; else the legacy time scaled by the grid-size and iteration-count ratios,
    corrected by how far that scaling was off for the rerun cells of the same method on
    the same dataset (``calibration``: measured / scaled).
    """
    n = _grid_size(cell.grid)
    if (_cost_key(cell), cell.dataset) in per_setting:
        return per_setting[(_cost_key(cell), cell.dataset)] * n, "measured per setting (same method and dataset)"
    scaled = _legacy_scaled(exp, cell)
    if scaled is None:
        return None, "no estimate"
    factor = calibration.get((cell.row.method, cell.dataset))
    if factor is not None:
        return scaled * factor, f"legacy time x grid and iteration ratios x {factor:.2f} (measured/estimated, same method)"
    other = [v for (m, _), v in calibration.items() if m == cell.row.method]
    if other:
        factor = float(np.median(other))
        return scaled * factor, f"legacy time x grid and iteration ratios x {factor:.2f} (measured/estimated, same method, other dataset)"
    return scaled, "legacy time x grid-size and iteration ratios"


def experiment_status(exp: Experiment) -> list[dict[str, Any]]:
    """Every cell of an experiment: status (done / stale / legacy / missing), seconds (measured or estimated), how."""
    cells = plan(exp)
    status = {c.path: cell_status(c) for c in cells}
    per_setting: dict[tuple[str, str], float] = {}
    ratios: dict[tuple[str, str], list[float]] = {}
    for c in cells:
        if status[c.path] == "done":
            rec = read_record(c.path)
            per_setting.setdefault((_cost_key(c), c.dataset), rec["wall_seconds"] / max(1, rec["grid_size"]))
            scaled = _legacy_scaled(exp, c)
            if scaled:
                ratios.setdefault((c.row.method, c.dataset), []).append(rec["wall_seconds"] / scaled)
    calibration = {k: float(np.median(v)) for k, v in ratios.items()}
    out = []
    for c in cells:
        st = status[c.path]
        if st == "done":
            secs, how = read_record(c.path)["wall_seconds"], "measured"
        else:
            secs, how = _estimate(exp, c, per_setting, calibration)
            st = "legacy" if st == "missing" and c.row.legacy.get(c.dataset) else st
        out.append({"cell": c, "status": st, "seconds": secs, "how": how})
    return out


def status_lines(paths: Sequence[str | Path]) -> list[str]:
    """One line per cell: status, measured or estimated seconds, label; then per-experiment totals."""
    out = []
    grand_done = grand_pending = 0.0
    for p in paths:
        exp = load_experiment(p)
        rows = experiment_status(exp)
        done_s = sum(r["seconds"] for r in rows if r["status"] == "done")
        pending_s = sum(r["seconds"] or 0.0 for r in rows if r["status"] != "done")
        for r in rows:
            c, secs = r["cell"], r["seconds"]
            shown = "" if secs is None else f"{secs:9.1f}s"
            out.append(f"{r['status']:8s} {shown:>10s} {exp.name} {c.dataset} {c.row.label} ({r['how']})")
        out.append(f"{exp.name}: done cells took {done_s / 3600:.2f} h; the cells not done would take about "
                   f"{pending_s / 3600:.2f} h")
        grand_done += done_s
        grand_pending += pending_s
    if len(paths) > 1:
        out.append(f"all: done {grand_done / 3600:.2f} h; not done about {grand_pending / 3600:.2f} h "
                   "(one process, on the machine that measured them)")
    return out


def _grid_size(grid: Mapping[str, Sequence[Any]]) -> int:
    n = 1
    for v in grid.values():
        n *= len(v)
    return n
