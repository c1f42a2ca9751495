"""The ``rankagg`` command line: a thin layer over the public API.

Subcommands: ``methods``, ``fuse``, ``evaluate``, ``tune``, ``benchmark``,
``train``, ``demo`` and ``report``.  Errors go to stderr with exit status 2 (bad
input or usage) or 1 (anything else); results go to stdout; progress and the
one-line summary of what was read go to stderr.  Heavy modules (numpy, numba,
pandas) are imported by the subcommand that needs them, so ``--help`` and
``--version`` answer at once.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any, Sequence


def _short_job() -> bool:
    """Whether this process runs ``fuse`` or ``evaluate``: no transparent huge pages, a fast exit (:func:`run`)."""
    return len(sys.argv) > 1 and sys.argv[1] in ("fuse", "evaluate")


# fuse and evaluate touch a few hundred MB once.  NumPy asks for transparent huge pages on large arrays
# (madvise); where the kernel compacts memory at first touch (defrag=madvise, a common default) that can
# cost a short job more than it saves: filling 240 MB of new arrays took 0.24 s with them, 0.10 s without
# (the fuse job itself 0.76 vs 0.74 s; results/bench_hugepages.md).  Set before NumPy is imported, and
# only when the user has not chosen.
if (__name__ == "__main__" or os.path.basename(sys.argv[0]) == "rankagg") and _short_job():
    os.environ.setdefault("NUMPY_MADVISE_HUGEPAGE", "0")

from rankagg._json import dumps  # noqa: E402

#: the method used when --method is omitted: chosen across settings by the nested selection of experiments/quality.toml (docs/quality.md)
DEFAULT_METHOD = "pseudo_qrels(power=4.0, top_m=10)"

__all__ = ["main"]

FUSION_MODEL_FORMAT = "rankagg-fusion"


class _Progress:
    """A one-line progress display on stderr (silent when stderr is not a terminal and quiet=True)."""

    def __init__(self, enabled: bool = True, *, transient: bool = False) -> None:
        self.enabled = enabled
        # transient: overwrite one terminal line (for per-file progress); nothing when not a terminal
        self.transient = transient
        self.t0 = time.perf_counter()

    def __call__(self, message: str) -> None:
        if not self.enabled:
            return
        line = f"[{time.perf_counter() - self.t0:7.1f}s] {message}"
        if self.transient:
            if sys.stderr.isatty():
                print("\r" + line[:120].ljust(120), end="", file=sys.stderr, flush=True)
            return
        print(line, file=sys.stderr, flush=True)

    def done(self) -> None:
        if self.enabled and self.transient and sys.stderr.isatty():
            print("\r" + " " * 120 + "\r", end="", file=sys.stderr, flush=True)


def _positive_int(text: str) -> int:
    """argparse type of counts such as ``--depth``: an integer >= 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer >= 1, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected an integer >= 1, got {value}")
    return value


def _params(pairs: Sequence[str] | None) -> dict[str, Any]:
    from rankagg.methods.registry import parse_value

    out: dict[str, Any] = {}
    for p in pairs or []:
        if "=" not in p:
            raise ValueError(f"--param expects key=value, got {p!r}")
        k, v = p.split("=", 1)
        out[k.strip()] = parse_value(v.strip())
    return out


