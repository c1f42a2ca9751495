"""``rankagg tune``: its arguments and the job (read, tune, write the model, say what tuning gained).

Imported by the argument parser of every command, so it imports nothing heavy at
module level.
"""

from __future__ import annotations

import argparse
import sys
import warnings
from typing import Any, Callable, Sequence

from rankagg._process import count, number

__all__ = ["add_tune_arguments", "run_tune"]


def add_tune_arguments(s: argparse.ArgumentParser) -> None:
    s.add_argument("runs", nargs="+", help="TREC run files")
    s.add_argument("--qrels", required=True)
    s.add_argument("--method", default=None,
                   help="rrf, borda, combsum, combmnz, isr, ...: tune that method alone; without --method the nested "
                        "search weighs RRF's weight families and pooled (what rankagg train fits) on the same folds "
                        "(with --engine: the engine's own method); a supervised method (pooled) alone is trained as "
                        "rankagg train does")
    s.add_argument("--engine", help="search only what this engine preset can express (its normalisation, rank "
                                    "constant range and weight rule), so that rankagg.engines.export_model always "
                                    "succeeds; docs/engines.md lists the presets")
    s.add_argument("--measure", default="nDCG@10", help="trec measure to maximise: any the NumPy trec provider "
                                                        "computes (nDCG@k, nDCG, P@k, AP, RR, R@k, Rprec, RBP, "
                                                        "Judged@k...; default nDCG@10)")
    s.add_argument("--search", choices=["nested", "params", "coordinate", "random", "grid"], default="nested",
                   help="nested (default): untuned, the method's grid (RRF's k) or run weights shrunk toward equal, "
                        "chosen by nested CV; params: the method's grid only (RRF: k only); coordinate, random, grid: "
                        "one weight per run (slow, overfits with many runs and few queries)")
    s.add_argument("--folds", type=count(2), default=5, help="query-level folds for the held-out estimate (default 5)")
    s.add_argument("--trials", type=count(1), default=60, help="random search: settings tried (default 60)")
    s.add_argument("--step", type=number(0, 1), default=0.1, help="coordinate/random/grid: weight grid step (default 0.1)")
    s.add_argument("--max-settings", type=count(1), default=20000,
                   help="coordinate/random/grid: refuse a search trying more settings per fold (default 20000)")
    s.add_argument("--if-no-gain", choices=["default", "tuned", "untuned"], default="default",
                   help="what the model holds when the expected gain over the label-free default (rankagg fuse with "
                        "no option) is not above 0 with the rule's confidence (default: that label-free default; "
                        "tuned: the learnt model anyway; untuned: the method's untuned parameters and equal weights)")
    s.add_argument("--if-fusion-hurts", choices=["fuse", "best_input"], default="fuse",
                   help="what the model holds when the held-out fusion is not significantly better than the best "
                        "input run (fuse, the default: the fusion; best_input: that run alone, as RRF with all the weight on it)")
    s.add_argument("--depth", type=count(1), default=1000,
                   help="measure the first N fused documents per query, as 'rankagg fuse --depth' writes (default 1000)")
    s.add_argument("--input-depth", type=count(1))
    s.add_argument("--seed", type=count(0), default=0)
    s.add_argument("--quiet", action="store_true")
    s.add_argument("-o", "--output", required=True, help="JSON model for 'rankagg fuse --model'")


