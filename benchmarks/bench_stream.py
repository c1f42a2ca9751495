"""Streaming and Dask benchmark (issue 25): fuse TREC runs of 10 M-100 M lines.

Run it as a module from the repository root (``benchmarks/`` is a package, so nothing edits
``sys.path``)::

    nice -n 10 python -m benchmarks.bench_stream make 10M 50M 100M 10M-ungrouped   # once, ~cache/stream/
    nice python -m benchmarks.bench_stream run --workloads 10M --modes memory stream dask --methods rrf combsum
    nice python -m benchmarks.bench_stream ranx --workloads 1M 10M    # ranx side by side (bench extra)
    python -m benchmarks.bench_stream table [--paste]   # results/scale/stream.{md,json}; --paste: into docs/scale.md
    python -m benchmarks.bench_stream clean     # delete the generated workloads

**Workloads** (``cache/stream/<name>/run01.run`` ... ``run10.run``, git-ignored): 10 runs of
``benchmarks/trec_workload.py``'s shape -- ``401 Q0 clueweb09-en0000-00-00000 1 12.3456 run01``
lines, four score families (BM25-like, cosine, SPLADE-like, negative log-probabilities) written with
3-6 decimals so that ties occur, 7 runs at depth 1,000 and 3 ragged runs (depth uniform in 36-999
per topic), so ~8,550 lines per topic: 10 M lines is 1,170 topics, 100 M lines 11,700 topics.
Runs share a pool of 2,500 documents per topic and are correlated through a latent relevance, so
the union per topic is realistic (3,000-ish of the 8,550 lines are distinct documents).
``<size>-ungrouped`` has the same lines as ``<size>`` with every file's lines shuffled (not grouped
by query: the external-partition path).  Files are plain text, not gzip: the benchmark measures
reading and fusing rather than zlib, generation stays fast (gzip -6 of 6.6 GB takes minutes on
one core) and the four workloads fit in ~14 GB.  Generation is vectorised: every line is a row of
a byte matrix and a mask keeps its characters, ~1-2 M lines/s.

**Measurements** (each in a fresh subprocess, so that its peak memory is its own):

* ``memory`` -- today's in-memory ``rankagg fuse`` (the whole job, imports included), where it fits;
* ``stream`` -- the streaming ``rankagg fuse`` (issue 25 item 1);
* ``dask``   -- ``rankagg fuse --backend dask`` through the API on a 2-worker ``LocalCluster``
  (cluster start-up not counted); peak memory of the driver and of the largest worker;
* ``ranx``   -- ``ranx.Run.from_file`` + ``ranx.fuse`` under an address-space limit (``prlimit --as``,
  16 GB by default) so that it cannot take the machine.

Peak memory is ``ru_maxrss`` (of the CLI child for memory/stream/ranx).  Rows are appended to
``results/scale/stream_runs.jsonl``; ``table`` writes ``results/scale/stream.md`` and
``results/scale/stream.json`` (``rankagg-results/1``, ``kind: "benchmark"``).  The machine is a
shared 2-core box: timings are noisy, the load average at the start of each row is recorded.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / "cache" / "stream"
OUT = ROOT / "results" / "scale"
RUNS_LOG = OUT / "stream_runs.jsonl"
PASTE = ("<!-- stream-bench:start -->", "<!-- stream-bench:end -->")
N_RUNS, MAX_DEPTH, MIN_DEPTH, POOL = 10, 1000, 36, 2500
RAGGED = (7, 8, 9)  # 0-based runs with a ragged depth
MEAN_LINES_PER_TOPIC = 7 * MAX_DEPTH + 3 * (MIN_DEPTH + MAX_DEPTH - 1) / 2
FAMILIES = ((12.0, 3.0, 4), (None, None, 6), (40.0, 12.0, 3), ("logp", None, 5))  # offset, scale, decimals
PY = sys.executable


# ----------------------------------------------------------------- generation
def parse_size(name: str) -> tuple[int, bool]:
    """``"10M"`` -> (10_000_000, grouped), ``"10M-ungrouped"`` -> (10_000_000, False)."""
    base, _, kind = name.partition("-")
    if kind not in ("", "ungrouped"):
        raise ValueError(f"workload {name!r}: expected e.g. 10M or 10M-ungrouped")
    mult = {"k": 1_000, "M": 1_000_000}.get(base[-1:], 1)
    return int(float(base.rstrip("kM")) * mult), kind == ""


def _digits(v: np.ndarray, width: int) -> tuple[np.ndarray, np.ndarray]:
    """Right-aligned ASCII digits of non-negative ints (n, width) and the mask of the significant ones."""
    p = 10 ** np.arange(width - 1, -1, -1, dtype=np.int64)
    m = (v[:, None] // p % 10).astype(np.uint8) + ord("0")
    n_digits = np.maximum(1, np.floor(np.log10(np.maximum(v, 1))).astype(np.int64) + 1)
    return m, np.arange(width)[None, :] >= width - n_digits[:, None]


def _fixed(v: np.ndarray, width: int) -> tuple[np.ndarray, np.ndarray]:
    m, _ = _digits(v, width)
    return m, np.ones(m.shape, bool)


def _const(s: str, n: int) -> tuple[np.ndarray, np.ndarray]:
    b = np.frombuffer(s.encode(), np.uint8)
    return np.broadcast_to(b, (n, len(b))), np.ones((n, len(b)), bool)


def _lines(pieces: list[tuple[np.ndarray, np.ndarray]]) -> bytes:
    chars = np.concatenate([c for c, _ in pieces], axis=1)
    mask = np.concatenate([k for _, k in pieces], axis=1)
    return chars[mask].tobytes()


def _docid_pieces(d: np.ndarray) -> list[tuple[np.ndarray, np.ndarray]]:
    n = len(d)
    return [_const("clueweb09-en", n), _fixed(d // 100000, 4), _const("-", n), _fixed((d // 1000) % 100, 2),
            _const("-", n), _fixed(d % 1000, 5)]


def _score_pieces(x: np.ndarray, family: tuple) -> list[tuple[np.ndarray, np.ndarray]]:
    off, sc, dec = family
    if off is None:
        s = 1.0 / (1.0 + np.exp(-0.8 * x))
    elif off == "logp":
        s = -np.log1p(np.exp(-1.5 * x))
    else:
        s = off + sc * x
    iv = np.rint(np.abs(s) * 10**dec).astype(np.int64)
    n = len(s)
    neg = (s < 0) & (iv > 0)
    sign = (np.full((n, 1), ord("-"), np.uint8), neg[:, None])
    return [sign, _digits(iv // 10**dec, 4), _const(".", n), _fixed(iv % 10**dec, dec)]


def _run_block(rng: np.random.Generator, topics: np.ndarray, rel: np.ndarray, j: int, rho: float,
               depth: np.ndarray) -> tuple[list[tuple[np.ndarray, np.ndarray]], np.ndarray]:
    """Run ``j``'s lines for a block of topics (grouped by topic, in rank order)."""
    latent = rho * rel + np.sqrt(1 - rho**2) * rng.standard_normal(rel.shape)
    top = np.argsort(-latent, axis=1, kind="stable")[:, :MAX_DEPTH]
    keep = np.arange(MAX_DEPTH)[None, :] < depth[:, None]
    t_of = np.broadcast_to(topics[:, None], top.shape)[keep]
    slot = top[keep]
    x = np.take_along_axis(latent, top, axis=1)[keep]
    rank = np.broadcast_to(np.arange(1, MAX_DEPTH + 1)[None, :], top.shape)[keep].astype(np.int64)
    d = ((t_of.astype(np.int64) * POOL + slot) * 2654435761) % (1 << 26)  # a bijection: distinct per topic
    n = len(d)
    pieces = [_digits(401 + t_of.astype(np.int64), 6), _const(" Q0 ", n), *_docid_pieces(d), _const(" ", n),
              _digits(rank, 4), _const(" ", n), *_score_pieces(x, FAMILIES[j % 4]), _const(f" run{j + 1:02d}\n", n)]
    return pieces, t_of


