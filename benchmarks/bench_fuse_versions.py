"""The whole ``rankagg fuse`` job on the real TREC-COVID rounds in two versions of rankagg, side by side.

    nice python -m benchmarks.bench_fuse_versions --against 4c5bedd [--rounds 2 3 4 5] [--repeat 5]

Issues 45 and 46 ask that their work leave the whole fuse job on the real rounds no slower than before it
(``results/bench_trec_rounds.md`` times rankagg against ranx; this times rankagg against itself).  The
``--against`` commit is checked out into a temporary git worktree and its compiled kernels are built there
(``setup.py build_ext --inplace``); each job then runs in a fresh process of each version, the two versions
alternating job by job so that a change in the machine's load falls on both alike: read every run of the
round as distributed (gzipped), fuse, write.  Methods: the default (no option), 4c5bedd's default by its
spec, ``rrf`` and ``combsum``.
Reported: the median wall and user+system CPU seconds of ``--repeat`` runs of each, their ratio (this
checkout / the other), peak memory, and whether the two outputs are the same bytes.  Writes
``results/bench_fuse_versions.{json,md}`` (``--out``).
"""

from __future__ import annotations

import contextlib
import filecmp
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Iterator

from benchmarks.harness import ROOT, child_env, data_dir, environment, environment_line, load, markdown_table
from benchmarks.harness import outputs, parser, run_measured, write_results

#: main before issues 45 and 46 (the session that took them started from it)
BEFORE_ISSUES_45_46 = "4c5bedd"
#: a row label -> the ``--method`` given to both versions (None: no option, each version's own default)
METHODS = {"default": None,
           "4c5bedd's default": ("pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate=0.15, "
                                 "saturate_quantile=0.9, chance='subtract', leave_one_out=True, n_iter=1, max_share=2.0)"),
           "rrf": "rrf", "combsum": "combsum"}


def _build(tree: Path) -> None:
    """The version's compiled kernels, and its modules byte-compiled as an install does: where
    PYTHONDONTWRITEBYTECODE is set (this machine's image sets it), a fresh worktree's every job compiled its sources
    again, a cost this checkout's jobs did not pay."""
    subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace", "-q"], cwd=tree, check=True,
                   capture_output=True, env=child_env(PYTHONPATH=str(tree)))
    subprocess.run([sys.executable, "-m", "compileall", "-q", "rankagg"], cwd=tree, check=True, capture_output=True)


def _job(tree: Path, runs: list[Path], method: str, output: Path) -> list[str]:
    # -P: the current folder (this checkout) is not put before PYTHONPATH, which names the version's tree; without
    # it both versions imported this checkout's rankagg, and every earlier table compared it with itself
    cmd = [sys.executable, "-P", "-c", "from rankagg.cli import run; run()", "fuse", *map(str, runs), "-o", str(output)]
    spec = METHODS[method]
    return cmd if spec is None else [*cmd, "--method", spec]


def _imported_from(tree: Path) -> Path:
    """The package a job of ``tree`` imports (it must be the tree's own)."""
    out = subprocess.run([sys.executable, "-P", "-c", "import rankagg; print(rankagg.__file__)"], check=True,
                         capture_output=True, text=True, env=child_env(PYTHONPATH=str(tree))).stdout.strip()
    return Path(out).resolve().parent.parent


def head_commit() -> str:
    """This checkout's commit, short."""
    return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()


def round_runs(data: Path, rnd: int) -> list[Path]:
    """The runs of TREC-COVID round ``rnd`` as distributed (gzipped), in name order."""
    return sorted((data / f"trec-covid-round{rnd}" / "runs").glob("*.gz"))


@contextlib.contextmanager
def version_trees(against: str, head: str, tmp: str | Path) -> Iterator[dict[str, Path]]:
    """``{against: its tree, head: this checkout}``: ``against`` checked out into a git worktree under ``tmp`` (removed
    after), both versions' kernels built and byte-compiled, and each checked to import its own rankagg."""
    other = Path(tmp) / "other"
    subprocess.run(["git", "worktree", "add", "-q", "--detach", str(other), against], cwd=ROOT, check=True)
    try:
        _build(other)
        _build(ROOT)
        trees = {against: other, head: ROOT}
        for name, tree in trees.items():
            if _imported_from(tree) != tree.resolve():
                raise SystemExit(f"the processes of {name} import rankagg from {_imported_from(tree)}, not {tree}")
        yield trees
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=ROOT, check=False)


