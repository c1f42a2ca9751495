"""``rankagg tune`` with its default options on the 28 real TREC-COVID round-5 runs: the whole CLI job.

    RANKAGG_DATA=../shared/data nice python benchmarks/bench_tune.py [--rounds 1] [--measure nDCG@10]

Runs ``rankagg tune RUNS --qrels qrels-round5.txt -o model.json`` (default options unless ``--measure``
is given) as a subprocess, ``--rounds`` times, and reports its wall, user and system time and peak
memory, when the runs were read (from its progress lines), the progress lines inside each fold, and
what it found: the held-out (nested cross-validation) estimate next to the untuned default's, the
paired bootstrap interval of the gain, the family chosen per fold, and the best input run alone.
Target (issue 23): at most 60 s on this machine.  Writes results/bench_tune.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PY = sys.executable


def data_dir() -> Path:
    env = os.environ.get("RANKAGG_DATA")
    for cand in ([Path(env)] if env else []) + [ROOT.parent / "shared" / "data", Path("/work/shared/data")]:
        if (cand / "trec-covid-round5" / "runs").is_dir():
            return cand / "trec-covid-round5"
    raise SystemExit("trec-covid-round5 not found: set RANKAGG_DATA")


def run_job(cmd: list[str], env: dict[str, str]) -> dict:
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out, err = proc.communicate()  # small outputs: read before reaping
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise RuntimeError(f"tune failed ({proc.returncode}): {err[-2000:]}")
    return {"wall": wall, "out": out, "err": err}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--measure", help="passed as --measure (default: tune's own default)")
    ap.add_argument("--out", default=str(ROOT / "results" / "bench_tune.md"))
    args = ap.parse_args()
    src = data_dir()
    runs = sorted(str(p) for p in (src / "runs").glob("*.gz"))
    qrels = str(src / "qrels-round5.txt")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "OMP_NUM_THREADS": "1"}
    load = os.getloadavg()
    rows = []
    with tempfile.TemporaryDirectory() as d:
        model = Path(d) / "model.json"
        extra = ["--measure", args.measure] if args.measure else []
        cmd = [PY, "-m", "rankagg.cli", "tune", *runs, "--qrels", qrels, *extra, "-o", str(model)]
        for _ in range(args.rounds):
            before = os.times()
            job = run_job(cmd, env)
            after = os.times()
            job["user"] = after.children_user - before.children_user
            job["sys"] = after.children_system - before.children_system
            job["model"] = json.loads(model.read_text())
            rows.append(job)
    import resource

    peak_gb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1e6
    job = rows[-1]
    m = job["model"]
    read_at = re.search(r"\[\s*([\d.]+)s\] read ", job["err"])
    progress = [ln for ln in job["err"].splitlines() if " fold " in f" {ln}" or "fold " in ln]
    lo, hi = m["cv_gain_ci95"]
    best = max(m["run_scores"], key=lambda k: m["run_scores"][k])
    walls = [r["wall"] for r in rows]
    found = re.search(r"\((\d+) settings evaluated", job["out"])
    evaluated = found.group(1) if found else "?"
    measure = m["tuned_for"]
    shown = " ".join(["rankagg", "tune", "RUNS/*.gz", "--qrels", "qrels-round5.txt", *extra, "-o", "model.json"])
    lines = [
        "# `rankagg tune` with default options on the 28 TREC-COVID round-5 runs (benchmarks/bench_tune.py)",
        "",
        f"Command: `{shown}` (the whole CLI job: reading 28 gzip runs and the qrels, nested cross-validation, "
        f"writing the model), run with `nice` as `python benchmarks/bench_tune.py"
        f"{' --measure ' + args.measure if args.measure else ''}`.",
        f"Machine: {platform.machine()}, {os.cpu_count()} cores (shared), load average at start "
        f"{load[0]:.2f}; Python {platform.python_version()}; {args.rounds} round(s).",
        "",
        "| | value |",
        "| --- | --- |",
        f"| wall time (target: at most 60 s) | {statistics.median(walls):.1f} s"
        f"{f' (range {min(walls):.1f}-{max(walls):.1f})' if len(walls) > 1 else ''} |",
        f"| user / system CPU | {job['user']:.1f} s / {job['sys']:.1f} s |",
        f"| of which reading the runs (until the `read` progress line) | {float(read_at.group(1)):.1f} s |"
        if read_at else "| reading | n/a |",
        f"| peak memory (largest child) | {peak_gb:.2f} GB |",
        f"| search | `{m['search']}`, {len(m['folds'])} outer folds, {evaluated} settings evaluated |",
        f"| held-out {measure} (nested {m['n_folds']}-fold CV) | **{m['cv_estimate']:.4f}** |",
        f"| untuned default (RRF k=60, equal weights), same queries | {m['cv_default']:.4f} |",
        f"| gain, paired bootstrap 95% interval | {m['cv_estimate'] - m['cv_default']:+.4f} [{lo:+.4f}, {hi:+.4f}] |",
        f"| on the tuning queries themselves (optimistic) | {m['train_score']:.4f} |",
        "| cross-validated by family | " + ", ".join(f"{k} {v:.4f}" for k, v in m["family_cv"].items()) + " |",
        f"| model written | family `{m['family']}`, params {m['params']} |",
        f"| best input run alone (chosen after the fact) | {best} {m['run_scores'][best]:.4f} |",
        "",
        "Per outer fold (the family the inner cross-validation chose, fitted on the other folds):",
        "",
        "| fold | family | choice | held-out | untuned |",
        "| --- | --- | --- | --- | --- |",
    ]
    for row in m["folds"]:
        lines.append(f"| {row['fold']} | {row.get('family', '')} | {row.get('choice', row['params'])} | "
                     f"{row['test']:.4f} | {row['default_test']:.4f} |")
    lines += ["", "Progress lines on stderr (last round):", "", "```", *progress, "```", "", "Summary printed on stdout:",
              "", "```", *[ln for ln in job["out"].splitlines() if not ln.startswith("  weights ")], "```", ""]
    Path(args.out).write_text("\n".join(lines))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
