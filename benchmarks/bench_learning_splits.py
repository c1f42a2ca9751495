"""Does learning leave its user at least as well off as not learning?  Split halves of rounds 2-5 (issue 47).

    RANKAGG_DATA=../shared/data OMP_NUM_THREADS=1 nice python -m benchmarks.bench_learning_splits [--splits 10]

For each TREC-COVID round (2-5, its official measure: nDCG@10 for rounds 2 and 3, nDCG@20 for 4 and 5),
``--splits`` times (seeded): 15 judged topics drawn at random to learn on, as a user with few judgments
would have; the round's other judged topics are the test topics, never seen by anything that learns.
On the learning topics (the runs restricted to them, as a user who fused only those would have),
:func:`~rankagg.experiments.tune.tune` with its defaults (the nested search over the weight families and
``pooled``; the RRF grid of :data:`K_GRID`, see below).  Then, on the test topics, per-topic measure of:

* **default**: the label-free default, what ``rankagg fuse`` writes with no option (scored on all the
  round's topics, as a user fuses them);
* **always-ship**: the best learnt model (the family ``tune`` chose, fitted on the 15 topics), shipped
  whatever its estimate;
* **tune**: what ``rankagg tune`` writes with its defaults: the learnt model when the rule ships it (the
  one-sided lower bound of the expected gain over the default, :mod:`rankagg.experiments.tune_policy`),
  the default otherwise;
* **train**: what ``rankagg train`` writes with its defaults: ``pooled`` when the same rule ships it (its
  held-out gains are ``tune``'s ``pooled`` family's: the same folds for the same seed), the default
  otherwise; the model file is written (``save_model`` or the default's fusion document), read back as
  ``rankagg fuse --model`` reads it, and applied; its scores must equal the fitted model's bit for bit
  (*applies*), and on each round's first split ``rankagg fuse --model`` itself runs on the round's files;
* **never-ship**: the default.

The rule's confidence is chosen from the same splits: for each of
:data:`~rankagg.experiments.tune_policy.CANDIDATE_CONFIDENCES` (and the old rule, the prediction interval's
lower end above 0), the mean realised gain of shipping by it, against always and never shipping.

Cost: the nested search takes 2-3 minutes a split on round 2 (51 runs) single-threaded, so RRF's ``k``
grid is cut from 16 values to the 6 of :data:`K_GRID` (the families, their candidates and the learner
unchanged; never anything tuned on test topics).  ``--jobs 2`` runs two rounds at a time (each process
single-threaded).  Writes results/bench_learning_splits.{json,md}.  ``--quick``: 2 splits of round 3.
"""

from __future__ import annotations

import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks import harness

OFFICIAL = {2: "nDCG@10", 3: "nDCG@10", 4: "nDCG@20", 5: "nDCG@20"}
LEARN_TOPICS = 15
#: RRF's k grid in this benchmark (the method's own: 1 .. 1000, 16 values): for its cost alone
K_GRID = [5, 10, 20, 60, 200, 1000]


def _round_files(root: Path, r: int) -> tuple[list[str], str]:
    src = root / f"trec-covid-round{r}"
    runs = sorted(str(p) for p in (src / "runs").glob("*.gz"))
    if not runs:
        raise SystemExit(f"{src}/runs/*.gz not found: set RANKAGG_DATA or give --data-dir")
    return runs, str(src / f"qrels-round{r}.txt")


def _applies(model: Any, data: Any, expected: np.ndarray, tmp: Path) -> bool:
    """The model written as ``rankagg train`` writes it, read back as ``rankagg fuse --model`` reads it, scores
    ``data`` as ``expected`` bit for bit."""
    from rankagg.methods.registry import make_method
    from rankagg.models import load_model, read_fusion_model, save_model

    path = tmp / "train-model.json"
    if isinstance(model, dict):
        import json

        path.write_text(json.dumps(model) + "\n")
        doc = read_fusion_model(path)
        if doc is None:
            return False
        scores = make_method(doc["method"], **doc["params"]).score(data)
    else:
        save_model(model, path)
        scores = load_model(path).score(data)
    return bool(np.asarray(scores, dtype=np.float64).tobytes() == expected.tobytes())


