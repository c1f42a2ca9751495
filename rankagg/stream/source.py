"""Run files as blocks of whole queries, in the in-memory output's order, read as many times as asked.

The plan (:func:`plan_blocks`) comes from the first look at every file
(:func:`~rankagg.stream.text.scan_file`, in threads for a large input):

* the queries' output order: first appearance over the files in argument order,
  as :func:`~rankagg.io.trec.read_trec_entries` orders them;
* blocks: consecutive queries of that order holding about ``block_lines``
  lines over all files (a query is never split);
* a file grouped by query whose queries come in that order (the usual case) is
  read *directly*: block ``b``'s lines of the file are one byte range of it, read
  in turn from one sequential stream (gzip included);
* any other file (a query's lines in two places, or its queries in another order
  than the first files') goes through the external partition
  (:mod:`rankagg.stream.partition`) into a temporary folder, one part per block,
  once; a pass then reads part ``b`` of it.

:meth:`BlockSource.blocks` yields each block's
:class:`~rankagg.data.entries.RunEntries` (the in-memory reader's entries of
those queries), the files of the next block being read and ranked in a few
threads while the caller fuses the current one (in the caller's thread, one after
the other, for an input under :data:`THREADED_FROM_BYTES`).  Memory is two blocks,
whatever the number of queries; the plan itself holds a few numbers per (file, query run).
"""

from __future__ import annotations

import os
import re
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg._settings import memory_limit_bytes, open_files_room
from rankagg.data.entries import RunEntries
from rankagg.io._errors import InputFormatError
from rankagg.io.signals import block_handled_signals
from rankagg.io.trec import entries_from_ranked, rank_run_columns
from rankagg.stream.partition import FilePieces, _empty_run, partition_file, read_piece
from rankagg.stream.text import ByteStream, FileScan, chunk_columns, scan_file, shifted

__all__ = ["BlockPlan", "BlockSource", "plan_blocks", "BLOCK_LINES", "default_block_lines"]

#: lines (over all files) per block: about 0.15-0.25 GB of working memory for a score method (two in flight)
BLOCK_LINES = 500_000
#: working memory per line of a block in flight, and the blocks a limit must hold (two in flight, and the
#: assembled output's share): a block shrinks under a low RANKAGG_MEMORY_LIMIT_GB (a forced stream took 190 MB
#: under a 100 MB limit with 500,000-line blocks: u14p_memory_limit_fuse_measured)
_BYTES_PER_BLOCK_LINE = 500
_BLOCKS_IN_LIMIT = 4
_FIRST_AT = re.compile(r"\((first at|ranked before it at) line (\d+)\)")



#: below this many bytes of input (over all files), a pass reads its blocks in the caller's thread: a pool's threads,
#: started and joined per pass, cost more than they overlap on small runs (the contract faces' settings: 135 to 96
#: CPU ms each).  The blocks and every byte of the output are the same either way: the same calls, in the same order
THREADED_FROM_BYTES = 4 << 20


class _InThisThread:
    """The part of :class:`ThreadPoolExecutor` the passes use, each call run when it is submitted, in this thread; an
    exception is kept in its future, as a pool keeps it, and ``map`` is lazy, raising in input order as a pool's."""

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        done: Future = Future()
        try:
            done.set_result(fn(*args))
        except Exception as exc:  # noqa: BLE001 - given to the caller by result(), as a pool does
            done.set_exception(exc)
        return done

    def map(self, fn: Callable[..., Any], *iterables: Any) -> Iterator[Any]:
        return (fn(*args) for args in zip(*iterables))


def _threaded(paths: Sequence[str | os.PathLike]) -> bool:
    """Whether the input is large enough for the passes' threads to pay (:data:`THREADED_FROM_BYTES`)."""
    total = 0
    for p in paths:
        try:
            total += os.stat(p).st_size
        except OSError:  # not there (yet): a reader names it; threads then do no harm
            return True
    return total >= THREADED_FROM_BYTES


@contextmanager
def _executor(workers: int, threaded: bool) -> Iterator[Any]:
    """A pool of ``workers`` threads (:func:`_pool`), or the calls run in this thread."""
    if not threaded:
        yield _InThisThread()
        return
    with _pool(workers) as pool:
        yield pool


@contextmanager
def _pool(workers: int) -> Iterator[ThreadPoolExecutor]:
    """A thread pool of :meth:`BlockSource.blocks`, a generator: its threads are joined when the blocks are all
    read, not when the generator is abandoned.  An abandoned generator is closed by the garbage collector in
    whatever thread runs it, possibly one that is starting (CPython collects inside ``Thread._bootstrap``, with
    threading's shutdown-lock held, which every pool thread needs to exit): joining there never returned (a
    suite run hung in tests/package/test_contract_faces.py), so an early exit only cancels the queued work."""
    pool = ThreadPoolExecutor(max_workers=workers, initializer=block_handled_signals)
    try:
        yield pool
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown(wait=True)

def _threads(n_files: int) -> int:
    return max(1, min(4, os.cpu_count() or 1, n_files))


