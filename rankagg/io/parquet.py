"""Out-of-core rankings: Parquet datasets partitioned by query, streamed in batches.

Layout (``rankagg-parquet`` version 1)
--------------------------------------
A dataset is a folder::

    DATASET/
      _rankagg.json            # version, ranker_names, has_scores, has_labels, n_queries, n_items, files
      part-00000.parquet       # whole queries only: a query never spans two files
      part-00001.parquet
      ...

One row per (query, document), rows of a query contiguous, queries in dataset
order.  Columns: ``qid`` (string), ``docid`` (string), ``label`` (int32, when
labelled), ``rank:<ranker>`` (int32 when every rank is an integer below 2^31,
else float64; null = not ranked) and ``score:<ranker>`` (float64, optional).
Row groups hold whole queries too (``row_group_queries`` of them), so a reader
holds one row group at a time: memory is bounded by the row group, not by the
dataset.  :func:`iter_parquet` also accepts any Parquet file or folder with
these columns whose queries are contiguous (a query cut across row groups or
files is stitched back together).

Writing a dataset (:func:`~rankagg.io.parquet_writer.write_parquet`) and the conversions
(:func:`~rankagg.io.parquet_writer.letor_to_parquet` from LETOR 4.0 aggregation files,
:func:`~rankagg.io.parquet_writer.trec_runs_to_parquet` from TREC run files + optional qrels) are
:mod:`rankagg.io.parquet_writer`.

Requires ``pyarrow`` (``pip install 'rankagg[dask]'``).
"""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

import numpy as np

from rankagg.data.rankings import Rankings
from rankagg.io._errors import InputFormatError, TableRow
from rankagg.io.blocks import Block, Checked
from rankagg.io.run_table import META, open_parquet, parquet_files, unreadable

__all__ = [
    "read_parquet",
    "iter_parquet",
    "parquet_info",
    "dataset_blocks",
]

SCHEMA_VERSION = 1
_RANK = "rank:"
_SCORE = "score:"


def _pa():
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError as exc:  # pragma: no cover - exercised without the extra
        raise ImportError("Parquet input needs pyarrow: pip install 'rankagg[dask]'") from exc
    return pa, pq


# ---------------------------------------------------------------- reading
def parquet_info(path: str | os.PathLike) -> dict[str, Any]:
    """The dataset's ``_rankagg.json`` (or what can be read from the Parquet schema)."""
    p = Path(path)
    if (p / META).exists():
        try:
            info = dict(json.loads((p / META).read_text()))
        except (ValueError, TypeError) as exc:  # a damaged description: name it
            raise InputFormatError(p / META, None, f"not a rankagg dataset description ({exc})") from None
        names = info.get("ranker_names")  # what the readers take from it: a stranger's may lack it (was a KeyError)
        if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names) or not all(
                isinstance(info.get(k), bool) for k in ("has_scores", "has_labels")):
            raise InputFormatError(p / META, None, "not a rankagg dataset description: it needs ranker_names (a list "
                                                   "of names), has_scores and has_labels (true or false)")
        return info
    files = _files(p)
    schema = open_parquet(files[0]).schema_arrow
    names = [c[len(_RANK):] for c in schema.names if c.startswith(_RANK)]
    return {
        "format": "parquet",
        "ranker_names": names,
        "has_scores": any(c.startswith(_SCORE) for c in schema.names),
        "has_labels": "label" in schema.names,
        "files": [{"path": str(f)} for f in files],
    }


def _files(p: Path) -> list[Path]:
    """The dataset's files (:func:`rankagg.io.formats.parquet_files`: one listing for every Parquet reader)."""
    if not p.exists():
        raise FileNotFoundError(f"no Parquet dataset at {p}")
    return [Path(f) for f in parquet_files(p)]


