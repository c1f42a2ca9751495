"""The default method on the four real TREC-COVID rounds: quality, cost and the best input, side by side.

For each shared round (``$RANKAGG_DATA/trec-covid-round{2,3,4,5}``), as a new user runs it:

* ``rankagg fuse ROUND/runs/*.gz -o f.run`` with **no option** (the default method), and the same job with
  ``--method rrf`` (k=60), ``--method 'rrf(k=10)'`` and ``--method combsum``, each in a fresh process,
  interleaved ``--repeat`` times (wall seconds and the process's own peak memory; the best wall and the
  largest peak are kept, and the 1-minute load average beside them: the machine is shared);
* every output and every input run evaluated by the round's official measure (nDCG@10 for rounds 2 and 3,
  nDCG@20 for rounds 4 and 5: each PROVENANCE.md) and AP, with trec_eval's conventions
  (:func:`rankagg.evaluation.files.evaluate_trec_files`);
* the default's quality estimate alone (what it adds to ``rrf(k=10)``'s job: issues 45 and 46), in a process:
  its CPU seconds with the compiled counts of ``own_items`` (``rankagg/_native/fuse/own_items.c``) and with
  their NumPy path (the specification and fallback: the estimate before the kernel), the best of ``--repeat``;
* the checks of issue 32: the default at least as good as the best of RRF k=60, ``rrf(k=10)`` and CombSUM
  within .003 by the official measure; its AP not significantly below RRF k=60's (paired t-test over topics,
  Holm over the four rounds); at most 1.5x RRF's whole-job time and peak memory; and, reported whether met
  or not, at or above the best single input run (chosen after the fact, with the labels).

Writes ``results/bench_default.json`` (per-topic values included) and ``results/bench_default.md``.

    RANKAGG_DATA=../shared/data nice python -m benchmarks.bench_default [--repeat 3] [--rounds 2 3 4 5]
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
from benchmarks.harness import RESULTS, cli_job, data_dir, environment, environment_line, load, markdown_table
from benchmarks.harness import outputs, parser, python_job, run_measured, write_results

#: round -> (official measure, number of topics); round 1 is the project's held-out check and is never read
ROUNDS = {2: "nDCG@10", 3: "nDCG@10", 4: "nDCG@20", 5: "nDCG@20"}
#: the jobs compared: label -> extra arguments of ``rankagg fuse``
JOBS = {"default": [], "RRF k=60": ["--method", "rrf"], "rrf(k=10)": ["--method", "rrf(k=10)"],
        "CombSUM": ["--method", "combsum"]}
BASELINES = ("RRF k=60", "rrf(k=10)", "CombSUM")
TOLERANCE = 0.003
COST_LIMIT = 1.5


def measure_round(root: Path, measure: str, repeat: int, jobs: dict[str, list[str]] | None = None) -> dict[str, Any]:
    """Every job of ``jobs`` (label -> extra arguments of ``rankagg fuse``; :data:`JOBS` by default) on one round,
    interleaved ``repeat`` times; the outputs and every input run evaluated."""
    from rankagg.evaluation.files import evaluate_trec_files

    jobs = JOBS if jobs is None else jobs

    runs = sorted(str(p) for p in root.glob("runs/*.gz"))
    qrels = next(root.glob("qrels-round*.txt"))
    costs: dict[str, dict[str, Any]] = {label: {"wall_s": [], "peak_mb": [], "load": []} for label in jobs}
    values: dict[str, dict[str, list[float]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for rep in range(repeat):
            for label, extra in jobs.items():
                out = Path(tmp) / f"{label.replace(' ', '_')}.run"
                res = run_measured(cli_job("fuse", *runs, *extra, "-o", str(out)))
                costs[label]["wall_s"].append(res.wall)
                costs[label]["peak_mb"].append(res.peak_mb)
                costs[label]["load"].append(load())
        for label in jobs:
            out = Path(tmp) / f"{label.replace(' ', '_')}.run"
            (ev,) = evaluate_trec_files(qrels, [str(out)], [measure, "AP"])
            values[label] = {m: ev.values[m].tolist() for m in (measure, "AP")}
            values[label]["qids"] = ev.qids  # type: ignore[assignment]
    singles = evaluate_trec_files(qrels, runs, [measure, "AP"])
    best = max(singles, key=lambda r: float(np.mean(r.values[measure])))
    return {"runs": len(runs), "topics": len(next(iter(values.values()))["qids"]), "measure": measure, "costs": costs,
            "values": values, "best_single": {"run": Path(best.path).name.removesuffix(".gz"),
                                              measure: best.values[measure].tolist(),
                                              "AP": best.values["AP"].tolist()}}


ESTIMATE_JOB = "import sys; from benchmarks.bench_default import estimate_here; estimate_here(sys.argv[1], int(sys.argv[2]))"


def estimate_seconds(root: Path, repeat: int) -> dict[str, float | None]:
    """:func:`estimate_here` in a fresh process: this one's memory would count in the next jobs' peaks (a child
    starts with its parent's resident pages in its peak)."""
    return json.loads(run_measured(python_job(ESTIMATE_JOB, str(root), str(repeat))).stdout)


def estimate_here(root: str, repeat: int) -> None:
    """Print the CPU seconds (JSON; the best of ``repeat``, one thread) of the default's quality estimate on one
    round's entries, with the compiled counts (``None`` when the kernel is not built) and with their NumPy path."""
    from rankagg.api.fusion_spec import make_fusion
    from rankagg.io.trec import read_trec_entries
    from rankagg.methods.quality import own_items_cells

    m = make_fusion()
    entries = m.fuse_input(read_trec_entries(sorted(str(p) for p in Path(root).glob("runs/*.gz")), keep_scores=False))
    kernel = own_items_cells._native
    out: dict[str, float | None] = {"compiled": None}
    for label, native in (("compiled", kernel), ("NumPy path", None)):
        if label == "compiled" and kernel is None:
            continue
        setattr(own_items_cells, "_native", native)  # None: the NumPy path
        try:
            times = []
            for _ in range(repeat):
                start = time.process_time()
                m.estimate(entries)
                times.append(time.process_time() - start)
        finally:
            setattr(own_items_cells, "_native", kernel)
        out[label] = min(times)
    print(json.dumps(out))


def summarise(rounds: dict[int, dict[str, Any]]) -> list[dict[str, Any]]:
    from rankagg.evaluation.measures import holm, paired_t_test

    rows = []
    pvalues = []
    for r, rec in rounds.items():
        m = rec["measure"]
        mean = {label: float(np.mean(v[m])) for label, v in rec["values"].items()}
        ap = {label: float(np.mean(v["AP"])) for label, v in rec["values"].items()}
        test = paired_t_test(np.asarray(rec["values"]["default"]["AP"]), np.asarray(rec["values"]["RRF k=60"]["AP"]))
        p = test.pvalue
        pvalues.append(p)
        best_single = float(np.mean(rec["best_single"][m]))
        wall = {label: min(c["wall_s"]) for label, c in rec["costs"].items()}
        peak = {label: max(c["peak_mb"]) for label, c in rec["costs"].items()}
        rows.append({
            "round": r, "runs": rec["runs"], "topics": rec["topics"], "measure": m,
            **{f"{label} {m}": mean[label] for label in JOBS}, **{f"{label} AP": ap[label] for label in JOBS},
            "best single run": rec["best_single"]["run"], "best single": best_single,
            "best baseline": max(mean[b] for b in BASELINES),
            "within .003 of the best baseline": mean["default"] >= max(mean[b] for b in BASELINES) - TOLERANCE,
            "at or above the best single run": mean["default"] >= best_single,
            "AP - RRF k=60 AP": test.mean_difference, "AP p (paired t)": p,
            **{f"{label} wall s": wall[label] for label in JOBS}, **{f"{label} peak MB": peak[label] for label in JOBS},
            "time ratio": wall["default"] / wall["RRF k=60"], "memory ratio": peak["default"] / peak["RRF k=60"],
            "load": [x for c in rec["costs"].values() for x in c["load"]],
            "estimate CPU s (compiled)": rec["estimate_s"]["compiled"],
            "estimate CPU s (NumPy path)": rec["estimate_s"]["NumPy path"],
        })
    for row, p_holm in zip(rows, holm(pvalues)):
        row["AP p Holm"] = p_holm
        row["AP not significantly below RRF k=60"] = not (row["AP - RRF k=60 AP"] < 0 and p_holm < 0.05)
        row["cost within 1.5x RRF"] = row["time ratio"] <= COST_LIMIT and row["memory ratio"] <= COST_LIMIT
    return rows


def markdown(rows: list[dict[str, Any]], env: dict[str, Any], default: str) -> str:
    def yes(b: bool) -> str:
        return "yes" if b else "**no**"

    quality = markdown_table(
        ["round (runs, topics)", "measure", "default", "RRF k=60", "rrf(k=10)", "CombSUM", "best single run",
         "within .003 of the best baseline", "at or above the best single run"],
        [[f"{r['round']} ({r['runs']}, {r['topics']})", r["measure"],
          *(f"{r[f'{label} ' + r['measure']]:.4f}" for label in JOBS),
          f"{r['best single']:.4f} ({r['best single run']})", yes(r["within .003 of the best baseline"]),
          yes(r["at or above the best single run"])] for r in rows])
    ap = markdown_table(
        ["round", "default AP", "RRF k=60 AP", "rrf(k=10) AP", "CombSUM AP", "default - RRF k=60", "p (Holm)",
         "not significantly below RRF k=60"],
        [[r["round"], *(f"{r[f'{label} AP']:.4f}" for label in JOBS), f"{r['AP - RRF k=60 AP']:+.4f}",
          f"{r['AP p Holm']:.3g}", yes(r["AP not significantly below RRF k=60"])] for r in rows])
    cost = markdown_table(
        ["round", "default: wall s, peak MB", "RRF k=60: wall s, peak MB", "rrf(k=10)", "CombSUM", "time ratio",
         "memory ratio", "within 1.5x RRF", "load (1 min)"],
        [[r["round"], *(f"{r[f'{label} wall s']:.2f} s, {r[f'{label} peak MB']:.0f} MB" for label in JOBS),
          f"{r['time ratio']:.2f}x", f"{r['memory ratio']:.2f}x", yes(r["cost within 1.5x RRF"]),
          f"{min(r['load']):.1f}-{max(r['load']):.1f}"] for r in rows])
    def seconds(x: float | None) -> str:
        return "not built" if x is None else f"{x:.3f} s"

    estimate = markdown_table(
        ["round", "compiled counts", "their NumPy path (before the kernel)"],
        [[r["round"], seconds(r["estimate CPU s (compiled)"]), seconds(r["estimate CPU s (NumPy path)"])]
         for r in rows])
    return "\n".join([
        "# The default method on the four real TREC-COVID rounds",
        "",
        f"`rankagg fuse ROUND/runs/*.gz -o f.run` with no option (the default, `{default}`) beside the same job "
        "with RRF k=60, `rrf(k=10)` and CombSUM; from `python -m benchmarks.bench_default`. Each round's "
        "official measure (trec_eval conventions); the best single run is chosen after the fact, with the labels.",
        "", *quality, "",
        "AP, paired t-test of the default against RRF k=60 over topics, Holm over the four rounds:", "", *ap, "",
        "Whole job (read, fuse, write) in a fresh process: best wall time and largest peak memory of the "
        "interleaved repeats:", "", *cost, "",
        "The default's quality estimate alone (`estimate` on the round's entries: the first round's fusion, "
        "each list's agreement, the weights), CPU seconds in one process and thread, the best of the repeats:", "",
        *estimate, "", environment_line(env)])


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, repeat=3, out=RESULTS / "bench_default")
    ap.add_argument("--rounds", type=int, nargs="+", default=list(ROUNDS), choices=list(ROUNDS))
    args = ap.parse_args(argv)
    from rankagg.defaults import DEFAULT_METHOD

    root = data_dir(args.data_dir)
    env = environment()
    rounds = {}
    for r in args.rounds:
        print(f"round {r} ...", file=sys.stderr, flush=True)
        repeat = 1 if args.quick else args.repeat
        rounds[r] = measure_round(root / f"trec-covid-round{r}", ROUNDS[r], repeat)
        rounds[r]["estimate_s"] = estimate_seconds(root / f"trec-covid-round{r}", repeat)
    rows = summarise(rounds)
    json_path, md_path = outputs(args.out)
    write_results("bench_default", rows, json_path=json_path, md_path=md_path,
                  markdown=markdown(rows, env, DEFAULT_METHOD), env=env, default=DEFAULT_METHOD,
                  per_topic={str(r): rec for r, rec in rounds.items()})
    print(markdown(rows, env, DEFAULT_METHOD))
    return 0


if __name__ == "__main__":
    sys.exit(main())
