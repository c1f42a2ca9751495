"""Runs as one long table, in and out, without going through text: the streaming of a table input.

Which input is a table, and how a table is read and written, is the registry's (:mod:`rankagg.io.formats`:
the ``parquet`` format, its one reader :mod:`rankagg.io.run_table`, the rules of :mod:`rankagg.io.rules`
applied to every batch); this module only scans and partitions the batches the registry gives.

Input: one table (a file, or a folder of part files read as one table) with a row per (query, document, run) and the DataFrame API's
column names (:mod:`rankagg.io.frame`): ``q_id`` (or ``qid``, ``query_id``),
``doc_id`` (or ``docid``, ``docno``), ``score`` (or, in a table without scores, ``rank``: each list in its
order, a repeated rank a tie, as ``--trust-rank`` reads a run file whose scores tie) and ``run`` (or ``ranker``,
``name``, ``system``, ``tag``).  Each distinct ``run`` value is one run, named by
it, in the order of first appearance; a run's lines are its rows in table order.
Fusing the table is fusing the TREC files those rows would make (one per run, in
that order, the run's name as tag): same bytes out.  The table is read in record
batches, twice: a first look at ``q_id`` and ``run`` (the queries' output order
and sizes), then the external partition by query block (Arrow IPC in a temporary
folder, :mod:`rankagg.stream.partition`); memory is one batch plus one block.
Faults name the file and the 1-based row (a null, an id or a score the rules refuse, a
document twice in a run's list for a query: there the table and its row over all its files).

Output (``-o fused.parquet``): the registry's writer of fused blocks for the format
(:func:`rankagg.io.format_io.write_fused_table`).
"""

from __future__ import annotations

import os
from typing import Any, Iterator, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io.formats import COLUMNS, RunTable, run_table, table_batches, table_run_names
from rankagg.io.score_direction import warn_if_rows_rise, warn_if_rows_tied
from rankagg.stream.partition import FilePieces, _pa, piece_path
from rankagg.stream.text import FileScan

__all__ = ["table_columns", "scan_table", "partition_table", "table_runs", "COLUMNS"]


def table_columns(path: str | os.PathLike, read: RunTable | None = None) -> RunTable:
    """The table's layout: its files and the column of each role (``qid``, ``docid``, ``score``, ``run``)
    (:func:`rankagg.io.formats.run_table`); ``read``: the layout the command read already, for this ``path``."""
    if read is not None:
        if os.fspath(read.path) != os.fspath(path):
            raise ValueError(f"the layout given is of {read.path}, not of {os.fspath(path)}")
        return read
    return run_table(path)


def scan_table(path: str | os.PathLike, cols: RunTable) -> list[FileScan]:
    """The first look: each run's query runs (as :class:`~rankagg.stream.text.FileScan`, one per run in order
    of first appearance, named ``path:run``), from the ``q_id`` and ``run`` columns only; read once a command,
    kept on ``cols`` (the command's layout) for the passes that follow."""
    if cols.first_look is None:
        cols.first_look = _scan(path, cols)
    return list(cols.first_look)


def _scan(path: str | os.PathLike, cols: RunTable) -> list[FileScan]:
    scans: dict[str, FileScan] = {}
    last: dict[str, str] = {}
    for batch in table_batches(cols, ()):
        q, q_names = batch.qid_codes, batch.qid_names
        r, r_names = batch.run_codes, batch.run_names
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
    # a folder of score:<run> columns holds a run that returned nothing as a column without a score: a run all the
    # same, as an empty run file is (weights and models name it; the partition meets its name) -- it was left out
    for name in cols.wide_runs or ():
        scans.setdefault(name, FileScan(f"{path}:{name}"))
    for scan in scans.values():
        scan.starts = [0] * (len(scan.qids) + 1)
        scan.first_lines = [0] * len(scan.qids)
    return list(scans.values())


#: a table of up to this many rows is judged whole for scores that rise down every list (as a run file under 64 MiB)
_JUDGED_ROWS = 2_000_000


def partition_table(path: str | os.PathLike, cols: RunTable, runs: Sequence[str], folder: str | os.PathLike,
                    part_of: Mapping[str, int], n_parts: int) -> list[FilePieces]:
    """Every run's rows, partitioned by query block into ``folder`` (one "file" per run, in ``runs`` order;
    ``line`` is the row in the table)."""
    pa = _pa()
    index = {name: j for j, name in enumerate(runs)}
    writers: dict[int, Any] = {}
    rows = np.zeros((len(runs), n_parts), dtype=np.int64)
    options = pa.ipc.IpcWriteOptions(compression="lz4")
    judged: list[tuple[NDArray[Any], NDArray[Any], NDArray[np.float64]]] | None = []
    try:
        for batch in table_batches(cols):
            q, q_names, r, r_names = batch.qid_codes, batch.qid_names, batch.run_codes, batch.run_names
            if judged is not None and batch.rank is None and batch.score is not None:  # ranks come from the scores
                judged.append((np.asarray(r_names, dtype=object)[r], np.asarray(q_names, dtype=object)[q], batch.score))
                judged = judged if sum(len(j[2]) for j in judged) <= _JUDGED_ROWS else None  # too large: not judged
            part = np.array([part_of[n] for n in q_names], dtype=np.int64)[q]
            key = np.array([index[n] for n in r_names], dtype=np.int64)[r] * n_parts + part
            ranked = {} if batch.rank is None else {"rank": pa.array(batch.rank)}  # read as --trust-rank reads it
            table = pa.table({"qid": pa.array(q_names, type=pa.string()).take(pa.array(q)), "docid": batch.docid,
                              "score": pa.array(batch.score), **ranked, "line": pa.array(batch.lines)})
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
    if judged:  # ranks typed into the score column were read upside down without a word (issue 45's twentieth bar)
        judged_rows = [np.concatenate([j[k] for j in judged]) for k in range(3)]
        warn_if_rows_rise(os.fspath(path), *judged_rows)
        if cols.unread_rank:  # a rank column beside the scores, unread: a run of tied scores loses its order (u22f)
            warn_if_rows_tied(os.fspath(path), *judged_rows)
    return [FilePieces(path=str(path), file_index=j, folder=str(folder), n_parts=n_parts, tag=name,
                       rows=rows[j].tolist()) for j, name in enumerate(runs)]


def table_runs(path: str | os.PathLike | RunTable) -> list[str]:
    """The runs of a table input (its ``run`` values in order of first appearance).  Given the command's layout
    (:func:`~rankagg.io.formats.run_table`) of a long table, from its first look (:func:`scan_table`), which
    the streaming then reuses: the ``q_id`` and ``run`` columns are read once, not once for the names and again
    for the scan."""
    if not isinstance(path, RunTable) or path.wide_runs is not None:
        return table_run_names(path)
    if path.runs is None:
        path.runs = [s.path[len(path.path) + 1:] for s in scan_table(path.path, path)]
    return list(path.runs)
