"""Numba kernels of the pairwise matrices, shared by the implicit (pairwise / model-based) families.

Everything here works on the whole dataset at once: the ``(n_items, n_rankers)``
rank matrix, its rows in the canonical item order of
:mod:`rankagg.methods.canonical_order`, plus the query ``offsets``; per-query
``n x n`` matrices are stored flat, query ``q`` at ``[moff[q], moff[q+1])`` in
row-major order (:func:`query_layout`).  One kernel call covers every query.
The estimators' base class that drives them is
:class:`rankagg.methods.pairwise_base.PairwiseAggregator`.

Pairwise matrices
-----------------
``pairwise_flat`` computes, per query, the summed Volkovs §2.1 matrix
``Y[i, j] = sum_k Y_k(i, j)`` (binary / rank difference / log rank difference)
and ``C[i, j]`` = the number of rankers that compared ``i`` and ``j``.  It is the
flat, compiled twin of :func:`rankagg.features.pairwise.summed_pairwise` (tests check they
agree), including its ``unranked="below"`` rule (an item a ranker did not return
sits at that ranker's ``max + 1`` in the query).
:func:`rankagg.methods.canonical_order.prepared_ranks` applies the same fill to
the rank matrix for the methods that read lists directly (MC1-MC3).

Also here: local Kemenization (Dwork et al. 2001) on a pairwise matrix.  The
compact majority kernels (no ``n x n`` matrix, for long lists) are in
:mod:`rankagg.methods.pairwise_compact`; the per-query iterative solvers' outputs
and the small dense Cholesky solve in :mod:`rankagg.methods.solver_kernels`.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit
from numpy.typing import NDArray

__all__ = [
    "TRANSFORM_CODES",
    "query_layout",
    "pairwise_flat",
    "binary_pairwise_flat",
    "local_kemenize_flat",
]

TRANSFORM_CODES = {"binary": 0, "diff": 1, "logdiff": 2}


def query_layout(offsets: NDArray[np.int64]) -> NDArray[np.int64]:
    """Start of each query's flat ``n x n`` block."""
    sizes = np.diff(offsets)
    moff = np.zeros(len(sizes) + 1, dtype=np.int64)
    np.cumsum(sizes * sizes, out=moff[1:])
    return moff



# ---------------------------------------------------------------- pairwise matrices
@njit(cache=True)
def pairwise_flat(offsets, ranks, transform, below=False):
    """Summed pairwise matrix ``Y`` and comparison counts ``C`` of every query (flat).

    ``ranks``: NaN = not returned.  ``below``: an item a ranker did not return
    sits at that ranker's ``max + 1`` in the query, and ``max + 1`` is the
    normaliser (the rule of :mod:`rankagg.features.pairwise`); rankers that returned
    nothing for the query say nothing.
    """
    nq = offsets.shape[0] - 1
    nk = ranks.shape[1]
    moff = np.zeros(nq + 1, np.int64)
    nmax = 0
    for q in range(nq):
        n = offsets[q + 1] - offsets[q]
        moff[q + 1] = moff[q] + n * n
        if n > nmax:
            nmax = n
    Y = np.zeros(moff[nq])
    C = np.zeros(moff[nq])
    idx = np.empty(nmax, np.int64)
    val = np.empty(nmax)
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        base = moff[q]
        for k in range(nk):
            m = 0
            rmax = -1.0
            for i in range(n):
                v = ranks[a + i, k]
                if v == v:
                    if v > rmax:
                        rmax = v
            if rmax < 0:
                continue
            top = rmax + 1.0 if below else rmax
            for i in range(n):
                v = ranks[a + i, k]
                if v == v:
                    idx[m] = i
                    val[m] = v
                    m += 1
                elif below:
                    idx[m] = i
                    val[m] = top
                    m += 1
            if m < 2:
                continue
            norm = 1.0
            if transform == 2 and top > 1.0:
                norm = math.log(top)
            for s in range(m):
                i = idx[s]
                ri = val[s]
                row = base + i * n
                for t in range(m):
                    if t == s:
                        continue
                    j = idx[t]
                    rj = val[t]
                    C[row + j] += 1.0
                    if ri < rj:
                        if transform == 0:
                            Y[row + j] += 1.0
                        elif transform == 1:
                            Y[row + j] += (rj - ri) / top
                        else:
                            Y[row + j] += (math.log(rj) - math.log(ri)) / norm
    return moff, Y, C


@njit(cache=True)
def binary_pairwise_flat(offsets, ranks):
    """Binary ``Y`` only: ``Y[i, j] = #{k : r_ik < r_jk}`` (NaN compares false).

    With ``ranks`` from :func:`prepared_ranks` (NaN = no preference, ``below``
    already filled) this equals :func:`pairwise_flat` with the binary transform;
    reading the rank rows contiguously makes it several times faster.
    """
    nq = offsets.shape[0] - 1
    nk = ranks.shape[1]
    moff = np.zeros(nq + 1, np.int64)
    for q in range(nq):
        n = offsets[q + 1] - offsets[q]
        moff[q + 1] = moff[q] + n * n
    Y = np.zeros(moff[nq])
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        base = moff[q]
        for i in range(n):
            ri = ranks[a + i]
            for j in range(i + 1, n):
                rj = ranks[a + j]
                up = 0
                down = 0
                for k in range(nk):
                    if ri[k] < rj[k]:
                        up += 1
                    if rj[k] < ri[k]:
                        down += 1
                Y[base + i * n + j] = up
                Y[base + j * n + i] = down
    return moff, Y


# ---------------------------------------------------------------- local Kemenization
@njit(cache=True)
def local_kemenize_flat(offsets, moff, Y, order_scores):
    """Dwork et al. (2001) §4 local Kemenization of the order given by ``order_scores``.

    Items are taken in the input order (score descending; equal scores by index)
    and inserted one by one at the bottom of the growing list, then moved up while
    a strict majority (more weight) prefers them to the item just above.  The
    result is locally Kemeny-optimal and agrees with the input wherever the
    majority does not object.  Returns ``n - position`` scores.
    """
    nq = offsets.shape[0] - 1
    out = np.empty(offsets[nq])
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        b = moff[q]
        init = np.argsort(-order_scores[a:a + n], kind="mergesort")
        lst = np.empty(n, np.int64)
        for t in range(n):
            d = init[t]
            pos = t
            lst[pos] = d
            while pos > 0:
                up = lst[pos - 1]
                if Y[b + d * n + up] > Y[b + up * n + d]:
                    lst[pos] = up
                    lst[pos - 1] = d
                    pos -= 1
                else:
                    break
        for p in range(n):
            out[a + lst[p]] = n - p
    return out
