"""Robust Rank Aggregation on 10 lists x 20,000 genes: rankagg against R's RobustRankAggreg and the PyPI ports
``pyrra`` and ``robustrankaggregpy``, side by side in one run (issue 52).

    nice python -m benchmarks.bench_rra [--lists 10] [--genes 20000] [--repeat 3] [--quick]

The input: ``--lists`` full rankings of ``--genes`` genes (seeded permutations, the first 100 genes pushed
towards the top of every list so that some p-values are small).  Each tool computes R's
``aggregateRanks(glist, method = "RRA")`` from the lists (the rank matrix included): rankagg's
``rankagg.api.gene_lists.aggregate_ranks``, R in one ``Rscript`` process (``system.time`` around the call;
the process's start-up and the reading of the lists are not counted), ``pyrra.aggregate_ranks`` and
``robustrankaggregpy.aggregate_ranks``.  Wall and CPU seconds per call, medians of ``--repeat`` after one
warm-up call (R: the same, inside its process), the tools taking turns.  Each port's scores are compared
with R's (largest relative difference, and whether the order is R's).  Writes results/bench_rra.{json,md}.
"""

from __future__ import annotations

import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np
import pandas as pd

from benchmarks import harness

R_CODE = r"""
suppressPackageStartupMessages(library(RobustRankAggreg))
args <- commandArgs(trailingOnly = TRUE)
input <- read.delim(args[1], colClasses = "character", check.names = FALSE)
glist <- lapply(input, function(col) col[col != ""])
repeats <- as.integer(args[2])
res <- aggregateRanks(glist = glist)  # warm-up
for (i in seq_len(repeats)) {
  t <- system.time(res <- aggregateRanks(glist = glist))
  cat(sprintf("TIME\t%.6f\t%.6f\n", t[["elapsed"]], t[["user.self"]] + t[["sys.self"]]))
}
writeLines(paste(res$Name, sprintf("%a", res$Score), sep = "\t"), args[3])
cat(sprintf("VERSION\t%s\t%s\n", as.character(packageVersion("RobustRankAggreg")), R.version.string))
"""


def make_lists(n_lists: int, n_genes: int, seed: int = 52) -> dict[str, list[str]]:
    rng = np.random.default_rng(seed)
    genes = np.array([f"GENE{i:05d}" for i in range(n_genes)])
    lists = {}
    for j in range(n_lists):
        key = rng.random(n_genes)
        key[:100] *= 0.2  # a signal: the first 100 genes tend to the top
        lists[f"study{j + 1}"] = genes[np.argsort(key, kind="stable")].tolist()
    return lists


def timed(fn: Callable[[], Any], repeat: int) -> tuple[Any, list[float], list[float]]:
    out = fn()  # warm-up
    walls, cpus = [], []
    for _ in range(repeat):
        w, c = time.perf_counter(), time.process_time()
        out = fn()
        walls.append(time.perf_counter() - w)
        cpus.append(time.process_time() - c)
    return out, walls, cpus


def run_r(lists: dict[str, list[str]], repeat: int) -> tuple[pd.DataFrame, list[float], list[float], str]:
    with tempfile.TemporaryDirectory() as tmp:
        src, out, script = Path(tmp) / "lists.tsv", Path(tmp) / "out.tsv", Path(tmp) / "bench.R"
        pd.DataFrame(lists).to_csv(src, sep="\t", index=False)
        script.write_text(R_CODE)
        done = subprocess.run(["Rscript", str(script), str(src), str(repeat), str(out)], capture_output=True,
                              text=True, check=True)
        walls, cpus, version = [], [], ""
        for line in done.stdout.splitlines():
            parts = line.split("\t")
            if parts[0] == "TIME":
                walls.append(float(parts[1]))
                cpus.append(float(parts[2]))
            elif parts[0] == "VERSION":
                version = f"RobustRankAggreg {parts[1]}, {parts[2]}"
        rows = [ln.split("\t") for ln in out.read_text().splitlines()]
        return pd.DataFrame({"Name": [r[0] for r in rows], "Score": [float.fromhex(r[1]) for r in rows]}), walls, cpus, version


