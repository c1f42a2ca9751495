"""Majority-vote aggregators: Condorcet-fuse (Montague & Aslam 2002) and Copeland.

Both read the summed pairwise matrix ``Y`` of Volkovs et al. §2.1
(:mod:`rankagg.methods.pairwise_kernels`); with the default binary transform
``Y[i, j]`` is the number of rankers that put ``i`` above ``j``.  ``i`` beats
``j`` in the majority when ``Y[i, j] > Y[j, i]``.

Long lists: when the flat ``n x n`` matrices would exceed
:data:`rankagg.methods.pairwise_base.COMPACT_ABOVE_BYTES` (binary transform), both
methods run compact kernels with the same results: Copeland counts each item's
margins list by list (only items sharing a list with it can differ from the
``nr_i - nr_j`` rule), and Condorcet-fuse computes each comparison of its merge
sort from the two rank rows; memory is ``O(n_items x n_rankers)``.  Copeland's count visits every pair of
items that share a list, so its time grows as the squared list lengths: a day of one-second points (86,400
items in each of three lists) is an hour's work; over :data:`~rankagg.methods.pairwise_base.MAX_CUBIC_FLOPS`
(:func:`copeland_work`) it is refused before it starts, saying to cut the lists, as the other pairwise methods are.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from rankagg.methods.registry import register
from rankagg.data.validation import Options
from rankagg.methods.pairwise_base import PairwiseAggregator
from rankagg.methods.pairwise_compact import compact_copeland, condorcet_merge_sort

__all__ = ["CondorcetFuse", "Copeland", "copeland_work"]

#: operations per pair visit of :func:`compact_copeland` in the currency of MAX_CUBIC_FLOPS (about a nanosecond
#: each): a visit reads both ranks and updates the margin's bookkeeping, measured at 8 ns on an idle core and up to
#: 47 ns on two shared ones (20,000 items x 3 lists: 1.2e9 visits in 57 s)
COPELAND_OPS_PER_VISIT = 16.0


def copeland_work(data) -> float:
    """Operations of :func:`compact_copeland` on ``data``: each item of a list is compared with every item of that
    list, so the visits are the sum over queries and rankers of the squared list lengths."""
    lengths = data.list_lengths().astype(np.float64)
    return COPELAND_OPS_PER_VISIT * float((lengths * lengths).sum())


@njit(cache=True)
def _copeland(offsets, moff, Y, loss_weight=1.0):
    nq = offsets.shape[0] - 1
    out = np.zeros(offsets[nq])
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        b = moff[q]
        for i in range(n):
            s = 0.0
            for j in range(n):
                d = Y[b + i * n + j] - Y[b + j * n + i]
                if d > 0:
                    s += 1.0
                elif d < 0:
                    s -= loss_weight
            out[a + i] = s
    return out


@register("condorcet")
class CondorcetFuse(PairwiseAggregator):
    """Condorcet-fuse (Montague & Aslam, CIKM 2002, §3, Algorithm 1).

    The items of a query are sorted by a merge sort whose comparator is the
    pairwise majority: ``i`` goes above ``j`` when more rankers (weight of the
    Volkovs §2.1 transform) prefer ``i`` to ``j`` than ``j`` to ``i``.  When the
    majority graph has cycles the result depends on the starting order; rankagg
    starts from the house tie order (more rankers first, best local rank, docid),
    so the output is deterministic and relabelling-invariant.

    ``rule="wins"`` scores each document by its number of pairwise majority
    wins (Condorcet's own count; PyFLAGR's ``CondorcetWinners``), a
    Condorcet-consistent score that ignores cycles; the protocol picks the
    rule on validation.  A Condorcet winner
    always comes first.

    ``unranked="none"``: a ranker that returned only one of the two items says
    nothing about the pair (Volkovs et al.'s rule); ``"below"``: returned beats
    not returned (Montague & Aslam's treatment of unretrieved documents).
    """

    ties = ("the merge sort starts from the house order, which decides majority cycles and majority ties; an item "
            "no ranker returned goes last")

    defaults = {"rule": "fuse", "start": "house", "transform": "binary", "unranked": "none", "positions": "raw"}
    param_grid = {"unranked": ["none", "below"], "rule": ["fuse", "wins"]}
    param_doc = {"rule": "fuse | wins: Condorcet-fuse sort, or the number of pairwise majority wins",
                 "start": "house | copeland: order the merge sort starts from (decides majority cycles): the house "
                           "tie order (more rankers first, then best rank, then docid), or Copeland's scores, that "
                           "order breaking their ties"}
    citation = "Montague & Aslam, Condorcet fusion for improved retrieval, CIKM 2002, §3 (Algorithm 1)"

    param_constraints = {"start": Options("house", "copeland"), "rule": Options("fuse", "wins")}

    def _kernel(self, offsets, moff, Y, C, ranks):
        if self.rule == "wins":
            return _copeland(offsets, moff, Y, 0.0), None, None, None
        if self.start == "copeland":
            start = _copeland(offsets, moff, Y)
        else:
            start = np.zeros(offsets[-1])
        return condorcet_merge_sort(offsets, start, moff, Y, ranks, False), None, None, None

    def _compact_work(self, data) -> float:
        # the merge sort's comparisons are O(n log n) per query; only Copeland's count (wins, or the start) is n^2
        return copeland_work(data) if self.rule == "wins" or self.start == "copeland" else 0.0

    def _compact(self, offsets, ranks, below):
        if self.rule == "wins":
            return compact_copeland(offsets, ranks, below, 0.0), None, None, None
        start = compact_copeland(offsets, ranks, below, 1.0) if self.start == "copeland" else np.zeros(offsets[-1])
        empty = np.zeros(0)
        return condorcet_merge_sort(offsets, start, np.zeros(1, np.int64), empty, ranks, below), None, None, None


@register("copeland")
class Copeland(PairwiseAggregator):
    """Copeland's rule: pairwise majority wins minus losses (Copeland 1951).

    ``score(i) = #{j : Y[i,j] > Y[j,i]} - #{j : Y[j,i] > Y[i,j]}``, the same
    order as wins + half the draws.  Condorcet-consistent.
    """

    defaults = {"transform": "binary", "unranked": "none", "positions": "raw"}
    param_grid = {"unranked": ["none", "below"]}
    citation = "Copeland, A 'reasonable' social welfare function, 1951; see Dwork et al. WWW 2001 §2"

    def _kernel(self, offsets, moff, Y, C, ranks):
        return _copeland(offsets, moff, Y), None, None, None

    def _compact_work(self, data) -> float:
        return copeland_work(data)

    def _compact(self, offsets, ranks, below):
        return compact_copeland(offsets, ranks, below, 1.0), None, None, None
