"""Speed of the extended Mallows EM and ULARA (issue 5 goals).

* one EM fit on all of MQ2008-agg with the weighted approximation: goal < 60 s;
* the sampling variant's cost per EM iteration (Metropolis chains of 10 n steps on
  every query), on MQ2008-agg and MQ2007-agg;
* ULARA's weight learning and scoring on all queries.

Numba compilation is excluded (one warm-up call on a few queries).  Timings on a
shared machine are noisy: the minimum of ``--repeat`` runs is printed.

    RANKAGG_DATA=../shared/data python -m benchmarks.bench_mallows [--repeat 3] [--quick] [--out results/mallows/bench]

Writes results/mallows/bench.json (results schema) and bench.md.  ``--quick``: MQ2008-agg's first
50 queries, one repeat, at most 3 EM iterations.
"""

from __future__ import annotations

import warnings

import numpy as np

from benchmarks import harness
from rankagg.io.datasets import load_letor_agg
from rankagg.methods.mallows.em import QueryBatch, fit_extended_mallows
from rankagg.methods.registry import make_method


def best_of(fn, repeat: int) -> tuple[float, object]:
    """Best seconds of ``repeat`` calls (no warm-up: the caller compiles on a small input) and the last result."""
    out: list[object] = []
    t = harness.timeit(lambda: out.append(fn()), repeat=repeat, warmup=0)
    return t.best, out[-1]


def main(argv: list[str] | None = None) -> None:
    args = harness.parser(__doc__, out=harness.RESULTS / "mallows" / "bench").parse_args(argv)
    if args.quick:
        args.repeat = 1
    max_iter = 3 if args.quick else 50
    report: dict = {}
    for name in ("MQ2008-agg",) if args.quick else ("MQ2008-agg", "MQ2007-agg"):
        data = load_letor_agg(name, args.data_dir).all
        if args.quick:
            data = data.select_queries(np.arange(50))
        batch = QueryBatch.from_rankings(data)
        # warm-up (numba compilation / cache load)
        small = QueryBatch.from_rankings(data.select_queries(np.arange(5)))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            fit_extended_mallows(small, estimator="weighted", max_iter=2)
            fit_extended_mallows(small, estimator="sampling", max_iter=1)
        t_w, res = best_of(lambda: fit_extended_mallows(batch, estimator="weighted", max_iter=max_iter, theta_min=-2.0), args.repeat)
        t_s, res_s = best_of(lambda: fit_extended_mallows(batch, estimator="sampling", max_iter=3, theta_min=-2.0), max(1, args.repeat - 1))
        t_u, _ = best_of(lambda: make_method("ulara").aggregate(data), args.repeat)
        t_b, _ = best_of(lambda: make_method("borda").aggregate(data), args.repeat)
        row = {
            "queries": data.n_queries,
            "items": data.n_items,
            "rankers": data.n_rankers,
            "em_weighted_fit_s": t_w,
            "em_weighted_iterations": res.n_iter,
            "em_weighted_cycle": res.cycle,
            "em_sampling_s_per_iteration": t_s / 3,
            "metropolis_steps_per_iteration": int(np.ceil(10 * batch.sizes).sum()),
            "ulara_fit_and_score_s": t_u,
            "borda_s": t_b,
        }
        report[name] = row
        print(
            f"{name}: {data.n_queries} queries, {data.n_items} docs, {data.n_rankers} rankers\n"
            f"  EM fit, weighted approximation: {t_w:.2f} s ({res.n_iter} iterations; goal < 60 s: "
            f"{'met' if t_w < 60 else 'NOT met'})\n"
            f"  EM, sampling estimator: {t_s / 3:.2f} s per iteration ({row['metropolis_steps_per_iteration']} "
            f"Metropolis steps, {1e9 * t_s / 3 / row['metropolis_steps_per_iteration'] / data.n_rankers:.0f} ns per step and ranker)\n"
            f"  ULARA fit+score: {t_u:.3f} s   (Borda: {t_b:.3f} s)"
        )
    env = harness.environment()
    rows = [{"method": m, "n_queries": r["queries"], "n_items": r["items"], "n_rankers": r["rankers"], "mode": name,
             "seconds": r[k]} for name, r in report.items()
            for m, k in (("mallows EM fit (weighted)", "em_weighted_fit_s"),
                         ("mallows EM, sampling, per iteration", "em_sampling_s_per_iteration"),
                         ("ulara", "ulara_fit_and_score_s"), ("borda", "borda_s"))]
    lines = ["# Mallows EM and ULARA speed (benchmarks/bench_mallows.py)", "", harness.environment_line(env), "",
             *harness.markdown_table(["dataset", "step", "seconds"],
                                     [(r["mode"], r["method"], f"{r['seconds']:.3f}") for r in rows])]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("mallows", rows, json_path=json_path, md_path=md_path, markdown="\n".join(lines), env=env,
                          **report)


if __name__ == "__main__":
    main()
