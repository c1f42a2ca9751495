"""How much could ranker weights gain on the real TREC runs at best?  An upper bound that reads the labels.

Fuses the 28 TREC-COVID round-5 runs (``$RANKAGG_DATA/trec-covid-round5``) with RRF (k=60, k=10) and
CombSUM (min-max) weighted by each run's *true* nDCG@20 (from the qrels, on the same 50 topics: an oracle
no label-free method can have) to the power 0 (unweighted) ... 8, and prints the nDCG@20 of each fusion
(trec_eval conventions, ``QrelsEvaluation``); then the Spearman correlation between the runs' true
nDCG@20 and the label-free quality two ``pseudo_qrels`` configurations estimate.  docs/quality.md §8 quotes it.

    RANKAGG_DATA=../shared/data rankagg experiment study default_oracle_weights
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np


from rankagg.experiments.settings import load_setting  # noqa: E402
from scipy.stats import spearmanr  # noqa: E402

from rankagg.methods.quality.fusion import fusion_points, minmax_points  # noqa: E402
from rankagg.methods.registry import make_method  # noqa: E402


def main() -> None:
    ds = load_setting("trec-covid-r5")
    data, ev = ds.all, ds.evaluation
    true = np.array([ev.evaluate(data, np.nan_to_num(-data.ranks[:, j], nan=-np.inf))["nDCG@20"].mean()
                     for j in range(data.n_rankers)])
    points = {"RRF k=60": fusion_points(data, "rrf", "zero", 60.0), "RRF k=10": fusion_points(data, "rrf", "zero", 10.0),
              "CombSUM (min-max)": minmax_points(data)}
    print(f"runs' own nDCG@20: best {true.max():.4f}, median {np.median(true):.4f}, worst {true.min():.4f}")
    print("| weights = true nDCG@20 ** p | " + " | ".join(points) + " |")
    print("|---|" + "---:|" * len(points))
    for p in (0, 0.5, 1, 2, 4, 8):
        w = true**p
        print(f"| p = {p:g} | " + " | ".join(f"{ev.evaluate(data, pts @ (w / w.mean()))['nDCG@20'].mean():.4f}"
                                            for pts in points.values()) + " |")
    for spec in ("pseudo_qrels(power=4.0, top_m=10)", "pseudo_qrels(fusion='rrf', unranked='zero', power=1.0)",
                 "pseudo_qrels(fusion='combsum', unranked='zero', power=1.0)"):
        quality = make_method(spec).fit(data).quality_
        print(f"{spec}: Spearman {spearmanr(quality, true)[0]:.2f} between its quality estimates and the true nDCG@20")


if __name__ == "__main__":
    main()
