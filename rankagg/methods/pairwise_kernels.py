"""Numba kernels of the implicit (pairwise / model-based) methods, shared by their families.

Everything here works on the whole dataset at once: the ``(n_items, n_rankers)``
rank matrix plus the query ``offsets``; per-query ``n x n`` matrices are stored
flat, query ``q`` at ``[moff[q], moff[q+1])`` in row-major order.  One kernel
call covers every query.  The estimators' base class that drives them is
:class:`rankagg.methods.pairwise_base.PairwiseAggregator`.

Canonical item order
--------------------
Before any kernel runs, the items of each query are put in the house tie order
(:func:`rankagg.data.rankings.consensus_order` of constant scores: more rankers first,
then best local rank, then docid).  Kernels that must choose between equally
good answers (Condorcet-fuse merge order, Kemeny DP ties, local search) choose
by that order, so every method is deterministic and invariant to the order of
the item rows and of the ranker columns (up to float rounding of weighted sums).

Pairwise matrices
-----------------
``pairwise_flat`` computes, per query, the summed Volkovs §2.1 matrix
``Y[i, j] = sum_k Y_k(i, j)`` (binary / rank difference / log rank difference)
and ``C[i, j]`` = the number of rankers that compared ``i`` and ``j``.  It is the
flat, compiled twin of :func:`rankagg.features.pairwise.summed_pairwise` (tests check they
agree), including its ``unranked="below"`` rule (an item a ranker did not return
sits at that ranker's ``max + 1`` in the query).  :func:`prepared_ranks` applies
the same fill to the rank matrix for the methods that read lists directly
(MC1-MC3).

Also here: local Kemenization (Dwork et al. 2001), the outputs of the per-query
iterative solvers and a small dense Cholesky solve.  The compact majority
kernels (no ``n x n`` matrix, for long lists) are in
:mod:`rankagg.methods.pairwise_compact`.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, check_param

__all__ = [
    "TRANSFORM_CODES",
    "UNRANKED",
    "POSITIONS",
    "canonical_perm",
    "prepared_ranks",
    "query_layout",
    "gather_ranks",
    "consensus_from_canonical",
    "pairwise_flat",
    "binary_pairwise_flat",
    "local_kemenize_flat",
    "solver_outputs",
    "store_solution",
    "cholesky_solve",
]

TRANSFORM_CODES = {"binary": 0, "diff": 1, "logdiff": 2}
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


def query_layout(offsets: NDArray[np.int64]) -> NDArray[np.int64]:
    """Start of each query's flat ``n x n`` block."""
    sizes = np.diff(offsets)
    moff = np.zeros(len(sizes) + 1, dtype=np.int64)
    np.cumsum(sizes * sizes, out=moff[1:])
    return moff


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


# ---------------------------------------------------------------- per-query iterative solvers
@njit(cache=True)
def solver_outputs(offsets):
    """Outputs of a per-query iterative solver: flat scores, iterations, objective, converged flags."""
    nq = offsets.shape[0] - 1
    return np.zeros(offsets[nq]), np.zeros(nq, np.int64), np.zeros(nq), np.ones(nq, np.bool_)


@njit(cache=True)
def store_solution(q, start, s, it, objective, converged, out, n_iter, obj, conv):
    """Write query ``q``'s solution (scores ``s`` for the items from ``start``) into the solver outputs."""
    for i in range(s.shape[0]):
        out[start + i] = s[i]
    n_iter[q] = it
    obj[q] = objective
    conv[q] = converged


# ---------------------------------------------------------------- small dense linear algebra
@njit(cache=True)
def cholesky_solve(A, g):
    """Solve ``A x = g`` for symmetric positive definite ``A`` (in place copy); ridge on failure."""
    n = A.shape[0]
    L = np.zeros((n, n))
    ridge = 0.0
    for attempt in range(8):
        ok = True
        for j in range(n):
            s = A[j, j] + ridge
            for k in range(j):
                s -= L[j, k] * L[j, k]
            if s <= 0.0:
                ok = False
                break
            L[j, j] = math.sqrt(s)
            for i in range(j + 1, n):
                t = A[i, j]
                for k in range(j):
                    t -= L[i, k] * L[j, k]
                L[i, j] = t / L[j, j]
        if ok:
            break
        ridge = 1e-10 if ridge == 0.0 else ridge * 100.0
    y = np.zeros(n)
    for i in range(n):
        t = g[i]
        for k in range(i):
            t -= L[i, k] * y[k]
        y[i] = t / L[i, i]
    x = np.zeros(n)
    for i in range(n - 1, -1, -1):
        t = y[i]
        for k in range(i + 1, n):
            t -= L[k, i] * x[k]
        x[i] = t / L[i, i]
    return x
