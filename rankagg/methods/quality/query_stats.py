"""Per-query statistics the quality estimates of the label-free quality family read: column means and
Pearson correlations within each query, and every item's position in a consensus (house tie rule)."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_order

__all__ = ["query_means", "query_correlation", "consensus_positions"]


def query_means(data: Rankings, x: NDArray[np.float64]) -> NDArray[np.float64]:
    """Per-query mean of each column of ``x`` (n_items, m) -> (n_queries, m)."""
    qi = data.query_of_item
    cnt = np.maximum(np.bincount(qi, minlength=data.n_queries), 1).astype(np.float64)
    out = np.empty((data.n_queries, x.shape[1]))
    for j in range(x.shape[1]):
        out[:, j] = np.bincount(qi, weights=x[:, j], minlength=data.n_queries) / cnt
    return out


def query_correlation(data: Rankings, x: NDArray[np.float64], y: NDArray[np.float64]) -> NDArray[np.float64]:
    """Per-query Pearson correlation of each column of ``x`` with the matching column of ``y``.

    ``x``, ``y``: (n_items, m).  Returns (n_queries, m); a constant column in a
    query gives 0 (no evidence either way).
    """
    qi = data.query_of_item
    dx = x - query_means(data, x)[qi]
    dy = y - query_means(data, y)[qi]
    cov = query_means(data, dx * dy)
    vx = query_means(data, dx * dx)
    vy = query_means(data, dy * dy)
    den = np.sqrt(vx * vy)
    ok = den > 1e-12 * np.maximum(vx + vy, 1e-300)
    return np.where(ok, cov / np.where(ok, den, 1.0), 0.0)


def consensus_positions(data: Rankings, scores: NDArray[np.float64]) -> NDArray[np.float64]:
    """1-based position of every item in the consensus of ``scores`` (house tie rule)."""
    order = consensus_order(data, scores)
    pos = np.empty(data.n_items, dtype=np.float64)
    start = data.offsets[data.query_of_item[order]]
    pos[order] = np.arange(data.n_items) - start + 1.0
    return pos
