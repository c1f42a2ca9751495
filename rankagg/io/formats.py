"""The formats runs come in, one reader each, one set of rules (issue 33; ``docs/architecture.md``, "Input formats").

:data:`FORMATS` lists them; :func:`format_of` tells which one an input is, the only place that looks at a
file's bytes or name to decide (:func:`is_parquet`, :func:`parquet_output`).  Every reader yields the same
long columns, ``q_id, doc_id, score, run`` (a TREC line's fields), and checks them with the one set of
rules of :mod:`rankagg.io.rules` (ids, numbers) and the one duplicate check of the text reader
(:func:`rankagg.io.trec.rank_run_columns`, or :func:`rankagg.io.frame.from_dataframe` in memory).

The Parquet run table has one layout read by one reader, :func:`run_batches`: a file, or a folder of
part files read in name order (``part-00000.parquet`` ...) as one table, whose rows are either

* long: one row per (query, document, run), columns ``q_id, doc_id, score, run`` or their aliases
  (:data:`COLUMNS`), as ``rankagg fuse -o fused.parquet`` writes; or
* the folder :func:`rankagg.io.parquet.trec_runs_to_parquet` writes (``_rankagg.json`` beside the parts):
  one row per (query, document), a ``score:<run>`` column per run (null: the run did not return the
  document), read as the long rows it holds, run after run.

Every fault names the file (the part file in a folder) and its 1-based row; a file Arrow cannot read
(corrupt, truncated, not Parquet) is an :class:`~rankagg.io._errors.InputFormatError` naming it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io._errors import InputFormatError
from rankagg.io.guard import check_input_path, open_input
from rankagg.io.rules import check_ids, check_scores

__all__ = ["FORMATS", "Format", "format_of", "is_parquet", "parquet_output", "parquet_files", "open_parquet",
           "parquet_rows", "COLUMNS", "RunTable", "RunBatch", "run_table", "run_batches", "run_names", "PARQUET_MAGIC", "META"]

#: the first (and last) bytes of every Parquet file
PARQUET_MAGIC = b"PAR1"
#: the metadata file of a folder :func:`rankagg.io.parquet.write_parquet` writes
META = "_rankagg.json"
#: accepted names of each column of a long run table, tried in order
COLUMNS = {"qid": ("q_id", "qid", "query_id"), "docid": ("doc_id", "docid", "docno"), "score": ("score",),
           "run": ("run", "ranker", "name", "system", "tag")}
_WIDE_SCORE = "score:"
_BATCH = 1 << 18


@dataclass(frozen=True)
class Format:
    """One input format: its name, what it is, and its reader (a dotted name, for the docs and the tests)."""

    name: str
    what: str
    reader: str


#: every format runs are read in, and the reader that applies the rules to it
FORMATS = {f.name: f for f in (
    Format("trec", "TREC run text, plain or gzip (sniffed by its first bytes)", "rankagg.io.trec.read_trec_entries"),
    Format("parquet", "a Parquet run table: a file or a folder of part files (module docstring)",
           "rankagg.io.formats.run_batches"),
    Format("pandas", "a long DataFrame, one row per (query, document, run)", "rankagg.io.frame.from_dataframe"),
    Format("arrow", "a long Arrow table, read as the DataFrame it converts to", "rankagg.io.frame.from_arrow"),
    Format("mapping", "{run: {q_id: {doc_id: score}}} (or ranx Runs), read as a long DataFrame",
           "rankagg.io.frame.mappings_frame"),
)}


def _is_parquet_file(path: str) -> bool:
    try:
        with open_input(path) as fh:  # a device or FIFO is refused here, before any reader opens it
            return fh.read(4) == PARQUET_MAGIC
    except OSError:
        return False


def is_parquet(path: str | os.PathLike) -> bool:
    """Whether ``path`` is a Parquet run table: a file starting with Parquet's magic bytes (whatever its
    name), or a folder holding ``_rankagg.json`` or ``.parquet`` files."""
    p = os.fsdecode(os.fspath(path))
    if os.path.isdir(p):
        return os.path.isfile(os.path.join(p, META)) or any(n.endswith(".parquet") for n in os.listdir(p))
    return _is_parquet_file(p)


def parquet_output(path: str | os.PathLike) -> bool:
    """Whether an output is written as a Parquet run table (its name ends in ``.parquet``), not TREC text."""
    return os.fsdecode(os.fspath(path)).lower().endswith(".parquet")


def format_of(runs: Any) -> str:
    """The name in :data:`FORMATS` of an input: a path is sniffed (:func:`is_parquet`, else TREC text)."""
    if isinstance(runs, (str, bytes)) or hasattr(runs, "__fspath__"):
        return "parquet" if is_parquet(runs) else "trec"
    module = type(runs).__module__
    if module.startswith("pandas") and type(runs).__name__ == "DataFrame":
        return "pandas"
    if module.startswith("pyarrow") and type(runs).__name__ == "Table":
        return "arrow"
    return "mapping"


def _pq() -> Any:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError as exc:  # pragma: no cover - exercised without the extra
        raise ImportError("Parquet input needs pyarrow: pip install 'rankagg[dask]'") from exc
    return pa, pq


def parquet_files(path: str | os.PathLike) -> list[str]:
    """The files of a Parquet table: the file itself, or a folder's parts (those ``_rankagg.json`` lists,
    else its ``.parquet`` files in name order), each a regular file (:func:`~rankagg.io.guard.check_input_path`)."""
    p = Path(path)
    if not p.is_dir():
        check_input_path(p)
        if not p.exists():
            raise FileNotFoundError(f"no Parquet table at {p}")
        return [str(p)]
    if (p / META).is_file():
        try:
            names = [str(f["path"]) for f in json.loads((p / META).read_text())["files"]]
        except (ValueError, KeyError, TypeError) as exc:
            raise InputFormatError(p / META, None, f"not a rankagg dataset description ({exc})") from None
    else:
        names = sorted(n for n in os.listdir(p) if n.endswith(".parquet"))
    if not names:
        raise FileNotFoundError(f"{p} holds no .parquet files")
    files = [str(p / n) for n in names]
    for f in files:
        check_input_path(f)
    return files


def _unreadable(path: str | os.PathLike, exc: BaseException) -> InputFormatError:
    return InputFormatError(path, None, f"not a readable Parquet file: corrupt, truncated or not Parquet "
                                       f"({type(exc).__name__}: {exc})")


def open_parquet(path: str | os.PathLike) -> Any:
    """``pyarrow.parquet.ParquetFile(path)``, a file Arrow cannot read refused naming it."""
    _, pq = _pq()
    check_input_path(path)
    try:
        return pq.ParquetFile(os.fspath(path))
    except MemoryError:
        raise
    except Exception as exc:  # Arrow raises ArrowInvalid, OSError, and on some damage other errors
        raise _unreadable(path, exc) from None


def parquet_rows(path: str | os.PathLike) -> int:
    """The number of rows of a Parquet table (file or folder), from the files' footers."""
    return sum(int(open_parquet(f).metadata.num_rows) for f in parquet_files(path))


