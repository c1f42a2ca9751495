"""The Parquet run table's reader: its files, its layout, its rows as raw blocks (issue 33, issue 45).

One layout read by one reader, a file or a folder of part files alike (``docs/architecture.md``, "Input
formats"): the files are the file itself, or a folder's parts (those ``_rankagg.json`` lists, else its
``.parquet`` files in name order, or those of its hive partitions: ``q_id=1/part-0.parquet`` as pandas'
``partition_cols`` and Arrow's ``partitioning='hive'`` write them, each ``key=value`` folder giving the column
``key`` the text ``value`` in every row below it; a key the file holds too must hold that value in every row, and
an id column holds one type over the whole table as ever; :mod:`rankagg.io.table_folders`), read as one table
whose rows are either

* long: one row per (query, document, run), columns ``q_id, doc_id, score, run`` or their aliases
  (:data:`COLUMNS`), as ``rankagg fuse -o fused.parquet`` writes, or ``q_id, doc_id, rank, run`` without scores
  (a list's order, as a reranker's permutation exported by pandas: read as the DataFrame and the Arrow table of
  those rows are, each rank a positive integer and a repeated rank a tie, :data:`RANK`); or
* the folder :func:`rankagg.io.parquet_writer.trec_runs_to_parquet` writes (``_rankagg.json`` beside the parts):
  one row per (query, document), a ``score:<run>`` column per run (null: the run did not return the
  document), read as the long rows it holds, run after run.

:func:`table_blocks` yields the raw columns of each record batch as a :class:`~rankagg.io.blocks.Block`; the
registry (:func:`rankagg.io.formats.run_batches`) applies the rules to them.  Every fault names the file (the
part file in a folder) and its 1-based row; a file Arrow cannot read (corrupt, truncated, not Parquet) is an
:class:`~rankagg.io._errors.InputFormatError` naming it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io._errors import InputFormatError, TableRow
from rankagg.io.arrow_extensions import refuse_extension_ids
from rankagg.io.guard import check_input_path, open_input
from rankagg.io.blocks import Block, Checked, arrow_text
from rankagg.io.comparison_shapes import pairwise_note
from rankagg.io.table_folders import folder_parts, holds_parts, not_a_part, with_partitions

__all__ = ["COLUMNS", "FALLBACK", "role_column", "META", "PARQUET_MAGIC", "RunTable", "RunBatch", "is_table_folder", "not_a_part", "parquet_files",
           "open_parquet", "pyarrow", "run_table", "table_parts", "table_blocks", "unreadable"]

#: the first (and last) bytes of every Parquet file
PARQUET_MAGIC = b"PAR1"
#: the metadata file of a folder :func:`rankagg.io.parquet_writer.write_parquet` writes
META = "_rankagg.json"
#: accepted names of each column of a long run table, a Parquet file or a DataFrame or Arrow table alike
#: (:func:`role_column`: one of them per role, else the table is refused)
COLUMNS = {"qid": ("q_id", "qid", "query_id"), "docid": ("doc_id", "docid", "docno"), "score": ("score",),
           "run": ("run", "ranker", "name", "system", "tag", "run_name")}
#: names read only when no name of :data:`COLUMNS` is there: PyTerrier's ``query`` is the query's text beside
#: its ``qid``
FALLBACK = {"qid": ("query",), "docid": ("doc",)}
WIDE_SCORE = "score:"
#: the column that orders a long table without a score column (docs/conventions.md: a DataFrame's or an Arrow
#: table's ``rank`` is read only when it has no ``score``; the same rows as Parquet are read alike)
RANK = "rank"
_BATCH = 1 << 18


def pyarrow() -> Any:
    """``(pyarrow, pyarrow.parquet)``, or an ImportError saying how to install them."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError as exc:  # pragma: no cover - exercised without the extra
        raise ImportError("Parquet input needs pyarrow: pip install 'rankagg[dask]'") from exc
    return pa, pq