def against_r(frame: pd.DataFrame, r: pd.DataFrame, name: str = "Name", score: str = "Score") -> dict[str, Any]:
    mine = dict(zip(frame[name].astype(str), frame[score].astype(float)))
    theirs = r["Score"].to_numpy()
    ours = np.array([mine[n] for n in r["Name"]])
    rel = np.abs(ours - theirs) / np.abs(theirs)
    return {"max_rel_diff_vs_r": float(rel.max()), "same_order_as_r": frame[name].astype(str).tolist() == r["Name"].tolist()}


def main() -> None:
    ap = harness.parser(__doc__, repeat=3, out=harness.RESULTS / "bench_rra", data=False)
    ap.add_argument("--lists", type=int, default=10)
    ap.add_argument("--genes", type=int, default=20000)
    args = ap.parse_args()
    if args.quick:
        args.genes, args.repeat = 2000, 1
    from rankagg.api.gene_lists import aggregate_ranks

    lists = make_lists(args.lists, args.genes)
    glist = list(lists.values())
    r_frame, r_walls, r_cpus, r_version = run_r(lists, args.repeat)
    rows: list[dict[str, Any]] = [{"tool": "R RobustRankAggreg", "version": r_version, "wall_s": statistics.median(r_walls),
                                   "cpu_s": statistics.median(r_cpus), "walls_s": r_walls,
                                   "max_rel_diff_vs_r": 0.0, "same_order_as_r": True}]

    def ours() -> pd.DataFrame:
        return aggregate_ranks(lists, method="RRA")

    def pyrra_call() -> pd.DataFrame:
        import pyrra

        return pyrra.aggregate_ranks(glist, method="RRA", exact=False)

    def rrapy_call() -> pd.DataFrame:
        from robustrankaggregpy.aggregate_ranks import aggregate_ranks as rrapy

        s = rrapy(rank_lists=glist, method="rra")
        return pd.DataFrame({"Name": s.index.astype(str), "Score": s.to_numpy()})

    for tool, fn, package in (("rankagg", ours, "rankagg"), ("pyrra", pyrra_call, "pyrra"),
                              ("robustrankaggregpy", rrapy_call, "robustrankaggregpy")):
        frame, walls, cpus = timed(fn, args.repeat)
        rows.append({"tool": tool, "version": harness.package_version(package) or "", "wall_s": statistics.median(walls),
                     "cpu_s": statistics.median(cpus), "walls_s": walls, **against_r(frame, r_frame)})
    r_wall = rows[0]["wall_s"]
    for row in rows:
        row["r_over_tool_wall"] = r_wall / row["wall_s"]
    env = harness.environment((*harness.PACKAGES, "pyrra", "robustrankaggregpy"))
    md = [f"# RRA on {args.lists} lists x {args.genes} genes: rankagg, R, pyrra, robustrankaggregpy",
          "", f"`python -m benchmarks.bench_rra --lists {args.lists} --genes {args.genes} --repeat {args.repeat}`: "
          f"`aggregateRanks(glist, method = \"RRA\")` from the lists, each tool in turn, median of {args.repeat} "
          "calls after a warm-up; R timed inside its process (`system.time`). `R / tool`: how many times faster "
          "than R (wall). The last columns compare each tool's scores and order with R's.", "",
          harness.environment_line(env), "",
          *harness.markdown_table(["tool", "version", "wall s", "CPU s", "R / tool", "max rel. diff vs R", "R's order"],
                                  [[r["tool"], r["version"], f"{r['wall_s']:.3f}", f"{r['cpu_s']:.3f}",
                                    f"{r['r_over_tool_wall']:.2f}x", f"{r['max_rel_diff_vs_r']:.1e}",
                                    "yes" if r["same_order_as_r"] else "no"] for r in rows])]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("bench_rra", rows, json_path=json_path, md_path=md_path, markdown="\n".join(md), env=env,
                          lists=args.lists, genes=args.genes, repeat=args.repeat)
    print("\n".join(md))


if __name__ == "__main__":
    main()