@dataclass
class RunTable:
    """A Parquet run table (module docstring): its files, the column of each role (long rows) or the runs of
    its ``score:<run>`` columns (a folder of :func:`~rankagg.io.parquet.trec_runs_to_parquet`)."""

    path: str
    files: list[str]
    cols: dict[str, str] = field(default_factory=dict)
    wide_runs: list[str] | None = None

    def __getitem__(self, role: str) -> str:  # the column of a role, as the mapping it replaced
        return self.cols[role]


def run_table(path: str | os.PathLike) -> RunTable:
    """The layout of the Parquet run table at ``path`` (a file or a folder), every file checked to have it."""
    files = parquet_files(path)
    schemas = [open_parquet(f).schema_arrow.names for f in files]
    names = schemas[0]
    wide = [c[len(_WIDE_SCORE):] for c in names if c.startswith(_WIDE_SCORE)]
    if wide and "qid" in names and "docid" in names:
        table = RunTable(str(path), files, {"qid": "qid", "docid": "docid"}, wide)
        needed = ["qid", "docid", *(_WIDE_SCORE + r for r in wide)]
    else:
        if any(c.startswith("rank:") for c in names):
            raise InputFormatError(files[0], None, "a rankagg dataset without score columns: runs are fused from "
                                                   "their scores; write it with its scores")
        found = {role: next((c for c in options if c in names), None) for role, options in COLUMNS.items()}
        missing = [f"{role} ({' / '.join(COLUMNS[role])})" for role, c in found.items() if c is None]
        if missing:
            raise ValueError(f"{files[0]}: a Parquet run table needs the columns {', '.join(missing)}; it has "
                             f"{', '.join(names)}")
        table = RunTable(str(path), files, {role: str(c) for role, c in found.items()})
        needed = list(table.cols.values())
    for f, cols in zip(files, schemas):
        absent = [c for c in needed if c not in cols]
        if absent:
            raise InputFormatError(f, None, f"lacks the column(s) {', '.join(absent)} the table's first file has")
    return table


