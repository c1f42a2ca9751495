"""Reproduce Table 3 of Volkovs, Larochelle & Zemel (CIKM 2012) and add the stacked LambdaMART.

For each dataset and method: the five-fold protocol (hyper-parameters tuned on
validation only), fold-averaged test NDCG@1-5, P@1-5, MAP (and NDCG@10,
MeanNDCG), next to the paper's numbers, with paired tests (t-test and
randomization test over test queries) of every method against the reproduced
LR-logR.

Writes
  results/lragg/runs/<dataset>__<slug>.json   protocol result + per-query measures
  results/lragg/table3_<dataset>.md / .json   the table

Usage:  RANKAGG_DATA=/path rankagg experiment study lragg_table3 [--datasets MQ2008-agg ...]
        [--methods lr_i lr_r lr_logr lr_combined lambdamart rrf] [--table-only]
"""

from __future__ import annotations

from typing import Any

import argparse
import json
import re
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it

from rankagg.io.datasets import load_letor_agg  # noqa: E402
from rankagg.evaluation.measures import paired_t_test, randomization_test  # noqa: E402
from rankagg.experiments.protocol import run_protocol  # noqa: E402
from rankagg.experiments.results import dataset_key, slug

OUT = ROOT / "results" / "lragg"

METHODS: dict[str, Any] = {
    "lr_i": ("LR-I (Volkovs 2012, binary)", "lr_agg", {"transform": "binary"}, None),
    "lr_r": ("LR-R (Volkovs 2012, rank diff)", "lr_agg", {"transform": "diff"}, None),
    "lr_logr": ("LR-logR (Volkovs 2012, log rank diff)", "lr_agg", {"transform": "logdiff"}, None),
    "lr_combined": ("LR-logR combined Y_tot (Volkovs 2012, Fig. 3)", "lr_agg", {"transform": "logdiff", "combined": True}, None),
    "lambdamart": ("LambdaMART stacked features (rankagg)", "lambdamart", {}, None),
    "lr_logr_bag5": ("LR-logR, 5 seeds averaged (rankagg)", "lr_agg", {"transform": "logdiff", "n_models": 5}, None),
    "rrf": ("RRF (k=60)", "rrf", {}, {}),
}

MEASURES = [f"NDCG@{k}" for k in range(1, 6)] + [f"P@{k}" for k in range(1, 6)] + ["MAP"]
EXTRA = ["NDCG@10", "MeanNDCG"]

# Table 3 of the paper (percent)
PAPER = {
    "MQ2008-agg": {
        "rrf": [38.77, 40.73, 43.48, 45.70, 47.17, 44.89, 41.32, 38.82, 36.51, 34.13, 47.71],
        "lr_i": [40.22, 43.94, 46.33, 48.30, 50.16, 46.94, 44.00, 41.45, 38.52, 36.28, 49.54],
        "lr_r": [40.90, 42.75, 45.83, 47.93, 49.68, 47.45, 42.92, 41.20, 38.77, 36.22, 49.26],
        "lr_logr": [42.81, 44.53, 47.02, 49.00, 50.69, 48.85, 44.13, 41.84, 39.09, 36.50, 50.32],
    },
    "MQ2007-agg": {
        "rrf": [41.93, 42.66, 42.42, 42.73, 43.13, 48.70, 47.20, 44.84, 43.52, 42.52, 46.72],
        "lr_i": [46.13, 46.76, 46.71, 46.87, 47.28, 52.90, 51.39, 49.33, 47.80, 46.66, 50.05],
        "lr_r": [45.02, 45.40, 45.68, 45.87, 46.12, 51.83, 50.36, 48.88, 47.25, 45.98, 49.55],
        "lr_logr": [46.30, 46.18, 46.46, 46.56, 47.02, 53.19, 51.04, 49.26, 47.48, 46.29, 50.39],
    },
}




