"""The rounds section of bench_trec (issue 35): the whole fuse job of each real TREC-COVID round, rankagg vs ranx.

    RANKAGG_DATA=../shared/data nice python -m benchmarks.bench_trec --section rounds [--repeat 3] [--quick]

For each round (2 to 5: every run of ``D/trec-covid-roundN/runs``, read as distributed, gzipped) and each of
RRF and CombSUM, the whole job in a fresh process (start, read every run, fuse, write the fused run):
``rankagg fuse RUN... --method M -o out`` against ranx ``Run.from_file`` + ``fuse(method=...)`` + ``save``
(ranx's CombSUM with its default min-max normalisation, rankagg's with its own default), alternating under
the same load, one untimed run of each first (page cache, ranx's numba caches; ranx's only with ``--repeat`` > 1:
its run takes minutes on a loaded machine, and its numba cache persists between processes).  Also the time rankagg spends
importing what the command needs (``python -X importtime``'s total for the job), and the ratio ranx / rankagg.

rankagg's modules are byte-compiled first (:func:`compile_package`), as ``pip install`` does: a session
environment with ``PYTHONDONTWRITEBYTECODE=1`` and a source checkout would otherwise compile about 60
modules from source in every timed job (0.11-0.13 s of CPU), a cost no installed ``rankagg`` pays.
ranx's modules are compiled by its installation.
"""

from __future__ import annotations

import compileall
import glob
import statistics
from pathlib import Path
from typing import Any

from benchmarks import harness

ROUNDS = (2, 3, 4, 5)
METHODS = (("rrf", "rrf"), ("combsum", "sum"))
#: rankagg's job is timed this many times before each of ranx's (its median over all of them): a one-second job's
#: median of 2 or 3 swung by up to 50% between rows on this shared machine (round 3 RRF: 1.40 s in one bench,
#: 0.86-0.89 s in six runs right after ranx's job minutes later), where ranx's 20-40 s job averages its own noise
OURS_PER_REPEAT = 3

RANX_JOB = """
import sys
from ranx import Run, fuse
out, method, *paths = sys.argv[1:]
runs = [Run.from_file(p, kind="gz" if p.endswith(".gz") else "trec") for p in paths]
fuse(runs, method=method).save(out, kind="trec")
"""


def import_seconds(cmd: list[str], env: dict[str, str]) -> float:
    """The seconds ``python -X importtime`` attributes to the top-level imports of ``cmd`` (a python job)."""
    m = harness.run_measured([cmd[0], "-X", "importtime", *cmd[1:]], env=env)
    total = 0
    for ln in m.stderr.splitlines():
        parts = ln.split("|")
        if ln.startswith("import time:") and len(parts) == 3 and not parts[2].startswith("  ") and parts[1].strip().isdigit():
            total += int(parts[1])
    return total / 1e6


def compile_package() -> None:
    """Byte-compile rankagg's modules into their ``__pycache__`` folders (ignored by git), as an install does."""
    if not compileall.compile_dir(str(harness.ROOT / "rankagg"), quiet=1):
        raise RuntimeError("rankagg's modules did not compile")


def render(stem: str = str(harness.RESULTS / "bench_trec_rounds")) -> None:
    """Rewrite ``stem``.md from ``stem``.json (after a change to :func:`report`)."""
    import json

    rec = json.loads(Path(stem + ".json").read_text())
    Path(stem + ".md").write_text(report(rec["rounds"], rec["environment"], rec["repeat"], rec.get("compiled", False),
                                         rec.get("ours_per_repeat", 1)))


