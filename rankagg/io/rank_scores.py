"""A list ordered by its rank column (``trust_rank``) and fused by a method that reads its scores: the scores
must not rise along the rank column.

Every method reads a score as higher-is-better (docs/conventions.md).  A tool's export that keeps its own ranks
beside a lower-is-better number (a docking program's energies, -9.1 kcal/mol at rank 1 and -8.7 at rank 2; a
distance; a p-value) orders the list one way by its ranks and the other way by its scores, and a method that
reads both (CombSUM's min-max or z-scores, CombMNZ, ...) fused the two opposite orders at once: each list's best
document got its worst normalised score, without a word.  Such a list is refused at the line of the first score
above the one ranked before it; a method of ranks only (its ``reads_scores`` tag false: rrf, borda, ...) reads
the list by its rank column alone and is not concerned, and neither is a reader that fuses nothing."""

from __future__ import annotations

import os
from typing import Any, Callable

import numpy as np
from numpy.typing import NDArray

from rankagg.io._errors import InputFormatError
from rankagg.io._trec_text import _decode, fields_by_line

__all__ = ["refuse_rising_scores"]


def _line_of(path: str | os.PathLike, cols: dict[str, Any]) -> Callable[[int], int]:
    """Each row's line: the piece's own line column, or the non-blank lines of the text read (comment lines are
    blank there, as the parsers skip them); counted from the text's first line (a streamed chunk's reader
    shifts them to the file's)."""
    if cols.get("line") is not None:
        return lambda row: int(cols["line"][row])
    lines = [n for n, _ in fields_by_line(_decode(path, cols["raw"]))]
    return lambda row: lines[row]


def refuse_rising_scores(path: str | os.PathLike, cols: dict[str, Any], order: NDArray[np.int64],
                         q_sorted: NDArray[Any]) -> None:
    """Raise the error naming the first row whose score is above the score of the row ranked just before it in
    its query (``order``: the rows by query, then rank column; ``q_sorted``: their queries' codes)."""
    score = np.asarray(cols["score"], dtype=np.float64)[order]
    rising = np.flatnonzero((q_sorted[1:] == q_sorted[:-1]) & (score[1:] > score[:-1]))
    if not rising.size:
        return
    before, row = int(order[rising[0]]), int(order[rising[0] + 1])
    line_of = _line_of(path, cols)
    rank = cols["rank"]
    raise InputFormatError(path, line_of(row), f"score {float(score[rising[0] + 1])!r} at rank {int(rank[row])} is "
                           f"above the score {float(score[rising[0]])!r} at rank {int(rank[before])} (ranked before "
                           f"it at line {line_of(before)}): with --trust-rank (trust_rank) the rank column orders the "
                           "list, and this method reads its scores as higher-is-better; give scores that fall as the "
                           "rank grows (negate energies, distances or p-values), or fuse by ranks alone (rrf, borda)")
