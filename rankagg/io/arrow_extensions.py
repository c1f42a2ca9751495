"""Arrow extension types in id columns: their stored values are not the ids the table was made of.

pandas writes a ``Period`` column to Arrow and Parquet as ``int64`` with the extension name ``pandas.period``
(months since 1970: ``2024-01`` is stored as 648), an ``Interval`` as a struct; a reader that has not registered
the extension (``pq.read_table`` before pandas converted one, or any other tool) sees only the storage, and
read as ids those numbers fused silently under names nobody gave (issue 45's sixteenth bar,
u16q_cli_parquet_period).  An id column is text or integers of its own; an extension over anything else is
refused naming it, as the same column in a DataFrame is (``is a Period``).  An extension stored as text keeps
its text, which is the id.
"""

from __future__ import annotations

from typing import Any, Iterable

from rankagg.io._errors import InputFormatError
from rankagg.io.blocks import arrow_text

__all__ = ["extension_of", "refuse_extension_ids"]

_NAME = b"ARROW:extension:name"


def extension_of(field: Any) -> str | None:
    """The extension type a field declares (registered in this process or only named in its metadata), unless
    its storage is text; else None."""
    import pyarrow as pa  # an optional dependency: only the readers of Arrow tables and Parquet files call this

    t = field.type
    if isinstance(t, pa.ExtensionType):
        return None if arrow_text(t.storage_type) else str(t.extension_name)
    name = (field.metadata or {}).get(_NAME)
    return None if name is None or arrow_text(t) else name.decode("utf-8", "replace")


def refuse_extension_ids(source: str, schema: Any, columns: Iterable[str], line: int | None, where: str = "") -> None:
    """Refuse an id column of ``schema`` declaring an extension type (:func:`extension_of`), at its first row as
    the source's errors name it: ``line`` (a Parquet file's :class:`~rankagg.io._errors.TableRow` 1) or ``where``
    (``"row 0: "`` of an Arrow table)."""
    for c in columns:
        if c not in schema.names:
            continue
        field = schema.field(c)
        name = extension_of(field)
        if name is not None:
            storage = field.type.storage_type if hasattr(field.type, "storage_type") else field.type
            raise InputFormatError(source, line, f"{where}column {c} is the Arrow extension type {name} stored as "
                                   f"{storage}: its stored values are not the ids written (a pandas Period of "
                                   "2024-01 is stored as 648); ids are str (or all int): write the column as text")
