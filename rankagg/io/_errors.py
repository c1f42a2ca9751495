"""The input-format error and the kinds of special files: the leaf both the readers (:mod:`rankagg.io.text_input`)
and the input guard (:mod:`rankagg.io.guard`) import, so that neither imports the other."""

from __future__ import annotations

import bisect
import os
import stat

from typing import Any, Callable

__all__ = ["InputFormatError", "RowOf", "fault_at", "TableRow", "FrameRow", "STACKED_ROWS", "frame_row", "frame_rows", "frame_place", "frame_where",
           "first_at", "special_kind"]

#: a stacked frame's ``attrs`` key: ``[(run name, its first row), ...]`` of the ``{name: frame}`` it was stacked from
#: (:mod:`rankagg.io.named_frames`), so that a row is named as the frame the user holds numbers it
STACKED_ROWS = "rankagg_stacked_rows"


class TableRow(int):
    """The 1-based row of a table file that has no lines (Parquet), given where a text file's line goes.

    Its errors keep the ``t.parquet:3:`` form, and say what the number is and the row as pandas, pyarrow, Polars
    and DuckDB number it, from 0: ``t.parquet:3`` alone reads as a line a Parquet file does not have, and sent a
    pandas user to ``.iloc[3]``, the row after the bad one (issue 45's ninth bar, u9l_parquet_*)."""

    __slots__ = ()


#: the row (1-based line in a file, 0-based row of a DataFrame) of a column's ``i``-th value, or None
RowOf = Callable[[int], "int | None"]

def first_at(row: int) -> str:
    """Where a duplicate's first copy is in its file: ``line 3`` of a text file, ``row 3`` of a table file (a Parquet
    table has no lines: :class:`TableRow`, counted as the message's own place is, which its note explains)."""
    return f"row {row}" if isinstance(row, TableRow) else f"line {row}"


def frame_row(i: int) -> int:
    """The row of a DataFrame (0-based, as pandas counts) as :func:`rankagg.io.rules.check_ids` and ``check_scores``
    take it from ``row_of``: said ``source: row i:``, where a file's row is said ``source:i:``."""
    return -int(i) - 1


class FrameRow(int):
    """:func:`frame_row` of a DataFrame whose index is not its positions, with the index label of that row: a
    frame sorted by score or two frames concatenated print other labels at the left than the positions, and ``row
    6`` alone sent a user to ``df.loc[6]``, another row (issue 45's ninth bar, u9l_api_fuse_sorted_frame_nan)."""

    label: Any
    #: the run whose frame of ``{name: frame}`` holds the row, and the row there (None: the frame is the user's own)
    run: Any = None
    own: int = 0


def frame_rows(index: Any, stacked: list[tuple[Any, int]] | None = None) -> Callable[[int], int]:
    """The ``row_of`` of a DataFrame with this index: :func:`frame_row`, with the label when the index is not
    ``0, 1, ..., n - 1`` (a default RangeIndex says nothing more).  ``stacked``: the frame is ``{name: frame}``
    stacked (:data:`STACKED_ROWS`), whose row 4 is the second frame's row 1: said so, since no frame given has a
    row 4 (issue 45's eighteenth bar, u18s_api_frames_duplicate_row_of_frame)."""
    if stacked:
        starts = [start for _, start in stacked]

        def row_of_run(i: int) -> int:
            at = bisect.bisect_right(starts, int(i)) - 1
            row = FrameRow(frame_row(i))
            row.label, row.run, row.own = None, stacked[at][0], int(i) - starts[at]
            return row
        return row_of_run
    if type(index).__name__ == "RangeIndex" and index.start == 0 and index.step == 1:
        return frame_row

    def row_of(i: int) -> int:
        row = FrameRow(frame_row(i))
        row.label = index[int(i)]
        return row
    return row_of


def frame_where(row: int) -> str:
    """Where a frame row's fault is: ``row 4`` (as pandas counts), or ``run 'bing': row 1`` of a stacked frame."""
    run = getattr(row, "run", None)
    return f"row {-row - 1}" if run is None else f"run {str(run)!r}: row {getattr(row, 'own')}"


def frame_place(row: int) -> str:
    """What a message adds after a frame row's fault: its index label and position, when it has a label."""
    if getattr(row, "run", None) is not None:
        return ""  # frame_where named the run's own row
    label = getattr(row, "label", None)
    if label is not None and type(label).__module__ == "numpy":
        label = label.item()  # 5, not np.int64(5)
    return "" if not isinstance(row, FrameRow) else f" (index label {label!r}; df.iloc[{-row - 1}])"


class InputFormatError(ValueError):
    """Malformed input; the message names the file and the 1-based line (or :class:`TableRow`)."""

    def __init__(self, path: str | os.PathLike, line: int | None, message: str) -> None:
        self.path = str(path)
        self.line = line
        if isinstance(line, TableRow):
            message = f"{message} (a Parquet file has no lines: {line} is its row counted from 1, row {line - 1} in pandas and pyarrow)"
        where = f"{self.path}:{line}" if line is not None else self.path
        super().__init__(f"{where}: {message}")


_KINDS = ((stat.S_ISCHR, "character device"), (stat.S_ISBLK, "block device"), (stat.S_ISFIFO, "FIFO (named pipe)"),
          (stat.S_ISSOCK, "socket"), (stat.S_ISDIR, "directory"))


def special_kind(mode: int) -> str | None:
    """What a file of this mode is when it is not a regular file ("character device", "FIFO (named pipe)",
    ...), else ``None``: the one list the input and the output guards refuse."""
    if stat.S_ISREG(mode):
        return None
    return next((kind for test, kind in _KINDS if test(mode)), "special file")


def fault_at(source: str, row: int | None, message: str) -> InputFormatError:
    """The error for ``row`` as :func:`rankagg.io.rules.check_ids` says it (a file's line, or a frame's row from
    :func:`frame_row`: 0-based, said as pandas counts, with its label), for the rules and a reader's own checks."""
    if row is not None and row < 0:
        return InputFormatError(source, None, f"{frame_where(row)}: {message}{frame_place(row)}")
    return InputFormatError(source, row, message)
