"""Whether a Parquet run table's id columns hold integers (a Spark job's ``bigint`` employee numbers): its readers
give every id as text, the decimal of an integer, so that evaluation, which meets qrels written elsewhere, asks
here what the ids were (:mod:`rankagg.evaluation.id_forms`)."""

from __future__ import annotations

import os

from rankagg.io.run_table import pyarrow, run_table

__all__ = ["integer_id_columns"]


def integer_id_columns(path: str | os.PathLike) -> tuple[bool, bool]:
    """Whether the table's query ids, its document ids are integers (one type over the table: run_table checks)."""
    pa, _ = pyarrow()
    table = run_table(path)
    first = table.files[0]
    schema = table.footers[first].schema.to_arrow_schema()
    out = []
    for role in ("qid", "docid"):
        name = table.cols.get(role)
        kind = schema.field(name).type if name in schema.names else pa.string()
        kind = kind.value_type if pa.types.is_dictionary(kind) else kind
        out.append(bool(pa.types.is_integer(kind)))
    return out[0], out[1]
