"""External partition of TREC run files by query: the way through for files not grouped by query, and the
unit of work of a cluster.

:func:`partition_file` reads one run file a piece of whole lines at a time (any
size: memory is one piece), parses each piece with the in-memory reader's parser
(same checks, faults named with their line in the file) and appends its lines to
one Arrow IPC stream per part (``f<file>-p<part>.arrow`` in ``folder``; columns
``qid``, ``docid``, ``score``, ``rank`` with ``trust_rank``, and ``line``, the
line's number in the file), keeping the file's line order.  A query's lines all go
to one part: by default a stable hash of the qid (CRC-32 of its UTF-8 bytes,
modulo ``n_parts``; the same on every machine and Python), or the part a
mapping gives.  Files are independent, so a worker can partition one file
alone.

:func:`read_part` reads part ``p`` of every run back as the
:class:`~rankagg.data.entries.RunEntries` of the part's queries that
:func:`~rankagg.io.trec.read_trec_entries` builds for all queries (same ranks,
same items, same order of queries: first appearance over the files in argument
order, restricted to the part), so fusing it gives the part's queries' lines of
the in-memory output (:func:`rankagg.stream.fuse.fuse_block`).
:func:`global_order` is the order of all queries in that output.
"""

from __future__ import annotations

import os
import zlib
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.io._errors import InputFormatError
from rankagg.io.signals import block_handled_signals
from rankagg.io._text_columns import _is_text_column, _to_object, file_codes
from rankagg.io.run_names import run_names
from rankagg.io.trec import entries_from_ranked, rank_run_columns
from rankagg.stream.text import CHUNK_BYTES, chunk_columns, first_fields, line_chunks

__all__ = ["FilePieces", "PartitionSet", "partition_file", "partition_runs", "read_part", "global_order",
           "part_of_qid", "piece_path", "read_piece"]


def part_of_qid(qid: str, n_parts: int) -> int:
    """The part of a query: CRC-32 of the qid's UTF-8 bytes modulo ``n_parts`` (stable everywhere)."""
    return zlib.crc32(qid.encode("utf-8", errors="surrogateescape")) % n_parts


def piece_path(folder: str | os.PathLike, file_index: int, part: int) -> Path:
    return Path(folder) / f"f{file_index:05d}-p{part:05d}.arrow"


@dataclass
class FilePieces:
    """What :func:`partition_file` wrote for one file: the rows of each part (``rows[p]``; a part without
    rows has no piece file), the file's queries in first-appearance order, its tag (first line's) and
    number of lines."""

    path: str
    file_index: int
    folder: str
    n_parts: int
    tag: str
    rows: list[int]
    qids: list[str] = field(default_factory=list)

    @property
    def n_lines(self) -> int:
        return int(sum(self.rows))


@dataclass
class PartitionSet:
    """The pieces of several run files (one :class:`FilePieces` per file, in argument order)."""

    paths: list[str]
    folder: str
    n_parts: int
    trust_rank: bool
    files: list[FilePieces]

    @property
    def names(self) -> list[str]:
        """The runs' names, by the readers' rule (:func:`~rankagg.io.run_names.run_names`)."""
        return run_names(self.paths, [f.tag for f in self.files])


def _pa() -> Any:
    """``pyarrow`` with its IPC module loaded (the partitions' format), or an ImportError saying how to install it."""
    try:
        import pyarrow as pa
        import pyarrow.ipc  # noqa: F401
    except ImportError as exc:  # pragma: no cover - pyarrow is a dependency of the fast readers
        raise ImportError("streamed and table runs need pyarrow: pip install pyarrow") from exc
    return pa


def _row_lines(raw: bytes, first_line: int) -> NDArray[np.int64]:
    """The line number of each non-blank line of ``raw`` (the rows the parser returns)."""
    return first_fields(raw).lines + first_line


def _strings(pa: Any, col: Any) -> Any:
    if _is_text_column(col):
        return col.cast(pa.string())
    return pa.array(np.asarray(col, dtype=object).astype(str).tolist(), type=pa.string())


def partition_file(path: str | os.PathLike, folder: str | os.PathLike, n_parts: int, file_index: int, *,
                   trust_rank: bool = False, part_of: Mapping[str, int] | None = None,
                   chunk_bytes: int = CHUNK_BYTES) -> FilePieces:
    """Partition one run file by query into ``folder`` (module docstring); ``part_of`` maps every qid of the
    file to its part (default: :func:`part_of_qid`)."""
    if n_parts < 1:
        raise ValueError(f"n_parts must be >= 1, got {n_parts}")
    pa = _pa()
    writers: dict[int, Any] = {}
    rows = [0] * n_parts
    seen: dict[str, None] = {}
    tag = None
    options = pa.ipc.IpcWriteOptions(compression="lz4")
    try:
        for raw, first_line in line_chunks(path, chunk_bytes):
            cols = chunk_columns(path, raw, first_line, trust_rank)
            n = len(cols["score"])
            if not n:
                continue
            if tag is None:
                tag = cols["tag"]
            qcol, codes, n_q = file_codes(cols["qid"])
            uniq = (qcol.chunk(0).dictionary.to_pylist() if _is_text_column(qcol)
                    else np.unique(np.asarray(qcol, dtype=object).astype(str)).tolist())
            first = np.full(n_q, n, dtype=np.int64)
            np.minimum.at(first, codes, np.arange(n))
            for c in np.argsort(first, kind="stable").tolist():
                seen.setdefault(str(uniq[c]), None)
            try:
                part_of_code = np.array([part_of[q] if part_of is not None else part_of_qid(q, n_parts)
                                         for q in map(str, uniq)], dtype=np.int64)
            except KeyError as exc:
                raise ValueError(f"{path}: query {exc.args[0]} has no part") from None
            part = part_of_code[codes]
            columns = {"qid": _strings(pa, qcol), "docid": _strings(pa, cols["docid"]),
                       "score": pa.array(np.asarray(cols["score"], dtype=np.float64)),
                       "line": pa.array(_row_lines(raw, first_line))}
            if trust_rank:
                columns["rank"] = pa.array(np.asarray(cols["rank"], dtype=np.int64))
            table = pa.table(columns)
            if len(table.column("line")) != n:  # pragma: no cover - the parser returns one row per non-blank line
                raise AssertionError(f"{path}: {n} rows but {len(table.column('line'))} non-blank lines")
            order = np.argsort(part, kind="stable")
            table = table.take(pa.array(order))
            bounds = np.searchsorted(part[order], np.arange(n_parts + 1))
            for p in np.flatnonzero(np.diff(bounds)).tolist():
                if p not in writers:
                    writers[p] = pa.ipc.new_stream(str(piece_path(folder, file_index, p)), table.schema,
                                                   options=options)
                writers[p].write_table(table.slice(int(bounds[p]), int(bounds[p + 1] - bounds[p])))
                rows[p] += int(bounds[p + 1] - bounds[p])
    finally:
        for w in writers.values():
            w.close()
    return FilePieces(path=str(path), file_index=file_index, folder=str(folder), n_parts=n_parts,
                      tag=tag if tag is not None else Path(path).name, rows=rows, qids=list(seen))


