"""Is ``rankagg tune``'s interval calibrated?  Tune on half the topics, realise the gain on the other half.

    RANKAGG_DATA=../shared/data nice python -m benchmarks.bench_tune_coverage [--splits 20] [--rounds 2 3 4 5]

For each TREC-COVID round (2-5, each with its official measure: nDCG@10 for rounds 2 and 3, nDCG@20 for
4 and 5), ``--splits`` times: the judged topics are split at random into two halves; :func:`tune` (the
default nested search) runs on the first half alone; the setting it fits (the tuned family, before any
``--if-no-gain`` substitution, so that the interval is checked against the gain it describes) and the
label-free default (``rankagg fuse`` with no option; RRF k=60 with equal weights in the results measured before
issue 47) are scored on the second half; the realised gain is their mean
difference there.  A split is *covered* when the realised gain lies inside the 95% interval ``tune``
printed (``gain_ci``: a prediction interval for the gain on as many new topics).  The target (issue 32):
coverage >= 90% on every round.  Also recorded per split: the held-out estimate and the realised score of
the model next to the best single run of the second half, and the plain 95% confidence interval of the
mean gain that ``tune`` printed before (for comparison: it covers the realised gain less often).

``tune``'s held-out estimate on all the topics against the best single run is
benchmarks/bench_tune_heldout.py's (results/bench_tune_heldout.md).

``--method SUPERVISED`` (e.g. ``pooled``) checks ``rankagg tune --method SUPERVISED`` (the same job as
``rankagg train RUN... --qrels``) instead: on the first half, the method's 5-fold held-out estimate and the
interval it prints (:func:`~rankagg.experiments.train_runs.held_out_gain`), then the method fitted on that
half (:func:`~rankagg.experiments.train_runs.fit_on_judged`) and scored on the second half against RRF k=60.
Its "old interval" is the paired bootstrap interval of the mean held-out gain.  Writes
results/bench_tune_coverage_SUPERVISED.md and .json unless ``--out`` says otherwise.

Not a timed test: it measures calibration, not speed.  Writes results/bench_tune_coverage.md and .json
(results schema, one row per split).  ``--quick``: 2 splits on rounds 3 only (a smoke run).
"""

from __future__ import annotations

import re
import time
import warnings
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks import harness

OFFICIAL = {2: "nDCG@10", 3: "nDCG@10", 4: "nDCG@20", 5: "nDCG@20"}


def load_round(root: Path, r: int) -> tuple[Any, Any]:
    from rankagg.io import read_qrels, read_trec_runs

    src = root / f"trec-covid-round{r}"
    runs = sorted(str(p) for p in (src / "runs").glob("*.gz"))
    if not runs:
        raise SystemExit(f"{src}/runs/*.gz not found: set RANKAGG_DATA or give --data-dir")
    return read_trec_runs(runs), read_qrels(str(src / f"qrels-round{r}.txt"))


def _tune(data: Any, qrels: Any, measure: str, seed: int) -> Any:
    from rankagg.experiments.tune import tune

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # notes on queries without relevant documents: in the result
        return tune(data, qrels, measure=measure, seed=seed, learners=())  # the weight families' interval


def _supervised(data: Any, qrels: Any, measure: str, seed: int, method: str) -> dict[str, Any]:
    """What ``rankagg tune --method METHOD`` prints and fits on ``data``: its held-out gain and interval, the
    fitted model."""
    from rankagg.experiments.tune import paired_bootstrap_ci
    from rankagg.experiments.train_runs import fit_on_judged, held_out_gain

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # LightGBM's and NumPy's notes on tiny folds
        h = held_out_gain(data, qrels, method, measure, 5, seed, lambda message: None)
        model, _, _ = fit_on_judged(data, qrels, method, seed=seed)
    gain = h["held"] - h["default"]
    return {"model": model, "predicted_gain": float(gain.mean()), "interval": h["gain_interval"],
            "old_interval": paired_bootstrap_ci(gain), "predicted_score": float(h["held"].mean())}


