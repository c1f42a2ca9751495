"""St.Agg beyond the paper (issue 4): the best St.Agg configurations against the strong explicit baselines.

Rows, each in the five-fold protocol with its hyper-parameters chosen on the validation folds only:

* the strong baselines: Borda (unranked items share the remaining points), RRF (k tuned), CombMNZ;
* the best *unsupervised* St.Agg: utility, pairwise-probability function and unranked treatment
  tuned on validation (the grid of the last row of ``experiments/stagg_unsupervised.toml``);
* the *supervised* St.Agg_F (§4.3) with two changes beyond the paper, fixed before looking at any
  test fold: Adam steps instead of plain gradient ascent and the feature map ``bf_log`` (Ψ_BF next
  to RAGS' log normalised ranks); the objective (NDCG_s or ERR_s) is chosen on validation, the
  iterate by validation NDCG@10.

Every St.Agg row is compared with every baseline on NDCG@5 and ERR by a paired t-test and a
seeded paired randomization test over the pooled per-query test values (Holm's correction over
the six comparisons of a row is reported too).

Writes results/stagg/beyond_<dataset>.{md,json} and results/stagg/beyond_runs/ JSONs for the St.Agg rows.

    RANKAGG_DATA=/path/to/data rankagg experiment study stagg_beyond [--datasets MQ2008-agg]
"""

from __future__ import annotations

from typing import Any

import os

for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import time  # noqa: E402
import warnings  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from rankagg.io.datasets import load_letor_agg  # noqa: E402
from rankagg.evaluation.measures import holm, paired_t_test, randomization_test  # noqa: E402
from rankagg.experiments.protocol import run_protocol  # noqa: E402
from rankagg.experiments.results import dataset_key, slug  # noqa: E402

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it
OUT = ROOT / "results" / "stagg"
BENCH = ROOT / "results" / "stagg" / "beyond_runs"
MEASURES = ("NDCG@5", "NDCG@10", "ERR", "RBP")
TESTED = ("NDCG@5", "ERR")
SHOWN_PARAMS = {"utility", "pairwise", "objective", "c", "k"}  # the tuned ones, in the table's last column

# (label, method, fixed params, grid: None = the method's own param_grid)
BASELINES: list[Any] = [
    ("BordaCount (unranked share)", "borda", {}, {}),
    ("RRF (k tuned)", "rrf", {}, None),
    ("CombMNZ", "combmnz", {}, {}),
]
STAGG: list[Any] = [
    ("St.Agg (utility, pairwise, unranked tuned)", "stagg", {"unranked": "below"},
     {"utility": ["rrf", "dcg"], "c": [60], "pairwise": ["logistic", "loglogistic"], "scale": [3.0]}),
    ("St.Agg_F supervised (Adam, Ψ_BF + log ranks)", "stagg_sup",
     {"features": "bf_log", "optimizer": "adam", "lr": 0.01, "sigma": 0.1, "max_iter": 200, "eval_every": 10},
     {"objective": ["ndcg", "err"]}),
]
# Control: the explicit LambdaRank counterpart with the same two changes, so that the gain can be told
# apart from the features and the optimiser.
CONTROL: Any = ("RankAgg_F supervised (Adam, Ψ_BF + log ranks)", "rankagg_sup",
           {"features": "bf_log", "optimizer": "adam", "lr": 0.01, "max_iter": 200, "eval_every": 10},
           {"objective": ["ndcg", "err"]})


def compare(results, row: str, baseline: str, measure: str) -> dict:
    """Paired t-test and seeded randomization test (10,000 sign flips) of ``row`` minus ``baseline``."""
    a, c = results[row].per_query(measure), results[baseline].per_query(measure)
    t = paired_t_test(a, c)
    rt = randomization_test(a, c, n_resamples=10000, random_state=0)
    return {"stagg": row, "baseline": baseline, "measure": measure, "mean_difference": t.mean_difference,
            "t_pvalue": t.pvalue, "randomization_pvalue": rt.pvalue}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", nargs="+", default=["MQ2008-agg", "MQ2007-agg"])
    ap.add_argument("--select-by", default="NDCG@10")
    args = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    BENCH.mkdir(parents=True, exist_ok=True)
    warnings.simplefilter("ignore")
    for name in args.datasets:
        ds = load_letor_agg(name)
        results: dict[str, Any] = {}
        for label, method, params, grid in BASELINES + STAGG + [CONTROL]:
            t0 = time.time()
            res = run_protocol(ds, method, params=params, grid=grid, select_by=args.select_by)
            results[label] = res
            if label.startswith(("St.Agg", "RankAgg")):
                d = res.to_dict()
                d["label"] = label
                d["wall_seconds"] = time.time() - t0
                (BENCH / f"{dataset_key(name)}__{slug(label)}.json").write_text(json.dumps(d, indent=2, default=float))
            print(f"{name} {label}: " + " ".join(f"{m}={res.test[m]:.4f}" for m in MEASURES)
                  + f" ({time.time() - t0:.0f} s) fold params {[f.params for f in res.folds]}", flush=True)
        lines = [f"# St.Agg beyond the paper on {name} (five-fold test means, tuned on validation by {args.select_by})", "",
                 "| method | " + " | ".join(MEASURES) + " | validation-chosen params per fold |",
                 "|---|" + "---|" * (len(MEASURES) + 1)]
        table = {}
        for label, r in results.items():
            chosen = "; ".join(", ".join(f"{k}={v}" for k, v in f.params.items() if k in SHOWN_PARAMS)
                               or "–" for f in r.folds)
            lines.append(f"| {label} | " + " | ".join(f"{r.test[m]:.4f}" for m in MEASURES) + f" | {chosen} |")
            table[label] = {"test": {m: r.test[m] for m in MEASURES}, "params": [f.params for f in r.folds]}
        lines += ["", "## Paired tests: St.Agg row minus baseline (pooled per-query test values of the five folds)", "",
                  "| St.Agg row | baseline | measure | mean diff | t-test p | randomization p (10,000) | Holm-adjusted randomization p |",
                  "|---|---|---|---|---|---|---|"]
        tests = []
        for s in (lab for lab, *_ in STAGG):
            rows = []
            for b, *_ in BASELINES:
                rows += [compare(results, s, b, m) for m in TESTED]
            for row, adj in zip(rows, holm([r["randomization_pvalue"] for r in rows])):
                row["holm_randomization_pvalue"] = adj
                lines.append(f"| {row['stagg']} | {row['baseline']} | {row['measure']} | {row['mean_difference']:+.4f} | "
                             f"{row['t_pvalue']:.3g} | {row['randomization_pvalue']:.3g} | {adj:.3g} |")
            tests += rows
        sup, ctl = STAGG[-1][0], CONTROL[0]
        lines += ["", f"## Control: {sup} minus {ctl}", "", "| measure | mean diff | t-test p | randomization p (10,000) |",
                  "|---|---|---|---|"]
        for m in TESTED:
            row = compare(results, sup, ctl, m)
            lines.append(f"| {m} | {row['mean_difference']:+.4f} | {row['t_pvalue']:.3g} | {row['randomization_pvalue']:.3g} |")
            tests.append(row)
        (OUT / f"beyond_{dataset_key(name)}.md").write_text("\n".join(lines) + "\n")
        (OUT / f"beyond_{dataset_key(name)}.json").write_text(json.dumps({"table": table, "tests": tests}, indent=2, default=float))
        print("\n".join(lines), flush=True)


if __name__ == "__main__":
    main()
