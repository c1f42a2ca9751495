"""The docs' ``rankagg tune`` job (docs/trec.md section 3) in two versions of rankagg, side by side.

    nice python -m benchmarks.bench_tune_versions [--against 6424553] [--repeat 2] [--quick]

``rankagg tune RUNS/*.gz --qrels qrels-round5.txt --method rrf --measure nDCG@20 -o rrf-tuned.json`` on the 28
TREC-COVID round-5 runs, as docs/trec.md writes it (tests/package/test_docs_trec.py runs it too), in this
checkout and in ``--against`` (default 6424553: the commit before session 18's faster tune, the base-style
computation: the points of each ``k`` rebuilt with three full-size temporaries, the top of each query found by
NumPy steps around a first kernel).  As :mod:`benchmarks.bench_fuse_versions` does: the other commit is checked
out into a temporary git worktree with its kernels built, each job runs in a fresh process of its version, the
versions alternate job by job (a change in the machine's load falls on both alike), after one untimed job of
each (Numba's cache, byte-compiling).  Reported: the median wall and user+system CPU seconds of ``--repeat``
jobs of each, their ratio (this checkout / the other; below 1: faster now), peak memory, and whether the model
files are the same bytes and the printed summaries the same text (the model's path aside): the speed-up must
change no result.  ``--quick``: the first 6 runs, one timed job of each (a smoke run, not the benchmark).
Writes ``results/bench_tune_versions.{json,md}`` (``--out``).
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from benchmarks.bench_fuse_versions import _build, _imported_from
from benchmarks.harness import ROOT, child_env, data_dir, environment, environment_line, load, markdown_table
from benchmarks.harness import outputs, parser, run_measured, write_results

#: the commit before session 18's faster tune (branch u10t)
BEFORE = "6424553"
#: the options of the docs' command after the runs
OPTIONS = ("--method", "rrf", "--measure", "nDCG@20")


def _job(runs: list[Path], qrels: Path, model: Path) -> list[str]:
    # -P: PYTHONPATH (the version's tree) decides which rankagg is imported, not the current folder
    return [sys.executable, "-P", "-c", "from rankagg.cli import run; run()", "tune", *map(str, runs), "--qrels",
            str(qrels), *OPTIONS, "-o", str(model)]


def _kernels(tree: Path, commit: str) -> None:
    """The compiled kernels of ``tree``: built there, or, when this setuptools cannot build (it refuses the
    project's ``license`` table) and the kernels' sources are the same in both versions, this checkout's copied."""
    try:
        _build(tree)
    except subprocess.CalledProcessError:
        same = subprocess.run(["git", "diff", "--quiet", commit, "HEAD", "--", "rankagg/_native", "setup.py"],
                              cwd=ROOT).returncode == 0
        if not same:
            raise
        for lib in (ROOT / "rankagg").glob("_*_native*.so"):
            shutil.copy2(lib, tree / "rankagg" / lib.name)


def main(argv: list[str] | None = None) -> None:
    ap = parser(__doc__, repeat=2, out=ROOT / "results" / "bench_tune_versions")
    ap.add_argument("--against", default=BEFORE, help=f"the other version (default {BEFORE})")
    args = ap.parse_args(argv)
    if args.quick:
        args.repeat = 1
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    src = data_dir(args.data_dir) / "trec-covid-round5"
    runs = sorted((src / "runs").glob("*.gz"))[: 6 if args.quick else None]
    qrels = src / "qrels-round5.txt"
    times: dict[str, list[Any]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        other = Path(tmp) / "other"
        subprocess.run(["git", "worktree", "add", "-q", "--detach", str(other), args.against], cwd=ROOT, check=True)
        try:
            _kernels(other, args.against)
            trees = {"before": other, "after": ROOT}
            for key, tree in trees.items():
                if _imported_from(tree) != tree.resolve():
                    raise SystemExit(f"the {key} jobs import rankagg from {_imported_from(tree)}, not {tree}")
            times = {key: [] for key in trees}
            printed: dict[str, str] = {}
            for i in range(args.repeat + 1):  # the first of each: untimed
                for key, tree in trees.items():
                    model = Path(tmp) / f"{key}.json"
                    m = run_measured(_job(runs, qrels, model), env=child_env(PYTHONPATH=str(tree)))
                    printed[key] = m.stdout.replace(str(model), "MODEL")
                    if i:
                        times[key].append(m)
                    print(f"{key} job {i}: {m.wall:.1f} s wall, {m.user + m.sys:.1f} s CPU", flush=True)
            same_model = (Path(tmp) / "before.json").read_bytes() == (Path(tmp) / "after.json").read_bytes()
            same_summary = printed["before"] == printed["after"]
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=ROOT, check=False)
    row: dict[str, Any] = {"runs": len(runs), "command": " ".join(["rankagg tune RUNS/*.gz --qrels qrels-round5.txt",
                                                                   *OPTIONS, "-o rrf-tuned.json"]),
                           "same_model_bytes": same_model, "same_summary": same_summary, "load": round(load(), 1)}
    for key, ms in times.items():
        row[f"{key}_wall_s"] = statistics.median(m.wall for m in ms)
        row[f"{key}_user_s"] = statistics.median(m.user for m in ms)
        row[f"{key}_sys_s"] = statistics.median(m.sys for m in ms)
        row[f"{key}_cpu_s"] = statistics.median(m.user + m.sys for m in ms)
        row[f"{key}_peak_mb"] = max(m.peak_mb for m in ms)
    ratio = row["after_cpu_s"] / row["before_cpu_s"]
    env = environment()
    table = markdown_table(
        ["version", "wall (median)", "user CPU", "system CPU", "user+system CPU", "peak MB"],
        [(f"{args.against} (before)", f"{row['before_wall_s']:.1f} s", f"{row['before_user_s']:.1f} s",
          f"{row['before_sys_s']:.1f} s", f"{row['before_cpu_s']:.1f} s", f"{row['before_peak_mb']:.0f}"),
         (f"{head} (this checkout)", f"{row['after_wall_s']:.1f} s", f"{row['after_user_s']:.1f} s",
          f"{row['after_sys_s']:.1f} s", f"{row['after_cpu_s']:.1f} s", f"{row['after_peak_mb']:.0f}")])
    md = "\n".join([
        f"# The docs' `rankagg tune` job, {head} against {args.against} (python -m benchmarks.bench_tune_versions)",
        "", environment_line(env), "",
        f"Command (docs/trec.md, section 3), on the {len(runs)} TREC-COVID round-5 runs: `{row['command']}`.  Each "
        f"job in a fresh process; the median of {args.repeat} jobs of each version, alternating, after one untimed "
        "job of each.  The machine is shared: CPU seconds are the measure, wall time depends on the load.", "",
        *table, "",
        f"CPU ratio (this checkout / {args.against}): **{ratio:.2f}x**; wall ratio "
        f"{row['after_wall_s'] / row['before_wall_s']:.2f}x.  Same model file bytes: "
        f"{'yes' if same_model else '**no**'}; same printed summary: {'yes' if same_summary else '**no**'}."])
    json_path, md_path = outputs(args.out)
    write_results("bench_tune_versions", [row], json_path=json_path, md_path=md_path, markdown=md, env=env,
                  against=args.against, head=head)
    print(md)


if __name__ == "__main__":
    main()
