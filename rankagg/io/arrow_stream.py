"""Tables of other libraries at the door: anything that exports the Arrow C stream (``__arrow_c_stream__``, the
Arrow PyCapsule interface: polars, DuckDB relations, a pyarrow ``RecordBatchReader``) is read as the Arrow table it
gives, then as the registry's ``arrow`` format reads a table (:func:`rankagg.io.format_io.arrow_blocks`): the same
columns, rules and answers as a pandas frame.  No library of the exporter's is imported to read it."""

from __future__ import annotations

from typing import Any, Iterator

from rankagg.io.blocks import Block
from rankagg.io.format_io import arrow_blocks, rows_to_arrow

__all__ = ["arrow_stream_blocks", "arrow_stream_table", "rows_to_polars"]


def arrow_stream_table(table: Any) -> Any:
    """The Arrow table ``table`` exports (read whole: a stream of batches is consumed once)."""
    import pyarrow as pa

    return pa.table(table)


def arrow_stream_blocks(table: Any) -> Iterator[Block]:
    yield from arrow_blocks(arrow_stream_table(table))


def rows_to_polars(rows: Any, target: Any = None) -> Any:
    """Rows as a polars DataFrame, through Arrow (polars is optional: an ImportError says so)."""
    import polars as pl

    return pl.from_arrow(rows_to_arrow(rows))
