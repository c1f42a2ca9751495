"""The robustness figure of docs/quality.md, drawn from the runner's results (no method is run).

    rankagg experiment run experiments/quality.toml      # the numbers (results/experiments/quality/)
    rankagg experiment study quality_figure                     # -> results/quality/robustness.png

Test NDCG@5 of the default and the baselines against K random rankers of real length
(K = 0, 5, 10, 25) on MQ2007-agg and MQ2008-agg, read from the result files of
``experiments/quality.toml``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it

from rankagg.experiments.results import read_record, result_path  # noqa: E402
from rankagg.experiments.experiment_file import load_experiment  # noqa: E402

KS = (0, 5, 10, 25)
MEASURE = "NDCG@5"
ROWS = ("Borda", "RRF (k tuned)", "CombMNZ", "ISR", "ULARA (EG, λ tuned)")


def main() -> int:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    exp = load_experiment(ROOT / "experiments" / "quality.toml")
    default = next(r.label for r in exp.rows if r.label.startswith("default:"))
    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for ax, name in zip(axes, ("MQ2007-agg", "MQ2008-agg")):
        for label in (*ROWS, default):
            ys = [read_record(result_path(exp.results, name if k == 0 else f"{name}+{k}", label))["test"][MEASURE]
                  for k in KS]
            ax.plot(KS, ys, marker="o", label="default (pseudo_qrels)" if label == default else label,
                    lw=2.5 if label == default else 1.2)
        ax.set_title(name)
        ax.set_xlabel("random rankers added (K)")
        ax.set_ylabel(f"test {MEASURE}")
    axes[0].legend(fontsize=7)
    fig.tight_layout()
    out = ROOT / "results" / "quality" / "robustness.png"
    tmp = out.with_suffix(".tmp.png")
    fig.savefig(tmp, dpi=90)
    os.replace(tmp, out)
    print(f"wrote {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
