"""Exact Kemeny with a proof and the house tie rule (issues 37, 49): Mallows, MQ2008-agg, the limits.

* **Mallows**: 50 voters drawn from Mallows(identity, phi) (Kendall; :func:`rankagg.io.synthetic.mallows_positions`),
  phi 0.5 .. 0.99 (0.99 is close to uniform noise: the hardest), n = 100 and n = 200 candidates.  Per
  instance, with the tie rule on (the default) and the 10 s time limit of the aim: seconds, whether the
  optimum is proven (bound = objective) and the tie rule's order reached, the gap otherwise, and the share of
  item pairs fixed by the reductions, in total and by each rule in the order they run (pairs across Condorcet
  components, the 3/4-majority rule, the majority rule and the MOT of
  :mod:`rankagg.methods.kemeny.reductions`, reduced-cost fixing; ``votes=50``: the profiles are complete
  orders); beside them, on the whole matrix, the share the plain MOT (Milosz & Hamel, weight 1/2, one sweep)
  fixes alone against the two exchange rules (iterated, optimised weight) alone.
* **MQ2008-agg, every query** (25 rankers' partial lists, ``unranked="below"``: an unreturned item is below
  the returned ones): the 10 s limit per query; the queries proven, the slowest, and each query not proven
  with its gap.  ``--real-none N`` adds the N largest queries with ``unranked="none"`` (unjudged pairs tie).
* **Limits**: one voter's 300 alternatives in one tie class, and 1000 candidates (Mallows 0.95, 50 voters),
  each in a fresh process with the default limit (60 s) and memory limit (2 GiB): wall seconds, peak memory,
  and the answer (proven, gap, or the refusal).
* **pref_voting** (``kemeny_young_rankings``, which enumerates every order) beside rankagg on small
  profiles of 50 voters, where it finishes: the objective must be equal.

    RANKAGG_DATA=../shared/data python -m benchmarks.bench_kemeny [--quick] [--peer-max 7] [--out results/kemeny/bench]

Writes results/kemeny/bench.json (results schema) and bench.md.  pref_voting is optional (``pip install
pref-voting --no-deps``: it pins an old numba); without it its rows are left out.
"""

from __future__ import annotations

import json
import time

import numpy as np

from benchmarks import harness
from rankagg.io.datasets import load_letor_agg
from rankagg.io.synthetic import mallows_positions
from rankagg.methods.kemeny.exact import DEFAULT_TIME_LIMIT, solve_kemeny
from rankagg.methods.kemeny.reductions import exchange_pairs
from rankagg.methods.canonical_order import canonical_perm, gather_ranks
from rankagg.methods.pairwise_kernels import binary_pairwise_flat

AIM_SECONDS = 10.0


def votes_matrix(pos: np.ndarray) -> np.ndarray:
    """``Y[i, j]`` = voters with ``i`` above ``j`` (``pos``: voters x candidates, 0 = best)."""
    n = pos.shape[1]
    Y = np.zeros((n, n))
    for start in range(0, len(pos), 500):
        p = pos[start:start + 500]
        Y += (p[:, :, None] < p[:, None, :]).sum(axis=0)
    return Y