def _report(res: Any, method: str, output: str) -> list[str]:
    m = res.measure  # the registry's one spelling (--measure ndcg_cut_10 prints nDCG@10)
    lo, hi = res.gain_ci
    gain = res.cv_estimate - res.cv_default
    what = f"{res.n_folds}-fold CV, family {res.family}" if res.search == "nested" else f"{res.n_folds}-fold CV"
    chosen = f"{res.family} learnt" if res.learnt_model is not None else f"{method} tuned"
    out = [f"{chosen} for {m} by {res.search} search ({res.evaluations} settings evaluated, "
           f"{res.n_queries} judged queries)",
           f"  held-out {m} ({what}): {res.cv_estimate:.4f}   label-free default (rankagg fuse with no option): "
           f"{res.cv_default:.4f}",
           f"  expected gain over the default: {gain:+.4f}, one-sided {res.confidence:.0%} lower bound "
           f"{res.gain_bound:+.4f} (corrected for {res.n_folds}-fold CV)",
           f"  information: 95% prediction interval of the gain on {res.n_queries} new queries [{lo:+.4f}, {hi:+.4f}]",
           f"  on the tuning queries themselves (optimistic): {res.train_score:.4f}"]
    if res.family_cv:
        out.append("  held-out by family (same outer folds): "
                   + ", ".join(f"{k} {v:.4f}" for k, v in res.family_cv.items()) + f"; best: {res.family}")
    if res.run_scores:
        import textwrap

        ranked = sorted(res.run_scores, key=lambda k: -res.run_scores[k])
        out.append(f"  each input run alone ({m} on the same queries; a query a run left out counts 0):")
        cells = ", ".join(f"{k}\0{res.run_scores[k]:.4f}" for k in ranked)  # a run's name stays with its score
        out += [ln.replace("\0", " ") for ln in textwrap.wrap(cells, 110, initial_indent="    ",
                                                              subsequent_indent="    ", break_on_hyphens=False)]
        vb = res.vs_best_run
        if vb:
            lo_b, hi_b = vb["ci95"]
            verdict = ("fusion beats it" if lo_b > 0 else "fusion is below it" if hi_b < 0 else
                       "no significant difference")
            out.append(f"  held-out fusion minus the best input run ({vb['run']}, chosen after the fact, so the "
                       f"comparison favours the run): {vb['diff']:+.4f} [{lo_b:+.4f}, {hi_b:+.4f}]: {verdict}")
    out.append(f"  learning helps: the expected gain is above 0 with {res.confidence:.0%} confidence" if res.helps else
               f"  learning does not help here: the expected gain is not above 0 with {res.confidence:.0%} confidence")
    out.append(f"  model: {_model_sentence(res)}")
    out += [f"  note: {n}" for n in res.notes]
    if res.weights is not None:
        out.append(f"  params {res.params}")
        out.append("  weights " + ", ".join(f"{k}={v:.4g}" for k, v in res.weights.items()))
    out.append(f"  model -> {output} (apply with: rankagg fuse RUN... --model {output} -o fused.run)")
    return out


def _model_sentence(res: Any) -> str:
    """What the model written holds, said once (issue 32: the printout says one thing)."""
    if res.kept == "best_input":
        return (f"{res.vs_best_run['run']} alone (--if-fusion-hurts best_input: the fusion is not significantly "
                "better than that run)")
    if res.kept == "default":
        return ("the label-free default, what rankagg fuse writes with no option (the default --if-no-gain default; "
                f"--if-no-gain tuned writes the learnt {res.family} model instead)")
    if res.learnt_model is not None:
        why = "learning helps" if res.helps else "--if-no-gain tuned"
        return f"{res.family} fitted on every judged query ({why})"
    if res.family == "untuned" and res.kept != "best_input":
        return "the untuned parameters and equal weights (the best cross-validated family)"
    if res.kept == "untuned":
        return ("the untuned parameters and equal weights (--if-no-gain untuned: the expected gain is not shown; "
                f"--if-no-gain tuned writes the tuned {res.family} setting instead)")
    why = "tuning helps" if res.helps else "--if-no-gain tuned"
    hint = ("" if not res.vs_best_run or res.vs_best_run["ci95"][0] > 0 else
            f"; --if-fusion-hurts best_input would keep {res.vs_best_run['run']} alone")
    return f"the tuned setting, family {res.family} ({why}){hint}"