def _fuse_cli(model: Any, runs: list[str], qrels: Any, objective: Any, expected: np.ndarray, tmp: Path) -> bool:
    """``rankagg fuse RUN... --model`` on the round's files: the per-topic measure of what it writes equals
    the fitted model's on every judged topic."""
    import json

    from rankagg.cli import main
    from rankagg.experiments.tune_objective import TrecObjective
    from rankagg.io import read_trec_runs
    from rankagg.models import save_model

    path, out = tmp / "cli-model.json", tmp / "fused.run"
    if isinstance(model, dict):
        path.write_text(json.dumps(model) + "\n")
    else:
        save_model(model, path)
    if main(["fuse", *runs, "--model", str(path), "--quiet", "-o", str(out)]) != 0:
        return False
    fused = read_trec_runs([str(out)])
    written = dict(zip(map(str, fused.qids), TrecObjective(fused, qrels, objective.name, depth=1000).of_ranker(0)))
    mine = objective.per_query(expected)
    judged = [(str(q), mine[i]) for i, q in enumerate(objective.data.qids) if objective.judged[i]]
    return all(q in written and abs(written[q] - v) < 1e-12 for q, v in judged)


def one_round(root: Path, r: int, splits: int, seed: int, say: Any, first_split: int = 1) -> Any:
    """The splits of round ``r``, one row each, as they are measured (a generator: the rounds interleave)."""
    from rankagg.experiments.train_runs import fit_on_judged
    from rankagg.experiments.tune import tune
    from rankagg.experiments.tune_objective import TrecObjective
    from rankagg.experiments.tune_policy import (CANDIDATE_CONFIDENCES, default_model, default_values,
                                                 expected_gain_bound)
    from rankagg.experiments.tune_search import Evaluator
    from rankagg.io import read_qrels, read_trec_runs

    runs, qrels_path = _round_files(root, r)
    data, qrels = read_trec_runs(runs), read_qrels(qrels_path)
    measure = OFFICIAL[r]
    objective = TrecObjective(data, qrels, measure, depth=1000)
    from rankagg.defaults import DEFAULT_METHOD
    from rankagg.methods.registry import make_method

    default_scores = np.asarray(make_method(DEFAULT_METHOD).score(data), dtype=np.float64)
    default = objective.per_query(default_scores)  # what rankagg fuse writes with no option, on every topic
    judged = np.flatnonzero(objective.judged)
    rng = np.random.default_rng(seed + r)
    for s in range(splits):
        t0 = time.perf_counter()
        perm = rng.permutation(judged)
        if s + 1 < first_split:
            continue  # measured by another process: drawn all the same, so the later splits do not change
        learn, test = np.sort(perm[:LEARN_TOPICS]), np.sort(perm[LEARN_TOPICS:])
        sub = data.select_queries(learn)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # notes on tiny folds: in the result
            res = tune(sub, qrels, measure=measure, seed=seed + s, param_grid={"k": K_GRID})
        ref = default_values(sub, TrecObjective(sub, qrels, measure, depth=1000))
        on = ~np.isnan(res.held_out)
        if res.learnt_model is not None:
            learnt = np.asarray(res.learnt_model.score(data), dtype=np.float64)
        else:
            weights = np.array([res.weights[n] for n in data.ranker_names], dtype=np.float64)
            learnt = Evaluator(data, res.method, objective).scores(dict(res.params), weights)
        learnt_q = objective.per_query(learnt)
        pooled_diff = res.family_held_out["pooled"][on] - ref[on]
        train_ships = bool(expected_gain_bound(pooled_diff, folds=res.n_folds) > 0)
        if res.learnt_model is not None and res.family == "pooled":
            pooled = res.learnt_model
        else:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                pooled = fit_on_judged(sub, qrels, "pooled", seed=seed + s)[0]
        pooled_scores = np.asarray(pooled.score(data), dtype=np.float64)
        pooled_q = objective.per_query(pooled_scores)
        # both models train may write (the learnt one, the default's document), whichever the rule's confidence
        with tempfile.TemporaryDirectory() as tmp:
            applies_pooled = _applies(pooled, data, pooled_scores, Path(tmp))
            applies_default = _applies(default_model(), data, default_scores, Path(tmp))
            cli = None
            if s == 0:
                cli = (_fuse_cli(pooled, runs, qrels, objective, pooled_scores, Path(tmp)) if train_ships else
                       _fuse_cli(default_model(), runs, qrels, objective, default_scores, Path(tmp)))
        applies = applies_pooled if train_ships else applies_default
        diff = res.held_out[on] - ref[on]
        gain_learnt = float((learnt_q[test] - default[test]).mean())
        gain_pooled = float((pooled_q[test] - default[test]).mean())
        row = {"round": r, "split": s + 1, "n_learn": len(learn), "n_test": len(test), "family": res.family,
               "family_cv": res.family_cv, "cv_default": res.cv_default, "cv_estimate": res.cv_estimate,
               "held_out_gain": float(diff.mean()), "gain_bound": res.gain_bound, "ships": bool(res.helps),
               "prediction_lo": res.gain_ci[0],
               "bounds": {str(c): expected_gain_bound(diff, folds=res.n_folds, confidence=c)
                          for c in CANDIDATE_CONFIDENCES},
               "pooled_bounds": {str(c): expected_gain_bound(pooled_diff, folds=res.n_folds, confidence=c)
                                 for c in CANDIDATE_CONFIDENCES},
               "test_default": float(default[test].mean()), "test_learnt": float(learnt_q[test].mean()),
               "test_pooled": float(pooled_q[test].mean()), "gain_learnt": gain_learnt, "gain_pooled": gain_pooled,
               "gain_tune": gain_learnt if res.helps else 0.0, "train_ships": train_ships,
               "gain_train": gain_pooled if train_ships else 0.0, "train_applies": applies,
               "applies_pooled": applies_pooled, "applies_default": applies_default,
               "train_fuse_cli": cli, "seconds": time.perf_counter() - t0}
        yield row
        say(f"round {r} split {s + 1}/{splits}: {res.family} {'ships' if res.helps else 'not shipped'} "
            f"(bound {res.gain_bound:+.4f}); test gain learnt {gain_learnt:+.4f}, pooled {gain_pooled:+.4f} "
            f"(train {'ships' if train_ships else 'default'}, applies {applies}); {row['seconds']:.0f} s")