def parse_weights(spec: str | None) -> dict[str, float] | None:
    """``--weights``: ``NAME=W,NAME=W`` or a file (JSON object, or ``NAME W`` / ``NAME=W`` lines)."""
    if spec is None:
        return None
    if os.path.isfile(spec):
        with open(spec, encoding="utf-8") as fh:
            text = fh.read()
        if text.lstrip().startswith("{"):
            try:
                obj = json.loads(text)
            except json.JSONDecodeError as exc:
                raise ValueError(f"{spec}: not valid JSON ({exc})") from None
            if not isinstance(obj, dict):
                raise ValueError(f"{spec}: expected a JSON object name -> weight")
            items = list(obj.items())
        else:
            items = []
            for n, line in enumerate(text.splitlines(), start=1):
                parts = line.replace("=", " ").split()
                if not parts or parts[0].startswith("#"):
                    continue
                if len(parts) != 2:
                    raise ValueError(f"{spec}:{n}: expected 'NAME WEIGHT', got {line!r}")
                items.append((parts[0], parts[1]))
        where = spec
    else:
        items = []
        for part in spec.split(","):
            if "=" not in part:
                raise ValueError(f"--weights expects NAME=W,NAME=W,... or a file, got {part!r}")
            k, v = part.split("=", 1)
            items.append((k.strip(), v.strip()))
        where = "--weights"
    out: dict[str, float] = {}
    for k, v in items:
        try:
            w = float(v)
        except (TypeError, ValueError):
            raise ValueError(f"{where}: weight of {k!r} is not a number: {v!r}") from None
        if k in out:
            raise ValueError(f"{where}: {k!r} given twice")
        out[str(k)] = w
    return out


def _dump(obj: Any) -> str:
    return dumps(obj, indent=2)


# ----------------------------------------------------------------- methods
def cmd_methods(args: argparse.Namespace) -> int:
    from rankagg.methods.registry import list_methods, method_class

    rows: list[dict[str, Any]] = []
    for name in list_methods():
        cls = method_class(name)
        doc = (cls.__doc__ or "").strip().splitlines()
        rows.append(
            {
                "name": name,
                "summary": doc[0] if doc else "",
                "supervised": cls.supervised,
                "params": {k: {"default": v, "doc": cls.param_doc.get(k, ""), "tuned_over": cls.param_grid.get(k)} for k, v in cls.defaults.items()},
                "citation": cls.citation,
            }
        )
    if args.json:
        print(_dump(rows))
        return 0
    for r in rows:
        kind = "supervised" if r["supervised"] else "unsupervised"
        print(f"{r['name']}  ({kind})  {r['summary']}")
        if r["citation"]:
            print(f"    cite: {r['citation']}")
        for k, p in r["params"].items():
            tuned = f"; tuned over {p['tuned_over']}" if p["tuned_over"] else ""
            print(f"    {k} = {p['default']!r}  {p['doc']}{tuned}")
    return 0


# ----------------------------------------------------------------- fuse
def read_fusion_model(path: str) -> dict[str, Any] | None:
    """A fusion model written by ``rankagg tune`` (``{"format": "rankagg-fusion", "method", "params",
    "weights"}``), validated; None when the file is another kind of model."""
    try:
        with open(path, encoding="utf-8") as fh:
            obj = json.load(fh)
    except FileNotFoundError:
        raise FileNotFoundError(f"{path}: no such file") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"{path}: not a JSON model ({exc})") from None
    if not isinstance(obj, dict) or obj.get("format") != FUSION_MODEL_FORMAT:
        return None
    if not isinstance(obj.get("method"), str):
        raise ValueError(f"{path}: 'method' must be a method name")
    params = obj.get("params", {})
    weights = obj.get("weights")
    if not isinstance(params, dict) or (weights is not None and not isinstance(weights, dict)):
        raise ValueError(f"{path}: 'params' must be an object and 'weights' an object or null")
    return {"method": obj["method"], "params": params, "weights": weights}


def _make(args: argparse.Namespace):
    from rankagg.methods.registry import make_method

    weights = parse_weights(getattr(args, "weights", None))
    if getattr(args, "model", None):
        if args.method:
            raise ValueError("give either --method or --model, not both")
        fusion = read_fusion_model(args.model)
        if fusion is not None:
            params = {**fusion["params"], **_params(args.param)}
            w = weights if weights is not None else fusion["weights"]
            return make_method(fusion["method"], **params, **({"weights": w} if w is not None else {}))
        from rankagg.models import load_model

        if weights is not None:
            raise ValueError("--weights applies to unsupervised methods, not to a trained model")
        return load_model(args.model)
    params = _params(args.param)
    if weights is not None:
        params["weights"] = weights
    m = make_method(args.method or DEFAULT_METHOD, **params)
    if m.supervised:
        raise ValueError(f"{m.name} is supervised: train it first (rankagg train ... -o model.json) and pass --model")
    return m