def one_round(data: Any, qrels: Any, r: int, splits: int, seed: int, say: Any, first_split: int = 1,
              method: str | None = None) -> list[dict]:
    from rankagg.experiments.tune import gain_prediction_interval
    from rankagg.experiments.tune_objective import TrecObjective
    from rankagg.experiments.tune_search import Evaluator

    measure = OFFICIAL[r]
    objective = TrecObjective(data, qrels, measure, depth=1000)
    ev = Evaluator(data, "rrf", objective)
    # the reference of tune's and train's gains since issue 47: the label-free default (rankagg fuse with no
    # option), on every topic of the round (results measured before issue 47 used RRF k=60, equal weights)
    from rankagg.experiments.tune_policy import default_values

    untuned = default_values(data, objective)
    quality = np.stack([objective.of_ranker(j) for j in range(data.n_rankers)], axis=1)
    judged = np.flatnonzero(objective.judged)
    rng = np.random.default_rng(seed)
    rows = []
    for s in range(splits):
        perm = rng.permutation(judged)
        if s + 1 < first_split:
            continue  # the split another process measured: drawn all the same, so later splits do not change
        first, second = perm[: len(perm) // 2], perm[len(perm) // 2:]
        t0 = time.perf_counter()
        if method is not None:
            rows.append(_supervised_split(data, qrels, r, s, seed, method, first, second, untuned, quality, objective))
            rows[-1]["seconds"] = time.perf_counter() - t0
            _say_split(say, rows[-1], splits)
            continue
        res = _tune(data.select_queries(np.sort(first)), qrels, measure, seed + 1 + s)  # the other half unseen
        weights = np.array([res.weights[n] for n in data.ranker_names], dtype=np.float64)
        tuned = ev(dict(res.params), weights)
        gain = tuned[second] - untuned[second]
        realised = float(gain.mean())
        lo, hi = res.gain_ci
        held = res.cv_estimate - res.cv_default
        best_second = int(np.argmax(quality[second].mean(axis=0)))
        row = {"round": r, "split": s + 1, "n_tune": len(first), "n_test": len(second),
               "predicted_gain": held, "interval_lo": lo, "interval_hi": hi, "realised_gain": realised,
               "covered": bool(lo <= realised <= hi), "helps": bool(res.helps), "family": res.family,
               "predicted_score": res.cv_estimate, "realised_score": float(tuned[second].mean()),
               "realised_untuned": float(untuned[second].mean()),
               "best_run_second_half": float(quality[second, best_second].mean()),
               "seconds": time.perf_counter() - t0}
        olo, ohi = res.gain_mean_ci  # what tune printed before: the confidence interval of the mean gain
        row.update(old_interval_lo=olo, old_interval_hi=ohi, old_ci_covered=bool(olo <= realised <= ohi))
        # the prediction interval without the cross-validation correction (tune's interval before it)
        ulo, uhi = gain_prediction_interval(res.held_out - untuned[np.sort(first)], seed=seed + 1 + s)
        row.update(uncorrected_lo=ulo, uncorrected_hi=uhi, uncorrected_covered=bool(ulo <= realised <= uhi))
        rows.append(row)
        _say_split(say, row, splits)
    return rows


def _say_split(say: Any, row: dict, splits: int) -> None:
    say(f"round {row['round']} split {row['split']}/{splits}: predicted {row['predicted_gain']:+.4f} "
        f"[{row['interval_lo']:+.4f}, {row['interval_hi']:+.4f}], realised {row['realised_gain']:+.4f} -> "
        f"{'covered' if row['covered'] else 'MISSED'} ({row['seconds']:.0f} s)")


def _supervised_split(data: Any, qrels: Any, r: int, s: int, seed: int, method: str, first: Any, second: Any,
                      untuned: Any, quality: Any, objective: Any) -> dict:
    """One split of ``--method``: the method's printout and model from the first half, scored on the second."""
    res = _supervised(data.select_queries(np.sort(first)), qrels, OFFICIAL[r], seed + 1 + s, method)
    scores = np.asarray(res["model"].score(data), dtype=np.float64)
    realised_values = objective.per_query(scores)
    realised = float((realised_values[second] - untuned[second]).mean())
    lo, hi = res["interval"]
    olo, ohi = res["old_interval"]
    best_second = int(np.argmax(quality[second].mean(axis=0)))
    return {"round": r, "split": s + 1, "n_tune": len(first), "n_test": len(second),
            "predicted_gain": res["predicted_gain"], "interval_lo": lo, "interval_hi": hi,
            "realised_gain": realised, "covered": bool(lo <= realised <= hi), "helps": bool(lo > 0),
            "family": method, "predicted_score": res["predicted_score"],
            "realised_score": float(realised_values[second].mean()),
            "realised_untuned": float(untuned[second].mean()),
            "best_run_second_half": float(quality[second, best_second].mean()),
            "old_interval_lo": olo, "old_interval_hi": ohi, "old_ci_covered": bool(olo <= realised <= ohi)}


def _round_job(job: tuple[str, int, int, int, float, int, str | None]) -> list[dict]:
    root, r, splits, seed, started, first_split, method = job

    def say(message: str) -> None:
        print(f"[{time.time() - started:7.1f}s] {message}", flush=True)

    data, qrels = load_round(Path(root), r)
    return one_round(data, qrels, r, splits, seed, say, first_split, method)


def main(argv: list[str] | None = None) -> None:
    default_out = harness.RESULTS / "bench_tune_coverage"
    ap = harness.parser(__doc__, repeat=None, out=default_out)
    ap.add_argument("--splits", type=int, default=20, help="random topic halves per round (default 20)")
    ap.add_argument("--rounds", type=int, nargs="+", default=[2, 3, 4, 5], choices=[2, 3, 4, 5])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1, help="rounds run in parallel processes (default 1)")
    ap.add_argument("--first-split", type=int, default=1, help="start at this split (the earlier ones drawn and skipped)")
    ap.add_argument("--merge", nargs="+", metavar="JSON",
                    help="write --out from the rows of these result files (one per round, run separately) instead")
    ap.add_argument("--method", default=None, metavar="SUPERVISED",
                    help="check `rankagg tune --method SUPERVISED` (e.g. pooled) instead of tune's default search")
    args = ap.parse_args(argv)
    if args.method is not None and args.out == str(default_out):
        args.out = str(harness.RESULTS / f"bench_tune_coverage_{re.sub(r'[^A-Za-z0-9_]+', '_', args.method).strip('_')}")
    if args.quick:
        args.splits, args.rounds = 2, [3]
    root = harness.data_dir(args.data_dir)
    machine = harness.environment()
    jobs = [(str(root), r, args.splits, args.seed, time.time(), args.first_split, args.method) for r in args.rounds]
    if args.merge:
        import json

        parts = [json.loads(Path(p).read_text()) for p in args.merge]
        per_round = [part["rows"] for part in parts]
        args.rounds = sorted({row["round"] for part in per_round for row in part})
        machine = {**parts[0]["environment"], "load_average": [max(p["environment"]["load_average"][i] for p in parts)
                                                                for i in range(3)]}
    elif args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            per_round = list(pool.map(_round_job, jobs))
    else:
        per_round = [_round_job(job) for job in jobs]
    rows = [row for part in per_round for row in part]
    summaries = [{"round": r, "measure": OFFICIAL[r]} for r in args.rounds]
    lines = render(summaries, rows, args, machine)
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("tune_coverage", rows, json_path=json_path, md_path=md_path, markdown="\n".join(lines),
                          env=machine, splits=args.splits, seed=args.seed)
    print("\n".join(lines))