def run_section(args: Any, tmp: Path) -> None:
    """``--section rounds``: writes results/bench_trec_rounds.{json,md}."""
    env_record = harness.environment()
    env = harness.child_env(OMP_NUM_THREADS="1")
    data = harness.data_dir(args.data_dir)
    rounds = (5,) if args.quick else tuple(args.rounds or ROUNDS)
    repeat = 1 if args.quick else args.repeat
    stem = str(harness.RESULTS / "bench_trec_rounds") if not args.quick else str(tmp / "bench_trec_rounds")
    rows: list[dict[str, Any]] = []
    compile_package()

    def write() -> str:  # after every row: an interrupted run keeps what it measured
        md = report(rows, env_record, repeat, ours_per_repeat=OURS_PER_REPEAT)
        harness.write_results("trec rounds", [{"method": r["method"], "mode": f"round {r['round']} whole CLI job, {side}",
                                               "seconds": r[f"{side}_s"], "peak_mb": r[f"{side}_peak_mb"]}
                                              for r in rows for side in ("rankagg", "ranx")],
                              json_path=stem + ".json", md_path=stem + ".md", markdown=md, env=env_record,
                              rounds=rows, repeat=repeat, compiled=True, ours_per_repeat=OURS_PER_REPEAT)
        return md

    for n in rounds:
        paths = sorted(glob.glob(str(data / f"trec-covid-round{n}" / "runs" / "*.gz")))
        if not paths:
            print(f"round {n}: not found, skipped", flush=True)
            continue
        for ours, theirs in METHODS:
            ra = harness.cli_job("fuse", *paths, "--method", ours, "--quiet", "-o", str(tmp / f"ra{n}{ours}.run"))
            rx = harness.python_job(RANX_JOB, str(tmp / f"rx{n}{ours}.run"), theirs, *paths)
            harness.run_measured(ra, env=env)  # ranx's numba caches fill on its first use on the machine, not timed here
            if repeat > 1:
                harness.run_measured(rx, env=env)
            t_ra, t_rx, mem_ra, mem_rx = [], [], [], []
            for _ in range(repeat):
                for _ in range(OURS_PER_REPEAT):
                    a = harness.run_measured(ra, env=env)
                    t_ra.append(a.wall)
                    mem_ra.append(a.peak_mb)
                b = harness.run_measured(rx, env=env)
                t_rx.append(b.wall)
                mem_rx.append(b.peak_mb)
            row = {"round": n, "runs": len(paths), "method": ours, "ranx_method": theirs, "rankagg_samples": t_ra,
                   "rankagg_s": statistics.median(t_ra), "ranx_s": statistics.median(t_rx),
                   "rankagg_peak_mb": max(mem_ra), "ranx_peak_mb": max(mem_rx),
                   "rankagg_imports_s": import_seconds(ra, env), "load": harness.load()}
            row["ratio"] = row["ranx_s"] / row["rankagg_s"]
            print(f"[rounds] round {n} {ours}: rankagg {row['rankagg_s']:.2f} s (imports {row['rankagg_imports_s']:.2f} s), "
                  f"ranx {row['ranx_s']:.2f} s, {row['ratio']:.1f}x, load {row['load']:.1f}", flush=True)
            rows.append(row)
            md = write()
    print(md if rows else "no round found")


def report(rows: list[dict[str, Any]], env: dict[str, Any], repeat: int, compiled: bool = True,
           ours_per_repeat: int = 1) -> str:
    samples = (f"median of {repeat}" if ours_per_repeat == 1 else
               f"ranx's median of {repeat}, rankagg's median of {ours_per_repeat * repeat} ({ours_per_repeat} runs "
               "before each of ranx's)")
    lines = ["# The whole fuse job on each real round: rankagg vs ranx (python -m benchmarks.bench_trec --section rounds)",
             "", harness.environment_line(env), "",
             f"Each job in a fresh process: read every run of the round as distributed (gzipped), fuse, write; "
             f"{samples}, alternating under the same load, after one untimed run of rankagg's job"
             + (" and of ranx's" if repeat > 1 else " (ranx's numba cache was filled by earlier runs on the machine)")
             + ". Imports: the seconds `python -X importtime` gives rankagg's job (part of its time)"
             + ("; rankagg's modules byte-compiled first, as an install does" if compiled else "") + ".", "",
             "| round | runs | method | rankagg | of which imports | ranx | ranx / rankagg | peak MB rankagg / ranx | load |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['round']} | {r['runs']} | {r['method']} (ranx {r['ranx_method']}) | {r['rankagg_s']:.2f} s | "
                     f"{r['rankagg_imports_s']:.2f} s | {r['ranx_s']:.2f} s | **{r['ratio']:.1f}x** | "
                     f"{r['rankagg_peak_mb']:.0f} / {r['ranx_peak_mb']:.0f} | {r['load']:.1f} |")
    return "\n".join(lines) + "\n"
