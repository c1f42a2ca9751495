"""§6.3: do the learned dispersions (and ULARA weights) track ranker quality?

On all queries of each dataset (no label is read for learning): fit the extended
Mallows model by EM (weighted and sampling estimators) and ULARA's weights, then
report the Spearman and Kendall rank correlation between each ranker's |theta_i|
(resp. ULARA weight) and its own NDCG@5 and MAP (the ranker's list used alone,
documents it did not return below it).  Also repeated with 10 real rankers
replaced by random rankers (seeded), where the dispersions should single them out.

Writes results/mallows/dispersion.{md,json}.

    RANKAGG_DATA=/path/to/data rankagg experiment study mallows_dispersion
"""

from __future__ import annotations

from typing import Any

import argparse
import json
import time
from pathlib import Path

import numpy as np
from scipy.stats import kendalltau, spearmanr

from rankagg.io.datasets import load_letor_agg
from rankagg.evaluation.measures import evaluate, mean_measures
from rankagg.methods.mallows.em import with_random_rankers
from rankagg.methods.registry import make_method

OUT = Path.cwd() / "results" / "mallows"
LEARNERS: dict[str, Any] = {
    "|theta| Mallows-EM weighted": ("mallows_em", {"estimator": "weighted"}),
    "|theta| Mallows-EM sampling": ("mallows_em", {"estimator": "sampling", "max_iter": 10}),
    "ULARA weight (lam=5, nu=2)": ("ulara", {"lam": 5.0, "nu": 2}),
}


def ranker_quality(data) -> dict[str, np.ndarray]:
    r = data.local_ranks()
    out: dict[str, list[float]] = {"NDCG@5": [], "MAP": []}
    for j in range(data.n_rankers):
        s = np.where(np.isnan(r[:, j]), -1e9, -r[:, j])
        m = mean_measures(evaluate(data, s))
        out["NDCG@5"].append(m["NDCG@5"])
        out["MAP"].append(m["MAP"])
    return {k: np.array(v) for k, v in out.items()}


def learned(data) -> dict[str, np.ndarray]:
    vals = {}
    for label, (name, params) in LEARNERS.items():
        m = make_method(name, **params)
        m.score(data.without_labels())
        vals[label] = np.abs(np.asarray(m.theta_)) if name == "mallows_em" else np.asarray(m.weights_)
    return vals


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", nargs="+", default=["MQ2008-agg", "MQ2007-agg"])
    ap.add_argument("--data-dir", default=None)
    args = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    res: dict = {}
    lines = [
        "# §6.3 learned dispersions vs ranker quality",
        "",
        "Rank correlation over rankers between the learned value and the ranker's own quality on all queries "
        "(learning reads no label).  Script: rankagg experiment study mallows_dispersion.",
    ]
    for name in args.datasets:
        ds = load_letor_agg(name, args.data_dir)
        for setting, data, cols in [("real rankers", ds.all, np.array([], dtype=int))] + [
            ("10 rankers random", *with_random_rankers(ds.all, 10, 7))
        ]:
            q = ranker_quality(data)
            vals = learned(data)
            key = f"{name} / {setting}"
            res[key] = {"ranker_names": list(data.ranker_names), "random_columns": cols.tolist(), "quality": {k: v.tolist() for k, v in q.items()}, "learned": {k: v.tolist() for k, v in vals.items()}, "correlation": {}}
            lines += ["", f"## {key}", "", "| learned value | Spearman vs NDCG@5 | Kendall vs NDCG@5 | Spearman vs MAP | mean on random rankers | mean on real rankers |", "| --- | --- | --- | --- | --- | --- |"]
            for label, v in vals.items():
                rs = spearmanr(v, q["NDCG@5"])[0]
                kt = kendalltau(v, q["NDCG@5"])[0]
                rm = spearmanr(v, q["MAP"])[0]
                real = np.setdiff1d(np.arange(len(v)), cols)
                on_rand = f"{v[cols].mean():.4f}" if len(cols) else "-"
                res[key]["correlation"][label] = {"spearman_ndcg5": rs, "kendall_ndcg5": kt, "spearman_map": rm}
                lines.append(f"| {label} | {rs:.3f} | {kt:.3f} | {rm:.3f} | {on_rand} | {v[real].mean():.4f} |")
            # per-ranker table for the real setting (Table 1 analogue)
            if setting == "real rankers":
                lines += ["", "| ranker | NDCG@5 | MAP | " + " | ".join(vals) + " |", "| --- | --- | --- | " + " | ".join("---" for _ in vals) + " |"]
                for j in np.argsort(-q["NDCG@5"]):
                    lines.append(f"| {data.ranker_names[j]} | {q['NDCG@5'][j]:.4f} | {q['MAP'][j]:.4f} | " + " | ".join(f"{vals[k][j]:.4f}" for k in vals) + " |")
            print(key, {k: round(v["spearman_ndcg5"], 3) for k, v in res[key]["correlation"].items()}, flush=True)
    res["seconds"] = time.perf_counter() - t0
    (OUT / "dispersion.json").write_text(json.dumps(res, indent=2, default=float))
    (OUT / "dispersion.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