def workload_path(name: str) -> Path:
    return CACHE / name


def make(name: str, *, block_topics: int = 200, seed: int = 2025) -> Path:
    """Write workload ``name`` once (a ``_done.json`` marks a finished one); returns its folder."""
    n_lines, grouped = parse_size(name)
    folder = workload_path(name)
    if (folder / "_done.json").exists():
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    t0 = time.perf_counter()
    n_topics = max(1, round(n_lines / MEAN_LINES_PER_TOPIC))
    rng = np.random.default_rng(seed)
    rho = np.linspace(0.35, 0.9, N_RUNS)
    depth = np.full((N_RUNS, n_topics), MAX_DEPTH)
    for j in RAGGED:
        depth[j] = rng.integers(MIN_DEPTH, MAX_DEPTH, n_topics)
    total = 0
    for j in range(N_RUNS):
        run_rng = np.random.default_rng([seed, j])  # the same lines for a size, grouped or not
        rel_rng = np.random.default_rng([seed, 10_000])
        chunks = []
        with open(folder / f"run{j + 1:02d}.run", "wb") as f:
            for a in range(0, n_topics, block_topics):
                topics = np.arange(a, min(a + block_topics, n_topics))
                rel = rel_rng.standard_normal((len(topics), POOL))
                pieces, _ = _run_block(run_rng, topics, rel, j, float(rho[j]), depth[j, topics])
                total += len(pieces[0][0])
                if grouped:
                    f.write(_lines(pieces))
                else:
                    chunks.append(pieces)
            if not grouped:  # every line of the file, shuffled
                pieces = [(np.concatenate([c[i][0] for c in chunks]), np.concatenate([c[i][1] for c in chunks]))
                          for i in range(len(chunks[0]))]
                del chunks
                perm = np.random.default_rng([seed, j, 1]).permutation(len(pieces[0][0]))
                for a in range(0, len(perm), 1_000_000):
                    f.write(_lines([(c[perm[a:a + 1_000_000]], k[perm[a:a + 1_000_000]]) for c, k in pieces]))
        print(f"{name}: run{j + 1:02d} written ({total:,} lines so far, {time.perf_counter() - t0:.0f} s)", flush=True)
    size = sum(p.stat().st_size for p in folder.glob("run*.run"))
    meta = {"name": name, "lines": total, "topics": n_topics, "runs": N_RUNS, "grouped": grouped, "bytes": size,
            "seconds": round(time.perf_counter() - t0, 1)}
    (folder / "_done.json").write_text(json.dumps(meta))
    print(json.dumps(meta), flush=True)
    return folder


