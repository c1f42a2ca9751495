"""Five-fold protocol results of the explicit baselines on both LETOR aggregation sets.

    RANKAGG_DATA=../shared/data python scripts/foundation_results.py

Hyper-parameters in a method's ``param_grid`` are tuned on the validation subset of each
fold (NDCG@10); the rest are fixed as listed.  Writes one JSON per row to
results/benchmark/<dataset>__<slug>.json, which scripts/make_results_table.py renders.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from rankagg.io.datasets import load_letor_agg
from rankagg.experiments.protocol import run_protocol
from rankagg.experiments.results import dataset_key, slug

ROWS = [
    ("BestInput (best ranker on training folds)", "best_input", {}),
    ("BordaCount, unranked share remaining points", "borda", {}),
    ("BordaCount, unranked ignored (0 points)", "borda", {"unranked": "ignore"}),
    ("BordaCount, unranked tied at the bottom", "borda", {"unranked": "bottom"}),
    ("BordaCount, St.Agg Eq. 2 on raw positions", "borda", {"positions": "raw", "unranked": "ignore", "n_candidates": "query"}),
    ("RRF k=60", "rrf", {"k": 60}),
    ("RRF, k tuned on validation", "rrf", {}),
    ("CombSUM (Borda-normalised)", "combsum", {}),
    ("CombMNZ (Borda-normalised)", "combmnz", {}),
    ("CombMAX", "combmax", {}),
    ("CombMIN", "combmin", {}),
    ("CombMED", "combmed", {}),
    ("CombANZ", "combanz", {}),
    ("CombMNZ_rank (Klementiev §6.2)", "combmnz_rank", {}),
    ("Mean rank", "mean_rank", {}),
    ("Median rank", "median_rank", {}),
    ("Dowdall", "dowdall", {}),
]




def main(data_dir: str | None = None) -> None:
    out = Path("results/benchmark")
    out.mkdir(parents=True, exist_ok=True)
    for name in ("MQ2007-agg", "MQ2008-agg"):
        ds = load_letor_agg(name, data_dir)
        for label, method, params in ROWS:
            res = run_protocol(ds, method, params)
            d = res.to_dict()
            d["label"] = label
            d["group"] = "explicit baselines"
            (out / f"{dataset_key(name)}__{slug(label)}.json").write_text(json.dumps(d, indent=1, default=str))
            print(f"{name:11s} {label:50s} NDCG@1 {res.test['NDCG@1']:.4f} NDCG@5 {res.test['NDCG@5']:.4f} NDCG@10 {res.test['NDCG@10']:.4f}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else None)
