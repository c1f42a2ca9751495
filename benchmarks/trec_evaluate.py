"""The evaluate section of bench_trec (issue 35): many real runs against their qrels, rankagg against every peer.

    RANKAGG_DATA=../shared/data nice python -m benchmarks.bench_trec --section evaluate [--repeat 3] [--quick]
    RANKAGG_DATA=../shared/data nice python -m benchmarks.bench_trec --section evaluate --loaded-only  # in process only

For each real TREC-COVID round (2 to 5: every run of ``D/trec-covid-roundN/runs``, gunzipped once into a
temporary folder so that every tool reads plain files, as trec_eval must) and each measure set (4 measures:
nDCG@10 P@5 AP Bpref; 10: those and nDCG P@10 RR R@100 R@1000 Rprec), the whole job (start, read the qrels
and every run, evaluate, print the means) of each tool in a fresh process, alternating under the same load:

* rankagg: ``rankagg evaluate --qrels Q RUN... --measures ...``;
* NIST trec_eval (C), once per run, called from one Python process, when a ``trec_eval`` binary is found
  (``TREC_EVAL`` or the ``PATH``) or built by :func:`build_trec_eval` from sources named by ``TREC_EVAL_SRC``
  (a checkout of usnistgov/trec_eval; ``make`` with the C compiler); else skipped with a note;
* pytrec_eval: ``parse_qrel`` / ``parse_run`` and one ``RelevanceEvaluator``;
* ranx: ``Qrels.from_file`` / ``Run.from_file`` and ``evaluate`` per run (its numba caches filled by an
  untimed first run);
* ir_measures: ``read_trec_qrels`` / ``read_trec_run`` and ``calc_aggregate`` per run.

Every tool prints ``run <tab> measure <tab> mean`` to four decimals; the section records how many of rankagg's
means equal each peer's (trec_eval 10.0's must all be equal; pytrec_eval, which stores scores as float32, differs
on runs whose scores are one float32: docs/conventions.md, "Scores").  Then, in this process, the
evaluation of runs already loaded, with each measure set: ``rankagg.evaluate(list of {qid: {docid: score}},
qrels)`` against pytrec_eval's evaluator (built in the timed call), ranx's ``evaluate`` on its loaded ``Run``
objects and ir_measures' ``calc_aggregate``, alternating, median of ``max(3, --repeat)``.
"""

from __future__ import annotations

import glob
import gzip
import os
import shutil
import statistics
import subprocess
import time
from pathlib import Path
from typing import Any, Callable

from benchmarks import harness

#: rankagg's spelling -> (trec_eval / pytrec_eval measure, its result key, ranx metric)
MEASURES = {
    "nDCG@10": ("ndcg_cut.10", "ndcg_cut_10", "ndcg@10"), "P@5": ("P.5", "P_5", "precision@5"),
    "AP": ("map", "map", "map"), "Bpref": ("bpref", "bpref", "bpref"), "nDCG": ("ndcg", "ndcg", "ndcg"),
    "P@10": ("P.10", "P_10", "precision@10"), "RR": ("recip_rank", "recip_rank", "mrr"),
    "R@100": ("recall.100", "recall_100", "recall@100"), "R@1000": ("recall.1000", "recall_1000", "recall@1000"),
    "Rprec": ("Rprec", "Rprec", "r-precision"),
}
SETS = {"4 measures": ["nDCG@10", "P@5", "AP", "Bpref"], "10 measures": list(MEASURES)}
ROUNDS = (2, 3, 4, 5)

PYTREC_JOB = """
import sys, pytrec_eval
names, qrels_path, *runs = sys.argv[1:]
spec = [n.split("=") for n in names.split(",")]
with open(qrels_path) as f:
    qrels = pytrec_eval.parse_qrel(f)
ev = pytrec_eval.RelevanceEvaluator(qrels, {m for _, m, _ in spec})
for p in runs:
    with open(p) as f:
        res = ev.evaluate(pytrec_eval.parse_run(f))
    for ours, _, key in spec:
        print(f"{p}\\t{ours}\\t{sum(v[key] for v in res.values()) / len(res):.4f}")
"""

