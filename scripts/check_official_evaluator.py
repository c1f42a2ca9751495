"""Differential check of rankagg's LETOR measures against the official Eval-Score-4.0.pl.

    python scripts/check_official_evaluator.py --eval-script /path/to/Eval-Score-4.0.pl [--data-dir DIR]

The official Perl script is not distributed with rankagg (third-party code); point this
at your copy.  For every subset of both datasets and several score files (constant
scores = pure line-order ties, scores with many ties, RRF, Borda, random), it runs the
official script and `rankagg.evaluation.measures.letor_measures`, and reports the largest
difference over the 22 measures after rounding to 4 decimals.  Exit status 1 if any
differs.  Writes results/official_evaluator_check.md.
"""
from __future__ import annotations

import argparse
import gzip
import subprocess
import tempfile
from pathlib import Path

import numpy as np

from rankagg.io.datasets import resolve_data_dir
from rankagg.evaluation.measures import LETOR_MEASURES, letor_measures, mean_measures
from rankagg.io import read_letor, write_scores
from rankagg.io.text_input import read_text
from rankagg.methods.registry import make_method


def official(script: Path, feature: Path, pred: Path, out: Path) -> dict[str, float]:
    subprocess.run(["perl", str(script), str(feature), str(pred), str(out), "0"], check=True, capture_output=True)
    lines = out.read_text().split("\n")
    p = [float(x) for x in lines[1].split("\t")[1:] if x.strip()]
    n = [float(x) for x in lines[4].split("\t")[1:] if x.strip()]
    res = dict(zip([f"P@{k}" for k in range(1, 11)] + ["MAP"], p))
    res.update(zip([f"NDCG@{k}" for k in range(1, 11)] + ["MeanNDCG"], n))
    return res


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--eval-script", required=True, type=Path)
    ap.add_argument("--data-dir")
    args = ap.parse_args()
    root = resolve_data_dir(args.data_dir) / "letor4-agg"
    rng = np.random.default_rng(0)
    rows, worst = [], 0.0
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for ds in ("MQ2007-agg", "MQ2008-agg"):
            for s in range(1, 6):
                src = next(p for p in (root / ds / f"S{s}.txt.gz", root / ds / f"S{s}.txt") if p.exists())
                feat = tmp / "feature.txt"
                feat.write_text(read_text(src))  # the Perl script reads plain text
                d = read_letor(feat)
                cases = {
                    "constant": np.zeros(d.n_items),
                    "ties": rng.integers(0, 3, d.n_items).astype(float),
                    "rrf": make_method("rrf").score(d),
                    "borda (raw, tied)": make_method("borda").score(d),
                    "random": rng.random(d.n_items),
                }
                for name, sc in cases.items():
                    write_scores(tmp / "pred.txt", sc)
                    off = official(args.eval_script, feat, tmp / "pred.txt", tmp / "out.txt")
                    ours = mean_measures(letor_measures(d.offsets, d.labels, sc))
                    diff = max(abs(round(ours[m], 4) - off[m]) for m in LETOR_MEASURES)
                    worst = max(worst, diff)
                    rows.append(f"| {ds} | S{s} | {name} | {diff:.4f} |")
    text = "\n".join(
        ["# rankagg vs the official LETOR 4.0 evaluator", "",
         "Largest |difference| over the 22 measures (P@1-10, MAP, NDCG@1-10, MeanNDCG), both rounded to 4 decimals.", "",
         "| dataset | subset | scores | max diff |", "|---|---|---|---|"] + rows + ["", f"Worst: {worst:.4f}"]) + "\n"
    Path("results").mkdir(exist_ok=True)
    Path("results/official_evaluator_check.md").write_text(text)
    print(text)
    return 1 if worst > 0 else 0


if __name__ == "__main__":
    raise SystemExit(main())
