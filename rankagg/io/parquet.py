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

Conversions: :func:`letor_to_parquet` (LETOR 4.0 aggregation files) and
:func:`trec_runs_to_parquet` (TREC run files + optional qrels).

Requires ``pyarrow`` (``pip install 'rankagg[dask]'``).
"""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

import numpy as np
import pandas as pd

from rankagg.data.rankings import Rankings, ranks_from_scores
from rankagg.io._errors import InputFormatError
from rankagg.io._qrels_text import read_qrels
from rankagg.io._run_text import read_run_frame
from rankagg.io.blocks import Block, Checked
from rankagg.io.run_table import META, open_parquet, parquet_files, unreadable
from rankagg.io.letor import read_letor
from rankagg.io.rules import check_written_ids

__all__ = [
    "write_parquet",
    "read_parquet",
    "iter_parquet",
    "parquet_info",
    "letor_to_parquet",
    "trec_runs_to_parquet",
    "read_trec_run",
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


# ---------------------------------------------------------------- writing
def _table(data: Rankings, rank_int: bool):
    pa, _ = _pa()
    cols: dict[str, Any] = {
        "qid": pa.array(np.repeat(data.qids, data.sizes)),
        "docid": pa.array(data.docids),
    }
    if data.labels is not None:
        cols["label"] = pa.array(data.labels.astype(np.int32))
    for j, name in enumerate(data.ranker_names):
        col = data.ranks[:, j]
        mask = np.isnan(col)
        if rank_int:
            cols[_RANK + name] = pa.array(np.where(mask, 0, col).astype(np.int32), mask=mask)
        else:
            cols[_RANK + name] = pa.array(col, mask=mask)
    if data.scores is not None:
        for j, name in enumerate(data.ranker_names):
            col = data.scores[:, j]
            cols[_SCORE + name] = pa.array(col, mask=np.isnan(col))
    return pa.table(cols)


def _integer_ranks(data: Rankings) -> bool:
    r = data.ranks[~np.isnan(data.ranks)]
    return bool(r.size == 0 or (np.all(r == np.floor(r)) and r.max() < 2**31))


def write_parquet(
    data: Rankings | Iterable[Rankings],
    path: str | os.PathLike,
    *,
    queries_per_file: int = 100_000,
    row_group_queries: int = 10_000,
    compression: str = "zstd",
    rank_dtype: str = "auto",
) -> dict[str, Any]:
    """Write rankings (one :class:`Rankings` or a stream of batches) as a Parquet dataset.

    Streaming: batches are written as they come, so a generator of batches
    writes a dataset larger than memory.  Every batch must have the same
    rankers and the same optional columns as the first.

    Parameters
    ----------
    path
        Output folder (created; must not already hold a rankagg dataset).
    queries_per_file, row_group_queries
        Whole queries per file and per row group.
    rank_dtype
        ``"auto"`` (int32 when the first batch's ranks are all integers, else
        float64), ``"int32"`` or ``"float64"``.

    Returns
    -------
    The metadata written to ``_rankagg.json``.
    """
    pa, pq = _pa()
    if queries_per_file < 1 or row_group_queries < 1:
        raise ValueError("queries_per_file and row_group_queries must be >= 1")
    if rank_dtype not in ("auto", "int32", "float64"):
        raise ValueError(f"rank_dtype must be 'auto', 'int32' or 'float64', got {rank_dtype!r}")
    out = Path(path)
    if (out / META).exists():
        raise FileExistsError(f"{out} already holds a rankagg Parquet dataset; remove it first")
    out.mkdir(parents=True, exist_ok=True)
    batches = iter([data]) if isinstance(data, Rankings) else iter(data)
    meta: dict[str, Any] | None = None
    writer = None
    files: list[dict[str, Any]] = []
    in_file = 0
    schema = None
    rank_int = True
    try:
        for batch in _rebatch(batches, row_group_queries):
            if meta is None:
                rank_int = _integer_ranks(batch) if rank_dtype == "auto" else rank_dtype == "int32"
                meta = {
                    "format": "rankagg-parquet",
                    "version": SCHEMA_VERSION,
                    "ranker_names": list(batch.ranker_names),
                    "has_scores": batch.scores is not None,
                    "has_labels": batch.labels is not None,
                    "rank_dtype": "int32" if rank_int else "float64",
                    "n_queries": 0,
                    "n_items": 0,
                }
            elif list(batch.ranker_names) != meta["ranker_names"] or (batch.scores is not None) != meta["has_scores"] or (
                batch.labels is not None
            ) != meta["has_labels"]:
                raise ValueError("all batches must have the same rankers, scores and labels as the first")
            if rank_int and not _integer_ranks(batch):
                raise ValueError("rank_dtype int32 but a batch has non-integer ranks; use rank_dtype='float64'")
            check_written_ids(batch.qids, batch.docids, batch.query_of_item, "dataset")
            table = _table(batch, rank_int)
            if writer is None or in_file >= queries_per_file:
                if writer is not None:
                    writer.close()
                name = f"part-{len(files):05d}.parquet"
                schema = table.schema
                writer = pq.ParquetWriter(out / name, schema, compression=compression)
                files.append({"path": name, "n_queries": 0, "n_items": 0})
                in_file = 0
            writer.write_table(table.cast(schema), row_group_size=max(table.num_rows, 1))
            files[-1]["n_queries"] += batch.n_queries
            files[-1]["n_items"] += batch.n_items
            meta["n_queries"] += batch.n_queries
            meta["n_items"] += batch.n_items
            in_file += batch.n_queries
    finally:
        if writer is not None:
            writer.close()
    if meta is None:
        raise ValueError("nothing to write: no batches")
    meta["files"] = files
    (out / META).write_text(json.dumps(meta, indent=2))
    return meta


# ---------------------------------------------------------------- reading
def parquet_info(path: str | os.PathLike) -> dict[str, Any]:
    """The dataset's ``_rankagg.json`` (or what can be read from the Parquet schema)."""
    p = Path(path)
    if (p / META).exists():
        try:
            return dict(json.loads((p / META).read_text()))
        except (ValueError, TypeError) as exc:  # a damaged description: name it
            raise InputFormatError(p / META, None, f"not a rankagg dataset description ({exc})") from None
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
            ranks = {_RANK + n: table.column(_RANK + n) for n in names}
            scores = {_SCORE + n: table.column(_SCORE + n) for n in names} if has_scores else {}
            labels = table.column("label") if has_labels else None
            yield Block(str(f), ids={"qid": table.column("qid"), "docid": table.column("docid")}, counts=ranks,
                        scores=scores, nullable=(*ranks, *scores), unique=("qid", "docid"), what="document",
                        row_of=functools.partial(_plus, row),
                        build=functools.partial(_from_checked, names=names, has_scores=has_scores,
                                                has_labels=has_labels, labels=labels))
            row += table.num_rows


