"""Reproduce Table 1 of Qin, Geng & Liu (NIPS 2010): CPS, Mallows and MallApp.

Table 1(a): MQ2008-small (MQ2008-agg queries with at most 8 documents, the
standard five folds), NDCG@2/4/6/8 and training times, hyper-parameters chosen
on validation by MeanNDCG (NDCG@10 is 0 on every query of at most 8 documents).
Table 1(b): CPS-S with each distance on MQ2008-agg and MQ2007-agg (validation
by NDCG@10, the protocol default).

Every run is saved as ``results/cps/runs/<dataset>__<slug>.json`` (reused unless
``--force``); the tables go
to ``results/cps/table1.md`` and ``results/cps/table1.json``.

    RANKAGG_DATA=/path/to/data rankagg experiment study cps_table1 --part a
    RANKAGG_DATA=/path/to/data rankagg experiment study cps_table1 --part b --datasets MQ2008-agg
"""

from __future__ import annotations

from typing import Any

import argparse
import json
import re
import sys
import time
import warnings
from pathlib import Path

import numpy as np

from rankagg.io.datasets import load_letor_agg, small_queries_dataset
from rankagg.experiments.protocol import run_protocol
from rankagg.experiments.results import dataset_key, slug

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it
OUT = ROOT / "results" / "cps"
RUNS = OUT / "runs"
KS = (2, 4, 6, 8)

# label, method spec, fixed params, grid (None = the method's param_grid)
TABLE_A = [
    ("BordaCount", "borda", {}, None),
    ("CPS-G(d_f)", "cps", {"distance": "f", "inference": "global"}, None),
    ("CPS-S(d_f)", "cps", {"distance": "f", "inference": "sequential"}, None),
    ("Mallows(d_f)", "mallows_exact", {"distance": "f"}, None),
    ("MallApp(d_f)", "mallapp", {"distance": "f"}, None),
    ("CPS-G(d_r)", "cps", {"distance": "r", "inference": "global"}, None),
    ("CPS-S(d_r)", "cps", {"distance": "r", "inference": "sequential"}, None),
    ("Mallows(d_r)", "mallows_exact", {"distance": "r"}, None),
    ("MallApp(d_r)", "mallapp", {"distance": "r"}, None),
    ("CPS-G(d_t)", "cps", {"distance": "t", "inference": "global"}, None),
    ("CPS-S(d_t)", "cps", {"distance": "t", "inference": "sequential"}, None),
    ("Mallows(d_t)", "mallows_exact", {"distance": "t"}, None),
    ("MallApp(d_t)", "mallapp", {"distance": "t"}, None),
]
# full datasets: ``unranked`` fixed to "average" (the cost of the grid on MQ2007-agg)
_TRUTHS = {"truth": ["tie_rule", "random", "top"]}
TABLE_B = [
    ("BordaCount", "borda", {}, None),
    ("CPS-S(d_t)", "cps", {"distance": "t", "inference": "sequential", "unranked": "average"}, _TRUTHS),
    ("CPS-S(d_r)", "cps", {"distance": "r", "inference": "sequential", "unranked": "average"}, _TRUTHS),
    ("CPS-S(d_f)", "cps", {"distance": "f", "inference": "sequential", "unranked": "average"}, _TRUTHS),
]
# the Mallows baselines on a full dataset (README table): exact Mallows is trained on
# the queries of at most max_n=10 documents, inference is exact (linear assignment)
TABLE_C: list[Any] = [
    ("Mallows(d_f)", "mallows_exact", {"distance": "f"}, None),
    ("MallApp(d_f)", "mallapp", {"distance": "f", "truth": "random", "unranked": "average"}, {}),
]
# BordaCount variants, to explain the distance to the paper's BordaCount numbers
BORDA_VARIANTS = [
    ("Borda local/share", {"positions": "local", "unranked": "share"}),
    ("Borda local/ignore", {"positions": "local", "unranked": "ignore"}),
    ("Borda raw/share", {"positions": "raw", "unranked": "share"}),
    ("Borda raw/ignore", {"positions": "raw", "unranked": "ignore"}),
]

