"""``rankagg evaluate --qrels`` on runs of any size: block of queries by block, qrels in memory.

Every trec_eval measure of a query depends on that query's lines and judgements
alone, so a run is evaluated a block of whole queries at a time
(:func:`~rankagg.evaluation.trec_eval.evaluate_columns` on the block's lines and
the block's qrels), and the per-query values are put back in the order the
in-memory path gives them (qids sorted): the same numbers, the same means.  A
run grouped by query is read directly in byte ranges (the first look,
:func:`~rankagg.stream.text.scan_file`); one that is not goes through the
external partition (:mod:`rankagg.stream.partition`) in a temporary folder.
Memory: the qrels, one block (``BLOCK_LINES`` lines) and a few numbers per query.

:func:`evaluate_run_file` is what :func:`rankagg.evaluation.files.evaluate_trec_files`
calls per run when the command line gives it (``evaluator=``); a run smaller
than :data:`~rankagg.stream.text.STREAM_MIN_BYTES` is read whole, as before.
"""

from __future__ import annotations

import math
import os
from typing import Any, Iterator, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io._errors import InputFormatError
from rankagg.io.unfinished import temporary_folder
from rankagg.io._run_text import _parse_run_lines, read_run_checked
from rankagg.io._text_columns import _factorize, _first_duplicate
from rankagg.stream.text import STREAM_MIN_BYTES, ByteStream, chunk_columns, scan_file, text_size

# the partition and the block source are imported by the runs that stream: ``rankagg evaluate`` imports this
# module for every run (wants_stream), and most runs are read whole

__all__ = ["evaluate_run_file", "wants_stream", "BLOCK_LINES"]

#: lines per block: the measures' engine builds dictionaries of the block's lines (about 200 bytes a line)
BLOCK_LINES = 250_000


def _checked(path: str, cols: dict[str, Any], fault: Any) -> dict[str, NDArray]:
    """:func:`~rankagg.io._run_text.read_run_checked`'s columns of whole queries' lines (a document twice for
    a query is an error naming the line)."""
    q_code, q_uniques, _ = _factorize([cols["qid"]])
    d_code, d_uniques, d_sorted = _factorize([cols["docid"]])
    if _first_duplicate(q_code, d_sorted[d_code], len(d_uniques)) is not None:
        fault()
    return {"qid": q_uniques[q_code], "docid": d_uniques[d_code], "score": np.asarray(cols["score"])}


def _direct_blocks(path: str, starts: list[int], first_lines: list[int], n_lines: list[int]
                   ) -> Iterator[dict[str, NDArray]]:
    """A grouped run's lines, a block of whole queries at a time."""
    with ByteStream(path) as stream:
        i = 0
        while i < len(n_lines):
            j, total = i, 0
            while j < len(n_lines) and (j == i or total + n_lines[j] <= BLOCK_LINES):
                total += n_lines[j]
                j += 1
            stream.skip_to(starts[i])
            raw = stream.read(starts[j] - starts[i])
            cols = chunk_columns(path, raw, first_lines[i], False)

            def fault(raw: bytes = raw, first: int = first_lines[i]) -> None:
                from rankagg.stream.source import _fix_lines

                try:
                    _parse_run_lines(path, raw)
                except InputFormatError as exc:
                    raise _fix_lines(exc, first) from None

            yield _checked(path, cols, fault)
            i = j


def _partitioned_blocks(path: str, total_lines: int) -> Iterator[dict[str, NDArray]]:
    """A run not grouped by query, through the external partition (hash of the qid)."""
    import pyarrow as pa
    import pyarrow.ipc  # noqa: F401

    from rankagg.stream.partition import _piece_fault, partition_file, piece_path

    n_parts = max(1, math.ceil(total_lines / BLOCK_LINES))
    with temporary_folder("rankagg-evaluate-") as folder:
        pieces = partition_file(path, folder, n_parts, 0)
        for part in range(n_parts):
            if not pieces.rows[part]:
                continue
            with pa.ipc.open_stream(str(piece_path(folder, 0, part))) as reader:
                table = reader.read_all()
            cols = {"qid": table.column("qid").dictionary_encode(), "docid": table.column("docid").dictionary_encode(),
                    "score": np.asarray(table.column("score").to_numpy(), dtype=np.float64),
                    "line": np.asarray(table.column("line").to_numpy(), dtype=np.int64)}
            yield _checked(path, cols, lambda cols=cols: _piece_fault(path, cols, False))


class _QrelsIndex:
    """The qrels by query: the judgements of a set of queries without a pass over all of them."""

    def __init__(self, qrels: Mapping[str, NDArray]) -> None:
        qid = np.asarray(qrels["qid"]).astype(str)
        self.order = np.argsort(qid, kind="stable")  # an index, not a copy of the judgements
        self.cols = qrels
        sorted_qid = qid[self.order]
        first = np.flatnonzero(np.r_[True, sorted_qid[1:] != sorted_qid[:-1]]) if len(qid) else np.zeros(0, int)
        ends = np.r_[first[1:], len(qid)].astype(np.int64)
        self.span = {str(q): (int(a), int(b)) for q, a, b in zip(sorted_qid[first].tolist(), first, ends)}

    def of(self, qids: Sequence[str]) -> dict[str, NDArray]:
        at = [self.span[q] for q in qids if q in self.span]
        rows = self.order[np.concatenate([np.arange(a, b) for a, b in at])] if at else np.zeros(0, dtype=np.int64)
        return {k: np.asarray(v)[rows] for k, v in self.cols.items()}


def wants_stream(path: str | os.PathLike) -> bool:
    """Whether ``rankagg evaluate`` streams this run (its text is at least
    :data:`~rankagg.stream.text.STREAM_MIN_BYTES`) instead of reading it whole with the others."""
    return text_size(path) >= STREAM_MIN_BYTES


def evaluate_run_file(path: str | os.PathLike, qrels: Mapping[str, NDArray], measures: Sequence[str], *,
                      stream: bool | None = None) -> tuple[list[str], dict[str, NDArray[np.float64]], Any]:
    """:func:`~rankagg.evaluation.trec_eval.evaluate_columns` of one run file: the evaluated qids (sorted) and
    each measure's value on them, and the run's qids (for an error message); the run is streamed when it is
    large (``stream=None``) or asked to."""
    from rankagg.evaluation.trec_eval import evaluate_columns
    if stream is False or (stream is None and text_size(path) < STREAM_MIN_BYTES):
        run = read_run_checked(path)
        return (*evaluate_columns(run, qrels, measures, run_name=str(path)), run["qid"])
    scan = scan_file(path)
    if scan.grouped:
        blocks = _direct_blocks(str(path), scan.starts, scan.first_lines, scan.n_lines)
    else:
        blocks = _partitioned_blocks(str(path), scan.total_lines)
    index = _QrelsIndex(qrels)
    qids: list[str] = []
    parts: dict[str, list[NDArray[np.float64]]] = {m: [] for m in measures}
    for cols in blocks:
        judged = index.of(sorted(set(cols["qid"].tolist())))
        if not len(judged["qid"]):
            continue  # no query of the block is judged: trec_eval skips them
        got_qids, values = evaluate_columns(cols, judged, measures, run_name=str(path))
        qids.extend(got_qids)
        for m in measures:
            parts[m].append(values[m])
    order = sorted(range(len(qids)), key=qids.__getitem__)  # the in-memory path's order: qids sorted
    out = {m: (np.concatenate(parts[m]) if parts[m] else np.zeros(0))[order] for m in measures}
    return [qids[i] for i in order], out, scan.qids
