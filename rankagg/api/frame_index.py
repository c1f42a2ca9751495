"""A DataFrame's named index read as columns: ``df.set_index("qid")`` or ``groupby(["qid", "docid"])`` results hold
the query (or the document, or the run) in the index, where the column finders (:func:`rankagg.io.frame.find_column`)
do not look; ``rankagg.fuse`` and ``rankagg.evaluate`` refused them as lacking the column."""

from __future__ import annotations

from typing import Any

__all__ = ["index_as_columns"]


def index_as_columns(frame: Any, source: str) -> Any:
    """``frame`` with each named level of its index as a column of that name (unnamed levels, a RangeIndex among
    them, are row labels and stay).  A level named as a column is that column when it holds the same values
    (``set_index("qid", drop=False)``); otherwise which of the two is the query would be a guess, refused."""
    names = [n for n in frame.index.names if n is not None]
    if not names:
        return frame
    both = [n for n in names if n in frame.columns]
    for n in both:
        level = frame.index.get_level_values(n)
        column = frame.loc[:, n]
        if getattr(column, "ndim", 1) != 1 or not level.to_series(index=range(len(level))).equals(
                column.reset_index(drop=True)):
            raise ValueError(f"{source}: {n!r} is both a column and a level of the index, with other values; "
                             "drop one of them (reset_index(drop=True), or drop the column)")
    read = [n for n in names if n not in both]
    return frame.reset_index(level=read) if read else frame
