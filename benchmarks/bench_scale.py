"""Scale benchmark (issue 9): throughput and peak memory of aggregation at 10^4..10^6 queries.

Problems are Mallows-noised experts (:func:`rankagg.io.synthetic.iter_mallows`):
``Q`` queries x 100 items x 20 rankers, full lists, phi from 0.5 (best) to 0.95,
written once as a rankagg Parquet dataset under ``cache/scale/`` (git-ignored).
The 10^6-query dataset is a manifest listing the 10^5 dataset's Parquet files
ten times (drawing 2e7 Mallows permutations, or rewriting 1.7 GB of Parquet,
does not fit the shared machine); every batch is still read from Parquet,
decoded and aggregated, so the work per query is that of distinct data.

Every measurement runs in a fresh subprocess so that its peak memory
(``ru_maxrss``) is its own:

* ``memory``  -- read the whole dataset into one Rankings, then ``method.aggregate``
  (only up to 10^5 queries: 10^6 x 100 x 20 float64 is 16 GB);
* ``stream``  -- :func:`rankagg.backends.streaming.aggregate_parquet` in batches of 10^4 queries
  (bounded memory, any size);
* ``dask``    -- the same stream scored on a LocalCluster with 2 worker processes;
  peak memory is the driver's and the largest worker's.

Usage::

    python -m benchmarks.bench_scale make 10000 100000 1000000     # write the datasets
    python -m benchmarks.bench_scale run --sizes 10000 100000 --modes memory stream dask
    python -m benchmarks.bench_scale run --sizes 1000000 --modes stream --methods rrf
    python -m benchmarks.bench_scale growth                         # fitted exponents
    python -m benchmarks.bench_scale ranx --sizes 1000 10000        # ranx side by side (needs the bench extra)
    python -m benchmarks.bench_scale --quick --out /tmp/scale run   # smoke run: 1,000 queries, rrf, memory + stream

Results are appended to ``results/scale/runs.jsonl`` (``--out DIR``: DIR/runs.jsonl) and summarised by
``python -m benchmarks.bench_scale table`` into ``results/scale/scale.md`` and
``results/scale/scale.json`` (the results schema of ``docs/results-schema.md``).
Timings on a shared 2-core machine are noisy.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import sys
import time
from pathlib import Path

import numpy as np

from benchmarks import harness

ROOT = harness.ROOT
CACHE = ROOT / "cache" / "scale"
OUT = harness.RESULTS / "scale"
N_ITEMS, N_RANKERS = 100, 20
BATCH = 10_000
REPLICATE_ABOVE = 100_000


def dataset_path(n_queries: int, n_items: int = N_ITEMS, n_rankers: int = N_RANKERS) -> Path:
    return CACHE / f"mallows_q{n_queries}_i{n_items}_r{n_rankers}"


def make(n_queries: int, n_items: int = N_ITEMS, n_rankers: int = N_RANKERS) -> Path:
    from rankagg.io.parquet_writer import write_parquet
    from rankagg.io.synthetic import iter_mallows

    p = dataset_path(n_queries, n_items, n_rankers)
    if (p / "_rankagg.json").exists():
        return p
    if p.exists():
        shutil.rmtree(p)
    t0 = time.perf_counter()
    if n_queries > REPLICATE_ABOVE and n_queries % REPLICATE_ABOVE == 0:
        # Drawing 2e7 Mallows permutations (~2 h) or even rewriting 1.7 GB of Parquet (~1 h) does
        # not fit the shared 2-core machine: the 10^6 dataset is a manifest that lists the 10^5
        # dataset's Parquet files ten times.  Every batch is still read from Parquet, decoded and
        # aggregated (the same work per query as distinct data); qids repeat every 10^5 queries.
        src = make(REPLICATE_ABOVE, n_items, n_rankers)
        meta = json.loads((src / "_rankagg.json").read_text())
        reps = n_queries // REPLICATE_ABOVE
        meta["files"] = [{**f, "path": os.path.relpath(src / f["path"], p)} for _ in range(reps) for f in meta["files"]]
        meta["n_queries"] *= reps
        meta["n_items"] *= reps
        meta["replicates"] = {"source": src.name, "times": reps}
        p.mkdir(parents=True)
        (p / "_rankagg.json").write_text(json.dumps(meta, indent=2))
        return p
    else:
        batches = iter_mallows(n_queries, n_items, n_rankers, batch_queries=BATCH, phi=(0.5, 0.95), prime=False, random_state=2026)
    write_parquet(batches, p, row_group_queries=BATCH, queries_per_file=100_000)
    print(f"wrote {p} in {time.perf_counter() - t0:.1f} s", flush=True)
    return p


def _peak_mb(who=resource.RUSAGE_SELF) -> float:
    return resource.getrusage(who).ru_maxrss / 1024.0  # Linux: KiB


def measure(method: str, n_queries: int, mode: str, n_items: int = N_ITEMS, n_rankers: int = N_RANKERS) -> dict:
    """One measurement, in this (fresh) process."""
    from rankagg.backends.streaming import aggregate_parquet
    from rankagg.io.parquet import read_parquet
    from rankagg.methods.registry import make_method

    p = dataset_path(n_queries, n_items, n_rankers)
    m = make_method(method)
    res: dict = {"method": method, "n_queries": n_queries, "n_items": n_items, "n_rankers": n_rankers, "mode": mode}
    t0 = time.perf_counter()
    if mode == "memory":
        data = read_parquet(p, labels=False, prime=True)
        t1 = time.perf_counter()
        scores = m.aggregate(data)
        res["load_seconds"] = t1 - t0
        res["aggregate_seconds"] = time.perf_counter() - t1
    elif mode == "stream":
        scores = aggregate_parquet(m, p, batch_queries=BATCH)
    elif mode == "dask":
        from rankagg.backends.distributed import DaskBackend

        with DaskBackend(n_workers=2, processes=True, memory_limit=0) as be:
            t0 = time.perf_counter()  # cluster start-up not counted
            scores = aggregate_parquet(m, p, batch_queries=BATCH, backend=be)
            res["seconds"] = time.perf_counter() - t0
            workers = be.client.run(lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0)
            res["worker_peak_mb"] = max(workers.values())
    else:
        raise ValueError(mode)
    res.setdefault("seconds", time.perf_counter() - t0)
    res["n_items_total"] = int(len(scores))
    res["items_per_second"] = len(scores) / res["seconds"]
    res["peak_mb"] = _peak_mb()
    res["checksum"] = float(np.sum(scores[: min(len(scores), 10**6)]))
    return res


def run_one(args: list[str], timeout: float | None = None) -> dict | None:
    """One measurement in a fresh process (``python -m benchmarks.bench_scale _measure ARGS``)."""
    out = harness.run_measured([harness.PY, "-m", "benchmarks.bench_scale", "_measure", *args],
                               env=harness.child_env(), timeout=timeout, check=False)
    if out.timed_out:
        return {"error": f"timeout after {timeout} s", "args": args}
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-1] if out.stderr.strip() else f"rc {out.returncode}", "args": args}
    res = json.loads(out.stdout.strip().splitlines()[-1])
    res["wall_seconds"] = out.wall
    return res


def _record(res: dict) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    env = harness.environment(packages=("rankagg", "numpy", "numba", "pyarrow", "dask"))
    res = {**res, "host": os.uname().nodename, "cpus": env["cpus"], "when": env["when"], "load": env["load_average"][0],
           "commit": env["commit"]}
    with open(OUT / "runs.jsonl", "a") as f:
        f.write(json.dumps(res) + "\n")
    print(json.dumps(res), flush=True)


def registered(methods: list[str]) -> list[str]:
    from rankagg.methods.registry import list_methods

    known = set(list_methods())
    for m in methods:
        if m not in known:
            _record({"method": m, "skipped": "not registered on this branch"})
    return [m for m in methods if m in known]


def cmd_run(a) -> None:
    if a.quick:
        a.sizes, a.methods, a.modes = [1000], ["rrf"], ["memory", "stream"]
    for n in a.sizes:
        make(n)
        for method in registered(a.methods):
            for mode in a.modes:
                if mode == "memory" and n > 100_000:
                    _record({"method": method, "n_queries": n, "mode": mode, "skipped": "16 GB in memory: stream instead"})
                    continue
                res = run_one([method, str(n), mode], timeout=a.timeout)
                _record(res)


def cmd_growth(a) -> None:
    """Time RRF in memory while one of queries / items / rankers grows; fit log-log slopes."""
    from rankagg.methods.registry import make_method
    from rankagg.io.synthetic import make_mallows

    base = dict(n_queries=2000, n_items=100, n_rankers=20)
    axes = {"n_queries": [500, 1000, 2000, 4000, 8000], "n_items": [25, 50, 100, 200, 400], "n_rankers": [5, 10, 20, 40, 80]}
    out = {}
    for axis, values in axes.items():
        times = []
        for v in values:
            kw = {**base, axis: v}
            data = make_mallows(kw["n_queries"], kw["n_items"], kw["n_rankers"], random_state=1, batch_queries=kw["n_queries"])
            best = np.inf
            for _ in range(3):
                fresh = data.with_ranks(data.ranks, data.ranker_names)
                t0 = time.perf_counter()
                fresh.local_ranks()
                make_method(a.method).aggregate(fresh)
                best = min(best, time.perf_counter() - t0)
            times.append(best)
            print(axis, v, f"{best:.3f}s", flush=True)
        slope = float(np.polyfit(np.log(values), np.log(times), 1)[0])
        out[axis] = {"values": values, "seconds": times, "exponent": slope}
    _record({"kind": "growth", "method": a.method, "base": base, "axes": out})


def cmd_ranx(a) -> None:
    """ranx 0.3.21 RRF on the same problems (3 runs, as in PEERS-MEASURED.md, and 20), and rankagg beside it."""
    for n in a.sizes:
        for k in a.rankers:
            if not a.only_rankagg:
                _record(run_one(["__ranx__", str(n), str(k)], timeout=a.timeout))
            _record(run_one(["__rankagg__", str(n), str(k)], timeout=a.timeout))


def measure_rankagg_small(n_queries: int, n_rankers: int) -> dict:
    """rankagg RRF in memory on the problem measure_ranx builds (same generator call), warm."""
    from rankagg.data.rankings import Rankings
    from rankagg.methods.registry import make_method
    from rankagg.io.synthetic import make_mallows

    data = make_mallows(n_queries, N_ITEMS, n_rankers, random_state=3, batch_queries=min(n_queries, BATCH), prime=False)
    m = make_method("rrf(k=60)")
    m.aggregate(make_mallows(5, 10, n_rankers, prime=False))  # warm the numba kernels
    fresh = Rankings(offsets=data.offsets, ranks=data.ranks, qids=data.qids, docids=data.docids, ranker_names=data.ranker_names)
    t0 = time.perf_counter()
    m.aggregate(fresh)  # includes local ranks and the tie rule (no primed caches)
    secs = time.perf_counter() - t0
    return {"method": "rrf", "n_queries": n_queries, "n_items": N_ITEMS, "n_rankers": n_rankers, "mode": "memory (beside ranx)",
            "seconds": secs, "items_per_second": n_queries * N_ITEMS / secs, "peak_mb": _peak_mb()}


def measure_ranx(n_queries: int, n_rankers: int) -> dict:
    from ranx import Run, fuse

    from rankagg.io.synthetic import make_mallows

    data = make_mallows(n_queries, N_ITEMS, n_rankers, random_state=3, batch_queries=min(n_queries, BATCH), prime=False)
    runs = []
    qid_of_item = np.repeat(data.qids, data.sizes)
    for j in range(n_rankers):
        r = data.ranks[:, j]
        d: dict = {}
        for q, doc, rank in zip(qid_of_item, data.docids, r):
            d.setdefault(str(q), {})[str(doc)] = float(N_ITEMS + 1 - rank)
        runs.append(Run(d))
    del data
    # warm ranx's numba JIT on a tiny problem first (PEERS-MEASURED.md times warm calls)
    tiny = [Run({"q": {"a": 2.0, "b": 1.0}}), Run({"q": {"b": 2.0, "a": 1.0}})]
    fuse(runs=tiny, method="rrf", params={"k": 60})
    t0 = time.perf_counter()
    fuse(runs=runs, method="rrf", params={"k": 60})
    secs = time.perf_counter() - t0
    return {"method": "ranx.rrf", "n_queries": n_queries, "n_items": N_ITEMS, "n_rankers": n_rankers, "mode": "ranx",
            "seconds": secs, "items_per_second": n_queries * N_ITEMS / secs, "peak_mb": _peak_mb()}


def cmd_table(a) -> None:
    rows = [json.loads(x) for x in (OUT / "runs.jsonl").read_text().splitlines() if x.strip()]
    latest: dict = {}
    growth = None
    for r in rows:
        if r.get("kind") == "growth":
            growth = r
            continue
        if "error" in r or "skipped" in r:
            key = (r.get("method"), r.get("n_queries"), r.get("n_rankers", N_RANKERS), r.get("mode"))
            latest.setdefault(key, r)
            if "skipped" in r:
                latest[key] = r
            continue
        latest[(r["method"], r["n_queries"], r.get("n_rankers", N_RANKERS), r["mode"])] = r
    lines = [
        "| method | queries | items x rankers | mode | seconds | items/s | peak MB (driver) | peak MB (worker) |",
        "|---|---:|---|---|---:|---:|---:|---:|",
    ]
    records = []
    for key in sorted(latest, key=lambda k: (str(k[0]), k[1] or 0, k[2] or 0, str(k[3]))):
        r = latest[key]
        if "skipped" in r and r.get("n_queries") is None:
            lines.append(f"| {r['method']} | - | - | - | {r['skipped']} | | | |")
            continue
        if "skipped" in r or "error" in r:
            lines.append(f"| {r.get('method')} | {r.get('n_queries')} | | {r.get('mode')} | {r.get('skipped') or r.get('error')} | | | |")
            continue
        wp = f"{r['worker_peak_mb']:.0f}" if "worker_peak_mb" in r else ""
        lines.append(
            f"| {r['method']} | {r['n_queries']:,} | {r['n_items']} x {r['n_rankers']} | {r['mode']} | {r['seconds']:.1f} | "
            f"{r['items_per_second']:,.0f} | {r['peak_mb']:.0f} | {wp} |"
        )
        records.append(r)
    text = "# Scale benchmark\n\nGenerated by `python -m benchmarks.bench_scale table` from `results/scale/runs.jsonl`.\n"
    text += "Shared 2-core machine, loaded by other jobs: timings are noisy (take them as orders of magnitude).\n\n"
    text += "\n".join(lines) + "\n"
    if growth:
        text += f"\n## Growth of {growth['method']} time (in memory, base {growth['base']})\n\n| grows | values | seconds | fitted exponent |\n|---|---|---|---:|\n"
        for axis, g in growth["axes"].items():
            text += f"| {axis} | {g['values']} | {[round(s, 3) for s in g['seconds']]} | {g['exponent']:.2f} |\n"
    (OUT / "scale.md").write_text(text)
    harness.write_results("scale", records, json_path=OUT / "scale.json", growth=growth)
    print(text)


def main(argv: list[str] | None = None) -> None:
    global OUT
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "_measure":
        if argv[1] == "__ranx__":
            res = measure_ranx(int(argv[2]), int(argv[3]))
        elif argv[1] == "__rankagg__":
            res = measure_rankagg_small(int(argv[2]), int(argv[3]))
        else:
            res = measure(argv[1], int(argv[2]), argv[3])
        print(json.dumps(res))
        return
    ap = harness.parser(__doc__, repeat=None, out=OUT, data=False)
    sub = ap.add_subparsers(dest="cmd", required=True)
    mk = sub.add_parser("make")
    mk.add_argument("sizes", type=int, nargs="+")
    rn = sub.add_parser("run")
    rn.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    rn.add_argument("--methods", nargs="+", default=["rrf", "borda", "stagg_rrf", "mc4"])
    rn.add_argument("--modes", nargs="+", default=["memory", "stream", "dask"])
    rn.add_argument("--timeout", type=float, default=1800)
    gr = sub.add_parser("growth")
    gr.add_argument("--method", default="rrf")
    rx = sub.add_parser("ranx")
    rx.add_argument("--sizes", type=int, nargs="+", default=[1000, 10_000])
    rx.add_argument("--rankers", type=int, nargs="+", default=[3, 20])
    rx.add_argument("--timeout", type=float, default=900)
    rx.add_argument("--only-rankagg", action="store_true", help="measure rankagg beside the recorded ranx rows only")
    sub.add_parser("table")
    a = ap.parse_args(argv)
    OUT = Path(a.out)
    if a.cmd == "make":
        for n in a.sizes:
            make(n)
    else:
        {"run": cmd_run, "growth": cmd_growth, "ranx": cmd_ranx, "table": cmd_table}[a.cmd](a)


if __name__ == "__main__":
    main()
