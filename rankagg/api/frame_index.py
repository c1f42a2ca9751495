"""A DataFrame's named index read as columns: ``df.set_index("qid")`` or ``groupby(["qid", "docid"])`` results hold
the query (or the document, or the run) in the index, where the column finders (:func:`rankagg.io.frame.find_column`)
do not look; ``rankagg.fuse`` and ``rankagg.evaluate`` refused them as lacking the column."""

from __future__ import annotations

from typing import Any

__all__ = ["flat_columns", "index_as_columns"]


def flat_columns(frame: Any, source: str) -> Any:
    """``frame`` with its MultiIndex column labels made plain where each label has one non-empty level, as
    ``reset_index()`` after ``groupby(...).agg({"score": ...})`` or ``pd.concat(..., axis=1, keys=...)`` flattened
    by hand leave them: ``('qid', '')`` is ``qid``.  A label with two non-empty levels (``('bm25', 'score')``)
    could be named by either, and is refused naming the MultiIndex (the column finders looked for ``qid`` among
    tuples and said only that the columns were missing)."""
    columns = frame.columns
    if getattr(columns, "nlevels", 1) == 1:
        return frame
    plain = []
    for label in columns:
        parts = [str(p) for p in label if not (p is None or p == "" or (isinstance(p, float) and p != p))]
        if len(parts) != 1:
            raise ValueError(f"{source}: its columns are a MultiIndex of {columns.nlevels} levels and {label!r} is "
                             "named by more than one of them; give plain column names, e.g. "
                             "df.columns = df.columns.get_level_values(-1) or ['_'.join(c) for c in df.columns]")
        plain.append(parts[0])
    return frame.set_axis(plain, axis=1)


def index_as_columns(frame: Any, source: str) -> Any:
    """``frame`` with plain column names (:func:`flat_columns`) and each named level of its index as a column of
    that name (unnamed levels, a RangeIndex among them, are row labels and stay).  A level named as a column is
    that column when it holds the same values (``set_index("qid", drop=False)``); otherwise which of the two is
    the query would be a guess, refused."""
    frame = flat_columns(frame, source)
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
