"""§6.2 / §6.4 robustness on LETOR: real rankers replaced by random rankers.

For K_r random rankers (seeded; a random ranker orders all of the query's
documents uniformly at random, the paper's "random permutations of the documents
returned for the query"), the remaining K - K_r real rankers chosen at random, run
the five-fold protocol (parameters chosen on validation by NDCG@10) for ULARA,
Mallows-EM, CombMNZ_rank, Borda and RRF on MQ2008-agg and MQ2007-agg (TREC-3,
the paper's data, is not available).  MAP and NDCG@5 versus K_r, averaged over
``--seeds`` random draws.

Writes results/mallows/robustness_<dataset>.{md,json,png} (one set per dataset).

    RANKAGG_DATA=/path/to/data rankagg experiment study mallows_robustness [--seeds 2]
"""

from __future__ import annotations

from typing import Any

import argparse
import json
import time
from pathlib import Path

import numpy as np

from rankagg.io.datasets import LetorDataset, load_letor_agg
from rankagg.methods.mallows.em import with_random_rankers
from rankagg.experiments.protocol import run_protocol
from rankagg.experiments.results import dataset_key

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it
OUT = ROOT / "results" / "mallows"
# Mallows-EM here: the weighted estimator with both weightings (the sampling
# estimator's full grid is in experiments/mallows_ulara.toml; it costs ~10x more).
METHODS = {
    "ULARA": ("ulara", None),
    "Mallows-EM": ("mallows_em", {"borda_weights": ["exp", "abs"], "inference": ["borda", "sampling"]}),
    "CombMNZ_rank": ("combmnz_rank", None),
    "Borda": ("borda", None),
    "RRF": ("rrf", None),
}
KR = {"MQ2008-agg": [0, 5, 10, 15, 20, 23], "MQ2007-agg": [0, 5, 10, 15, 18, 20]}


def randomized(ds: LetorDataset, n_random: int, seed: int) -> LetorDataset:
    """The same random ranker columns in every subset, each subset its own random lists."""
    rng = np.random.default_rng(seed)
    cols = np.sort(rng.choice(ds.subsets[0].n_rankers, n_random, replace=False))
    subs = tuple(with_random_rankers(s, n_random, rng, columns=cols)[0] for s in ds.subsets)
    return LetorDataset(name=ds.name, subsets=subs)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", nargs="+", default=["MQ2008-agg", "MQ2007-agg"])
    ap.add_argument("--seeds", type=int, default=2)
    ap.add_argument("--data-dir", default=None)
    args = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    res: dict = {}
    t0 = time.perf_counter()
    for name in args.datasets:
        ds = load_letor_agg(name, args.data_dir)
        res[name] = {}
        for kr in KR[name]:
            per_seed: dict[Any, list[Any]] = {m: [] for m in METHODS}
            for seed in range(args.seeds if kr else 1):
                dsr = randomized(ds, kr, 100 * kr + seed)
                for label, (method, grid) in METHODS.items():
                    r = run_protocol(dsr, method, grid=grid)
                    per_seed[label].append({"MAP": r.test["MAP"], "NDCG@5": r.test["NDCG@5"], "params": [f.params for f in r.folds]})
            res[name][kr] = {
                m: {
                    "MAP": float(np.mean([x["MAP"] for x in v])),
                    "NDCG@5": float(np.mean([x["NDCG@5"] for x in v])),
                    "runs": v,
                }
                for m, v in per_seed.items()
            }
            print(name, kr, {m: round(v["MAP"], 4) for m, v in res[name][kr].items()}, f"{time.perf_counter() - t0:.0f}s", flush=True)
        write(name, res[name], args.seeds, time.perf_counter() - t0)


def write(name: str, table: dict, seeds: int, seconds: float) -> None:
    res = {name: table}
    (OUT / f"robustness_{dataset_key(name)}.json").write_text(json.dumps({"seeds": seeds, "seconds": seconds, "results": res}, indent=2, default=str))
    lines = [
        "# Robustness to random rankers (§6.2 / §6.4 on LETOR)",
        "",
        f"K_r real rankers replaced by random rankers; fold-averaged test measures, parameters chosen on validation "
        f"(NDCG@10); mean over {seeds} random draws for K_r > 0.  Script: rankagg experiment study mallows_robustness "
        f"({seconds:.0f} s on a shared machine).",
    ]
    for name in res:
        for measure in ("MAP", "NDCG@5"):
            lines += ["", f"## {name}: {measure}", "", "| K_r | " + " | ".join(METHODS) + " |", "| --- | " + " | ".join("---" for _ in METHODS) + " |"]
            for kr, row in res[name].items():
                best = max(row[m][measure] for m in METHODS)
                cells = [(f"**{row[m][measure]:.4f}**" if row[m][measure] == best else f"{row[m][measure]:.4f}") for m in METHODS]
                lines.append(f"| {kr} | " + " | ".join(cells) + " |")
    (OUT / f"robustness_{dataset_key(name)}.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        for name in res:
            fig, axes = plt.subplots(1, 2, figsize=(10, 4))
            krs = list(res[name])
            for ax, measure in zip(axes, ("MAP", "NDCG@5")):
                for m in METHODS:
                    ax.plot(krs, [res[name][k][m][measure] for k in krs], "-o", ms=3, label=m)
                ax.set_xlabel("number of random rankers K_r")
                ax.set_ylabel(measure)
                ax.set_title(f"{name}: {measure}")
            axes[0].legend()
            fig.tight_layout()
            fig.savefig(OUT / f"robustness_{dataset_key(name)}.png", dpi=110)
    except ImportError:  # pragma: no cover
        print("matplotlib missing: no plot")


if __name__ == "__main__":
    main()
