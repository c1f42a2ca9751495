"""A run whose scores rise down every one of its lists: lower is better there (chart positions, distances, a
loss copied into the score column), but trec_eval, and rankagg with it, rank by score highest first, so every
list would be read upside down, without a word.  The file is still read as trec_eval reads it (a run written
lowest score first is legal: its order is its scores'); the reader is told, once per file read whole (every
door for a file under 64 MiB; the streamed reader of a larger one reads a block of lists at a time and does not
judge).  Runs held in memory (dicts, frames, Arrow and polars tables) and Parquet run tables of up to two million
rows are judged alike, their rows in the order given (:func:`warn_if_rows_rise`)."""

from __future__ import annotations

import math
import os
from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.exceptions import warn_caller
from rankagg.io._text_columns import _factorize
from rankagg.io.rules import shown
from rankagg.io.text_input import InputFormatWarning

#: what rankagg does with such a run, and what to do when lower is better
_READ_BY_SCORE = ("ranked by score, highest first, as trec_eval ranks them; if lower is better (ranks, chart positions, "
                  "distances), negate the scores")

#: rows in memory or in a table are often in an order that means nothing (a dict built ad by ad: one auction of
#: three ads rose by chance, u21a), where a TREC file is written best first; their rise is told when lists in no
#: order would rise so, in every run that does, less often than once in this many (one list of seven distinct
#: scores: 1/7! = 1/5040; four lists of three: 1/6^4 = 1/1296; two assessors' two lists of four: 1/24^4)
_ONE_IN_ROWS = 1000.0

__all__ = ["mostly_descending", "rising_query", "rows_may_rise", "tied_query", "warn_if_rows_tied", "warn_if_scores_rise",
           "warn_if_rows_rise"]


def mostly_descending(scores: NDArray[np.float64]) -> bool:
    """Whether half the lines descend, read in line order across queries, and they descend more than twice as often
    as they rise: a file written best first, a query at a time, rises only where a query starts.  Half alone is not
    enough: a run written rank by rank (every query's first line, then every second line) with distances for scores
    descends on half its lines whichever way its lists run, and was read upside down without a word.  Either way
    the lines of a file whose lists each hold one score (ties) are judged whole, as before.  Still ended early: a
    run written rank by rank whose queries' scores descend within every rank (disjoint ranges, one query's all
    above the next's); telling it needs the queries, which the usual file is spared."""
    later, earlier = scores[1:], scores[:-1]  # compared, not subtracted: +-1e308 would overflow
    descents = np.count_nonzero(later < earlier)
    return bool(descents * 2 >= len(scores) and descents > 2 * np.count_nonzero(later > earlier))


def rising_query(groups: NDArray[np.int64], scores: NDArray[np.float64]) -> int | None:
    """The first entry's group when, in every group of two entries or more (taken in the given order), no score
    is below the one before and some score is above it, and some group has three entries or more; else None.
    Equal scores do not break a rise: distances tie (the places of one building at 0 m, u19g_raw_metres_ties_warn),
    and a list written best first has none that rise."""
    if len(scores) < 3 or mostly_descending(scores):
        return None  # a list written best first: the usual file ends here, cheaply
    order = np.argsort(groups, kind="stable")
    g, s = groups[order], scores[order]
    same = g[1:] == g[:-1]
    if not same.any() or np.any((s[1:] < s[:-1])[same]) or not np.any((s[1:] > s[:-1])[same]):
        return None
    if np.bincount(g).max() < 3:
        return None  # pairs alone say too little about a direction
    return int(groups[0])


def _log_chance(groups: NDArray[np.int64], scores: NDArray[np.float64]) -> float:
    """log(1 / the chance that lists in no order at all rise as these do): the sum over the lists of log(k!), k a
    list's distinct scores (for lists that :func:`rising_query` found rising)."""
    order = np.argsort(groups, kind="stable")
    g, s = groups[order], scores[order]
    distinct = 1 + np.bincount(g[1:][(g[1:] == g[:-1]) & (s[1:] > s[:-1])], minlength=int(g.max()) + 1)
    log_factorial = np.concatenate(([0.0], np.cumsum(np.log(np.arange(1, int(distinct.max()) + 1)))))
    return float(log_factorial[distinct].sum())


def warn_if_scores_rise(path: str | os.PathLike, qid: Any, scores: NDArray[np.float64]) -> None:
    """Warn, naming ``path`` and a query, when the run's scores rise down each of its lists (line order)."""
    scores = np.asarray(scores, dtype=np.float64)
    if len(scores) < 3 or mostly_descending(scores):
        return  # a list written best first, the usual file: no query is factorised
    codes, uniques, _ = _factorize([qid])
    at = rising_query(codes, scores)
    if at is not None:
        warn_caller(f"{os.fspath(path)}: the scores rise down every list (query {uniques[at]}: its first line "
                    f"scores lowest): {_READ_BY_SCORE} (rankagg fuse can also order by the rank column: --trust-rank)",
                    InputFormatWarning)
    elif (at := tied_query(codes, scores)) is not None:
        warn_caller(f"{os.fspath(path)}: every list has one score on all its lines (query {uniques[at]}: "
                    f"{float(scores[0])!r} on each): ranked by docid descending, as trec_eval ranks equal scores, "
                    f"not by the rank column (rankagg fuse orders by the rank column with --trust-rank)",
                    InputFormatWarning)


