"""``rankagg fuse`` on run files of any size: block after block of whole queries, each fused, written, dropped.

The output is the in-memory path's, byte for byte (same reader per block,
:mod:`rankagg.stream.source`; same fusion and writer per block,
:mod:`rankagg.stream.fuse`; blocks in the output's query order).  How a method is
streamed (:func:`stream_mode`):

* ``"block"``: a method that scores each query from its own lines
  (``per_query``, not ``learns_from_test``; or a fitted model): one pass;
* ``"passes"``: a quality-weighted fusion that learns one weight per run from all
  the queries it fuses (``pseudo_qrels``, the default method; ``agreement``): one
  pass per round gathers each query's per-run quality (``n_queries x n_runs``
  numbers, 80 bytes per query for 10 runs), the weights are computed from them
  exactly as in memory, and a last pass fuses;
* None: the method needs every query's lines at once (ULARA, Mallows-EM,
  self-training): the caller reads everything into memory, after saying so.
"""

from __future__ import annotations

import contextlib
import gzip
import os
import signal
import sys
import threading
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg._settings import memory_limit_bytes
from rankagg.data.entries import RunEntries
from rankagg.io.atomic import atomic_output
from rankagg.io.comment_lines import commented_run, no_run_lines
from rankagg.io.signals import HANDLED_SIGNALS
from rankagg.io.unfinished import remove_pending, temporary_folder
from rankagg.methods.base import Aggregator
from rankagg.stream.fuse import block_text, contract_scores
from rankagg.io.formats import table_input, table_rows, writer_for
from rankagg.stream.text import STREAM_MIN_BYTES, estimate_lines, text_size

if TYPE_CHECKING:
    from rankagg.stream.source import BlockPlan, BlockSource

# The quality family (through the methods core, FAMILY_EXPORTS), the block source and the Parquet tables are
# imported by the functions that use them: ``rankagg fuse --method rrf`` of run files in memory, the
# command path that issue 35 times against ranx, imports none of them (nor threadpoolctl, with the family).
_QUALITY_MODULE = "rankagg.methods.quality.core"

__all__ = ["stream_mode", "fuse_stream", "iter_fused", "StreamSummary", "use_stream", "in_memory_notice",
           "STREAM_MIN_BYTES", "FUSE_STREAM_MIN_BYTES", "splits_by_query", "joins_parts", "table_input", "write_fused", "open_source", "fused_blocks"]

# STREAM_MIN_BYTES (defined in rankagg.stream.text, beside text_size, so that ``rankagg evaluate`` reads it
# without importing this module): the size from which ``rankagg evaluate`` streams a run file
#: runs smaller than this (text bytes over all files) are fused in memory: faster, at about 4.5 bytes of
#: peak memory per byte of text.  Measured (RRF, CPU seconds and peak RSS, isal, loaded 2-core machine):
#: TREC-COVID round 2 (51 runs, 71 MB of text) 2.3-2.6 s / 321 MB in memory against 3.6-4.1 s / 241 MB
#: streamed (the streaming path decompresses each file twice: a scan, then the blocks); the 137 runs of
#: rounds 2-5 together (224 MB) 8.9 s / 917 MB against 11.8 s / 331 MB.  So a job streams from 256 MB of
#: text (about 1.1 GB in memory), where it saves gigabytes; it was 64 MB.
FUSE_STREAM_MIN_BYTES = 256 << 20
#: working memory of the in-memory path per line read (RRF about 265 bytes, CombSUM 450: issue 25)
_BYTES_PER_LINE = 450
#: the in-memory path's working memory per byte of run text (docs/scale.md: about 1.1 GB for 256 MB; 5.2 measured on
#: 1 M lines of 45 bytes), weighed against the memory limit before a small input is read whole
_MEMORY_PER_TEXT_BYTE = 5


def stream_mode(m: Aggregator) -> str | None:
    """How ``m`` is streamed: ``"block"``, ``"passes"`` or None (module docstring)."""
    fitted = any(a in m.__dict__ for a in m.fitted_attributes)
    if m.get_tags().per_query and not m.get_tags().learns_from_test:
        return "block"
    if _quality_weighted(m):
        return "block" if fitted or m.scope == "query" else "passes"
    return "block" if fitted and m.get_tags().per_query else None


def _quality_weighted(m: Aggregator) -> bool:
    """Whether ``m`` is a :class:`QualityWeightedFusion` scoring as the family does.  An instance of it means
    the family's module is loaded: otherwise it is not one, and the family is not imported to say so."""
    if _QUALITY_MODULE not in sys.modules:
        return False
    from rankagg.methods import QualityWeightedFusion

    return isinstance(m, QualityWeightedFusion) and type(m).score is QualityWeightedFusion.score