RANX_JOB = """
import sys
from ranx import Qrels, Run, evaluate
names, qrels_path, *runs = sys.argv[1:]
spec = [n.split("=") for n in names.split(",")]
qrels = Qrels.from_file(qrels_path, kind="trec")
for p in runs:
    res = evaluate(qrels, Run.from_file(p, kind="trec"), [m for _, m in spec])
    for ours, m in spec:
        print(f"{p}\\t{ours}\\t{float(res[m]):.4f}")
"""

IRM_JOB = """
import sys, ir_measures
names, qrels_path, *runs = sys.argv[1:]
spec = names.split(",")
measures = {ir_measures.parse_measure(n): n for n in spec}
qrels = list(ir_measures.read_trec_qrels(qrels_path))
for p in runs:
    res = ir_measures.calc_aggregate(list(measures), qrels, ir_measures.read_trec_run(p))
    for m, ours in measures.items():
        print(f"{p}\\t{ours}\\t{res[m]:.4f}")
"""

TREC_EVAL_JOB = """
import subprocess, sys
binary, names, qrels_path, *runs = sys.argv[1:]
spec = [n.split("=") for n in names.split(",")]
flags = [a for _, m, _ in spec for a in ("-m", m)]
for p in runs:
    out = subprocess.run([binary, *flags, qrels_path, p], capture_output=True, text=True, check=True).stdout
    got = {f[0]: f[2] for f in (ln.split() for ln in out.splitlines()) if len(f) == 3 and f[1] == "all"}
    for ours, _, key in spec:
        print(f"{p}\\t{ours}\\t{float(got[key]):.4f}")
"""


def build_trec_eval(work: Path) -> tuple[str | None, str]:
    """A trec_eval binary and how it was found: ``TREC_EVAL`` or the PATH, else built from ``TREC_EVAL_SRC``
    (``make`` in a copy of the sources) when a C compiler is present; ``(None, why not)`` otherwise."""
    given = os.environ.get("TREC_EVAL") or shutil.which("trec_eval")
    if given:
        return given, f"trec_eval at {given}"
    src = os.environ.get("TREC_EVAL_SRC")
    if not src or not Path(src, "Makefile").exists():
        return None, ("no trec_eval binary and no sources (set TREC_EVAL_SRC to a checkout of usnistgov/trec_eval: "
                      "the pytrec_eval sdists download them at build time, so no package on PyPI ships them)")
    if not (shutil.which("cc") or shutil.which("gcc")):
        return None, "trec_eval sources found but no C compiler"
    build = work / "trec_eval_src"
    shutil.copytree(src, build)
    subprocess.run(["make", "-C", str(build)], check=True, capture_output=True)
    return str(build / "trec_eval"), f"trec_eval built from {src}"


def plain_round(data_dir: Path, n: int, tmp: Path) -> tuple[str, list[str]] | None:
    """The round's qrels and its runs gunzipped into ``tmp`` (None when the round is missing)."""
    folder = data_dir / f"trec-covid-round{n}"
    gz = sorted(glob.glob(str(folder / "runs" / "*.gz")))
    if not gz:
        return None
    out = tmp / f"round{n}"
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for p in gz:
        target = out / Path(p).name.removesuffix(".gz")
        target.write_bytes(gzip.decompress(Path(p).read_bytes()))
        paths.append(str(target))
    return str(folder / f"qrels-round{n}.txt"), paths


def _means(stdout: str) -> dict[tuple[str, str], str]:
    out = {}
    for ln in stdout.splitlines():
        f = ln.split("\t")
        if len(f) == 4 and f[2] == "all":  # rankagg's table: run, measure, all, value
            out[(f[0], f[1])] = f[3]
        elif len(f) == 3:
            out[(f[0], f[1])] = f[2]
    return out


