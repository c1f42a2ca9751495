"""Arguments and jobs of ``rankagg experiment run|status|study|render`` (wired by ``rankagg.cli``).

Each job takes plain values: the command line (``rankagg.cli_commands``) parses the arguments and unpacks them;
no ``argparse`` object reaches here (issue 46).

Light to import: the runner and the renderer (which import the method families)
load only when the subcommand runs, so other ``rankagg`` commands start fast.
"""

from __future__ import annotations

import argparse
from typing import Sequence

from rankagg._process import count

__all__ = ["add_experiment_arguments", "experiment_run", "experiment_status", "experiment_render", "run_study_process"]


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


def _study_root() -> str:
    """The folder holding the repository's ``studies`` package (research code, not installed): the checkout
    beside the package when it runs from one (an editable install), else the current folder."""
    import os

    checkout = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for root in (checkout, os.getcwd()):
        if os.path.isfile(os.path.join(root, "studies", "__init__.py")):
            return root
    raise ValueError(f"no studies/ in {os.getcwd()} or beside the package: the studies are research code in the "
                     "rankagg repository, not in the installed package; run `rankagg experiment study` from the "
                     "repository's root")


def run_study_process(name: str, study_args: list[str]) -> int:
    """``python -m studies NAME ARGS...`` in a process of its own, from the folder that holds ``studies/``: the
    package never imports research code (issue 46), and a study's exit status is the command's."""
    import os
    import subprocess
    import sys

    root = _study_root()
    path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p)
    return subprocess.run([sys.executable, "-m", "studies", name, *study_args], cwd=root,
                          env={**os.environ, "PYTHONPATH": path}, check=False).returncode


def experiment_run(files: Sequence[str], *, jobs: int = 1, force: bool = False, only: str | None = None,
                   datasets: Sequence[str] | None = None, data_dir: str | None = None) -> int:
    """``rankagg experiment run``: the cells of the experiment files that are not done; returns the exit code."""
    from rankagg.experiments.runner import run_experiments  # lazy: imports the method families

    run_experiments(list(files), jobs=jobs, force=force, data_dir=data_dir, only=only,
                    datasets=None if datasets is None else list(datasets))
    return 0


def experiment_status(files: Sequence[str]) -> int:
    """``rankagg experiment status``: each cell's state, printed; returns the exit code."""
    from rankagg.experiments.status import status_lines

    print("\n".join(status_lines(list(files))))
    return 0


def experiment_render(files: Sequence[str], *, experiments: str = "experiments", check: bool = False) -> int:
    """``rankagg experiment render``: the tables and claims between rankagg markers; returns the exit code."""
    from rankagg.experiments.render import render_command

    return render_command(list(files), experiments=experiments, check=check)
