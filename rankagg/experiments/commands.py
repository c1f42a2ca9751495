"""Arguments and dispatch of ``rankagg experiment run|status|render`` (wired by ``rankagg.cli``).

Light to import: the runner and the renderer (which import the method families)
load only when the subcommand runs, so other ``rankagg`` commands start fast.
"""

from __future__ import annotations

import argparse
from typing import Any

from rankagg._process import count

__all__ = ["add_experiment_arguments", "run_experiment_command"]


def add_experiment_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="experiment_command", required=True)
    r = sub.add_parser("run", help="run the cells of experiment files that are not done (resumable)")
    r.add_argument("files", nargs="+", help="experiments/*.toml")
    r.add_argument("--jobs", type=count(1), default=1, help="cells run in parallel (default 1; at most one per cell "
                   "and per CPU)")
    r.add_argument("--force", action="store_true", help="rerun cells whose result is up to date")
    r.add_argument("--only", help="only rows whose label contains this text")
    r.add_argument("--dataset", action="append", help="only this dataset (repeatable)")
    r.add_argument("--data-dir", help="folder holding letor4-agg/ (default: $RANKAGG_DATA)")
    s = sub.add_parser("status", help="which cells are done, stale, legacy or missing, and their wall times")
    s.add_argument("files", nargs="+")
    t = sub.add_parser("study", help="run a study that is not a table of cells (figures, curves, case studies)",
                       description="Studies: see studies/ in the repository (not installed); run from its root.")
    t.add_argument("name", help="the study (rankagg experiment study list: every study)")
    t.add_argument("study_args", nargs=argparse.REMAINDER, help="the study's own options")
    g = sub.add_parser("render", help="render the tables and claims between rankagg markers in Markdown files")
    g.add_argument("files", nargs="*", help="Markdown files (default: README.md and docs/*.md)")
    g.add_argument("--experiments", default="experiments", help="folder of experiment files")
    g.add_argument("--check", action="store_true", help="exit 1 if a committed table differs from the rendering")


def _studies() -> tuple[tuple[str, ...], Any]:
    """The repository's ``studies`` package (research code, not installed): beside the package when it runs from
    a checkout (an editable install), else in the current folder."""
    import importlib.util
    import os
    import sys

    checkout = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    folders = [os.path.join(checkout, "studies"), os.path.join(os.getcwd(), "studies")]
    folder = next((f for f in folders if os.path.isfile(os.path.join(f, "__init__.py"))), folders[-1])
    init = os.path.join(folder, "__init__.py")
    if not os.path.isfile(init):
        raise ValueError(f"no studies/ in {os.getcwd()} or beside the package: the studies are research code in the "
                         "rankagg repository, not in the installed package; run `rankagg experiment study` from the "
                         "repository's root")
    mod = sys.modules.get("studies")
    if mod is None:  # the package by its path (the import path stays as it is)
        spec = importlib.util.spec_from_file_location("studies", init, submodule_search_locations=[folder])
        assert spec is not None and spec.loader is not None
        mod = importlib.util.module_from_spec(spec)
        sys.modules["studies"] = mod
        spec.loader.exec_module(mod)
    return mod.STUDIES, mod.run_study


def run_experiment_command(args: argparse.Namespace) -> int:
    # lazy: keeps `rankagg --help` and the other subcommands from importing every method family
    from rankagg.experiments.render import render_command
    from rankagg.experiments.runner import run_experiments, status_lines

    if args.experiment_command == "run":
        run_experiments(args.files, jobs=args.jobs, force=args.force, data_dir=args.data_dir, only=args.only,
                        datasets=args.dataset)
        return 0
    if args.experiment_command == "study":
        STUDIES, run_study = _studies()
        if args.name == "list":
            print("\n".join(STUDIES))
            return 0
        return run_study(args.name, args.study_args)
    if args.experiment_command == "status":
        print("\n".join(status_lines(args.files)))
        return 0
    return render_command(args.files, experiments=args.experiments, check=args.check)
