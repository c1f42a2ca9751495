"""Speed of the Volkovs et al. (2012) pipeline: SVD feature extraction and a five-fold LambdaRank run.

1. Feature extraction for all of MQ2007-agg (1692 queries, 69,623 documents, 21 experts):
   per-expert pairwise matrices + rank-1 SVD features for each transform (fresh cache).
2. One full five-fold LR-logR run (200 LambdaRank passes per fold, validation NDCG@10 model
   selection) on MQ2007-agg, features cached once per dataset.
3. The same on MQ2008-agg.

Prints the times and writes results/lragg/bench.json.  Timings on a shared 2-core machine
are noisy.  Usage: OMP_NUM_THREADS=1 python benchmarks/bench_lragg.py [--datasets ...]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

import rankagg.features.feature_sets as features  # noqa: E402
from rankagg.io.datasets import load_letor_agg  # noqa: E402
from rankagg.experiments.protocol import run_protocol  # noqa: E402


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--datasets", nargs="+", default=["MQ2007-agg", "MQ2008-agg"])
    ap.add_argument("--data-dir", default=None)
    args = ap.parse_args(argv)
    out = {"machine": platform.processor() or platform.machine(), "cpus": os.cpu_count(), "OMP_NUM_THREADS": os.environ.get("OMP_NUM_THREADS"), "runs": {}}
    # warm up numba (compiled functions are cached on disk after the first run)
    from rankagg.methods.supervised.lr_agg import query_lambdas

    query_lambdas(np.zeros(2), np.array([1, 0]))
    for name in args.datasets:
        ds = load_letor_agg(name, args.data_dir)
        data = ds.all
        r: dict = {"n_queries": data.n_queries, "n_items": data.n_items, "n_rankers": data.n_rankers}
        for tr in ("binary", "diff", "logdiff"):
            features._DEFAULT = None  # fresh cache
            t0 = time.perf_counter()
            f = features.default_cache().get(data, "svd", transform=tr, rank=1, unranked="none", positions="raw")
            r[f"svd_features_{tr}_s"] = time.perf_counter() - t0
            print(f"{name}: SVD features ({tr}, p=1) for all {data.n_queries} queries: {r[f'svd_features_{tr}_s']:.2f} s, shape {f.shape}", flush=True)
        t0 = time.perf_counter()
        features.svd_features(data, "logdiff", rank=3)
        r["svd_features_logdiff_p3_s"] = time.perf_counter() - t0
        print(f"{name}: SVD features (logdiff, p=3, LAPACK): {r['svd_features_logdiff_p3_s']:.2f} s", flush=True)
        features._DEFAULT = None
        t0 = time.perf_counter()
        res = run_protocol(ds, "lr_agg", params={"transform": "logdiff"})
        r["five_fold_lr_logr_s"] = time.perf_counter() - t0
        r["five_fold_lr_logr_fit_s"] = res.fit_seconds
        r["five_fold_lr_logr_NDCG@1"] = res.test["NDCG@1"]
        print(
            f"{name}: five-fold LR-logR (200 passes/fold, features included): {r['five_fold_lr_logr_s']:.1f} s "
            f"(fit {res.fit_seconds:.1f} s), test NDCG@1 {res.test['NDCG@1']:.4f}",
            flush=True,
        )
        out["runs"][name] = r
    p = ROOT / "results" / "lragg" / "bench.json"
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
