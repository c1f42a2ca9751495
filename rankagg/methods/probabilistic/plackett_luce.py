"""Plackett–Luce over partial (top-k) lists: Hunter's MM algorithm with an optional Gamma prior.

Each ranker's list for a query is a sequence of choices: the first document is
chosen from a choice set, then the second from what is left, and so on, with
``P(choose i from A) = gamma_i / sum_{l in A} gamma_l`` (Plackett 1975; Luce
1959).  What the choice sets hold is the partial-list question:

* ``unranked="none"`` — each list only orders the documents it returned (the
  last choice is forced and says nothing);
* ``unranked="below"`` — each list is a *top-k* list of the query: every
  document it did not return is in every choice set and is never chosen
  (Guiver & Snelson 2009 §2 "top-k rankings"; Hunter 2004 §5).

Estimation is Hunter's MM algorithm (Ann. Statist. 2004, §5, Eq. 30):
``gamma_i <- w_i / sum_j sum_{t: i in A_jt} 1 / sum_{l in A_jt} gamma_l`` with
``w_i`` the number of (non-forced) choices of ``i``.  With ``alpha > 0`` the
update is the MAP update under a ``Gamma(1 + alpha, alpha)`` prior on each
``gamma_i`` (mean 1; Caron & Doucet 2012, Eq. 12: ``(alpha + w_i) / (alpha +
denominator)``), the conjugate prior of Guiver & Snelson's Bayesian
Plackett–Luce (ICML 2009, §3), so that a document that is never chosen keeps a
finite score.  rankagg reports the MAP point estimate of that Bayesian model
rather than Guiver & Snelson's expectation-propagation posterior mean (see
``docs/implicit.md``).  The score is ``log gamma``; iteration stops when no
``log gamma`` moves by more than ``tol`` or after ``max_iter`` sweeps
(``objective_`` = final log-likelihood plus log prior, per query).
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit

from rankagg.methods.registry import register
from rankagg.data.validation import Integer, Options, Real
from rankagg.methods.pairwise_base import PairwiseAggregator
from rankagg.methods.canonical_order import canonical_perm, gather_ranks
from rankagg.methods.pairwise_kernels import query_layout
from rankagg.methods.solver_kernels import solver_outputs, store_solution

__all__ = ["PlackettLuce"]


@njit(cache=True)
def _stage_totals(k, mk, order, inlist, below, g, suffix):
    """``suffix[t]`` = total worth still unchosen at stage ``t`` of list ``k`` (the unlisted items count under 'below')."""
    total = 0.0
    if below:
        for i in range(g.shape[0]):
            if not inlist[k, i]:
                total += g[i]
    suffix[mk] = total
    for t in range(mk - 1, -1, -1):
        suffix[t] = suffix[t + 1] + g[order[k, t]]


@njit(cache=True)
def _pl_query(R, below, alpha, max_iter, tol):
    """R: (n, K) ranks of one query (NaN = not returned)."""
    n, nk = R.shape
    # sorted list of every ranker (canonical index breaks equal ranks)
    order = np.zeros((nk, n), np.int64)
    m = np.zeros(nk, np.int64)
    inlist = np.zeros((nk, n), np.bool_)
    for k in range(nk):
        cnt = 0
        vals = np.empty(n)
        idx = np.empty(n, np.int64)
        for i in range(n):
            v = R[i, k]
            if v == v:
                vals[cnt] = v
                idx[cnt] = i
                cnt += 1
                inlist[k, i] = True
        o = np.argsort(vals[:cnt], kind="mergesort")
        for t in range(cnt):
            order[k, t] = idx[o[t]]
        m[k] = cnt
    # number of non-forced choices of each document
    w = np.zeros(n)
    nstages = np.zeros(nk, np.int64)
    for k in range(nk):
        if m[k] == 0:
            continue
        last = m[k] - 1
        if below and m[k] < n:
            last = m[k]
        nstages[k] = last  # stages 0..last-1 are informative
        for t in range(last):
            w[order[k, t]] += 1.0
    g = np.ones(n)
    lg = np.zeros(n)
    d = np.zeros(n)
    it = 0
    conv = False
    suffix = np.zeros(n + 1)
    while it < max_iter:
        it += 1
        for i in range(n):
            d[i] = 0.0
        for k in range(nk):
            L = nstages[k]
            if L == 0:
                continue
            mk = m[k]
            _stage_totals(k, mk, order, inlist, below, g, suffix)
            c = 0.0
            for t in range(mk):
                if t < L:
                    c += 1.0 / suffix[t]
                d[order[k, t]] += c
            if below:
                for i in range(n):
                    if not inlist[k, i]:
                        d[i] += c
        mx = 0.0
        tot = 0.0
        for i in range(n):
            num = w[i] + alpha
            den = d[i] + alpha
            if den > 0 and num > 0:
                g[i] = num / den
            elif den > 0:
                g[i] = 1e-300
            tot += g[i]
        if alpha == 0.0:
            for i in range(n):
                g[i] *= n / tot
        for i in range(n):
            nl = math.log(g[i])
            diff = abs(nl - lg[i])
            if diff > mx:
                mx = diff
            lg[i] = nl
        if mx < tol:
            conv = True
            break
    # objective: log-likelihood + log prior (up to constants)
    ll = 0.0
    for k in range(nk):
        L = nstages[k]
        if L == 0:
            continue
        _stage_totals(k, m[k], order, inlist, below, g, suffix)
        for t in range(L):
            ll += lg[order[k, t]] - math.log(suffix[t])
    if alpha > 0:
        for i in range(n):
            ll += alpha * lg[i] - alpha * g[i]
    return lg, it, ll, conv


@njit(cache=True)
def _pl_flat(offsets, ranks, below, alpha, max_iter, tol):
    out, n_iter, obj, conv = solver_outputs(offsets)
    for q in range(offsets.shape[0] - 1):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n > 0:
            s, it, ll, ok = _pl_query(ranks[a:a + n], below, alpha, max_iter, tol)
            store_solution(q, a, s, it, ll, ok, out, n_iter, obj, conv)
    return out, n_iter, obj, conv


@register("plackett_luce")
class PlackettLuce(PairwiseAggregator):
    """Plackett–Luce over top-k lists, MM (Hunter 2004) with a Gamma prior (Guiver & Snelson 2009)."""

    not_duplication_invariant = "the Gamma(1 + alpha, alpha) prior is not doubled with the data"

    uses_pairwise = False
    defaults = {"alpha": 1.0, "max_iter": 1000, "tol": 1e-6, "unranked": "below", "positions": "raw"}
    param_grid = {"alpha": [0.1, 1.0, 10.0], "unranked": ["none", "below"]}
    param_doc = {
        "alpha": "Gamma(1 + alpha, alpha) prior on the worths (0 = maximum likelihood)",
        "max_iter": "MM sweeps at most",
        "tol": "stop when no log-worth moves by more than this",
        "unranked": "none | below: lists order only their documents, or are top-k lists of the query",
        "positions": "raw | local (only the order within each list matters)",
    }
    tags = {"slow_fit": True}
    citation = ("Hunter, MM algorithms for generalized Bradley-Terry models, Ann. Statist. 2004, §5; "
                "Guiver & Snelson, Bayesian inference for Plackett-Luce ranking models, ICML 2009")

    param_constraints = {
        "unranked": Options("none", "below"),
        "positions": Options("raw", "local"),
        "alpha": Real(0),
        "max_iter": Integer(1),
        "tol": Real(0, low_open=True),
    }

    def _inputs(self, data):
        perm = canonical_perm(data)
        base = data.ranks if self.positions == "raw" else data.local_ranks()
        ranks = gather_ranks(base, perm, data.offsets, False)
        return perm, data.offsets, query_layout(data.offsets), np.zeros(0), np.zeros(0), ranks

    def _kernel(self, offsets, moff, Y, C, ranks):
        return _pl_flat(offsets, ranks, self.unranked == "below", float(self.alpha), int(self.max_iter),
                        float(self.tol))