@dataclass
class RunBatch:
    """Long rows of a run table, checked: each row's query and run (codes into the names, in order of first
    appearance), document (an Arrow string array, with ``docid``) and score (with ``score``), and its
    1-based row over the whole table (``lines``: the line a TREC file of the table would have)."""

    qid_codes: NDArray[np.int64]
    qid_names: list[str]
    run_codes: NDArray[np.int64]
    run_names: list[str]
    lines: NDArray[np.int64]
    docid: Any = None
    score: NDArray[np.float64] | None = None


def _file_batches(path: str, columns: list[str]) -> Iterator[Any]:
    """The record batches of one file, an Arrow failure (a truncated or damaged file) naming it."""
    it = iter(open_parquet(path).iter_batches(batch_size=_BATCH, columns=columns))
    while True:
        try:
            batch = next(it)
        except StopIteration:
            return
        except MemoryError:
            raise
        except Exception as exc:
            raise _unreadable(path, exc) from None
        yield batch


def _coded(pa: Any, col: Any, path: str, name: str, first_row: int, names: bool = False
           ) -> tuple[NDArray[np.int64], list[str]]:
    """An id column as codes (first-appearance order) and texts, refused by the id rule naming the row."""
    if col.null_count:
        at = int(np.flatnonzero(np.asarray(col.is_null().to_numpy(zero_copy_only=False)))[0])
        raise InputFormatError(path, first_row + at, f"column {name} is null")
    enc = col if pa.types.is_dictionary(col.type) else col.dictionary_encode()
    codes = np.asarray(enc.indices.to_numpy(zero_copy_only=False), dtype=np.int64)
    values = enc.dictionary.to_pylist()
    if len(values) and not (pa.types.is_string(enc.dictionary.type) or pa.types.is_large_string(enc.dictionary.type)
                            or pa.types.is_integer(enc.dictionary.type)):
        values = [values[0]]  # every value has the column's type: the first one names it
    texts = check_ids(path, name, values, lambda i: first_row + int(np.argmax(codes == i)), names=names)
    return codes, texts


def _scores(pa: Any, col: Any, path: str, name: str, rows: NDArray[np.int64]) -> NDArray[np.float64]:
    """A score column as float64 by the numbers rule, a fault naming the row (``rows``: each value's row)."""
    if col.null_count:
        at = int(np.flatnonzero(np.asarray(col.is_null().to_numpy(zero_copy_only=False)))[0])
        raise InputFormatError(path, int(rows[at]), f"column {name} is null")
    t = col.type
    values = (col.to_numpy(zero_copy_only=False) if pa.types.is_integer(t) or pa.types.is_floating(t)
              else col.to_pylist())
    return check_scores(path, values, lambda i: int(rows[i]))


