"""The measured costs rendered from results: the times of each row of an experiment, and the status of every
experiment (cells rerun, cells left, their hours)."""

from __future__ import annotations

import numpy as np

from rankagg.experiments.results import table_cell
from rankagg.experiments.row_results import row_result
from rankagg.experiments.experiment_file import Experiment
from rankagg.experiments.status import experiment_status

__all__ = ["render_costs", "render_status"]


def render_costs(exp: Experiment, dataset: str) -> str:
    """Measured times of each row: fit of the chosen setting and whole fold (grid included), per fold."""
    out = ["| method | fit of the chosen setting, s per fold | whole fold with its grid, s | test aggregation, s per fold |",
           "|---|---:|---:|---:|"]
    for r in exp.rows:
        rr = row_result(exp, r, dataset)
        if rr.record is None or rr.legacy:
            out.append(f"| {table_cell(r.label)} | {'legacy' if rr.legacy else 'not run'} | | |")
            continue
        folds = rr.record["folds"]
        fit = np.mean([f["fit_seconds"] for f in folds])
        wall = np.mean([f.get("wall_seconds", 0.0) for f in folds])
        agg = np.mean([f["aggregate_seconds"] for f in folds])
        out.append(f"| {table_cell(r.label)} | {fit:.2f} | {wall:.1f} | {agg:.3f} |")
    return "\n".join(out) + "\n\nMean over the five folds, from the result files' timings (machine: " + \
        "2 cores shared with other jobs, so noisy).\n"


def render_status(experiments: dict[str, Experiment]) -> str:
    """Per experiment: cells rerun under the runner, cells still legacy or missing, and their times."""
    out = ["| experiment | cells rerun (schema 2) | cells legacy / missing / stale | time of the rerun cells | estimated time of the others |",
           "|---|---:|---:|---:|---:|"]
    total_done = total_left = 0.0
    for name in sorted(experiments):
        rows = experiment_status(experiments[name])
        done = [r for r in rows if r["status"] == "done"]
        left = [r for r in rows if r["status"] != "done"]
        done_s = sum(r["seconds"] for r in done)
        left_s = sum(r["seconds"] or 0.0 for r in left)
        total_done += done_s
        total_left += left_s
        counts = "/".join(str(sum(r["status"] == k for r in left)) for k in ("legacy", "missing", "stale"))
        out.append(f"| `experiments/{name}.toml` | {len(done)} | {counts} | {_hours(done_s)} | {_hours(left_s)} |")
    out.append(f"| all | | | {_hours(total_done)} | {_hours(total_left)} |")
    return "\n".join(out) + ("\n\nTimes are wall seconds of one process on the 2-core development machine shared with "
                             "other jobs (`rankagg experiment status experiments/*.toml` lists every cell). A cell not "
                             "rerun is estimated from the measured time per grid setting of a rerun cell with the same "
                             "method and features on the same dataset, else from its legacy run's time scaled by the "
                             "grid-size and iteration ratios and by how far that scaling was off for the rerun cells "
                             "of the same method.\n")


def _hours(seconds: float) -> str:
    return f"{seconds / 60:.1f} min" if seconds < 3600 else f"{seconds / 3600:.1f} h"
