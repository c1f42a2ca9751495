"""Render results/benchmark/*.json (ProtocolResult.to_dict() + "label") as the README results table.

    python scripts/make_results_table.py            # writes results/RESULTS.md and updates README.md

Each JSON is one method configuration on one dataset under the five-fold protocol
(fold-averaged test measures, hyper-parameters chosen on validation).  Rows are grouped
by family; the best value of each column per dataset is in bold.
"""
from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

COLS = ["NDCG@1", "NDCG@2", "NDCG@3", "NDCG@4", "NDCG@5", "NDCG@10", "P@1", "P@2", "P@3", "P@4", "P@5", "MAP", "ERR", "RBP"]
GROUP_OF = {
    "best_input": "explicit baselines", "borda": "explicit baselines", "rrf": "explicit baselines",
    "condorcet": "implicit baselines", "copeland": "implicit baselines", "mc1": "implicit baselines", "mc2": "implicit baselines",
    "mc3": "implicit baselines", "mc4": "implicit baselines", "mclk": "implicit baselines", "kemeny": "implicit baselines",
    "svp": "implicit baselines", "bradley_terry": "implicit baselines", "thurstone": "implicit baselines",
    "plackett_luce": "implicit baselines", "mpm": "implicit baselines",
    "stagg_bc": "St.Agg (Niu et al. 2013)", "stagg_rrf": "St.Agg (Niu et al. 2013)", "stagg": "St.Agg (Niu et al. 2013)",
    "stagg_sup": "St.Agg (Niu et al. 2013)", "rankagg_sup": "St.Agg (Niu et al. 2013)",
    "mallows_em": "Mallows EM / ULARA (Klementiev et al. 2008)", "ulara": "Mallows EM / ULARA (Klementiev et al. 2008)",
    "cps": "CPS (Qin et al. 2010)", "mallows_exact": "CPS (Qin et al. 2010)", "mallapp": "CPS (Qin et al. 2010)",
    "rags_top": "RAGS (Bedő & Ong)", "rags_bottom": "RAGS (Bedő & Ong)", "geomean": "RAGS (Bedő & Ong)",
    "lr_agg": "supervised (Volkovs et al. 2012 and beyond)", "lambdamart": "supervised (Volkovs et al. 2012 and beyond)",
}
ORDER = ["explicit baselines", "implicit baselines", "St.Agg (Niu et al. 2013)", "Mallows EM / ULARA (Klementiev et al. 2008)",
         "CPS (Qin et al. 2010)", "RAGS (Bedő & Ong)", "supervised (Volkovs et al. 2012 and beyond)"]


def load(folder: Path):
    by_ds = defaultdict(list)
    for p in sorted(folder.glob("*.json")):
        d = json.loads(p.read_text())
        d.setdefault("label", d.get("method", p.stem))
        d["group"] = d.get("group") or GROUP_OF.get(d.get("method", ""), "other")
        if d["group"] not in ORDER:
            d["group"] = GROUP_OF.get(d.get("method", ""), d["group"])
        by_ds[d["dataset"]].append(d)
    return by_ds


def _old(row) -> bool:
    return row.get("measures_version", 1) < 2


def render(by_ds) -> str:
    out = []
    for ds in sorted(by_ds):
        rows = by_ds[ds]
        # RBP of rows from before measures_version 2 used binary relevance: not comparable, never bold
        best = {c: max((r["test"].get(c, float("-inf")) for r in rows if c != "RBP" or not _old(r)), default=float("-inf"))
                for c in COLS}
        out += [f"#### {ds}", "", "| method | " + " | ".join(COLS) + " | agg. s |", "|---|" + "---:|" * (len(COLS) + 1)]
        groups = sorted({r["group"] for r in rows}, key=lambda g: (ORDER.index(g) if g in ORDER else 99, g))
        for g in groups:
            out.append(f"| *{g}* |" + " |" * (len(COLS) + 1))
            for r in sorted((r for r in rows if r["group"] == g), key=lambda r: r["label"]):
                cells = []
                for c in COLS:
                    v = r["test"].get(c)
                    if v is None:
                        cells.append("")
                    else:
                        s = f"{v:.4f}"
                        if c == "RBP" and _old(r):
                            s = f"{s}†"
                        cells.append(f"**{s}**" if abs(v - best[c]) < 5e-5 and not (c == "RBP" and _old(r)) else s)
                old = " †" if _old(r) else ""
                out.append(f"| {r['label']}{old} | " + " | ".join(cells) + f" | {r.get('seconds', 0):.2f} |")
        out.append("")
    note = ("Fold-averaged test measures (five-fold LETOR protocol, official LETOR 4.0 conventions; "
            "hyper-parameters tuned on validation by NDCG@10 unless fixed in the label). "
            "`agg. s`: time of the five test-fold aggregations.")
    if any(_old(r) for rows in by_ds.values() for r in rows):
        note += (" † RBP computed with binary relevance (older run, measures_version 1): not comparable with the "
                 "graded RBP of the other rows, so never marked best; the other measures did not change between versions.")
    out.append(note)
    return "\n".join(out) + "\n"


def main() -> None:
    text = render(load(Path("results/benchmark")))
    Path("results/RESULTS.md").write_text("# Results on LETOR 4.0 MQ2007-agg and MQ2008-agg\n\n" + text)
    readme = Path("README.md")
    if readme.exists():
        src = readme.read_text()
        a, b = "<!-- results:start -->", "<!-- results:end -->"
        if a in src and b in src:
            head, rest = src.split(a, 1)
            _, tail = rest.split(b, 1)
            readme.write_text(head + a + "\n" + text + b + tail)
    print(text)


if __name__ == "__main__":
    main()
