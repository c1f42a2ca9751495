"""The significance table's writer: one row per item of each query, CSV, TSV or Parquet by the output's name.

The columns (``rankagg.api.gene_lists.significance``): ``query, rank, item, score, p_value, q_value`` and a
method's extra columns.  Numbers are written so that they read back exactly (Python's shortest text of the
double, ``repr``); a NaN is an empty cell.  The file is written atomically and never over an input.
"""

from __future__ import annotations

import csv
import io
import os
from typing import Iterable

import pandas as pd

from rankagg.io.atomic import atomic_output, atomic_write_text

__all__ = ["TABLE_SUFFIXES", "write_frame_parquet", "write_significance_table"]

TABLE_SUFFIXES = (".csv", ".tsv", ".parquet")


def write_frame_parquet(table: pd.DataFrame, output: str | os.PathLike, *,
                        inputs: Iterable[str | os.PathLike] = ()) -> None:
    """``table`` as one Parquet file, its columns and rows as they are (the frame's attrs kept in the pandas
    metadata), atomically and never over an input: the result tables' Parquet form (significance tables,
    preference tables), written here so that Parquet stays inside ``rankagg.io`` (tests/io/test_one_door.py)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    arrow = pa.Table.from_pandas(table.reset_index(drop=True), preserve_index=False)
    with atomic_output(output, inputs=inputs) as fh:
        pq.write_table(arrow, fh, compression="zstd")


def write_significance_table(table: pd.DataFrame, output: str | os.PathLike, *,
                             inputs: Iterable[str | os.PathLike] = ()) -> None:
    """Write ``table`` to ``output``: ``.parquet`` a Parquet table, ``.tsv`` tab-separated, ``.csv`` (or any
    other name) comma-separated text; ``.gz`` compresses the text."""
    name = os.fsdecode(os.fspath(output)).lower()
    if name.endswith(".parquet"):
        write_frame_parquet(table, output, inputs=inputs)
        return
    text = io.StringIO()
    writer = csv.writer(text, delimiter="\t" if name.removesuffix(".gz").endswith(".tsv") else ",",
                        lineterminator="\n")
    writer.writerow(list(table.columns))
    columns = [table[c].tolist() for c in table.columns]
    for row in zip(*columns):
        writer.writerow(["" if isinstance(v, float) and v != v else repr(v) if isinstance(v, float) else v for v in row])
    atomic_write_text(output, text.getvalue(), inputs=inputs)
