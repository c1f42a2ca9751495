"""One-liners for the common job: ``rankagg.fuse(runs)`` and ``rankagg.evaluate(run, qrels, measures)``.

The front door; each concern lives in its own module:

* :mod:`rankagg.api.fuse_forms`: :func:`fuse` and :func:`to_rankings`, runs fused in the form they are given;
* :mod:`rankagg.api.fusion_spec`: :func:`make_fusion` and :func:`read_weights`, the fusion a job applies;
* :mod:`rankagg.api.run_files`: :func:`fuse_files`, ``rankagg fuse`` on run files;
* :mod:`rankagg.api.evaluate_runs`: :func:`evaluate`;
* :mod:`rankagg.api.commands` (the jobs of the other subcommands) and :mod:`rankagg.api.preferences`
  (comparison and PrefLib inputs).

``fuse`` takes the runs in whatever form they are at hand (dicts, a long DataFrame, ranx ``Run`` objects, an
Arrow table) and returns the fused run in the same form; :mod:`rankagg.api.fuse_forms` says how.
:func:`as_written` gives a result the scores its TREC file holds (:mod:`rankagg.io.fused_runs`).
"""

from __future__ import annotations

from rankagg.defaults import DEFAULT_DEPTH, DEFAULT_METHOD
from rankagg.io.run_names import select_input_runs
from rankagg.api.evaluate_runs import evaluate
from rankagg.api.fuse_forms import fuse, to_rankings
from rankagg.api.fusion_spec import make_fusion, read_weights
from rankagg.io.fused_runs import as_written
from rankagg.api.run_files import FuseFilesResult, fuse_files

# pandas, the frame readers and the evaluator are imported where they are used: ``rankagg fuse`` on TREC
# files goes through this package and imports none of them (tests/cli/test_cli.py)

__all__ = ["fuse", "fuse_files", "evaluate", "to_rankings", "make_fusion", "read_weights", "select_input_runs",
           "FuseFilesResult", "DEFAULT_METHOD", "DEFAULT_DEPTH", "as_written"]
