"""``rankagg experiment status``: every cell of an experiment, done / stale / legacy / missing, with the
seconds it took (measured) or would take (estimated from done cells of the same method, or from the legacy
run's time scaled), and per-experiment totals (:func:`status_lines`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

import numpy as np

from rankagg.experiments.experiment_file import Experiment, load_experiment
from rankagg.experiments.runner import Cell, cell_status, plan, plan_experiments
from rankagg.experiments.results import read_record

__all__ = ["experiment_status", "status_lines"]


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
    experiments = [load_experiment(p) for p in paths]
    plan_experiments(experiments)  # two files writing one result file are refused, as by experiment run
    for exp in experiments:
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