def _listed(p: Path) -> list[str]:
    """The part files ``_rankagg.json`` lists, each once, each a file of the folder itself."""
    try:
        names = [str(f["path"]) for f in json.loads((p / META).read_text())["files"]]
    except (ValueError, KeyError, TypeError) as exc:
        raise InputFormatError(p / META, None, f"not a rankagg dataset description ({exc})") from None
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:  # the same part read twice would give its rows twice
        raise InputFormatError(p / META, None, f"lists the file {twice[0]} twice; each part file once")
    outside = [n for n in names if n in ("", ".", "..") or os.path.basename(n) != n or "\\" in n]
    if outside:  # the description's names are of files beside it, as write_parquet writes them
        raise InputFormatError(p / META, None, f"lists {outside[0]!r}, not a file of the folder; a part file is named "
                                               "by its name alone, beside _rankagg.json")
    return names


def is_table_folder(path: str | os.PathLike) -> bool:
    """Whether a folder is a Parquet table: it holds ``_rankagg.json``, or part files (in it or a subfolder,
    which :func:`parquet_files` then refuses by name)."""
    p = Path(path)
    return (p / META).is_file() or holds_parts(p)


def parquet_files(path: str | os.PathLike) -> list[str]:
    """The files of a Parquet table: the file itself, or a folder's parts (those ``_rankagg.json`` lists,
    else its ``.parquet`` files in name order, those named ``.*`` or ``_*`` left out as Arrow leaves them out),
    each a regular file (:func:`~rankagg.io.guard.check_input_path`).  Hive partitions are refused here: only
    the run table's reader gives their keys as columns (:func:`table_parts`)."""
    return table_parts(path, hive=False)[0]


def table_parts(path: str | os.PathLike, hive: bool = True) -> tuple[list[str], dict[str, dict[str, str]]]:
    """:func:`parquet_files`, and each file's hive partition values (``{file: {key: value}}``, with ``hive``)."""
    p = Path(path)
    if not p.is_dir():
        check_input_path(p)
        if not p.exists():
            raise FileNotFoundError(f"no Parquet table at {p}")
        return [str(p)], {}
    names, values = (_listed(p), {}) if (p / META).is_file() else folder_parts(p, hive)
    if not names:
        raise FileNotFoundError(f"{p} holds no .parquet files")
    files = [str(p / n) for n in names]
    for f in files:
        check_input_path(f)
    return files, {str(p / n): v for n, v in values.items() if v}


def unreadable(path: str | os.PathLike, exc: BaseException) -> InputFormatError:
    return InputFormatError(path, None, f"not a readable Parquet file: corrupt, truncated or not Parquet "
                                       f"({type(exc).__name__}: {exc})")


def _arrow_source(path: str | os.PathLike) -> Any:
    """What Arrow opens for ``path``: the path itself, or, for a name that is no UTF-8 (byte 0xff, which Python
    holds as a surrogate escape), the file opened here: Arrow takes paths as UTF-8 text only, and refused such a
    part ("'utf-8' codec can't encode character '\\udcff'") as "not a readable Parquet file"."""
    name = os.fsdecode(os.fspath(path))
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return open_input(name)  # closed when the ParquetFile holding it is dropped
    return name


def open_parquet(path: str | os.PathLike, footer: Any = None) -> Any:
    """``pyarrow.parquet.ParquetFile(path)``, a file Arrow cannot read refused naming it; ``footer``: its
    metadata as read before in this command (:attr:`RunTable.footers`), not parsed again."""
    _, pq = pyarrow()
    check_input_path(path)
    try:
        return pq.ParquetFile(_arrow_source(path), metadata=footer)
    except MemoryError:
        raise
    except Exception as exc:  # Arrow raises ArrowInvalid, OSError, and on some damage other errors
        raise unreadable(path, exc) from None