def main(argv: list[str] | None = None) -> None:
    ap = parser(__doc__, repeat=5, out=ROOT / "results" / "bench_fuse_versions")
    ap.add_argument("--against", default=BEFORE_ISSUES_45_46, help=f"the other version (default {BEFORE_ISSUES_45_46})")
    ap.add_argument("--rounds", type=int, nargs="+", default=[2, 3, 4, 5], help="TREC-COVID rounds (default 2-5)")
    args = ap.parse_args(argv)
    if args.quick:  # a smoke run: one round, one timed run of each
        args.rounds, args.repeat = args.rounds[:1], 1
    head = head_commit()
    data = data_dir(args.data_dir)
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp, version_trees(args.against, head, tmp) as trees:
        for rnd in args.rounds:
            runs = round_runs(data, rnd)
            for method in METHODS:
                times: dict[str, list[Any]] = {name: [] for name in trees}
                for i in range(args.repeat + 1):  # the first of each: untimed (caches, byte-compiling)
                    for name, tree in trees.items():
                        m = run_measured(_job(tree, runs, method, Path(tmp) / f"{name}.run"),
                                         env=child_env(PYTHONPATH=str(tree)))
                        if i:
                            times[name].append(m)
                same = filecmp.cmp(Path(tmp) / f"{args.against}.run", Path(tmp) / f"{head}.run", shallow=False)
                row: dict[str, Any] = {"round": rnd, "runs": len(runs), "method": method, "same_bytes": same,
                                       "load": round(load(), 1)}
                for name in trees:
                    key = "before" if name == args.against else "after"
                    row[f"{key}_wall_s"] = statistics.median(m.wall for m in times[name])
                    row[f"{key}_cpu_s"] = statistics.median(m.user + m.sys for m in times[name])
                    row[f"{key}_peak_mb"] = max(m.peak_mb for m in times[name])
                rows.append(row)
                print(row, flush=True)
    env = environment()
    table = markdown_table(
        ["round", "runs", "method", f"wall {args.against}", f"wall {head}", "wall ratio", f"CPU {args.against}",
         f"CPU {head}", "CPU ratio", "peak MB before / after", "same bytes", "load"],
        [(r["round"], r["runs"], r["method"], f"{r['before_wall_s']:.2f} s", f"{r['after_wall_s']:.2f} s",
          f"**{r['after_wall_s'] / r['before_wall_s']:.2f}x**", f"{r['before_cpu_s']:.2f} s", f"{r['after_cpu_s']:.2f} s",
          f"{r['after_cpu_s'] / r['before_cpu_s']:.2f}x", f"{r['before_peak_mb']:.0f} / {r['after_peak_mb']:.0f}",
          "yes" if r["same_bytes"] else "**no**", r["load"]) for r in rows])
    md = "\n".join([
        f"# The whole fuse job, {head} against {args.against} (python -m benchmarks.bench_fuse_versions)", "",
        environment_line(env), "",
        f"Each job in a fresh process: read every run of the round (gzipped), fuse, write; the median of {args.repeat} "
        "runs of each version, alternating job by job, after one untimed run of each.  Ratio: this checkout / the "
        "other (below 1: faster now).  `default` is each version's own default: since issue 48 that is another "
        "method (`own_items` now, `pseudo_qrels` at 4c5bedd), so its bytes differ; the row `4c5bedd's default` "
        "gives that method's spec to both versions.", "", *table])
    json_path, md_path = outputs(args.out)
    write_results("bench_fuse_versions", rows, json_path=json_path, md_path=md_path, markdown=md, env=env,
                  against=args.against, head=head)
    print(md)


if __name__ == "__main__":
    main()
