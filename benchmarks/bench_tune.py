"""``rankagg tune`` with its default options on the 28 real TREC-COVID round-5 runs: the whole CLI job.

    RANKAGG_DATA=../shared/data nice python -m benchmarks.bench_tune [--rounds 1] [--measure nDCG@10] [--quick]

Runs ``rankagg tune RUNS --qrels qrels-round5.txt -o model.json`` (default options unless ``--measure``
is given) as a subprocess, ``--rounds`` times, and reports its wall, user and system time and peak
memory, when the runs were read (from its progress lines), the progress lines inside each fold, and
what it found: the held-out (nested cross-validation) estimate next to the untuned default's, the
paired bootstrap interval of the gain, the family chosen per fold, and the best input run alone.
Target (issue 23): at most 60 s on this machine.  Writes results/bench_tune.md and .json (results
schema).  ``--quick``: the first 6 runs only (a smoke run, not the benchmark).
"""

from __future__ import annotations

import json
import re
import statistics
import tempfile
from pathlib import Path

from benchmarks import harness


def data_dir(given: str | None = None) -> Path:
    src = harness.data_dir(given) / "trec-covid-round5"
    if not (src / "runs").is_dir():
        raise SystemExit(f"{src}/runs not found: set RANKAGG_DATA or give --data-dir")
    return src


def run_job(cmd: list[str], env: dict[str, str]) -> dict:
    m = harness.run_measured(cmd, env=env)
    return {"wall": m.wall, "user": m.user, "sys": m.sys, "peak_gb": m.peak_mb * 1024 / 1e6, "out": m.stdout,
            "err": m.stderr}


def main(argv: list[str] | None = None) -> None:
    ap = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "bench_tune")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--measure", help="passed as --measure (default: tune's own default)")
    args = ap.parse_args(argv)
    src = data_dir(args.data_dir)
    runs = sorted(str(p) for p in (src / "runs").glob("*.gz"))[: 6 if args.quick else None]
    qrels = str(src / "qrels-round5.txt")
    env = harness.child_env(OMP_NUM_THREADS="1")
    machine = harness.environment()
    rows = []
    with tempfile.TemporaryDirectory() as d:
        model = Path(d) / "model.json"
        extra = ["--method", "rrf", *(["--measure", args.measure] if args.measure else [])]  # RRF's weight families (issue 47)
        cmd = harness.cli_job("tune", *runs, "--qrels", qrels, *extra, "-o", str(model))
        for _ in range(args.rounds):
            job = run_job(cmd, env)
            job["model"] = json.loads(model.read_text())
            rows.append(job)
    peak_gb = max(r["peak_gb"] for r in rows)
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
        f"# `rankagg tune` with default options on the {len(runs)} TREC-COVID round-5 runs (benchmarks/bench_tune.py)",
        "",
        f"Command: `{shown}` (the whole CLI job: reading {len(runs)} gzip runs and the qrels, nested cross-validation, "
        f"writing the model), run with `nice` as `python -m benchmarks.bench_tune"
        f"{' --measure ' + args.measure if args.measure else ''}`.",
        f"{harness.environment_line(machine)} (load average at start); {args.rounds} round(s).",
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
        f"| untuned default (RRF k=60, equal weights), same queries | {m['cv_untuned']:.4f} |",
        f"| gain over the label-free default, 95% prediction interval for as many new queries | {m['cv_estimate'] - m['cv_default']:+.4f} [{lo:+.4f}, {hi:+.4f}] |",
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
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("tune", [{"method": "rankagg tune", "mode": "whole CLI job", "seconds": r["wall"],
                                    "user_seconds": r["user"], "system_seconds": r["sys"], "peak_mb": r["peak_gb"] * 1e3}
                                   for r in rows], json_path=json_path, md_path=md_path, markdown="\n".join(lines),
                          env=machine, model=m)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
