"""One query of 3 lists x 100 documents through ``rankagg.Fuser`` in two versions of rankagg, side by side.

    nice python -m benchmarks.bench_fuser_versions [--against 45232ed] [--rounds 2]

Issue 33 asks that its work leave the per-query path at 3 x 100 no slower than before it.  This checks out
``--against`` (default: main before issue 33's one-core work) into a temporary git worktree and times the
same request in a fresh process of each version, alternating ``--rounds`` times, beside the ten-line dict
loop (the unit of ``benchmarks/bench_fuser.py``): the minimum over 7 repeats of 2000 calls, in microseconds.
Prints a table; writes nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: main just before issue 33's one-core work was merged (its first parent)
BEFORE_ISSUE_33 = "45232ed"

JOB = r"""
import json, random, timeit
from rankagg import Fuser
rng = random.Random(0)
pool = [f"doc{i}" for i in range(200)]
lists = {f"L{j}": {d: rng.random() for d in rng.sample(pool, 100)} for j in range(3)}
def loop():
    acc = {}
    for l in lists.values():
        for r, d in enumerate(sorted(l, key=l.__getitem__, reverse=True), 1):
            acc[d] = acc.get(d, 0.0) + 1.0 / (60 + r)
    return sorted(acc.items(), key=lambda x: -x[1])
out = {}
for spec in ("rrf", "combsum"):
    f = Fuser(spec); f(lists)
    out[spec] = min(timeit.repeat(lambda: f(lists), number=2000, repeat=7)) / 2000 * 1e6
out["loop"] = min(timeit.repeat(loop, number=2000, repeat=7)) / 2000 * 1e6
print(json.dumps(out))
"""


def _time(tree: Path) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    res = subprocess.run([sys.executable, "-c", JOB], env=env, cwd=tree, capture_output=True, text=True, check=True)
    return json.loads(res.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--against", default=BEFORE_ISSUE_33, help=f"the other version (default {BEFORE_ISSUE_33})")
    ap.add_argument("--rounds", type=int, default=2, help="alternations of the two versions (default 2)")
    args = ap.parse_args(argv)
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        other = Path(tmp) / "other"
        subprocess.run(["git", "worktree", "add", "-q", "--detach", str(other), args.against], cwd=ROOT, check=True)
        try:
            rows = []
            for r in range(args.rounds):
                for name, tree in ((args.against, other), (f"{head} (this checkout)", ROOT)):
                    t = _time(tree)
                    rows.append((r + 1, name, t))
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=ROOT, check=False)
    print(f"Fuser on 3 lists x 100 documents, microseconds per call (load {os.getloadavg()[0]:.1f})")
    print("| round | version | Fuser rrf | Fuser combsum | dict loop | rrf / loop |")
    print("|---|---|---|---|---|---|")
    for r, name, t in rows:
        print(f"| {r} | {name} | {t['rrf']:.1f} | {t['combsum']:.1f} | {t['loop']:.1f} | {t['rrf'] / t['loop']:.2f} |")


if __name__ == "__main__":
    main()
