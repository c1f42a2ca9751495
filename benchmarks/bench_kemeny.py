"""Exact Kemeny with a proof (issue 37): 100 candidates, 50-5000 voters, Mallows and real instances.

* **Mallows**: 100 candidates, voters 50 / 51 / 500 / 5000 drawn from Mallows(identity, phi) (Kendall;
  :func:`rankagg.io.synthetic.mallows_positions`), phi 0.8 .. 0.98 (0.98 is close to uniform noise: the
  hardest).  Per instance: seconds to a proven optimum (``tie_rule=False``: any optimal order), and seconds
  with the house tie rule among optimal orders (``tie_rule=True``), each with the 10 s time limit of the aim.
* **Real**: the largest queries of MQ2008-agg (25 rankers' partial lists), with ``unranked="none"`` (pairs a
  ranker did not judge give no vote: about half the pairs of the largest query are never compared, tie, and
  make the relaxation degenerate) and ``unranked="below"`` (an unreturned item is below the returned ones).
* **pref_voting** (``kemeny_young_rankings``, which enumerates every order) beside rankagg on small
  profiles of 50 voters, where it finishes: the objective must be equal.

    RANKAGG_DATA=../shared/data python -m benchmarks.bench_kemeny [--quick] [--peer-max 7] [--out results/kemeny/bench]

Writes results/kemeny/bench.json (results schema) and bench.md.  pref_voting is optional (``pip install
pref-voting --no-deps``: it pins an old numba); without it its rows are left out.
"""

from __future__ import annotations

import time

import numpy as np

from benchmarks import harness
from rankagg.io.datasets import load_letor_agg
from rankagg.io.synthetic import mallows_positions
from rankagg.methods.kemeny.exact import solve_kemeny
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


def solve_row(Y: np.ndarray, **extra) -> dict:
    row = dict(extra, n_candidates=int(Y.shape[0]))
    for key, tie in (("proof", False), ("tie_rule", True)):
        t = time.perf_counter()
        cert = solve_kemeny(Y, time_limit=AIM_SECONDS, tie_rule=tie)
        row[f"{key}_s"] = time.perf_counter() - t
        row[f"{key}_proven"] = bool(cert.proven)
        row[f"{key}_gap"] = float(cert.gap)
        if tie:
            row["tie_rule_applied"] = bool(cert.tie_rule)
        row.update(objective=float(cert.objective), lower_bound=float(cert.lower_bound),
                   components=cert.n_components, largest_component=cert.largest_component)
    return row


def mallows_rows(quick: bool) -> list[dict]:
    rows = []
    phis = (0.9, 0.95) if quick else (0.8, 0.9, 0.95, 0.98)
    voters = (50, 500) if quick else (50, 51, 500, 5000)
    for phi in phis:
        for n_voters in voters:
            pos = mallows_positions(n_voters, 100, np.full(n_voters, phi), np.random.default_rng(1))
            rows.append(solve_row(votes_matrix(pos), instance=f"mallows phi={phi}", voters=n_voters))
            print(rows[-1], flush=True)
    return rows


def real_rows(data_dir, n_queries: int) -> list[dict]:
    """The largest MQ2008-agg queries, with ``unranked`` none (unjudged pairs tie) and below (they do not)."""
    data = load_letor_agg("MQ2008-agg", data_dir).all
    largest = np.argsort(-data.sizes, kind="stable")[:n_queries]
    rows = []
    for unranked in ("none", "below"):
        for q in largest:
            sub = data.select_queries(np.array([q]))
            perm = canonical_perm(sub)
            ranks = gather_ranks(np.asarray(sub.ranks, dtype=np.float64), perm, sub.offsets, unranked == "below")
            _, Yflat = binary_pairwise_flat(sub.offsets, ranks)
            n = int(sub.sizes[0])
            rows.append(solve_row(Yflat.reshape(n, n), instance=f"MQ2008-agg qid {sub.qids[0]} unranked={unranked}",
                                  voters=sub.n_rankers))
            print(rows[-1], flush=True)
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


def main(argv: list[str] | None = None) -> None:
    p = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "kemeny" / "bench")
    p.add_argument("--peer-max", type=int, default=7, help="largest candidate count for pref_voting")
    p.add_argument("--real-queries", type=int, default=6, help="largest MQ2008-agg queries solved")
    args = p.parse_args(argv)
    solve_kemeny(np.ones((20, 20)) - np.eye(20))  # numba compilation outside the timings
    rows = mallows_rows(args.quick) + real_rows(args.data_dir, 2 if args.quick else args.real_queries)
    peers = peer_rows(6 if args.quick else args.peer_max)
    env = harness.environment((*harness.PACKAGES, "pref-voting"))
    fmt = lambda r, k: f"{r[k + '_s']:.2f}" + ("" if r[k + "_proven"] else f" (gap {r[k + '_gap']:.0f})")  # noqa: E731
    lines = ["# Exact Kemeny with a proof (benchmarks/bench_kemeny.py)", "", harness.environment_line(env), "",
             f"Time limit {AIM_SECONDS:.0f} s per solve. *proof*: seconds to a proven optimal order (any); "
             "*tie rule*: seconds to the optimal order the house tie rule picks (`tie rule` no: the limit stopped "
             "the choice among optimal orders; the order is still optimal).", "",
             *harness.markdown_table(
                 ["instance", "candidates", "voters", "components", "largest", "objective", "proof s", "tie rule s",
                  "tie rule"],
                 [(r["instance"], r["n_candidates"], r["voters"], r["components"], r["largest_component"],
                   f"{r['objective']:.0f}", fmt(r, "proof"), fmt(r, "tie_rule"),
                   "yes" if r["tie_rule_applied"] else "no") for r in rows])]
    if peers:
        lines += ["", "pref_voting's `kemeny_young_rankings` (enumerates every order) on Mallows phi = 0.9, "
                  "50 voters; rankagg with the integer programme only (`dp_max=0`):", "",
                  *harness.markdown_table(["candidates", "pref_voting s", "rankagg s", "same objective"],
                                          [(r["n_candidates"], f"{r['pref_voting_s']:.2f}", f"{r['rankagg_s']:.3f}",
                                            r["equal"]) for r in peers])]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("kemeny", rows + peers, json_path=json_path, md_path=md_path, markdown="\n".join(lines),
                          env=env)


if __name__ == "__main__":
    main()
