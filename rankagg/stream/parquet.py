"""Runs as one long Parquet table, in and out, without going through text.

Input: one table with a row per (query, document, run) and the DataFrame API's
column names (:mod:`rankagg.io.frame`): ``q_id`` (or ``qid``, ``query_id``),
``doc_id`` (or ``docid``, ``docno``), ``score`` and ``run`` (or ``ranker``,
``name``, ``system``, ``tag``).  Each distinct ``run`` value is one run, named by
it, in the order of first appearance; a run's lines are its rows in table order.
Fusing the table is fusing the TREC files those rows would make (one per run, in
that order, the run's name as tag): same bytes out.  The table is read in record
batches, twice: a first look at ``q_id`` and ``run`` (the queries' output order
and sizes), then the external partition by query block (Arrow IPC in a temporary
folder, :mod:`rankagg.stream.partition`); memory is one batch plus one block.
Faults name the table and the 1-based row (a null, a score that is not finite, a
document twice in a run's list for a query).

Output (``-o fused.parquet``): the fused run as a table ``q_id, doc_id, score, run,
rank``: the lines of the TREC run (same scores, ranks and order), the fused run's
tag in ``run``.
"""

from __future__ import annotations

import os
from typing import Any, Iterator, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io._common import InputFormatError, atomic_output
from rankagg.io.trec import trec_run_columns
from rankagg.stream.partition import FilePieces, piece_path
from rankagg.stream.text import FileScan

__all__ = ["is_parquet", "table_columns", "scan_table", "partition_table", "write_run_table", "COLUMNS"]

#: accepted names of each column, tried in order
COLUMNS = {"qid": ("q_id", "qid", "query_id"), "docid": ("doc_id", "docid", "docno"), "score": ("score",),
           "run": ("run", "ranker", "name", "system", "tag")}
_BATCH = 1 << 18


def is_parquet(path: str | os.PathLike) -> bool:
    """Whether a file is Parquet (its magic bytes), whatever its name."""
    from rankagg.io.guard import open_input

    try:
        with open_input(path) as fh:  # a device or FIFO is refused here, before any reader opens it
            return fh.read(4) == b"PAR1"
    except OSError:
        return False


def _pq() -> Any:
    try:
        import pyarrow as pa
        import pyarrow.ipc  # noqa: F401
        import pyarrow.parquet as pq
    except ImportError as exc:  # pragma: no cover - pyarrow is a dependency of the fast readers
        raise ImportError("Parquet runs need pyarrow: pip install pyarrow") from exc
    return pa, pq


def table_columns(path: str | os.PathLike) -> dict[str, str]:
    """The table's column for each role (``qid``, ``docid``, ``score``, ``run``)."""
    _, pq = _pq()
    names = pq.ParquetFile(path).schema_arrow.names
    found = {role: next((c for c in options if c in names), None) for role, options in COLUMNS.items()}
    missing = [f"{role} ({' / '.join(COLUMNS[role])})" for role, c in found.items() if c is None]
    if missing:
        raise ValueError(f"{path}: a Parquet run table needs the columns {', '.join(missing)}; it has "
                         f"{', '.join(names)}")
    return {role: str(c) for role, c in found.items()}


def _codes(col: Any) -> tuple[NDArray[np.int64], list[str]]:
    enc = col.dictionary_encode() if not hasattr(col, "indices") else col
    codes = np.asarray(enc.indices.to_numpy(zero_copy_only=False), dtype=np.int64)
    return codes, [str(v) for v in enc.dictionary.to_pylist()]


def _batches(path: str | os.PathLike, columns: list[str]) -> Iterator[tuple[int, Any]]:
    """``(first row, record batch)`` over the table; nulls are refused with their row."""
    _, pq = _pq()
    row = 1
    for batch in pq.ParquetFile(path).iter_batches(batch_size=_BATCH, columns=columns):
        for name in columns:
            col = batch.column(name)
            if col.null_count:
                at = int(np.flatnonzero(np.asarray(col.is_null().to_numpy(zero_copy_only=False)))[0])
                raise InputFormatError(path, row + at, f"column {name} is null")
        yield row, batch
        row += batch.num_rows


def scan_table(path: str | os.PathLike, cols: Mapping[str, str]) -> list[FileScan]:
    """The first look: each run's query runs (as :class:`~rankagg.stream.text.FileScan`, one per run in order
    of first appearance, named ``path:run``), from the ``q_id`` and ``run`` columns only."""
    scans: dict[str, FileScan] = {}
    last: dict[str, str] = {}
    for _, batch in _batches(path, [cols["qid"], cols["run"]]):
        q, q_names = _codes(batch.column(cols["qid"]))
        r, r_names = _codes(batch.column(cols["run"]))
        first = np.full(len(r_names), len(r), dtype=np.int64)
        np.minimum.at(first, r, np.arange(len(r)))
        order = np.argsort(r, kind="stable")
        bounds = np.searchsorted(r[order], np.arange(len(r_names) + 1))
        for j in np.argsort(first, kind="stable").tolist():
            if first[j] == len(r):
                continue
            name = r_names[j]
            scan = scans.setdefault(name, FileScan(f"{path}:{name}"))
            mine = q[order[bounds[j]:bounds[j + 1]]]
            at = np.flatnonzero(np.r_[True, mine[1:] != mine[:-1]])
            counts = np.diff(np.r_[at, len(mine)]).tolist()
            for k, i in enumerate(at.tolist()):
                qid = q_names[mine[i]]
                if k == 0 and last.get(name) == qid:
                    scan.n_lines[-1] += counts[0]
                    continue
                scan.qids.append(qid)
                scan.n_lines.append(counts[k])
            last[name] = q_names[mine[-1]]
    for scan in scans.values():
        scan.starts = [0] * (len(scan.qids) + 1)
        scan.first_lines = [0] * len(scan.qids)
    return list(scans.values())


