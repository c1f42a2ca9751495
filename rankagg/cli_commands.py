"""What each ``rankagg`` subcommand does once its arguments are parsed (``cmd_<command>``, set as the
subparser's ``func`` by :mod:`rankagg.cli_parser`): call the API (or an experiment command) and print.

The jobs below the command line take plain values: the ``argparse`` namespace is unpacked here.  Heavy
modules are imported by the command that needs them, so ``--help`` and ``--version`` answer at once."""

from __future__ import annotations

import argparse
import sys
from typing import Any, Callable, Sequence

from rankagg._json import dumps
from rankagg.cli_progress import Progress

__all__ = ["refuse_unused_options", "OPTION_USES", "cmd_methods", "cmd_fuse", "cmd_evaluate", "cmd_tune", "cmd_benchmark", "cmd_train", "cmd_demo", "cmd_report",
           "cmd_experiment"]


def _params(pairs: Sequence[str] | None) -> dict[str, Any]:
    from rankagg.api.commands import parse_params

    return parse_params(pairs)


def _dump(obj: Any) -> str:
    return dumps(obj, indent=2)


# ----------------------------------------------------------------- methods
def cmd_methods(args: argparse.Namespace) -> int:
    from rankagg.api.commands import describe_one_method, method_rows

    if args.name:
        row = describe_one_method(args.name)
        print(_dump(row) if args.json else row["text"])
        return 0
    rows = method_rows()
    if args.json:
        print(_dump(rows))
        return 0
    for r in rows:
        kind = ("supervised" if r["supervised"] else "unsupervised") + \
            (", accepts comparisons" if r["accepts_comparisons"] else "") + (", p-values" if r["p_values"] else "")
        print(f"{r['name']}  ({kind})  {r['summary']}")
        if r["citation"]:
            print(f"    cite: {r['citation']}")
        for k, p in r["params"].items():
            tuned = f"; tuned over {p['tuned_over']}" if p["tuned_over"] else ""
            print(f"    {k} = {p['default']!r}  {p['doc']}{tuned}")
    print("comparison rules (comparison tables only; docs/preferences.md): davidson, arena, rank_centrality, borda_wins")
    return 0


# ----------------------------------------------------------------- calibrate
def cmd_calibrate(args: argparse.Namespace) -> int:
    from rankagg.api.calibration import calibrate_runs, threshold_text
    from rankagg.api.fusion_spec import read_weights

    doc = calibrate_runs(args.runs, args.qrels, args.output, method=args.method, params=_params(args.param),
                         weights=read_weights(args.weights), by=args.by, depth=args.depth, rel=args.rel)
    cal = doc["calibration"]
    print(f"calibrated {args.method} by fused {args.by} on {cal['fit']['queries']} judged queries "
          f"({cal['fit']['documents']} documents, {cal['fit']['relevant']} relevant, judged {args.rel} or above); min_score for 90% recall: "
          f"{threshold_text(cal['thresholds']['0.90'])}; wrote {args.output}", file=sys.stderr)
    return 0


# ----------------------------------------------------------------- fuse
def cmd_fuse(args: argparse.Namespace) -> int:
    from rankagg.api.commands import solver_progress

    with solver_progress(Progress(enabled=not args.quiet)):  # a long exact Kemeny proof shows its stages
        return _fuse(args)


#: the input kinds of ``rankagg fuse`` (:func:`_fuse_kind`) and, for each option that applies to some of them only,
#: the kinds it applies to: an option given with inputs of another kind is refused by name, never ignored
FUSE_KINDS = ("runs", "calibrated runs", "LETOR", "comparison tables", "PrefLib elections", "gene lists")
_RUNS, _CALIBRATED, _LETOR, _COMPARISONS, _PREFLIB, _GENES = FUSE_KINDS
FUSE_OPTION_KINDS = {
    "weights": (_RUNS, _LETOR), "model": (_RUNS, _CALIBRATED, _LETOR), "min_score": (_CALIBRATED,),
    "trust_rank": (_RUNS, _CALIBRATED), "tag": (_RUNS, _CALIBRATED, _COMPARISONS, _PREFLIB),
    "depth": (_RUNS, _CALIBRATED, _COMPARISONS, _PREFLIB), "input_depth": (_RUNS,), "explain": (_RUNS, _CALIBRATED),
    "scores": (_RUNS, _COMPARISONS, _PREFLIB), "backend": (_RUNS,), "scheduler": (_RUNS,), "scratch": (_RUNS,),
    "bootstrap": (_COMPARISONS,), "bootstrap_by": (_COMPARISONS,)}