def fused_scores(method: Any, data: Any):
    """The method's own fused scores (higher is better), after the checks ``aggregate`` makes."""
    method._check_fitted()
    method._check_rankers(data)
    return method.score(data) if hasattr(data, "ranks") else method.score_entries(data)


def cmd_fuse(args: argparse.Namespace) -> int:
    from rankagg.io.trec import read_trec_entries, run_summary, write_trec_run

    progress = _Progress(enabled=not args.quiet)
    method = _make(args)
    if args.letor:
        from rankagg.io.letor import read_letor, write_scores

        if args.runs:
            raise ValueError("give either run files or --letor FILE, not both")
        data = read_letor(args.letor)
        scores = method.aggregate(data)
        write_scores(args.output, scores, inputs=[args.letor])
        print(f"wrote {data.n_items} scores for {data.n_queries} queries to {args.output}", file=sys.stderr)
        return 0
    if not args.runs:
        raise ValueError("no run files given")
    if args.depth < 1:
        raise ValueError(f"--depth must be >= 1, got {args.depth}")
    reading = _Progress(enabled=not args.quiet, transient=True)
    entries = read_trec_entries(args.runs, trust_rank=args.trust_rank, input_depth=args.input_depth, progress=reading,
                                keep_scores=bool(getattr(method, "reads_scores", True)))
    reading.done()
    progress(f"read {run_summary(entries)}")
    # a method that sums over the lines read (RRF) takes them as they are: no (documents x runs) matrix,
    # the same scores bit for bit (tests/test_trec_sparse.py)
    fusable = entries if hasattr(method, "score_entries") else entries.to_rankings()
    scores = fused_scores(method, fusable)
    write_trec_run(args.output, fusable, scores, tag=args.tag or method.name, inputs=args.runs, depth=args.depth,
                   score_column=args.scores)
    progress(f"fused with {method!r}; wrote the first {args.depth} per query ({args.scores} scores) to {args.output}")
    return 0


# ----------------------------------------------------------------- evaluate
def cmd_evaluate(args: argparse.Namespace) -> int:
    if args.qrels and args.measures:
        return _evaluate_measures(args)  # before importing the LETOR evaluator (scipy)
    from rankagg.evaluation.measures import LETOR_MEASURES, letor_measures, mean_measures, trec_measures

    if args.letor:
        from rankagg.io import read_letor, read_scores

        feature_file, score_file = args.letor
        data = read_letor(feature_file)
        scores = read_scores(score_file, n_expected=data.n_items)
        if data.labels is None:  # pragma: no cover - read_letor always reads the labels
            raise ValueError(f"{feature_file}: no relevance labels")
        per_q = letor_measures(data.offsets, data.labels, scores)
        means = mean_measures(per_q)
        if args.json:
            out: dict[str, Any] = dict(means)
            if args.per_query:
                out["per_query"] = {q: {m: float(v[i]) for m, v in per_q.items()} for i, q in enumerate(data.qids)}
            print(_dump(out))
            return 0
        if args.per_query:
            print("qid\t" + "\t".join(per_q))
            for i, q in enumerate(data.qids):
                print(q + "\t" + "\t".join(f"{v[i]:.4f}" for v in per_q.values()))
        for m in LETOR_MEASURES + ("ERR", "RBP"):
            print(f"{m}\t{means[m]:.4f}")
        return 0
    if args.qrels:
        from rankagg.io import read_qrels, read_trec_run

        if len(args.runs) != 1:
            raise ValueError("without --measures give one run; with --measures any number")
        qrels_path, run_path = args.qrels, args.runs[0]
        qrels = read_qrels(qrels_path)
        if qrels.empty:
            raise ValueError(f"{qrels_path}: no judgements (empty qrels file): every measure would be undefined")
        run = read_trec_run(run_path, trust_rank=False)
        if run.scores is None:  # pragma: no cover - a TREC run always has a score column
            raise ValueError(f"{run_path}: no scores")
        frame = {
            "qid": run.qids[run.query_of_item],
            "docid": run.docids,
            "score": run.scores[:, 0],
        }
        import pandas as pd

        res = trec_measures(qrels, pd.DataFrame(frame))
        means = res.mean().to_dict()
        if args.json:
            out = {k: float(v) for k, v in means.items()}
            if args.per_query:
                out["per_query"] = res.to_dict(orient="index")
            print(_dump(out))
        else:
            if args.per_query:
                print(res.to_string(float_format=lambda x: f"{x:.4f}"))
            for k, v in means.items():
                print(f"{k}\tall\t{v:.4f}")
        return 0
    raise ValueError("evaluate needs --letor FEATURE_FILE SCORE_FILE or --qrels QRELS RUN...")


