"""Per-query fusion (:class:`rankagg.Fuser`) beside ranx on one query and a 10-line dict loop.

    nice python benchmarks/bench_fuser.py [--calls 300] [--out results/bench_fuser.md]

One query, 2, 3 and 5 lists of 10, 100 and 1,000 documents each (dicts docid -> score, as a
service holds them; the lists overlap by half).  For each size: ``Fuser("rrf")``,
``Fuser("combsum", norm="minmax")``, the dict loop (RRF, k = 60, ranks from the sorted scores),
``rankagg.fuse`` (the batch front door) and ``ranx.fuse`` on one query (RRF).  Each timing is
the median of ``--calls`` calls (fewer for the slow batch paths) after 20 warm-up calls; the
Fuser and the loop are timed in alternating blocks, so that the machine's load falls on both alike.
Targets (issue 24): 3 x 100 RRF <= 0.1 ms, 3 x 10 <= 0.03 ms, 3 x 1000 <= 1 ms, and never more
than 2x the dict loop.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import rankagg  # noqa: E402


def dict_loop_rrf(lists: dict[str, dict[str, float]], k: float = 60.0) -> list[tuple[str, float]]:
    """The 10-line loop a service would write (issue 24's baseline)."""
    fused: dict[str, float] = {}
    for scores in lists.values():
        for rank, doc in enumerate(sorted(scores, key=scores.__getitem__, reverse=True), 1):
            fused[doc] = fused.get(doc, 0.0) + 1.0 / (k + rank)
    return sorted(fused.items(), key=lambda kv: kv[1], reverse=True)


def make_query(n_lists: int, n_docs: int, seed: int = 0) -> dict[str, dict[str, float]]:
    rng = np.random.default_rng(seed)
    pool = 2 * n_docs
    return {f"list{j}": {f"doc{d}": float(s) for d, s in zip(rng.choice(pool, n_docs, replace=False),
                                                             rng.normal(size=n_docs))}
            for j in range(n_lists)}


def median_ms(fn, arg, calls: int, warm: int = 20) -> float:  # noqa: ANN001
    for _ in range(warm):
        fn(arg)
    times = []
    for _ in range(calls):
        t = time.perf_counter()
        fn(arg)
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1e3


def interleaved_ms(fns: dict, arg, calls: int, block: int = 25, warm: int = 20) -> dict:  # noqa: ANN001
    """Median ms per call of each function, timed in alternating blocks of ``block`` calls, so that a
    change in the machine's load falls on all of them alike."""
    for fn in fns.values():
        for _ in range(warm):
            fn(arg)
    times: dict = {k: [] for k in fns}
    for _ in range(max(1, calls // block)):
        for k, fn in fns.items():
            for _ in range(block):
                t = time.perf_counter()
                fn(arg)
                times[k].append(time.perf_counter() - t)
    return {k: statistics.median(v) * 1e3 for k, v in times.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=300)
    ap.add_argument("--out", default=str(ROOT / "results" / "bench_fuser.md"))
    args = ap.parse_args()
    try:
        import ranx
    except ImportError:  # pragma: no cover
        ranx = None
    rrf, mm = rankagg.Fuser("rrf", k=60), rankagg.Fuser("combsum", norm="minmax")
    rows = []
    for n_lists in (2, 3, 5):
        for n_docs in (10, 100, 1000):
            q = make_query(n_lists, n_docs)
            assert [d for d, _ in rrf(q)][:5] == [d for d, _ in dict_loop_rrf(q)][:5] or n_docs == 10
            slow = max(10, args.calls // 20)
            row = {"size": f"{n_lists} x {n_docs}",
                   **interleaved_ms({"rrf": rrf, "minmax": mm, "loop": dict_loop_rrf}, q, args.calls),
                   "batch": median_ms(lambda x: rankagg.fuse({n: {"q": v} for n, v in x.items()}, "rrf"), q, slow, 3)}
            if ranx is not None:
                runs = [ranx.Run({"q": v}, name=n) for n, v in q.items()]
                row["ranx"] = median_ms(lambda r: ranx.fuse(r, method="rrf"), runs, slow, 3)
            rows.append(row)
            print(row, flush=True)
    load = os.getloadavg()
    target = {"3 x 10": 0.03, "3 x 100": 0.1, "3 x 1000": 1.0}
    lines = ["# Per-query fusion: rankagg.Fuser beside the dict loop, rankagg.fuse and ranx (one query)", "",
             f"`nice python benchmarks/bench_fuser.py --calls {args.calls}`; {platform.python_version()}, "
             f"NumPy {np.__version__}, {platform.machine()}, machine shared with other jobs.  Median "
             f"milliseconds per call after 20 warm-up calls ({args.calls} calls for the Fuser and the loop, timed in "
             f"alternating blocks of 25 so that the load falls on both alike; "
             f"{max(10, args.calls // 20)} for rankagg.fuse and ranx).  Lists are dicts docid -> score "
             "overlapping by half.  Load average at the end (1, 5, 15 min): "
             f"{load[0]:.2f}, {load[1]:.2f}, {load[2]:.2f} on {os.cpu_count()} CPUs.", "",
             "| lists x docs | Fuser rrf | Fuser combsum minmax | dict loop rrf | Fuser rrf / loop | "
             "rankagg.fuse rrf | ranx rrf | target (rrf) |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        t = target.get(r["size"])
        met = "" if t is None else f"<= {t} ({'met' if r['rrf'] <= t else 'NOT met'})"
        lines.append(f"| {r['size']} | {r['rrf']:.4f} | {r['minmax']:.4f} | {r['loop']:.4f} | "
                     f"{r['rrf'] / r['loop']:.2f} | {r['batch']:.2f} | "
                     f"{r.get('ranx', float('nan')):.2f} | {met} |")
    worst = max(r["rrf"] / r["loop"] for r in rows)
    lines += ["", f"Largest Fuser rrf / dict loop ratio: {worst:.2f} (target: at most 2)."]
    Path(args.out).write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
