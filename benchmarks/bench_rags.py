"""Speed of RAGS: fitting the least-squares weights on all MQ2007-agg training queries.

Goal (issue 7): fitting on all training queries of MQ2007-agg takes well under a second.
Each timing fits on a *fresh* copy of the training queries (no cached ranks), so it
includes the per-query average ranks, the top/bottom-k imputation, the logs, the label
ranks and the d x d solve.  Median of ``--repeat`` runs; the machine is shared, so
timings are noisy.

Run:  RANKAGG_DATA=/path/to/data python -m benchmarks.bench_rags [--repeat 7] [--quick] [--out results/rags/bench_rags]

Writes results/rags/bench_rags.json (results schema) and bench_rags.md.  ``--quick``: one repeat.
"""

from __future__ import annotations

import numpy as np

from benchmarks import harness
from rankagg.features._log_ranks_kernel import log_imputed_kernel
from rankagg.features.log_ranks import log_normalised_ranks
from rankagg.io.datasets import load_letor_agg
from rankagg.methods.rags.model import average_ranks, label_log_ranks, solve_weights
from rankagg.methods.registry import make_method


def fresh(data):
    return data.select_queries(np.arange(data.n_queries))


def timed(fn, repeat, data=None):
    """Median and min of ``fn(copy)``; each run gets a fresh copy of ``data`` made outside the timing."""
    t = harness.timeit(fn, repeat=repeat, warmup=0, setup=None if data is None else (lambda: fresh(data)))
    return t.median, t.best


def main(argv: list[str] | None = None) -> None:
    args = harness.parser(__doc__, repeat=7, out=harness.RESULTS / "rags" / "bench_rags").parse_args(argv)
    if args.quick:
        args.repeat = 1
    ds = load_letor_agg("MQ2007-agg", args.data_dir)
    train = ds.fold(1).train
    test = ds.fold(1).test
    print(f"MQ2007-agg fold-1 training queries: {train.n_queries} queries, {train.n_items} items, "
          f"{train.n_rankers} rankers")
    out = {"n_queries": train.n_queries, "n_items": train.n_items, "n_rankers": train.n_rankers, "timings": {}}
    everything = ds.all
    rows = [
        ("rags_top fit (paper: lstsq)", lambda d: make_method("rags_top").fit(d), train),
        ("rags_bottom fit (paper: lstsq)", lambda d: make_method("rags_bottom").fit(d), train),
        ("rags_top fit weights=ridge", lambda d: make_method("rags_top", weights="ridge").fit(d), train),
        ("rags_top fit weights=nnls", lambda d: make_method("rags_top", weights="nnls").fit(d), train),
        ("rags_top fit n_bands=3", lambda d: make_method("rags_top", n_bands=3).fit(d), train),
        ("rags_top fit on all 1692 queries", lambda d: make_method("rags_top").fit(d), everything),
    ]
    m = make_method("rags_top").fit(train)
    rows.append(("rags_top aggregate fold-1 test (incl. tie rule)", lambda d: m.aggregate(d), test))
    rows.append(("rags_top score fold-1 test", lambda d: m.score(d), test))
    # breakdown of one fit
    f = fresh(train)
    rows += [
        ("  part: ranks + imputation + logs (compiled kernel)",
         lambda: log_imputed_kernel(np.ascontiguousarray(f.ranks), f.offsets, False, False), None),
        ("  part: label ranks + log", lambda: label_log_ranks(f), None),
        ("  reference: numpy average ranks, all experts", lambda: average_ranks(f.ranks, f.query_of_item), None),
    ]
    X, y = log_normalised_ranks(f, "top"), label_log_ranks(f)
    rows.append(("  part: least-squares solve (21 x 21)", lambda: solve_weights(X, y), None))
    rows.append(("  reference: numpy.linalg.lstsq on the stacked system",
                 lambda: np.linalg.lstsq(X, y, rcond=None), None))
    for label, fn, data in rows:
        timed(fn, 1, data)  # warm-up (imports)
        med, best = timed(fn, args.repeat, data)
        out["timings"][label] = {"median_s": med, "min_s": best}
        print(f"{label:55s} median {med * 1000:8.1f} ms   min {best * 1000:8.1f} ms")
    goal = out["timings"]["rags_top fit (paper: lstsq)"]["median_s"]
    print(f"goal 'well under a second': {'met' if goal < 0.5 else 'NOT met'} ({goal:.3f} s)")
    env = harness.environment()
    rows = [{"method": label.strip(), "n_queries": out["n_queries"], "seconds": t["median_s"], "min_seconds": t["min_s"]}
            for label, t in out["timings"].items()]
    lines = ["# RAGS fitting speed, MQ2007-agg fold 1 (benchmarks/bench_rags.py)", "", harness.environment_line(env),
             f"Median and minimum of {args.repeat} runs, each on a fresh copy of the queries.", "",
             *harness.markdown_table(["step", "median ms", "min ms"],
                                     [(label, f"{t['median_s'] * 1000:.1f}", f"{t['min_s'] * 1000:.1f}")
                                      for label, t in out["timings"].items()])]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("rags", rows, json_path=json_path, md_path=md_path, markdown="\n".join(lines), env=env,
                          **out)


if __name__ == "__main__":
    main()
