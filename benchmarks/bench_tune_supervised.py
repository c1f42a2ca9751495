"""Past weights: do the seed papers' supervised aggregators beat ``rankagg tune``'s weights on TREC runs?

    RANKAGG_DATA=../shared/data nice python -m benchmarks.bench_tune_supervised [--rounds 2 3 4 5]
        [--learners lambdamart lr_agg lambdamart+prior ...] [--depth 100] [--size 200]

For each TREC-COVID round (2-5, official measure: nDCG@10 for rounds 2 and 3, nDCG@20 for 4 and 5):
``tune`` (default nested search) gives a held-out value per topic; each learner of
:data:`LEARNERS` is fitted on the same outer training folds (one
fifth of them held back for its early stopping / iterate selection) and scores the same outer test
folds, on the candidate pool (per topic: the documents in the first ``--depth`` places of some run, the
``--size`` best of them by RRF k=60; everything else below, in RRF order).  Reported per round: each
learner's held-out mean, its difference from tune's on the same topics with a paired bootstrap 95%
interval, the pool's recall of the relevant documents, the best single run.  The aim (issue 32): beat
tuned weights by 0.01 on average over the four rounds.

Writes results/bench_tune_supervised.md and .json (results schema, one row per round and learner).
``+prior``: the same learner given ``pooled``'s quality prior (one more ranker: the RRF weighted by the
runs' quality on the training topics, its exponent chosen on the validation topics), which also takes part
in choosing the pool (``pooled``'s default); ``, pool of the runs``: the pool from the runs alone.
``--quick``: round 3, lr_agg only (a smoke run).
"""

from __future__ import annotations

import time
import warnings
from typing import Any

import numpy as np

from benchmarks import harness
from benchmarks.bench_tune_coverage import OFFICIAL, load_round

#: the learners compared, as registry specs (the stacked methods of lambdamart restricted to cheap ones, so
#: that a fit takes seconds on 40 topics x 200 documents), and the ``pooled`` prior each is given
LEARNERS = {
    "lambdamart": "lambdamart(methods=['rrf', 'borda', 'combsum', 'combmnz'], min_data_in_leaf=20, "
                  "select_by='NDCG@10')",
    "lr_agg": "lr_agg(transform='logdiff', n_iter=100)",
    "stagg_sup": "stagg_sup",
}
#: ``pooled``'s prior given to a learner: (prior, prior_in_pool); ``lambdamart+prior`` is pooled's default
PRIORS = {"lambdamart+prior": ("quality", True), "lambdamart+prior, pool of the runs": ("quality", False),
          "lr_agg+prior": ("quality", True)}
for _name in PRIORS:
    LEARNERS[_name] = LEARNERS[_name.split("+")[0]]


def main(argv: list[str] | None = None) -> None:
    from rankagg.experiments.tune import paired_bootstrap_ci, tune
    from rankagg.experiments.tune_supervised import supervised_cv

    ap = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "bench_tune_supervised")
    ap.add_argument("--rounds", type=int, nargs="+", default=[2, 3, 4, 5], choices=[2, 3, 4, 5],
                    help="in this order (default 2 3 4 5)")
    ap.add_argument("--learners", nargs="+", default=["lambdamart", "lr_agg", "lambdamart+prior"],
                    choices=list(LEARNERS))
    ap.add_argument("--depth", type=int, default=100)
    ap.add_argument("--size", type=int, default=200)
    ap.add_argument("--merge", nargs="+", metavar="JSON",
                    help="write --out from the rows of these result files (rounds run separately) instead")
    args = ap.parse_args(argv)
    if args.merge:
        import json
        from pathlib import Path

        parts = [json.loads(Path(p).read_text()) for p in args.merge]
        rows = sorted((row for part in parts for row in part["rows"]), key=lambda row: row["round"])
        env = {**parts[0]["environment"], "joined_from": [
            {"learners": sorted({row["learner"] for row in part["rows"]}), "environment": part["environment"]}
            for part in parts]}
        print("\n".join(write(rows, args, env)))
        return
    if args.quick:
        args.rounds, args.learners = [3], ["lr_agg"]
    root = harness.data_dir(args.data_dir)
    machine = harness.environment()
    started = time.perf_counter()

    def say(message: str) -> None:
        print(f"[{time.perf_counter() - started:7.1f}s] {message}", flush=True)

    rows: list[dict[str, Any]] = []
    for r in args.rounds:
        data, qrels = load_round(root, r)
        measure = OFFICIAL[r]
        t0 = time.perf_counter()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            res = tune(data, qrels, measure=measure, learners=())  # the weight families, the learners beside them
        assert res.held_out is not None and res.fold_of_query is not None
        judged = res.fold_of_query >= 0
        best = max(res.run_scores, key=lambda k: res.run_scores[k])
        base = {"round": r, "measure": measure, "runs": data.n_rankers, "topics": int(judged.sum()),
                "best_run": best, "best_run_score": res.run_scores[best], "tune": res.nested_estimate,
                "untuned": res.cv_untuned}
        rows.append({**base, "learner": "tune (nested: untuned/params/quality)", "estimate": res.nested_estimate,
                     "diff_vs_tune": 0.0, "ci95": [0.0, 0.0], "seconds": time.perf_counter() - t0})
        say(f"round {r}: tune {res.nested_estimate:.4f}, best run {res.run_scores[best]:.4f}")
        for learner in args.learners:
            t0 = time.perf_counter()
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                sv = supervised_cv(data, qrels, LEARNERS[learner], measure=measure, part=res.fold_of_query,
                                   depth=args.depth, size=args.size,
                                   prior=PRIORS.get(learner, ("none", True))[0],
                                   prior_in_pool=PRIORS.get(learner, ("none", True))[1], progress=say)
            diff = sv.held_out[judged] - res.held_out[judged]
            rows.append({**base, "learner": learner, "estimate": sv.estimate, "diff_vs_tune": float(diff.mean()),
                         "ci95": list(paired_bootstrap_ci(diff)), "pool_items": sv.pool_items,
                         "pool_recall": sv.pool_recall, "seconds": time.perf_counter() - t0,
                         "per_topic": sv.held_out[judged].tolist()})
            say(f"round {r} {learner}: {sv.estimate:.4f} ({diff.mean():+.4f} vs tune; pool recall "
                f"{sv.pool_recall:.3f}, {sv.pool_items} items)")
            write(rows, args, machine)  # after every learner: a long run that is stopped keeps what it measured
    print("\n".join(write(rows, args, machine)))


