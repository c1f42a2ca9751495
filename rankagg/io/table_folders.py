"""The files of a Parquet table folder: which entries are parts, and its hive partitions (``key=value``
folders, as pandas' ``partition_cols`` and Arrow's ``partitioning='hive'`` write them), whose keys the run
table's reader (:mod:`rankagg.io.run_table`) reads as columns."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import numpy as np

from rankagg.io._errors import InputFormatError, TableRow

__all__ = ["HIVE_NULL", "not_a_part", "holds_parts", "folder_parts", "with_partitions"]

#: the value of a hive partition of rows whose key is missing (null), as Arrow and Hive write it
HIVE_NULL = "__HIVE_DEFAULT_PARTITION__"


def not_a_part(name: str) -> bool:
    """Whether a folder entry is left out of a Parquet table, as Arrow, Spark and Hive leave it out: a name
    starting with ``.`` or ``_`` (a hidden copy, ``_SUCCESS``, a writer's unfinished ``_temporary`` part)."""
    return name.startswith((".", "_"))


#: how far :func:`holds_parts` looks: folders deep (hive's ``year=/month=/day=``) and entries seen, so that a
#: folder such as a home directory given by mistake is answered at once
_LOOK_DEPTH, _LOOK_ENTRIES = 4, 20_000


def holds_parts(folder: Path) -> bool:
    """Whether a folder or a folder under it (at most :data:`_LOOK_DEPTH` deep, :data:`_LOOK_ENTRIES` entries
    seen) holds a ``.parquet`` part file, hidden names left out."""
    level, seen = [folder], 0
    for _ in range(_LOOK_DEPTH):
        below = []
        for d in level:
            try:
                entries = list(os.scandir(d))
            except OSError:
                continue
            seen += len(entries)
            for e in entries:
                if not_a_part(e.name):
                    continue
                if e.name.endswith(".parquet") and not e.is_dir():
                    return True
                if e.is_dir(follow_symlinks=False):
                    below.append(Path(e.path))
            if seen > _LOOK_ENTRIES:
                return False
        level = below
    return False


def folder_parts(p: Path, hive: bool) -> tuple[list[str], dict[str, dict[str, str]]]:
    """The ``.parquet`` files of a folder without a description, in name order, and each one's hive partition
    values.  ``hive`` (the run table's reader): a subfolder ``key=value`` (``q_id=1/``, as pandas'
    ``partition_cols`` and Arrow's ``partitioning='hive'`` write them; key and value URI-decoded) gives the column
    ``key`` the value ``value`` in every row below it; one key per folder level, never a part file beside the
    partitions (its rows would have no value), never a key twice in a path, never Hive's null
    (``__HIVE_DEFAULT_PARTITION__``: an id is never missing).  Another subfolder holding part files (or any, without
    ``hive``) is refused: its rows would be left out."""
    parts: list[str] = []
    values: dict[str, dict[str, str]] = {}

    def walk(d: Path, rel: str, keys: dict[str, str]) -> None:
        entries = sorted(n for n in os.listdir(d) if not not_a_part(n))
        dirs = [n for n in entries if (d / n).is_dir() and holds_parts(d / n)]
        files = [n for n in entries if n.endswith(".parquet") and not (d / n).is_dir()]
        bad = next((n for n in dirs if not hive or "=" not in n), None)
        if bad is not None and not hive:
            raise InputFormatError(d / bad, None, "a folder of part files inside a Parquet run table: rankagg reads "
                                                  "the .parquet files of one folder, not nested or hive-partitioned "
                                                  "folders (run=x/); put every part in one folder, the run a column")
        if bad is not None:
            raise InputFormatError(d / bad, None, "a folder of part files inside a Parquet run table that is no hive "
                                                  "partition (key=value/): rankagg reads the .parquet files of one "
                                                  "folder or of its hive partitions, not nested folders")
        found = sorted({unquote(n.split("=", 1)[0]) for n in dirs})
        if len(found) > 1 or (dirs and files) or set(found) & set(keys):
            why = (f"a part file beside the hive partitions {dirs[0]}/: its rows have no {found[0]}" if dirs and files
                   else f"hive partitions of the keys {', '.join(found)} side by side: one key per folder level"
                   if len(found) > 1 else f"the partition key {found[0]} twice in one path")
            raise InputFormatError(d / (files[0] if dirs and files else dirs[0]), None, why)
        for n in dirs:
            value = unquote(n.split("=", 1)[1])
            if value == HIVE_NULL:
                raise InputFormatError(d / n, None, f"a hive partition of a missing {found[0]}: an id is never missing")
            walk(d / n, f"{rel}{n}/", {**keys, found[0]: value})
        for n in files:
            parts.append(rel + n)
            values[rel + n] = keys

    walk(p, "", {})
    return parts, values


def with_partitions(batch: Any, keys: dict[str, str], path: str, row: int) -> Any:
    """A batch with its hive partition values as columns; a key the file holds too must hold that value."""
    import pyarrow as pa
    import pyarrow.compute as pc

    arrays, names = list(batch.columns), list(batch.schema.names)
    for key, value in keys.items():
        if key in names:
            text = pc.cast(batch.column(key), pa.string())
            off = np.flatnonzero(np.asarray(pc.fill_null(pc.not_equal(text, value), False)))
            if off.size:
                raise InputFormatError(path, TableRow(row + int(off[0])), f"{key} {text[int(off[0])].as_py()!r} in a file of "
                                                                f"the hive partition {key}={value}: they must agree")
        else:
            arrays.append(pa.array([value] * batch.num_rows, type=pa.string()))
            names.append(key)
    return pa.RecordBatch.from_arrays(arrays, names=names)