def _round_job(job: tuple[str, list[int], int, int, float, str, int]) -> list[dict]:
    """The rounds of one process, their splits interleaved (split 1 of each round, then split 2, ...), each row
    appended to ``partial`` (JSON lines) as it is measured."""
    import json

    root, rounds, splits, seed, started, partial, first_split = job

    def say(message: str) -> None:
        print(f"[{time.time() - started:7.1f}s] {message}", flush=True)

    going = [one_round(Path(root), r, splits, seed, say, first_split) for r in rounds]
    rows: list[dict] = []
    while going:
        for g in list(going):
            try:
                row = next(g, None)
            except Exception:
                import traceback

                say(f"a split failed:\n{traceback.format_exc()}")
                raise
            if row is None:
                going.remove(g)
                continue
            rows.append(row)
            with open(partial, "a") as fh:
                fh.write(json.dumps(row, default=float) + "\n")
    return rows


def _mean_p(values: list[float]) -> str:
    from scipy.stats import ttest_1samp

    v = np.asarray(values, dtype=np.float64)
    if not np.any(v != 0):
        return f"{v.mean():+.4f}"
    p = ttest_1samp(v, 0.0).pvalue if np.std(v) > 0 else 0.0
    return f"{v.mean():+.4f} (p={p:.2g})"


