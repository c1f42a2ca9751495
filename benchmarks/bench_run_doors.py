"""The runs door of a ``rankagg fuse`` job on the real TREC-COVID rounds, in two versions of rankagg, side by side.

    nice python -m benchmarks.bench_run_doors --against 60921a37 [--rounds 2 3 4 5] [--repeat 9]

The whole job (``benchmarks.bench_fuse_versions``) differs between two versions by a few tens of milliseconds where
its noise on this shared machine is about as large: this times the part of the job that issue 45 added, the door
every run file passes before it is read.  Each timing is a fresh process of one version, as a job is (nothing of
the doors cached but what a version keeps on the machine, its stores written by an untimed first process): importing
the doors' module (``rankagg.io.formats``), then asking the runs door of each run of the round once, in the job's
order (``recognise(path, "runs")``: what ``select_input_runs`` asks first; the job keeps its answer).  The two
versions alternate process by process.  Reported: the median import and door seconds of ``--repeat`` processes of
each, the door's milliseconds a run, and their ratio (this checkout / the other).  Writes
``results/bench_run_doors.{json,md}`` (``--out``).  The door's import is not the whole job's (the job imports the
fusion and the readers too); its share of the whole job is in ``results/bench_fuse_versions.md``."""

from __future__ import annotations

import json
import statistics
import tempfile
from pathlib import Path
from typing import Any

from benchmarks.bench_fuse_versions import head_commit, round_runs, version_trees
from benchmarks.harness import PY, ROOT, child_env, data_dir, environment, environment_line, load, markdown_table
from benchmarks.harness import outputs, parser, run_measured, write_results

#: main when the doors' look-alike forms were asked one by one (the session that made them one union started there)
BEFORE_FORM_UNION = "60921a37"
#: the child: import the doors, ask each run given the runs door once, print the two times (seconds)
_DOORS = """
import json, sys, time
t0 = time.perf_counter()
from rankagg.io.formats import recognise
t1 = time.perf_counter()
for path in sys.argv[1:]:
    recognise(path, "runs")
t2 = time.perf_counter()
print(json.dumps({"import_s": t1 - t0, "doors_s": t2 - t1}))
"""


def _doors(tree: Path, runs: list[Path]) -> dict[str, float]:
    # -P: the current folder (this checkout) is not put before PYTHONPATH, which names the version's tree; without
    # it both versions' processes imported this checkout's rankagg
    measured = run_measured([PY, "-P", "-c", _DOORS, *map(str, runs)], env=child_env(PYTHONPATH=str(tree)))
    return json.loads(measured.stdout)


def main(argv: list[str] | None = None) -> None:
    ap = parser(__doc__, repeat=9, out=ROOT / "results" / "bench_run_doors")
    ap.add_argument("--against", default=BEFORE_FORM_UNION, help=f"the other version (default {BEFORE_FORM_UNION})")
    ap.add_argument("--rounds", type=int, nargs="+", default=[2, 3, 4, 5], help="TREC-COVID rounds (default 2-5)")
    args = ap.parse_args(argv)
    if args.quick:  # a smoke run: one round, one timed process of each
        args.rounds, args.repeat = args.rounds[:1], 1
    head = head_commit()
    data = data_dir(args.data_dir)
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp, version_trees(args.against, head, tmp) as trees:
        for rnd in args.rounds:
            runs = round_runs(data, rnd)
            times: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
            for i in range(args.repeat + 1):  # the first of each: untimed (the stores a version keeps)
                for name, tree in trees.items():
                    measured = _doors(tree, runs)
                    if i:
                        times[name].append(measured)
            row: dict[str, Any] = {"round": rnd, "runs": len(runs), "load": round(load(), 1)}
            for name in trees:
                key = "before" if name == args.against else "after"
                row[f"{key}_import_s"] = statistics.median(t["import_s"] for t in times[name])
                row[f"{key}_doors_s"] = statistics.median(t["doors_s"] for t in times[name])
            rows.append(row)
            print(row, flush=True)
    env = environment()
    table = markdown_table(
        ["round", "runs", f"import {args.against}", f"import {head}", f"doors {args.against}", f"doors {head}",
         "ms a run before / after", "doors ratio", "load"],
        [(r["round"], r["runs"], f"{r['before_import_s'] * 1e3:.0f} ms", f"{r['after_import_s'] * 1e3:.0f} ms",
          f"{r['before_doors_s'] * 1e3:.0f} ms", f"{r['after_doors_s'] * 1e3:.0f} ms",
          f"{r['before_doors_s'] * 1e3 / r['runs']:.2f} / {r['after_doors_s'] * 1e3 / r['runs']:.2f}",
          f"**{r['after_doors_s'] / r['before_doors_s']:.2f}x**", r["load"]) for r in rows])
    md = "\n".join([
        f"# The runs door of a fuse job, {head} against {args.against} (python -m benchmarks.bench_run_doors)", "",
        environment_line(env), "",
        f"Each a fresh process: import `rankagg.io.formats`, then ask the runs door of every run of the round once "
        f"(gzipped, as distributed); the median of {args.repeat} processes of each version, alternating, after one "
        "untimed process of each.  Ratio: this checkout / the other (below 1: faster now).", "", *table])
    json_path, md_path = outputs(args.out)
    write_results("bench_run_doors", rows, json_path=json_path, md_path=md_path, markdown=md, env=env,
                  against=args.against, head=head)
    print(md)


if __name__ == "__main__":
    main()