PAPER_A = {
    "BordaCount": (0.335, 0.421, 0.479, 0.420),
    "CPS-G(d_f)": (0.392, 0.471, 0.518, 0.446),
    "CPS-S(d_f)": (0.389, 0.471, 0.517, 0.444),
    "Mallows(d_f)": (0.350, 0.449, 0.490, 0.422),
    "MallApp(d_f)": (0.343, 0.440, 0.491, 0.420),
    "CPS-G(d_r)": (0.387, 0.476, 0.519, 0.443),
    "CPS-S(d_r)": (0.388, 0.478, 0.519, 0.441),
    "Mallows(d_r)": (0.333, 0.442, 0.491, 0.420),
    "MallApp(d_r)": (0.343, 0.440, 0.490, 0.419),
    "CPS-G(d_t)": (0.414, 0.485, 0.530, 0.451),
    "CPS-S(d_t)": (0.419, 0.489, 0.534, 0.454),
}
PAPER_B = {
    "MQ2008-agg": {
        "BordaCount": (0.281, 0.343, 0.389, 0.372),
        "CPS-S(d_t)": (0.312, 0.379, 0.420, 0.403),
        "CPS-S(d_r)": (0.314, 0.376, 0.419, 0.398),
        "CPS-S(d_f)": (0.276, 0.352, 0.399, 0.383),
    },
    "MQ2007-agg": {
        "BordaCount": (0.201, 0.213, 0.225, 0.238),
        "CPS-S(d_t)": (0.298, 0.311, 0.322, 0.335),
        "CPS-S(d_r)": (0.332, 0.341, 0.352, 0.362),
        "CPS-S(d_f)": (0.298, 0.312, 0.323, 0.336),
    },
}
PAPER_TIMES = {"CPS-G(d_f)": "about 12 s", "MallApp(d_f)": "about 30 s", "Mallows(d_f)": "about 12 hours"}




def _json(o):
    if isinstance(o, np.generic):
        return o.item()
    if isinstance(o, np.ndarray):
        return o.tolist()
    raise TypeError(type(o).__name__)


def run_one(ds, label, method, params, grid, select_by, force=False):
    path = RUNS / f"{dataset_key(ds.name)}__{slug(label)}.json"
    if path.exists() and not force:
        return json.loads(path.read_text())
    t0 = time.perf_counter()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        res = run_protocol(ds, method, params=params, grid=grid, select_by=select_by)
    d = res.to_dict()
    d["label"] = label
    d["wall_seconds"] = time.perf_counter() - t0
    d["fit_seconds_per_fold"] = [f.fit_seconds for f in res.folds]
    RUNS.mkdir(parents=True, exist_ok=True)
    text = json.dumps(d, indent=1, default=_json)
    path.write_text(text)
    print(f"{ds.name:12s} {label:14s} " + " ".join(f"{d['test'][f'NDCG@{k}']:.3f}" for k in KS)
          + f"  fit/fold {np.mean(d['fit_seconds_per_fold']):.1f}s  wall {d['wall_seconds']:.0f}s", flush=True)
    return d


def _params_summary(d):
    keys = sorted({k for p in d["params"] for k in p if k not in ("distance", "inference")})
    parts = []
    for k in keys:
        vals = [str(p.get(k)) for p in d["params"]]
        parts.append(f"{k}=" + "/".join(vals))
    return "; ".join(parts)


