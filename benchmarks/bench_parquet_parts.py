"""``rankagg fuse DIR`` on a folder of many one-row Parquet parts: how often each part is opened, and the time.

    nice python -m benchmarks.bench_parquet_parts [--parts 3000] [--repeat 3] [--old-commit 5e13c39] [--quick]

A folder of ``--parts`` part files of one row each (``q_id, doc_id, score, run``: 3 runs, 30 rows a query, as a
writer flushing row by row leaves them) is fused with ``--method rrf`` to a TREC run by the command line of this
tree and of ``--old-commit`` (its ``rankagg`` exported into a temporary folder, this tree's compiled kernels copied
beside it: their C source is the same), each in a fresh process, taking turns.  For each: how many times a part's
footer was parsed (``pyarrow.parquet.ParquetFile`` opened without the footer given) and how many times a part was
opened at all, counted in the process by wrapping ``ParquetFile``; how many times the folder's part list was read
(``os.scandir`` / ``os.listdir`` of the folder); the process's CPU seconds (user + system: the machine is shared,
its wall clock is not the job's), medians of ``--repeat``; and whether the two outputs are the same bytes.
Writes results/bench_parquet_parts.md and .json.
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from benchmarks import harness

#: run in the child: count the footers parsed, the parts opened and the folder listed, then run the CLI
CHILD = r"""
import json, os, resource, sys
import pyarrow.parquet as pq
folder = os.path.abspath(sys.argv[1])
counts = {"footers": 0, "opens": 0, "listings": 0}
Original = pq.ParquetFile
class Counted(Original):
    def __init__(self, source, *args, **kwargs):
        counts["opens"] += 1
        counts["footers"] += kwargs.get("metadata") is None and (len(args) < 1 or args[0] is None)
        super().__init__(source, *args, **kwargs)
pq.ParquetFile = Counted
for name in ("scandir", "listdir"):
    real = getattr(os, name)
    def listed(path=".", _real=real):
        if os.path.abspath(os.fspath(path)) == folder:
            counts["listings"] += 1
        return _real(path)
    setattr(os, name, listed)
from rankagg.cli import main
try:
    main(["fuse", folder, "--method", "rrf", "-o", sys.argv[2], "--quiet"])
except SystemExit:
    pass
use = resource.getrusage(resource.RUSAGE_SELF)
counts["cpu_seconds"] = use.ru_utime + use.ru_stime
import rankagg
counts["tree"] = os.path.dirname(rankagg.__file__)
print(json.dumps(counts))
"""


def make_parts(folder: Path, parts: int) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    folder.mkdir(parents=True)
    for i in range(parts):
        pq.write_table(pa.table({"q_id": [str(1 + i // 30)], "doc_id": [f"d{i}"], "score": [float(i % 7)],
                                 "run": [f"r{i % 3}"]}), folder / f"part-{i:05d}.parquet")


def old_tree(commit: str, where: Path) -> Path:
    """``rankagg`` of ``commit`` under ``where``, with this tree's compiled kernels."""
    archive = subprocess.run(["git", "-C", str(harness.ROOT), "archive", commit, "rankagg"], check=True,
                             capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(where)], input=archive, check=True)
    for so in (harness.ROOT / "rankagg").glob("_*_native*.so"):
        shutil.copy(so, where / "rankagg" / so.name)
    return where


def run_once(tree: Path, folder: Path, output: Path) -> dict[str, Any]:
    env = harness.child_env(PYTHONPATH=str(tree), OMP_NUM_THREADS="1")
    # cwd: the output's folder, as `python -c` puts the working folder first on sys.path (not this repository)
    out = subprocess.run([harness.PY, "-c", CHILD, str(folder), str(output)], env=env, capture_output=True,
                         text=True, check=True, timeout=3600, cwd=str(output.parent))
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert Path(got["tree"]).resolve() == (tree / "rankagg").resolve(), (got["tree"], tree)
    return got


def main(argv: list[str] | None = None) -> int:
    ap = harness.parser(__doc__, repeat=3, out=harness.RESULTS / "bench_parquet_parts", data=False)
    ap.add_argument("--parts", type=int, default=3000)
    ap.add_argument("--old-commit", default="5e13c39")
    args = ap.parse_args(argv)
    parts, repeat = (60, 1) if args.quick else (args.parts, args.repeat)
    env = harness.environment(("numpy", "pyarrow"))
    with tempfile.TemporaryDirectory(prefix="bench-parquet-parts-") as tmp:
        folder = Path(tmp) / "parts"
        make_parts(folder, parts)
        (Path(tmp) / "old").mkdir()
        (Path(tmp) / "out").mkdir()
        trees = {"this tree": harness.ROOT, f"commit {args.old_commit}": old_tree(args.old_commit, Path(tmp) / "old")}
        got: dict[str, list[dict[str, Any]]] = {name: [] for name in trees}
        for turn in range(repeat):  # the trees take turns under the same load
            for name, tree in trees.items():
                got[name].append(run_once(tree, folder, Path(tmp) / "out" / f"{len(got[name])}-{name[:4]}.run"))
        outputs = {name: (Path(tmp) / "out" / f"0-{name[:4]}.run").read_bytes() for name in trees}
    same = len(set(outputs.values())) == 1
    rows = [{"tree": name, "parts": parts, "footers_parsed": runs[0]["footers"], "parts_opened": runs[0]["opens"],
             "folder_listed": runs[0]["listings"],
             "cpu_seconds_median": round(statistics.median(r["cpu_seconds"] for r in runs), 2),
             "cpu_seconds": [round(r["cpu_seconds"], 2) for r in runs]} for name, runs in got.items()]
    md = ["# rankagg fuse on a folder of one-row Parquet parts", "",
          f"`rankagg fuse DIR --method rrf -o out.run` on {parts} part files of one row each, each tree in a fresh "
          f"process, the trees taking turns ({repeat} turns). Footers parsed: `ParquetFile` opened without the "
          "footer given; parts opened: every `ParquetFile`; CPU: user + system seconds of the process (imports "
          f"included), median. Same output bytes: {'yes' if same else 'NO'}.", "", harness.environment_line(env), "",
          *harness.markdown_table(["tree", "footers parsed", "parts opened", "folder listed", "CPU s (median)"],
                                  [[r["tree"], r["footers_parsed"], r["parts_opened"], r["folder_listed"],
                                    r["cpu_seconds_median"]] for r in rows])]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("bench_parquet_parts", rows, json_path=None if args.quick else json_path,
                          md_path=None if args.quick else md_path, markdown="\n".join(md), env=env,
                          same_output=same)
    print("\n".join(md))
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
