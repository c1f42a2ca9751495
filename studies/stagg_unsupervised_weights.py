"""Unsupervised ways to weight St.Agg's rankers, tried and not adopted (docs/stagg.md §4).

Single rankers differ a lot (NDCG@5 0.24-0.41 on MQ2007-agg), so weighting them is where the
signal beyond Borda lies. Three label-free weightings of the per-ranker expectations
``E[u(R(x, τ_k))]`` (St.Agg, unranked items below), and one label-free self-training:

* agreement: ``w_k`` = (per-query Pearson correlation of ranker k's expectations with the
  leave-one-out weighted consensus, clipped at 0) ** power, global (mean over queries) or per
  query, five fixed-point iterations;
* coverage: ``w_k`` = (fraction of the query's documents ranker k returned) ** power, global or
  per query;
* pseudo-labels: supervised St.Agg_F (Adam, Ψ_BF + log ranks, NDCG_s, 100 iterations) trained on
  Borda's consensus as labels (2 for its top 3, 1 for ranks 4-10, 0 below) of the training
  queries, iterate chosen by the same pseudo-labels on the validation queries; test folds.

The weightings are exploration on all queries (no fold split: each row is one fixed setting,
and the point is whether any setting beats Borda at all); the pseudo-label row is five-fold.

    RANKAGG_DATA=/path/to/data rankagg experiment study stagg_unsupervised_weights
Writes results/stagg/unsupervised_weights.{md,json}.
"""

from __future__ import annotations

from typing import Any

import os

for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import json  # noqa: E402
import warnings  # noqa: E402
from dataclasses import replace  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from rankagg.io.datasets import load_letor_agg  # noqa: E402
from rankagg.evaluation.measures import evaluate, mean_measures  # noqa: E402
from rankagg.methods.stagg.expectation import expected_utility  # noqa: E402
from rankagg.methods.registry import make_method  # noqa: E402

OUT = Path.cwd() / "results" / "stagg"
SETTINGS: list[Any] = [("borda", {"pairwise": "binary"}), ("rrf", {"pairwise": "logistic", "scale": 3.0, "c": 60.0})]


def per_query_sums(data, x):
    """Column sums of ``x`` within each query: ``(n_queries, n_cols)``."""
    q = data.query_of_item
    return np.stack([np.bincount(q, x[:, k], minlength=data.n_queries) for k in range(x.shape[1])], axis=1)


def per_query_correlation(data, x, y):
    """Pearson correlation of the columns of ``x`` with those of ``y`` within each query (0 if constant)."""
    q = data.query_of_item
    size = data.sizes.astype(np.float64)[:, None]
    xc = x - (per_query_sums(data, x) / size)[q]
    yc = y - (per_query_sums(data, y) / size)[q]
    num = per_query_sums(data, xc * yc)
    den = np.sqrt(per_query_sums(data, xc * xc) * per_query_sums(data, yc * yc))
    return np.where(den > 0, num / np.maximum(den, 1e-300), 0.0)


def agreement_weights(data, e, mode, power, n_iter=5):
    w = np.ones((data.n_queries, e.shape[1]))
    for _ in range(n_iter):
        weighted = e * w[data.query_of_item]
        loo = weighted.sum(axis=1, keepdims=True) - weighted
        a = np.clip(per_query_correlation(data, e, loo), 0.0, None)
        w = np.tile(a.mean(axis=0) ** power, (data.n_queries, 1)) if mode == "global" else a ** power
    return w


def coverage_weights(data, mode, power):
    covered = per_query_sums(data, data.ranked.astype(np.float64)) / data.sizes[:, None]
    if mode == "global":
        return np.tile(data.ranked.mean(axis=0) ** power, (data.n_queries, 1))
    return covered ** power


def measures(data, scores):
    m = mean_measures(evaluate(data, scores))
    return {"NDCG@5": m["NDCG@5"], "ERR": m["ERR"]}


def borda_pseudo_labels(data):
    s = make_method("borda").aggregate(data)
    labels = np.zeros(data.n_items, dtype=np.int64)
    for lo, hi in zip(data.offsets[:-1], data.offsets[1:]):
        order = np.argsort(-s[lo:hi], kind="stable")
        labels[lo + order[:3]] = 2
        labels[lo + order[3:10]] = 1
    return replace(data, labels=labels, _cache={})


def main() -> None:
    warnings.simplefilter("ignore")
    OUT.mkdir(parents=True, exist_ok=True)
    out = {}
    lines = ["# Unsupervised ranker weights for St.Agg (exploration; see docs/stagg.md §4)", ""]
    for name in ("MQ2007-agg", "MQ2008-agg"):
        ds = load_letor_agg(name)
        data = ds.all
        rows = {"Borda (share)": measures(data, make_method("borda").aggregate(data))}
        # one ranker alone: Borda of a single list is that list, unranked documents tied below
        singles = [measures(data, make_method("borda").aggregate(data.select_rankers([k]))) for k in range(data.n_rankers)]
        for key in ("min", "max"):
            pick = min if key == "min" else max
            rows[f"single ranker, {key} NDCG@5"] = pick(singles, key=lambda v: v["NDCG@5"])
        for utility, kw in SETTINGS:
            e = expected_utility(data, utility, unranked="below", **kw)
            if utility == "borda":
                e = e / data.sizes[data.query_of_item][:, None]
            tag = f"St.Agg {utility} ({kw['pairwise']}, below)"
            rows[f"{tag}, unweighted"] = measures(data, e.sum(axis=1))
            for mode in ("global", "query"):
                for power in (1, 2, 4):
                    w = agreement_weights(data, e, mode, power)
                    rows[f"{tag}, agreement {mode} ^{power}"] = measures(data, (e * w[data.query_of_item]).sum(axis=1))
                    w = coverage_weights(data, mode, power)
                    rows[f"{tag}, coverage {mode} ^{power}"] = measures(data, (e * w[data.query_of_item]).sum(axis=1))
        folds = []
        for k in range(1, 6):
            fold = ds.fold(k)
            m = make_method("stagg_sup", features="bf_log", optimizer="adam", objective="ndcg", lr=0.01, max_iter=100)
            m.fit(borda_pseudo_labels(fold.train), borda_pseudo_labels(fold.vali))
            folds.append((measures(fold.test, m.aggregate(fold.test)), measures(fold.test, make_method("borda").aggregate(fold.test))))
        rows["St.Agg_F on Borda pseudo-labels (five-fold test mean)"] = {
            key: float(np.mean([f[0][key] for f in folds])) for key in ("NDCG@5", "ERR")}
        rows["Borda (share), five-fold test mean"] = {key: float(np.mean([f[1][key] for f in folds])) for key in ("NDCG@5", "ERR")}
        out[name] = rows
        lines += [f"## {name}", "", "| row | NDCG@5 | ERR |", "|---|---|---|"]
        lines += [f"| {label} | {v['NDCG@5']:.4f} | {v['ERR']:.4f} |" for label, v in rows.items()]
        lines.append("")
        print("\n".join(lines[-len(rows) - 2:]), flush=True)
    (OUT / "unsupervised_weights.md").write_text("\n".join(lines))
    (OUT / "unsupervised_weights.json").write_text(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
