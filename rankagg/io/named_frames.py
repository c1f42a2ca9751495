"""Runs given as one long table each, ``{name: table}`` or ``[table, ...]``, with any column names a long frame of
runs may have (ranx's ``q_id, doc_id``, ir_measures' ``query_id``, rankagg's ``qid, docid``; issue 45's seventeenth
bar): the tables stacked into the long frame of runs, the run column holding each table's name.

A table is a pandas DataFrame, a pyarrow Table or any table exporting the Arrow C stream (polars, DuckDB): each read
as the registry reads one long table of that library (:func:`rankagg.io.frame.arrow_frame`: the same columns and
rules), and the fused answer given back in the tables' library when they share one (pandas otherwise).  Issue 45's
eighteenth bar: ``{model: polars frame}`` and ``{model: Arrow table}`` had been refused as "expected {qid: {docid:
score}}, got DataFrame", although their pandas twins were read.

PyTerrier's result frames (``qid, docno, score``) are told apart first, by the registry (:mod:`rankagg.io.pyterrier_frames`,
given back as PyTerrier frames); these were refused as "expected {qid: {docid: score}}, got DataFrame", although
each is a run as unambiguous as a dict.  pandas is imported only when such tables are given.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from rankagg.io.pyterrier_columns import is_frame, named_frames

__all__ = ["RUN_COLUMN", "Stacked", "stacked_frames"]

#: the column the stacked frame names each row's run by
RUN_COLUMN = "run"


class Stacked(NamedTuple):
    """The long pandas frame of runs, and the form the answer goes back in: ``kind`` ``""`` (pandas), ``"arrow"``
    (a pyarrow Table) or ``"arrow-stream"`` (``library``'s table, rebuilt by its ``from_arrow``)."""

    frame: Any
    kind: str
    library: str


def _table_kind(obj: Any) -> tuple[str, str] | None:
    """``(kind, library)`` of a long table (:class:`Stacked`), None for anything else."""
    if is_frame(obj):
        return "", "pandas"
    library = type(obj).__module__.split(".")[0]
    if library == "pyarrow" and type(obj).__name__ == "Table":
        return "arrow", library
    if hasattr(type(obj), "__arrow_c_stream__") and not isinstance(obj, (Mapping, list, tuple, str, bytes)):
        return "arrow-stream", library
    return None


def _pandas(name: str, table: Any, kind: str) -> Any:
    """One table as the pandas frame its Arrow form reads as (a pandas frame itself)."""
    if not kind:
        return table
    from rankagg.io.arrow_stream import arrow_stream_table
    from rankagg.io.frame import arrow_frame

    return arrow_frame(table if kind == "arrow" else arrow_stream_table(table), f"run {name!r}")


def stacked_frames(runs: Any) -> Stacked | None:
    """The long frame of runs stacked from ``{name: table}`` or a list of tables (``run1``, ``run2``... as a list's
    runs are named), or None when ``runs`` is not such a collection.  A table with a column of runs of its own is
    refused naming it: its name and that column would be two names of each of its rows."""
    if not isinstance(runs, (Mapping, list, tuple)) or not runs:
        return None
    frames = list(runs.values()) if isinstance(runs, Mapping) else list(runs)
    kinds = [_table_kind(f) for f in frames]
    if any(k is None for k in kinds):
        return None
    import pandas as pd

    from rankagg.io.frame import find_column
    from rankagg.io.missing_columns import missing_columns

    named = [(name, _pandas(name, table, kind[0])) for (name, table), kind in zip(named_frames(runs), kinds)
             if kind is not None]
    roles = []
    for name, frame in named:
        own = find_column(frame, "ranker", None, f"frame {name!r}")
        if own is not None:
            raise ValueError(f"run {name!r}: its frame has a column of runs ({own!r}) besides its name: give "
                             f"{{name: frame}} without it, or one long frame with it")
        found = {role: find_column(frame, role, None, f"run {name!r}") for role in ("qid", "docid")}
        missing = [role for role, column in found.items() if column is None]
        if missing:  # was, once stacked beside a table that has them: "row 0: q_id is missing"
            raise ValueError(missing_columns(f"run {name!r}", missing, frame))
        roles.append(found)
    # each table's own names for the roles (ranx's q_id in one, qid in another) as the first table's, which name
    # the answer's columns: stacked as they came, each role would have been two columns, one of them empty
    parts = [frame.rename(columns={c: roles[0][r] for r, c in found.items() if c != roles[0][r]}).assign(
        **{RUN_COLUMN: pd.Categorical([name] * len(frame), categories=[n for n, _ in named])})
        for (name, frame), found in zip(named, roles)]
    kind, library = kinds[0] if len(set(kinds)) == 1 and kinds[0] is not None else ("", "pandas")
    return Stacked(pd.concat(parts, ignore_index=True), kind, library)
