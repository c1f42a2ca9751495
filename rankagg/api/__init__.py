"""One-liners for the common job: ``rankagg.fuse(runs)`` and ``rankagg.evaluate(run, qrels, measures)``.

The front door; each concern lives in its own module:

* :mod:`rankagg.api.fuse_forms`: :func:`fuse` and :func:`to_rankings`, runs fused in the form they are given;
* :mod:`rankagg.api.fusion_spec`: :func:`make_fusion` and :func:`read_weights`, the fusion a job applies;
* :mod:`rankagg.api.run_files`: :func:`fuse_files`, ``rankagg fuse`` on run files;
* :mod:`rankagg.api.evaluate_runs`: :func:`evaluate`;
* :mod:`rankagg.api.commands` (the jobs of the other subcommands) and :mod:`rankagg.api.preferences`
  (comparison and PrefLib inputs).

``fuse`` takes the runs in whatever form they are at hand and returns the fused
run in the same form:

* a mapping ``name -> {qid: {docid: score}}`` (or a sequence of such dicts) ->
  ``{qid: {docid: fused score}}``;
* a long DataFrame with one row per (query, document, run) -> a DataFrame with
  the same query / document column names plus ``score`` (fused) and ``rank``
  (consensus rank).  Column names of ranx (``q_id, doc_id``), PyTerrier
  (``qid, docno``) and ir_measures (``query_id``) are accepted; the run is told
  by a ``ranker`` / ``run`` / ``name`` / ``system`` / ``tag`` column;
* ranx ``Run`` objects (a sequence, or a mapping name -> Run) -> a ranx ``Run``;
* a long Arrow table (as the DataFrame) -> an Arrow table.

Every form is read by the same rules (:mod:`rankagg.io.rules`; :data:`rankagg.io.formats.FORMATS`).

Ranks of each input run come from its scores by the trec_eval rule (score
descending, then docid descending).  The fused score is the method's own score
(higher is better); ties are ordered by the house tie rule
(:func:`rankagg.data.rankings.consensus_order`), which the DataFrame's ``rank``
column records.
"""

from __future__ import annotations

from rankagg.defaults import DEFAULT_DEPTH, DEFAULT_METHOD
from rankagg.io.run_names import select_input_runs
from rankagg.api.evaluate_runs import evaluate
from rankagg.api.fuse_forms import fuse, to_rankings
from rankagg.api.fusion_spec import make_fusion, read_weights
from rankagg.api.run_files import FuseFilesResult, fuse_files

# pandas, the frame readers and the evaluator are imported where they are used: ``rankagg fuse`` on TREC
# files goes through this package and imports none of them (tests/cli/test_cli.py)

__all__ = ["fuse", "fuse_files", "evaluate", "to_rankings", "make_fusion", "read_weights", "select_input_runs",
           "FuseFilesResult", "DEFAULT_METHOD", "DEFAULT_DEPTH"]
