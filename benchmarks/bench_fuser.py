"""Per-query fusion (:class:`rankagg.Fuser`) beside a 10-line dict loop and rankops (Rust), one query.

    nice python -m benchmarks.bench_fuser [--calls 300] [--quick] [--out results/bench_fuser]

One query of 3, 100 and 2,000 lists of 100 documents each (dicts docid -> score, as a service holds them,
drawn from a pool of 200 documents), and 2,000 lists of 100 documents no two alike (200,000 documents:
the request that took 27 s and 4.1 GB while the Fuser built a documents x lists matrix, issue 33).  For
each: ``Fuser("rrf", k=60)`` and ``Fuser("combsum", norm="minmax")``, the dict loop a service would write
(RRF: ranks from the sorted scores; CombSUM: each list's min-max scores added) and rankops'
``rrf_multi`` / ``combsum_multi`` counting the conversion of the dicts to its sorted lists of pairs.
Each timing is the median of ``--calls`` calls (a quarter at 100 lists, 5 at 2,000) after warm-up calls, the
tools timed in alternating blocks (25, 5 and 1 calls) so that the machine's load falls on all alike; the peak memory of one
Fuser call is measured by tracemalloc.  Targets (issues 33 and 35): at 3 x 100 the Fuser at most the
loop's and rankops' time; its ratio to the loop at 100 x 100 no worse than at 3 x 100; 2,000 x 100 within
0.5 s and 200 MB.  Writes results/bench_fuser.md and results/bench_fuser.json (results schema).

The Fuser answers these requests with its compiled kernel (``rankagg._fuse_native``, built at install, issue 35
item 2; the report says whether it was loaded) and returns its Python path's answer bit for bit; the Python
path (``Fuser._native = None``) is timed beside it.
"""

from __future__ import annotations

import tracemalloc
from typing import Any, Callable

import numpy as np

import rankagg
from benchmarks import harness


def dict_loop_rrf(lists: dict[str, dict[str, float]], k: float = 60.0) -> list[tuple[str, float]]:
    """The 10-line loop a service would write (issue 24's baseline)."""
    fused: dict[str, float] = {}
    for scores in lists.values():
        for rank, doc in enumerate(sorted(scores, key=scores.__getitem__, reverse=True), 1):
            fused[doc] = fused.get(doc, 0.0) + 1.0 / (k + rank)
    return sorted(fused.items(), key=lambda kv: kv[1], reverse=True)


def dict_loop_combsum(lists: dict[str, dict[str, float]]) -> list[tuple[str, float]]:
    """CombSUM of min-max scores, the loop a service would write."""
    fused: dict[str, float] = {}
    for scores in lists.values():
        lo, hi = min(scores.values()), max(scores.values())
        for doc, s in scores.items():
            fused[doc] = fused.get(doc, 0.0) + (s - lo) / (hi - lo)
    return sorted(fused.items(), key=lambda kv: kv[1], reverse=True)


def rankops_fns() -> dict[str, Callable[[Any], Any]]:
    """rankops' RRF and CombSUM, each counting the conversion of the dicts to its sorted lists of pairs."""
    try:
        import rankops
    except ImportError:  # pragma: no cover - the bench extra installs it
        return {}

    def pairs(lists: dict[str, dict[str, float]]) -> list[list[tuple[str, float]]]:
        return [sorted(v.items(), key=lambda kv: kv[1], reverse=True) for v in lists.values()]

    return {"rankops rrf": lambda q: rankops.rrf_multi(pairs(q), k=60),
            "rankops combsum": lambda q: rankops.combsum_multi(pairs(q))}


def make_query(n_lists: int, n_docs: int, seed: int = 0, pool: int | None = None) -> dict[str, dict[str, float]]:
    """``n_lists`` dicts of ``n_docs`` documents from a pool of ``pool`` (default ``2 * n_docs``: overlapping
    by half); ``pool=0``: no document in two lists."""
    rng = np.random.default_rng(seed)
    pool = 2 * n_docs if pool is None else pool
    return {f"list{j}": {(f"doc{d}" if pool else f"doc{j}_{d}"): float(s)
                         for d, s in zip(rng.choice(pool, n_docs, replace=False) if pool else range(n_docs),
                                         rng.normal(size=n_docs))}
            for j in range(n_lists)}


def peak_mb(fn: Callable[[Any], Any], arg: Any) -> float:
    """The peak memory (MB) Python and NumPy allocate during one call."""
    tracemalloc.start()
    try:
        fn(arg)
        return tracemalloc.get_traced_memory()[1] / 1e6
    finally:
        tracemalloc.stop()


SIZES = (("3 x 100", 3, 100, None), ("100 x 100", 100, 100, None), ("2000 x 100", 2000, 100, None),
         ("2000 x 100 disjoint", 2000, 100, 0))


