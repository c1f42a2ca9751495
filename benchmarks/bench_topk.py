"""The certified top-k (``Fuser.top``, issue 51 item 1) on real TREC-COVID round-5 runs: how much it reads, that
it answers as the full Fuser does, and its time beside the full Fuser's.

    RANKAGG_DATA=../shared/data nice python -m benchmarks.bench_topk [--calls 20] [--quick] [--out results/bench_topk]

Pairs of a lexical and a neural round-5 run (depth 1000 a topic; named by their run tags: ``r5.rf`` is
Anserini's BM25 run with relevance feedback, ``sab20.5.4.dfo`` Sabir's SMART vector-space run,
``elhuyar_prf_nof99p`` Elhuyar's BM25 run with pseudo-relevance feedback; ``covidex.r5.2s.lr`` Covidex's T5
reranker, ``SFDC-enc45-refus12`` Salesforce's dense encoders, ``bm25L2_bilstm_run`` a BiLSTM reranker).  Each
of the 50 topics is one request: the two lists as dicts docid -> score in the runs' order (best first), as a
service holds them.  For RRF (k = 60), weighted RRF (neural list weighing 2) and CombSUM (min-max), k = 10:
``Fuser(method).top(lists, 10)`` against ``Fuser(method, depth=10)(lists)``, the full computation: their answers
compared on every topic (docids and score bits), the share of the entries read, how each ended, and the
median time per request, the two timed in alternating blocks (``harness.interleaved``).  Round 1 is never read.
Writes results/bench_topk.{json,md}.
"""

from __future__ import annotations

import statistics
from typing import Any

import numpy as np

from benchmarks import harness
from rankagg.fuser import Fuser

PAIRS = (("r5.rf", "covidex.r5.2s.lr"), ("sab20.5.4.dfo", "SFDC-enc45-refus12"),
         ("elhuyar_prf_nof99p", "bm25L2_bilstm_run"), ("r5.rf", "SFDC-enc45-refus12"))
K = 10


def requests(data_dir: Any, lexical: str, neural: str) -> list[dict[str, dict[str, float]]]:
    """One request per topic: ``{run: {docid: score}}`` in each run's order (trec_eval's: score, then docid)."""
    from rankagg.io.trec import read_trec_runs

    runs = data_dir / "trec-covid-round5" / "runs"
    data = read_trec_runs([runs / f"{lexical}.gz", runs / f"{neural}.gz"])
    local = data.local_ranks()
    out = []
    for a, b in zip(data.offsets[:-1].tolist(), data.offsets[1:].tolist()):
        lists = {}
        for j, name in enumerate(data.ranker_names):
            rows = a + np.flatnonzero(~np.isnan(local[a:b, j]))
            rows = rows[np.argsort(local[rows, j], kind="stable")]
            lists[name] = dict(zip(data.docids[rows].tolist(), data.scores[rows, j].tolist()))
        out.append(lists)
    return out


def fusers(names: list[str]) -> dict[str, tuple[Fuser, Fuser]]:
    """Per method: the fuser whose ``top`` is measured and the full one (``depth=K``)."""
    weights = {names[0]: 1.0, names[1]: 2.0}
    specs = {"rrf": ("rrf", {}), "rrf weighted 1:2": ("rrf", {"weights": weights}),
             "combsum minmax": ("combsum", {"norm": "minmax"})}
    return {label: (Fuser(spec, **kw), Fuser(spec, depth=K, **kw)) for label, (spec, kw) in specs.items()}