def table(rows, paper, title):
    lines = [f"### {title}", "", "| method | NDCG@2 | NDCG@4 | NDCG@6 | NDCG@8 | paper @2 / @4 / @6 / @8 | train s/fold | chosen on validation (folds 1-5) |",
             "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for label, d in rows:
        p = paper.get(label)
        ps = " / ".join(f"{v:.3f}" for v in p) if p else "—"
        lines.append(f"| {label} | " + " | ".join(f"{d['test'][f'NDCG@{k}']:.3f}" for k in KS)
                     + f" | {ps} | {np.mean(d['fit_seconds_per_fold']):.2f} | {_params_summary(d)} |")
    return lines


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--part", choices=["a", "b", "c", "all"], default="all")
    ap.add_argument("--datasets", nargs="*", default=["MQ2008-agg", "MQ2007-agg"])
    ap.add_argument("--only", nargs="*", default=None, help="labels to (re)run")
    ap.add_argument("--force", action="store_true")
    args = ap.parse_args(argv)
    mq2008 = load_letor_agg("MQ2008-agg")
    small = small_queries_dataset(mq2008)
    results = {}
    if args.part in ("a", "all"):
        rows = []
        for label, method, params, grid in TABLE_A:
            if args.only and label not in args.only:
                p = RUNS / f"{dataset_key(small.name)}__{slug(label)}.json"
                if p.exists():
                    rows.append((label, json.loads(p.read_text())))
                continue
            rows.append((label, run_one(small, label, method, params, grid, "MeanNDCG", args.force)))
        variants = []
        for label, params in BORDA_VARIANTS:
            variants.append((label, run_one(small, label, "borda", params, {}, "MeanNDCG", args.force)))
        results["MQ2008-small"] = {label: d["test"] for label, d in rows + variants}
    if args.part in ("b", "all"):
        for name in args.datasets:
            ds = mq2008 if name == "MQ2008-agg" else load_letor_agg(name)
            for label, method, params, grid in TABLE_B:
                if args.only and label not in args.only:
                    continue
                run_one(ds, label, method, params, grid, "NDCG@10", args.force)
    if args.part == "c":
        for label, method, params, grid in TABLE_C:
            run_one(mq2008, label, method, params, grid, "NDCG@10", args.force)
    write_tables(small.name)


def write_tables(small_name="MQ2008-small"):
    def load(ds, label):
        p = RUNS / f"{dataset_key(ds)}__{slug(label)}.json"
        return json.loads(p.read_text()) if p.exists() else None

    lines = ["# CPS (Qin, Geng & Liu 2010): Table 1 reproduction", "",
             "Fold-averaged test NDCG (LETOR conventions), five-fold protocol, parameters chosen on validation only.",
             "Training time: mean over folds of the fit time of the chosen setting on this machine (2 shared cores, noisy).",
             f"Paper training times: {', '.join(f'{k} {v}' for k, v in PAPER_TIMES.items())} (2.13 GHz machine).", ""]
    out = {}
    rows = [(label, d) for label, *_ in TABLE_A if (d := load(small_name, label))]
    if rows:
        lines += table(rows, PAPER_A, "Table 1(a): MQ2008-small (validation: MeanNDCG)")
        out["MQ2008-small"] = {label: {"test": d["test"], "params": d["params"], "fit_seconds_per_fold": d["fit_seconds_per_fold"]} for label, d in rows}
        vrows = [(label, d) for label, _ in BORDA_VARIANTS if (d := load(small_name, label))]
        if vrows:
            lines += ["", "BordaCount variants (no tuning), to locate the paper's BordaCount:", ""]
            lines += table(vrows, {}, "BordaCount variants on MQ2008-small")[2:]
            out["MQ2008-small-borda-variants"] = {label: d["test"] for label, d in vrows}
        lines.append("")
    for name in ("MQ2008-agg", "MQ2007-agg"):
        rows = [(label, d) for label, *_ in TABLE_B + TABLE_C if (d := load(name, label))]
        if rows:
            lines += table(rows, PAPER_B[name], f"Table 1(b): {name} (validation: NDCG@10)")
            lines.append("")
            out[name] = {label: {"test": d["test"], "params": d["params"], "fit_seconds_per_fold": d["fit_seconds_per_fold"]} for label, d in rows}
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "table1.md").write_text("\n".join(lines) + "\n")
    (OUT / "table1.json").write_text(json.dumps(out, indent=1, default=_json))
    print("\n".join(lines))


if __name__ == "__main__":
    sys.exit(main())
