"""Weighted sums of run entries' rank points (RRF, ISR), bit for bit the rank-matrix path's
(the order-free sums themselves: :mod:`rankagg.features.entry_sums`)."""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.features.entry_sums import entry_sums, item_rank_order
from rankagg.features.rank_points import isr_points, rrf_points
from rankagg.methods.ranker_sums import ranker_weights

__all__ = ["weighted_entry_sum"]


def weighted_entry_sum(entries: RunEntries, weights: Any, *, transform: str, offset: float = 0.0) -> NDArray[np.float64]:
    """:func:`~rankagg.methods.ranker_sums.weighted_sum` of the entries' ranks, bit for bit:
    ``sum_r w_r * f(rank_r)`` with ``f`` ``"reciprocal"`` (``1 / (offset + rank)``, RRF) or
    ``"inverse_square"`` (``1 / rank^2``, ISR), the same IEEE operations in the same order.

    The entries' ranks are the lists' own 1..k, which are both the local and the
    raw positions of runs read from TREC files.
    """
    rank = entries.rank
    if transform == "reciprocal":
        contrib = rrf_points(rank, offset)
    elif transform == "inverse_square":
        contrib = isr_points(rank)
    else:
        raise ValueError(f"transform must be 'reciprocal' or 'inverse_square', got {transform!r}")
    w = ranker_weights(entries, weights)
    if w is not None:
        contrib = contrib * w[entries.ranker]
        return entry_sums(entries.item, contrib, entries.n_items, entries.n_rankers)
    # unweighted, the values fall as the (integer) rank grows: one integer sort orders them by item, then
    # value (faster than a lexsort on the floats; equal keys are equal values, so the sums are the same)
    top = int(rank.max()) if len(rank) else 0
    return entry_sums(entries.item, contrib, entries.n_items, entries.n_rankers,
                      order=lambda: item_rank_order(entries.item, rank, top))
