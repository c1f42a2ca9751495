"""Where a ``rankagg fuse`` job's fixed cost goes, in two versions of rankagg, side by side.

    nice python -m benchmarks.bench_fuse_startup --against 4c5bedd [--repeat 11]

``benchmarks.bench_fuse_versions`` times whole jobs; a one-run job shows what every job pays before its runs' size
matters.  For each version, first a job that writes the stores a version keeps on the machine; then, in fresh
processes of that version alternating with the other's (after one untimed process of each):

- **the job**: ``rankagg fuse RUN --method rrf -o OUT`` of the first run of a TREC-COVID round (gzipped), its wall and
  user+system CPU seconds;
- **its imports**: the modules that job had loaded when it exited, imported again in their order in a fresh process
  and nothing else run: wall seconds, and of them NumPy's and pyarrow's;
- what those modules are: how many of rankagg's, and the bytes of their byte-compiled code, which Python reads and
  unmarshals at each import.

The job minus its imports is the work: the door, the reading, fusing and writing of one run, and the first call of
each store.  Writes ``results/bench_fuse_startup.{json,md}`` (``--out``).
"""

from __future__ import annotations

import json
import statistics
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from benchmarks.bench_fuse_versions import BEFORE_ISSUES_45_46, head_commit, round_runs, version_trees
from benchmarks.harness import PY, ROOT, child_env, data_dir, environment, environment_line, load, markdown_table
from benchmarks.harness import outputs, parser, run_measured, write_results

#: the child that runs a job and, at its exit (by os._exit, as the CLI leaves now, or normally, as it did), writes
#: the modules it had loaded
_LIST_MODULES = """
import atexit, json, os, sys
_exit, _listing = os._exit, sys.argv[1]
def _listed():
    mods = list(sys.modules)
    cached = [getattr(sys.modules[m], "__cached__", None) for m in mods if m.startswith("rankagg")]
    size = sum(os.path.getsize(c) for c in cached if c and os.path.exists(c))
    with open(_listing, "w") as f:
        json.dump({"modules": mods, "rankagg_modules": len(cached), "bytecode_bytes": size}, f)
def _listed_exit(code):
    _listed()
    _exit(code)
os._exit = _listed_exit
atexit.register(_listed)
from rankagg.cli import run
sys.argv = ["rankagg", *sys.argv[2:]]
run()
"""
#: the child that imports a job's modules in their order: numpy and pyarrow first, each timed, then the rest
_IMPORT_ONLY = """
import importlib, json, sys, time
mods = json.load(open(sys.argv[1]))["modules"]
t0 = time.perf_counter()
import numpy
t1 = time.perf_counter()
if "pyarrow" in mods:
    import pyarrow
t2 = time.perf_counter()
for m in mods:
    if m not in sys.modules and not m.startswith("__"):
        try:
            importlib.import_module(m)
        except ImportError:  # a name put in sys.modules by hand (six.moves and such), not a module to import
            pass
t3 = time.perf_counter()
print(json.dumps({"imports_s": t3 - t0, "numpy_s": t1 - t0, "pyarrow_s": t2 - t1}))
"""


def _job(tree: Path, run: Path, out: Path) -> list[str]:
    # -P: the current folder (this checkout) is not put before PYTHONPATH, which names the version's tree
    return [PY, "-P", "-c", "from rankagg.cli import run; run()", "fuse", str(run), "--method", "rrf", "-o", str(out)]


