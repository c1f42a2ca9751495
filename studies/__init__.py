"""Studies the experiment runner cannot express as a table of cells: paper figures on synthetic data,
robustness curves, learned weights, case studies.

They live in the repository (``studies/``), outside the installed package (issue 33).  Each module is
run from the repository root by ``rankagg experiment study NAME [ARGS...]`` (its own
options follow the name; ``rankagg experiment study NAME --help`` lists them) and writes under
``results/``.  The tables of the five-fold protocol are experiment files instead
(``experiments/*.toml``, ``rankagg experiment run`` / ``render``), and so are the tables that set our
numbers beside a paper's (a row's ``[rows.published]``, rendered by ``rankagg:published``).
"""

from __future__ import annotations

import pkgutil
import runpy
import sys
from pathlib import Path
from typing import Sequence

__all__ = ["STUDIES", "run_study"]

#: every study module (helpers shared by studies are not studies)
STUDIES = tuple(sorted(m.name for m in pkgutil.iter_modules([str(Path(__file__).parent)])
                       if m.name != "rags_common" and not m.name.startswith("_")))


def run_study(name: str, args: Sequence[str] = ()) -> int:
    """Run study ``name`` as its own command line with ``args``; returns its exit status."""
    if name not in STUDIES:
        raise ValueError(f"unknown study {name!r}; choose one of {', '.join(STUDIES)}")
    saved = sys.argv
    sys.argv = [f"rankagg experiment study {name}", *args]
    try:
        runpy.run_module(f"studies.{name}", run_name="__main__", alter_sys=False)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    finally:
        sys.argv = saved
    return 0