@dataclass
class BlockPlan:
    """Where each block's lines are (module docstring).  ``ranges[f][b]``: (start byte, end byte, first
    line) of direct file ``f`` in block ``b``, or None when it has no line there; ``pieces[f]``: the
    partition of a file that is not read directly (else None)."""

    paths: list[str]
    scans: list[FileScan]
    order: list[str]
    block_starts: NDArray[np.int64]
    ranges: list[list[tuple[int, int, int] | None] | None]
    pieces: list[FilePieces | None]
    folder: str = ""

    @property
    def n_blocks(self) -> int:
        return len(self.block_starts) - 1

    @property
    def total_lines(self) -> int:
        return sum(s.total_lines for s in self.scans)


def _block_bounds(lines: NDArray[np.int64], block_lines: int) -> NDArray[np.int64]:
    """Start of each block (indices into the query order, plus the end): a new block starts at the first
    query that would take the running total of lines past a multiple of ``block_lines``."""
    if not len(lines):
        return np.zeros(1, dtype=np.int64)
    before = np.cumsum(lines) - lines
    bid = before // max(int(block_lines), 1)
    starts = np.flatnonzero(np.r_[True, bid[1:] != bid[:-1]])
    return np.concatenate([starts, [len(lines)]]).astype(np.int64)


