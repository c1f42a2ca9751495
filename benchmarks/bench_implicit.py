"""Speed of the implicit baselines on all of MQ2007-agg, side by side with ranx and PyFLAGR.

One process: every rankagg implicit method (default parameters) aggregates the
1692 queries of MQ2007-agg; then ranx ``condorcet`` and PyFLAGR
``CondorcetWinners``, ``CopelandWinners``, ``MC4`` and ``KemenyOptimal`` fuse the
same lists (the 21 rankers' lists per query, ordered by local rank).  Times are
the aggregation call alone, warm (numba kernels compiled / loaded first), the
best of ``--repeat`` calls for rankagg, each on a fresh ``Rankings`` (no cached
local ranks); peers are timed once (PyFLAGR's call
includes its own CSV reading and writing, as in ``shared/design/PEERS-MEASURED.md``).
PyFLAGR's brute-force Kemeny runs in a subprocess with a time limit.

Usage::

    RANKAGG_DATA=/path/to/data nice -n 10 python -m benchmarks.bench_implicit [--quick] [--out results/implicit/bench]

Writes results/implicit/bench.md and .json (results schema).  ``--quick``: the first 20 queries, one
repeat, PyFLAGR's Kemeny stopped after 10 s.

Needs the ``bench`` extra (ranx, pyflagr).  PyFLAGR writes temporary files to
``tempfile.gettempdir()``; this script points it at a private folder.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

import numpy as np

from benchmarks import harness
from rankagg.io.datasets import load_letor_agg
from rankagg.methods.base import ConvergenceWarning
from rankagg.methods.registry import make_method

METHODS = ["condorcet", "copeland", "mc1", "mc2", "mc3", "mc4", "mclk", "kemeny", "svp",
           "bradley_terry", "thurstone", "plackett_luce", "mpm"]
# rankagg method -> peers timed against it
PEER_OF = {"condorcet": ["ranx condorcet", "PyFLAGR CondorcetWinners"], "copeland": ["PyFLAGR CopelandWinners"],
           "mc4": ["PyFLAGR MC4"], "kemeny": ["PyFLAGR KemenyOptimal"]}


def _fresh(data):
    from rankagg.data.rankings import Rankings

    return Rankings(offsets=data.offsets, ranks=data.ranks, qids=data.qids, docids=data.docids,
                    ranker_names=data.ranker_names, labels=data.labels)


def time_rankagg(data, repeat: int) -> dict[str, float]:
    out = {}
    small = data.select_queries(np.arange(3))
    for m in METHODS:
        meth = make_method(m)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ConvergenceWarning)
            meth.aggregate(small)  # compile / load the kernels
            # each call on a fresh Rankings: no cached local ranks / docid codes, the call does all its work
            best = harness.timeit(meth.aggregate, repeat=repeat, warmup=0, setup=lambda: _fresh(data)).best
        out[m] = best
        print(f"rankagg {m:14s} {best:8.3f} s", flush=True)
    return out


def time_ranx(data) -> float:
    from ranx import Run, fuse

    r = data.local_ranks()
    runs = []
    for k in range(data.n_rankers):
        d: dict[str, dict[str, float]] = {}
        for q, sl in enumerate(data.query_slices()):
            col = r[sl, k]
            ok = ~np.isnan(col)
            # ranx needs every run to hold every query: an empty dict where the ranker returned nothing
            d[str(data.qids[q])] = {str(doc): float(-v) for doc, v in zip(data.docids[sl][ok], col[ok])}
        runs.append(Run(d, name=f"r{k}"))
    t0 = time.perf_counter()
    fuse(runs=runs, method="condorcet")
    return time.perf_counter() - t0


def write_flagr_csv(data, path: Path) -> None:
    r = data.local_ranks()
    qi = data.query_of_item
    rows = []
    for k in range(data.n_rankers):
        ok = np.flatnonzero(~np.isnan(r[:, k]))
        order = ok[np.lexsort((r[ok, k], qi[ok]))]
        for i in order:
            rows.append(f"{data.qids[qi[i]]},R{k},{data.docids[i]},{1000.0 - r[i, k]:.1f},MQ2007\n")
    path.write_text("".join(rows))


def time_flagr(cls_path: str, csv: Path, outdir: Path, **kw) -> float:
    mod, cls = cls_path.split(".")
    import importlib

    M = getattr(importlib.import_module(f"pyflagr.{mod}"), cls)
    meth = M(eval_pts=10, **kw)
    t0 = time.perf_counter()
    meth.aggregate(input_file=str(csv), out_dir=str(outdir))
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> None:
    ap = harness.parser(__doc__, repeat=2, out=harness.RESULTS / "implicit" / "bench")
    ap.add_argument("--kemeny-limit", type=float, default=60.0, help="seconds allowed to PyFLAGR KemenyOptimal")
    a = ap.parse_args(argv)
    if a.quick:
        a.repeat, a.kemeny_limit = 1, 10.0

    work = Path(tempfile.mkdtemp(prefix="rankagg-bench-"))
    os.environ["TMPDIR"] = str(work)
    tempfile.tempdir = str(work)

    data = load_letor_agg("MQ2007-agg", a.data_dir).all
    if a.quick:
        data = data.select_queries(np.arange(20))
    ours = time_rankagg(data, a.repeat)

    peers: dict[str, float | str] = {}
    try:
        peers["ranx condorcet"] = time_ranx(data)
        print(f"ranx condorcet {peers['ranx condorcet']:.2f} s", flush=True)
    except ImportError as e:  # pragma: no cover - optional
        peers["ranx condorcet"] = f"not run ({e})"
    try:
        import pyflagr  # noqa: F401

        csv = work / "mq2007.csv"
        write_flagr_csv(data, csv)
        for label, path, kw in [("PyFLAGR CondorcetWinners", "Majoritarian.CondorcetWinners", {}),
                                ("PyFLAGR CopelandWinners", "Majoritarian.CopelandWinners", {}),
                                ("PyFLAGR MC4", "MarkovChains.MC4", {})]:
            peers[label] = time_flagr(path, csv, work, **kw)
            print(f"{label} {peers[label]:.2f} s", flush=True)
        code = ("import sys, time, pyflagr.Kemeny as K; t=time.perf_counter(); "
                f"out = K.KemenyOptimal(eval_pts=10).aggregate(input_file={str(csv)!r}, out_dir={str(work)!r}); "
                "el = time.perf_counter()-t; rows = 0 if out is None or out[0] is None else len(out[0]); "
                "print(el, rows)")
        try:
            res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                 timeout=a.kemeny_limit, env={**os.environ, "TMPDIR": str(work)})
            el, rows = res.stdout.strip().splitlines()[-1].split()
            # PyFLAGR's brute force returns an empty result on lists this long: no valid comparison
            peers["PyFLAGR KemenyOptimal"] = float(el) if int(rows) > 0 else f"empty output after {float(el):.2f} s"
        except subprocess.TimeoutExpired:
            peers["PyFLAGR KemenyOptimal"] = f"> {a.kemeny_limit:.0f} (stopped)"
        print(f"PyFLAGR KemenyOptimal {peers['PyFLAGR KemenyOptimal']}", flush=True)
    except ImportError as e:  # pragma: no cover - optional
        for label in ("PyFLAGR CondorcetWinners", "PyFLAGR CopelandWinners", "PyFLAGR MC4", "PyFLAGR KemenyOptimal"):
            peers[label] = f"not run ({e})"

    env = harness.environment()
    lines = [f"# Implicit baselines: speed on all of MQ2007-agg ({data.n_queries} queries, {data.n_items} documents, "
             f"{data.n_rankers} rankers)", "",
             "`python -m benchmarks.bench_implicit`, one process, shared 2-core machine under load "
             "from other jobs: timings are noisy (±30% or more).",
             f"rankagg: best of {a.repeat} warm calls, default parameters; peers: one call "
             "(PyFLAGR's includes its CSV reading and writing).",
             harness.environment_line(env), "",
             "| rankagg method | seconds | peer | peer seconds | speed-up |", "|---|---|---|---|---|"]
    for m in METHODS:
        ps = PEER_OF.get(m, [])
        if not ps:
            lines.append(f"| {m} | {ours[m]:.3f} | | | |")
        for p in ps:
            v = peers.get(p, "not run")
            if isinstance(v, float):
                ratio = f"{v / ours[m]:.0f}x"
            elif isinstance(v, str) and v.startswith(">"):
                ratio = f"> {float(v.split()[1]) / ours[m]:.0f}x"
            else:
                ratio = ""
            vs = f"{v:.2f}" if isinstance(v, float) else v
            lines.append(f"| {m} | {ours[m]:.3f} | {p} | {vs} | {ratio} |")
    text = "\n".join(lines) + "\n"
    print(text)
    rows = [{"method": m, "n_queries": data.n_queries, "mode": "rankagg", "seconds": ours[m]} for m in METHODS]
    rows += [{"method": p, "n_queries": data.n_queries, "mode": "peer",
              **({"seconds": v} if isinstance(v, float) else {"note": v})} for p, v in peers.items()]
    json_path, md_path = harness.outputs(a.out)
    harness.write_results("implicit", rows, json_path=json_path, md_path=md_path, markdown=text, env=env)


if __name__ == "__main__":
    main()