def _jobs(names: list[str], qrels: str, runs: list[str], trec_eval: str | None) -> dict[str, list[str]]:
    trec = ",".join(f"{n}={MEASURES[n][0]}={MEASURES[n][1]}" for n in names)
    jobs = {"rankagg": harness.cli_job("evaluate", "--qrels", qrels, *runs, "--measures", *names),
            "pytrec_eval": harness.python_job(PYTREC_JOB, trec, qrels, *runs),
            "ranx": harness.python_job(RANX_JOB, ",".join(f"{n}={MEASURES[n][2]}" for n in names), qrels, *runs),
            "ir_measures": harness.python_job(IRM_JOB, ",".join(names), qrels, *runs)}
    if trec_eval:
        jobs["trec_eval"] = harness.python_job(TREC_EVAL_JOB, trec_eval, trec, qrels, *runs)
    return jobs


def whole_jobs(data_dir: Path, tmp: Path, repeat: int, rounds: tuple[int, ...], log: Callable[[str], None]
               ) -> tuple[list[dict[str, Any]], str]:
    """Rows: one per (round, measure set), each tool's median wall time and its agreement with rankagg."""
    binary, note = build_trec_eval(tmp)
    env = harness.child_env(OMP_NUM_THREADS="1")
    rows = []
    warmed = False
    for n in rounds:
        found = plain_round(data_dir, n, tmp)
        if found is None:
            log(f"round {n}: not found, skipped")
            continue
        qrels, runs = found
        lines = sum(1 for p in runs for _ in open(p, "rb"))
        for label, names in SETS.items():
            jobs = _jobs(names, qrels, runs, binary)
            if not warmed:  # numba caches (ranx) and the page cache, untimed
                for cmd in jobs.values():
                    harness.run_measured(cmd, env=env)
                warmed = True
            times: dict[str, list[float]] = {k: [] for k in jobs}
            outputs: dict[str, str] = {}
            for _ in range(repeat):
                for k, cmd in jobs.items():  # alternating, under the same load
                    m = harness.run_measured(cmd, env=env)
                    times[k].append(m.wall)
                    outputs[k] = m.stdout
            ours = _means(outputs["rankagg"])
            row: dict[str, Any] = {"round": n, "runs": len(runs), "lines": lines, "measures": label,
                                   "names": names, "load": harness.load()}
            for k in jobs:
                row[f"{k}_s"] = statistics.median(times[k])
                theirs = _means(outputs[k])
                row[f"{k}_same"] = sum(ours.get(key) == v for key, v in theirs.items()) / max(len(theirs), 1)
            fastest = min((k for k in jobs if k != "rankagg"), key=lambda k: row[f"{k}_s"])
            row["fastest_peer"], row["ratio"] = fastest, row[f"{fastest}_s"] / row["rankagg_s"]
            log(f"[evaluate] round {n}, {label}: " + ", ".join(f"{k} {row[f'{k}_s']:.2f} s" for k in jobs)
                + f"; fastest peer {fastest}, {row['ratio']:.2f}x; same 4 decimals as pytrec_eval "
                f"{row['pytrec_eval_same']:.0%}; load {row['load']:.1f}")
            rows.append(row)
    return rows, note


def _loaded_means(name: str, got: Any, names: list[str]) -> list[dict[str, str]]:
    """Each run's mean of each measure to four decimals, from rankagg's or pytrec_eval's in-process result."""
    if name == "rankagg":
        return [{m: f"{r[m]:.4f}" for m in names} for r in got]
    return [{m: f"{sum(v[MEASURES[m][1]] for v in r.values()) / len(r):.4f}" for m in names} for r in got]


