"""The practitioner's job (issue 14): fuse TREC runs, rankagg against ranx, side by side in one session.

    RANKAGG_DATA=../shared/data nice python -m benchmarks.bench_trec [--repeat 3] [--skip-mq2007] [--data-dir D] [--quick]
        [--section all|evaluate|rounds]

``--section evaluate``: the evaluation of the four real rounds, rankagg against trec_eval, pytrec_eval, ranx and
ir_measures (:mod:`benchmarks.trec_evaluate`, results/bench_trec_evaluate.md); ``--section rounds``: the whole
fuse job (RRF, CombSUM) of each real round against ranx's (:mod:`benchmarks.trec_rounds`,
results/bench_trec_rounds.md).  Both also write their tables into docs/speed.md (``benchmarks/speed_docs.py``).

0. The real workload, first: the 28 TREC-COVID round-5 runs (``D/trec-covid-round5/runs/*.gz``,
   ``D`` from ``--data-dir`` or ``RANKAGG_DATA``; see its PROVENANCE.md), read as they come
   (gzipped, tab-separated, some ranks from 0) by both sides: the whole job of step 2.
1. Generates the TREC-like workload of :mod:`trec_workload` (56 runs, 30 topics,
   ragged depth 36-1000, mixed score distributions, overlapping pools) in a
   temporary folder.
2. Whole job, each in a fresh subprocess (wall time and peak RSS from ``wait4``, :func:`harness.run_measured`):
   ``rankagg fuse RUN... --method rrf -o out`` against ranx ``Run.from_file`` +
   ``fuse(method="rrf")`` + ``save``.  One untimed run of each first fills the
   numba caches of both, so neither pays JIT compilation.
3. In-process fusion of the loaded runs: rankagg ``method.score`` on the
   :class:`Rankings` that ``read_trec_runs`` returned against ranx ``fuse`` on its
   loaded ``Run`` objects (median of ``--repeat`` warm calls; nothing computed by
   a previous call is reused), for RRF, CombSUM and CombMNZ (min-max, ranx's
   default), with the agreement of the top 10 of each query.
4. Evaluation: ``rankagg evaluate --qrels Q RUN --measures ...`` against
   pytrec_eval parsing and evaluating the same file (subprocesses).
5. MQ2007-agg (21 rankers written as TREC runs, score = minus the list position):
   the whole CLI job against ranx's whole job, and in-process RRF / Borda /
   CombSUM / CombMNZ / CombMAX against ranx ``fuse`` (the pairs of
   ``bench_fusion.py``).

Writes results/bench_trec.md and results/bench_trec.json (results schema: ``rows`` are the
timed jobs, the sections are kept beside them).  ``--quick``: 4 generated runs x 3 topics, one
repeat, no real runs, no MQ2007-agg (a smoke run).  Times depend on the
machine and its load; the ratios are the point, and both sides run alternately
under the same load.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from benchmarks import harness
from benchmarks.bench_fusion import PAIRS, fresh, ranx_runs
from benchmarks.trec_workload import make_workload
from rankagg.data.rankings import consensus_order
from rankagg.io.trec import read_trec_runs
from rankagg.methods.registry import make_method

load = harness.load

RANX_JOB = """
import sys
from ranx import Run, fuse
out, method, *paths = sys.argv[1:]
runs = [Run.from_file(p, kind="gz" if p.endswith(".gz") else "trec") for p in paths]
fuse(runs, method=method).save(out, kind="trec")
"""

PYTREC_JOB = """
import sys, pytrec_eval
qrels_path, run_path = sys.argv[1:]
with open(qrels_path) as f:
    qrels = pytrec_eval.parse_qrel(f)
with open(run_path) as f:
    run = pytrec_eval.parse_run(f)
