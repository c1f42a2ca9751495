"""Unsupervised St.Agg (Niu et al. 2013, §4.2, Table 1) in the five-fold protocol, and the
strong explicit baselines (Borda 'share', RRF, CombMNZ) with paired significance tests.

Writes results/stagg/unsupervised_<dataset>.{md,json} and one JSON per row to
results/stagg/runs/<dataset>__<label-slug>.json (the README rows come from experiments/stagg_unsupervised.toml).

    RANKAGG_DATA=/path/to/data rankagg experiment study stagg_unsupervised [--datasets MQ2008-agg] [--quick]
"""

from __future__ import annotations

from typing import Any

import os

for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse
import json
import re
import time
from pathlib import Path

import numpy as np

from rankagg.io.datasets import load_letor_agg
from rankagg.evaluation.measures import paired_t_test, randomization_test
from rankagg.experiments.protocol import run_protocol
from rankagg.experiments.results import dataset_key, slug

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it
OUT = ROOT / "results" / "stagg"
BENCH = ROOT / "results" / "benchmark"
MEASURES = ("NDCG@5", "NDCG@10", "ERR", "RBP")

PAPER = {  # Table 1 of the paper
    "MQ2007-agg": {
        "St.Agg_BC": (0.4179, 0.4384, 0.3197, 0.3347),
        "St.Agg_RRF": (0.4195, 0.4404, 0.3199, 0.3346),
        "BordaCount": (0.2325, 0.2637, 0.2000, 0.2868),
        "RRF": (0.3172, 0.3474, 0.2563, 0.3108),
    },
    "MQ2008-agg": {
        "St.Agg_BC": (0.4515, 0.2151, 0.3021, 0.1671),
        "St.Agg_RRF": (0.4512, 0.2157, 0.3028, 0.1673),
        "BordaCount": (0.4052, 0.1895, 0.2547, 0.1607),
        "RRF": (0.4239, 0.1931, 0.2756, 0.1615),
    },
}

# (label, method, fixed params, grid or None for the method's own param_grid, paper row)
PAPER_ROWS = [
    ("St.Agg_BC (Eq. 12, Eq. 11 as printed)", "stagg_bc", {"pairwise": "eq11", "unranked": "half"}, {}, "St.Agg_BC"),
    ("St.Agg_RRF (Eq. 13, Eq. 11 as printed)", "stagg_rrf", {"pairwise": "eq11", "unranked": "half"},
     {"c": [1, 2, 5, 10, 20, 40, 60, 100]}, "St.Agg_RRF"),
    ("St.Agg_BC (Eq. 12, Eq. 11, raw positions)", "stagg_bc", {"pairwise": "eq11", "unranked": "half", "positions": "raw"}, {}, "St.Agg_BC"),
]
BASELINES: list[Any] = [
    ("BordaCount (unranked share)", "borda", {}, {}, "BordaCount"),
    ("RRF (k tuned)", "rrf", {}, None, "RRF"),
    ("CombMNZ", "combmnz", {}, {}, None),
]
BEYOND = [
    ("St.Agg_BC (pairwise, unranked tuned)", "stagg_bc", {},
     {"pairwise": ["eq11", "linear", "logistic", "loglogistic"], "unranked": ["half", "below"], "scale": [3.0]}, None),
    ("St.Agg (utility, pairwise, unranked tuned)", "stagg", {"unranked": "below"},
     {"utility": ["rrf", "dcg"], "c": [60], "pairwise": ["logistic", "loglogistic"], "scale": [3.0]}, None),
]




def run_rows(ds, rows, select_by):
    out = {}
    for label, method, params, grid, paper in rows:
        t0 = time.time()
        res = run_protocol(ds, method, params=params, grid=grid, select_by=select_by)
        d = res.to_dict()
        d["label"] = label
        d["paper_row"] = paper
        d["wall_seconds"] = time.time() - t0
        # the README rows come from experiments/stagg_unsupervised.toml; these runs feed this script's tables only
        folder = OUT / "runs"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{dataset_key(ds.name)}__{slug(label)}.json").write_text(json.dumps(d, indent=2, default=float))
        out[label] = (res, paper)
        print(f"{ds.name} {label}: " + " ".join(f"{m}={res.test[m]:.4f}" for m in MEASURES)
              + f"  ({time.time() - t0:.0f}s) params={[f['params'] for f in d['folds']][:2]}...", flush=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", nargs="+", default=["MQ2008-agg", "MQ2007-agg"])
    ap.add_argument("--select-by", default="NDCG@10")
    ap.add_argument("--no-beyond", action="store_true")
    ap.add_argument("--skip-paper-raw", action="store_true", help="leave out the raw-positions St.Agg_BC row")
    args = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    for name in args.datasets:
        ds = load_letor_agg(name)
        paper_rows = PAPER_ROWS[:2] if args.skip_paper_raw else PAPER_ROWS
        rows = paper_rows + BASELINES + ([] if args.no_beyond else BEYOND)
        res = run_rows(ds, rows, args.select_by)
        lines = [f"# Unsupervised St.Agg on {name} (five-fold test means, tuned on validation by {args.select_by})", "",
                 "| method | " + " | ".join(MEASURES) + " | paper " + " / ".join(MEASURES) + " | validation-chosen params (fold 1) |",
                 "|---|" + "---|" * (len(MEASURES) + 2)]
        table = {}
        for label, (r, paper) in res.items():
            pv = PAPER[name].get(paper) if paper else None
            lines.append(f"| {label} | " + " | ".join(f"{r.test[m]:.4f}" for m in MEASURES) + " | "
                         + (" / ".join(f"{v:.4f}" for v in pv) if pv else "–") + f" | `{r.folds[0].params}` |")
            table[label] = {"test": {m: r.test[m] for m in MEASURES}, "paper": pv, "params": [f.params for f in r.folds]}
        # paired tests: best St.Agg row (by NDCG@5 test mean is NOT used to choose; we test every St.Agg row)
        base_labels = [b[0] for b in BASELINES]
        stagg_labels = [lab for lab in res if lab.startswith("St.Agg")]
        lines += ["", "## Paired tests: St.Agg row vs each baseline (per-query test values, 5 folds pooled)", "",
                  "| St.Agg row | baseline | measure | mean diff | t-test p | randomization p |", "|---|---|---|---|---|---|"]
        tests = []
        for s in stagg_labels:
            for b in base_labels:
                for m in ("NDCG@5", "ERR"):
                    a, c = res[s][0].per_query(m), res[b][0].per_query(m)
                    t = paired_t_test(a, c)
                    rt = randomization_test(a, c, n_resamples=10000, random_state=0)
                    lines.append(f"| {s} | {b} | {m} | {t.mean_difference:+.4f} | {t.pvalue:.3g} | {rt.pvalue:.3g} |")
                    tests.append({"stagg": s, "baseline": b, "measure": m, "mean_difference": t.mean_difference,
                                  "t_pvalue": t.pvalue, "randomization_pvalue": rt.pvalue})
        (OUT / f"unsupervised_{dataset_key(name)}.md").write_text("\n".join(lines) + "\n")
        (OUT / f"unsupervised_{dataset_key(name)}.json").write_text(json.dumps({"table": table, "tests": tests}, indent=2, default=float))
        print("\n".join(lines), flush=True)


if __name__ == "__main__":
    main()
