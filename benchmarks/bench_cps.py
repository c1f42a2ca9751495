"""Speed of the CPS model (Qin et al. 2010, Theorems 2 and 3).

1. One model evaluation log P(π | θ, σ) (Eq. 8) against n: the Theorem-2
   implementation (stage distances with incremental updates) should grow as n²
   (fitted log-log slope about 2); the naive evaluation (every coset distance of
   Theorem 1 computed separately, also compiled) as n⁴, timed for n <= 128.
2. Sequential inference (Algorithm 1) over all queries of MQ2007-agg, for each
   distance, with θ learned on fold 1.

Writes results/cps/bench.json (results schema, ``kind: "benchmark"``) and results/cps/bench.md.
Timings on a shared 2-core machine: noisy.

    RANKAGG_DATA=../shared/data python -m benchmarks.bench_cps [--quick] [--out results/cps/bench]
"""

from __future__ import annotations

import itertools
import time

import numpy as np

from benchmarks import harness
from rankagg.methods.cps import distances, inference


def best_time(fn, repeats=5, min_time=0.05):
    """Best seconds per call (each repeat calls ``fn`` for at least ``min_time`` seconds)."""
    return harness.timeit(fn, repeat=repeats, warmup=0, min_time=min_time).best


def growth(dist, ns, M=1, naive=False, seed=0):
    rng = np.random.default_rng(seed)
    times = []
    for n in ns:
        s = np.column_stack([rng.permutation(n) + 1.0 for _ in range(M)])
        order = rng.permutation(n)
        theta = np.abs(rng.normal(size=M))
        f = distances.log_prob_naive if naive else distances.log_prob
        f(order, s, theta, dist)  # compile / warm up
        times.append(best_time(lambda: f(order, s, theta, dist), repeats=3 if naive else 5))
    slope = float(np.polyfit(np.log(ns), np.log(times), 1)[0])
    return times, slope


def main(argv=None):
    args = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "cps" / "bench").parse_args(argv)
    out = {"model_evaluation": {}, "sequential_inference_mq2007": {}}
    rows = []
    ns = [64, 128] if args.quick else [64, 128, 256, 512, 1024, 2048]
    ns_naive = [16, 32] if args.quick else [16, 32, 64, 128]
    lines = ["# CPS speed (benchmarks/bench_cps.py)", "", "Timings on a shared 2-core machine (noisy).", "",
             "## One evaluation of log P(π | θ, σ) (Eq. 8), one ranker", "",
             "| distance | n | Theorem 2, s | log-log slope | naive n (Theorem 1 per coset) | naive s | naive slope |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    for dist in distances.DISTANCES:
        t, slope = growth(dist, ns)
        tn, slope_n = growth(dist, ns_naive, naive=True)
        out["model_evaluation"][dist] = {"n": ns, "seconds": t, "slope": slope, "naive_n": ns_naive, "naive_seconds": tn, "naive_slope": slope_n}
        rows += [{"method": f"cps log P, d_{dist}", "n_items": n, "n_rankers": 1, "mode": "Theorem 2", "seconds": x}
                 for n, x in zip(ns, t)]
        rows += [{"method": f"cps log P, d_{dist}", "n_items": n, "n_rankers": 1, "mode": "naive", "seconds": x}
                 for n, x in zip(ns_naive, tn)]
        lines.append(f"| d_{dist} | {' / '.join(map(str, ns))} | {' / '.join(f'{x:.2e}' for x in t)} | {slope:.2f} | "
                     f"{' / '.join(map(str, ns_naive))} | {' / '.join(f'{x:.2e}' for x in tn)} | {slope_n:.2f} |")
        print(lines[-1], flush=True)
    # exact Mallows: log Z by enumerating S_n (Eq. 3, the paper's O(n!)) vs the subset DP
    lines += ["", "## Exact Mallows log-partition function, 25 rankers", "",
              "| distance | n | enumeration of S_n, s | subset forward-backward, s | ratio |", "| --- | --- | --- | --- | --- |"]
    out["mallows_log_partition"] = {}
    rng = np.random.default_rng(1)
    for dist in distances.DISTANCES:
        for n in (6,) if args.quick else (6, 8):
            s = np.column_stack([rng.permutation(n) + 1.0 for _ in range(25)])
            theta = np.abs(rng.normal(size=25)) * 0.1
            perms = np.array(list(itertools.permutations(range(n))))

            def enum():
                D = np.array([distances.distance(p, s, dist) for p in perms]) if dist == "t" else None
                if D is None:
                    pos = np.empty_like(perms)
                    np.put_along_axis(pos, perms, np.arange(1, n + 1)[None, :].repeat(len(perms), 0), axis=1)
                    diff = pos[:, :, None] - s[None, :, :]
                    D = (diff * diff if dist == "r" else np.abs(diff)).sum(axis=1)
                e = -(D @ theta)
                return e.max() + np.log(np.exp(e - e.max()).sum())

            dp = lambda: inference.mallows_log_partition(s, theta, dist)  # noqa: E731
            assert abs(enum() - dp()) < 1e-8
            te = best_time(enum, repeats=1 if dist == "t" else 3)
            td = best_time(dp)
            out["mallows_log_partition"][f"{dist}_{n}"] = {"enumeration": te, "dp": td}
            rows += [{"method": f"mallows log Z, d_{dist}", "n_items": n, "n_rankers": 25, "mode": mode, "seconds": x}
                     for mode, x in (("enumeration", te), ("subset DP", td))]
            lines.append(f"| d_{dist} | {n} | {te:.3e} | {td:.3e} | {te / td:.0f} |")
            print(lines[-1], flush=True)
    try:
        from rankagg.io.datasets import load_letor_agg
        from rankagg.methods.registry import make_method

        ds = load_letor_agg("MQ2007-agg", args.data_dir)
        data = ds.all if not args.quick else ds.all.select_queries(np.arange(20))
        lines += ["", f"## Sequential inference (Algorithm 1) over all of MQ2007-agg ({data.n_queries} queries, {data.n_items} documents, {data.n_rankers} rankers)", "",
                  "| distance | seconds (inference only, θ fit on fold 1) |", "| --- | --- |"]
        train = ds.fold(1).train
        for dist in distances.DISTANCES:
            m = make_method(f"cps(distance='{dist}')").fit(train)
            m.score(data.select_queries([0, 1]))  # compile
            data._cache.pop(("cps_positions", "average"), None)
            t0 = time.perf_counter()
            m.score(data)
            sec = time.perf_counter() - t0
            out["sequential_inference_mq2007"][dist] = sec
            rows.append({"method": f"cps(distance='{dist}')", "n_queries": data.n_queries, "n_items": data.n_items,
                         "n_rankers": data.n_rankers, "mode": "sequential inference", "seconds": sec})
            lines.append(f"| d_{dist} | {sec:.2f} |")
            print(lines[-1], flush=True)
    except FileNotFoundError as e:  # no data
        print("skipping MQ2007-agg:", e)
    env = harness.environment()
    lines[2] = harness.environment_line(env)
    harness.write_results("cps", rows, json_path=f"{args.out}.json", md_path=f"{args.out}.md",
                          markdown="\n".join(lines), env=env, **out)


if __name__ == "__main__":
    main()
