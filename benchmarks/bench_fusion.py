"""Whole-dataset fusion on MQ2007-agg: rankagg vs ranx ``fuse``, side by side in one process.

    RANKAGG_DATA=../shared/data python -m benchmarks.bench_fusion [--condorcet] [--repeat 3] [--quick]

Inputs are the same for both: every ranker's list per query (ranx gets one Run per
ranker, score = -local rank, built outside the timed region).  Times are the median
of ``--repeat`` warm calls (ranx's numba JIT compiled by a first untimed call);
rankagg is timed on a fresh Rankings each call, so no cached derived array helps it.
Also times loading MQ2007-agg (five gzip subsets) from disk.  Writes
results/bench_fusion.md and results/bench_fusion.json (results schema).  ``--quick``: one repeat on
the first 100 queries.
"""

from __future__ import annotations

import numpy as np

from benchmarks import harness
from rankagg.data.rankings import Rankings
from rankagg.io.datasets import load_letor_agg
from rankagg.methods.registry import make_method

PAIRS = [("rrf", "rrf"), ("borda", "bordafuse"), ("combmnz", "mnz"), ("combsum", "sum"), ("combmax", "max")]


def fresh(d: Rankings) -> Rankings:
    return Rankings(offsets=d.offsets, ranks=d.ranks, qids=d.qids, docids=d.docids, ranker_names=d.ranker_names, labels=d.labels)


def median_time(fn, repeat: int, setup=None) -> float:
    """Median seconds of ``repeat`` calls (``fn(setup())`` with the setup untimed), no warm-up."""
    return harness.timeit(fn, repeat=repeat, warmup=0, setup=setup).median


def ranx_runs(d: Rankings):
    from ranx import Run

    loc = d.local_ranks()
    qi = d.query_of_item
    runs = []
    for j, name in enumerate(d.ranker_names):
        dct: dict[str, dict[str, float]] = {q: {} for q in d.qids}
        ok = np.flatnonzero(~np.isnan(loc[:, j]))
        for i in ok:
            dct[d.qids[qi[i]]][d.docids[i]] = float(-loc[i, j])
        dct = {q: v for q, v in dct.items() if v}
        # ranx needs every run to have the same queries: add a dummy doc far below for empty ones
        for q in d.qids:
            dct.setdefault(q, {"__none__": -1e9})
        runs.append(Run(dct, name=name))
    return runs


def main(argv: list[str] | None = None) -> None:
    ap = harness.parser(__doc__, out=harness.RESULTS / "bench_fusion")
    ap.add_argument("--condorcet", action="store_true", help="also time ranx condorcet (about 90 s a call)")
    args = ap.parse_args(argv)
    if args.quick:
        args.repeat = 1

    t_load = median_time(lambda: load_letor_agg("MQ2007-agg", args.data_dir, cache=False), args.repeat)
    data = load_letor_agg("MQ2007-agg", args.data_dir).all
    if args.quick:
        data = data.select_queries(np.arange(100))
    rows = [f"| load MQ2007-agg (5 gzip files) | {t_load:.3f} | | |"]
    records = [{"method": "load MQ2007-agg", "mode": "rankagg", "seconds": t_load}]

    try:
        from ranx import fuse

        runs = ranx_runs(data)
        have_ranx = True
    except ImportError:
        have_ranx = False
    pairs = list(PAIRS) + ([("condorcet", "condorcet")] if args.condorcet else [])
    for ours, theirs in pairs:
        try:
            m = make_method(ours)
        except ValueError:
            continue
        m.aggregate(fresh(data))  # warm (numba kernels, if any)
        t_ours = median_time(lambda d: m.aggregate(d), args.repeat if args.quick else max(args.repeat, 5),
                             setup=lambda: fresh(data))
        t_theirs = None
        if have_ranx:
            fuse(runs=runs, method=theirs)  # JIT
            reps = 1 if theirs == "condorcet" else args.repeat
            t_theirs = median_time(lambda: fuse(runs=runs, method=theirs), reps)
        ratio = f"{t_theirs / t_ours:.0f}x" if t_theirs else "n/a"
        rows.append(f"| {ours} vs ranx {theirs} | {t_ours:.4f} | {t_theirs:.3f} | {ratio} |" if t_theirs else f"| {ours} | {t_ours:.4f} | | |")
        print(rows[-1], flush=True)
        records.append({"method": ours, "mode": "rankagg", "n_queries": data.n_queries, "seconds": t_ours})
        if t_theirs:
            records.append({"method": f"ranx.{theirs}", "mode": "ranx", "n_queries": data.n_queries, "seconds": t_theirs})

    env = harness.environment()
    ranx_version = env["versions"].get("ranx", "not installed")
    head = [
        "# Whole-dataset fusion on MQ2007-agg (1692 queries, 69,623 documents, 21 rankers)",
        "",
        f"Median wall time in seconds, one process, ranx {ranx_version}, rankagg warm (numba kernels compiled), ranx warm (JIT compiled).",
        harness.environment_line(env),
        "Produced by `python -m benchmarks.bench_fusion`; the machine was shared with other jobs, so absolute times are noisy, ratios less so.",
        "",
        "| task | rankagg s | ranx s | ranx / rankagg |",
        "|---|---|---|---|",
    ]
    text = "\n".join(head + rows) + "\n"
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("fusion", records, json_path=json_path, md_path=md_path, markdown=text, env=env)
    print(text)


if __name__ == "__main__":
    main()
