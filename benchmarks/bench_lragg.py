"""Speed of the Volkovs et al. (2012) pipeline: SVD feature extraction and a five-fold LambdaRank run.

1. Feature extraction for all of MQ2007-agg (1692 queries, 69,623 documents, 21 experts):
   per-expert pairwise matrices + rank-1 SVD features for each transform (fresh cache).
2. One full five-fold LR-logR run (200 LambdaRank passes per fold, validation NDCG@10 model
   selection) on MQ2007-agg, features cached once per dataset.
3. The same on MQ2008-agg.

Prints the times and writes results/lragg/bench.json (results schema) and bench.md.  Timings on a
shared 2-core machine are noisy.  ``--quick``: MQ2008-agg's first 20 queries of each subset, 5 passes per fold.

Usage: OMP_NUM_THREADS=1 python -m benchmarks.bench_lragg [--datasets ...] [--quick] [--out results/lragg/bench]
"""

from __future__ import annotations

import os
import time

import numpy as np

import rankagg.features.feature_cache as feature_cache
from benchmarks import harness
from rankagg.experiments.protocol import run_protocol
from rankagg.features.svd_features import svd_features
from rankagg.io.datasets import LetorDataset, load_letor_agg


def main(argv=None) -> None:
    ap = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "lragg" / "bench")
    ap.add_argument("--datasets", nargs="+", default=["MQ2007-agg", "MQ2008-agg"])
    args = ap.parse_args(argv)
    if args.quick:
        args.datasets = ["MQ2008-agg"]
    env = harness.environment()
    out = {"machine": env["processor"], "cpus": os.cpu_count(), "OMP_NUM_THREADS": os.environ.get("OMP_NUM_THREADS"), "runs": {}}
    # warm up numba (compiled functions are cached on disk after the first run)
    from rankagg.methods.supervised.lr_agg import query_lambdas

    query_lambdas(np.zeros(2), np.array([1, 0]))
    for name in args.datasets:
        ds = load_letor_agg(name, args.data_dir)
        if args.quick:  # the first 20 queries of each subset, the five folds kept
            ds = LetorDataset(ds.name, tuple(s.select_queries(np.arange(20)) for s in ds.subsets))
        data = ds.all
        r: dict = {"n_queries": data.n_queries, "n_items": data.n_items, "n_rankers": data.n_rankers}
        for tr in ("binary", "diff", "logdiff"):
            feature_cache._DEFAULT = None  # fresh cache
            t0 = time.perf_counter()
            f = feature_cache.default_cache().get(data, "svd", transform=tr, rank=1, unranked="none", positions="raw")
            r[f"svd_features_{tr}_s"] = time.perf_counter() - t0
            print(f"{name}: SVD features ({tr}, p=1) for all {data.n_queries} queries: {r[f'svd_features_{tr}_s']:.2f} s, shape {f.shape}", flush=True)
        t0 = time.perf_counter()
        svd_features(data, "logdiff", rank=3)
        r["svd_features_logdiff_p3_s"] = time.perf_counter() - t0
        print(f"{name}: SVD features (logdiff, p=3, LAPACK): {r['svd_features_logdiff_p3_s']:.2f} s", flush=True)
        feature_cache._DEFAULT = None
        t0 = time.perf_counter()
        passes = 5 if args.quick else 200
        res = run_protocol(ds, "lr_agg", params={"transform": "logdiff", **({"n_iter": passes} if args.quick else {})})
        r["five_fold_lr_logr_s"] = time.perf_counter() - t0
        r["five_fold_lr_logr_fit_s"] = res.fit_seconds
        r["five_fold_lr_logr_NDCG@1"] = res.test["NDCG@1"]
        print(
            f"{name}: five-fold LR-logR ({passes} passes/fold, features included): {r['five_fold_lr_logr_s']:.1f} s "
            f"(fit {res.fit_seconds:.1f} s), test NDCG@1 {res.test['NDCG@1']:.4f}",
            flush=True,
        )
        out["runs"][name] = r
    rows = [{"method": "lr_agg(transform='logdiff')", "n_queries": r["n_queries"], "n_items": r["n_items"],
             "n_rankers": r["n_rankers"], "mode": f"{name}, five folds", "seconds": r["five_fold_lr_logr_s"]}
            for name, r in out["runs"].items()]
    lines = ["# LambdaRank aggregation speed (benchmarks/bench_lragg.py)", "", harness.environment_line(env), "",
             *harness.markdown_table(["dataset", "step", "seconds"],
                                     [(name, k.removesuffix("_s"), f"{v:.2f}") for name, r in out["runs"].items()
                                      for k, v in r.items() if k.endswith("_s")])]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("lragg", rows, json_path=json_path, md_path=md_path, markdown="\n".join(lines), env=env,
                          **out)


if __name__ == "__main__":
    main()
