"""The Kemeny family's compiled kernels on one query: the subset DP, the objective, the move local search.

``Yq[i, j]`` is the weight that puts item ``i`` above item ``j``; items are
numbered in the house tie order (the callers' canonical order).  The Kemeny
objective of an order is ``sum_{i above j} Yq[j, i]`` (Kemeny 1959; Dwork et
al. WWW 2001 §2).
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["kemeny_dp", "tie_weights", "order_cost", "move_search", "copeland_start", "iterated_search"]


@njit(cache=True)
def tie_weights(n):
    """The tie rule's pair weights: ``W[i, j]`` (``i < j``) is what putting ``j`` above ``i`` weighs,
    ``n (n - i) + (n - j)``: more the earlier ``i`` comes in the tie order, then the earlier ``j``; every pair
    its own weight, so two optimal orders rarely weigh the same (zero on and below the diagonal)."""
    W = np.zeros((n, n))
    for i in range(n):
        for j in range(i + 1, n):
            W[i, j] = n * (n - i) + (n - j)
    return W


@njit(cache=True)
def kemeny_dp(Yq, Wq):
    """Exact Kemeny order of one query (``Yq`` n x n, n <= ~20).  Returns (order, cost).

    Ties between optimal orders go by the house rule (:mod:`rankagg.methods.kemeny.exact`): the least weight
    ``Wq`` of pairs against the numbering (``Wq[i, j]``, ``i < j``: :func:`tie_weights` of the query), minimised
    second (it is additive over the placements, like the cost), then the latest item last, then the latest
    of the rest, ...
    """
    n = Yq.shape[0]
    full = (1 << n) - 1
    colsum = np.zeros(n)
    for i in range(n):
        for j in range(n):
            colsum[i] += Yq[j, i]
    D = np.full(1 << n, np.inf)
    Dt = np.zeros(1 << n)  # the tie weight of the best order of S
    last = np.full(1 << n, -1, np.int64)
    # inS[S, i] = sum_{j in S} Y[j, i] computed incrementally from S without its lowest bit
    inS = np.zeros((1 << n, n))
    D[0] = 0.0
    for S in range(1, 1 << n):
        low = 0
        while not (S >> low) & 1:
            low += 1
        prev = S & ~(1 << low)
        for i in range(n):
            inS[S, i] = inS[prev, i] + Yq[low, i]
        best = np.inf
        best_t = 0.0
        arg = -1
        for i in range(n - 1, -1, -1):  # ties on both: the later canonical item goes last
            if (S >> i) & 1:
                R = S & ~(1 << i)
                # i is placed below R; it is above every j outside S (against the numbering when j < i)
                c = D[R] + (colsum[i] - inS[S, i])
                if c > best + 1e-12:
                    continue
                t = Dt[R]
                for j in range(i):
                    if not (S >> j) & 1:
                        t += Wq[j, i]
                if c < best - 1e-12 or t < best_t:
                    best = c
                    best_t = t
                    arg = i
        D[S] = best
        Dt[S] = best_t
        last[S] = arg
    order = np.empty(n, np.int64)
    S = full
    for p in range(n - 1, -1, -1):
        i = last[S]
        order[p] = i
        S = S & ~(1 << i)
    return order, D[full]


@njit(cache=True)
def order_cost(Yq, order):
    n = order.shape[0]
    tot = 0.0
    for p in range(n):
        for t in range(p + 1, n):
            tot += Yq[order[t], order[p]]
    return tot


@njit(cache=True)
def move_search(Yq, order, max_iter):
    """Single-item move local search; returns (order, passes, converged)."""
    n = order.shape[0]
    passes = 0
    improved = True
    while improved and passes < max_iter:
        improved = False
        passes += 1
        for p in range(n):
            x = order[p]
            best = -1e-12
            best_t = p
            acc = 0.0
            for t in range(p - 1, -1, -1):  # move x above order[t]
                y = order[t]
                acc += Yq[y, x] - Yq[x, y]
                if acc < best:
                    best = acc
                    best_t = t
            acc = 0.0
            for t in range(p + 1, n):  # move x below order[t]
                y = order[t]
                acc += Yq[x, y] - Yq[y, x]
                if acc < best:
                    best = acc
                    best_t = t
            if best_t != p:
                improved = True
                if best_t < p:
                    for u in range(p, best_t, -1):
                        order[u] = order[u - 1]
                else:
                    for u in range(p, best_t):
                        order[u] = order[u + 1]
                order[best_t] = x
    return order, passes, not improved


@njit(cache=True)
def copeland_start(Yq):
    """Items by Copeland score (majority wins minus losses), ties in canonical order: the local search's start."""
    n = Yq.shape[0]
    cop = np.zeros(n)
    for i in range(n):
        for j in range(n):
            d = Yq[i, j] - Yq[j, i]
            if d > 0:
                cop[i] += 1.0
            elif d < 0:
                cop[i] -= 1.0
    return np.argsort(-cop, kind="mergesort")


@njit(cache=True)
def iterated_search(Yq, order, iters, patience, seed):
    """Iterated local search: reverse a random block of 2-12 items, descend by single-item moves, keep the
    result when it costs no more; at most ``iters`` rounds, and stop after ``patience`` rounds without a
    better order.  Returns (order, cost).  Numba's own generator, seeded with ``seed``, and no clock: the
    same order on every run."""
    np.random.seed(seed)
    n = order.shape[0]
    cur, _, _ = move_search(Yq, order.copy(), 1000)
    cost = order_cost(Yq, cur)
    best = cur.copy()
    best_cost = cost
    if n < 3:
        return best, best_cost
    since = 0
    for _ in range(iters):
        if since >= patience:
            break
        since += 1
        length = np.random.randint(2, min(12, n) + 1)
        a = np.random.randint(0, n - length + 1)
        cand = cur.copy()
        for t in range(length):
            cand[a + t] = cur[a + length - 1 - t]
        cand, _, _ = move_search(Yq, cand, 1000)
        c = order_cost(Yq, cand)
        if c <= cost:
            cur, cost = cand, c
            if c < best_cost:
                best, best_cost = cand.copy(), c
                since = 0
    return best, best_cost