ev = pytrec_eval.RelevanceEvaluator(qrels, {"ndcg_cut.10", "P.5", "map", "recall.1000", "bpref"})
res = ev.evaluate(run)
print(sum(v["ndcg_cut_10"] for v in res.values()) / len(res))
"""


def timed_subprocess(cmd: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """Wall seconds and peak RSS (GiB) of one subprocess."""
    m = harness.run_measured(cmd, env=env)
    return m.wall, m.peak_gib


def median_of(fn, repeat: int, setup=None) -> float:
    """Median wall time of ``fn()`` (or ``fn(setup())``, the setup untimed), no warm-up."""
    return harness.timeit(fn, repeat=repeat, warmup=0, setup=setup).median


def whole_jobs(paths: list[str], tmp: Path, repeat: int, label: str) -> dict:
    env = harness.child_env(OMP_NUM_THREADS="1")
    ra_cmd = harness.cli_job("fuse", *paths, "--method", "rrf", "--quiet", "-o", str(tmp / "ra.run"))
    rx_cmd = harness.python_job(RANX_JOB, str(tmp / "rx.run"), "rrf", *paths)
    timed_subprocess(ra_cmd, env)  # warm numba caches, untimed
    timed_subprocess(rx_cmd, env)
    ra, rx = [], []
    for _ in range(repeat):
        ra.append(timed_subprocess(ra_cmd, env))
        rx.append(timed_subprocess(rx_cmd, env))
    ra_t, rx_t = statistics.median(t for t, _ in ra), statistics.median(t for t, _ in rx)
    ra_m, rx_m = max(m for _, m in ra), max(m for _, m in rx)
    print(f"[{label}] whole job: rankagg {ra_t:.2f} s ({ra_m:.2f} GiB), ranx {rx_t:.2f} s ({rx_m:.2f} GiB), "
          f"ratio {rx_t / ra_t:.1f}x, load {load():.1f}", flush=True)
    # the same job ordering each run's lines by its rank column (--trust-rank): ranx's order, see top10_agreement
    timed_subprocess(ra_cmd[:-2] + ["--trust-rank", "-o", str(tmp / "ra_trust_rank.run")], env)
    return {"rankagg_s": ra_t, "ranx_s": rx_t, "ratio": rx_t / ra_t, "rankagg_peak_gib": ra_m, "ranx_peak_gib": rx_m,
            "load": load(), "rankagg_output": str(tmp / "ra.run"), "ranx_output": str(tmp / "rx.run"),
            "rankagg_trust_rank_output": str(tmp / "ra_trust_rank.run")}


def real_runs(data_dir: str | None) -> list[str]:
    """The 28 TREC-COVID round-5 runs (gzipped, as distributed), or [] when the folder is missing."""
    folder = harness.data_dir(data_dir) / "trec-covid-round5"
    return sorted(str(p) for p in (folder / "runs").glob("*.gz"))


def real_workload(paths: list[str], tmp: Path, repeat: int) -> dict:
    """The whole job on the real runs, with what was read (runs, topics, lines, megabytes as stored)."""
    data = read_trec_runs(paths)
    res = {"runs": len(paths), "topics": int(data.n_queries), "lines": int(np.count_nonzero(~np.isnan(data.ranks))),
           "megabytes_gz": round(sum(os.path.getsize(p) for p in paths) / 1e6, 1),
           "max_docs_per_topic": int(data.sizes.max())}
    del data
    res.update(whole_jobs(paths, tmp, repeat, f"TREC-COVID {len(paths)} real runs"))
    res["top10_same_as_ranx"] = top10_agreement(res["rankagg_output"], res["ranx_output"])
    res["top10_same_as_ranx_trust_rank"] = top10_agreement(res["rankagg_trust_rank_output"], res["ranx_output"])
    return res


def top10_agreement(ra_path: str, rx_path: str) -> float:
    """Share of queries whose top 10 (in file order) is the same list in both outputs."""
    def tops(path):
        out: dict[str, list[str]] = {}
        for ln in open(path):
            f = ln.split()
            out.setdefault(f[0], []).append((float(f[4]), f[2]))
        return {q: [d for _, d in sorted(v, key=lambda t: -t[0])[:10]] for q, v in out.items()}

    a, b = tops(ra_path), tops(rx_path)
    return float(np.mean([a[q] == b.get(q) for q in a]))


def in_process_trec(paths: list[str], repeat: int) -> list[dict]:
    from ranx import Run, fuse

    data = read_trec_runs(paths)
    runs = [Run.from_file(p, kind="gz" if p.endswith(".gz") else "trec") for p in paths]
    rows = []
    for ours, theirs, kw in (("rrf", "rrf", {}), ("combsum", "sum", {"norm": "min-max"}),
                             ("combmnz", "mnz", {"norm": "min-max"})):
        method = make_method(ours)
        fuse(runs, method=theirs, **kw)  # JIT warm-up
        method.score(data)
        t_ra = median_of(lambda: method.score(data), repeat)
        t_rx = median_of(lambda: fuse(runs, method=theirs, **kw), repeat)
        fused = fuse(runs, method=theirs, **kw)
        s = method.score(data)
        order = consensus_order(data, s)
        qi = data.query_of_item[order]
        agree = []
        for q in range(data.n_queries):
            mine = data.docids[order[qi == q][:10]].tolist()
            theirs_top = sorted(fused.run[data.qids[q]].items(), key=lambda t: -t[1])[:10]
            agree.append(mine == [d for d, _ in theirs_top])
        rows.append({"method": ours, "ranx": theirs, "rankagg_s": t_ra, "ranx_s": t_rx, "ratio": t_rx / t_ra,
                     "top10_same": float(np.mean(agree)), "load": load()})
        print(f"[TREC in-process] {ours}: rankagg {t_ra:.3f} s, ranx {t_rx:.3f} s, {t_rx / t_ra:.1f}x, "
              f"top-10 identical on {np.mean(agree):.0%} of queries", flush=True)
    return rows


def evaluation(qrels: Path, run: str, repeat: int) -> dict:
    env = harness.child_env(OMP_NUM_THREADS="1")
    ra_cmd = harness.cli_job("evaluate", "--qrels", str(qrels), run, "--measures", "nDCG@10", "P@5", "AP", "R@1000",
                             "Bpref")
    pt_cmd = harness.python_job(PYTREC_JOB, str(qrels), run)
    timed_subprocess(ra_cmd, env)
    timed_subprocess(pt_cmd, env)
    ra, pt = [], []
    for _ in range(repeat):  # alternating, under the same load
        ra.append(timed_subprocess(ra_cmd, env))
        pt.append(timed_subprocess(pt_cmd, env))
    r = {"rankagg_s": statistics.median(t for t, _ in ra), "pytrec_eval_s": statistics.median(t for t, _ in pt),
         "rankagg_peak_gib": max(m for _, m in ra), "pytrec_eval_peak_gib": max(m for _, m in pt), "load": load()}
    print(f"[evaluate] rankagg {r['rankagg_s']:.2f} s, pytrec_eval {r['pytrec_eval_s']:.2f} s", flush=True)
    return r


def mq2007_runs(tmp: Path, data_dir: str | None = None) -> tuple[list[str], object]:
    from rankagg.io.datasets import load_letor_agg

    data = load_letor_agg("MQ2007-agg", data_dir).all
    loc = data.local_ranks()
    qi = data.query_of_item
    paths = []
    for j, name in enumerate(data.ranker_names):
        ok = np.flatnonzero(~np.isnan(loc[:, j]))
        o = ok[np.lexsort((loc[ok, j], qi[ok]))]
        lines = [f"{q} Q0 {d} {int(r)} {-r:.1f} {name}\n" for q, d, r in
                 zip(data.qids[qi[o]], data.docids[o], loc[o, j])]
        # ranx needs every run to have every query: a placeholder document far below for empty lists
        missing = set(data.qids) - set(data.qids[qi[o]])
        lines += [f"{q} Q0 __none__ 1 -1000000000.0 {name}\n" for q in sorted(missing)]
        p = tmp / f"mq2007_{name}.run"
        p.write_text("".join(lines))
        paths.append(str(p))
    return paths, data


def in_process_mq2007(data, repeat: int) -> list[dict]:
    """``method.score`` on a fresh :class:`Rankings` (nothing cached: local ranks are recomputed) against ranx
    ``fuse`` on its loaded runs.  As in ``bench_fusion.py``, building the fresh Rankings (the load step, where
    ranx's counterpart is building its ``Run`` objects) is untimed; the time with it is recorded too."""
    from ranx import fuse

    runs = ranx_runs(data)
    rows = []
    for ours, theirs in PAIRS:
        m = make_method(ours)
        fuse(runs, method=theirs)
        m.score(fresh(data))
        t_ra = median_of(lambda d: m.score(d), repeat, setup=lambda: fresh(data))
        t_rx = median_of(lambda: fuse(runs, method=theirs), repeat)
        t_ra_built = median_of(lambda: m.score(fresh(data)), repeat)
        rows.append({"method": ours, "ranx": theirs, "rankagg_s": t_ra, "ranx_s": t_rx, "ratio": t_rx / t_ra,
                     "rankagg_with_construction_s": t_ra_built, "ratio_with_construction": t_rx / t_ra_built,
                     "load": load()})
        print(f"[MQ2007 in-process] {ours}: rankagg {t_ra:.3f} s ({t_ra_built:.3f} s with building the Rankings), "
              f"ranx {t_rx:.3f} s, {t_rx / t_ra:.0f}x ({t_rx / t_ra_built:.0f}x), load {load():.1f}", flush=True)
    return rows


LONG_LIST_JOB = """
import sys, time, glob
from rankagg.io.trec import read_trec_runs
from rankagg.methods.registry import make_method
from rankagg.methods.base import ProblemTooLargeError
data = read_trec_runs(sys.argv[2:])
m = make_method(sys.argv[1])
t0 = time.perf_counter()
try:
    m.score(data)
    print("finished", time.perf_counter() - t0)
except ProblemTooLargeError as exc:
    print("refused", time.perf_counter() - t0, str(exc).replace(chr(10), " "))
"""


def long_lists(paths: list[str], timeout: float) -> list[dict]:
    """Every unsupervised method on the workload, each in a subprocess: finished / refused, time, peak memory."""
    from rankagg.methods.registry import list_methods, method_class

    env = harness.child_env(OMP_NUM_THREADS="1")
    rows = []
    for name in list_methods():
        if method_class(name).supervised:
            continue
        proc = harness.run_measured(harness.python_job(LONG_LIST_JOB, name, *paths), env=env, timeout=timeout,
                                    check=False)
        out = proc.stdout.strip().splitlines()
        gib = proc.peak_gib
        if proc.timed_out:
            status, secs, gib, note = "timeout", timeout, float("nan"), f"killed after {timeout:.0f} s"
        elif proc.returncode != 0 or not out:
            status, secs, note = "error", float("nan"), " ".join(proc.stderr.strip().splitlines()[-2:])[:200]
        else:
            parts = out[-1].split(" ", 2)
            status, secs, note = parts[0], float(parts[1]), (parts[2] if len(parts) > 2 else "")
        rows.append({"method": name, "status": status, "seconds": secs, "peak_gib": gib, "note": note[:160]})
        print(f"[long lists] {name}: {status} {secs:.1f} s {gib:.2f} GiB {note[:100]}", flush=True)
    return rows


def _write_long_lists(stem: str, rows: list[dict], preamble: list[str]) -> None:
    """The table of :func:`long_lists` (``stem``.md) under ``preamble``, and its rows (``stem``.json)."""
    md = preamble + ["", "| method | outcome | seconds | peak GiB | note |", "| --- | --- | --- | --- | --- |"]
    md += [f"| {r['method']} | {r['status']} | {r['seconds']:.1f} | {r['peak_gib']:.2f} | {r['note']} |" for r in rows]
    harness.write_results("trec long lists", [{**r, "peak_mb": r["peak_gib"] * 1024} for r in rows],
                          json_path=stem + ".json", md_path=stem + ".md", markdown="\n".join(md))


def main(argv: list[str] | None = None) -> None:
    ap = harness.parser(__doc__, out=harness.RESULTS / "bench_trec")
    ap.add_argument("--long-lists", action="store_true",
                    help="only run every unsupervised method on the workload (finish or refuse), "
                         "writing results/bench_trec_long_lists.md")
    ap.add_argument("--real", action="store_true",
                    help="with --long-lists: on the 28 real TREC-COVID runs, writing results/bench_trec_real_methods.md")
    ap.add_argument("--timeout", type=float, default=150.0)
    ap.add_argument("--skip-mq2007", action="store_true")
    ap.add_argument("--section", choices=("all", "evaluate", "rounds"), default="all",
                    help="evaluate: only the evaluation of the four real rounds against every peer "
                         "(results/bench_trec_evaluate.md, benchmarks/trec_evaluate.py); rounds: only the whole fuse "
                         "job of each real round, rankagg vs ranx (results/bench_trec_rounds.md)")
    ap.add_argument("--loaded-only", action="store_true",
                    help="with --section evaluate: only the evaluation of runs already loaded, in this process "
                         "(rankagg.evaluate vs pytrec_eval, ranx, ir_measures); prints its table, writes no results")
    ap.add_argument("--rounds", type=int, nargs="+", choices=(2, 3, 4, 5), default=None,
                    help="with --section: the real rounds, in this order (default 2 3 4 5)")
    ap.add_argument("--runs", type=int, default=56, help="workload size (smoke tests use less)")
    ap.add_argument("--topics", type=int, default=30)
    args = ap.parse_args(argv)
    if args.quick:
        args.runs, args.topics, args.repeat, args.skip_mq2007 = 4, 3, 1, True
    args.out = str(harness.outputs(args.out)[0].with_suffix(""))
    env = harness.environment()
    res: dict = {"machine": f"{env['processor']}, {env['cpus']} cores, load average at start {env['load_average'][0]:.1f}",
                 "python": env["python"], "repeat": args.repeat}
    try:
        import ranx

        res["ranx"] = getattr(ranx, "__version__", "0.3.21")
    except ImportError:
        sys.exit("ranx is needed: pip install 'rankagg[bench]'")
    with tempfile.TemporaryDirectory(prefix="rankagg_bench_trec_") as tmp_s:
        tmp = Path(tmp_s)
        t0 = time.perf_counter()
        if args.section == "evaluate":
            from benchmarks.trec_evaluate import run_section

            run_section(args, tmp)
            return
        if args.section == "rounds":
            from benchmarks.trec_rounds import run_section as run_rounds

            run_rounds(args, tmp)
            return
        if args.long_lists and args.real:
            real = real_runs(args.data_dir)
            if not real:
                sys.exit("--real: trec-covid-round5/runs not found (give --data-dir or set RANKAGG_DATA)")
            rows = long_lists(real, args.timeout)
            _write_long_lists(args.out + "_real_methods", rows, [
                "# Every unsupervised method on the 28 real TREC-COVID round-5 runs "
                "(python -m benchmarks.bench_trec --long-lists --real)",
                "", f"{res['machine']}. Each method in a fresh process: the runs read as `rankagg fuse` reads them "
                "(50 topics, up to 10,103 documents per topic), then the score computation timed; peak memory of "
                f"the whole process; killed after {args.timeout:.0f} s. Refused: the method's own size check, "
                "before allocating (`--input-depth` cuts the lists)."])
            return
        paths, qrels = make_workload(tmp / "runs", n_runs=args.runs, n_topics=args.topics)
        paths = [str(p) for p in paths]
        if args.long_lists:
            rows = long_lists(paths, args.timeout)
            _write_long_lists(args.out + "_long_lists", rows, [
                "# Every unsupervised method on the 56-run TREC-like workload (python -m benchmarks.bench_trec --long-lists)",
                "", f"{res['machine']}. Score computation time after reading (peak memory of the whole process, "
                f"which holds the {paths and len(paths)} runs as a rank matrix); killed after {args.timeout:.0f} s."])
            return
        real = [] if args.quick else real_runs(args.data_dir)
        if real:
            res["real_whole_job"] = real_workload(real, tmp, args.repeat)
        else:
            print("the real workload is skipped: " + ("--quick" if args.quick else
                  "TREC-COVID round-5 runs not found (--data-dir)"), flush=True)
        n_lines = sum(1 for p in paths for _ in open(p))
        size = sum(os.path.getsize(p) for p in paths)
        data = read_trec_runs(paths)
        res["workload"] = {"runs": len(paths), "topics": int(data.n_queries), "lines": n_lines,
                           "megabytes": round(size / 1e6, 1), "max_docs_per_topic": int(data.sizes.max()),
                           "generated_s": time.perf_counter() - t0}
        del data
        print(f"workload: {res['workload']}", flush=True)
        res["trec_whole_job"] = whole_jobs(paths, tmp, args.repeat, "TREC 56 runs")
        res["trec_whole_job"]["top10_same_as_ranx"] = top10_agreement(res["trec_whole_job"]["rankagg_output"],
                                                                     res["trec_whole_job"]["ranx_output"])
        res["trec_whole_job"]["top10_same_as_ranx_trust_rank"] = top10_agreement(
            res["trec_whole_job"]["rankagg_trust_rank_output"], res["trec_whole_job"]["ranx_output"])
        res["trec_in_process"] = in_process_trec(paths, args.repeat)
        try:
            res["evaluate"] = evaluation(qrels, res["trec_whole_job"]["rankagg_output"], args.repeat)
        except (RuntimeError, ImportError) as exc:  # pytrec_eval missing
            res["evaluate"] = {"error": str(exc)[:200]}
        if not args.skip_mq2007:
            mq_paths, mq = mq2007_runs(tmp, args.data_dir)
            res["mq2007_whole_job"] = whole_jobs(mq_paths, tmp, args.repeat, "MQ2007-agg")
            res["mq2007_in_process"] = in_process_mq2007(mq, args.repeat)
    for k in ("real_whole_job", "trec_whole_job", "mq2007_whole_job"):
        if k in res:
            res[k].pop("rankagg_output", None)
            res[k].pop("ranx_output", None)
            res[k].pop("rankagg_trust_rank_output", None)
    rows = [{"method": "rrf", "mode": f"{k.removesuffix('_whole_job')} whole CLI job, {side}",
             "seconds": res[k][f"{side}_s"], "peak_mb": res[k][f"{side}_peak_gib"] * 1024}
            for k in ("real_whole_job", "trec_whole_job", "mq2007_whole_job") if k in res for side in ("rankagg", "ranx")]
    rows += [{"method": r["method"], "mode": f"{k.removesuffix('_in_process')} in process, {side}", "seconds": r[f"{side}_s"]}
             for k in ("trec_in_process", "mq2007_in_process") for r in res.get(k, []) for side in ("rankagg", "ranx")]
    harness.write_results("trec", rows, json_path=args.out + ".json", md_path=args.out + ".md", markdown=report(res),
                          env=env, **res)
    print(report(res))


def report(r: dict) -> str:
    w = r["workload"]
    j = r["trec_whole_job"]
    rw = r.get("real_whole_job")
    lines = [
        "# TREC fusion job: rankagg vs ranx (benchmarks/bench_trec.py)",
        "",
        f"Machine: {r['machine']}; Python {r['python']}; ranx {r['ranx']}. Medians of {r.get('repeat', 3)} repeats "
        f"(`--repeat {r.get('repeat', 3)}`); both sides "
        "alternate under the same load (the last column is the 1-minute load average when the row was measured). "
        "Regenerate with `nice python -m benchmarks.bench_trec`.",
        "",
        *([f"Real workload: the {rw['runs']} TREC-COVID round-5 runs of `trec-covid-round5/` (one per team; "
           f"{rw['topics']} topics, {rw['lines']:,} lines, {rw['megabytes_gz']} MB gzipped, tab-separated, four "
           "with ranks from 0), read by both sides as distributed (`.gz`).", ""] if rw else []),
        f"Generated workload: {w['runs']} runs x {w['topics']} topics, {w['lines']:,} lines, {w['megabytes']} MB, up to "
        f"{w['max_docs_per_topic']:,} documents per topic (ragged depth 36-1000).",
        "",
        "| job | rankagg | ranx | ranx / rankagg | peak memory rankagg / ranx | load |",
        "| --- | --- | --- | --- | --- | --- |",
        *([f"| **real runs**: whole CLI job, RRF (read the {rw['runs']} TREC-COVID round-5 runs as distributed, "
           f"fuse, write) | {rw['rankagg_s']:.2f} s | {rw['ranx_s']:.2f} s | **{rw['ratio']:.1f}x** | "
           f"{rw['rankagg_peak_gib']:.2f} / {rw['ranx_peak_gib']:.2f} GiB | {rw.get('load', float('nan')):.1f} |"]
          if rw else []),
        f"| generated runs: whole CLI job, RRF (read {w['runs']} runs, fuse, write) | {j['rankagg_s']:.2f} s | {j['ranx_s']:.2f} s | "
        f"**{j['ratio']:.1f}x** | {j['rankagg_peak_gib']:.2f} / {j['ranx_peak_gib']:.2f} GiB | {j.get('load', float('nan')):.1f} |",
    ]
    for row in r["trec_in_process"]:
        lines.append(f"| in-process fusion of the loaded runs, {row['method']} (ranx {row['ranx']}) | "
                     f"{row['rankagg_s']:.3f} s | {row['ranx_s']:.3f} s | **{row['ratio']:.1f}x** | | "
                     f"{row.get('load', float('nan')):.1f} |")
    ev = r.get("evaluate", {})
    if "rankagg_s" in ev:
        lines.append(f"| evaluate the fused run (nDCG@10 P@5 AP R@1000 bpref): read qrels + run, evaluate; vs pytrec_eval "
                     f"| {ev['rankagg_s']:.2f} s | {ev['pytrec_eval_s']:.2f} s (pytrec_eval) | "
                     f"{ev['pytrec_eval_s'] / ev['rankagg_s']:.2f}x | {ev['rankagg_peak_gib']:.2f} / "
                     f"{ev['pytrec_eval_peak_gib']:.2f} GiB | {ev.get('load', float('nan')):.1f} |")
    if "mq2007_whole_job" in r:
        m = r["mq2007_whole_job"]
        lines.append(f"| MQ2007-agg whole CLI job, RRF (21 runs) | {m['rankagg_s']:.2f} s | {m['ranx_s']:.2f} s | "
                     f"**{m['ratio']:.1f}x** | {m['rankagg_peak_gib']:.2f} / {m['ranx_peak_gib']:.2f} GiB | "
                     f"{m.get('load', float('nan')):.1f} |")
        for row in r["mq2007_in_process"]:
            extra = (f" ({row['rankagg_with_construction_s']:.4f} s, {row['ratio_with_construction']:.0f}x, with "
                     "building the Rankings)") if "rankagg_with_construction_s" in row else ""
            lines.append(f"| MQ2007-agg in-process {row['method']} (ranx {row['ranx']}) | {row['rankagg_s']:.4f} s{extra} | "
                         f"{row['ranx_s']:.3f} s | **{row['ratio']:.0f}x** | | {row.get('load', float('nan')):.1f} |")
    if rw:
        lines += ["", f"Real runs: top 10 of the fused RRF run identical to ranx's on {rw['top10_same_as_ranx']:.0%} of "
                  f"the topics ({rw['top10_same_as_ranx_trust_rank']:.0%} with `--trust-rank`)."]
    lines += ["", f"Generated runs: top 10 of the fused RRF run identical to ranx's on {j['top10_same_as_ranx']:.0%} of "
              "the topics (whole job outputs)."]
    if "top10_same_as_ranx_trust_rank" in j:
        lines.append(
            f"With `--trust-rank` (each run's lines ordered by its rank column, which here is the file order): "
            f"{j['top10_same_as_ranx_trust_rank']:.0%}.  The difference is the order of lines with exactly equal "
            "scores within one run: rankagg ranks them as trec_eval does (docid descending), ranx's `fuse` takes "
            "them in file order, so such documents get ranks one apart and slightly different RRF sums.")
    for row in r["trec_in_process"]:
        lines.append(f"- in-process {row['method']}: top 10 identical to ranx on {row['top10_same']:.0%} of topics")
    lines += ["", "In-process MQ2007-agg rows time `method.score` on a freshly built Rankings (no cached local ranks), "
              "the Rankings being built untimed as ranx's Run objects are (as in benchmarks/bench_fusion.py); the "
              "time with building it is in brackets."]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
