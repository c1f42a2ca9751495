"""Paired significance of CPS-S against BordaCount on MQ2008-small and MQ2008-agg.

Reruns the (deterministic) protocol of scripts/cps_table1.py for the CPS-S rows
and BordaCount, and applies the paired randomization test of
rankagg.evaluation.measures to the per-query test NDCG@2 and NDCG@8 (folds concatenated).
Writes results/cps/significance.{md,json}.

    RANKAGG_DATA=/path/to/data python scripts/cps_significance.py
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path

from rankagg.methods.cps.model import small_queries_dataset
from rankagg.io.datasets import load_letor_agg
from rankagg.evaluation.measures import randomization_test
from rankagg.experiments.protocol import run_protocol

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "results" / "cps"


def main():
    mq2008 = load_letor_agg("MQ2008-agg")
    setups = [
        (small_queries_dataset(mq2008), "MeanNDCG", {}, None),
        (mq2008, "NDCG@10", {"unranked": "average"}, {"truth": ["tie_rule", "random", "top"]}),
    ]
    lines = ["# CPS-S vs BordaCount: paired randomization test (10000 sign flips) on per-query test NDCG", "",
             "| dataset | method | NDCG@2 diff | p | NDCG@8 diff | p |", "| --- | --- | --- | --- | --- | --- |"]
    out = {}
    for ds, select_by, fixed, grid in setups:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            base = run_protocol(ds, "borda", grid={}, select_by=select_by)
            for dist in ("t", "r", "f"):
                res = run_protocol(ds, f"cps(distance='{dist}')", params=fixed, grid=grid, select_by=select_by)
                row = {}
                for k in ("NDCG@2", "NDCG@8"):
                    t = randomization_test(res.per_query(k), base.per_query(k))
                    row[k] = {"mean_diff": t.mean_difference, "p": t.pvalue}
                out[f"{ds.name}/CPS-S(d_{dist})"] = row
                lines.append(f"| {ds.name} | CPS-S(d_{dist}) | {res.test['NDCG@2'] - base.test['NDCG@2']:+.3f} | {row['NDCG@2']['p']:.4f} | "
                             f"{res.test['NDCG@8'] - base.test['NDCG@8']:+.3f} | {row['NDCG@8']['p']:.4f} |")
                print(lines[-1], flush=True)
    (OUT / "significance.md").write_text("\n".join(lines) + "\n")
    (OUT / "significance.json").write_text(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