def main(argv: list[str] | None = None) -> None:
    ap = parser(__doc__, repeat=11, out=ROOT / "results" / "bench_fuse_startup")
    ap.add_argument("--against", default=BEFORE_ISSUES_45_46, help=f"the other version (default {BEFORE_ISSUES_45_46})")
    ap.add_argument("--round", type=int, default=3, help="the TREC-COVID round whose first run is fused (default 3)")
    args = ap.parse_args(argv)
    if args.quick:  # a smoke run: one timed process of each
        args.repeat = 1
    head = head_commit()
    run = round_runs(data_dir(args.data_dir), args.round)[0]
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp, version_trees(args.against, head, tmp) as trees:
        listed: dict[str, dict[str, Any]] = {}
        for name, tree in trees.items():
            # first a job that writes the stores a version keeps on the machine (a fresh worktree has none, and its
            # first job imports every field's module to write them)
            run_measured(_job(tree, run, Path(tmp) / "o.run"), env=child_env(PYTHONPATH=str(tree)))
            listing = Path(tmp) / f"{name}.modules.json"
            subprocess.run([PY, "-P", "-c", _LIST_MODULES, str(listing), *_job(tree, run, Path(tmp) / "o.run")[4:]],
                           check=True, capture_output=True, env=child_env(PYTHONPATH=str(tree)))
            listed[name] = {"path": listing, **json.loads(listing.read_text())}
        jobs: dict[str, list[Any]] = {name: [] for name in trees}
        imports: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
        for i in range(args.repeat + 1):  # the first of each: untimed
            for name, tree in trees.items():
                env = child_env(PYTHONPATH=str(tree))
                job = run_measured(_job(tree, run, Path(tmp) / f"{name}.run"), env=env)
                imported = json.loads(run_measured([PY, "-P", "-c", _IMPORT_ONLY, str(listed[name]["path"])],
                                                   env=env).stdout)
                if i:
                    jobs[name].append(job)
                    imports[name].append(imported)
        for name in trees:
            row: dict[str, Any] = {"version": name, "modules": len(listed[name]["modules"]),
                                   "rankagg_modules": listed[name]["rankagg_modules"],
                                   "bytecode_kb": listed[name]["bytecode_bytes"] / 1024,
                                   "job_wall_s": statistics.median(m.wall for m in jobs[name]),
                                   "job_cpu_s": statistics.median(m.user + m.sys for m in jobs[name]),
                                   **{k: statistics.median(t[k] for t in imports[name])
                                      for k in ("imports_s", "numpy_s", "pyarrow_s")}, "load": round(load(), 1)}
            rows.append(row)
            print(row, flush=True)
    env = environment()
    table = markdown_table(
        ["version", "modules (rankagg's)", "rankagg bytecode", "job wall", "job CPU", "its imports", "of them numpy",
         "of them pyarrow", "job - imports", "load"],
        [(r["version"], f"{r['modules']} ({r['rankagg_modules']})", f"{r['bytecode_kb']:.0f} KB",
          f"{r['job_wall_s'] * 1e3:.0f} ms", f"{r['job_cpu_s'] * 1e3:.0f} ms", f"{r['imports_s'] * 1e3:.0f} ms",
          f"{r['numpy_s'] * 1e3:.0f} ms", f"{r['pyarrow_s'] * 1e3:.0f} ms",
          f"{(r['job_wall_s'] - r['imports_s']) * 1e3:.0f} ms", r["load"]) for r in rows])
    before, after = rows
    md = "\n".join([
        f"# A one-run fuse job's fixed cost, {head} against {args.against} (python -m benchmarks.bench_fuse_startup)",
        "", environment_line(env), "",
        f"The job: `rankagg fuse {run.parent.parent.name}/runs/{run.name} --method rrf -o OUT` in a fresh process.  "
        "Its imports: the modules it had loaded at its exit, imported again in order in a fresh process (numpy and "
        f"pyarrow first, each timed).  Medians of {args.repeat} processes of each, the versions alternating, after one "
        "untimed process of each.", "", *table, "",
        f"This checkout / {args.against}: job wall **{after['job_wall_s'] / before['job_wall_s']:.2f}x** "
        f"({(after['job_wall_s'] - before['job_wall_s']) * 1e3:+.0f} ms), of which imports "
        f"{(after['imports_s'] - before['imports_s']) * 1e3:+.0f} ms and the rest "
        f"{(after['job_wall_s'] - after['imports_s'] - before['job_wall_s'] + before['imports_s']) * 1e3:+.0f} ms."])
    json_path, md_path = outputs(args.out)
    write_results("bench_fuse_startup", rows, json_path=json_path, md_path=md_path, markdown=md, env=env,
                  against=args.against, head=head)
    print(md)


if __name__ == "__main__":
    main()