@dataclass
class RunTable:
    """A Parquet run table (module docstring): its files, the column of each role (long rows) or the runs of
    its ``score:<run>`` columns (a folder of :func:`~rankagg.io.parquet_writer.trec_runs_to_parquet`)."""

    path: str
    files: list[str]
    cols: dict[str, str] = field(default_factory=dict)
    wide_runs: list[str] | None = None
    partitions: dict[str, dict[str, str]] = field(default_factory=dict)  # a file's hive keys and values
    # each file's footer, read once by run_table: every later pass of the command opens the file with it (a
    # folder of 3000 one-row parts was parsed 5 times a part); and its runs once a pass has named them
    footers: dict[str, Any] = field(default_factory=dict, repr=False)
    runs: list[str] | None = None
    first_look: Any = field(default=None, repr=False)  # the streaming's scan of its qid and run columns, once
    unread_rank: bool = False  # a rank column beside the score column: read by score, as trec_eval reads a run

    def __getitem__(self, role: str) -> str:  # the column of a role, as the mapping it replaced
        return self.cols[role]

    @property
    def ranked(self) -> bool:
        """Whether the lists are ordered by a rank column (a long table without scores, :data:`RANK`)."""
        return "rank" in self.cols

    @property
    def order_column(self) -> str:
        """The column that orders each list: ``score``, or ``rank`` in a table without scores."""
        return self.cols["rank"] if self.ranked else self.cols["score"]


#: the column that weighs a row of a table of preferences (docs/preferences.md), which a table of runs does not read
WEIGHT_COLUMNS = frozenset({"weight", "weights"})


def refuse_weight_column(source: str, columns: Any) -> None:
    """Refuse a table of runs (a DataFrame, an Arrow table, a Parquet run table) holding a weight column
    (u15v_df_weight_column: a survey's post-stratification weight per respondent): a comparison table's ``weight``
    column weighs its rows, a table of runs reads none, so the fusion would be the unweighted one without a word.
    A run's weight is one number, given by name."""
    for c in columns:
        if isinstance(c, str) and c.strip().lower() in WEIGHT_COLUMNS:
            raise InputFormatError(source, None, f"the column {c!r} is not read in a table of runs (its weights would be "
                                   "dropped): give each run's weight by its name, rankagg.fuse(..., weights={run: w}) "
                                   "or --weights, and leave the column out")


def role_column(names: Sequence[Any], role: str, source: str) -> str | None:
    """The column of ``names`` giving ``role`` (q_id, doc_id, score, run) in every long run table: one name of
    :data:`COLUMNS` (else a :data:`FALLBACK`); two of them (``q_id`` and ``qid``) are refused, naming
    ``source``, as one would be read and the other left silently (the Parquet reader and the DataFrame reader
    read one each).  PyTerrier's frames hold ``docid`` (Terrier's internal number) beside ``docno`` (the
    document's id): there ``docno`` is the document."""
    present = [c for c in COLUMNS[role] if c in names]
    if role == "docid" and "docno" in present and "docid" in present:
        present.remove("docid")
    if len(present) > 1:
        raise InputFormatError(source, None, f"columns {present[0]!r} and {present[1]!r} both give the {role}; "
                                             "give one of them")
    return present[0] if present else next((c for c in FALLBACK.get(role, ()) if c in names), None)