def partition_table(path: str | os.PathLike, cols: Mapping[str, str], runs: Sequence[str], folder: str | os.PathLike,
                    part_of: Mapping[str, int], n_parts: int) -> list[FilePieces]:
    """Every run's rows, partitioned by query block into ``folder`` (one "file" per run, in ``runs`` order;
    ``line`` is the row in the table)."""
    pa, _ = _pq()
    index = {name: j for j, name in enumerate(runs)}
    writers: dict[int, Any] = {}
    rows = np.zeros((len(runs), n_parts), dtype=np.int64)
    options = pa.ipc.IpcWriteOptions(compression="lz4")
    try:
        for first_row, batch in _batches(path, [cols["qid"], cols["docid"], cols["score"], cols["run"]]):
            score = np.asarray(batch.column(cols["score"]).to_numpy(zero_copy_only=False), dtype=np.float64)
            bad = np.flatnonzero(~np.isfinite(score))
            if bad.size:
                raise InputFormatError(path, first_row + int(bad[0]), f"score {float(score[bad[0]])!r} is not finite")
            q, q_names = _codes(batch.column(cols["qid"]))
            r, r_names = _codes(batch.column(cols["run"]))
            part = np.array([part_of[n] for n in q_names], dtype=np.int64)[q]
            key = np.array([index[n] for n in r_names], dtype=np.int64)[r] * n_parts + part
            table = pa.table({"qid": batch.column(cols["qid"]).cast(pa.string()),
                              "docid": batch.column(cols["docid"]).cast(pa.string()), "score": pa.array(score),
                              "line": pa.array(np.arange(first_row, first_row + len(score), dtype=np.int64))})
            order = np.argsort(key, kind="stable")
            table = table.take(pa.array(order))
            bounds = np.searchsorted(key[order], np.arange(len(runs) * n_parts + 1))
            for k in np.flatnonzero(np.diff(bounds)).tolist():
                if k not in writers:
                    writers[k] = pa.ipc.new_stream(str(piece_path(folder, k // n_parts, k % n_parts)), table.schema,
                                                   options=options)
                writers[k].write_table(table.slice(int(bounds[k]), int(bounds[k + 1] - bounds[k])))
                rows[k // n_parts, k % n_parts] += int(bounds[k + 1] - bounds[k])
    finally:
        for w in writers.values():
            w.close()
    return [FilePieces(path=str(path), file_index=j, folder=str(folder), n_parts=n_parts, tag=name,
                       rows=rows[j].tolist()) for j, name in enumerate(runs)]


def write_run_table(output: str | os.PathLike, blocks: Iterator[tuple[Any, NDArray[np.float64]]], *, tag: str,
                    depth: int | None, score_column: str = "fused", inputs: Sequence[str | os.PathLike] = ()) -> None:
    """Write fused blocks (``(runs, scores)``, as the fusion gives them) as a Parquet run table (module
    docstring), atomically, never over an input."""
    pa, pq = _pq()
    schema = pa.schema([("q_id", pa.string()), ("doc_id", pa.string()), ("score", pa.float64()),
                        ("run", pa.string()), ("rank", pa.int64())])
    with atomic_output(output, inputs=inputs) as fh:
        writer = pq.ParquetWriter(fh, schema, compression="zstd")
        try:
            for data, scores in blocks:
                qidx, docids, rank, written = trec_run_columns(data, scores, tag=tag, depth=depth,
                                                               score_column=score_column)
                writer.write_table(pa.table({
                    "q_id": pa.array(np.asarray(data.qids)[qidx].tolist(), type=pa.string()),
                    "doc_id": pa.array(np.asarray(docids).tolist(), type=pa.string()),
                    "score": pa.array(written), "run": pa.array([tag] * len(rank), type=pa.string()),
                    "rank": pa.array(rank.astype(np.int64))}, schema=schema))
        finally:
            writer.close()


def table_runs(path: str | os.PathLike) -> list[str]:
    """The runs of a Parquet run table (its ``run`` values in order of first appearance), from that column."""
    cols = table_columns(path)
    seen: dict[str, None] = {}
    for _, batch in _batches(path, [cols["run"]]):
        r, names = _codes(batch.column(cols["run"]))
        first = np.full(len(names), len(r), dtype=np.int64)
        np.minimum.at(first, r, np.arange(len(r)))
        for j in np.argsort(first, kind="stable").tolist():
            if first[j] < len(r):
                seen.setdefault(names[j], None)
    return list(seen)