def run_one(ds, key: str) -> dict:
    label, method, params, grid = METHODS[key]
    t0 = time.perf_counter()
    res = run_protocol(ds, method, params=params, grid=grid, progress=lambda m: print(f"  {ds.name} {key} {m}", flush=True))
    wall = time.perf_counter() - t0
    doc = res.to_dict()
    doc["label"] = label
    doc["wall_seconds"] = wall
    run = dict(doc)
    run["per_query"] = {m: res.per_query(m).tolist() for m in MEASURES + EXTRA}
    run["qids"] = res.qids().tolist()
    (OUT / "runs").mkdir(parents=True, exist_ok=True)
    (OUT / "runs" / f"{dataset_key(ds.name)}__{key}.json").write_text(json.dumps(run, indent=1, default=_default))
    print(f"{ds.name} {key}: NDCG@1 {doc['test']['NDCG@1']:.4f} MAP {doc['test']['MAP']:.4f} ({wall:.0f} s)", flush=True)
    return run


def _default(o):
    if isinstance(o, np.generic):
        return o.item()
    if isinstance(o, np.ndarray):
        return o.tolist()
    raise TypeError(type(o).__name__)


def table(dataset: str) -> None:
    runs = {}
    for key in METHODS:
        p = OUT / "runs" / f"{dataset_key(dataset)}__{key}.json"
        if p.exists():
            runs[key] = json.loads(p.read_text())
    if not runs:
        return
    ref = runs.get("lr_logr")
    lines = [
        f"# Table 3 reproduction: {dataset}",
        "",
        "Fold-averaged test measures (percent), five-fold protocol, model selection on validation only.",
        "`paper` rows: Volkovs, Larochelle & Zemel (CIKM 2012), Table 3.  `p(t)` / `p(rand)`: paired t-test /",
        "randomization test (10,000 sign flips) of per-query NDCG@1 against the reproduced LR-logR.",
        "",
        "| method | " + " | ".join(MEASURES) + " | NDCG@10 | p(t) NDCG@1 | p(rand) NDCG@1 | fit s (5 folds) |",
        "|---" * (len(MEASURES) + 6) + "|",
    ]
    out: dict[str, Any] = {"dataset": dataset, "rows": []}
    for key, run in runs.items():
        vals = [100 * run["test"][m] for m in MEASURES]
        if ref is not None and key != "lr_logr":
            a = np.asarray(run["per_query"]["NDCG@1"])
            b = np.asarray(ref["per_query"]["NDCG@1"])
            t = paired_t_test(a, b)
            r = randomization_test(a, b, n_resamples=10000, random_state=0)
            pt, pr = f"{t.pvalue:.3g}", f"{r.pvalue:.3g}"
            sig = {"t_pvalue": t.pvalue, "rand_pvalue": r.pvalue, "mean_diff_NDCG@1": t.mean_difference}
        else:
            pt = pr = "-"
            sig = None
        lines.append(
            f"| {run['label']} | " + " | ".join(f"{v:.2f}" for v in vals)
            + f" | {100 * run['test']['NDCG@10']:.2f} | {pt} | {pr} | {run['fit_seconds']:.0f} |"
        )
        out["rows"].append({"key": key, "label": run["label"], "test": run["test"], "params": run["params"], "vs_lr_logr": sig, "fit_seconds": run["fit_seconds"]})
        if key in PAPER.get(dataset, {}):
            pv = PAPER[dataset][key]
            lines.append(f"| &nbsp;&nbsp;paper | " + " | ".join(f"{v:.2f}" for v in pv) + " | | | | |")
            lines.append(f"| &nbsp;&nbsp;difference | " + " | ".join(f"{a - b:+.2f}" for a, b in zip(vals, pv)) + " | | | | |")
            out["rows"][-1]["paper"] = dict(zip(MEASURES, pv))
    (OUT / f"table3_{dataset_key(dataset)}.md").write_text("\n".join(lines) + "\n")
    (OUT / f"table3_{dataset_key(dataset)}.json").write_text(json.dumps(out, indent=1, default=_default))
    print("\n".join(lines))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--datasets", nargs="+", default=["MQ2008-agg", "MQ2007-agg"])
    ap.add_argument("--methods", nargs="+", default=list(METHODS), choices=list(METHODS))
    ap.add_argument("--table-only", action="store_true")
    ap.add_argument("--data-dir", default=None)
    args = ap.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    for name in args.datasets:
        if not args.table_only:
            ds = load_letor_agg(name, args.data_dir)
            for key in args.methods:
                run_one(ds, key)
        table(name)


if __name__ == "__main__":
    main()