def _from_checked(c: Checked, names: Sequence[str], has_scores: bool, has_labels: bool, labels: Any) -> Rankings:
    """A row group's :class:`Rankings` from its columns checked by the rules (ids as codes into their texts in
    first-appearance order, ranks and scores as float64 with NaN where null)."""
    qcode = c.codes["qid"]
    n = len(qcode)
    if n:
        starts = np.concatenate([[0], np.flatnonzero(qcode[1:] != qcode[:-1]) + 1]).astype(np.int64)
    else:
        starts = np.zeros(0, dtype=np.int64)
    offsets = np.append(starts, n).astype(np.int64)
    qids = np.asarray(c.texts["qid"], dtype=str)[qcode[starts]] if n else np.zeros(0, dtype=str)
    # via the distinct docids: few are converted to numpy strings once
    docids = np.asarray(c.texts["docid"], dtype=str)[c.codes["docid"]] if n else np.zeros(0, dtype=str)
    ranks = np.empty((n, len(names)), order="F")
    for j, name in enumerate(names):
        ranks[:, j] = c.numbers[_RANK + name]
    scores = None
    if has_scores:
        scores = np.empty((n, len(names)), order="F")
        for j, name in enumerate(names):
            scores[:, j] = c.numbers[_SCORE + name]
    label = labels.to_numpy(zero_copy_only=False).astype(np.int64) if has_labels else None
    return Rankings(offsets=offsets, ranks=ranks, qids=qids, docids=docids, ranker_names=tuple(names), scores=scores,
                    labels=label)


def _row_group_blocks(path: Path, columns: list[str], names: Sequence[str], has_scores: bool,
                      has_labels: bool) -> Iterator[Block]:
    """Each row group of each file as a raw block (ids, nullable ranks and scores, a document once per query),
    its rows numbered from 1 in its file; the registry applies the rules and builds its :class:`Rankings`."""
    together = _Together()
    for f in _files(path):
        pf = open_parquet(f)
        row = 1
        for g in range(pf.num_row_groups):
            try:
                table = pf.read_row_group(g, columns=columns)
            except MemoryError:
                raise
            except Exception as exc:  # a damaged or truncated row group: name the file
                raise unreadable(f, exc) from None
            together.check(f, row, table.column("qid"))
            ranks = {_RANK + n: table.column(_RANK + n) for n in names}
            scores = {_SCORE + n: table.column(_SCORE + n) for n in names} if has_scores else {}
            labels = table.column("label") if has_labels else None
            yield Block(str(f), ids={"qid": table.column("qid"), "docid": table.column("docid")}, counts=ranks,
                        scores=scores, nullable=(*ranks, *scores), unique=("qid", "docid"), what="document",
                        row_of=functools.partial(_plus, row),
                        build=functools.partial(_from_checked, names=names, has_scores=has_scores,
                                                has_labels=has_labels, labels=labels))
            row += table.num_rows


class _Together:
    """A query's rows are together: a query may continue from one row group or file into the next (stitched back),
    but one that comes back after another query is refused naming the file and row.  Read as they came, its two
    pieces were aggregated as two queries of one qid, each ranked alone (u14p_aggregate_parquet_query_in_two_parts).
    Holds each query's id and first file, as the output's order holds a few numbers per query."""

    def __init__(self) -> None:
        self.first: dict[Any, str] = {}
        self.last: Any = None

    def check(self, f: Path, row: int, qid: Any) -> None:
        import pyarrow.compute as pc

        n = len(qid)
        if not n:
            return
        change = pc.fill_null(pc.not_equal(qid.slice(1), qid.slice(0, n - 1)), True) if n > 1 else None
        starts = np.concatenate([[0], np.flatnonzero(np.asarray(change)) + 1]) if change is not None else np.zeros(1, int)
        values = qid.take(starts).to_pylist()
        for i, v in zip(starts.tolist(), values):
            if v is None or (i == 0 and v == self.last):  # a null is the rules' to refuse; a continued query
                continue
            if v in self.first:
                raise InputFormatError(str(f), TableRow(row + i), f"query {v!r} again, after other queries (its "
                                       f"first rows are in {self.first[v]}): a query's rows must be together")
            self.first[v] = str(f)
        self.last = values[-1]


def _plus(first: int, i: int) -> int:
    return TableRow(first + int(i))


def _dataset_plan(path: str | os.PathLike, rankers: Sequence[str] | None, scores: bool, labels: bool
                  ) -> tuple[dict[str, Any], list[str], bool, bool, list[str]]:
    info = parquet_info(path)
    names = list(info["ranker_names"])
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:  # two columns of one name cannot be told apart
        raise InputFormatError(path, None, f"ranker {twice[0]!r} given twice; each ranker once")
    if rankers is not None:
        missing = [r for r in rankers if r not in names]
        if missing:
            raise ValueError(f"unknown ranker(s) {missing}; the dataset has {names}")
        names = list(rankers)
    has_scores = bool(info["has_scores"]) and scores
    has_labels = bool(info["has_labels"]) and labels
    columns = ["qid", "docid"] + (["label"] if has_labels else []) + [_RANK + n for n in names]
    if has_scores:
        columns += [_SCORE + n for n in names]
    return info, names, has_scores, has_labels, columns