def _long(pa: Any, batch: Any, table: RunTable, roles: Sequence[str], path: str, row: int, line: int) -> RunBatch:
    n = batch.num_rows
    q, q_names = _coded(pa, batch.column(table["qid"]), path, table["qid"], row)
    r, r_names = _coded(pa, batch.column(table["run"]), path, table["run"], row, names=True)
    out = RunBatch(q, q_names, r, r_names, np.arange(line, line + n, dtype=np.int64))
    if "docid" in roles:
        d, d_names = _coded(pa, batch.column(table["docid"]), path, table["docid"], row)
        out.docid = pa.array(d_names, type=pa.string()).take(pa.array(d))
    if "score" in roles:
        out.score = _scores(pa, batch.column(table["score"]), path, table["score"], np.arange(row, row + n))
    return out


def _wide(pa: Any, batch: Any, table: RunTable, roles: Sequence[str], path: str, row: int, line: int) -> RunBatch:
    """The long rows of a row per (query, document) with a ``score:<run>`` column per run: run after run."""
    assert table.wide_runs is not None  # a wide table
    q, q_names = _coded(pa, batch.column("qid"), path, "qid", row)
    cols = [batch.column(_WIDE_SCORE + r) for r in table.wide_runs]
    at = [np.flatnonzero(np.asarray(c.is_valid().to_numpy(zero_copy_only=False))) for c in cols]
    take = np.concatenate(at) if at else np.zeros(0, dtype=np.int64)
    run = np.repeat(np.arange(len(cols), dtype=np.int64), [len(a) for a in at])
    out = RunBatch(q[take], q_names, run, list(table.wide_runs), line + take.astype(np.int64))
    if "docid" in roles:
        d, d_names = _coded(pa, batch.column("docid"), path, "docid", row)
        out.docid = pa.array(d_names, type=pa.string()).take(pa.array(d[take]))
    if "score" in roles:
        parts = [_scores(pa, c.take(pa.array(a)), path, _WIDE_SCORE + name, row + a)
                 for c, a, name in zip(cols, at, table.wide_runs)]
        out.score = np.concatenate(parts) if parts else np.zeros(0)
    return out


def run_batches(table: RunTable, roles: Sequence[str] = ("qid", "run", "docid", "score")) -> Iterator[RunBatch]:
    """The long rows of a run table, batch by batch, checked by the rules (module docstring); ``roles``
    says which of ``docid`` and ``score`` to read too (``qid`` and ``run`` always are)."""
    pa, _ = _pq()
    if table.wide_runs is not None:
        columns = ["qid", *(["docid"] if "docid" in roles else []), *(_WIDE_SCORE + r for r in table.wide_runs)]
        shape = _wide
    else:
        columns = [table[r] for r in ("qid", "run", "docid", "score") if r in ("qid", "run") or r in roles]
        shape = _long
    line = 1
    for path in table.files:
        row = 1
        for batch in _file_batches(path, columns):
            yield shape(pa, batch, table, roles, path, row, line)
            row += batch.num_rows
            line += batch.num_rows


def run_names(table: RunTable) -> list[str]:
    """The runs of a table in order of first appearance."""
    if table.wide_runs is not None:
        return list(table.wide_runs)
    seen: dict[str, None] = {}
    for b in run_batches(table, ()):
        first = np.full(len(b.run_names), len(b.run_codes), dtype=np.int64)
        np.minimum.at(first, b.run_codes, np.arange(len(b.run_codes)))
        for j in np.argsort(first, kind="stable").tolist():
            if first[j] < len(b.run_codes):
                seen.setdefault(b.run_names[j], None)
    return list(seen)

