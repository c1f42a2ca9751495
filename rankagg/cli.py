"""The ``rankagg`` command line: a thin layer over the public API.

Subcommands: ``methods``, ``fuse``, ``evaluate``, ``benchmark``, ``train``,
``demo`` and ``report``.  Errors go to stderr with exit status 2 (bad input or
usage) or 1 (anything else); results go to stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any, Sequence

import numpy as np

__all__ = ["main"]


class _Progress:
    """A one-line progress display on stderr (silent when stderr is not a terminal and quiet=True)."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.t0 = time.perf_counter()

    def __call__(self, message: str) -> None:
        if self.enabled:
            print(f"[{time.perf_counter() - self.t0:7.1f}s] {message}", file=sys.stderr, flush=True)


def _params(pairs: Sequence[str] | None) -> dict[str, Any]:
    from rankagg.methods.registry import parse_value

    out: dict[str, Any] = {}
    for p in pairs or []:
        if "=" not in p:
            raise ValueError(f"--param expects key=value, got {p!r}")
        k, v = p.split("=", 1)
        out[k.strip()] = parse_value(v.strip())
    return out


def _dump(obj: Any) -> str:
    def default(o: Any) -> Any:
        if isinstance(o, np.generic):
            return o.item()
        if isinstance(o, np.ndarray):
            return o.tolist()
        raise TypeError(type(o).__name__)

    return json.dumps(obj, indent=2, default=default)


# ----------------------------------------------------------------- methods
def cmd_methods(args: argparse.Namespace) -> int:
    from rankagg.methods.registry import list_methods, method_class

    rows = []
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
def _make(args: argparse.Namespace):
    from rankagg.methods.registry import make_method

    if getattr(args, "model", None):
        from rankagg.models import load_model

        if args.method:
            raise ValueError("give either --method or --model, not both")
        return load_model(args.model)
    if not args.method:
        raise ValueError("--method (or --model) is required")
    m = make_method(args.method, **_params(args.param))
    if m.supervised:
        raise ValueError(f"{m.name} is supervised: train it first (rankagg train ... -o model.json) and pass --model")
    return m


def cmd_fuse(args: argparse.Namespace) -> int:
    from rankagg.io import read_letor, read_trec_runs, write_scores, write_trec_run

    method = _make(args)
    if args.letor:
        if args.runs:
            raise ValueError("give either run files or --letor FILE, not both")
        data = read_letor(args.letor)
        scores = method.aggregate(data)
        write_scores(args.output, scores, inputs=[args.letor])
        print(f"wrote {data.n_items} scores for {data.n_queries} queries to {args.output}", file=sys.stderr)
        return 0
    if not args.runs:
        raise ValueError("no run files given")
    data = read_trec_runs(args.runs, trust_rank=args.trust_rank)
    scores = method.aggregate(data)
    write_trec_run(args.output, data, scores, tag=args.tag or method.name, inputs=args.runs, depth=args.depth)
    print(f"fused {data.n_rankers} runs over {data.n_queries} queries with {method!r} -> {args.output}", file=sys.stderr)
    return 0


# ----------------------------------------------------------------- evaluate
def cmd_evaluate(args: argparse.Namespace) -> int:
    from rankagg.evaluation.measures import LETOR_MEASURES, letor_measures, mean_measures, trec_measures

    if args.letor:
        from rankagg.io import read_letor, read_scores

        feature_file, score_file = args.letor
        data = read_letor(feature_file)
        scores = read_scores(score_file, n_expected=data.n_items)
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

        qrels_path, run_path = args.qrels
        qrels = read_qrels(qrels_path)
        run = read_trec_run(run_path, trust_rank=False)
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
    raise ValueError("evaluate needs --letor FEATURE_FILE SCORE_FILE or --qrels QRELS RUN")


# ----------------------------------------------------------------- benchmark
def cmd_benchmark(args: argparse.Namespace) -> int:
    from rankagg.experiments.protocol import run_protocol

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
def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="rankagg", description="Rank aggregation: fuse, evaluate, benchmark.")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("methods", help="list every method with its parameters and citation")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_methods)

    s = sub.add_parser("fuse", help="fuse TREC runs (or a LETOR file) into one ranking")
    s.add_argument("runs", nargs="*", help="TREC run files (one ranker each)")
    s.add_argument("--method", help="registry name or spec, e.g. rrf or 'rrf(k=60)'")
    s.add_argument("--param", action="append", metavar="KEY=VALUE")
    s.add_argument("--model", help="a model saved by 'rankagg train'")
    s.add_argument("--letor", metavar="FILE", help="fuse a LETOR aggregation file; -o gets one score per line")
    s.add_argument("--trust-rank", action="store_true", help="order lists by their rank column, not by score")
    s.add_argument("--tag", help="run tag of the output (default: method name)")
    s.add_argument("--depth", type=int, help="write at most this many documents per query")
    s.add_argument("-o", "--output", required=True)
    s.set_defaults(func=cmd_fuse)

    s = sub.add_parser("evaluate", help="evaluate scores (LETOR conventions) or a TREC run (trec_eval conventions)")
    s.add_argument("--letor", nargs=2, metavar=("FEATURE_FILE", "SCORE_FILE"))
    s.add_argument("--qrels", nargs=2, metavar=("QRELS", "RUN"))
    s.add_argument("--per-query", action="store_true")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_evaluate)

    s = sub.add_parser("benchmark", help="five-fold LETOR protocol for one method")
    s.add_argument("--dataset", required=True, help="MQ2007-agg | MQ2008-agg")
    s.add_argument("--method", required=True)
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
    try:
        from rankagg.experiments.report import add_report_arguments

        add_report_arguments(s)
    except ImportError:
        s.add_argument("rest", nargs="*")
    s.set_defaults(func=cmd_report)

    s = sub.add_parser("experiment", help="run, check or render experiments declared in experiments/*.toml")
    from rankagg.experiments.commands import add_experiment_arguments

    add_experiment_arguments(s)
    s.set_defaults(func=cmd_experiment)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:
        return 0
    except (ValueError, FileNotFoundError) as exc:
        print(f"rankagg {args.command}: error: {exc}", file=sys.stderr)
        return 2
    except ImportError as exc:
        print(f"rankagg {args.command}: error: {exc} (install the optional extra it needs)", file=sys.stderr)
        return 2
    except Exception as exc:  # pragma: no cover - last resort, still on stderr
        print(f"rankagg {args.command}: error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