def solve_row(Y: np.ndarray, votes: int | None = None, **extra) -> dict:
    t = time.perf_counter()
    cert = solve_kemeny(Y, time_limit=AIM_SECONDS, votes=votes)
    seconds = time.perf_counter() - t
    n = Y.shape[0]
    pairs = max(1, n * (n - 1) // 2)
    rules_alone = exchange_pairs(Y)[0].sum() / pairs  # outside the timing: the comparison with the plain MOT
    plain_mot = exchange_pairs(Y, plain_mot=True)[0].sum() / pairs
    return dict(extra, n_candidates=int(n), seconds=seconds, proven=bool(cert.proven),
                tie_rule_applied=bool(cert.tie_rule), gap=float(cert.gap), objective=float(cert.objective),
                lower_bound=float(cert.lower_bound), fixed_share=float(cert.fixed_share),
                fixed_by={k: float(v) for k, v in cert.fixed_by.items()}, plain_mot_alone=float(plain_mot),
                exchange_rules_alone=float(rules_alone),
                components=cert.n_components, largest_component=cert.largest_component,
                programmes=cert.n_programmes, note=cert.note)


def mallows_rows(quick: bool) -> list[dict]:
    rows = []
    phis = (0.9, 0.98) if quick else (0.5, 0.8, 0.9, 0.95, 0.98, 0.99)
    for n in (100, 200):
        for phi in phis:
            pos = mallows_positions(50, n, np.full(50, phi), np.random.default_rng(1))
            rows.append(solve_row(votes_matrix(pos), votes=50, instance=f"mallows phi={phi}", voters=50))
            print(rows[-1], flush=True)
    return rows


def query_matrix(sub, unranked: str) -> np.ndarray:
    perm = canonical_perm(sub)
    ranks = gather_ranks(np.asarray(sub.ranks, dtype=np.float64), perm, sub.offsets, unranked == "below")
    _, Yflat = binary_pairwise_flat(sub.offsets, ranks)
    n = int(sub.sizes[0])
    return Yflat.reshape(n, n)


def real_rows(data_dir, quick: bool, n_none: int) -> tuple[list[dict], dict]:
    """Every MQ2008-agg query with ``unranked="below"`` (the summary and each one not proven), and the
    ``n_none`` largest with ``unranked="none"``."""
    data = load_letor_agg("MQ2008-agg", data_dir).all
    by_size = np.argsort(-data.sizes, kind="stable")
    queries = by_size[:20] if quick else by_size
    rows, below = [], []
    for q in queries:
        sub = data.select_queries(np.array([q]))
        row = solve_row(query_matrix(sub, "below"), instance=f"MQ2008-agg qid {sub.qids[0]} unranked=below",
                        voters=sub.n_rankers)
        below.append(row)
        if not (row["proven"] and row["tie_rule_applied"]) or row["seconds"] > 1.0:
            rows.append(row)
            print(row, flush=True)
    summary = {"instance": "MQ2008-agg every query, unranked=below", "queries": len(below),
               "proven": sum(r["proven"] for r in below),
               "tie_rule_applied": sum(r["tie_rule_applied"] for r in below),
               "max_seconds": max(r["seconds"] for r in below), "total_seconds": sum(r["seconds"] for r in below),
               "largest": max(r["n_candidates"] for r in below), "max_gap": max(r["gap"] for r in below),
               "mean_fixed_share": float(np.mean([r["fixed_share"] for r in below])),
               "mean_fixed_by": {k: float(np.mean([r["fixed_by"][k] for r in below])) for k in below[0]["fixed_by"]},
               "mean_plain_mot_alone": float(np.mean([r["plain_mot_alone"] for r in below])),
               "mean_exchange_rules_alone": float(np.mean([r["exchange_rules_alone"] for r in below]))}
    print(summary, flush=True)
    for q in by_size[:n_none]:
        sub = data.select_queries(np.array([q]))
        rows.append(solve_row(query_matrix(sub, "none"), instance=f"MQ2008-agg qid {sub.qids[0]} unranked=none",
                              voters=sub.n_rankers))
        print(rows[-1], flush=True)
    return rows, summary


#: the limits' instances, each run in a fresh process (its own peak memory) with the defaults
LIMIT_JOB = """
import json, sys, time
import numpy as np
from rankagg.exceptions import ProblemTooLargeError
from rankagg.io.synthetic import mallows_positions
from rankagg.methods.kemeny.exact import DEFAULT_TIME_LIMIT, solve_kemeny
from rankagg.methods.kemeny.reductions import exchange_pairs
kind = sys.argv[1]
if kind == "tied300":
    Y, votes = np.zeros((300, 300)), None  # one voter, every alternative in one tie class: no preference
else:
    n = int(kind)
    pos = mallows_positions(50, n, np.full(50, 0.95), np.random.default_rng(1))
    Y = np.zeros((n, n))
    for s in range(0, 50, 5):
        p = pos[s:s + 5]
        Y += (p[:, :, None] < p[:, None, :]).sum(axis=0)
    votes = 50
t = time.perf_counter()
try:
    c = solve_kemeny(Y, votes=votes)
    out = dict(seconds=time.perf_counter() - t, proven=bool(c.proven), tie_rule_applied=bool(c.tie_rule),
               gap=float(c.gap), objective=float(c.objective), lower_bound=float(c.lower_bound),
               fixed_share=float(c.fixed_share), fixed_by=c.fixed_by, components=c.n_components,
               largest_component=c.largest_component,
               note=c.note, refused="")
except ProblemTooLargeError as e:
    out = dict(seconds=time.perf_counter() - t, refused=str(e))
print(json.dumps(out))
"""


def limit_rows(quick: bool) -> list[dict]:
    rows = []
    for kind, label in (("tied300", "300 alternatives, one tie class (1 voter)"),
                        ("1000", "1000 candidates, Mallows phi=0.95, 50 voters")):
        if quick and kind == "1000":
            continue
        m = harness.run_measured(harness.python_job(LIMIT_JOB, kind), timeout=DEFAULT_TIME_LIMIT * 3, check=False)
        row = {"instance": label, "wall_s": m.wall, "peak_mib": m.peak_mb, "exit": m.returncode,
               "timed_out": m.timed_out}
        if m.returncode == 0:
            row.update(json.loads(m.stdout.strip().splitlines()[-1]))
        else:
            row["error"] = m.stderr[-500:]
        rows.append(row)
        print(row, flush=True)
    return rows


def peer_rows(max_candidates: int) -> list[dict]:
    try:
        from pref_voting.other_methods import kemeny_young_rankings
        from pref_voting.profiles import Profile
    except ImportError:
        print("pref_voting not installed: its rows are left out")
        return []
    rows = []
    kemeny_young_rankings(Profile([(0, 1, 2), (1, 2, 0)]))  # compile its numba kernels outside the timing
    for m in range(5, max_candidates + 1):
        rng = np.random.default_rng(m)
        pos = mallows_positions(50, m, np.full(50, 0.9), rng)
        prof = Profile([tuple(int(c) for c in np.argsort(p)) for p in pos])
        t = time.perf_counter()
        _, peer_obj = kemeny_young_rankings(prof)
        peer_s = time.perf_counter() - t
        t = time.perf_counter()
        cert = solve_kemeny(votes_matrix(pos), dp_max=0)  # the integer programme, not the DP
        ours_s = time.perf_counter() - t
        rows.append({"instance": "pref_voting vs rankagg (milp)", "n_candidates": m, "voters": 50,
                     "pref_voting_s": peer_s, "pref_voting_objective": float(peer_obj),
                     "rankagg_s": ours_s, "objective": float(cert.objective), "equal": float(peer_obj) == cert.objective})
        print(rows[-1], flush=True)
    return rows


def _answer(r: dict) -> str:
    if r.get("refused"):
        return "refused: " + r["refused"][:120]
    if not r["proven"]:
        return f"gap {r['gap']:.0f}"
    return "proven, tie rule" if r["tie_rule_applied"] else "proven; " + r["note"][:60]


def main(argv: list[str] | None = None) -> None:
    p = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "kemeny" / "bench")
    p.add_argument("--peer-max", type=int, default=7, help="largest candidate count for pref_voting")
    p.add_argument("--real-none", type=int, default=2, help="largest MQ2008-agg queries also run with unranked=none")
    args = p.parse_args(argv)
    solve_kemeny(np.ones((20, 20)) - np.eye(20))  # numba compilation outside the timings
    mallows = mallows_rows(args.quick)
    real, summary = real_rows(args.data_dir, args.quick, 0 if args.quick else args.real_none)
    limits = limit_rows(args.quick)
    peers = peer_rows(6 if args.quick else args.peer_max)
    env = harness.environment((*harness.PACKAGES, "pref-voting"))
    by = lambda r, k: f"{r['fixed_by'][k]:.1%}"  # noqa: E731
    table = lambda rows: harness.markdown_table(  # noqa: E731
        ["instance", "candidates", "voters", "components", "largest", "objective", "seconds", "answer",
         "pairs fixed", "components", "3/4 rule", "majority rule", "MOT", "reduced costs", "plain MOT alone",
         "both rules alone"],
        [(r["instance"], r["n_candidates"], r["voters"], r["components"], r["largest_component"],
          f"{r['objective']:.0f}", f"{r['seconds']:.2f}", _answer(r), f"{r['fixed_share']:.1%}",
          by(r, "components"), by(r, "3/4 rule"), by(r, "majority rule"), by(r, "MOT"), by(r, "reduced costs"),
          f"{r['plain_mot_alone']:.1%}", f"{r['exchange_rules_alone']:.1%}") for r in rows])
    lines = ["# Exact Kemeny with a proof (benchmarks/bench_kemeny.py)", "", harness.environment_line(env), "",
             f"Time limit {AIM_SECONDS:.0f} s per solve, the tie rule on (the default). *answer*: *proven, tie rule* "
             "= the optimum is proven (bound = objective) and the order is the one the house tie rule picks; "
             "*gap*: the limit stopped the proof. *pairs fixed*: the share of item pairs fixed before or beside "
             "the integer programme, then the share each reduction fixed, in the order they run (each counts only "
             "the pairs the ones before left): pairs across Condorcet components, the 3/4-majority rule (Mallows "
             "only: complete votes), the majority rule and the MOT (iterated, optimised weight; "
             "`rankagg.methods.kemeny.reductions.exchange_pairs`), reduced-cost fixing. "
             "*plain MOT alone* / *both rules alone*: on the whole matrix, outside the timing, the share the "
             "plain Major Order Theorem (weight 1/2, one sweep) fixes, and the share the two exchange rules fix.", "",
             "## Mallows, 50 voters", "", *table(mallows), "",
             "## MQ2008-agg, every query (unranked=below)", "",
             f"{summary['queries']} queries (up to {summary['largest']} items): {summary['proven']} proven, "
             f"{summary['tie_rule_applied']} with the tie rule's order; slowest {summary['max_seconds']:.2f} s, "
             f"all {summary['total_seconds']:.1f} s; largest gap {summary['max_gap']:.0f}; mean share of pairs "
             f"fixed {summary['mean_fixed_share']:.1%} ("
             + ", ".join(f"{k} {v:.1%}" for k, v in summary["mean_fixed_by"].items())
             + f"; plain MOT alone {summary['mean_plain_mot_alone']:.1%}, both exchange rules alone "
             f"{summary['mean_exchange_rules_alone']:.1%}).  The queries that took over 1 s or were not settled "
             "(and the largest with unranked=none):", "", *table(real), "",
             "## Limits (fresh process, default 60 s limit and 2 GiB memory limit)", "",
             *harness.markdown_table(["instance", "wall s", "peak MiB", "answer", "solver s", "pairs fixed"],
                                     [(r["instance"], f"{r['wall_s']:.1f}", f"{r['peak_mib']:.0f}",
                                       _answer(r) if "seconds" in r else f"exit {r['exit']}",
                                       f"{r.get('seconds', float('nan')):.1f}",
                                       f"{r.get('fixed_share', float('nan')):.1%}") for r in limits])]
    if peers:
        lines += ["", "pref_voting's `kemeny_young_rankings` (enumerates every order) on Mallows phi = 0.9, "
                  "50 voters; rankagg with the integer programme only (`dp_max=0`):", "",
                  *harness.markdown_table(["candidates", "pref_voting s", "rankagg s", "same objective"],
                                          [(r["n_candidates"], f"{r['pref_voting_s']:.2f}", f"{r['rankagg_s']:.3f}",
                                            r["equal"]) for r in peers])]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("kemeny", mallows + real + [summary] + limits + peers, json_path=json_path,
                          md_path=md_path, markdown="\n".join(lines), env=env)


if __name__ == "__main__":
    main()
