"""One query of 3 lists x 100 documents through ``rankagg.Fuser`` in two versions of rankagg, side by side.

    nice python -m benchmarks.bench_fuser_versions [--against 4c5bedd] [--rounds 3] [--out results/bench_fuser_versions.md]

Issues 33 and 46 ask that their work leave the per-query path at 3 x 100 no slower than before it.  This
checks out ``--against`` into a temporary git worktree, builds its compiled kernels there (``setup.py build_ext
--inplace``, as ``benchmarks/bench_fuse_versions.py`` does; a version without kernels runs its Python path),
and times the same request in a fresh process of each version, alternating ``--rounds`` times: the Fuser with
its compiled kernel, its Python path (``Fuser._native = None``, the path of an install without a C compiler)
and the ten-line dict loop (the unit of ``benchmarks/bench_fuser.py``).  Each figure is the minimum over 9
repeats of 2000 calls (500 for the Python path) of the process's CPU time (``time.process_time``: the load of
other jobs moves it less than the wall clock), in microseconds.  The two versions' answers are compared
first (the same list of pairs, bit for bit).  Writes the table to ``--out`` (Markdown) and prints it.
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

#: main before issues 45 and 46 (the session that took them started from it)
BEFORE_ISSUES_45_46 = "4c5bedd"

JOB = r"""
import hashlib, json, random, time, timeit
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
def best(fn, number):
    return min(timeit.repeat(fn, number=number, repeat=9, timer=time.process_time)) / number * 1e6
out, answers = {}, []
for spec, params in (("rrf", {"k": 60}), ("combsum", {"norm": "minmax"})):
    f = Fuser(spec, **params)
    p = Fuser(spec, **params)
    p._native = None  # the Python path alone
    answers.append(repr(f(lists)) + repr(p(lists)))
    out[spec] = best(lambda: f(lists), 2000)
    out[spec + " python"] = best(lambda: p(lists), 500)
    out[spec + " kernel"] = getattr(f, "_native", None) is not None and f._native(lists) is not None
out["loop"] = best(loop, 2000)
out["answers"] = hashlib.sha256("".join(answers).encode()).hexdigest()[:16]
print(json.dumps(out))
"""


def _time(tree: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(tree), "OMP_NUM_THREADS": "1"}
    res = subprocess.run([sys.executable, "-c", JOB], env=env, cwd=tree, capture_output=True, text=True, check=True)
    return json.loads(res.stdout.strip().splitlines()[-1])


def _build(tree: Path) -> None:
    subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace", "-q"], cwd=tree, check=True,
                   capture_output=True, env={**os.environ, "PYTHONPATH": str(tree)})


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--against", default=BEFORE_ISSUES_45_46, help=f"the other version (default {BEFORE_ISSUES_45_46})")
    ap.add_argument("--rounds", type=int, default=3, help="alternations of the two versions (default 3)")
    ap.add_argument("--out", default=str(ROOT / "results" / "bench_fuser_versions.md"), help="Markdown table")
    args = ap.parse_args(argv)
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    loads = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory() as tmp:
        other = Path(tmp) / "other"
        subprocess.run(["git", "worktree", "add", "-q", "--detach", str(other), args.against], cwd=ROOT, check=True)
        try:
            _build(other)
            rows = []
            for r in range(args.rounds):
                for name, tree in ((args.against, other), (f"{head} (this checkout)", ROOT)):
                    rows.append((r + 1, name, _time(tree)))
                    loads.append(os.getloadavg()[0])
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=ROOT, check=False)
    same = len({t["answers"] for _, _, t in rows}) == 1
    lines = [f"# rankagg.Fuser at 3 lists x 100 documents, {head} against {args.against}", "",
             f"`python -m benchmarks.bench_fuser_versions --against {args.against} --rounds {args.rounds}`.  "
             f"CPU microseconds per call (the minimum of 9 repeats), each version in a fresh process, alternating; "
             f"load average (1 min) {min(loads):.1f} to {max(loads):.1f} during the run.  Kernel: the compiled "
             f"kernel answered.  Same answers in both versions, kernel and Python path: {'yes' if same else 'NO'}.",
             "", "| round | version | kernel | Fuser rrf | Fuser combsum | Python path rrf | Python path combsum "
             "| dict loop |", "|---|---|---|---|---|---|---|---|"]
    for r, name, t in rows:
        lines.append(f"| {r} | {name} | {'yes' if t['rrf kernel'] else 'no'} | {t['rrf']:.1f} | {t['combsum']:.1f} | "
                     f"{t['rrf python']:.1f} | {t['combsum python']:.1f} | {t['loop']:.1f} |")
    text = "\n".join(lines) + "\n"
    Path(args.out).write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