def splits_by_query(m: Aggregator) -> bool:
    """Whether ``m`` fuses run entries into the same scores when given them a part of the queries at a time
    (:func:`~rankagg.stream.fuse.write_run_in_parts`), with nothing said twice: a per-query method that sums
    over lines (RRF, CombSUM, ISR, ...).  Methods that iterate may warn once about the queries that did not
    converge: they are fused whole."""
    return stream_mode(m) == "block" and bool(m.get_tags().score_entries)


def joins_parts(m: Aggregator) -> bool:
    """Whether ``m`` is fused in parts of the queries by joining them (``write_run_in_parts(..., joined=True)``):
    a label-free quality-weighted fusion that scores run entries (the default), whose queries' qualities are
    their own and meet only in their mean (``score_entry_parts``)."""
    return (not splits_by_query(m) and bool(m.get_tags().score_entries)
            and callable(getattr(m, "score_entry_parts", None)))


def use_stream(m: Aggregator, paths: Sequence[str | os.PathLike], stream: bool | None = None) -> bool | None:
    """Whether to fuse ``paths`` by streaming (True), in memory (False: small inputs, or ``stream=False``), or
    in memory because ``m`` needs every query at once (None)."""
    mode = stream_mode(m)
    if mode is None:
        if stream:
            raise ValueError(f"{m.name} learns from all the queries at once: it cannot be streamed")
        return None
    if stream is not None:
        return bool(stream)
    if table_input(paths) is not None:
        return True  # a Parquet run table (a file or a folder) is always streamed
    size = sum(text_size(p) for p in paths)
    # a small input is read whole unless its working memory would pass RANKAGG_MEMORY_LIMIT_GB: 1 M lines (45 MB of
    # text) took 235 MB in memory under a 100 MB limit, where streaming holds two blocks (u14p_memory_limit_fuse_measured)
    return size >= FUSE_STREAM_MIN_BYTES or size * _MEMORY_PER_TEXT_BYTE > memory_limit_bytes()


def in_memory_notice(m: Aggregator, paths: Sequence[str | os.PathLike]) -> str:
    """What to say before reading every run into memory for a method that learns from all the queries."""
    table = table_input(paths)
    if table is not None:
        lines = table_rows(table)
    else:
        lines = estimate_lines(list(paths))
    return (f"{m.name} learns from all the queries at once, so every run is read into memory, not streamed: "
            f"about {lines / 1e6:.1f} M lines, {lines * _BYTES_PER_LINE / 1e9:.1f} GB or more")


class StreamSummary:
    """:func:`~rankagg.io.trec.run_summary` of all the blocks, added one at a time."""

    def __init__(self) -> None:
        self.n_rankers = self.n_queries = self.n_items = self.largest = 0
        self.lo: float = np.inf
        self.hi = 0

    def add(self, entries: RunEntries) -> None:
        self.n_rankers = entries.n_rankers
        self.n_queries += entries.n_queries
        self.n_items += entries.n_items
        if entries.n_queries:
            self.largest = max(self.largest, int(entries.sizes.max()))
        lengths = entries.list_lengths()
        nonempty = lengths[lengths > 0]
        if nonempty.size:
            self.lo, self.hi = min(self.lo, int(nonempty.min())), max(self.hi, int(nonempty.max()))

    def __str__(self) -> str:
        lo = int(self.lo) if np.isfinite(self.lo) else 0
        return (f"{self.n_rankers} runs, {self.n_queries} queries, {self.n_items} documents "
                f"(up to {self.largest} per query), lists of {lo} to {self.hi}")


@contextlib.contextmanager
def _cleanup_on_term() -> Iterator[None]:
    """Outside the command line (which installs its own handler), SIGTERM would kill the process without
    removing the temporary folder: while streaming, remove it first (then exit 143, as the signal would)."""
    caught = [s for s in HANDLED_SIGNALS if s != signal.SIGINT and signal.getsignal(s) == signal.SIG_DFL]
    if threading.current_thread() is not threading.main_thread() or not caught:
        yield
        return

    def handler(signum: int, frame: object) -> None:
        remove_pending()
        os._exit(128 + signum)

    for s in caught:  # SIGTERM, and SIGHUP (a closed terminal) alike
        signal.signal(s, handler)
    try:
        yield
    finally:
        for s in caught:
            signal.signal(s, signal.SIG_DFL)


