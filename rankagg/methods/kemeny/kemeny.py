"""Kemeny-optimal aggregation (Kemeny 1959; Dwork et al. WWW 2001 §2, §4.2).

The Kemeny objective of a consensus order ``pi`` of one query is the total
(weighted) number of disagreements with the rankers,

    K(pi) = sum over pairs with i above j in pi of Y[j, i],

``Y`` the summed Volkovs §2.1 matrix (binary: the number of rankers that put
``j`` above ``i``; with ``unranked="none"`` this is the induced Kendall-tau
distance to partial lists, only pairs a ranker returned both of count).

* **Exact** for queries with at most ``exact_max`` documents: dynamic programme
  over subsets (Held-Karp style): ``D[S] = min_{i in S} D[S - i] + cost(i after
  S - i)``, where placing ``i`` right below the set ``S - i`` costs
  ``sum_{j not in S} Y[j, i]``.  O(2^n n^2) time, O(2^n) memory; ties between
  optimal orders go to the canonical (house tie) order.
* **Heuristic** above ``exact_max``: start from the Copeland order, then local
  search by single-item moves (remove a document and re-insert it where the
  objective drops most) until no move improves or ``max_iter`` passes; the
  result is locally Kemeny-optimal (every adjacent swap is a move).  The
  objective of the returned order is in ``objective_`` (per query), the number
  of passes in ``n_iter_``, and ``exact_`` says which queries were solved exactly.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from rankagg.methods.registry import register
from rankagg.data.validation import Integer
from rankagg.methods.pairwise_base import PairwiseAggregator

__all__ = ["Kemeny", "kemeny_dp"]


@njit(cache=True)
def kemeny_dp(Yq):
    """Exact Kemeny order of one query (``Yq`` n x n, n <= ~20).  Returns (order, cost)."""
    n = Yq.shape[0]
    full = (1 << n) - 1
    colsum = np.zeros(n)
    for i in range(n):
        for j in range(n):
            colsum[i] += Yq[j, i]
    D = np.full(1 << n, np.inf)
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
        arg = -1
        for i in range(n - 1, -1, -1):  # ties: the later canonical item goes last
            if (S >> i) & 1:
                R = S & ~(1 << i)
                # i is placed below R; it is above every j outside S
                c = D[R] + (colsum[i] - inS[S, i])
                if c < best - 1e-12:
                    best = c
                    arg = i
        D[S] = best
        last[S] = arg
    order = np.empty(n, np.int64)
    S = full
    for p in range(n - 1, -1, -1):
        i = last[S]
        order[p] = i
        S = S & ~(1 << i)
    return order, D[full]


@njit(cache=True)
def _order_cost(Yq, order):
    n = order.shape[0]
    tot = 0.0
    for p in range(n):
        for t in range(p + 1, n):
            tot += Yq[order[t], order[p]]
    return tot


@njit(cache=True)
def _move_search(Yq, order, max_iter):
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
def _kemeny_flat(offsets, moff, Y, exact_max, max_iter):
    nq = offsets.shape[0] - 1
    out = np.zeros(offsets[nq])
    obj = np.zeros(nq)
    n_iter = np.zeros(nq, np.int64)
    conv = np.ones(nq, np.bool_)
    exact = np.zeros(nq, np.bool_)
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n == 0:
            exact[q] = True
            continue
        Yq = Y[moff[q]:moff[q + 1]].reshape((n, n))
        if n <= exact_max:
            order, cost = kemeny_dp(Yq)
            exact[q] = True
            obj[q] = cost
        else:
            # Copeland start (canonical order breaks ties), then move search
            cop = np.zeros(n)
            for i in range(n):
                for j in range(n):
                    d = Yq[i, j] - Yq[j, i]
                    if d > 0:
                        cop[i] += 1.0
                    elif d < 0:
                        cop[i] -= 1.0
            order = np.argsort(-cop, kind="mergesort")
            order, passes, ok = _move_search(Yq, order, max_iter)
            n_iter[q] = passes
            conv[q] = ok
            obj[q] = _order_cost(Yq, order)
        for p in range(n):
            out[a + order[p]] = n - p
    return out, n_iter, obj, conv, exact


@register("kemeny")
class Kemeny(PairwiseAggregator):
    """Kemeny-optimal consensus: exact DP up to ``exact_max`` documents, move local search beyond.

    See the module docstring.  Condorcet-consistent when exact (and the local
    search keeps a Condorcet winner first: moving it up always helps).
    """

    defaults = {"exact_max": 12, "max_iter": 100, "unranked": "none", "transform": "binary", "positions": "raw"}
    param_grid = {"unranked": ["none", "below"]}
    param_doc = {
        **PairwiseAggregator.param_doc,
        "exact_max": "queries with at most this many documents are solved exactly (DP over subsets, <= 20)",
        "max_iter": "passes of the move local search for larger queries",
    }
    tags = {"slow_fit": True}
    citation = ("Kemeny, Mathematics without numbers, Daedalus 1959; Dwork et al., WWW 2001 §2, §4.2 "
                "(Kendall objective, local Kemenization)")

    param_constraints = {"exact_max": Integer(0, 20), "max_iter": Integer(1)}

    def _kernel(self, offsets, moff, Y, C, ranks):
        s, it, obj, conv, exact = _kemeny_flat(offsets, moff, Y, int(self.exact_max), int(self.max_iter))
        self.exact_ = exact
        return s, it, obj, conv
