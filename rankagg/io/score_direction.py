"""A run whose scores rise down every one of its lists: lower is better there (chart positions, distances, a
loss copied into the score column), but trec_eval, and rankagg with it, rank by score highest first, so every
list would be read upside down, without a word.  The file is still read as trec_eval reads it (a run written
lowest score first is legal: its order is its scores'); the reader is told, once per file read whole (every
door for a file under 64 MiB; the streamed reader of a larger one reads a block of lists at a time and does not
judge)."""

from __future__ import annotations

import os
from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.exceptions import warn_caller
from rankagg.io._text_columns import _factorize
from rankagg.io.text_input import InputFormatWarning

__all__ = ["rising_query", "warn_if_scores_rise"]


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
                    "scores lowest): ranked by score, highest first, as trec_eval ranks them; if lower is better "
                    "(chart positions, distances), negate the scores (rankagg fuse can also order by the rank "
                    "column: --trust-rank)", InputFormatWarning)