def workload_meta(name: str) -> dict:
    return json.loads((make(name) / "_done.json").read_text())


def run_files(name: str) -> list[str]:
    return sorted(str(p) for p in workload_path(name).glob("run*.run"))



# ----------------------------------------------------------------- measurement
RANX_JOB = """
import sys
from ranx import Run, fuse
out, method, *paths = sys.argv[1:]
runs = [Run.from_file(p, kind="trec") for p in paths]
fuse(runs, method=method).save(out, kind="trec")
"""
RANX_METHOD = {"rrf": "rrf", "combsum": "sum"}  # ranx's CombSUM is min-max + sum, as rankagg's combsum
# the CLI options of each mode; "memory" runs the code of MAIN (today's in-memory path: main before issue 25,
# e.g. `git archive 353b02d | tar -x -C /tmp/main-353b02d`, RANKAGG_MAIN=/tmp/main-353b02d RANKAGG_MAIN_COMMIT=353b02d)
MAIN = Path(os.environ.get("RANKAGG_MAIN", "/work/main"))
MODE_OPTIONS: dict[str, list[str]] = {"memory": [], "stream": []}


def load() -> float:
    return os.getloadavg()[0]


def timed_child(cmd: list[str], env: dict | None = None, timeout: float | None = None,
                cwd: Path | None = None) -> dict[str, Any]:
    """Run ``cmd``; its wall time, exit status and its own peak RSS (``wait4``: this child only)."""
    import tempfile

    t0 = time.perf_counter()
    errf = tempfile.TemporaryFile()  # not a pipe: a chatty child (Dask's logs) must never block on it
    p = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=errf, cwd=cwd)
    deadline = None if timeout is None else t0 + timeout
    while True:
        pid, status, ru = os.wait4(p.pid, os.WNOHANG)
        if pid:
            break
        if deadline is not None and time.perf_counter() > deadline:
            p.kill()
            os.wait4(p.pid, 0)
            p.returncode = -9
            return {"error": f"stopped after {timeout:.0f} s"}
        time.sleep(0.05)
    p.returncode = os.waitstatus_to_exitcode(status)
    errf.seek(0)
    err = errf.read().decode(errors="replace").strip()
    errf.close()
    res: dict[str, Any] = {"seconds": time.perf_counter() - t0, "peak_mb": ru.ru_maxrss / 1024.0}
    if p.returncode != 0:
        res["error"] = f"exit {p.returncode}: " + (err.splitlines()[-1] if err else "")
    return res


def _out(tag: str) -> Path:
    return CACHE / "out" / f"{tag}.run"


def measure_cli(name: str, method: str, mode: str, timeout: float | None) -> dict:
    out = _out(f"{name}_{method}_{mode}")
    out.parent.mkdir(parents=True, exist_ok=True)
    code = MAIN if mode == "memory" else ROOT
    env = {**os.environ, "PYTHONPATH": str(code)}
    cmd = [PY, "-m", "rankagg.cli", "fuse", *run_files(name), "--method", method, "--quiet", *MODE_OPTIONS[mode],
           "-o", str(out)]
    # cwd: ``python -m`` puts the working folder first on sys.path, before PYTHONPATH
    res = timed_child(cmd, env, timeout, cwd=code)
    res["code"] = _commit(code)
    return res


