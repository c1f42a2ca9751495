"""Fusing a block of whole queries into the bytes of the TREC run ``rankagg fuse`` writes for them.

Every positional, score and pairwise method scores a query from that query's
lines alone (``per_query``), and :func:`~rankagg.io.trec.format_trec_run` writes
a query's lines from its own scores alone.  So the run written for a block of
whole queries, read from every input run by the same reader
(:func:`~rankagg.io.trec.entries_from_ranked`), is byte for byte that block's
part of the run the in-memory path writes for all queries: the streaming path
(:mod:`rankagg.stream.run`) and the Dask backend fuse block by block and
concatenate.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.io.trec import format_trec_run
from rankagg.methods.base import Aggregator

__all__ = ["BlockText", "contract_scores", "fuse_block", "block_text"]


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
    or a fitted state) and return the lines :func:`~rankagg.io.trec.write_trec_run` writes for them."""
    data, scores = contract_scores(m, entries)
    return block_text(data, scores, tag=tag, depth=depth, score_column=score_column)