def _fuse_kind(args: argparse.Namespace) -> str:
    """What ``rankagg fuse`` is given (:data:`FUSE_KINDS`), asked of the registry's recognisers."""
    if args.letor:
        if args.runs:
            raise ValueError("give either run files or --letor FILE, not both")
        return _LETOR
    from rankagg.api.preferences import preference_inputs

    kind = preference_inputs(args.runs, args.method) if args.runs else None
    if kind is not None:
        return _COMPARISONS if kind == "comparisons" else _PREFLIB
    from rankagg.api.gene_list_inputs import gene_list_inputs

    if args.runs and gene_list_inputs(args.runs):
        return _GENES
    if args.model is not None:
        from rankagg.api.calibration import holds_calibration

        if holds_calibration(args.model):  # rankagg calibrate's model: calibrated scores, query by query
            return _CALIBRATED
    return _RUNS


def refuse_options(args: argparse.Namespace, kind: str) -> None:
    """Refuse, naming it, each option given (:data:`rankagg._process.GIVEN`) that does not apply to ``kind``."""
    from rankagg._process import GIVEN

    given: frozenset[str] = getattr(args, GIVEN, frozenset())
    for dest, kinds in FUSE_OPTION_KINDS.items():
        if dest in given and kind not in kinds and not (dest == "backend" and args.backend == "local"):
            option = "--backend " + args.backend if dest == "backend" else "--" + dest.replace("_", "-")
            if dest == "min_score" and kind == _RUNS:
                raise ValueError("--min-score needs a calibrated --model (written by rankagg calibrate): fused scores "
                                 "are not comparable between queries")
            inputs = [args.letor] if kind == _LETOR else list(args.runs)  # as the inputs were recognised
            raise ValueError(f"{option} applies to {' or '.join(kinds)}, not to {kind} ({', '.join(inputs)})")


#: the options of the other commands that apply to some of their uses only: ``{command: {option: (the uses it applies
#: to, whether it applies to these arguments)}}``; an option the command line gave is refused by name where it does not
#: apply (``train RUN... --fold 3``: a LETOR fold, read by nothing with run files), never ignored
_WEIGHT_SEARCHES = ("coordinate", "random", "grid")
_LETOR_TRAINING, _RUN_TRAINING = "a LETOR --dataset", "run files with --qrels"
OPTION_USES: dict[str, dict[str, tuple[str, Callable[[argparse.Namespace], bool]]]] = {
    "train": {"fold": (_LETOR_TRAINING, lambda a: not a.runs), "data_dir": (_LETOR_TRAINING, lambda a: not a.runs),
              "measure": (_RUN_TRAINING + " and --folds other than 0 (the held-out estimate)", lambda a: bool(a.runs) and a.folds != 0),
              "folds": (_RUN_TRAINING, lambda a: bool(a.runs)), "input_depth": (_RUN_TRAINING, lambda a: bool(a.runs)),
              "seed": (_RUN_TRAINING, lambda a: bool(a.runs))},
    "tune": {"step": ("--search " + ", ".join(_WEIGHT_SEARCHES), lambda a: a.search in _WEIGHT_SEARCHES),
             "trials": ("--search random", lambda a: a.search == "random"),
             "max_settings": ("--search " + ", ".join(_WEIGHT_SEARCHES), lambda a: a.search in _WEIGHT_SEARCHES)},
    "benchmark": {"scheduler": ("--backend dask", lambda a: a.backend == "dask")},
}