def dataset_blocks(path: str | os.PathLike, *, rankers: Sequence[str] | None = None, scores: bool = True,
                   labels: bool = True) -> Iterator[Block]:
    """The raw blocks of a rankings dataset (a row group each), the registry's reader of the
    ``rankings-parquet`` format (:data:`rankagg.io.formats.FORMATS`)."""
    _, names, has_scores, has_labels, columns = _dataset_plan(path, rankers, scores, labels)
    return _row_group_blocks(Path(path), columns, names, has_scores, has_labels)


def _stitch(pieces: Iterator[Rankings]) -> Iterator[Rankings]:
    """Join a query cut across pieces (its last query continues in the next piece)."""
    carry: Rankings | None = None
    for piece in pieces:
        if piece.n_queries == 0:
            continue
        if carry is not None:
            if piece.qids[0] == carry.qids[-1]:
                joined = Rankings.concatenate([carry, piece])
                # merge the two halves of the cut query into one query
                offsets = np.delete(joined.offsets, carry.n_queries)
                piece = Rankings(
                    offsets=offsets,
                    ranks=joined.ranks,
                    qids=np.delete(joined.qids, carry.n_queries),
                    docids=joined.docids,
                    ranker_names=joined.ranker_names,
                    scores=joined.scores,
                    labels=joined.labels,
                )
            else:
                piece = Rankings.concatenate([carry, piece])
        # hold back the last query: it may continue in the next piece
        if piece.n_queries > 1:
            yield piece.select_queries(np.arange(piece.n_queries - 1))
        carry = piece.select_queries([piece.n_queries - 1])
    if carry is not None:
        yield carry


def _rebatch(pieces: Iterable[Rankings], batch_queries: int) -> Iterator[Rankings]:
    """Regroup a stream of query batches into batches of exactly ``batch_queries`` (last one smaller)."""
    buf: list[Rankings] = []
    have = 0
    for piece in pieces:
        if piece.n_queries == 0:
            continue
        buf.append(piece)
        have += piece.n_queries
        while have >= batch_queries:
            joined = buf[0] if len(buf) == 1 else Rankings.concatenate(buf)
            if joined.n_queries == batch_queries:
                yield joined
                buf, have = [], 0
            else:
                yield joined.select_queries(np.arange(batch_queries))
                rest = joined.select_queries(np.arange(batch_queries, joined.n_queries))
                buf, have = [rest], rest.n_queries
    if have:
        yield buf[0] if len(buf) == 1 else Rankings.concatenate(buf)


def iter_parquet(
    path: str | os.PathLike,
    *,
    batch_queries: int | None = 10_000,
    rankers: Sequence[str] | None = None,
    scores: bool = True,
    labels: bool = True,
    prime: bool = True,
) -> Iterator[Rankings]:
    """Stream a Parquet dataset as :class:`Rankings` batches of whole queries.

    Memory holds one row group plus one batch.  ``batch_queries=None`` yields
    the row groups as they are (after stitching cut queries).  ``rankers``
    reads only those ranker columns; ``scores=False`` / ``labels=False`` skip
    those columns.  ``prime`` fills each batch's local-rank and docid-code
    caches (:meth:`Rankings.local_ranks`, same
    values as the core computes, faster on large batches).
    """
    from rankagg.io.formats import FORMATS, read

    info, _, _, _, _ = _dataset_plan(path, rankers, scores, labels)
    if batch_queries is not None and int(batch_queries) < 1:
        raise ValueError(f"batch_queries must be >= 1, got {batch_queries!r}")
    # through the registry: the rules applied to every row group (ids, numbers, a document once per query)
    pieces = read(path, FORMATS["rankings-parquet"], rankers=rankers, scores=scores, labels=labels)
    if info.get("format") != "rankagg-parquet":
        # foreign files may cut a query across row groups or files
        pieces = _stitch(pieces)
    batches = pieces if batch_queries is None else _rebatch(pieces, int(batch_queries))
    for b in batches:
        if prime:
            b.local_ranks()  # computed here, in the reader's thread, and cached on the batch
        yield b


def read_parquet(path: str | os.PathLike, **kw: Any) -> Rankings:
    """The whole dataset in memory (for data that fits; else :func:`iter_parquet`)."""
    parts = list(iter_parquet(path, batch_queries=None, **kw))
    if not parts:
        raise ValueError(f"{path}: empty dataset")
    return parts[0] if len(parts) == 1 else Rankings.concatenate(parts)