def in_process(data_dir: Path, tmp: Path, repeat: int, rounds: tuple[int, ...], log: Callable[[str], None]
               ) -> list[dict[str, Any]]:
    """Evaluation of runs already loaded (dicts for rankagg and pytrec_eval, ranx's objects, ir_measures'
    named tuples), 4 and 10 measures, per round: after one untimed call each, ``repeat`` rounds in which every
    tool runs once (alternating, under the same load); the median of each; and how many of rankagg's means
    equal pytrec_eval's to four decimals."""
    import ir_measures
    import pytrec_eval
    from ranx import Qrels, Run, evaluate

    import rankagg

    rows = []
    for n in rounds:
        found = plain_round(data_dir, n, tmp)
        if found is None:
            continue
        qrels_path, paths = found
        with open(qrels_path) as f:
            qrels = pytrec_eval.parse_qrel(f)
        runs = []
        for p in paths:
            with open(p) as f:
                runs.append(pytrec_eval.parse_run(f))
        rx_qrels, rx_runs = Qrels(qrels), [Run(r) for r in runs]
        irm_qrels = list(ir_measures.read_trec_qrels(qrels_path))
        irm_runs = [list(ir_measures.read_trec_run(p)) for p in paths]
        for label, names in SETS.items():
            irm = [ir_measures.parse_measure(m) for m in names]
            trec = {MEASURES[m][0] for m in names}

            def pytrec(trec: set[str] = trec) -> Any:
                ev = pytrec_eval.RelevanceEvaluator(qrels, trec)
                return [ev.evaluate(r) for r in runs]

            calls: dict[str, Callable[[], Any]] = {
                "rankagg": lambda names=names: rankagg.evaluate(runs, qrels, names), "pytrec_eval": pytrec,
                "ranx": lambda names=names: [evaluate(rx_qrels, r, [MEASURES[m][2] for m in names]) for r in rx_runs],
                "ir_measures": lambda irm=irm: [ir_measures.calc_aggregate(irm, irm_qrels, r) for r in irm_runs]}
            results = {k: fn() for k, fn in calls.items()}  # untimed: caches, imports
            times: dict[str, list[float]] = {k: [] for k in calls}
            for _ in range(repeat):
                for k, fn in calls.items():
                    t0 = time.perf_counter()
                    fn()
                    times[k].append(time.perf_counter() - t0)
            ours, theirs = _loaded_means("rankagg", results["rankagg"], names), _loaded_means(
                "pytrec_eval", results["pytrec_eval"], names)
            same = sum(a[m] == b[m] for a, b in zip(ours, theirs) for m in names) / max(len(ours) * len(names), 1)
            row: dict[str, Any] = {"round": n, "runs": len(runs), "measures": label, "names": names,
                                   "pytrec_eval_same": same, "repeat": repeat}
            for k in calls:
                row[f"{k}_s"] = statistics.median(times[k])
            fastest = min((k for k in calls if k != "rankagg"), key=lambda k: row[f"{k}_s"])
            row["fastest_peer"], row["ratio"] = fastest, row[f"{fastest}_s"] / row["rankagg_s"]
            row["load"] = harness.load()
            log(f"[evaluate in process] round {n}, {label}: " + ", ".join(f"{k} {row[f'{k}_s']:.3f} s" for k in calls)
                + f"; fastest peer {fastest}, {row['ratio']:.2f}x; same 4 decimals as pytrec_eval {same:.0%}; "
                f"load {row['load']:.1f}")
            rows.append(row)
    return rows


