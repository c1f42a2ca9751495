"""Robustness of St.Agg (Niu et al. 2013 §5.3, Figure 4): 5, 10, 15, 20 rankers drawn at random
20 times; average NDCG@5 (over all queries of the data set) of St.Agg and the baselines.

Methods use fixed parameters (no labels are used to choose them): St.Agg_BC / St.Agg_RRF in the
paper's setting (Eq. 11 as printed, unranked 0.5, C = 10), St.Agg_BC with a logistic contest and
unranked items below the list, BordaCount (share), RRF (k = 60), CombMNZ.
Writes results/stagg/robustness_<dataset>.{md,json,png}.

    RANKAGG_DATA=/path/to/data rankagg experiment study stagg_robustness [--draws 20]
    # MQ2007 as committed (the exact St.Agg_RRF costs ~5 s per draw on that set, left out for time):
    rankagg experiment study stagg_robustness --datasets MQ2007-agg --skip "St.Agg_RRF (Eq. 11, C=10)"
"""

from __future__ import annotations

from typing import Any

import os

for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse  # noqa: E402
import json  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from rankagg.io.datasets import load_letor_agg  # noqa: E402
from rankagg.evaluation.measures import evaluate  # noqa: E402
from rankagg.methods.registry import make_method  # noqa: E402
from rankagg.experiments.results import dataset_key

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it
OUT = ROOT / "results" / "stagg"
METHODS = {
    "St.Agg_BC (Eq. 11)": "stagg_bc(pairwise='eq11', unranked='half')",
    "St.Agg_RRF (Eq. 11, C=10)": "stagg_rrf(c=10, pairwise='eq11', unranked='half')",
    "St.Agg_BC (logistic, below)": "stagg_bc(pairwise='logistic', scale=3.0, unranked='below')",
    "BordaCount": "borda",
    "RRF (k=60)": "rrf(k=60)",
    "CombMNZ": "combmnz",
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", nargs="+", default=["MQ2008-agg", "MQ2007-agg"])
    ap.add_argument("--draws", type=int, default=20)
    ap.add_argument("--sizes", nargs="+", type=int, default=[5, 10, 15, 20])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--skip", nargs="*", default=[], help="method labels to leave out (e.g. the exact St.Agg_RRF on MQ2007 for time)")
    args = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    for name in args.datasets:
        methods = {k: v for k, v in METHODS.items() if k not in args.skip}
        data = load_letor_agg(name).all
        rng = np.random.default_rng(args.seed)
        res: dict[str, Any] = {lab: {} for lab in methods}
        for size in args.sizes:
            vals: dict[str, list[Any]] = {lab: [] for lab in methods}
            for _ in range(args.draws):
                cols = np.sort(rng.choice(data.n_rankers, size=size, replace=False))
                sub = data.select_rankers(cols)
                for lab, spec in methods.items():
                    vals[lab].append(float(np.mean(evaluate(sub, make_method(spec).aggregate(sub))["NDCG@5"])))
            for lab in methods:
                res[lab][size] = {"mean": float(np.mean(vals[lab])), "std": float(np.std(vals[lab])), "values": vals[lab]}
            print(name, size, {lab: round(res[lab][size]["mean"], 4) for lab in methods}, flush=True)
        lines = [f"# Robustness (§5.3) on {name}: mean NDCG@5 (± sd) over {args.draws} random ranker subsets", "",
                 "| method | " + " | ".join(f"{s} rankers" for s in args.sizes) + " |", "|---|" + "---|" * len(args.sizes)]
        for lab in methods:
            lines.append(f"| {lab} | " + " | ".join(f"{res[lab][s]['mean']:.4f} ± {res[lab][s]['std']:.4f}" for s in args.sizes) + " |")
        (OUT / f"robustness_{dataset_key(name)}.md").write_text("\n".join(lines) + "\n")
        (OUT / f"robustness_{dataset_key(name)}.json").write_text(json.dumps({"seed": args.seed, "draws": args.draws, "results": res}, indent=2))
        try:
            import matplotlib

            matplotlib.use("Agg")
            import matplotlib.pyplot as plt

            fig, ax = plt.subplots(figsize=(6, 4))
            for lab in methods:
                ax.errorbar(args.sizes, [res[lab][s]["mean"] for s in args.sizes], yerr=[res[lab][s]["std"] for s in args.sizes],
                            marker="o", capsize=3, label=lab)
            ax.set_xlabel("number of rankers")
            ax.set_ylabel("NDCG@5 (mean of %d draws)" % args.draws)
            ax.set_title(f"St.Agg robustness, {name}")
            ax.legend(fontsize=7)
            fig.tight_layout()
            fig.savefig(OUT / f"robustness_{dataset_key(name)}.png", dpi=110)
        except ImportError:
            print("matplotlib not installed: no plot (pip install rankagg[plot])")
        print("\n".join(lines), flush=True)


if __name__ == "__main__":
    main()
