"""Which treatment of unranked documents / rank positions reproduces the weak explicit
baselines of St.Agg Table 1 (BordaCount 0.2325 / 0.4052, RRF 0.3172 / 0.4239 NDCG@5)?

Every variant is scored by the official LETOR conventions on S1..S5 (mean of subset
means = fold-averaged test, no tuning).  'lineorder' variants evaluate the raw method
scores, so ties fall back to the file's line order (the official evaluator's rule),
instead of rankagg's house tie rule.  Writes results/stagg_baselines_explore.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from rankagg.data.rankings import consensus_scores
from rankagg.io.datasets import load_letor_agg
from rankagg.evaluation.measures import evaluate, mean_measures

PAPER = {"MQ2007-agg": {"BordaCount": (0.2325, 0.2637, 0.2000, 0.2868), "RRF": (0.3172, 0.3474, 0.2563, 0.3108), "BestInput": (0.3158, 0.3474, 0.2476, 0.3117)},
         "MQ2008-agg": {"BordaCount": (0.4052, 0.1895, 0.2547, 0.1607), "RRF": (0.4239, 0.1931, 0.2756, 0.1615), "BestInput": (0.3813, 0.1756, 0.2391, 0.1574)}}
COLS = ("NDCG@5", "NDCG@10", "ERR", "RBP")


def variants(s):
    """(name, family, function of subset -> scores)."""
    out = []
    for pos in ("raw", "local"):
        for unr in ("zero", "rank0", "bottom"):
            def rr(d, pos=pos, unr=unr, C=60.0):
                r = d.ranks if pos == "raw" else d.local_ranks()
                if unr == "zero":
                    return np.where(np.isnan(r), 0.0, 1.0 / (C + r)).sum(1)
                if unr == "rank0":   # NULL read as position 0
                    return (1.0 / (C + np.nan_to_num(r, nan=0.0))).sum(1)
                n = d.sizes[d.query_of_item][:, None]
                return (1.0 / (C + np.where(np.isnan(r), np.maximum(n, np.nanmax(np.nan_to_num(r, nan=0), axis=0)) + 1, r))).sum(1)
            out.append((f"RRF pos={pos} unranked={unr}", "RRF", rr))

            def bc(d, pos=pos, unr=unr):
                r = d.ranks if pos == "raw" else d.local_ranks()
                n = d.sizes[d.query_of_item][:, None].astype(float)
                if unr == "zero":
                    return np.where(np.isnan(r), 0.0, n - r).sum(1)
                if unr == "rank0":
                    return (n - np.nan_to_num(r, nan=0.0)).sum(1)
                return np.where(np.isnan(r), 0.0 if pos == "local" else n - np.nanmax(np.nan_to_num(r, nan=0)) - 1, n - r).sum(1)
            out.append((f"Borda(n-tau) pos={pos} unranked={unr}", "BordaCount", bc))
    for pos in ("raw", "local"):
        def bc_k(d, pos=pos):
            # Eq. 2 with n read as n_i, the length of the ranker's own list ("n_i is the length of tau_i")
            r = d.ranks if pos == "raw" else d.local_ranks()
            k = d.list_lengths()[d.query_of_item].astype(float)
            return np.where(np.isnan(r), 0.0, k - r).sum(1)
        out.append((f"Borda(n_i-tau) pos={pos} unranked=zero", "BordaCount", bc_k))

        def mean_pos(d, pos=pos):
            # Aslam & Montague's mean position over the rankers that ranked the item
            r = d.ranks if pos == "raw" else d.local_ranks()
            cnt = (~np.isnan(r)).sum(1)
            return np.where(cnt > 0, -np.nansum(r, 1) / np.maximum(cnt, 1), np.nan)
        out.append((f"mean position pos={pos}", "BordaCount", mean_pos))
        for C in (0.0, 1.0, 10.0):
            def rr_c(d, pos=pos, C=C):
                r = d.ranks if pos == "raw" else d.local_ranks()
                return np.where(np.isnan(r), 0.0, 1.0 / (C + r)).sum(1)
            out.append((f"RRF C={C:g} pos={pos} unranked=zero", "RRF", rr_c))
    return out


def main(data_dir: str | None = None) -> None:
    lines = ["# St.Agg Table 1 explicit baselines: which variant reproduces them?", "",
             "NDCG@5 / NDCG@10 / ERR / RBP, mean over S1..S5, official LETOR conventions.", ""]
    for name in ("MQ2007-agg", "MQ2008-agg"):
        ds = load_letor_agg(name, data_dir)
        lines += [f"## {name}", "", "| variant | ties | " + " | ".join(COLS) + " | paper |", "|---|---|" + "---|" * (len(COLS) + 1)]
        for vname, fam, fn in variants(None):
            for ties in ("lineorder", "house"):
                ms = []
                for sub in ds.subsets:
                    sc = fn(sub)
                    sc = np.nan_to_num(sc, nan=-1e18)
                    if ties == "house":
                        sc = consensus_scores(sub, sc)
                    ms.append(mean_measures(evaluate(sub, sc)))
                row = [np.mean([m[c] for m in ms]) for c in COLS]
                paper = PAPER[name][fam]
                lines.append(f"| {vname} | {ties} | " + " | ".join(f"{v:.4f}" for v in row) + " | " + " / ".join(f"{p:.4f}" for p in paper) + " |")
        lines.append("")
    out = Path("results/stagg_baselines_explore.md")
    out.parent.mkdir(exist_ok=True)
    out.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else None)
