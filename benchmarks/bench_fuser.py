"""Per-query fusion (:class:`rankagg.Fuser`) beside ranx on one query and a 10-line dict loop.

    nice python -m benchmarks.bench_fuser [--calls 300] [--quick] [--out results/bench_fuser]

One query, 2, 3 and 5 lists of 10, 100 and 1,000 documents each (dicts docid -> score, as a
service holds them; the lists overlap by half).  For each size: ``Fuser("rrf")``,
``Fuser("combsum", norm="minmax")``, the dict loop (RRF, k = 60, ranks from the sorted scores),
``rankagg.fuse`` (the batch front door) and ``ranx.fuse`` on one query (RRF).  Each timing is
the median of ``--calls`` calls (fewer for the slow batch paths) after 20 warm-up calls; the
Fuser and the loop are timed in alternating blocks, so that the machine's load falls on both alike.
Targets (issue 24): 3 x 100 RRF <= 0.1 ms, 3 x 10 <= 0.03 ms, 3 x 1000 <= 1 ms, and never more
than 2x the dict loop.  Writes results/bench_fuser.md and results/bench_fuser.json (results schema).
"""

from __future__ import annotations

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


def make_query(n_lists: int, n_docs: int, seed: int = 0) -> dict[str, dict[str, float]]:
    rng = np.random.default_rng(seed)
    pool = 2 * n_docs
    return {f"list{j}": {f"doc{d}": float(s) for d, s in zip(rng.choice(pool, n_docs, replace=False),
                                                             rng.normal(size=n_docs))}
            for j in range(n_lists)}


def median_ms(fn, arg, calls: int, warm: int = 20) -> float:  # noqa: ANN001
    return harness.timeit(lambda: fn(arg), repeat=calls, warmup=warm).median * 1e3


def main(argv: list[str] | None = None) -> None:
    ap = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "bench_fuser", data=False)
    ap.add_argument("--calls", type=int, default=300, help="timed calls per size (--quick: 25)")
    args = ap.parse_args(argv)
    if args.quick:
        args.calls = 25
    try:
        import ranx
    except ImportError:  # pragma: no cover
        ranx = None
    rrf, mm = rankagg.Fuser("rrf", k=60), rankagg.Fuser("combsum", norm="minmax")
    rows = []
    for n_lists in (3,) if args.quick else (2, 3, 5):
        for n_docs in (10, 100) if args.quick else (10, 100, 1000):
            q = make_query(n_lists, n_docs)
            assert [d for d, _ in rrf(q)][:5] == [d for d, _ in dict_loop_rrf(q)][:5] or n_docs == 10
            slow = max(10, args.calls // 20)
            row = {"size": f"{n_lists} x {n_docs}",
                   **{k: t.median * 1e3 for k, t in harness.interleaved(
                       {"rrf": rrf, "minmax": mm, "loop": dict_loop_rrf}, q, calls=args.calls).items()},
                   "batch": median_ms(lambda x: rankagg.fuse({n: {"q": v} for n, v in x.items()}, "rrf"), q, slow, 3)}
            if ranx is not None:
                runs = [ranx.Run({"q": v}, name=n) for n, v in q.items()]
                row["ranx"] = median_ms(lambda r: ranx.fuse(r, method="rrf"), runs, slow, 3)
            rows.append(row)
            print(row, flush=True)
    env = harness.environment()
    target = {"3 x 10": 0.03, "3 x 100": 0.1, "3 x 1000": 1.0}
    lines = ["# Per-query fusion: rankagg.Fuser beside the dict loop, rankagg.fuse and ranx (one query)", "",
             f"`nice python -m benchmarks.bench_fuser --calls {args.calls}`. {harness.environment_line(env)}  Median "
             f"milliseconds per call after 20 warm-up calls ({args.calls} calls for the Fuser and the loop, timed in "
             f"alternating blocks of 25 so that the load falls on both alike; "
             f"{max(10, args.calls // 20)} for rankagg.fuse and ranx).  Lists are dicts docid -> score "
             "overlapping by half.  Load average measured at the end.", "",
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
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("fuser", [{**r, "unit": "ms"} for r in rows], json_path=json_path, md_path=md_path,
                          markdown="\n".join(lines), env=env, calls=args.calls)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
