"""Compiled kernels of the Markov chains MC1-MC4: the transition matrix of a query and its stationary distribution.

The chains and their rules (teleportation, dangling documents, ``unranked``) are
described in :mod:`rankagg.methods.markov.chains`, whose estimators call these
kernels.  :func:`markov_flat` builds each query's dense ``n x n`` transition
matrix from the rank matrix (MC1-MC3) or from the summed pairwise matrix ``Y``
(MC4) and solves for the stationary distribution, exactly (a dense linear solve)
or by power iteration.  :func:`compact_mc4` runs MC4 by power iteration on a
sparse chain that stores, for each document, only the documents that beat it
(long lists, ``unranked="none"``).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from rankagg.methods.pairwise_compact import item_margins, ranker_lists
from rankagg.methods.solver_kernels import solver_outputs, store_solution

__all__ = ["markov_flat", "compact_mc4"]


@njit(cache=True)
def _transition(kind, a, n, b, ranks, Y, T):
    """Fill the n x n transition matrix ``T`` (without teleportation) of one query."""
    nk = ranks.shape[1]
    for i in range(n):
        for j in range(n):
            T[i, j] = 0.0
    if kind == 4:
        for p in range(n):
            for q in range(n):
                if q != p and Y[b + q * n + p] > Y[b + p * n + q]:
                    T[p, q] = 1.0 / n
            s = 0.0
            anyc = False
            for q in range(n):
                s += T[p, q]
                if q != p and (Y[b + q * n + p] != 0.0 or Y[b + p * n + q] != 0.0):
                    anyc = True
            if not anyc and s == 0.0:
                # no comparison at all: dangling document jumps uniformly
                for q in range(n):
                    T[p, q] = 1.0 / n
            else:
                T[p, p] += 1.0 - s
        return
    # per-list counts for MC1-MC3
    nlists = np.zeros(n)
    for k in range(nk):
        m = 0
        for i in range(n):
            if ranks[a + i, k] == ranks[a + i, k]:
                m += 1
        if m == 0:
            continue
        for p in range(n):
            rp = ranks[a + p, k]
            if rp != rp:
                continue
            nlists[p] += 1.0
            if kind == 1:
                for q in range(n):
                    rq = ranks[a + q, k]
                    if rq == rq and rq <= rp:
                        T[p, q] += 1.0
            elif kind == 2:
                c = 0
                for q in range(n):
                    rq = ranks[a + q, k]
                    if rq == rq and rq <= rp:
                        c += 1
                for q in range(n):
                    rq = ranks[a + q, k]
                    if rq == rq and rq <= rp:
                        T[p, q] += 1.0 / c
            else:
                for q in range(n):
                    rq = ranks[a + q, k]
                    if rq == rq and rq < rp:
                        T[p, q] += 1.0 / m
                    elif rq == rq:
                        T[p, p] += 1.0 / m
    for p in range(n):
        if nlists[p] == 0:
            for q in range(n):
                T[p, q] = 1.0 / n
            continue
        s = 0.0
        for q in range(n):
            s += T[p, q]
        for q in range(n):
            T[p, q] /= s


@njit(cache=True)
def _l1_step(pi, new):  # pragma: no cover - compiled
    """``pi <- new``; returns the L1 change (the power iteration's stopping quantity)."""
    diff = 0.0
    for j in range(pi.shape[0]):
        diff += abs(new[j] - pi[j])
        pi[j] = new[j]
    return diff


@njit(cache=True)
def markov_flat(kind, offsets, moff, ranks, Y, teleport, solver, max_iter, tol):
    """Stationary distribution of chain ``kind`` (1-4) on every query: scores, iterations, residuals, converged.

    ``solver`` 1: the exact dense solve of ``pi (I - (1 - teleport) T) = teleport / n``; 0: power iteration
    (``max_iter``, ``tol`` on the L1 change).
    """
    nq = offsets.shape[0] - 1
    out, n_iter, resid, conv = solver_outputs(offsets)
    nmax = 0
    for q in range(nq):
        nmax = max(nmax, offsets[q + 1] - offsets[q])
    Tbuf = np.zeros((nmax, nmax))
    Abuf = np.zeros((nmax, nmax))
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n == 0:
            continue
        T = Tbuf[:n, :n]
        _transition(kind, a, n, moff[q], ranks, Y, T)
        if solver == 1:
            # A = I - (1 - teleport) T^T is strictly column diagonally dominant (rows of T sum
            # to 1), so Gaussian elimination without pivoting is stable
            A = Abuf[:n, :n]
            c = 1.0 - teleport
            for i in range(n):
                for j in range(n):
                    A[i, j] = -c * T[j, i]
                A[i, i] += 1.0
            pi = np.full(n, teleport / n)
            for k in range(n):
                piv = A[k, k]
                for i in range(k + 1, n):
                    f = A[i, k] / piv
                    if f != 0.0:
                        for j in range(k + 1, n):
                            A[i, j] -= f * A[k, j]
                        pi[i] -= f * pi[k]
            for i in range(n - 1, -1, -1):
                t = pi[i]
                for j in range(i + 1, n):
                    t -= A[i, j] * pi[j]
                pi[i] = t / A[i, i]
            tot = pi.sum()
            for i in range(n):
                pi[i] /= tot
            n_iter[q] = 1
        else:
            pi = np.full(n, 1.0 / n)
            new = np.empty(n)
            it = 0
            diff = np.inf
            while it < max_iter:
                it += 1
                for j in range(n):
                    new[j] = teleport / n
                for i in range(n):
                    w = (1.0 - teleport) * pi[i]
                    if w == 0.0:
                        continue
                    for j in range(n):
                        new[j] += w * T[i, j]
                diff = _l1_step(pi, new)
                if diff < tol:
                    break
            n_iter[q] = it
            resid[q] = diff
            conv[q] = diff < tol
        for i in range(n):
            out[a + i] = pi[i]
    return out, n_iter, resid, conv


@njit(cache=True)
def compact_mc4(offsets, ranks, teleport, max_iter, tol):  # pragma: no cover - compiled
    """MC4 by power iteration on a sparse chain: per state ``p`` only the documents that beat it.

    ``Q`` beats ``P`` when more of the lists that ranked both put ``Q`` above ``P``
    (``unranked="none"``); only documents sharing a list with ``P`` can, so they are
    found list by list.  Same chain as the dense kernel (``1/n`` to each beater,
    the rest stays, documents with no comparison jump uniformly, teleportation),
    memory ``O(edges)`` for one query at a time.
    """
    nq = offsets.shape[0] - 1
    nk = ranks.shape[1]
    out, n_iter, resid, conv = solver_outputs(offsets)
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n == 0:
            continue
        ptr, items, nr = ranker_lists(a, n, ranks)
        rowptr = np.zeros(n + 1, np.int64)
        cap = 16 * n + 16
        cols = np.empty(cap, np.int64)
        dangling = np.zeros(n, np.bool_)
        s = np.zeros(n, np.int64)
        compared = np.zeros(n, np.bool_)
        touched = np.zeros(n, np.bool_)
        stack = np.empty(n, np.int64)
        for p in range(n):
            m = item_margins(p, a, ranks, ptr, items, s, compared, touched, stack)
            anyc = False
            e = rowptr[p]
            for t in range(m):
                j = stack[t]
                if compared[j]:
                    anyc = True
                if s[j] < 0:  # j beats p
                    if e >= cap:
                        cap *= 2
                        grown = np.empty(cap, np.int64)
                        grown[:e] = cols[:e]
                        cols = grown
                    cols[e] = j
                    e += 1
            rowptr[p + 1] = e
            dangling[p] = (not anyc) and e == rowptr[p]
        pi = np.full(n, 1.0 / n)
        new = np.empty(n)
        c = 1.0 - teleport
        it = 0
        diff = np.inf
        while it < max_iter:
            it += 1
            spread = 0.0
            for j in range(n):
                new[j] = 0.0
            for p in range(n):
                w = c * pi[p]
                if dangling[p]:
                    spread += w / n
                    continue
                b = rowptr[p + 1] - rowptr[p]
                new[p] += w * (1.0 - b / n)
                for t in range(rowptr[p], rowptr[p + 1]):
                    new[cols[t]] += w / n
            for j in range(n):
                new[j] += spread + teleport / n
            diff = _l1_step(pi, new)
            if diff < tol:
                break
        store_solution(q, a, pi, it, diff, diff < tol, out, n_iter, resid, conv)
    return out, n_iter, resid, conv
