"""Implicit baselines (issue 3) beside the published rows and the measured peers.

Reads the runner's results (``rankagg experiment run experiments/implicit_baselines.toml``
writes ``results/experiments/implicit_baselines/*.json``) and writes
``results/implicit/<dataset>.json``, ``results/implicit/results.md`` and ``summary.md``:
our numbers beside the published rows (St.Agg Table 1, Volkovs et al. Table 3) and the
measured peers (PyFLAGR, ``shared/design/PEERS-MEASURED.md``).

Usage::

    rankagg experiment study implicit_results
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it

from rankagg.experiments.results import dataset_key, slug

METHODS = {
    "condorcet": "Condorcet (Montague & Aslam 2002)",
    "copeland": "Copeland",
    "mc1": "MC1 (Dwork et al. 2001)",
    "mc2": "MC2 (Dwork et al. 2001)",
    "mc3": "MC3 (Dwork et al. 2001)",
    "mc4": "MC4 (Dwork et al. 2001)",
    "mclk": "MCLK (MC4 + local Kemenization)",
    "kemeny": "Kemeny (exact DP / local search)",
    "svp": "SVP (Gleich & Lim 2011)",
    "bradley_terry": "Bradley-Terry",
    "thurstone": "Thurstone case V",
    "plackett_luce": "Plackett-Luce (MM, Gamma prior)",
    "mpm": "MPM (Volkovs & Zemel 2012)",
    # a fixed setting, chosen a priori as PyFLAGR's CondorcetWinners rule (no tuning)
    "condorcet(rule='wins', unranked='below')": "Condorcet wins, unranked below (fixed)",
}
DATASETS = ("MQ2007-agg", "MQ2008-agg")

# St.Agg (Niu et al. UAI 2013) Table 1: N@5, N@10, ERR, RBP
STAGG = {
    "MQ2007-agg": {"mclk": (0.2098, 0.2450, 0.1905, 0.2798), "svp": (0.2582, 0.2859, 0.2169, 0.2941),
                   "plackett_luce": (0.3462, 0.3574, 0.2957, 0.2999), "mpm": (0.3986, 0.4210, 0.3078, 0.3229)},
    "MQ2008-agg": {"mclk": (0.3402, 0.1431, 0.2055, 0.1449), "svp": (0.4004, 0.1890, 0.2523, 0.1606),
                   "plackett_luce": (0.3737, 0.1586, 0.2696, 0.1485), "mpm": (0.4283, 0.2050, 0.3023, 0.1628)},
}
# Volkovs, Larochelle & Zemel (CIKM 2012) Table 3: N@1, N@5, P@1, MAP (percent in the paper)
VOLKOVS = {
    "MQ2008-agg": {"svp": (32.49, 41.85, 38.52, 43.61), "bradley_terry": (38.05, 42.62, 44.77, 44.35),
                   "plackett_luce": (35.20, 41.55, 41.32, 42.20), "condorcet": (35.67, 41.59, 40.94, 42.63)},
    "MQ2007-agg": {"svp": (35.82, 37.50, 41.61, 42.73), "bradley_terry": (39.88, 40.91, 46.34, 43.98),
                   "plackett_luce": (40.63, 40.96, 46.93, 43.64), "condorcet": (37.31, 38.66, 43.26, 42.56)},
}
# PyFLAGR measured in this protocol (shared/design/PEERS-MEASURED.md): NDCG@1
PEERS = {
    "MQ2007-agg": {"condorcet": ("PyFLAGR CondorcetWinners", 0.4257), "copeland": ("PyFLAGR CopelandWinners", 0.4283),
                   "mc4": ("PyFLAGR MC4", 0.4072)},
    "MQ2008-agg": {"condorcet": ("PyFLAGR CondorcetWinners", 0.3826), "copeland": ("PyFLAGR CopelandWinners", 0.3809),
                   "mc4": ("PyFLAGR MC4", 0.1671)},
}




def tables() -> None:
    bench = ROOT / "results" / "experiments" / "implicit_baselines"
    out_dir = ROOT / "results" / "implicit"
    out_dir.mkdir(parents=True, exist_ok=True)
    lines = ["# Implicit baselines: five-fold protocol on LETOR 4.0 aggregation sets", "",
             "Fold-averaged test measures, hyper-parameters tuned on validation by NDCG@10",
             "(`rankagg experiment study implicit_results`). Published rows: St.Agg Table 1 (N@5, N@10, ERR, RBP) and",
             "Volkovs et al. CIKM 2012 Table 3 (N@1, N@5, P@1, MAP, printed in percent). Peers: PyFLAGR NDCG@1",
             "measured in this protocol (`shared/design/PEERS-MEASURED.md`).", ""]
    for name in DATASETS:
        rows = {}
        for m, label in METHODS.items():
            p = bench / f"{dataset_key(name)}__{slug(label)}.json"
            if p.exists():
                rows[m] = json.loads(p.read_text())
        if not rows:
            continue
        (out_dir / f"{dataset_key(name)}.json").write_text(json.dumps(
            {m: {"label": r["label"], "test": r["test"], "params": r["params"], "seconds": r["seconds"]}
             for m, r in rows.items()}, indent=2))
        lines += [f"## {name}", "",
                  "| method | N@1 | N@5 | N@10 | P@1 | MAP | ERR | RBP | St.Agg T1 N@5 / N@10 / ERR / RBP "
                  "| Volkovs T3 N@1 / N@5 / P@1 / MAP | peer N@1 | chosen params (folds 1-5) | test agg. s |",
                  "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for m, r in rows.items():
            t = r["test"]
            st = STAGG[name].get(m)
            vo = VOLKOVS[name].get(m.split("(")[0])
            pe = PEERS[name].get(m.split("(")[0])
            params = "; ".join(
                ", ".join(f"{k}={v}" for k, v in sorted(p.items())) or "-" for p in r["params"])
            lines.append(
                f"| {r['label']} | {t['NDCG@1']:.4f} | {t['NDCG@5']:.4f} | {t['NDCG@10']:.4f} | {t['P@1']:.4f} "
                f"| {t['MAP']:.4f} | {t['ERR']:.4f} | {t['RBP']:.4f} "
                f"| {' / '.join(f'{x:.4f}' for x in st) if st else ''} "
                f"| {' / '.join(f'{x / 100:.4f}' for x in vo) if vo else ''} "
                f"| {f'{pe[1]:.4f} ({pe[0]})' if pe else ''} | {params} | {r['seconds']:.2f} |")
        lines.append("")
    (out_dir / "results.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    # compact summary, both datasets side by side (pasted into docs/implicit.md)
    summ = ["| method | MQ2007 N@1 | N@5 | N@10 | MAP | published MQ2007 | MQ2008 N@1 | N@5 | N@10 | MAP | published MQ2008 |",
            "|---|---|---|---|---|---|---|---|---|---|---|"]
    for m, label in METHODS.items():
        cells = [label]
        for name in DATASETS:
            p = ROOT / "results" / "experiments" / "implicit_baselines" / f"{dataset_key(name)}__{slug(label)}.json"
            if not p.exists():
                cells += [""] * 5
                continue
            t = json.loads(p.read_text())["test"]
            pub = []
            st = STAGG[name].get(m)
            if st:
                pub.append(f"St.Agg N@5 {st[0]:.4f}")
            vo = VOLKOVS[name].get(m.split("(")[0])
            if vo:
                pub.append(f"Volkovs N@1 {vo[0] / 100:.4f}")
            pe = PEERS[name].get(m.split("(")[0])
            if pe:
                pub.append(f"{pe[0]} N@1 {pe[1]:.4f}")
            cells += [f"{t['NDCG@1']:.4f}", f"{t['NDCG@5']:.4f}", f"{t['NDCG@10']:.4f}", f"{t['MAP']:.4f}",
                      "; ".join(pub)]
        summ.append("| " + " | ".join(cells) + " |")
    (out_dir / "summary.md").write_text("\n".join(summ) + "\n")


def main() -> None:
    """Rebuild results/implicit/{results,summary}.md from the runner's results (run them first:
    ``rankagg experiment run experiments/implicit_baselines.toml``)."""
    tables()


if __name__ == "__main__":
    main()