def main(argv: list[str] | None = None) -> None:
    ap = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "bench_fuser", data=False)
    ap.add_argument("--calls", type=int, default=300, help="timed calls at 3 lists (--quick: 25)")
    args = ap.parse_args(argv)
    if args.quick:
        args.calls = 25
    fusers = {"Fuser rrf": rankagg.Fuser("rrf", k=60), "Fuser combsum": rankagg.Fuser("combsum", norm="minmax")}
    python_paths = {"Python path rrf": rankagg.Fuser("rrf", k=60), "Python path combsum": rankagg.Fuser("combsum", norm="minmax")}
    for f in python_paths.values():
        f._native = None  # the kernel off: the Python path alone
    loops = {"loop rrf": dict_loop_rrf, "loop combsum": dict_loop_combsum}
    rows = []
    for size, n_lists, n_docs, pool in SIZES[:2] if args.quick else SIZES:
        q = make_query(n_lists, n_docs, pool=pool)
        top = [d for d, _ in fusers["Fuser rrf"](q)][:10]
        assert top == [d for d, _ in dict_loop_rrf(q)][:10] or pool == 0, size  # the same top 10 (no ties)
        kernel = all(f._native is not None and f._native(q) is not None for f in fusers.values())
        for (name, f), p in zip(fusers.items(), python_paths.values()):  # the kernel's answer is the Python path's
            assert [(d, x.hex()) for d, x in f(q)] == [(d, x.hex()) for d, x in p(q)], (name, size)
        calls = args.calls if n_lists < 100 else (max(5, args.calls // 4) if n_lists == 100 else 5)
        # short blocks at the larger sizes, so that the load (which moves by 2x on the shared machine) falls on
        # every tool in several rounds, not on one tool's single block
        block = min(25, calls) if n_lists < 100 else (5 if n_lists == 100 else 1)
        fns = {**fusers, **loops, **rankops_fns(), **python_paths}
        times = harness.interleaved(fns, q, calls=calls, block=block, warmup=min(20, calls))
        row: dict[str, Any] = {"size": size, "calls": calls, "kernel": kernel, **{k: t.median * 1e3 for k, t in times.items()},
                               "Fuser rrf MB": peak_mb(fusers["Fuser rrf"], q)}
        rows.append(row)
        print(row, flush=True)
    env = harness.environment()
    header = ["lists x docs", "Fuser rrf", "loop rrf", "rankops rrf", "Fuser / loop", "Fuser / rankops",
              "Fuser combsum", "loop combsum", "rankops combsum", "Fuser / loop", "Fuser / rankops", "Fuser rrf peak MB"]

    def ratio(r: dict[str, Any], a: str, b: str) -> str:
        return f"{r[a] / r[b]:.2f}" if b in r else ""

    table = [[r["size"], *(f"{r.get(k, float('nan')):.4g}" for k in ("Fuser rrf", "loop rrf", "rankops rrf")),
              ratio(r, "Fuser rrf", "loop rrf"), ratio(r, "Fuser rrf", "rankops rrf"),
              *(f"{r.get(k, float('nan')):.4g}" for k in ("Fuser combsum", "loop combsum", "rankops combsum")),
              ratio(r, "Fuser combsum", "loop combsum"), ratio(r, "Fuser combsum", "rankops combsum"),
              f"{r['Fuser rrf MB']:.1f}"] for r in rows]
    lines = ["# Per-query fusion: rankagg.Fuser beside a dict loop and rankops (one query)", "",
             f"`nice python -m benchmarks.bench_fuser --calls {args.calls}`. {harness.environment_line(env)}  Median "
             "milliseconds per call (calls per size in the JSON), the Fuser, the loops and rankops (with the "
             "conversion of the dicts to its lists) timed in alternating blocks so that the load falls on all "
             "alike; peak MB of one Fuser call by tracemalloc.  Lists are dicts docid -> score from a pool of "
             "200 documents (disjoint: no document in two lists).  Load average measured at the end.", "",
             *harness.markdown_table(header, table), "", *targets(rows), "",
             "The Fuser with its compiled kernel beside its Python path (the same answers, bit for bit, checked "
             "before timing); median ms:", "",
             *harness.markdown_table(["lists x docs", "kernel", "Fuser rrf", "Python path rrf", "Fuser combsum",
                                      "Python path combsum"],
                                     [[r["size"], "loaded" if r["kernel"] else "NOT loaded",
                                       *(f"{r[k]:.4g}" for k in ("Fuser rrf", "Python path rrf", "Fuser combsum",
                                                                 "Python path combsum"))] for r in rows])]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("fuser", [{**r, "unit": "ms"} for r in rows], json_path=json_path, md_path=md_path,
                          markdown="\n".join(lines), env=env, calls=args.calls)
    print("\n".join(lines))


def targets(rows: list[dict[str, Any]]) -> list[str]:
    """Issue 35 item 2 read from the measurements: at 3 x 100 the Fuser at most the loop's and rankops' time,
    and its ratio to the loop at 100 x 100 no worse than at 3 x 100."""
    by = {r["size"]: r for r in rows}
    small, big = by.get("3 x 100"), by.get("100 x 100")
    if small is None:
        return []
    out = ["Issue 35 item 2:", ""]
    for m in ("rrf", "combsum"):
        f, loop, ro = small[f"Fuser {m}"], small[f"loop {m}"], small.get(f"rankops {m}")
        met = f <= loop and (ro is None or f <= ro)
        line = (f"* {m}: at 3 x 100 the Fuser takes {f / loop:.2f} of the loop's time"
                + (f" and {f / ro:.2f} of rankops'" if ro is not None else "") + f" ({'met' if met else 'NOT met'})")
        if big is not None:
            r3, r100 = f / loop, big[f"Fuser {m}"] / big[f"loop {m}"]
            line += (f"; at 100 x 100 {r100:.2f} of the loop's, against {r3:.2f} at 3 x 100 "
                     f"({'met' if r100 <= r3 else 'NOT met'})")
        out.append(line + ".")
    return out + ["", "What the loop does not do and the Fuser does, for exactness: each list ranked by score and docid "
                  "(trec_eval), each document's values added in sorted order (from 8 lists NumPy's pairwise sum of "
                  "the sorted row, a sort of each document's values: about 50 at 100 x 100 for CombSUM, whose "
                  "values do not follow the ranks), the docids checked by the readers' rule, the tie rule.  With "
                  "2,000 disjoint lists (200,000 documents) the time is memory: the hash table of the documents "
                  "and the reference counts of 200,000 docids in the answer (the loop and rankops pay the same)."]


if __name__ == "__main__":
    main()