def render(summaries: list[dict], rows: list[dict], args: Any, machine: dict) -> list[str]:
    method = getattr(args, "method", None)
    if method is None:
        intro = (f"`python -m benchmarks.bench_tune_coverage --splits {args.splits}` (with `nice`): per TREC-COVID "
                 f"round, {args.splits} random halves of the judged topics; `tune` (default nested search, the round's "
                 "official measure) on the first half, the fitted setting and the untuned default (RRF k=60) scored "
                 "on the second half.  *Covered*: the realised gain (tuned minus untuned, second half) inside the 95% "
                 "interval `tune` printed (a prediction interval for the gain on as many new topics, its estimate's "
                 "part widened by Nadeau & Bengio's cross-validation correction; issue 32).  For comparison on the "
                 "same splits: the prediction interval without that correction, and the old interval (a confidence "
                 "interval of the mean held-out gain, what `tune` printed before either).")
    else:
        intro = (f"`python -m benchmarks.bench_tune_coverage --method {method} --splits {args.splits}` (with `nice`): "
                 f"per TREC-COVID round, {args.splits} random halves of the judged topics; `rankagg tune --method "
                 f"{method}` on the first half (its 5-fold held-out gain over RRF k=60 and the 95% prediction "
                 "interval it prints, then the method fitted on that half), the fitted model and RRF k=60 scored on "
                 "the second half.  *Covered*: the realised gain inside the printed interval (issue 32).  The old "
                 "interval is the paired bootstrap confidence interval of the mean held-out gain.")
    lines = [f"# Is `rankagg tune`{'' if method is None else ' --method ' + method}'s interval calibrated? "
             "(benchmarks/bench_tune_coverage.py)", "", intro,
             f"{harness.environment_line(machine)}", "",
             "## Calibration (target: coverage >= 90% per round)", ""]
    table = []
    for s in summaries:
        rr = [x for x in rows if x["round"] == s["round"]]
        cov = np.mean([x["covered"] for x in rr])
        old = np.mean([x["old_ci_covered"] for x in rr])
        uncorrected = ([f"{np.mean([x['uncorrected_covered'] for x in rr]):.0%}"]
                       if all("uncorrected_covered" in x for x in rr) else ["n/a"])
        table.append([s["round"], s["measure"], len(rr), f"{np.mean([x['predicted_gain'] for x in rr]):+.4f}",
                      f"{np.mean([x['realised_gain'] for x in rr]):+.4f}",
                      f"{np.mean([x['interval_hi'] - x['interval_lo'] for x in rr]):.4f}",
                      f"**{cov:.0%}**", *uncorrected, f"{old:.0%}", f"{np.mean([x['helps'] for x in rr]):.0%}",
                      f"{np.mean([x['realised_score'] - x['best_run_second_half'] for x in rr]):+.4f}"])
    lines += harness.markdown_table(["round", "measure", "splits", "mean predicted gain", "mean realised gain",
                                     "mean interval width", "coverage", "uncorrected prediction interval's coverage",
                                     "old interval's coverage",
                                     "interval above 0", "realised minus best run of the half"], table)
    lines += ["", "## Every split", ""]
    lines += harness.markdown_table(
        ["round", "split", "predicted gain [95% interval]", "realised gain", "covered", "family",
         "realised score", "best run of that half"],
        [[x["round"], x["split"], f"{x['predicted_gain']:+.4f} [{x['interval_lo']:+.4f}, {x['interval_hi']:+.4f}]",
          f"{x['realised_gain']:+.4f}", "yes" if x["covered"] else "**no**", x["family"],
          f"{x['realised_score']:.4f}", f"{x['best_run_second_half']:.4f}"] for x in rows])
    return lines + [""]


if __name__ == "__main__":
    main()