def run_tune(runs: Sequence[str], *, qrels: str, output: str, method: str | None, measure: str, search: str, folds: int,
             trials: int, step: float, max_settings: int, if_no_gain: str, if_fusion_hurts: str, depth: int,
             input_depth: int | None, seed: int, progress: Callable[[str], None], reading: Any,
             engine: str | None = None) -> int:
    """The ``rankagg tune`` job; ``progress`` and ``reading`` are the CLI's stderr progress displays.

    The options of :func:`add_tune_arguments` as plain values (the CLI unpacks its arguments; no ``argparse``
    object reaches the job).  ``method`` None: RRF, and the nested search also weighs the learners (issue 47)."""
    from pathlib import Path

    from rankagg.experiments.tune import best_input_model, default_result, tune, untuned_model
    from rankagg.experiments.train_runs import read_judged_runs, run_train_runs, save_learnt
    from rankagg.methods.registry import method_class, parse_spec

    weigh_learners = method is None and engine is None  # an engine expresses fusions, not a learnt model
    if engine is not None:  # before reading: the model it writes must export (rankagg.engines.export_model)
        from rankagg.engines import refuse_depth_without_window

        refuse_depth_without_window(engine, input_depth, "the model would be tuned")
    if engine is None:
        method = method or "rrf"  # --engine: the engine's own method unless --method names another
    if method is not None and method_class(parse_spec(method)[0]).supervised:  # learning past weights: rankagg train's job
        if engine is not None:  # neither the learnt model nor the label-free default is a fusion the engine runs
            raise ValueError(f"--engine {engine} tunes a fusion the engine runs; {method!r} is supervised (a learnt "
                             "model no engine runs): leave out --engine, or --method (the engine's own fusion)")
        if search != "nested" or if_fusion_hurts != "fuse":
            raise ValueError(f"--search and --if-fusion-hurts tune an unsupervised fusion; {method!r} is "
                             "supervised (its held-out estimate and --if-no-gain apply)")
        return run_train_runs(runs, qrels=qrels, output=output, method=method, measure=measure, folds=folds, seed=seed,
                              input_depth=input_depth, progress=progress, reading=reading, if_no_gain=if_no_gain)
    data, judgments = read_judged_runs("rankagg tune", runs, qrels, output, input_depth, progress, reading)
    space, grid = None, None
    if engine is not None:  # the engine's space: its method, the grid it accepts, no weights where it has none
        from rankagg.engines.tuning import engine_search

        space = engine_search(engine, list(data.ranker_names), method, search, if_fusion_hurts == "best_input")
        method, search, grid = space.method, space.search, space.grid
    assert method is not None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the notes are printed with the result
        # a learnt model is written as rankagg train writes it (.json or .npz); other names: the fusions alone
        learners = None if weigh_learners and Path(output).suffix in (".json", ".npz") else ()
        res = tune(data, judgments, method=method, measure=measure, search=search, folds=folds,
                   step=step, trials=trials, seed=seed, max_settings=max_settings, depth=depth,
                   progress=progress, param_grid=grid, learners=learners)
    if learners == () and weigh_learners and search == "nested":
        res.notes.append(f"pooled left out: a learnt model is written to a .json or .npz file, not {output!r}")
    if not res.helps and if_no_gain == "default" and space is not None:
        # the label-free default is not a fusion an engine runs: the engine's untuned fusion is its fallback
        res = untuned_model(res, data)
        res.notes.append(f"no gain: the untuned {method} that {engine} runs is written (the label-free default is "
                         "not an engine's fusion)")
    elif not res.helps and if_no_gain == "default":
        res = default_result(res)
    elif not res.helps and if_no_gain == "untuned":
        res = untuned_model(res, data) if res.learnt_model is None else default_result(res)
    if if_fusion_hurts == "best_input" and res.vs_best_run and res.vs_best_run["ci95"][0] <= 0:
        res = best_input_model(res, data)
    if space is not None:
        from rankagg.engines.tuning import fit_to_engine

        res = fit_to_engine(res, space, res.kept != "best_input")
    save_learnt(res.learnt_model if res.learnt_model is not None else res.to_model(), output, input_depth=input_depth,
                inputs=[*runs, qrels])  # the input depth recorded whatever the kind, the model read back
    print("\n".join(_report(res, method, output)), file=sys.stdout)
    return 0
