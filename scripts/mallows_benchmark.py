"""README results rows for mallows_em and ulara: the five-fold protocol on both datasets.

Hyper-parameters (mallows_em: estimator, inference, borda_weights; ulara: lam, nu)
are chosen on each fold's validation subset by NDCG@10 (the protocol default);
numbers are fold-averaged test measures.  Writes
results/benchmark/<dataset>__<label-slug>.json (``result.to_dict()`` + ``label``)
and results/mallows/benchmark.md.

    RANKAGG_DATA=/work/shared/data python scripts/mallows_benchmark.py [--datasets MQ2008-agg MQ2007-agg]
"""

from __future__ import annotations

import argparse
import json
import re
import time
from pathlib import Path

from rankagg.io.datasets import load_letor_agg
from rankagg.experiments.protocol import run_protocol
from rankagg.experiments.results import dataset_key, slug

ROOT = Path(__file__).resolve().parents[1]
RUNS = [
    ("mallows_em", "Mallows-EM (extended Mallows, top-k distance, KRS08 §3-4)"),
    ("ulara", "ULARA (KRS08 §5, Alg. 1-2)"),
]
MEASURES = ["NDCG@1", "NDCG@3", "NDCG@5", "NDCG@10", "MAP", "MeanNDCG"]




def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", nargs="+", default=["MQ2008-agg", "MQ2007-agg"])
    ap.add_argument("--data-dir", default=None)
    args = ap.parse_args()
    (ROOT / "results" / "benchmark").mkdir(parents=True, exist_ok=True)
    (ROOT / "results" / "mallows").mkdir(parents=True, exist_ok=True)
    rows = []
    for name in args.datasets:
        ds = load_letor_agg(name, args.data_dir)
        for method, label in RUNS:
            t0 = time.perf_counter()
            res = run_protocol(ds, method, progress=print)
            wall = time.perf_counter() - t0
            d = res.to_dict()
            d["label"] = label
            d["wall_seconds"] = wall
            (ROOT / "results" / "benchmark" / f"{dataset_key(name)}__{slug(label)}.json").write_text(json.dumps(d, indent=2, default=str))
            rows.append((name, label, res.test, [f.params for f in res.folds], wall))
            print(name, label, {m: round(res.test[m], 4) for m in MEASURES}, f"{wall:.0f}s")
    lines = [
        "# mallows_em and ulara under the five-fold protocol (fold-averaged test)",
        "",
        "Parameters chosen on validation by NDCG@10.  Script: scripts/mallows_benchmark.py; "
        "wall times on a shared 2-core machine (noisy).",
        "",
        "| dataset | method | " + " | ".join(MEASURES) + " | chosen parameters (folds 1-5) | wall s |",
        "| --- | --- | " + " | ".join("---" for _ in MEASURES) + " | --- | --- |",
    ]
    for name, label, test, params, wall in rows:
        ps = "; ".join(",".join(f"{k}={v}" for k, v in sorted(p.items())) for p in params)
        lines.append(f"| {name} | {label} | " + " | ".join(f"{test[m]:.4f}" for m in MEASURES) + f" | {ps} | {wall:.0f} |")
    out = ROOT / "results" / "mallows" / ("benchmark.md" if len(args.datasets) == 2 else f"benchmark_{'_'.join(dataset_key(d) for d in args.datasets)}.md")
    out.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
