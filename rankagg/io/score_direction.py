"""A run whose scores rise down every one of its lists: lower is better there (chart positions, distances, a
loss copied into the score column), but trec_eval, and rankagg with it, rank by score highest first, so every
list would be read upside down, without a word.  The file is still read as trec_eval reads it (a run written
lowest score first is legal: its order is its scores'); the reader is told, once per file read whole (every
door for a file under 64 MiB; the streamed reader of a larger one reads a block of lists at a time and does not
judge).  Runs held in memory (dicts, frames, Arrow and polars tables) and Parquet run tables of up to two million
rows are judged alike, their rows in the order given (:func:`warn_if_rows_rise`)."""

from __future__ import annotations

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

__all__ = ["rising_query", "rows_may_rise", "warn_if_scores_rise", "warn_if_rows_rise"]


def rising_query(groups: NDArray[np.int64], scores: NDArray[np.float64]) -> int | None:
    """The first entry's group when, in every group of two entries or more (taken in the given order), no score
    is below the one before and some score is above it, and some group has three entries or more; else None.
    Equal scores do not break a rise: distances tie (the places of one building at 0 m, u19g_raw_metres_ties_warn),
    and a list written best first has none that rise."""
    n = len(scores)
    if n < 3 or np.count_nonzero(scores[1:] < scores[:-1]) * 2 >= n:  # compared, not subtracted: +-1e308 overflow
        return None  # a list written best first descends on most lines: the usual file ends here, cheaply
    order = np.argsort(groups, kind="stable")
    g, s = groups[order], scores[order]
    same = g[1:] == g[:-1]
    if not same.any() or np.any((s[1:] < s[:-1])[same]) or not np.any((s[1:] > s[:-1])[same]):
        return None
    if np.bincount(g).max() < 3:
        return None  # pairs alone say too little about a direction
    return int(groups[0])


def warn_if_scores_rise(path: str | os.PathLike, qid: Any, scores: NDArray[np.float64]) -> None:
    """Warn, naming ``path`` and a query, when the run's scores rise down each of its lists (line order)."""
    scores = np.asarray(scores, dtype=np.float64)
    if len(scores) < 3 or np.count_nonzero(scores[1:] < scores[:-1]) * 2 >= len(scores):
        return  # most lines descend: a list written best first, the usual file; no query is factorised
    codes, uniques, _ = _factorize([qid])
    at = rising_query(codes, scores)
    if at is not None:
        warn_caller(f"{os.fspath(path)}: the scores rise down every list (query {uniques[at]}: its first line "
                    f"scores lowest): {_READ_BY_SCORE} (rankagg fuse can also order by the rank column: --trust-rank)",
                    InputFormatWarning)


def rows_may_rise(scores: NDArray[np.float64]) -> bool:
    """Whether rows in this order may rise down their lists: False when most rows descend (the usual run), or for
    fewer than three rows; one pass, so a caller builds the lists' keys only when it is True."""
    return len(scores) >= 3 and int(np.count_nonzero(scores[1:] < scores[:-1])) * 2 < len(scores)


def warn_if_rows_rise(source: str, ranker: Any, qid: Any, scores: NDArray[np.float64], *,
                      instead: str = " (or give them as a rank column and no score column)") -> None:
    """Warn, naming ``source`` and its first run and query, when the scores of a run held in memory (a frame's
    rows, a dict's items, a Parquet run table's rows) rise down each of its lists in the order given: the lists a
    run file holds, told as the file's reader tells (a sensory panel's ranks typed into a score column were
    read upside down without a word, issue 45's twentieth bar); ``instead`` ends the message (what else the door
    takes: a rank column, where it reads one)."""
    scores = np.asarray(scores, dtype=np.float64)
    if not rows_may_rise(scores):
        return
    runs, queries = np.asarray(ranker, dtype=object), np.asarray(qid, dtype=object)
    run_codes, queries_codes = _factorize([runs])[0], _factorize([queries])[0]
    _, groups = np.unique(run_codes * (int(queries_codes.max()) + 1) + queries_codes, return_inverse=True)
    if rising_query(groups.astype(np.int64), scores) is not None:
        warn_caller(f"{source}: the scores rise down every list (run {shown(runs[0])}, query {shown(queries[0])}: "
                    f"its first row scores lowest): {_READ_BY_SCORE}{instead}", InputFormatWarning)
