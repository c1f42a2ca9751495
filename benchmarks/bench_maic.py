"""MAIC's ranked form on LETOR MQ2008-agg queries: the curve fit through SciPy (before) and compiled (now), side
by side in one run.

    nice python -m benchmarks.bench_maic [--queries 20] [--repeat 1] [--pinned] [--quick]

MAIC (``rankagg.methods.significance.maic``) fits a decay curve per list and per round, as its reference code
does with ``scipy.optimize.curve_fit``; 25 lists and 12-13 rounds make about 320 fits per MQ2008 query.
"before" is that: ``maic`` with each fit made by the reference's ``curve_fit`` call (the implementation up to
this benchmark); "now" is the compiled fit (``_maic_fit.fit_decay``).  Both score the first ``--queries``
queries of MQ2008-agg (all five subsets, in file order) in the same process, taking turns, ``--repeat`` times
each after a warm-up on one query (numba's compiled code loaded); wall and CPU seconds per query, medians.
The last columns compare the two outputs: bit for bit, the largest relative difference, and whether every
query orders its documents the same.  With ``--pinned`` the run re-executes itself under
``rankagg.experiments.reproduce.PINNED_ENV`` (NumPy without its AVX-512 kernels), where the two are meant to be
equal bit for bit; without, NumPy's AVX-512 ``exp`` moves SciPy's fits (module docstring of ``_maic_fit``).
Writes results/bench_maic.{json,md}.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
import warnings
from typing import Any

import numpy as np

from benchmarks import harness


def scipy_fit(y: np.ndarray, weight: float) -> np.ndarray | None:
    """The fit as the implementation before made it: the reference's ``curve_fit`` call, None where it raises."""
    from scipy.optimize import curve_fit

    from rankagg.methods.significance._maic_fit import LOWER_BOUNDS
    from rankagg.methods.significance.maic import _decay

    n = len(y)
    x = np.arange(1, n + 1, dtype=np.float64)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            params, _ = curve_fit(_decay, x, y, p0=[3.0, 0.01, 0.0001, weight], sigma=weight * (n - x + 1) / n,
                                  bounds=(LOWER_BOUNDS, [np.inf] * 4))
        return np.asarray(params)
    except (RuntimeError, ValueError):
        return None


def _pin() -> None:
    from rankagg.experiments.reproduce import PINNED_ENV

    if any(os.environ.get(k) != v for k, v in PINNED_ENV.items()):
        os.environ.update(PINNED_ENV)
        os.execv(sys.executable, [sys.executable, "-m", "benchmarks.bench_maic", *sys.argv[1:]])


def main() -> None:
    ap = harness.parser(__doc__, repeat=1, out=harness.RESULTS / "bench_maic")
    ap.add_argument("--queries", type=int, default=20)
    ap.add_argument("--pinned", action="store_true", help="run under rankagg.experiments.reproduce.PINNED_ENV")
    args = ap.parse_args()
    if args.pinned:
        _pin()
    if args.quick:
        args.queries, args.repeat = 2, 1
    from rankagg.experiments.reproduce import PINNED_ENV
    from rankagg.io.datasets import load_letor_agg
    from rankagg.methods.registry import make_method
    from rankagg.methods.significance import maic as maic_module

    data = load_letor_agg("MQ2008-agg", harness.data_dir(args.data_dir) / "letor4-agg").all
    queries = data.select_queries(np.arange(min(args.queries, data.n_queries)))
    compiled = maic_module.fit_decay
    method = make_method("maic")

    def run(fit: Any, rankings: Any) -> tuple[np.ndarray, np.ndarray]:
        maic_module.fit_decay = fit
        try:
            stat, _, extra = method.statistics(rankings)
        finally:
            maic_module.fit_decay = compiled
        return stat, extra["iterations"]

    warm = data.select_queries(np.arange(1))
    for fit in (scipy_fit, compiled):
        run(fit, warm)
    times: dict[str, tuple[list[float], list[float]]] = {"before": ([], []), "now": ([], [])}
    outputs: dict[str, tuple[np.ndarray, np.ndarray]] = {}
    for _ in range(args.repeat):
        for label, fit in (("before", scipy_fit), ("now", compiled)):
            w, c = time.perf_counter(), time.process_time()
            outputs[label] = run(fit, queries)
            times[label][0].append((time.perf_counter() - w) / queries.n_queries)
            times[label][1].append((time.process_time() - c) / queries.n_queries)
    before, now = outputs["before"][0], outputs["now"][0]
    rel = float(np.max(np.abs(now - before) / np.abs(before)))
    same_order = all(np.array_equal(np.argsort(-before[r], kind="stable"), np.argsort(-now[r], kind="stable"))
                     for r in queries.query_slices())
    pinned = all(os.environ.get(k) == v for k, v in PINNED_ENV.items())
    rows: list[dict[str, Any]] = []
    for label, what in (("before", "scipy curve_fit per fit (the reference's call)"), ("now", "compiled fit (_maic_fit)")):
        walls, cpus = times[label]
        rows.append({"implementation": label, "what": what, "wall_s_per_query": statistics.median(walls),
                     "cpu_s_per_query": statistics.median(cpus), "walls_s_per_query": walls})
    speedup = rows[0]["wall_s_per_query"] / rows[1]["wall_s_per_query"]
    env = harness.environment()
    md = [f"# MAIC (ranked) on {queries.n_queries} MQ2008-agg queries: curve fit through SciPy vs compiled",
          "", f"`python -m benchmarks.bench_maic --queries {args.queries} --repeat {args.repeat}"
          f"{' --pinned' if args.pinned else ''}`: `maic` with its default parameters on the first "
          f"{queries.n_queries} queries ({queries.n_items} documents, {len(queries.ranker_names)} lists), both "
          "implementations in one process, taking turns; seconds per query, median of the repeats. "
          f"Floating-point environment: {'pinned (rankagg.experiments.reproduce.PINNED_ENV)' if pinned else 'default'}.",
          "", harness.environment_line(env), "",
          *harness.markdown_table(["implementation", "what", "wall s / query", "CPU s / query"],
                                  [[r["implementation"], r["what"], f"{r['wall_s_per_query']:.3f}",
                                    f"{r['cpu_s_per_query']:.3f}"] for r in rows]),
          "", f"Speed-up (wall): {speedup:.1f}x. Scores equal bit for bit: "
          f"{'yes' if np.array_equal(before, now) else 'no'}; largest relative difference {rel:.1e}; rounds run "
          f"equal: {'yes' if np.array_equal(outputs['before'][1], outputs['now'][1]) else 'no'}; "
          f"every query's order the same: {'yes' if same_order else 'no'}."]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("bench_maic", rows, json_path=json_path, md_path=md_path, markdown="\n".join(md), env=env,
                          queries=queries.n_queries, repeat=args.repeat, pinned=pinned, speedup_wall=speedup,
                          bit_identical=bool(np.array_equal(before, now)), max_rel_diff=rel, same_order=same_order)
    print("\n".join(md))


if __name__ == "__main__":
    main()
