"""The published-row comparison under the papers' own reading of partial lists (``unranked="none"``).

Five-fold protocol (validation tunes the remaining grid, NDCG@10) with
``unranked="none"`` fixed, for the methods that have a published row (St.Agg
Table 1: MCLK, SVP, Plackett–Luce, MPM; Volkovs et al. Table 3: SVP,
Bradley–Terry, Plackett–Luce, Condorcet).  Writes
``results/implicit/unranked_none.md`` and ``.json``.

    RANKAGG_DATA=/path/to/data nice -n 10 rankagg experiment study implicit_unranked
"""

from __future__ import annotations

from typing import Any

import json
import sys
import warnings
from pathlib import Path

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it

from rankagg.io.datasets import load_letor_agg  # noqa: E402
from rankagg.methods.base import ConvergenceWarning  # noqa: E402
from rankagg.experiments.protocol import run_protocol  # noqa: E402

from studies.implicit_results import STAGG, VOLKOVS  # noqa: E402

SPECS = ["condorcet(rule='fuse')", "mclk", "svp", "bradley_terry", "plackett_luce", "mpm"]


def main() -> None:
    out: dict[str, Any] = {}
    lines = ["# Published rows vs rankagg with unranked=\"none\" (the papers' reading of partial lists)", "",
             "Five-fold protocol, `unranked=\"none\"` fixed, the rest of each grid tuned on validation (NDCG@10);",
             "`rankagg experiment study implicit_unranked`. Published: St.Agg Table 1 (N@5, N@10, ERR) and Volkovs Table 3",
             "(N@1, N@5, MAP; percent / 100).", ""]
    for name in ("MQ2007-agg", "MQ2008-agg"):
        ds = load_letor_agg(name)
        lines += [f"## {name}", "", "| method | N@1 | N@5 | N@10 | MAP | ERR | St.Agg N@5 / N@10 / ERR "
                  "| Volkovs N@1 / N@5 / MAP | chosen params |", "|---|---|---|---|---|---|---|---|---|"]
        for spec in SPECS:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", ConvergenceWarning)
                res = run_protocol(ds, spec, params={"unranked": "none"})
            t = res.test
            base = spec.split("(")[0]
            st = STAGG[name].get(base)
            vo = VOLKOVS[name].get(base)
            out.setdefault(name, {})[spec] = {"test": t, "params": [f.params for f in res.folds]}
            params = "; ".join(", ".join(f"{k}={v}" for k, v in sorted(f.params.items()) if k != "unranked") or "-"
                               for f in res.folds)
            lines.append(
                f"| {spec} | {t['NDCG@1']:.4f} | {t['NDCG@5']:.4f} | {t['NDCG@10']:.4f} | {t['MAP']:.4f} "
                f"| {t['ERR']:.4f} | {' / '.join(f'{x:.4f}' for x in (st[0], st[1], st[2])) if st else ''} "
                f"| {' / '.join(f'{x / 100:.4f}' for x in (vo[0], vo[1], vo[3])) if vo else ''} | {params} |")
            print(lines[-1], flush=True)
        lines.append("")
    d = ROOT / "results" / "implicit"
    d.mkdir(parents=True, exist_ok=True)
    (d / "unranked_none.json").write_text(json.dumps(out, indent=2))
    (d / "unranked_none.md").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
