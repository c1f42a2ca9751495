"""trec_eval's ``-c``: every judged query is evaluated, a query the run lacks as a ranking that finds nothing.

Without ``-c`` trec_eval averages over the queries that are both judged and in the run, so a run that skips
its hard queries looks better than one that answers them badly.  With ``-c`` (trec_eval 10.0, ``trec_eval.c``)
each judged query the run lacks is evaluated on a stand-in ranking of one unjudged document, whose
leftover counts (``num_ret``, the ``unj*`` measures, ``utility``, ``rbp_resid``) are then set to 0: every
measure of retrieved documents is 0 there, ``num_q`` counts the query, ``num_rel`` its relevant documents and
``gm_map`` its floor (``MIN_GEO_MEAN``).  The means divide by the number of judged queries.

The stand-in here is a ranking of no document at all, which gives the same values through the registry's
kernels (checked against the binary's ``-c -q`` output: tests/evaluation/test_trec_eval_complete.py); a
measure only pytrec_eval computes (``infAP``) is 0 there, as it is on trec_eval's stand-in.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.evaluation.registry import Measure
from rankagg.evaluation.trec_batch import QrelsTable
from rankagg.evaluation.trec_numpy import Ranked

__all__ = ["complete_queries", "unretrieved_values"]


def unretrieved_values(table: QrelsTable, measures: Sequence[Measure]) -> dict[str, NDArray[np.float64]]:
    """Each measure's value on every judged query of ``table`` for a run that retrieves nothing."""
    n_q = table.n_queries
    none = np.zeros(0, dtype=np.int64)
    empty = Ranked(n_q, none, none, np.zeros(0), np.zeros(0, dtype=bool), np.zeros(n_q, dtype=np.int64))
    out = {}
    for m in measures:
        kernel = m.definition.numpy
        got = np.zeros(n_q) if kernel is None else np.asarray(kernel(empty, table.judgements, m), dtype=np.float64)
        out[m.name] = np.nan_to_num(got, nan=0.0)  # as evaluate_lines counts a measure undefined for a query
    return out


def complete_queries(qids: Sequence[str], values: dict[str, NDArray[np.float64]], table: QrelsTable,
                     measures: Sequence[Measure], only: Sequence[str] | None = None
                     ) -> tuple[list[str], dict[str, NDArray[np.float64]]]:
    """``qids`` (the evaluated queries, sorted) and their ``values`` with every other judged query of ``table``
    added (or those among ``only``: a dict run's queries of no document), valued as :func:`unretrieved_values`;
    the queries sorted, as ``trec_eval -c -q`` prints them."""
    have = table.query_codes(list(qids))
    added = np.setdiff1d(np.arange(table.n_queries) if only is None else table.query_codes(list(only)), have)
    added = added[added >= 0]  # an unjudged query: not evaluated, as without -c
    if not len(added):
        return list(qids), values
    keep = np.sort(np.concatenate([have, added]))
    base = unretrieved_values(table, measures)
    out = {}
    for m in measures:
        v = base[m.name].copy()
        v[have] = values[m.name]
        out[m.name] = v[keep]
    return table.qids[keep].tolist(), out