def render(rows: list[dict], args: Any, machine: dict) -> list[str]:
    from rankagg.experiments.tune_policy import CANDIDATE_CONFIDENCES, DECISION_CONFIDENCE

    rounds = sorted({x["round"] for x in rows})
    lines = ["# Learning against the label-free default: split halves of rounds 2-5 "
             "(benchmarks/bench_learning_splits.py)", "",
             f"`python -m benchmarks.bench_learning_splits --splits {args.splits}` (OMP_NUM_THREADS=1, `nice`, "
             f"{args.jobs} process(es)): per TREC-COVID round, {args.splits} seeded splits; `tune` with its defaults "
             f"(nested search over the weight families and `pooled`; RRF's k grid cut to {K_GRID} for cost) on "
             f"{LEARN_TOPICS} judged topics, everything measured on the round's other judged topics.  Gains are "
             "over the label-free default (`rankagg fuse` with no option), mean over the splits of the test "
             "topics' mean; p: one-sample t-test of the split gains against 0 (the splits share topics, so "
             "the p-values are optimistic).  issue 47.", harness.environment_line(machine), "",
             f"## Per round (the rule: ship when the one-sided {DECISION_CONFIDENCE:.0%} lower bound of the expected "
             "gain is above 0)", ""]
    measured = {r: sum(x["round"] == r for x in rows) for r in rounds}
    if any(n < args.splits for n in measured.values()) or len(rounds) < 4:
        lines[-2:-2] = [f"**Incomplete run**: {', '.join(f'round {r}: {n}' for r, n in measured.items())} of the "
                        f"{args.splits} splits asked per round were measured (the rows written as they were measured, "
                        "`--from-partial`); the criteria below are over those splits only.", ""]
    chosen = str(DECISION_CONFIDENCE)
    rows = [{**x, "ships": x["bounds"][chosen] > 0, "train_ships": x["pooled_bounds"][chosen] > 0} for x in rows]
    rows = [{**x, "gain_tune": x["gain_learnt"] if x["ships"] else 0.0,
             "gain_train": x["gain_pooled"] if x["train_ships"] else 0.0,
             "train_applies": x["applies_pooled"] if x["train_ships"] else x["applies_default"]} for x in rows]
    table, done = [], []
    for r in rounds:
        rr = [x for x in rows if x["round"] == r]
        best = np.mean([x["gain_learnt"] for x in rr])
        shipped = np.mean([x["gain_tune"] for x in rr])
        ok = shipped >= 0 and (best <= 0 or shipped >= best / 2)
        done.append(ok)
        table.append([r, OFFICIAL[r], len(rr), f"{np.mean([x['test_default'] for x in rr]):.4f}",
                      _mean_p([x["gain_learnt"] for x in rr]), _mean_p([x["gain_tune"] for x in rr]),
                      f"{sum(x['ships'] for x in rr)}/{len(rr)}", _mean_p([x["gain_pooled"] for x in rr]),
                      _mean_p([x["gain_train"] for x in rr]), f"{sum(x['train_ships'] for x in rr)}/{len(rr)}",
                      "+0.0000", f"{sum(x['train_applies'] for x in rr)}/{len(rr)}", "yes" if ok else "**no**"])
    lines += harness.markdown_table(
        ["round", "measure", "splits", "default (test)", "always-ship best learnt", "tune (shipped)", "tune ships",
         "pooled always", "train (shipped)", "train ships", "never-ship", "train's model applies",
         "done (tune >= default; >= half the best's gain)"], table)
    both = sum(x["applies_pooled"] and x["applies_default"] for x in rows)
    lines += ["", f"Every model `train` wrote applies: {sum(x['train_applies'] for x in rows)} of {len(rows)} splits "
              "(written, read back as `rankagg fuse --model` reads it, scores equal bit for bit; both the trained "
              f"`pooled` model and the default's document were checked on every split: {both} of {len(rows)}); "
              "`rankagg fuse "
              f"--model` on the round's files on each first split: "
              f"{sum(bool(x['train_fuse_cli']) for x in rows if x['train_fuse_cli'] is not None)} of "
              f"{sum(x['train_fuse_cli'] is not None for x in rows)} wrote the model's measure on every topic.", "",
              "## Choosing the rule: mean realised gain over the default by the rule that ships", "",
              "Per round, the mean over the splits of the test gain of shipping by each rule (the learnt model "
              "when the rule ships it, the default otherwise); `tune` (its chosen family) and `train` (pooled).", ""]
    header = ["rule"] + [f"tune r{r}" for r in rounds] + ["tune mean"] + [f"train r{r}" for r in rounds] + ["train mean"]
    rules: list[tuple[str, Any]] = [("always ship", lambda x, k: True)]
    for c in CANDIDATE_CONFIDENCES:
        rules.append((f"one-sided {c:.0%} bound > 0" + (" (chosen)" if c == DECISION_CONFIDENCE else ""),
                      lambda x, k, c=c: x[k][str(c)] > 0))
    rules += [("old: prediction interval > 0 (tune)", lambda x, k: x["prediction_lo"] > 0 if k == "bounds" else False),
              ("never ship", lambda x, k: False)]
    body = []
    for name, rule in rules:
        t = [np.mean([x["gain_learnt"] if rule(x, "bounds") else 0.0 for x in rows if x["round"] == r]) for r in rounds]
        p = [np.mean([x["gain_pooled"] if rule(x, "pooled_bounds") else 0.0 for x in rows if x["round"] == r])
             for r in rounds]
        body.append([name, *(f"{v:+.4f}" for v in t), f"**{np.mean(t):+.4f}**", *(f"{v:+.4f}" for v in p),
                     f"**{np.mean(p):+.4f}**"])
    lines += harness.markdown_table(header, body)
    lines += ["", "## Every split", ""]
    lines += harness.markdown_table(
        ["round", "split", "family", "held-out gain", "bound", "ships", "test gain learnt", "pooled", "train ships",
         "applies", "seconds"],
        [[x["round"], x["split"], x["family"], f"{x['held_out_gain']:+.4f}", f"{x['bounds'][chosen]:+.4f}",
          "yes" if x["ships"] else "no", f"{x['gain_learnt']:+.4f}", f"{x['gain_pooled']:+.4f}",
          "yes" if x["train_ships"] else "no", "yes" if x["train_applies"] else "**no**", f"{x['seconds']:.0f}"]
         for x in rows])
    return lines + [""]