def refuse_unused_options(args: argparse.Namespace) -> None:
    """Refuse, naming it and what it applies to, each option given (:data:`rankagg._process.GIVEN`) that the
    command would not read with these arguments (:data:`OPTION_USES`; ``fuse``: :data:`FUSE_OPTION_KINDS`)."""
    from rankagg._process import GIVEN

    given: frozenset[str] = getattr(args, GIVEN, frozenset())
    for dest, (uses, applies) in OPTION_USES.get(args.command, {}).items():
        if dest in given and not applies(args):
            raise ValueError(f"--{dest.replace('_', '-')} applies to {uses} only: this rankagg {args.command} "
                             "would not read it")


def _fuse(args: argparse.Namespace) -> int:
    from rankagg.api.fusion_spec import read_weights

    progress = Progress(enabled=not args.quiet)
    kind = _fuse_kind(args)
    refuse_options(args, kind)
    if kind in (_COMPARISONS, _PREFLIB):
        from rankagg.api.preferences import fuse_preference_files

        table = fuse_preference_files(args.runs, args.output, method=args.method, params=_params(args.param),
                                      bootstrap=args.bootstrap, by=args.bootstrap_by, depth=args.depth, tag=args.tag,
                                      score_column=args.scores)
        progress(f"fused {table['query'].nunique()} queries, {len(table)} items; wrote {args.output}")
        return 0
    if kind == _GENES:
        from rankagg.api.gene_lists import fuse_gene_list_files

        table = fuse_gene_list_files(args.runs, args.output, method=args.method, params=_params(args.param))
        progress(f"ranked {len(table)} items of {len(args.runs)} gene-list file(s); wrote {args.output}")
        return 0
    weights = read_weights(args.weights)
    if kind == _LETOR:
        from rankagg.api.commands import fuse_letor

        print(fuse_letor(args.letor, args.output, method=args.method, params=_params(args.param), weights=weights,
                         model=args.model), file=sys.stderr)
        return 0
    if not args.explain:
        return _fused_runs(args, kind, weights, progress)
    from rankagg.api.commands import check_fuse_outputs, explain_fusion
    from rankagg.api.staged_output import kept_if_done

    check_fuse_outputs(args.output, args.explain)
    model = [args.model] if args.model else []
    # the explanations are renamed into place once the run is written too: a refusal between leaves neither
    with kept_if_done(args.explain, [*args.runs, *model], param="--explain") as explain:
        # first: a method the Fuser lacks writes nothing
        n = explain_fusion(args.runs, explain, method=args.method, params=_params(args.param), weights=weights,
                           model=args.model, depth=args.depth, trust_rank=args.trust_rank, input_depth=args.input_depth)
        done = _fused_runs(args, kind, weights, progress)
    progress(f"wrote {n} explanations to {args.explain}")
    return done


def _fused_runs(args: argparse.Namespace, kind: str, weights: Any, progress: Progress) -> int:
    from rankagg.api.run_files import fuse_files

    if kind == _CALIBRATED:
        from rankagg.api.calibration import fuse_calibrated

        n = fuse_calibrated(args.runs, args.output, args.model, depth=args.depth, tag=args.tag,
                            min_score=args.min_score, trust_rank=args.trust_rank)
        progress(f"wrote {n} lines of calibrated scores (P(relevant)) to {args.output}")
        return 0
    if args.min_score is not None:
        raise ValueError("--min-score needs a calibrated --model (written by rankagg calibrate): fused scores are "
                         "not comparable between queries")
    reading = Progress(enabled=not args.quiet, transient=True)
    done = fuse_files(args.runs, args.output, method=args.method, params=_params(args.param), weights=weights,
                      model=args.model, trust_rank=args.trust_rank, input_depth=args.input_depth, depth=args.depth,
                      tag=args.tag, score_column=args.scores, reading=reading, backend=args.backend,
                      scheduler=args.scheduler, scratch=args.scratch,
                      notice=lambda m: print(f"rankagg fuse: note: {m}", file=sys.stderr))
    reading.done()
    progress(f"read {done.summary}")
    from rankagg.api.commands import describe_method

    progress(f"fused with {describe_method(done.method)}; wrote the first {done.depth} per query ({args.scores} scores) to {args.output}")
    return 0