def _plus(first: int, i: int) -> int:
    return first + int(i)


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


# ---------------------------------------------------------------- converters
def letor_to_parquet(paths: Sequence[str | os.PathLike] | str | os.PathLike, out: str | os.PathLike, **kw: Any) -> dict[str, Any]:
    """Convert LETOR 4.0 aggregation files (e.g. S1..S5.txt) to one Parquet dataset, in that order."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    return write_parquet((read_letor(p) for p in paths), out, **kw)


def read_trec_run(path: str | os.PathLike) -> pd.DataFrame:
    """A TREC run file (``qid Q0 docid rank score tag``) as a DataFrame ``qid, docid, score``, read by the
    TREC text reader (:func:`rankagg.io._run_text.read_run_frame`: its rules, its messages)."""
    return read_run_frame(path)[["qid", "docid", "score"]].astype({"score": np.float64})


def trec_runs_to_parquet(
    runs: Sequence[str | os.PathLike],
    out: str | os.PathLike,
    *,
    qrels: str | os.PathLike | None = None,
    names: Sequence[str] | None = None,
    **kw: Any,
) -> dict[str, Any]:
    """Convert TREC run files (one ranker each) and optional qrels to a Parquet dataset.

    The items of a query are the union of the documents the runs returned
    (sorted by docid); queries are sorted by qid.  Ranks follow the trec_eval
    rule (score descending, then docid descending;
    :func:`rankagg.data.rankings.ranks_from_scores`); the run's rank column is ignored,
    as trec_eval does.  Unjudged documents get label 0.  The runs are joined in
    memory (one long table); the output is written in row groups.
    """
    if not runs:
        raise ValueError("no runs given")
    names = list(names) if names is not None else [Path(r).name for r in runs]
    if len(names) != len(runs) or len(set(names)) != len(names):
        raise ValueError("one distinct name per run expected")
    frames = []
    for j, r in enumerate(runs):
        df = read_trec_run(r)
        df["ranker"] = j
        frames.append(df)
    long = pd.concat(frames, ignore_index=True)
    long = long.sort_values(["qid", "docid"], kind="stable")
    keys = long[["qid", "docid"]].drop_duplicates().reset_index(drop=True)
    item = pd.MultiIndex.from_frame(keys).get_indexer(pd.MultiIndex.from_frame(long[["qid", "docid"]]))
    scores = np.full((len(keys), len(runs)), np.nan)
    scores[item, long["ranker"].to_numpy()] = long["score"].to_numpy()
    qcodes, qids = pd.factorize(keys["qid"], sort=True)
    sizes = np.bincount(qcodes, minlength=len(qids))
    offsets = np.zeros(len(qids) + 1, dtype=np.int64)
    np.cumsum(sizes, out=offsets[1:])
    docids = keys["docid"].to_numpy().astype(str)
    ranks = ranks_from_scores(scores, offsets, docids)
    labels = None
    if qrels is not None:
        q = read_qrels(qrels)  # the TREC qrels reader: its rules, its messages
        rel = q.set_index(["qid", "docid"])["rel"]
        labels = rel.reindex(pd.MultiIndex.from_frame(keys)).fillna(0).to_numpy().astype(np.int64)
        labels = np.maximum(labels, 0)
    data = Rankings(
        offsets=offsets,
        ranks=ranks,
        qids=np.asarray(qids).astype(str),
        docids=docids,
        ranker_names=tuple(names),
        scores=scores,
        labels=labels,
    )
    return write_parquet(data, out, **kw)