def main(argv: list[str] | None = None) -> None:
    ap = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "bench_learning_splits")
    ap.add_argument("--splits", type=int, default=10)
    ap.add_argument("--rounds", type=int, nargs="+", default=[2, 3, 4, 5], choices=[2, 3, 4, 5])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1, help="processes, each a share of the rounds (default 1)")
    ap.add_argument("--render", action="store_true", help="rewrite the .md from the .json (after a change to render)")
    ap.add_argument("--partial", default=None, help="JSON lines of the rows as measured (default: OUT.partial.jsonl)")
    ap.add_argument("--from-partial", nargs="*", default=None, metavar="JSONL",
                    help="write OUT.{json,md} from the rows of these partial files (default: --partial's)")
    ap.add_argument("--first-split", type=int, default=1, help="start at this split (the earlier ones drawn, skipped)")
    args = ap.parse_args(argv)
    json_path, md_path = harness.outputs(args.out)
    if args.render:
        import json

        rec = json.loads(json_path.read_text())
        args.splits, args.jobs = rec["splits"], rec.get("jobs", 1)
        md_path.write_text("\n".join(render(rec["rows"], args, rec["environment"])))
        return
    partial = args.partial or str(json_path.with_suffix("")) + ".partial.jsonl"
    machine = harness.environment()
    if args.from_partial is not None:
        import json

        rows = [json.loads(line) for f in (args.from_partial or [partial]) for line in Path(f).read_text().splitlines()
                if line.strip()]
    else:
        if args.quick:
            args.splits, args.rounds = 2, [3]
        root = harness.data_dir(args.data_dir)
        started = time.time()
        Path(partial).write_text("")
        shares = [args.rounds[i::args.jobs] for i in range(args.jobs)] if args.jobs > 1 else [args.rounds]
        jobs = [(str(root), share, args.splits, args.seed, started, partial, args.first_split) for share in shares
                if share]
        if len(jobs) > 1:
            from concurrent.futures import ProcessPoolExecutor

            with ProcessPoolExecutor(max_workers=len(jobs)) as pool:
                rows = [row for part in pool.map(_round_job, jobs) for row in part]
        else:
            rows = _round_job(jobs[0])
    rows.sort(key=lambda x: (x["round"], x["split"]))
    lines = render(rows, args, machine)
    harness.write_results("learning_splits", rows, json_path=json_path, md_path=md_path, markdown="\n".join(lines),
                          env=machine, splits=args.splits, seed=args.seed, jobs=args.jobs, k_grid=K_GRID)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
