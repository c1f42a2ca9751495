"""The example report: the explicit baselines' protocol results, robustness curves, expert weights.

Reads the runner's results of ``experiments/explicit_baselines.toml``
(``results/experiments/explicit_baselines/``, per-query values included), computes
robustness curves (NDCG@10 of RRF, Borda and CombMNZ against the number of rankers,
and against the number of added random rankers) and BestInput's per-ranker training
NDCG@10 per fold as "expert weights" into ``results/report/runs/``, then builds
``results/report/report.md`` and the self-contained ``results/report/report.html``
with ``rankagg.experiments.report`` (baseline: Borda).

    RANKAGG_DATA=/path/to/data python scripts/report_example.py [--skip-runs]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]

from rankagg.io.datasets import load_letor_agg
from rankagg.evaluation.measures import evaluate
from rankagg.methods.registry import make_method
from rankagg.experiments.report import build_report, slug
from rankagg.experiments.results import dataset_key

OUT = ROOT / "results" / "report"
RUNS = OUT / "runs"
DATASETS = ("MQ2008-agg", "MQ2007-agg")


def _dump(rec: dict, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(rec, default=lambda o: o.item() if isinstance(o, np.generic) else o.tolist()))


def robustness(ds, rng_seed: int = 0) -> None:
    """NDCG@10 over all queries (fixed parameters) with k random rankers, and with s added random rankers."""
    data = ds.all
    n = data.n_rankers
    ks = sorted({2, 4, 8, 12, 16, n})
    ks = [k for k in ks if k <= n]
    n_draws = 5
    spam_counts = [0, 5, 10, 20, 40]
    rng = np.random.default_rng(rng_seed)
    subsets = {k: [np.sort(rng.choice(n, size=k, replace=False)) for _ in range(n_draws if k < n else 1)] for k in ks}
    # random rankers: each ranks the query's candidates in a uniformly random order
    sizes = data.sizes
    spam = np.empty((data.n_items, max(spam_counts)))
    for j in range(spam.shape[1]):
        keys = rng.random(data.n_items) + data.query_of_item  # sort within query
        order = np.argsort(keys, kind="stable")
        pos = np.empty(data.n_items)
        pos[order] = np.arange(data.n_items) - np.repeat(data.offsets[:-1], sizes)
        spam[:, j] = pos + 1.0
    for method, label in (("rrf(k=60)", "RRF (k=60)"), ("borda", "BordaCount"), ("combmnz", "CombMNZ")):
        m = make_method(method)
        means, stds = [], []
        for k in ks:
            vals = [np.mean(evaluate(data, m.aggregate(data.select_rankers(ix)))["NDCG@10"]) for ix in subsets[k]]
            means.append(float(np.mean(vals)))
            stds.append(float(np.std(vals)))
        _dump(
            {"schema": "rankagg-results/1", "kind": "robustness", "dataset": ds.name, "method": method, "label": label,
             "robustness": {"x_name": "number_of_rankers", "x": ks, "values": means, "std": stds, "measure": "NDCG@10",
                            "draws": n_draws, "note": "random ranker subsets, all queries, fixed parameters"}},
            RUNS / f"robust_rankers__{dataset_key(ds.name)}__{slug(label)}.json",
        )
        vals = []
        for s in spam_counts:
            ranks = np.concatenate([data.ranks, spam[:, :s]], axis=1)
            names = list(data.ranker_names) + [f"random{j + 1}" for j in range(s)]
            aug = data.with_ranks(ranks, names)
            vals.append(float(np.mean(evaluate(aug, m.aggregate(aug))["NDCG@10"])))
        _dump(
            {"schema": "rankagg-results/1", "kind": "robustness", "dataset": ds.name, "method": method, "label": label,
             "robustness": {"x_name": "number_of_random_rankers_added", "x": spam_counts, "values": vals, "measure": "NDCG@10",
                            "note": "uniformly random full rankings added to the real rankers; all queries"}},
            RUNS / f"robust_spam__{dataset_key(ds.name)}__{slug(label)}.json",
        )
        print(f"{ds.name} robustness {label}: {means} / {vals}", flush=True)


def weights(ds) -> None:
    vals = []
    for k in range(1, 6):
        fold = ds.fold(k)
        m = make_method("best_input").fit(fold.train, fold.vali)
        vals.append(list(m.ranker_scores_))
    _dump(
        {"schema": "rankagg-results/1", "kind": "weights", "dataset": ds.name, "method": "best_input", "label": "BestInput",
         "weights": {"rankers": list(ds.subsets[0].ranker_names), "values": vals, "name": "training NDCG@10 (5 folds)"}},
        RUNS / f"weights__{dataset_key(ds.name)}__bestinput.json",
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--skip-runs", action="store_true", help="only rebuild the report from results/report/runs")
    a = ap.parse_args()
    if not a.skip_runs:
        for name in DATASETS:
            ds = load_letor_agg(name)
            robustness(ds)
            weights(ds)
    inputs = [RUNS, ROOT / "results" / "experiments" / "explicit_baselines"]
    for ext in ("md", "html"):
        out = build_report(inputs, OUT / f"report.{ext}", baseline="BordaCount, unranked share remaining points",
                           title="rankagg: explicit baselines on LETOR 4.0 MQ2008-agg / MQ2007-agg")
        print("wrote", out)


if __name__ == "__main__":
    main()