def default_block_lines() -> int:
    """:data:`BLOCK_LINES`, or fewer (not below 10,000) where ``RANKAGG_MEMORY_LIMIT_GB`` would not hold
    :data:`_BLOCKS_IN_LIMIT` blocks of working memory; the output does not depend on the blocks' size."""
    fits = int(memory_limit_bytes() // (_BLOCKS_IN_LIMIT * _BYTES_PER_BLOCK_LINE))
    return min(BLOCK_LINES, max(10_000, fits))


def plan_blocks(paths: Sequence[str | os.PathLike], *, block_lines: int | None = None, folder: str | os.PathLike,
                trust_rank: bool = False, progress: Callable[[str], None] | None = None,
                scans: Sequence[FileScan] | None = None,
                partition: Callable[[Mapping[str, int], int], list[FilePieces]] | None = None) -> BlockPlan:
    """Look at every file once, plan the blocks, and partition into ``folder`` the files that cannot be read
    directly (module docstring).  ``scans`` and ``partition`` (``(part_of, n_parts) -> pieces of every
    run``) replace the first look and the reading of other inputs than text files (Parquet tables)."""
    names = [str(p) for p in paths]
    if scans is None:
        with _executor(_threads(len(paths)), _threaded(names)) as pool:
            scans = list(pool.map(scan_file, names))
    index: dict[str, int] = {}
    for s in scans:
        for q in s.qids:
            index.setdefault(q, len(index))
    lines = np.zeros(len(index), dtype=np.int64)
    run_index = [np.array([index[q] for q in s.qids], dtype=np.int64) for s in scans]
    for s, at in zip(scans, run_index):
        np.add.at(lines, at, np.asarray(s.n_lines, dtype=np.int64))
    bounds = _block_bounds(lines, block_lines or default_block_lines())
    block_of = np.repeat(np.arange(len(bounds) - 1), np.diff(bounds))
    ranges: list[list[tuple[int, int, int] | None] | None] = []
    for s, at in zip(scans, run_index):
        if partition is not None or (len(at) and (not s.grouped or np.any(np.diff(at) <= 0))):
            ranges.append(None)
            continue
        run_block = block_of[at]
        lo = np.searchsorted(run_block, np.arange(len(bounds) - 1), side="left")
        hi = np.searchsorted(run_block, np.arange(len(bounds) - 1), side="right")
        ranges.append([(s.starts[i], s.starts[j], s.first_lines[i]) if j > i else None
                       for i, j in zip(lo.tolist(), hi.tolist())])
    direct = [f for f, r in enumerate(ranges) if r is not None]
    crowded = not open_files_room(len(direct))  # a file read directly stays open for the whole pass
    if crowded:  # partitioned one file at a time instead (ulimit -n 64 and 1,000 runs: EMFILE at the 61st)
        for f in direct:
            ranges[f] = None
    pieces: list[FilePieces | None] = [None] * len(paths)
    slow = [f for f, r in enumerate(ranges) if r is None]
    part_of = {q: int(block_of[i]) for q, i in index.items()} if slow else {}
    if partition is not None:
        pieces = list(partition(part_of, len(bounds) - 1))
    elif slow:
        with _executor(_threads(len(slow)), _threaded(names)) as pool:
            done = pool.map(lambda f: partition_file(names[f], folder, len(bounds) - 1, f,
                                                   trust_rank=trust_rank, part_of=part_of), slow)
            for f, fp in zip(slow, done):
                pieces[f] = fp
    for s in scans:  # the plan keeps per block what it needs: drop the per-query lists of the first look
        s.n_lines = [s.total_lines]
        s.qids, s.starts, s.first_lines = [], [], []
    if progress is not None:
        for i, s in enumerate(scans):
            how = "" if ranges[i] is not None or partition is not None else \
                " (more runs than open files allowed: partitioned on disk)" if crowded else \
                " (not grouped by query: partitioned on disk)"
            progress(f"read {i + 1}/{len(names)} runs ({os.path.basename(names[i])}: {s.total_lines} lines){how}")
    return BlockPlan(paths=names, scans=list(scans), order=list(index), block_starts=bounds, ranges=ranges,
                     pieces=pieces, folder=str(folder))


def _fix_lines(exc: InputFormatError, first_line: int) -> InputFormatError:
    """A fault found by the line reader over a piece, with its lines counted in the whole file."""
    out = shifted(exc, first_line)
    message = _FIRST_AT.sub(lambda m: f"({m.group(1)} line {int(m.group(2)) + first_line - 1})", str(out))
    out.args = (message,)
    return out


class BlockSource:
    """The blocks of a :class:`BlockPlan`, as entries, pass after pass (module docstring).  ``keep_scores``: the
    method reads the scores (kept in the entries; with ``trust_rank`` they must fall along the rank column,
    :mod:`rankagg.io.rank_scores`)."""

    def __init__(self, plan: BlockPlan, names: Sequence[str], *, trust_rank: bool = False,
                 input_depth: int | None = None, keep_scores: bool = True,
                 cache: str | os.PathLike | None = None) -> None:
        self.plan, self.names = plan, list(names)
        self.trust_rank, self.input_depth, self.keep_scores = trust_rank, input_depth, keep_scores
        #: with a folder, the first pass keeps each block's entries there (NumPy files), and the next passes
        #: read them instead of parsing the runs again (for the methods that take several passes)
        self.cache = cache
        self._cached = False

    def _cache_path(self, b: int) -> str:
        return os.path.join(str(self.cache), f"block-{b:06d}.npz")

    def _save(self, b: int, e: RunEntries) -> None:
        arrays = {f: getattr(e, f) for f in ("offsets", "qids", "docids", "item", "ranker", "rank")}
        if e.score is not None:
            arrays["score"] = e.score
        np.savez(self._cache_path(b), **arrays)

    def _load(self, b: int) -> RunEntries:
        with np.load(self._cache_path(b), allow_pickle=False) as z:
            return RunEntries(offsets=z["offsets"], qids=z["qids"], docids=z["docids"], ranker_names=tuple(self.names),
                              item=z["item"], ranker=z["ranker"], rank=z["rank"],
                              score=z["score"] if "score" in z.files else None)

    def _read(self, streams: dict[int, ByteStream], f: int, b: int) -> dict[str, Any]:
        pieces = self.plan.pieces[f]
        if pieces is not None:
            return read_piece(pieces, b, self.trust_rank, scores_read=self.keep_scores)
        ranges = self.plan.ranges[f]
        span = ranges[b] if ranges is not None else None
        if span is None:
            return _empty_run()
        start, end, first_line = span
        s = streams[f]
        s.skip_to(start)
        raw = s.read(end - start)
        path = self.plan.paths[f]
        cols = chunk_columns(path, raw, first_line, self.trust_rank)
        try:
            return rank_run_columns(path, cols, self.trust_rank, scores_read=self.keep_scores)
        except InputFormatError as exc:
            raise _fix_lines(exc, first_line) from None

    def blocks(self) -> Iterator[tuple[int, RunEntries]]:
        """``(block, entries)`` for every block in order (one pass over the files).  While the caller works
        on block ``b``, block ``b + 1``'s files are read and ranked by a few threads and its entries built
        by another (NumPy and the parser release the GIL): two blocks in memory at most."""
        n_files, n_blocks = len(self.plan.paths), self.plan.n_blocks
        if self._cached:
            with _executor(1, _threaded(self.plan.paths)) as loader:  # the next block loads while the caller works
                pending = loader.submit(self._load, 0) if n_blocks else None
                for b in range(n_blocks):
                    assert pending is not None
                    current = pending.result()
                    pending = loader.submit(self._load, b + 1) if b + 1 < n_blocks else None
                    yield b, current
            return
        streams = {f: ByteStream(p) for f, p in enumerate(self.plan.paths) if self.plan.ranges[f] is not None}
        try:
            threaded = _threaded(self.plan.paths)
            with _executor(_threads(n_files), threaded) as pool, _executor(1, threaded) as assembler:
                def entries(reads: list[Future]) -> RunEntries:
                    runs = [fut.result() for fut in reads]  # errors surface in file order
                    return entries_from_ranked(runs, self.names, input_depth=self.input_depth,
                                               keep_scores=self.keep_scores)

                def submit(b: int) -> Future:
                    reads = [pool.submit(self._read, streams, f, b) for f in range(n_files)]
                    return assembler.submit(entries, reads)

                pending = submit(0) if n_blocks else None
                for b in range(n_blocks):
                    assert pending is not None
                    current = pending.result()
                    pending = submit(b + 1) if b + 1 < n_blocks else None
                    if self.cache is not None:
                        self._save(b, current)
                    yield b, current
                    del current
            self._cached = self.cache is not None
        finally:
            for s in streams.values():
                s.close()