def write(rows: list[dict], args: Any, machine: dict) -> list[str]:
    lines = render(rows, args, machine)
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("tune_supervised", rows, json_path=json_path, md_path=md_path, markdown="\n".join(lines),
                          env=machine, depth=args.depth, size=args.size)
    return lines


def render(rows: list[dict], args: Any, machine: dict) -> list[str]:
    lines = ["# Supervised aggregators against `rankagg tune`'s weights (benchmarks/bench_tune_supervised.py)", "",
             f"`python -m benchmarks.bench_tune_supervised --depth {args.depth} --size {args.size}` (with `nice`). "
             "Held-out means over the judged topics of each round (official measure), 5 outer folds of topics "
             "shared by every row of a round (tune's nested split); a learner's validation topics (early "
             "stopping, iterate selection) are one fifth of the outer training folds.  Pool: per topic the "
             f"documents in the first {args.depth} places of some run, the {args.size} best of them by RRF k=60; "
             "the rest below, in RRF order.  Difference: learner minus tune, paired by topic, bootstrap 95% "
             "interval.", harness.environment_line(machine), ""]
    for part in machine.get("joined_from", [])[1:]:  # --merge: say where the other runs' rows come from
        lines[-1:-1] = [f"Rows of {', '.join(part['learners'])} from another run: "
                        + harness.environment_line(part["environment"])]
    table = []
    for x in rows:
        table.append([x["round"], x["measure"], x["learner"], f"{x['estimate']:.4f}",
                      "" if x["learner"].startswith("tune") else
                      f"{x['diff_vs_tune']:+.4f} [{x['ci95'][0]:+.4f}, {x['ci95'][1]:+.4f}]",
                      f"{x['estimate'] - x['best_run_score']:+.4f}",
                      f"{x['pool_recall']:.3f}" if "pool_recall" in x else "", f"{x['seconds']:.0f}"])
    lines += harness.markdown_table(["round", "measure", "learner", "held-out", "minus tune [95%]",
                                     "minus best run", "pool recall of relevant", "seconds"], table)
    learners = sorted({x["learner"] for x in rows if not x["learner"].startswith("tune")})
    lines += ["", "Mean over the rounds:", ""]
    lines += harness.markdown_table(
        ["learner", "rounds", "mean held-out", "mean minus tune", "mean minus best run"],
        [[name, len(sel), f"{np.mean([x['estimate'] for x in sel]):.4f}",
          f"{np.mean([x['diff_vs_tune'] for x in sel]):+.4f}",
          f"{np.mean([x['estimate'] - x['best_run_score'] for x in sel]):+.4f}"]
         for name in ["tune (nested: untuned/params/quality)", *learners]
         if (sel := [x for x in rows if x["learner"] == name])])
    return lines + [""]


if __name__ == "__main__":
    main()