def _check_order(plan: BlockPlan, b: int, entries: RunEntries) -> None:
    lo, hi = int(plan.block_starts[b]), int(plan.block_starts[b + 1])
    if entries.qids.tolist() != plan.order[lo:hi]:  # pragma: no cover - the scan and the parser agree on qids
        raise AssertionError(f"block {b}: queries {entries.qids[:3].tolist()}... where {plan.order[lo:lo + 3]}... "
                             "were planned")


def _quality_weights(m: Any, source: BlockSource) -> NDArray[np.float64]:
    """The ``(n_queries, n_runs)`` weights the in-memory path computes, by the same rounds
    (:meth:`QualityWeightedFusion.estimate_rounds`): each round's per-query qualities are gathered block by block
    (:meth:`~QualityWeightedFusion.block_quality`, in the output's query order, so that the rounds see the
    array the in-memory path computes), one pass over the blocks per round."""
    plan = source.plan
    if source.cache is None:  # later passes read the first pass's entries back instead of the runs
        source.cache = plan.folder

    def round_quality(w: NDArray[np.float64]) -> NDArray[np.float64]:
        quality = np.empty_like(w)
        for b, entries in source.blocks():
            _check_order(plan, b, entries)
            lo, hi = int(plan.block_starts[b]), int(plan.block_starts[b + 1])
            quality[lo:hi] = m.block_quality(*m.block_input(m.fuse_input(entries)), w[lo:hi])
        return quality

    return np.asarray(m.estimate_rounds(len(plan.order), len(source.names), round_quality)["weights"])


def iter_fused(m: Aggregator, source: BlockSource, summary: StreamSummary | None = None
               ) -> Iterator[tuple[Any, NDArray[np.float64]]]:
    """``(runs, fused scores)`` block by block (the runs as the in-memory path's ``_fused`` gives them)."""
    mode = stream_mode(m)
    if mode is None:
        raise ValueError(f"{m.name} learns from all the queries at once: it cannot be streamed")
    weights = _quality_weights(m, source) if mode == "passes" else None
    for b, entries in source.blocks():
        _check_order(source.plan, b, entries)
        if summary is not None:
            summary.add(entries)
        if weights is None:
            yield contract_scores(m, entries)
            continue
        lo, hi = int(source.plan.block_starts[b]), int(source.plan.block_starts[b + 1])
        data = m.fuse_input(entries)  # the entries themselves (tag score_entries), or the rank matrix
        yield data, m.block_scores(*m.block_input(data), weights[lo:hi])


def _write(output: str | os.PathLike, texts: Iterator[bytes], inputs: Sequence[str | os.PathLike]) -> None:
    with atomic_output(output, inputs=inputs, stdout=True) as fh:  # a run may go to standard output (-)
        if str(output).endswith(".gz"):
            with gzip.GzipFile(fileobj=fh, mode="wb", mtime=0) as gz:  # mtime=0: same input, same bytes
                for t in texts:
                    gz.write(t)
        else:
            for t in texts:
                fh.write(t)


@contextlib.contextmanager
def open_source(paths: Sequence[str | os.PathLike], names: Sequence[str] | None, *, trust_rank: bool = False,
                input_depth: int | None = None, keep_scores: bool = True, block_lines: int | None = None,
                reading: Callable[[str], None] | None = None, layout: Any = None) -> Iterator[BlockSource]:
    """The runs as a :class:`BlockSource`, with the temporary folder of its partitions (removed at the end,
    on an error, and on SIGINT / SIGTERM).  ``paths``: TREC run files, or one Parquet run table
    (:mod:`rankagg.stream.parquet`; ``names`` None: its runs; ``layout``: its
    :func:`~rankagg.io.formats.run_table` as the command read it, its parts' footers not read again)."""
    from rankagg.stream.source import BlockSource, plan_blocks

    with temporary_folder("rankagg-stream-") as folder, _cleanup_on_term():
        table = table_input(paths)
        if table is None:
            plan = plan_blocks(paths, block_lines=block_lines, folder=folder, trust_rank=trust_rank, progress=reading)
        else:
            from rankagg.stream.parquet import partition_table, scan_table, table_columns

            cols = table_columns(table, layout)
            if trust_rank and not cols.ranked:
                raise ValueError(f"{table}: trust_rank orders by the rank column; a Parquet run table has none "
                                 "beside its scores (a table without scores is ordered by its rank column)")
            # a table without scores is ordered by its rank column (a tie kept), and gives no scores to a method
            trust_rank, keep_scores = trust_rank or cols.ranked, keep_scores and not cols.ranked
            scans = scan_table(table, cols)
            runs = [s.path[len(str(table)) + 1:] for s in scans]
            names = runs if names is None else names
            plan = plan_blocks([s.path for s in scans], block_lines=block_lines, folder=folder, progress=reading,
                               scans=scans, partition=lambda part_of, n: partition_table(table, cols, runs, folder,
                                                                                         part_of, n))
        if plan.total_lines == 0:
            raise ValueError(no_run_lines(paths))
        if table is None and (hidden := commented_run(paths, [s.total_lines for s in plan.scans])) is not None:
            raise ValueError(hidden)
        if names is None:
            raise ValueError("the runs' names are needed")  # pragma: no cover - the API gives them for text runs
        yield BlockSource(plan, names, trust_rank=trust_rank, input_depth=input_depth, keep_scores=keep_scores)