def run_table(path: str | os.PathLike) -> RunTable:
    """The layout of the Parquet run table at ``path`` (a file or a folder), every file checked to have it."""
    files, partitions = table_parts(path)
    footers, arrow = {}, []
    for f in files:  # one file open at a time: a folder may hold more parts than a process may open files (2,000
        # parts under ulimit -n 64 failed with EMFILE at the 61st, when all were opened before any was closed)
        opened = open_parquet(f)
        try:
            footers[f] = opened.metadata
            arrow.append(opened.schema_arrow)
        finally:
            opened.close()
    schemas = [a.names + [k for k in partitions.get(f, {}) if k not in a.names] for f, a in zip(files, arrow)]
    names = schemas[0]
    wide = [c[len(WIDE_SCORE):] for c in names if c.startswith(WIDE_SCORE)]
    if wide and "qid" in names and "docid" in names:
        table = RunTable(str(path), files, {"qid": "qid", "docid": "docid"}, wide, footers=footers)
        needed = ["qid", "docid", *(WIDE_SCORE + r for r in wide)]
    else:
        if any(c.startswith("rank:") for c in names):
            raise InputFormatError(files[0], None, "a rankagg dataset without score columns: runs are fused from "
                                                   "their scores; write it with its scores")
        refuse_weight_column(files[0], names)
        found: dict[str, str | None] = {role: role_column(names, role, files[0]) for role in COLUMNS}
        if found["score"] is None and RANK in names:
            del found["score"]
            found["rank"] = RANK
        missing = [f"{role} ({' / '.join(COLUMNS[role])}{', or rank' if role == 'score' else ''})"
                   for role, c in found.items() if c is None]
        if missing:
            raise ValueError(f"{files[0]}: " + (pairwise_note(names) or f"a Parquet run table needs the columns "
                                                f"{', '.join(missing)}; it has {', '.join(names)}"))
        table = RunTable(str(path), files, {role: str(c) for role, c in found.items()}, partitions=partitions,
                         footers=footers, unread_rank="score" in found and RANK in names)
        needed = list(table.cols.values())
    for f, cols in zip(files, schemas):
        absent = [c for c in needed if c not in cols]
        if absent:
            raise InputFormatError(f, None, f"lacks the column(s) {', '.join(absent)} the table's first file has")
    for c in [table.cols[role] for role in ("qid", "docid", "run") if role in table.cols]:
        for f, a in zip(files, arrow):
            refuse_extension_ids(f, a, [c], TableRow(1))
        kinds = [(f, _id_kind(a.field(c).type) if c in a.names else "text") for f, a in zip(files, arrow)]
        kinds = [(f, k) for f, k in kinds if k != "null"]  # a part without rows has no type to compare
        for f, kind in kinds[1:]:  # one type per id column over the whole table, as in one file
            if kind != kinds[0][1]:
                raise InputFormatError(f, None, f"column {c} holds {kind} here and {kinds[0][1]} in {kinds[0][0]}: an "
                                                "id column holds one type (1 and '1' would be one id, '01' and 1 two)")
    return table


def _id_kind(t: Any) -> str:
    """The kind of an id column's Arrow type, as the id rule tells them apart: text, integers, or the type."""
    pa, _ = pyarrow()
    t = t.value_type if pa.types.is_dictionary(t) else t
    if arrow_text(t):
        return "text"
    return "integers" if pa.types.is_integer(t) else str(t)


@dataclass
class RunBatch:
    """Long rows of a run table, checked: each row's query and run (codes into the names, in order of first
    appearance), document (an Arrow string array, with ``docid``) and score (with ``score``), and its
    1-based row over the whole table (``lines``: the line a TREC file of the table would have); in a table
    without scores (:attr:`RunTable.ranked`), ``rank`` holds each row's rank and ``score`` zeros, so that the
    rank column orders each list and a repeated rank is a tie (as ``--trust-rank`` reads tied scores)."""

    qid_codes: NDArray[np.int64]
    qid_names: list[str]
    run_codes: NDArray[np.int64]
    run_names: list[str]
    lines: NDArray[np.int64]
    docid: Any = None
    score: NDArray[np.float64] | None = None
    rank: NDArray[np.int64] | None = None


def _file_batches(path: str, columns: list[str], footer: Any = None) -> Iterator[Any]:
    """The record batches of one file, an Arrow failure (a truncated or damaged file) naming it."""
    it = iter(open_parquet(path, footer).iter_batches(batch_size=_BATCH, columns=columns))
    while True:
        try:
            batch = next(it)
        except StopIteration:
            return
        except MemoryError:
            raise
        except Exception as exc:
            raise unreadable(path, exc) from None
        yield batch


def _file_names(path: str, footer: Any = None) -> list[str]:
    return list(footer.schema.to_arrow_schema().names if footer is not None else open_parquet(path).schema_arrow.names)


def _rows_from(row: int) -> Any:
    return lambda i: TableRow(row + int(i))


