"""The weighted fusion rules of the label-free quality family (the half its methods share).

Every method of the family has two halves:

1. a **quality estimate** per input ranker, from agreement with the other
   rankers only (no label is read), per query and/or per collection;
2. a **weighted fusion** of the rankers' per-position points with those weights.

The fusion half lives here and is shared.  ``fusion`` picks the points a ranker
gives the item at local position ``r`` of its list (``k`` items long) in a query
whose rankers returned ``n`` distinct documents:

* ``"borda"``   ``(n - r + 1) / n``                   (Borda count, Aslam & Montague 2001)
* ``"rrf"``     ``1 / (k + r)`` with RRF's ``k``      (Cormack, Clarke & Büttcher 2009)
* ``"isr"``     ``1 / r^2``                           (inverse square rank, Mourão et al. 2014)
* ``"combmnz"`` Borda points, and the item's total is multiplied by the *weighted*
  number of rankers that returned it (Fox & Shaw 1994, weighted as in Wu & Crestani 2002)
* ``"combsum"`` the input score min-max normalised within the ranker's list for the
  query (a constant list gives 1), 0 where the ranker did not return the item; on an
  input with ranks only, Borda points (CombSUM with ``norm='auto'``, Fox & Shaw 1994).
  It needs ``unranked='zero'``.

``unranked`` is the documented treatment of an item a ranker did not return
(the position it is given in that ranker's list, then mapped through the rule):

* ``"zero"``   no points (RRF/ISR convention; St.Agg Eq. 2);
* ``"bottom"`` position ``k + 1``, just below the list;
* ``"share"``  the mean of the unused positions, ``(k + 1 + n) / 2`` (Borda's
  shared points, ranx/PyFLAGR; for Borda points it equals ``(n - k + 1) / (2n)``).

An item returned by one ranker only therefore never outranks an item returned
by many at slightly worse positions merely because it has fewer terms to
average: every rule here *sums* (never averages) over rankers.

The points and the order-free sums (each row added in sorted order, so permuting the input
rankers gives bit-identical scores) are those of :mod:`rankagg.features.points`.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.minmax import minmax_scale
from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, check_param
from rankagg.features.rank_points import isr_points, rrf_points
from rankagg.features.points import (
    UNRANKED_POSITIONS,
    normalised_borda_points,
    order_free_sum,
    unranked_positions,
)
from rankagg.methods.ranker_sums import list_reduce

__all__ = [
    "FUSIONS",
    "UNRANKED",
    "ENTRY_FUSIONS",
    "fusion_points",
    "n_returned",
    "weighted_fusion",
    "minmax_points",
    "entry_points",
]

FUSIONS = ("borda", "rrf", "isr", "combmnz", "combsum")
UNRANKED = UNRANKED_POSITIONS
#: the fusion rules whose points are a function of the entry's own rank (no unranked position needed)
ENTRY_FUSIONS = ("rrf", "isr")


def n_returned(data: Rankings) -> NDArray[np.float64]:
    """Distinct documents some ranker returned, per query."""
    return np.asarray(np.bincount(data.query_of_item, weights=(data.n_ranked_by > 0), minlength=data.n_queries), dtype=np.float64)


def fusion_points(data: Rankings, fusion: str, unranked: str, rrf_k: float = 60.0) -> NDArray[np.float64]:
    """``(n_items, n_rankers)`` points every ranker gives every item (see the module docstring)."""
    check_param("fusion", fusion, Options(*FUSIONS))
    check_param("unranked", unranked, Options(*UNRANKED))
    if fusion == "combsum" and unranked != "zero":
        raise ValueError(f"fusion='combsum' gives an item a list did not return 0 points: it needs unranked='zero', "
                         f"got unranked={unranked!r}")
    if fusion == "combsum" and data.scores is not None:
        return minmax_points(data)
    qi = data.query_of_item
    r = data.local_ranks()
    n = np.maximum(n_returned(data), 1.0)[qi][:, None]
    k = data.list_lengths()[qi].astype(np.float64)
    pos = unranked_positions(r, k, n, unranked)
    if fusion in ("borda", "combmnz", "combsum"):
        pts = normalised_borda_points(pos, n)
    elif fusion == "rrf":
        pts = rrf_points(pos, rrf_k)
    else:
        pts = isr_points(pos)
    return np.where(np.isnan(pts), 0.0, pts)


def minmax_points(data: Rankings) -> NDArray[np.float64]:
    """Input scores min-max normalised per (query, ranker) over the returned items; 1 for a constant
    list, 0 where the ranker did not return the item."""
    assert data.scores is not None
    s = data.scores
    return np.where(np.isnan(s), 0.0, minmax_scale(s, list_reduce(data, s, np.fmin), list_reduce(data, s, np.fmax)))


def weighted_fusion(
    data: Rankings, points: NDArray[np.float64], weights: NDArray[np.float64], fusion: str
) -> NDArray[np.float64]:
    """``sum_i w_i * points_i`` per item; for CombMNZ times ``sum_i w_i [i returned the item]``.

    ``weights`` is ``(n_rankers,)`` (one per ranker) or ``(n_queries, n_rankers)``
    (per query).
    """
    w = np.asarray(weights, dtype=np.float64)
    w_item = w[data.query_of_item] if w.ndim == 2 else np.broadcast_to(w, points.shape)
    total = order_free_sum(points * w_item)
    if fusion == "combmnz":
        total = total * order_free_sum(np.where(data.ranked, w_item, 0.0))
    return total


def entry_points(entries: RunEntries, fusion: str, rrf_k: float = 60.0) -> NDArray[np.float64]:
    """The points of :func:`fusion_points` for each entry's own cell (``fusion`` ``"rrf"`` or ``"isr"``, whose
    points depend on the entry's rank alone; an unreturned item has no entry and no points)."""
    check_param("fusion", fusion, Options(*ENTRY_FUSIONS))
    return rrf_points(entries.rank, rrf_k) if fusion == "rrf" else isr_points(entries.rank)