def _commit(folder: Path) -> str:
    sha = subprocess.run(["git", "-C", str(folder), "rev-parse", "--short", "HEAD"], capture_output=True,
                         text=True).stdout.strip()  # a `git archive` copy: RANKAGG_MAIN_COMMIT names it
    return f"{folder} at {sha or os.environ.get('RANKAGG_MAIN_COMMIT', '?')}"


def measure_ranx(name: str, method: str, limit_gb: float, timeout: float | None) -> dict:
    out = _out(f"{name}_{method}_ranx")
    out.parent.mkdir(parents=True, exist_ok=True)
    cmd = ["prlimit", f"--as={int(limit_gb * 2**30)}", PY, "-c", RANX_JOB, str(out), RANX_METHOD[method],
           *run_files(name)]
    res = timed_child(cmd, dict(os.environ), timeout)
    res["limit_gb"] = limit_gb
    return res


def measure_dask(name: str, method: str) -> dict:
    """In this (fresh) process: a 2-worker LocalCluster, then ``fuse_files(..., backend="dask")``."""
    from rankagg.api import fuse_files
    from rankagg.backends.distributed import DaskBackend

    out = _out(f"{name}_{method}_dask")
    out.parent.mkdir(parents=True, exist_ok=True)
    with DaskBackend(n_workers=2, processes=True, memory_limit=0) as be:
        t0 = time.perf_counter()  # cluster start-up not counted
        fuse_files(run_files(name), out, method=method, backend="dask", scheduler=be.client)
        secs = time.perf_counter() - t0
        workers = be.client.run(lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0)
    return {"seconds": secs, "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0,
            "worker_peak_mb": max(workers.values()), "code": _commit(ROOT)}