def report(whole: list[dict[str, Any]], loaded: list[dict[str, Any]], note: str, env: dict[str, Any],
           repeat: int) -> str:
    tools = ["rankagg", "trec_eval", "pytrec_eval", "ranx", "ir_measures"]
    lines = ["# Evaluating many runs: rankagg vs trec_eval, pytrec_eval, ranx, ir_measures "
             "(python -m benchmarks.bench_trec --section evaluate)", "", harness.environment_line(env), "",
             f"Whole job in a fresh process (start, read the qrels and every run as plain text, evaluate, print the "
             f"means), median of {repeat}, the tools alternating under the same load. trec_eval: {note}.", "",
             "| round | runs | lines | measures | " + " | ".join(tools) + " | fastest peer / rankagg | "
             "rankagg = pytrec_eval (4 decimals) | load |", "|" + "---|" * (len(tools) + 7)]
    for r in whole:
        cells = [f"{r[f'{k}_s']:.2f} s" if f"{k}_s" in r else "-" for k in tools]
        lines.append(f"| {r['round']} | {r['runs']} | {r['lines']:,} | {r['measures']} | " + " | ".join(cells)
                     + f" | **{r['ratio']:.2f}x** ({r['fastest_peer']}) | {r['pytrec_eval_same']:.0%} | {r['load']:.1f} |")
    if loaded:
        lines += ["", "In process, runs already loaded (rankagg: `rankagg.evaluate(list_of_runs, qrels)` on "
                  "`{qid: {docid: score}}` dicts; pytrec_eval: one `RelevanceEvaluator` (its construction timed); "
                  "ranx: `evaluate` on its loaded `Run`s; ir_measures: `calc_aggregate`), median of "
                  f"{loaded[0].get('repeat', repeat)} after one untimed call each, the tools alternating under the "
                  "same load:", "",
                  "| round | runs | measures | rankagg | pytrec_eval | ranx | ir_measures | fastest peer / rankagg | "
                  "rankagg = pytrec_eval (4 decimals) | load |", "|---|---|---|---|---|---|---|---|---|---|"]
        for r in loaded:
            lines.append(f"| {r['round']} | {r['runs']} | {r['measures']} | {r['rankagg_s']:.3f} s | "
                         f"{r['pytrec_eval_s']:.3f} s | {r['ranx_s']:.3f} s | {r['ir_measures_s']:.3f} s | "
                         f"**{r['ratio']:.2f}x** ({r['fastest_peer']}) | {r['pytrec_eval_same']:.0%} | {r['load']:.1f} |")
    lines += ["", "Measures: 4 = nDCG@10 P@5 AP Bpref; 10 = those and nDCG P@10 RR R@100 R@1000 Rprec (trec_eval's "
              "ndcg_cut.10 P.5 map bpref ndcg P.10 recip_rank recall.100 recall.1000 Rprec). ranx's means differ "
              "from trec_eval's where its conventions do (ties kept in file order, its own nDCG); the agreement "
              "of each peer with rankagg is in the JSON (`<tool>_same`)."]
    return "\n".join(lines) + "\n"


def run_section(args: Any, tmp: Path) -> None:
    """``--section evaluate``: writes results/bench_trec_evaluate.{json,md}."""
    env = harness.environment()
    data = harness.data_dir(args.data_dir)
    rounds = (5,) if args.quick else tuple(args.rounds or ROUNDS)
    repeat = 1 if args.quick else args.repeat
    loaded_repeat = 1 if args.quick else max(3, repeat)  # cheap calls, the contested rows: at least 3
    if getattr(args, "loaded_only", False):  # the in-process part alone: a quick check, not the committed results
        loaded = in_process(data, tmp, loaded_repeat, rounds, lambda s: print(s, flush=True))
        print(report([], loaded, "not run (--loaded-only)", env, repeat))
        return
    whole, note = whole_jobs(data, tmp, repeat, rounds, lambda s: print(s, flush=True))
    loaded = in_process(data, tmp, loaded_repeat, rounds, lambda s: print(s, flush=True))
    md = report(whole, loaded, note, env, repeat)
    rows = [{"method": "evaluate", "mode": f"round {r['round']}, {r['measures']}, whole job, {k}", "seconds": r[f"{k}_s"]}
            for r in whole for k in ("rankagg", "trec_eval", "pytrec_eval", "ranx", "ir_measures") if f"{k}_s" in r]
    rows += [{"method": "evaluate", "mode": f"round {r['round']}, {r['measures']}, loaded runs, {k}", "seconds": r[f"{k}_s"]}
             for r in loaded for k in ("rankagg", "pytrec_eval", "ranx", "ir_measures")]
    stem = str(harness.RESULTS / "bench_trec_evaluate") if not args.quick else str(tmp / "bench_trec_evaluate")
    harness.write_results("trec evaluate", rows, json_path=stem + ".json", md_path=stem + ".md", markdown=md, env=env,
                          whole_job=whole, in_process=loaded, trec_eval=note, repeat=repeat)
    print(md)
