"""The canonical item order of the implicit (pairwise / model-based) methods, and their rank matrices in it.

Everything here works on the whole dataset at once: the ``(n_items, n_rankers)``
rank matrix plus the query ``offsets``.  The pairwise matrices built on this
order are in :mod:`rankagg.methods.pairwise_kernels`; the estimators' base class
that drives both is :class:`rankagg.methods.pairwise_base.PairwiseAggregator`.

Canonical item order
--------------------
Before any kernel runs, the items of each query are put in the house tie order
(:func:`rankagg.data.rankings.consensus_order` of constant scores: more rankers first,
then best local rank, then docid).  Kernels that must choose between equally
good answers (Condorcet-fuse merge order, Kemeny DP ties, local search) choose
by that order, so every method is deterministic and invariant to the order of
the item rows and of the ranker columns (up to float rounding of weighted sums).
:func:`consensus_from_canonical` maps scores computed in that order back to the
item rows, with the house tie rule.

Rank matrices
-------------
:func:`prepared_ranks` fills an item a ranker did not return with that ranker's
``max + 1`` in the query under ``unranked="below"`` (the rule of
:mod:`rankagg.features.pairwise`), for the methods that read lists directly
(MC1-MC3); :func:`gather_ranks` does the same fill while putting the rows in
canonical order, in one compiled pass.
"""

from __future__ import annotations

import numpy as np
from numba import njit
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, check_param

__all__ = [
    "UNRANKED",
    "POSITIONS",
    "canonical_perm",
    "prepared_ranks",
    "gather_ranks",
    "consensus_from_canonical",
]

UNRANKED = ("none", "below")
POSITIONS = ("raw", "local")


def canonical_perm(data: Rankings) -> NDArray[np.int64]:
    """Item rows in house tie order (queries contiguous): the kernels' item order.

    Equal to ``consensus_order(data, zeros)`` (more rankers first, then better
    best local rank, then smaller docid), computed by one compiled pass that
    does not need the full local-rank matrix.
    """
    if data.n_items == 0:
        return np.zeros(0, dtype=np.int64)
    codes = data.cached("docid_code", lambda: np.unique(data.docids, return_inverse=True)[1])
    doc_code = np.ascontiguousarray(codes, dtype=np.int64)
    return _canonical_perm(data.offsets, data.ranks, doc_code)


@njit(cache=True)
def _canonical_perm(offsets, ranks, doc_code):
    n_items, nk = ranks.shape
    nq = offsets.shape[0] - 1
    nmax = 1
    for q in range(nq):
        nmax = max(nmax, offsets[q + 1] - offsets[q])
    big_best = nmax + 1
    ndoc = 1
    for i in range(n_items):
        if doc_code[i] + 1 > ndoc:
            ndoc = doc_code[i] + 1
    perm = np.empty(n_items, np.int64)
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n == 0:
            continue
        best = np.full(n, big_best, np.int64)
        nr = np.zeros(n, np.int64)
        vals = np.empty(n)
        idx = np.empty(n, np.int64)
        for k in range(nk):
            m = 0
            for i in range(n):
                v = ranks[a + i, k]
                if v == v:
                    vals[m] = v
                    idx[m] = i
                    m += 1
                    nr[i] += 1
            if m == 0:
                continue
            o = np.argsort(vals[:m], kind="mergesort")
            # local rank = 1 + number of strictly smaller values (min rank for ties)
            lr = 1
            for t in range(m):
                if t > 0 and vals[o[t]] != vals[o[t - 1]]:
                    lr = t + 1
                i = idx[o[t]]
                if lr < best[i]:
                    best[i] = lr
        key = np.empty(n, np.int64)
        for i in range(n):
            key[i] = ((nk - nr[i]) * (big_best + 1) + best[i]) * ndoc + doc_code[a + i]
        o = np.argsort(key, kind="mergesort")
        for t in range(n):
            perm[a + t] = a + o[t]
    return perm


def prepared_ranks(data: Rankings, positions: str = "raw", unranked: str = "none") -> NDArray[np.float64]:
    """Rank matrix for the pairwise kernels (NaN = no preference from that ranker).

    ``unranked="below"`` fills an item a ranker did not return with that ranker's
    largest rank in the query plus one (rankers that returned nothing for the
    query stay NaN), the rule of :mod:`rankagg.features.pairwise`.
    """
    check_param("positions", positions, Options(POSITIONS))
    check_param("unranked", unranked, Options(UNRANKED))
    r = np.array(data.ranks if positions == "raw" else data.local_ranks(), dtype=np.float64)
    if unranked == "below" and r.size:
        filled = np.where(np.isnan(r), -np.inf, r)
        sizes = data.sizes
        qmax = np.full((data.n_queries, data.n_rankers), -np.inf)
        nonempty = sizes > 0
        if nonempty.any():
            # queries are contiguous: one reduceat over the non-empty query starts
            qmax[nonempty] = np.maximum.reduceat(filled, data.offsets[:-1][nonempty], axis=0)
        fill = qmax[data.query_of_item] + 1.0
        r = np.where(np.isnan(r) & np.isfinite(fill), fill, r)
    return r


@njit(cache=True)
def gather_ranks(ranks, perm, offsets, below):
    """``prepared_ranks(...)[perm]`` in one pass: rows in canonical order, ``below`` filled."""
    n, nk = ranks.shape
    out = np.empty((n, nk))
    nq = offsets.shape[0] - 1
    for q in range(nq):
        a = offsets[q]
        b = offsets[q + 1]
        for k in range(nk):
            mx = -1.0
            for t in range(a, b):
                v = ranks[perm[t], k]
                out[t, k] = v
                if v == v and v > mx:
                    mx = v
            if below and mx >= 0:
                for t in range(a, b):
                    if out[t, k] != out[t, k]:
                        out[t, k] = mx + 1.0
    return out


@njit(cache=True)
def consensus_from_canonical(offsets, perm, s):
    """Distinct ``n - position`` scores: ``s`` descending, NaN last, ties by canonical position.

    ``s`` is given in canonical order (``s[t]`` belongs to row ``perm[t]``); equal
    to :func:`rankagg.data.rankings.consensus_scores` because the canonical order *is* the
    house tie order.
    """
    out = np.empty(s.shape[0])
    nq = offsets.shape[0] - 1
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        key = np.empty(n)
        for t in range(n):
            v = s[a + t]
            key[t] = np.inf if v != v else -v
        order = np.argsort(key, kind="mergesort")
        for p in range(n):
            out[perm[a + order[p]]] = n - p
    return out
