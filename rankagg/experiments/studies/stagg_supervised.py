"""Supervised St.Agg_F(Ψ) and RankAgg_F(Ψ) (Niu et al. 2013 §4.3, §5.2, Figures 2-3) in the five-fold protocol.

For every dataset, feature map (bf, mf, tf) and objective (ndcg, err, rbp): fit on the training
subsets, keep the iterate with the best validation NDCG@10, test; fold-averaged NDCG@10 / ERR / RBP.
Writes results/stagg/supervised_<dataset>.{md,json} and results/stagg/runs/ JSONs (the README rows come from experiments/stagg_supervised.toml).

The paper tunes lr in 1e-1..1e-6 and σ in 1e-1..1e-4 with 500 iterations; that grid is the methods'
param_grid (run_protocol uses it by default).  Here, for compute (2 shared CPU cores), the grid is
reduced by --lr/--sigma/--max-iter (defaults: lr 1.0, σ 0.1, 30 iterations on MQ2008, 20 on MQ2007;
lr 1.0 for 30 steps covers about the distance of lr 0.1 for 300 steps of the paper's setting; the
best validation iterate is kept, so overshooting is caught).

    RANKAGG_DATA=/path/to/data rankagg experiment study stagg_supervised
"""

from __future__ import annotations

import os

for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import time  # noqa: E402
import warnings  # noqa: E402
from pathlib import Path  # noqa: E402

from rankagg.io.datasets import load_letor_agg  # noqa: E402
from rankagg.evaluation.measures import paired_t_test  # noqa: E402
from rankagg.experiments.protocol import run_protocol  # noqa: E402
from rankagg.experiments.results import dataset_key, slug

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it
OUT = ROOT / "results" / "stagg"
BENCH = OUT / "runs"
MEASURES = ("NDCG@5", "NDCG@10", "ERR", "RBP")
NAMES = {"bf": "Ψ_BF", "mf": "Ψ_MF", "tf": "Ψ_TF"}




def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", nargs="+", default=["MQ2008-agg", "MQ2007-agg"])
    ap.add_argument("--features", nargs="+", default=["bf", "mf", "tf"])
    ap.add_argument("--objectives", nargs="+", default=["ndcg", "err", "rbp"])
    ap.add_argument("--lr", nargs="+", type=float, default=[1.0])
    ap.add_argument("--sigma", nargs="+", type=float, default=[0.1])
    ap.add_argument("--max-iter", type=int, default=None)
    ap.add_argument("--tag", default="", help="write supervised_<dataset>__<tag>.{md,json} only (no README rows)")
    args = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    BENCH.mkdir(parents=True, exist_ok=True)
    warnings.simplefilter("ignore")
    for name in args.datasets:
        ds = load_letor_agg(name)
        max_iter = args.max_iter or (30 if name == "MQ2008-agg" else 20)
        rows = {}
        for feat in args.features:
            for obj in args.objectives:
                for method, label in (("stagg_sup", f"St.Agg_{obj.upper()}({NAMES[feat]})"),
                                      ("rankagg_sup", f"RankAgg_{obj.upper()}({NAMES[feat]})")):
                    grid = {"lr": args.lr}
                    if method == "stagg_sup":
                        grid["sigma"] = args.sigma
                    t0 = time.time()
                    res = run_protocol(ds, method, params={"features": feat, "objective": obj, "max_iter": max_iter, "eval_every": 5}, grid=grid)
                    d = res.to_dict()
                    d["label"] = label
                    d["wall_seconds"] = time.time() - t0
                    if not args.tag:
                        (BENCH / f"{dataset_key(name)}__{slug(label)}.json").write_text(json.dumps(d, indent=2, default=float))
                    rows[label] = res
                    print(f"{name} {label}: " + " ".join(f"{m}={res.test[m]:.4f}" for m in MEASURES)
                          + f" ({time.time() - t0:.0f}s)", flush=True)
        lines = [f"# Supervised St.Agg and RankAgg on {name} (five-fold test means)", "",
                 f"Linear scorer, gradient ascent, lr grid {args.lr}, σ grid {args.sigma}, {max_iter} iterations, "
                 "best validation NDCG@10 iterate.", "",
                 "| method | " + " | ".join(MEASURES) + " |", "|---|" + "---|" * len(MEASURES)]
        for label, r in rows.items():
            lines.append(f"| {label} | " + " | ".join(f"{r.test[m]:.4f}" for m in MEASURES) + " |")
        lines += ["", "## St.Agg_F vs RankAgg_F, same objective and features (paired t-test on the objective's measure)", "",
                  "| pair | measure | mean diff | p |", "|---|---|---|---|"]
        tests = []
        meas = {"ndcg": "NDCG@10", "err": "ERR", "rbp": "RBP"}
        for feat in args.features:
            for obj in args.objectives:
                a = rows[f"St.Agg_{obj.upper()}({NAMES[feat]})"]
                b = rows[f"RankAgg_{obj.upper()}({NAMES[feat]})"]
                t = paired_t_test(a.per_query(meas[obj]), b.per_query(meas[obj]))
                lines.append(f"| St.Agg vs RankAgg, {obj.upper()}, {NAMES[feat]} | {meas[obj]} | {t.mean_difference:+.4f} | {t.pvalue:.3g} |")
                tests.append({"features": feat, "objective": obj, "measure": meas[obj], "mean_difference": t.mean_difference, "pvalue": t.pvalue})
        best = max(rows, key=lambda k: rows[k].test["NDCG@10"])
        lines += ["", f"Best configuration by test NDCG@10 (reported, not selected on): **{best}** "
                  + " ".join(f"{m}={rows[best].test[m]:.4f}" for m in MEASURES)]
        stem = f"supervised_{dataset_key(name)}" + (f"__{args.tag}" if args.tag else "")
        (OUT / f"{stem}.md").write_text("\n".join(lines) + "\n")
        (OUT / f"{stem}.json").write_text(json.dumps(
            {"max_iter": max_iter, "lr": args.lr, "sigma": args.sigma,
             "table": {k: {m: r.test[m] for m in MEASURES} for k, r in rows.items()},
             "params": {k: [f.params for f in r.folds] for k, r in rows.items()}, "tests": tests}, indent=2, default=float))
        print("\n".join(lines), flush=True)


if __name__ == "__main__":
    main()