def measure(reqs: list[dict[str, dict[str, float]]], top: Fuser, full: Fuser, calls: int) -> dict[str, Any]:
    answers = [top.top(r, K) for r in reqs]
    equal = sum(a.items == full(r) for a, r in zip(answers, reqs))
    bits = all([(d, s.hex()) for d, s in a.items] == [(d, s.hex()) for d, s in full(r)] for a, r in zip(answers, reqs))
    shares = [a.share for a in answers]
    status: dict[str, int] = {}
    for a in answers:
        status[a.status] = status.get(a.status, 0) + 1
    timing = harness.interleaved({"top": lambda rs: [top.top(r, K) for r in rs], "full": lambda rs: [full(r) for r in rs]},
                                 reqs, calls=calls, block=max(1, calls // 4), warmup=2)
    per = {k: t.median / len(reqs) * 1e3 for k, t in timing.items()}
    return {"queries": len(reqs), "equal": equal, "same_bits": bits, "share_mean": statistics.fmean(shares),
            "share_median": statistics.median(shares), "share_max": max(shares), "status": status,
            "entries": statistics.fmean(sum(len(v) for v in r.values()) for r in reqs),
            "top_ms": per["top"], "full_ms": per["full"], "speedup": per["full"] / per["top"]}


def main() -> None:
    ap = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "bench_topk")
    ap.add_argument("--calls", type=int, default=20, help="timed calls over all topics, per fuser (default 20)")
    args = ap.parse_args()
    data_dir = harness.data_dir(args.data_dir)
    pairs = PAIRS[:1] if args.quick else PAIRS
    calls = 4 if args.quick else args.calls
    rows = []
    for lexical, neural in pairs:
        reqs = requests(data_dir, lexical, neural)
        for label, (top, full) in fusers(list(reqs[0])).items():
            row = {"lexical": lexical, "neural": neural, "method": label, "k": K, **measure(reqs, top, full, calls)}
            rows.append(row)
            print(row, flush=True)
    env = harness.environment()
    header = ["lexical run", "neural run", "method", "entries / request", "share read (mean)", "median", "max",
              "ended", "equal to full", "top ms", "full ms", "full / top"]
    table = [[r["lexical"], r["neural"], r["method"], f"{r['entries']:.0f}", f"{r['share_mean']:.1%}",
              f"{r['share_median']:.1%}", f"{r['share_max']:.1%}",
              ", ".join(f"{k} {v}" for k, v in sorted(r["status"].items())),
              f"{r['equal']}/{r['queries']}" + ("" if r["same_bits"] else " (bits differ)"),
              f"{r['top_ms']:.4f}", f"{r['full_ms']:.4f}", f"{r['speedup']:.1f}x"] for r in rows]
    rrf = [r for r in rows if r["method"] == "rrf"]
    comb = [r for r in rows if r["method"].startswith("combsum")]
    summary = [
        f"* RRF: mean share read {statistics.fmean(r['share_mean'] for r in rrf):.1%} over {len(rrf)} pairs "
        f"(target <= 30%: {'met' if all(r['share_mean'] <= 0.30 for r in rrf) else 'NOT met'}); "
        f"CombSUM (min-max): {statistics.fmean(r['share_mean'] for r in comb):.1%}.",
        f"* Equal to the full Fuser (docids and score bits) on {sum(r['equal'] for r in rows)} of "
        f"{sum(r['queries'] for r in rows)} requests.",
        f"* Faster than the full Fuser on every row: {'yes' if all(r['speedup'] > 1 for r in rows) else 'NO'} "
        f"(full / top from {min(r['speedup'] for r in rows):.1f}x to {max(r['speedup'] for r in rows):.1f}x).",
    ]
    lines = ["# Certified top-k (Fuser.top) on TREC-COVID round 5: share read, equality, time", "",
             f"`nice python -m benchmarks.bench_topk --calls {calls}`{' --quick' if args.quick else ''}. "
             f"{harness.environment_line(env)}  One request per topic (50): the two runs' lists as dicts docid -> "
             "score, best first; k = 10.  Share read: entries read (and, for CombSUM, one look at each list's "
             "last entry for its lowest score) over the entries of both lists.  Times: median milliseconds per "
             "request, top and full timed in alternating blocks; both answer from the compiled kernel "
             "(`rankagg._fuse_native`).  Ended: proven (the bounds proved the answer before the lists ended) or "
             "exhausted (read to the end: a top-10 document absent from a list is known absent only there).", "",
             *harness.markdown_table(header, table), "", *summary]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("topk", [{**r, "unit": "ms"} for r in rows], json_path=json_path, md_path=md_path,
                          markdown="\n".join(lines), env=env, calls=calls, k=K)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