# ----------------------------------------------------------------- evaluate
def cmd_evaluate(args: argparse.Namespace) -> int:
    from rankagg.api.commands import evaluate_command

    print(evaluate_command(letor=args.letor, qrels=args.qrels, runs=args.runs, measures=args.measures,
                           trec_m=args.trec_measures or (), relevance_level=args.relevance_level,
                           per_query=args.per_query, as_json=args.json, complete=args.complete))
    return 0


# ----------------------------------------------------------------- tune
def cmd_tune(args: argparse.Namespace) -> int:
    from rankagg.experiments.tune_cli import run_tune

    return run_tune(args.runs, qrels=args.qrels, output=args.output, method=args.method, measure=args.measure,
                    search=args.search, folds=args.folds, trials=args.trials, step=args.step,
                    max_settings=args.max_settings, if_no_gain=args.if_no_gain, if_fusion_hurts=args.if_fusion_hurts,
                    depth=args.depth, input_depth=args.input_depth, seed=args.seed,
                    progress=Progress(enabled=not args.quiet), reading=Progress(enabled=not args.quiet, transient=True),
                    engine=args.engine)


# ----------------------------------------------------------------- benchmark
def cmd_benchmark(args: argparse.Namespace) -> int:
    from rankagg.api.commands import benchmark

    progress = Progress(enabled=not args.quiet)
    progress(f"{args.method} on {args.dataset}: five-fold protocol")
    d = benchmark(args.dataset, args.method, _params(args.param), select_by=args.select_by, backend=args.backend,
                  scheduler=args.scheduler, data_dir=args.data_dir, progress=progress)
    if args.json:
        print(_dump(d))
        return 0
    print(f"dataset {d['dataset']}  method {d['method']}  select_by {d['select_by']}  grid {d['grid_size']} settings")
    for f in d["folds"]:
        print(f"  fold {f['fold']}: params {f['params']}")
    print(f"aggregation time (test folds) {d['seconds']:.3f} s   fit time {d['fit_seconds']:.3f} s")
    for k, v in d["test"].items():
        print(f"{k}\t{v:.4f}")
    return 0


# ----------------------------------------------------------------- train
def cmd_train(args: argparse.Namespace) -> int:
    if args.runs:
        if args.dataset is not None:
            raise ValueError("give either run files (with --qrels) or --dataset, not both")
        from rankagg.experiments.train_runs import run_train_runs

        return run_train_runs(args.runs, qrels=args.qrels, output=args.output, method=args.method,
                              measure=args.measure, folds=args.folds, seed=args.seed, input_depth=args.input_depth,
                              progress=Progress(enabled=not args.quiet),
                              reading=Progress(enabled=not args.quiet, transient=True), params=args.param)
    if args.dataset is None or args.method is None:
        raise ValueError("give run files and --qrels, or --dataset and --method")
    if args.qrels is not None:
        raise ValueError("--qrels goes with run files; a LETOR --dataset has its labels")
    from rankagg.api.commands import train

    print(train(args.dataset, args.method, args.output, fold=args.fold, data_dir=args.data_dir,
                params=_params(args.param)), file=sys.stderr)
    return 0


# ----------------------------------------------------------------- demo
def cmd_demo(args: argparse.Namespace) -> int:
    from rankagg.experiments.demo import run_demo

    print(run_demo(seed=args.seed))
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    from rankagg.experiments.report import run_report  # optional extra (plot)

    return int(run_report(args.results, output=args.output, baseline=args.baseline, measures=args.measures, test=args.test,
                          alpha=args.alpha, title=args.title, figures=not args.no_figures))


def cmd_experiment(args: argparse.Namespace) -> int:
    from rankagg.experiments import commands

    if args.experiment_command == "run":
        return commands.experiment_run(args.files, jobs=args.jobs, force=args.force, only=args.only,
                                       datasets=args.dataset, data_dir=args.data_dir)
    if args.experiment_command == "study":
        return commands.run_study_process(args.name, args.study_args)
    if args.experiment_command == "status":
        return commands.experiment_status(args.files)
    return int(commands.experiment_render(args.files, experiments=args.experiments, check=args.check))
