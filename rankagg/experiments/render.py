"""Tables and comparative claims rendered from results, between marker comments in Markdown.

Markers: the text between an opening marker and its closing ``<!-- /rankagg:KIND -->`` (on
their own lines) is replaced; nothing else in the file changes::

    <!-- rankagg:table EXPERIMENT DATASET -->
    ...
    <!-- /rankagg:table -->

    <!-- rankagg:claims EXPERIMENT [DATASET] -->       (the declared [[claims]] as sentences)
    <!-- rankagg:workload EXPERIMENT DATASET -->       (the table, plus each row's time and peak memory)
    <!-- rankagg:costs EXPERIMENT DATASET -->          (fit / fold / aggregation times per row)
    <!-- rankagg:status all -->                        (every experiment: cells done / legacy, hours)
    <!-- rankagg:matrix EXPERIMENT MEASURE -->         (rows x datasets, one measure)
    <!-- rankagg:selection EXPERIMENT -->              (the experiment's nested [[selections]])
    <!-- rankagg:published EXPERIMENT DATASET -->      (ours beside the rows' published numbers)

The blocks are rendered by :mod:`rankagg.experiments.render_tables` (``table``,
``workload``, ``matrix``, ``published``), :mod:`rankagg.experiments.render_claims`
(``claims``, ``selection``) and :mod:`rankagg.experiments.render_costs`
(``costs``, ``status``), from what :mod:`rankagg.experiments.row_results` reads
and tests.

Rendering reads only the experiment files and result JSON (it runs no method),
so ``rankagg experiment render --check`` is fast enough for CI.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Sequence

from rankagg.experiments.render_claims import render_claims, render_selection
from rankagg.experiments.render_costs import render_costs, render_status
from rankagg.experiments.render_tables import render_matrix, render_published, render_table
from rankagg.experiments.experiment_file import Experiment, load_experiment

__all__ = ["render_text", "render_command"]

_BLOCK = re.compile(r"(<!-- rankagg:(table|workload|claims|costs|status|matrix|selection|published) ([^\s]+)(?: ([^\s]+))? -->\n)(.*?)(<!-- /rankagg:\2 -->)", re.S)


def _experiments(folder: Path) -> dict[str, Experiment]:
    out = {}
    for p in sorted(folder.glob("*.toml")):
        exp = load_experiment(p)
        out[exp.name] = exp
    return out


def render_text(text: str, experiments: dict[str, Experiment], where: str = "text") -> str:
    """``text`` with every marker block re-rendered."""

    def sub(m: re.Match) -> str:
        start, kind, name, dataset, _, end = m.groups()
        if kind == "status":
            return start + render_status(experiments) + end
        if name not in experiments:
            raise ValueError(f"{where}: marker names unknown experiment {name!r}")
        exp = experiments[name]
        if kind == "matrix":
            if dataset is None:
                raise ValueError(f"{where}: matrix marker for {name!r} needs a measure")
            return start + render_matrix(exp, dataset) + end
        if kind == "selection":
            return start + render_selection(exp) + end
        if kind in ("table", "workload", "costs", "published"):
            if dataset is None:
                raise ValueError(f"{where}: {kind} marker for {name!r} needs a dataset")
            body = (render_costs(exp, dataset) if kind == "costs" else render_published(exp, dataset)
                    if kind == "published" else render_table(exp, dataset, costs=kind == "workload"))
        else:
            body = render_claims(exp, dataset)
        return start + body + end

    return _BLOCK.sub(sub, text)


def render_command(files: Sequence[str], *, experiments: str = "experiments", check: bool = False) -> int:
    """Render (or with ``check`` compare) the marker blocks of Markdown files; returns an exit status."""
    exp_dir = Path(experiments)
    root = exp_dir.resolve().parent
    paths = [Path(f) for f in files] or [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    exps = _experiments(exp_dir)
    stale = []
    for p in paths:
        old = p.read_text()
        new = render_text(old, exps, str(p))
        if new != old:
            if check:
                stale.append(str(p))
            else:
                p.write_text(new)
                print(f"rendered {p}", file=sys.stderr)
    if stale:
        print("tables or claims differ from what the results render (run `rankagg experiment render`): "
              + ", ".join(stale), file=sys.stderr)
        return 1
    return 0