def tied_query(groups: NDArray[np.int64], scores: NDArray[np.float64]) -> int | None:
    """The first entry's group when every group holds one score alone (a list with no scores, 0 written on each
    line by a converter: a union catalogue's SRU answer, u22f_sru_zero_scores_by_score_warned) and some group has
    three entries or more; else None.  Read by score such a list's order is its docids' (trec_eval's tie rule),
    whatever order its lines and rank column gave, and nothing told the reader so."""
    if len(scores) < 3 or np.any((scores[1:] != scores[:-1]) & (groups[1:] == groups[:-1])):
        return None  # two scores side by side in a list: every real run, told without a sort
    if np.bincount(groups).max() < 3:
        return None
    order = np.argsort(groups, kind="stable")
    g, s = groups[order], scores[order]
    if np.any((s[1:] != s[:-1]) & (g[1:] == g[:-1])):
        return None
    return int(groups[0])


def rows_may_rise(scores: NDArray[np.float64], runs: NDArray[np.int64] | None = None) -> bool:
    """Whether rows in this order may rise down their lists: False when most rows descend (the usual run), or for
    fewer than three rows; one pass, so a caller builds the lists' keys only when it is True.  ``runs``: each
    row's run as a code, when the rows hold several runs: each run is judged alone, as each run file is (one
    metric where lower is better among skill scores, an RMSE among correlations, was outvoted by the others)."""
    if runs is None or len(scores) < 3:
        return len(scores) >= 3 and int(np.count_nonzero(scores[1:] < scores[:-1])) * 2 < len(scores)
    return bool(_runs_that_may_rise(scores, runs).size)


def _runs_that_may_rise(scores: NDArray[np.float64], runs: NDArray[np.int64]) -> NDArray[np.int64]:
    """The codes of the runs of three rows or more most of whose rows (in the given order) do not descend from
    the row of the same run before them: rows of one run given apart (a frame sorted by query) count as not
    descending, so such a run is judged in full by :func:`rising_query`, never passed over."""
    rows_of_run = np.bincount(runs)
    same_run = runs[1:] == runs[:-1]
    descending = np.bincount(runs[1:][same_run & (scores[1:] < scores[:-1])], minlength=len(rows_of_run))
    return np.flatnonzero((rows_of_run >= 3) & (descending * 2 < rows_of_run))


def warn_if_rows_rise(source: str, ranker: Any, qid: Any, scores: NDArray[np.float64], *,
                      instead: str = " (or give them as a rank column and no score column)") -> None:
    """Warn, naming ``source`` and the run and its first query, when the scores of a run held in memory (a
    frame's rows, a dict's items, a Parquet run table's rows) rise down each of its lists in the order given, each
    run judged alone: the lists a run file holds, told as the file's reader tells (a sensory panel's ranks typed
    into a score column were read upside down without a word, issue 45's twentieth bar; one run of raw RMSE among
    correlations was outvoted by them, its twenty-first); ``instead`` ends the message (what else the door takes:
    a rank column, where it reads one)."""
    scores = np.asarray(scores, dtype=np.float64)
    if len(scores) < 3:
        return
    runs, queries = np.asarray(ranker, dtype=object), np.asarray(qid, dtype=object)
    run_codes, queries_codes = _factorize([runs])[0], _factorize([queries])[0]
    suspects = _runs_that_may_rise(scores, run_codes)
    if not suspects.size:
        return
    by_run = np.argsort(run_codes, kind="stable")  # each run's rows in the order given
    ends = np.cumsum(np.bincount(run_codes))
    first_rising, log_chance = -1, 0.0
    for run in suspects:  # each judged alone, as a run file is
        rows = by_run[(ends[run - 1] if run else 0):ends[run]]
        groups = np.unique(queries_codes[rows], return_inverse=True)[1].astype(np.int64)
        if rising_query(groups, scores[rows]) is not None:
            first_rising = rows[0] if first_rising < 0 else first_rising
            log_chance += _log_chance(groups, scores[rows])
    if first_rising >= 0 and log_chance >= math.log(_ONE_IN_ROWS):
        warn_caller(f"{source}: the scores rise down every list (run {shown(runs[first_rising])}, query "
                    f"{shown(queries[first_rising])}: its first row scores lowest): {_READ_BY_SCORE}{instead}",
                    InputFormatWarning)


def warn_if_rows_tied(source: str, ranker: Any, qid: Any, scores: NDArray[np.float64]) -> None:
    """Warn, naming ``source``, the run and a query, when rows held in memory give a rank column beside a score
    column and some run's every list holds one score: the rank column is read only when no score column is, so
    that run is ranked by docid, its ranks unread (a union catalogue's frame of SRU places with score 0,
    u22f_sru_zero_scores_by_score_warned's frame twin)."""
    scores = np.asarray(scores, dtype=np.float64)
    if len(scores) < 3:
        return
    runs, queries = np.asarray(ranker, dtype=object), np.asarray(qid, dtype=object)
    run_codes, query_codes = _factorize([runs])[0], _factorize([queries])[0]
    groups = run_codes.astype(np.int64) * (int(query_codes.max()) + 1) + query_codes
    order = np.argsort(groups, kind="stable")
    g, s, r = groups[order], scores[order], run_codes[order]
    differing = np.zeros(int(run_codes.max()) + 1, dtype=bool)
    differing[r[1:][(s[1:] != s[:-1]) & (g[1:] == g[:-1])]] = True
    sizes = np.bincount(groups)
    long_enough = np.zeros_like(differing)
    long_enough[run_codes[sizes[groups] >= 3]] = True
    tied = np.flatnonzero(long_enough & ~differing)
    if tied.size:
        row = int(np.flatnonzero(run_codes == tied[0])[0])
        warn_caller(f"{source}: run {shown(runs[row])} holds one score on every row of each list (query "
                    f"{shown(queries[row])}: {float(scores[row])!r}): ranked by docid descending, as trec_eval ranks "
                    f"equal scores, not by its rank column, which is read only when no score column is (drop the "
                    f"score column to fuse by ranks)", InputFormatWarning)
