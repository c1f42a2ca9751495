"""Speed of the extended Mallows EM and ULARA (issue 5 goals).

* one EM fit on all of MQ2008-agg with the weighted approximation: goal < 60 s;
* the sampling variant's cost per EM iteration (Metropolis chains of 10 n steps on
  every query), on MQ2008-agg and MQ2007-agg;
* ULARA's weight learning and scoring on all queries.

Numba compilation is excluded (one warm-up call on a few queries).  Timings on a
shared machine are noisy: the minimum of ``--repeat`` runs is printed.

    RANKAGG_DATA=../shared/data python benchmarks/bench_mallows.py [--repeat 3] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import time
import warnings

import numpy as np

from rankagg.io.datasets import load_letor_agg
from rankagg.methods.mallows.em import QueryBatch, fit_extended_mallows
from rankagg.methods.registry import make_method


def best_of(fn, repeat: int) -> tuple[float, object]:
    best, out = np.inf, None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t0)
    return best, out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--data-dir", default=None)
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    report: dict = {}
    for name in ("MQ2008-agg", "MQ2007-agg"):
        data = load_letor_agg(name, args.data_dir).all
        batch = QueryBatch.from_rankings(data)
        # warm-up (numba compilation / cache load)
        small = QueryBatch.from_rankings(data.select_queries(np.arange(5)))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            fit_extended_mallows(small, estimator="weighted", max_iter=2)
            fit_extended_mallows(small, estimator="sampling", max_iter=1)
        t_w, res = best_of(lambda: fit_extended_mallows(batch, estimator="weighted", max_iter=50, theta_min=-2.0), args.repeat)
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
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(report, fh, indent=2)


if __name__ == "__main__":
    main()
