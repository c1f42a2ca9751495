"""Fusing a block of whole queries into the bytes of the TREC run ``rankagg fuse`` writes for them.

Every positional, score and pairwise method scores a query from that query's
lines alone (``per_query``), and :func:`~rankagg.io.trec_writer.format_trec_run` writes
a query's lines from its own scores alone.  So the run written for a block of
whole queries, read from every input run by the same reader
(:func:`~rankagg.io.trec.entries_from_ranked`), is byte for byte that block's
part of the run the in-memory path writes for all queries: the streaming path
(:mod:`rankagg.stream.run`) and the Dask backend fuse block by block and
concatenate.  The in-memory path of ``rankagg fuse`` does the same on the cores of one machine
(:func:`write_run_in_parts`): the queries read are cut into as many parts as threads, each fused
and formatted in its own thread (NumPy's sorts, gathers and ufuncs release the GIL), and the parts'
text is joined in query order.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.io.atomic import atomic_write_text
from rankagg.io.signals import block_handled_signals
from rankagg.io.trec_writer import format_trec_run
from rankagg.methods.base import Aggregator
from rankagg.methods.overflow import refuse_overflow

__all__ = ["BlockText", "contract_scores", "fuse_block", "block_text", "query_range", "write_run_in_parts"]


@dataclass(frozen=True)
class BlockText:
    """The output lines of a block of queries: ``text`` (UTF-8), the block's ``qids`` in their order, and
    ``offsets`` (``len(qids) + 1`` byte offsets: query ``i``'s lines are ``text[offsets[i]:offsets[i + 1]]``)."""

    qids: NDArray[np.str_]
    text: bytes
    offsets: NDArray[np.int64]


def contract_scores(m: Aggregator, entries: RunEntries) -> tuple[Any, NDArray[np.float64]]:
    """The runs the method fuses (the entries themselves for the methods that sum over lines, else the
    rank matrix) and its fused scores by the contract path: checked, and independent of the order of the
    runs (canonical ranker order)."""
    return m.fuse(entries)


def block_text(data: Any, scores: NDArray[np.float64], *, tag: str, depth: int | None,
               score_column: str = "fused") -> BlockText:
    """:class:`BlockText` of fused ``scores`` over ``data`` (a :class:`RunEntries` or ``Rankings``)."""
    counts = np.zeros(data.n_queries, dtype=np.int64)
    text = format_trec_run(data, scores, tag=tag, depth=depth, score_column=score_column,
                           line_counts=counts).encode("utf-8")
    ends = np.flatnonzero(np.frombuffer(text, dtype=np.uint8) == 10) + 1
    offsets = np.zeros(data.n_queries + 1, dtype=np.int64)
    lines = np.cumsum(counts)
    offsets[1:] = np.where(lines > 0, ends[np.maximum(lines, 1) - 1] if len(ends) else 0, 0)
    return BlockText(qids=np.asarray(data.qids), text=text, offsets=offsets)


def fuse_block(m: Aggregator, entries: RunEntries, *, tag: str, depth: int | None = None,
               score_column: str = "fused") -> BlockText:
    """Fuse the entries of a set of whole queries (``m`` must score queries independently: ``per_query``,
    or a fitted state) and return the lines :func:`~rankagg.io.trec_writer.write_trec_run` writes for them."""
    data, scores = contract_scores(m, entries)
    return block_text(data, scores, tag=tag, depth=depth, score_column=score_column)


def query_range(entries: RunEntries, first: int, stop: int) -> RunEntries:
    """The entries of queries ``first .. stop - 1``, as the reader gives them for those queries' lines alone
    (items renumbered from 0, the entries in their order)."""
    lo, hi = int(entries.offsets[first]), int(entries.offsets[stop])
    keep = (entries.item >= lo) & (entries.item < hi)
    return RunEntries(offsets=entries.offsets[first:stop + 1] - lo, qids=entries.qids[first:stop],
                      docids=entries.docids[lo:hi], ranker_names=entries.ranker_names, item=entries.item[keep] - lo,
                      ranker=entries.ranker[keep], rank=entries.rank[keep],
                      score=entries.score[keep] if entries.score is not None else None)


def _parts(offsets: NDArray[np.int64], n: int) -> list[tuple[int, int]]:
    """Up to ``n`` ranges of whole queries with about as many items each."""
    n_queries = len(offsets) - 1
    cuts = np.searchsorted(offsets, np.arange(1, n) * (offsets[-1] / n))
    bounds = sorted({0, n_queries, *(int(c) for c in cuts if 0 < c < n_queries)})
    return list(zip(bounds[:-1], bounds[1:]))


def write_run_in_parts(output: Any, m: Aggregator, entries: RunEntries, *, tag: str, depth: int | None,
                       score_column: str, inputs: Sequence[Any], workers: int | None = None,
                       joined: bool = False) -> None:
    """``write_trec_run(output, *contract_scores(m, entries), ...)``, the same bytes (``m`` as
    :func:`~rankagg.stream.run.splits_by_query` says): the queries are fused in parts, one per thread, then
    formatted in parts, so that an error is the one the whole run gives (the first query's, fusing before
    formatting).  A method that scores each query alone fuses each part as a whole run; with ``joined``, a
    label-free quality-weighted fusion (the default) estimates each query's quality in its part and joins the
    parts in the mean quality (``score_entry_parts``), with the checks of :meth:`~rankagg.methods.base.Aggregator.fuse`
    made once on all the entries."""
    n = workers or max(1, min(4, os.cpu_count() or 1))
    if joined:  # a quality-weighted fusion: the parts meet in the mean quality
        entries = m.fuse_input(entries)
    ranges = _parts(entries.offsets, n) if n > 1 else []
    with ThreadPoolExecutor(max_workers=max(len(ranges), 1), initializer=block_handled_signals) as pool:
        # each part's entries cut out in its own thread too (two masks and four gathers over every entry)
        parts = list(pool.map(lambda r: query_range(entries, *r), ranges)) if len(ranges) > 1 else [entries]
        if joined:
            scores = m.score_entry_parts(parts, pool.map)
            fused = [(p, refuse_overflow(m.name, p, np.asarray(s, dtype=np.float64), np.isnan(s)))
                     for p, s in zip(parts, scores)]
        else:
            fused = list(pool.map(lambda e: contract_scores(m, e), parts))
        text = "".join(pool.map(lambda f: format_trec_run(f[0], f[1], tag=tag, depth=depth, score_column=score_column),
                                fused))
    atomic_write_text(output, text, inputs=inputs, stdout=True)  # a run may go to standard output (-)