def _long(batch: Any, table: RunTable, roles: Sequence[str], path: str, row: int, line: int) -> Block:
    pa, _ = pyarrow()
    q, r, d, s = table["qid"], table["run"], table["docid"], table.order_column
    lines = np.arange(line, line + batch.num_rows, dtype=np.int64)

    def build(c: Checked) -> RunBatch:
        out = RunBatch(c.codes[q], c.texts[q], c.codes[r], c.texts[r], lines)
        if "docid" in roles:
            out.docid = pa.array(c.texts[d], type=pa.string()).take(pa.array(c.codes[d]))
        if "score" in roles and table.ranked:
            out.rank = _positive_ranks(c.numbers[s], path, row)
            out.score = np.zeros(len(out.rank))
        elif "score" in roles:
            out.score = c.numbers[s]
        return out

    return Block(path, ids={q: batch.column(q), **({d: batch.column(d)} if "docid" in roles else {})},
                 names={r: batch.column(r)}, scores={s: batch.column(s)} if "score" in roles else {},
                 unique=(r, q, d) if "docid" in roles else (), what="document", row_of=_rows_from(row), build=build)


def _positive_ranks(ranks: NDArray[np.float64], path: str, row: int) -> NDArray[np.int64]:
    """A rank column's values as integers, each a positive integer as the DataFrame reader requires
    (:func:`rankagg.io.frame.from_dataframe`), else refused naming the file and row."""
    bad = np.flatnonzero((ranks < 1) | (ranks != np.floor(ranks)) | (ranks > 2.0 ** 53))
    if bad.size:
        raise InputFormatError(path, TableRow(row + int(bad[0])), f"rank {ranks[bad[0]]:g} is not a positive integer")
    return ranks.astype(np.int64)


def _wide(batch: Any, table: RunTable, roles: Sequence[str], path: str, row: int, line: int) -> Block:
    """The long rows of a row per (query, document) with a ``score:<run>`` column per run: run after run."""
    pa, _ = pyarrow()
    assert table.wide_runs is not None  # a wide table
    cols = [batch.column(WIDE_SCORE + r) for r in table.wide_runs]
    at = [np.flatnonzero(np.asarray(c.is_valid().to_numpy(zero_copy_only=False))) for c in cols]
    take = np.concatenate(at) if at else np.zeros(0, dtype=np.int64)
    run = np.repeat(np.arange(len(cols), dtype=np.int64), [len(a) for a in at])
    scores = {WIDE_SCORE + name: (c.take(pa.array(a)), _at_rows(row, a))
              for c, a, name in zip(cols, at, table.wide_runs)} if "score" in roles else {}

    def build(c: Checked) -> RunBatch:
        out = RunBatch(c.codes["qid"][take], c.texts["qid"], run, list(table.wide_runs or ()),
                       line + take.astype(np.int64))
        if "docid" in roles:
            out.docid = pa.array(c.texts["docid"], type=pa.string()).take(pa.array(c.codes["docid"][take]))
        if "score" in roles:
            parts = [c.numbers[k] for k in scores]
            out.score = np.concatenate(parts) if parts else np.zeros(0)
        return out

    ids = {"qid": batch.column("qid"), **({"docid": batch.column("docid")} if "docid" in roles else {})}
    return Block(path, ids=ids, scores=scores, unique=("qid", "docid") if "docid" in roles else (), what="document",
                 row_of=_rows_from(row), build=build)


def _at_rows(row: int, at: NDArray[np.int64]) -> Any:
    return lambda i: TableRow(row + int(at[i]))


def table_blocks(table: RunTable, roles: Sequence[str] = ("qid", "run", "docid", "score")) -> Iterator[Block]:
    """The raw rows of a run table, batch by batch, as blocks for the registry's rules; ``roles`` says which
    of ``docid`` and ``score`` to read too (``qid`` and ``run`` always are)."""
    if table.wide_runs is not None:
        columns = ["qid", *(["docid"] if "docid" in roles else []), *(WIDE_SCORE + r for r in table.wide_runs)]
        shape = _wide
    else:
        columns = [table.order_column if r == "score" else table[r] for r in ("qid", "run", "docid", "score")
                   if r in ("qid", "run") or r in roles]
        shape = _long
    line = 1
    for path in table.files:
        row = 1
        keys = table.partitions.get(path, {})
        footer = table.footers.get(path)
        for batch in _file_batches(path, [c for c in columns if c not in keys or c in _file_names(path, footer)],
                                   footer):
            if keys:
                batch = with_partitions(batch, {k: v for k, v in keys.items() if k in columns}, path, row)
            yield shape(batch, table, roles, path, row, line)
            row += batch.num_rows
            line += batch.num_rows