def fuse_stream(paths: Sequence[str | os.PathLike], output: str | os.PathLike, m: Aggregator, *,
                names: Sequence[str] | None, tag: str, trust_rank: bool = False, input_depth: int | None = None,
                depth: int | None = None, score_column: str = "fused", inputs: Sequence[str | os.PathLike] = (),
                reading: Callable[[str], None] | None = None, block_lines: int | None = None,
                layout: Any = None) -> str:
    """Fuse run files (or one Parquet run table) block by block into ``output`` (a TREC run, ``.gz``
    compressed by name, or a Parquet run table when it ends in ``.parquet``), byte-identical to the in-memory
    path; returns the summary line of what was read.  A method that needs every query at once
    (:func:`stream_mode` None) is given them all as one block."""
    summary = StreamSummary()
    whole = stream_mode(m) is None
    with open_source(paths, names, trust_rank=trust_rank, input_depth=input_depth,
                     block_lines=(1 << 62) if whole else block_lines,
                     keep_scores=m.get_tags().reads_scores, reading=reading, layout=layout) as source:
        fused = (contract_scores(m, e) for _, e in source.blocks()) if whole else iter_fused(m, source, summary)
        if whole:
            fused = _counted(fused, summary)
        if reading is not None:
            fused = _reported(fused, reading)
        write_fused(output, fused, tag=tag, depth=depth, score_column=score_column, inputs=inputs)
    return str(summary)


def _reported(fused: Iterator[tuple[Any, NDArray[np.float64]]], reading: Callable[[str], None]
              ) -> Iterator[tuple[Any, NDArray[np.float64]]]:
    """The blocks, saying after each how many blocks and queries were fused so far (a long job is not silent)."""
    blocks = queries = 0
    for data, scores in fused:
        blocks, queries = blocks + 1, queries + len(data.qids)
        yield data, scores
        reading(f"fused {queries:,} queries ({blocks} blocks)")


def _counted(fused: Iterator[tuple[Any, NDArray[np.float64]]], summary: StreamSummary
             ) -> Iterator[tuple[Any, NDArray[np.float64]]]:
    for data, scores in fused:
        summary.add(data if isinstance(data, RunEntries) else RunEntries.of_rankings(data, data.ranks))
        yield data, scores


def fused_blocks(paths: Sequence[str | os.PathLike], m: Aggregator, *, stream: bool | None = None
                 ) -> Iterator[tuple[Any, NDArray[np.float64]]]:
    """``(runs, fused scores)`` of run files (or one Parquet run table) block by block, as ``rankagg.fuse`` on
    paths reads them: streamed when large (``stream=None``) or asked to, else in one block read whole."""
    from rankagg.io.run_names import peek_run_names
    from rankagg.io.trec import read_trec_entries

    keep_scores = m.get_tags().reads_scores
    table = table_input(paths)
    how = use_stream(m, paths, stream if table is None else None)
    if how is True or table is not None:
        whole = stream_mode(m) is None
        with open_source(paths, None if table is not None else peek_run_names(paths), keep_scores=keep_scores,
                         block_lines=(1 << 62) if whole else None) as source:
            if whole:
                yield from (contract_scores(m, e) for _, e in source.blocks())
            else:
                yield from iter_fused(m, source)
        return
    yield contract_scores(m, read_trec_entries(paths, keep_scores=keep_scores))


def write_fused(output: str | os.PathLike, fused: Iterator[tuple[Any, NDArray[np.float64]]], *, tag: str,
                depth: int | None, score_column: str = "fused", inputs: Sequence[str | os.PathLike] = ()) -> None:
    """Write fused blocks as a TREC run, or as a Parquet run table when ``output`` ends in ``.parquet``."""
    fmt = writer_for(output)  # the registry: a table (``.parquet``) has its writer of fused blocks; text is written here
    if fmt.fused_writer is not None:
        fmt.write_fused(output, fused, tag=tag, depth=depth, score_column=score_column, inputs=inputs)
        return
    texts = (block_text(data, scores, tag=tag, depth=depth, score_column=score_column).text for data, scores in fused)
    _write(output, texts, inputs)
