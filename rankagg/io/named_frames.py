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
from typing import Any, Callable, NamedTuple

from rankagg.io._errors import STACKED_ROWS
from rankagg.io.missing_columns import ROLE_COLUMNS, missing_columns
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

    return arrow_frame(table if kind == "arrow" else arrow_stream_table(table, f"run {name!r}"), f"run {name!r}")


def stacked_frames(runs: Any, index_columns: Callable[[Any, str], Any] | None = None) -> Stacked | None:
    """The long frame of runs stacked from ``{name: table}`` or a list of tables (``run1``, ``run2``... as a list's
    runs are named), or None when ``runs`` is not such a collection.  A table with a column of runs of its own is
    refused naming it: its name and that column would be two names of each of its rows.

    Each table is read by its own column names before the stacking (issue 45's eighteenth bar, an SEO agency's
    rank-tracker exports): stacked as they came, ranx's ``q_id`` in one frame beside ``qid`` in another were "two
    columns give the qid", a frame without id columns (a tracker's ``Keyword, URL, Position``) was "row 0: qid is
    missing", and a frame of ranks beside one of scores was "row 3: score nan" (a rank column is read only when no
    score column is).  So a table lacking a role's column is refused naming its run and columns, the id columns
    take the first table's names (the result's, as a frame's own names are), scores must be in every table or none,
    and a row is named as its own table numbers it.  ``index_columns(frame, source)``: the frame with its named
    index levels as columns (the API's rule for one frame, ``df.set_index("qid")``), applied to each frame first:
    stacked, the index was dropped."""
    if not isinstance(runs, (Mapping, list, tuple)) or not runs:
        return None
    frames = list(runs.values()) if isinstance(runs, Mapping) else list(runs)
    kinds = [_table_kind(f) for f in frames]
    if any(k is None for k in kinds):
        return None
    import pandas as pd

    named = [(name, _pandas(name, table, kind[0])) for (name, table), kind in zip(named_frames(runs), kinds)
             if kind is not None]
    if index_columns is not None:
        named = [(name, index_columns(frame, f"run {name!r}")) for name, frame in named]
    found = [_own_columns(name, frame) for name, frame in named]
    target = {role: found[0][role] for role in ("qid", "docid")}  # the first table's names: the result's columns
    parts: list[Any] = []
    starts: list[tuple[Any, int]] = []
    for (name, frame), cols in zip(named, found):
        renamed = {cols[r]: t for r, t in target.items() if cols[r] != t and t not in frame.columns}
        part = frame.rename(columns=renamed) if renamed else frame
        starts.append((name, sum(map(len, parts))))
        parts.append(part.assign(**{RUN_COLUMN: pd.Categorical([name] * len(part), categories=[n for n, _ in named])}))
    scored = [cols["score"] is not None for cols in found]
    if any(scored) and not all(scored):
        with_score = named[scored.index(True)][0]
        name, frame = named[scored.index(False)]
        raise ValueError(f"run {name!r}: its frame has no score column (it has {', '.join(map(str, frame.columns))}) "
                         f"while the frame of run {with_score!r} has one: a rank column is read only when no score "
                         "column is (docs/conventions.md); give every frame a score, or drop the score columns to fuse "
                         "by ranks")
    stacked = pd.concat(parts, ignore_index=True)
    stacked.attrs[STACKED_ROWS] = starts
    kind, library = kinds[0] if len(set(kinds)) == 1 and kinds[0] is not None else ("", "pandas")
    return Stacked(stacked, kind, library)


def _own_columns(name: Any, frame: Any) -> dict[str, Any]:
    """The column of each role (id, score, rank) in ``frame``, whichever name of :data:`ROLE_COLUMNS` it uses (None:
    none); a frame lacking an id column, or both the score and the rank, is refused naming its run and its columns."""
    from rankagg.io.frame import find_column

    source = f"run {name!r}"
    own = find_column(frame, "ranker", None, f"frame {name!r}")
    if own is not None:
        raise ValueError(f"run {name!r}: its frame has a column of runs ({own!r}) besides its name: give "
                         f"{{name: frame}} without it, or one long frame with it")
    found = {role: find_column(frame, role, None, source) for role in ("qid", "docid", "score")}
    found["rank"] = next((c for c in ROLE_COLUMNS["rank"] if c in frame.columns), None)
    missing = [r for r in ("qid", "docid") if found[r] is None]
    if found["score"] is None and found["rank"] is None:
        missing.append("score or rank")
    if missing:
        raise ValueError(missing_columns(source, missing, frame))
    return found
