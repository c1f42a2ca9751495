"""The ``rankagg`` argument parser (:func:`build_parser`): every subcommand, its options and their help.

Each subparser's ``func`` is its command in :mod:`rankagg.cli_commands`.  Nothing heavy is imported here, so
``--help`` and ``--version`` answer at once."""

from __future__ import annotations

import argparse
from typing import Sequence

from rankagg._process import OnceParser, count, number
from rankagg.defaults import DEFAULT_DEPTH, DEFAULT_METHOD, DEPTH_NOT_GIVEN  # one default for the CLI and the API
from rankagg.cli_commands import (cmd_benchmark, cmd_calibrate, cmd_demo, cmd_evaluate, cmd_experiment, cmd_fuse,
                                  cmd_methods, cmd_report, cmd_train, cmd_tune)

__all__ = ["build_parser"]


def _version() -> str:
    from rankagg import __version__

    return f"rankagg {__version__}"


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    p = OnceParser(prog="rankagg", description="Rank aggregation: fuse, evaluate, tune, benchmark.")
    p.add_argument("--version", action="version", version=_version())
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("methods", help="list every method with its parameters and citation (NAME: one method)")
    s.add_argument("name", nargs="?", metavar="NAME", help="describe one method: its family, parameters and "
                   "defaults, paper, faces and whether it gives p-values")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_methods)

    s = sub.add_parser("fuse", help="fuse TREC runs (or a LETOR file) into one ranking",
                       description="Fuse TREC runs: the score column of the output is the method's fused score "
                                   "(higher is better; --scores rank writes n - rank + 1).")
    s.add_argument("runs", nargs="*", help="TREC run files (one ranker each; plain or gzip; read a block of queries "
                                           "at a time), or one Parquet table q_id doc_id score (or rank) run; or "
                                           "ranked gene lists (a .csv/.tsv table of lists, or .grp/.lst/.txt "
                                           "files): -o gets a significance table (default method rra; docs/genes.md)")
    s.add_argument("--method", help=f"registry name or spec, e.g. rrf or 'rrf(k=60)' (default: {DEFAULT_METHOD})")
    s.add_argument("--param", action="append", metavar="KEY=VALUE")
    s.add_argument("--weights", metavar="NAME=W,...|FILE",
                   help="per-run weights by run name (the run's tag, or its file name when tags repeat), "
                        "or a file (JSON object or 'NAME W' lines)")
    s.add_argument("--model", help="a model saved by 'rankagg tune', 'rankagg train' or 'rankagg calibrate' (then "
                                   "the score column is the calibrated P(relevant))")
    s.add_argument("--min-score", type=number(0.0, 1.0, low_open=False), metavar="P", help="with a calibrated --model: leave out the documents "
                                                                "whose P(relevant) is below P")
    s.add_argument("--letor", metavar="FILE", help="fuse a LETOR aggregation file; -o gets one score per line")
    s.add_argument("--trust-rank", action="store_true", help="order lists by their rank column, not by score")
    s.add_argument("--tag", help="run tag of the output (default: rankagg-<method>, the method's name without its "
                                 "parameters; rankagg-<method>-tuned when a --model fitted on judgments fuses, "
                                 "rankagg-<method>-calibrated with a calibrated --model)")
    s.add_argument("--depth", type=count(1), default=DEPTH_NOT_GIVEN,
                   help=f"write at most this many documents per query (default {DEFAULT_DEPTH}, or the depth a --model was tuned at)")
    s.add_argument("--input-depth", type=count(1), help="keep only each run's first N documents per query before fusing")
    s.add_argument("--explain", metavar="FILE",
                   help="also write, per fused document, each list's rank, score, normalised score, weight and "
                        "contribution (JSON lines; the methods rankagg.Fuser supports)")
    s.add_argument("--scores", choices=["fused", "rank"], default="fused",
                   help="score column: the fused score (default) or n - rank + 1")
    s.add_argument("--backend", choices=["local", "dask"], default="local",
                   help="dask: the workers of a Dask cluster read and fuse the runs, same output (docs/scale.md)")
    s.add_argument("--scheduler", help="with --backend dask: the scheduler's address, e.g. tcp://HOST:8786 "
                                       "(default: a local cluster of 2 workers)")
    s.add_argument("--scratch", metavar="DIR", help="with --backend dask: where the workers write the temporary "
                                                     "partition; a folder every worker sees (default: the system's)")
    s.add_argument("--bootstrap", type=count(0, 1_000_000), default=None, metavar="N",
                   help="comparison tables: N bootstrap redraws for score and rank intervals (default 0; 100 for "
                        "arena battle files; docs/preferences.md)")
    s.add_argument("--bootstrap-by", choices=["auto", "comparisons", "judges"], default="auto",
                   help="comparison tables: redraw the judges (auto: when the table names them) or the comparisons")
    s.add_argument("--quiet", action="store_true", help="no progress or summary on stderr")
    s.add_argument("-o", "--output", required=True, help="the fused run (.gz: compressed; .parquet: a Parquet table; "
                   "a .csv, .tsv, .json or spreadsheet name, which would hold TREC lines, is refused)")
    s.set_defaults(func=cmd_fuse)

    s = sub.add_parser("evaluate", help="evaluate scores (LETOR conventions) or TREC runs (trec_eval conventions)")
    s.add_argument("runs", nargs="*", help="TREC run files, or Parquet run tables of one run (fuse -o x.parquet), "
                                           "with --qrels")
    s.add_argument("--letor", nargs=2, metavar=("FEATURE_FILE", "SCORE_FILE"))
    s.add_argument("--qrels", metavar="QRELS")
    s.add_argument("--measures", nargs="+", metavar="MEASURE", help="ir_measures names, e.g. nDCG@10 P@5 AP R@1000 Rprec "
                   "'RBP(p=0.8)' Judged@10 Bpref (the registry's trec measures; infAP needs pytrec_eval, "
                   "rankagg[bench]; "
                   "default: P@5 P@10 P@20 nDCG@5 nDCG@10 nDCG@20 AP RR)")
    s.add_argument("-m", dest="trec_measures", action="append", metavar="MEASURE",
                   help="trec_eval's -m, repeatable (map, P.5,10, ndcg_cut.10, recall): joins --measures")
    s.add_argument("-l", dest="relevance_level", type=count(1), metavar="LEVEL",
                   help="trec_eval's -l: measures that count relevant documents (P, AP, RR, R, Rprec, Bpref, ...) count "
                        "those judged LEVEL or above, unless a measure names its own rel=; nDCG reads the grades")
    s.add_argument("-q", "--per-query", action="store_true", help="per-query values too (trec_eval -q)")
    s.add_argument("-c", "--complete", action="store_true",
                   help="every judged query, one a run lacks valued as a ranking that finds nothing (trec_eval -c); "
                        "without it, the queries both judged and in the run")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_evaluate)

    s = sub.add_parser("tune", help="tune a fusion method on qrels (RRF's k, run weights), with a held-out estimate")
    from rankagg.experiments.tune_cli import add_tune_arguments

    add_tune_arguments(s)
    s.set_defaults(func=cmd_tune)

    s = sub.add_parser("calibrate", help="fit calibrated fused scores (P(relevant) by fused rank or score) on "
                                         "judged queries; writes a model for 'rankagg fuse --model' and Fuser")
    s.add_argument("runs", nargs="+", help="TREC run files of judged queries (one ranker each)")
    s.add_argument("--qrels", required=True, help="the judgments (TREC qrels; relevant: judged --rel or above)")
    s.add_argument("--rel", type=count(1), default=1, metavar="LEVEL",
                   help="the lowest relevant judgment, as trec_eval -l (default 1; 2 on graded qrels calibrates "
                        "P(highly relevant))")
    s.add_argument("--method", default="rrf", help="registry name or spec (default: rrf)")
    s.add_argument("--param", action="append", metavar="KEY=VALUE")
    s.add_argument("--weights", metavar="NAME=W,...|FILE", help="per-run weights by run name, or a file")
    s.add_argument("--by", choices=("rank", "score"), default="rank",
                   help="map the fused rank (default) or the fused score to P(relevant)")
    s.add_argument("--depth", type=count(1), default=100, help="fit on each query's fused top DEPTH (default 100)")
    s.add_argument("-o", "--output", required=True, help="the model file (JSON) to write")
    s.set_defaults(func=cmd_calibrate)

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

    s = sub.add_parser("train", help="train a supervised method on judged run files or one LETOR fold, and save it",
                       description="rankagg train RUN... --qrels QRELS -o model.json: learn a fusion from judged topics "
                                   "(default: pooled, LambdaMART on each topic's candidate pool), say its held-out "
                                   "estimate, write the model for 'rankagg fuse --model'.  rankagg train --dataset "
                                   "NAME --method SPEC [--fold k] -o model.json: fit on one LETOR fold.")
    s.add_argument("runs", nargs="*", help="TREC run files (with --qrels)")
    s.add_argument("--qrels", help="the judgements of the runs' topics")
    s.add_argument("--dataset", help="a LETOR dataset (MQ2007-agg, MQ2008-agg), instead of run files")
    s.add_argument("--method", help="a supervised method's spec (run files: default pooled)")
    s.add_argument("--param", action="append", metavar="KEY=VALUE")
    s.add_argument("--fold", type=count(1, 5), default=1, help="the LETOR fold (1..5) to train on")
    s.add_argument("--measure", default="nDCG@10", help="run files: the measure of the held-out estimate "
                                                        "(default nDCG@10)")
    s.add_argument("--folds", type=count(0, 20), default=5,
                   help="run files: topic folds of the held-out estimate (default 5; 0 = no estimate)")
    s.add_argument("--input-depth", type=count(1))
    s.add_argument("--seed", type=count(0), default=0,
                   help="run files: the seed of the topic folds and the learner (with --dataset: --param random_state=N)")
    s.add_argument("--quiet", action="store_true")
    s.add_argument("--data-dir")
    s.add_argument("-o", "--output", required=True)
    s.set_defaults(func=cmd_train)

    s = sub.add_parser("demo", help="synthetic meta-search demonstration (no data needed)")
    s.add_argument("--seed", type=count(0), default=0)
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
