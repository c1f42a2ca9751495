"""The input-format error and the kinds of special files: the leaf both the readers (:mod:`rankagg.io.text_input`)
and the input guard (:mod:`rankagg.io.guard`) import, so that neither imports the other."""

from __future__ import annotations

import os
import stat

__all__ = ["InputFormatError", "TableRow", "special_kind"]


class TableRow(int):
    """The 1-based row of a table file that has no lines (Parquet), given where a text file's line goes.

    Its errors keep the ``t.parquet:3:`` form, and say what the number is and the row as pandas, pyarrow, Polars
    and DuckDB number it, from 0: ``t.parquet:3`` alone reads as a line a Parquet file does not have, and sent a
    pandas user to ``.iloc[3]``, the row after the bad one (issue 45's ninth bar, u9l_parquet_*)."""

    __slots__ = ()


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
