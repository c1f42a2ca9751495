"""A fresh process's first ``rankagg demo`` and its second report the same method times (issue 35).

    python -m benchmarks.bench_demo_times [--tolerance 3.0] [--floor 0.05]

Runs ``rankagg demo`` twice, each in a fresh process, with an empty Numba cache folder
(``NUMBA_CACHE_DIR``, a temporary one) so that the first run compiles every kernel and the second
loads them.  The "seconds" column (each method on every query, after its untimed first call) must
agree between the two runs within ``--tolerance`` times (or ``--floor`` seconds, for times too short to
compare); the "first call" column shows where the compile went.  Exit status 1 when a method does not
agree.  A check of the machine, not a unit test: it times things.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def times(out: str) -> dict[str, tuple[float, float]]:
    """``{method: (seconds, first call)}`` from the demo's table."""
    got = {}
    for ln in out.splitlines():
        cells = [c.strip() for c in ln.strip().strip("|").split("|")]
        if len(cells) > 3 and re.fullmatch(r"[\d.]+", cells[-1] or "x") and re.fullmatch(r"[\d.]+", cells[-2] or "x"):
            got[cells[0].strip("*")] = (float(cells[-2]), float(cells[-1]))
    return got


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tolerance", type=float, default=3.0)
    ap.add_argument("--floor", type=float, default=0.05)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="rankagg-numba-cache-") as cache:
        env = dict(os.environ, NUMBA_CACHE_DIR=cache,
                   PYTHONPATH=os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
        runs = [times(subprocess.run([sys.executable, "-m", "rankagg.cli", "demo"], env=env, capture_output=True,
                                     text=True, check=True).stdout) for _ in range(2)]
    bad = []
    print("| method | seconds, 1st run | seconds, 2nd run | first call, 1st run (compile) | first call, 2nd run |")
    print("|---|---|---|---|---|")
    for name, (s1, f1) in runs[0].items():
        s2, f2 = runs[1][name]
        same = max(s1, s2) <= args.tolerance * min(s1, s2) or abs(s1 - s2) <= args.floor
        bad += [] if same else [name]
        print(f"| {name} | {s1:.4f} | {s2:.4f} | {f1:.4f} | {f2:.4f} |{'' if same else ' DIFFERS'}")
    print(f"\n{len(runs[0]) - len(bad)} of {len(runs[0])} methods report the same time in both runs"
          + (f"; differ: {', '.join(bad)}" if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