def _record(res: dict) -> dict:
    OUT.mkdir(parents=True, exist_ok=True)
    res = {**res, "host": platform.node(), "cpus": os.cpu_count(), "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    with open(RUNS_LOG, "a") as f:
        f.write(json.dumps(res) + "\n")
    print(json.dumps(res), flush=True)
    return res


def run_one(name: str, method: str, mode: str, a: argparse.Namespace) -> dict:
    meta = workload_meta(name)
    row = {"workload": name, "lines": meta["lines"], "topics": meta["topics"], "grouped": meta["grouped"],
           "method": method, "mode": mode, "load": round(load(), 2)}
    if mode == "dask":
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        res = timed_child([PY, "-m", "benchmarks.bench_stream", "_dask", name, method], env, a.timeout)
        if "error" not in res:
            res = json.loads((CACHE / "out" / f"{name}_{method}_dask.json").read_text())
    elif mode == "ranx":
        res = measure_ranx(name, method, a.ranx_limit_gb, a.timeout)
    else:
        res = measure_cli(name, method, mode, a.timeout)
    row.update(res)
    if "error" not in res:
        row["lines_per_second"] = meta["lines"] / res["seconds"]
        row["output_md5"] = _md5(_out(f"{name}_{method}_{mode}"))
    return _record(row)


def _md5(p: Path) -> str:
    import hashlib

    h = hashlib.md5()
    with open(p, "rb") as f:
        for b in iter(lambda: f.read(1 << 24), b""):
            h.update(b)
    return h.hexdigest()


def cmd_run(a: argparse.Namespace) -> None:
    for name in a.workloads:
        make(name)
        for method in a.methods:
            for mode in a.modes:
                run_one(name, method, mode, a)


# ----------------------------------------------------------------- table
def _fmt_row(r: dict) -> str:
    wk = f"{r['workload']} ({r['lines'] / 1e6:.1f} M lines, {r['topics']:,} topics)"
    if "error" in r or "skipped" in r:
        return (f"| {wk} | {r['method']} | {r['mode']} | {r.get('error') or r.get('skipped')} | | | | | {r.get('load', '')} | "
                f"{_sha(r)} |")
    wp = f"{r['worker_peak_mb'] / 1024:.2f}" if "worker_peak_mb" in r else ""
    same = r.get("same_as", "")
    return (f"| {wk} | {r['method']} | {r['mode']} | {r['seconds']:.1f} | {r['lines_per_second'] / 1e3:,.0f} k | "
            f"{r['peak_mb'] / 1024:.2f} | {wp} | {same} | {r['load']} | {_sha(r)} |")


def _sha(r: dict) -> str:
    """The commit of the code measured (rows written before the harness recorded it: the time they ran)."""
    return r["code"].rsplit(" at ", 1)[-1] if "code" in r else f"(ended {r['when'][11:16]} UTC)"


def cmd_table(a: argparse.Namespace) -> None:
    rows = [json.loads(x) for x in RUNS_LOG.read_text().splitlines() if x.strip()]
    latest: dict = {}
    for r in rows:  # the last row of each (workload, method, mode)
        latest[(r["workload"], r["method"], r["mode"])] = r
    order = {"memory": 0, "stream": 1, "dask": 2, "ranx": 3}
    keys = sorted(latest, key=lambda k: (parse_size(k[0])[0], not parse_size(k[0])[1], k[1], order.get(k[2], 9)))
    for k in keys:  # output identical to the in-memory path's (md5 of the whole file)?
        r, ref = latest[k], latest.get((k[0], k[1], "memory"))
        if k[2] in ("stream", "dask") and ref and "output_md5" in r and "output_md5" in ref:
            r["same_as"] = "= memory" if r["output_md5"] == ref["output_md5"] else "DIFFERS"
    lines = ["| workload | method | path | seconds | lines/s | peak GiB (driver) | peak GiB (largest worker) | output | load | code |",
             "|---|---|---|---:|---:|---:|---:|---|---:|---|"] + [_fmt_row(latest[k]) for k in keys]
    text = ("# Streaming and Dask benchmark (issue 25)\n\nGenerated by `python -m benchmarks.bench_stream table` from "
            "`results/scale/stream_runs.jsonl`; workloads and measurements as described in "
            "`benchmarks/bench_stream.py`. Shared 2-core machine (24 GB): timings are noisy, `load` is the "
            "1-minute load average when the row started. Peak GiB is the peak RSS of the process (the CLI, or for "
            "dask the driver, which also runs the scheduler, and the largest of the 2 workers). `output`: the "
            "whole output file's md5 equals the in-memory path's.\n\n" + "\n".join(lines) + "\n")
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "stream.md").write_text(text)
    if a.paste:  # the table between the markers of docs/scale.md (the README links to it)
        block = ("Measured by `python -m benchmarks.bench_stream table --paste` from `results/scale/stream_runs.jsonl` "
                 "(`results/scale/stream.md`; the load column is the machine's 1-minute load average, 2 cores):\n\n"
                 + "\n".join(lines) + "\n")
        for doc in (ROOT / "docs" / "scale.md",):
            old = doc.read_text()
            a0, a1 = old.index(PASTE[0]) + len(PASTE[0]), old.index(PASTE[1])
            doc.write_text(old[:a0] + "\n" + block + old[a1:])
    (OUT / "stream.json").write_text(json.dumps({"schema": "rankagg-results/1", "kind": "benchmark", "name": "stream",
                                                 "rows": [latest[k] for k in keys]}, indent=2) + "\n")
    print(text)


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "_dask":
        name, method = argv[1:3]
        res = measure_dask(name, method)
        (CACHE / "out" / f"{name}_{method}_dask.json").write_text(json.dumps(res))
        return
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    mk = sub.add_parser("make")
    mk.add_argument("workloads", nargs="+", help="e.g. 10M 50M 100M 10M-ungrouped")
    for cmd in ("run", "ranx"):
        rn = sub.add_parser(cmd)
        rn.add_argument("--workloads", nargs="+", default=["10M"])
        rn.add_argument("--methods", nargs="+", default=["rrf", "combsum"], choices=sorted(RANX_METHOD))
        rn.add_argument("--timeout", type=float, default=3600)
        rn.add_argument("--ranx-limit-gb", type=float, default=16.0)
        if cmd == "run":
            rn.add_argument("--modes", nargs="+", default=["memory", "stream", "dask"], choices=["memory", "stream", "dask", "ranx"])
    tb = sub.add_parser("table")
    tb.add_argument("--paste", action="store_true", help="also paste the table into docs/scale.md")
    sub.add_parser("clean")
    a = ap.parse_args(argv)
    if a.cmd == "make":
        for n in a.workloads:
            make(n)
    elif a.cmd == "ranx":
        a.modes = ["ranx"]
        cmd_run(a)
    elif a.cmd == "clean":
        shutil.rmtree(CACHE, ignore_errors=True)
    else:
        {"run": cmd_run, "table": cmd_table}[a.cmd](a)


if __name__ == "__main__":
    main()
