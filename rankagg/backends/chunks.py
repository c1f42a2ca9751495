"""Queries cut into contiguous chunks of whole queries (:func:`query_chunks`), each chunk in its parent's memory
layout (:func:`select_chunk`, so that chunked sums equal whole-data sums bit for bit), and the chunks' scores
joined back in query order."""

from __future__ import annotations

from typing import Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings

__all__ = ["query_chunks", "select_chunk"]


def query_chunks(data: Rankings, chunk_queries: int | None = None, *, n_chunks: int | None = None) -> list[NDArray[np.int64]]:
    """Contiguous query index ranges that cover ``data`` in order.

    Give either ``chunk_queries`` (queries per chunk) or ``n_chunks``.
    """
    n = data.n_queries
    if chunk_queries is None and n_chunks is None:
        raise ValueError("give chunk_queries or n_chunks")
    if chunk_queries is not None:
        if int(chunk_queries) < 1:
            raise ValueError(f"chunk_queries must be >= 1, got {chunk_queries!r}")
        bounds = list(range(0, n, int(chunk_queries))) + [n]
    else:
        assert n_chunks is not None  # checked above
        if int(n_chunks) < 1:
            raise ValueError(f"n_chunks must be >= 1, got {n_chunks!r}")
        bounds = sorted(set(np.linspace(0, n, int(n_chunks) + 1).round().astype(int).tolist()))
    return [np.arange(a, b, dtype=np.int64) for a, b in zip(bounds[:-1], bounds[1:]) if b > a]


def _column_major(a: NDArray) -> bool:
    """Whether numpy lays out results like ``a`` in Fortran order (columns contiguous-ish)."""
    return a.ndim == 2 and a.shape[0] > 1 and a.shape[1] > 1 and abs(a.strides[0]) < abs(a.strides[1])


def select_chunk(data: Rankings, index: NDArray[np.int64]) -> Rankings:
    """``data.select_queries(index)`` with the parent's memory layout (C or Fortran order).

    numpy reduces a row of a Fortran-ordered matrix by sequential column
    accumulation and a row of a C-ordered one by pairwise summation; the two
    can differ in the last bit.  Keeping the layout keeps chunked sums equal to
    whole-data sums, bit for bit.
    """
    part = data.select_queries(index)
    if not _column_major(data.ranks):
        return part
    scores = part.scores
    return Rankings(
        offsets=part.offsets,
        ranks=np.asfortranarray(part.ranks),
        qids=part.qids,
        docids=part.docids,
        ranker_names=part.ranker_names,
        scores=None if scores is None else (np.asfortranarray(scores) if data.scores is not None and _column_major(data.scores) else scores),
        labels=part.labels,
    )


def _concat_scores(data: Rankings, parts: Sequence[NDArray[np.float64]]) -> NDArray[np.float64]:
    out = np.concatenate(parts) if parts else np.zeros(0)
    if out.shape != (data.n_items,):  # pragma: no cover - defensive
        raise RuntimeError("chunk scores do not cover the items")
    return out