def _evaluate_measures(args: argparse.Namespace) -> int:
    """trec_eval conventions, ir_measures names, several runs; ``-q``-style per-query lines."""

    import numpy as np

    from rankagg.evaluation.trec_eval import evaluate_columns
    from rankagg.io.trec import read_qrels_columns, read_run_checked

    def mean(x: Any) -> float:
        return float(np.mean(x)) if len(x) else float("nan")

    if not args.runs:
        raise ValueError("no run files given")
    qrels = read_qrels_columns(args.qrels)
    tables = {path: evaluate_columns(read_run_checked(path), qrels, args.measures) for path in args.runs}
    if args.json:
        out = {p: {**{m: mean(v[m]) for m in args.measures},
                   **({"per_query": {q: {m: float(v[m][i]) for m in args.measures} for i, q in enumerate(qids)}}
                      if args.per_query else {})} for p, (qids, v) in tables.items()}
        print(_dump(out if len(tables) > 1 else next(iter(out.values()))))
        return 0
    several = len(tables) > 1
    for path, (qids, v) in tables.items():
        prefix = f"{path}\t" if several else ""
        for m in args.measures:
            if args.per_query:
                for q, x in zip(qids, v[m].tolist()):
                    print(f"{prefix}{m}\t{q}\t{x:.4f}")
            print(f"{prefix}{m}\tall\t{mean(v[m]):.4f}")
    return 0


# ----------------------------------------------------------------- tune
def cmd_tune(args: argparse.Namespace) -> int:
    from rankagg.experiments.tune_cli import run_tune

    return run_tune(args, _Progress(enabled=not args.quiet), _Progress(enabled=not args.quiet, transient=True), _dump)


# ----------------------------------------------------------------- benchmark
def cmd_benchmark(args: argparse.Namespace) -> int:
    from rankagg.evaluation.measures import ALL_MEASURES
    from rankagg.experiments.protocol import run_protocol

    if args.select_by not in ALL_MEASURES:  # before any work, for both backends
        raise ValueError(f"--select-by {args.select_by!r} is not a measure; choose one of {', '.join(ALL_MEASURES)}")
    progress = _Progress(enabled=not args.quiet)
    params = _params(args.param)
    progress(f"{args.method} on {args.dataset}: five-fold protocol")
    if args.backend == "dask":
        from rankagg.backends.distributed import run_protocol_distributed  # optional extra

        result = run_protocol_distributed(
            args.dataset, args.method, params, scheduler=args.scheduler, data_dir=args.data_dir, select_by=args.select_by
        )
    else:
        result = run_protocol(
            args.dataset, args.method, params, data_dir=args.data_dir, select_by=args.select_by, progress=progress
        )
    d = result.to_dict()
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
    from rankagg.models import save_model, train_model

    m = train_model(args.dataset, args.method, fold=args.fold, data_dir=args.data_dir, **_params(args.param))
    save_model(m, args.output)
    print(f"trained {m!r} on fold {args.fold} of {args.dataset} -> {args.output}", file=sys.stderr)
    return 0