def partition_runs(paths: Sequence[str | os.PathLike], folder: str | os.PathLike, n_parts: int, *,
                   trust_rank: bool = False, part_of: Mapping[str, int] | None = None,
                   threads: int | None = None) -> PartitionSet:
    """Partition several run files (in a few threads, one file each; errors in file order)."""
    if not paths:
        raise ValueError("no run files given")
    Path(folder).mkdir(parents=True, exist_ok=True)
    workers = threads or max(1, min(4, os.cpu_count() or 1, len(paths)))
    with ThreadPoolExecutor(max_workers=workers, initializer=block_handled_signals) as pool:
        files = list(pool.map(lambda ip: partition_file(ip[1], folder, n_parts, ip[0], trust_rank=trust_rank,
                                                        part_of=part_of), enumerate(paths)))
    return PartitionSet(paths=[str(p) for p in paths], folder=str(folder), n_parts=n_parts, trust_rank=trust_rank,
                        files=files)


def global_order(files: Sequence[FilePieces]) -> list[str]:
    """Every query in the in-memory output's order: first appearance over the files in argument order."""
    seen: dict[str, None] = {}
    for f in files:
        for q in f.qids:
            seen.setdefault(q, None)
    return list(seen)


def _piece_fault(path: str, cols: dict[str, Any], trust_rank: bool) -> None:
    """Raise the line reader's error for a piece's first document (or, with ``trust_rank``, rank) given twice
    in a list, naming the lines in the file."""
    qids, docids = _to_object(cols["qid"]).tolist(), _to_object(cols["docid"]).tolist()
    lines, scores = cols["line"].tolist(), cols["score"].tolist()
    ranks = cols["rank"].tolist() if trust_rank else [0] * len(lines)
    seen: dict[tuple[str, str], int] = {}
    seen_rank: dict[tuple[str, int], tuple[int, float]] = {}
    for q, d, n, r, s in zip(qids, docids, lines, ranks, scores):
        if (q, d) in seen:
            raise InputFormatError(path, n, f"document {d} appears twice for query {q} (first at line {seen[q, d]})")
        seen[q, d] = n
        if trust_rank:
            at = seen_rank.setdefault((q, r), (n, s))
            if at[1] != s:
                raise InputFormatError(path, n, f"rank {r} given twice for query {q} with different scores (first at "
                                                f"line {at[0]}): trust_rank cannot order them")


def _empty_run() -> dict[str, Any]:
    return {"qid": np.zeros(0, dtype=object), "docid": np.zeros(0, dtype=object), "rank": np.zeros(0),
            "score": np.zeros(0)}


def read_piece(f: FilePieces, part: int, trust_rank: bool, *, scores_read: bool = False) -> dict[str, Any]:
    """Part ``part`` of one file, ranked (:func:`~rankagg.io.trec.rank_run_columns`, ``scores_read`` as there)."""
    if not f.rows[part]:
        return _empty_run()
    pa = _pa()
    with pa.ipc.open_stream(str(piece_path(f.folder, f.file_index, part))) as reader:
        table = reader.read_all()
    cols = {"qid": table.column("qid").dictionary_encode(), "docid": table.column("docid").dictionary_encode(),
            "score": np.asarray(table.column("score").to_numpy(), dtype=np.float64),
            "rank": np.asarray(table.column("rank").to_numpy(), dtype=np.int64) if trust_rank else None,
            "line": np.asarray(table.column("line").to_numpy(), dtype=np.int64), "tag": f.tag}
    return rank_run_columns(f.path, cols, trust_rank, fault=lambda: _piece_fault(f.path, cols, trust_rank),
                            scores_read=scores_read)


def read_part(pset: PartitionSet, part: int, *, input_depth: int | None = None, keep_scores: bool = True,
              names: Sequence[str] | None = None) -> RunEntries | None:
    """The entries of part ``part``'s queries (module docstring), or None when no run has a line there.
    ``keep_scores``: the method reads the scores (kept; with ``trust_rank`` checked as :func:`read_piece` says)."""
    if not any(f.rows[part] for f in pset.files):
        return None
    runs = [read_piece(f, part, pset.trust_rank, scores_read=keep_scores) for f in pset.files]
    return entries_from_ranked(runs, list(names) if names is not None else pset.names, input_depth=input_depth,
                               keep_scores=keep_scores)