# ----------------------------------------------------------------- demo
def cmd_demo(args: argparse.Namespace) -> int:
    from rankagg.experiments.demo import run_demo

    print(run_demo(seed=args.seed))
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    from rankagg.experiments.report import run_report  # optional extra (plot)

    return int(run_report(args))


def cmd_experiment(args: argparse.Namespace) -> int:
    from rankagg.experiments.commands import run_experiment_command

    return int(run_experiment_command(args))


# ----------------------------------------------------------------- parser
def _version() -> str:
    from rankagg import __version__

    return f"rankagg {__version__}"


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="rankagg", description="Rank aggregation: fuse, evaluate, tune, benchmark.")
    p.add_argument("--version", action="version", version=_version())
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("methods", help="list every method with its parameters and citation")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_methods)

    s = sub.add_parser("fuse", help="fuse TREC runs (or a LETOR file) into one ranking",
                       description="Fuse TREC runs: the score column of the output is the method's fused score "
                                   "(higher is better; --scores rank writes n - rank + 1).")
    s.add_argument("runs", nargs="*", help="TREC run files (one ranker each; plain or gzip)")
    s.add_argument("--method", help=f"registry name or spec, e.g. rrf or 'rrf(k=60)' (default: {DEFAULT_METHOD})")
    s.add_argument("--param", action="append", metavar="KEY=VALUE")
    s.add_argument("--weights", metavar="NAME=W,...|FILE",
                   help="per-run weights by run name (the run's tag, or its file name when tags repeat), "
                        "or a file (JSON object or 'NAME W' lines)")
    s.add_argument("--model", help="a model saved by 'rankagg tune' or 'rankagg train'")
    s.add_argument("--letor", metavar="FILE", help="fuse a LETOR aggregation file; -o gets one score per line")
    s.add_argument("--trust-rank", action="store_true", help="order lists by their rank column, not by score")
    s.add_argument("--tag", help="run tag of the output (default: method name)")
    s.add_argument("--depth", type=_positive_int, default=1000, help="write at most this many documents per query (default 1000)")
    s.add_argument("--input-depth", type=_positive_int, help="keep only each run's first N documents per query before fusing")
    s.add_argument("--scores", choices=["fused", "rank"], default="fused",
                   help="score column: the fused score (default) or n - rank + 1")
    s.add_argument("--quiet", action="store_true", help="no progress or summary on stderr")
    s.add_argument("-o", "--output", required=True)
    s.set_defaults(func=cmd_fuse)

    s = sub.add_parser("evaluate", help="evaluate scores (LETOR conventions) or TREC runs (trec_eval conventions)")
    s.add_argument("runs", nargs="*", help="TREC run files (with --qrels)")
    s.add_argument("--letor", nargs=2, metavar=("FEATURE_FILE", "SCORE_FILE"))
    s.add_argument("--qrels", metavar="QRELS")
    s.add_argument("--measures", nargs="+", metavar="MEASURE",
                   help="ir_measures names, e.g. nDCG@10 P@5 AP R@1000 Bpref 'RBP(p=0.8)' (needs rankagg[bench])")
    s.add_argument("-q", "--per-query", action="store_true", help="per-query values too (trec_eval -q)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_evaluate)

    s = sub.add_parser("tune", help="tune a fusion method on qrels (RRF's k, run weights), with a held-out estimate")
    from rankagg.experiments.tune_cli import add_tune_arguments

    add_tune_arguments(s)
    s.set_defaults(func=cmd_tune)

    s = sub.add_parser("benchmark", help="five-fold LETOR protocol for one method")
    s.add_argument("--dataset", required=True, help="MQ2007-agg | MQ2008-agg")
    s.add_argument("--method", default=DEFAULT_METHOD, help=f"registry name or spec (default: {DEFAULT_METHOD})")
    s.add_argument("--param", action="append", metavar="KEY=VALUE", help="fix a parameter (not tuned)")
    s.add_argument("--select-by", default="NDCG@10")
    s.add_argument("--data-dir", help="folder holding letor4-agg/ (default: $RANKAGG_DATA)")
    s.add_argument("--backend", choices=["local", "dask"], default="local")
    s.add_argument("--scheduler", help="Dask scheduler address (with --backend dask)")
    s.add_argument("--json", action="store_true")
    s.add_argument("--quiet", action="store_true")
    s.set_defaults(func=cmd_benchmark)

    s = sub.add_parser("train", help="train a supervised method on one fold and save it as JSON")
    s.add_argument("--dataset", required=True)
    s.add_argument("--method", required=True)
    s.add_argument("--param", action="append", metavar="KEY=VALUE")
    s.add_argument("--fold", type=int, default=1)
    s.add_argument("--data-dir")
    s.add_argument("-o", "--output", required=True)
    s.set_defaults(func=cmd_train)

    s = sub.add_parser("demo", help="synthetic meta-search demonstration (no data needed)")
    s.add_argument("--seed", type=int, default=0)
    s.set_defaults(func=cmd_demo)

    s = sub.add_parser("report", help="tables and figures from results JSON files")
    if argv is not None and list(argv[:1]) == ["report"]:  # its arguments import the report module (slow)
        try:
            from rankagg.experiments.report import add_report_arguments

            add_report_arguments(s)
        except ImportError:
            s.add_argument("rest", nargs="*")
    else:
        s.add_argument("rest", nargs=argparse.REMAINDER)
    s.set_defaults(func=cmd_report)

    s = sub.add_parser("experiment", help="run, check or render experiments declared in experiments/*.toml")
    from rankagg.experiments.commands import add_experiment_arguments

    add_experiment_arguments(s)
    s.set_defaults(func=cmd_experiment)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    from rankagg.io._common import check_output_path, exit_on_signal

    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    restore_signals = exit_on_signal(f"rankagg {args.command}")  # no traceback, no temp file, no segfault
    try:
        if isinstance(getattr(args, "output", None), str):
            check_output_path(args.output)  # a directory as -o: refused before any work
        return int(args.func(args) or 0)
    except BrokenPipeError:
        return 0
    except ValueError as exc:  # InputFormatError included: names the file and line
        print(f"rankagg {args.command}: error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:  # missing file, directory, permission, unreachable scheduler
        where = f"{exc.filename}: " if exc.filename and str(exc.filename) not in str(exc.strerror or "") else ""
        print(f"rankagg {args.command}: error: {where}{exc.strerror or exc}", file=sys.stderr)
        return 2
    except ImportError as exc:
        print(f"rankagg {args.command}: error: {exc} (install the optional extra it needs)", file=sys.stderr)
        return 2
    except Exception as exc:  # pragma: no cover - last resort, still on stderr
        print(f"rankagg {args.command}: error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    finally:
        restore_signals()


def run() -> None:  # pragma: no cover - exercised through the installed command (tests/test_cli.py)
    """The ``rankagg`` command: :func:`main`, then exit.  After a short job the interpreter is not torn
    down (30-50 ms of a 0.7 s fuse job on MQ2007-agg): its output is written, closed and renamed into
    place, so the standard streams are flushed, the exit handlers run, and the process ends."""
    code = main()
    if _short_job():
        import atexit

        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except BrokenPipeError:
            pass
        atexit._run_exitfuncs()
        os._exit(code)
    sys.exit(code)


if __name__ == "__main__":  # pragma: no cover
    run()
