"""The per-query iterative solvers' outputs and a small dense linear solve, shared by the model-based families.

A solver kernel (Bradley-Terry, Plackett-Luce, MPM, SVP) runs one compiled loop
over the queries of the whole dataset; :func:`solver_outputs` allocates what it
returns (flat scores, iterations, objective, converged flags per query) and
:func:`store_solution` writes one query's answer into them.
:func:`cholesky_solve` solves the symmetric positive definite system of a Newton step (Bradley-Terry, MPM).
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit

__all__ = ["solver_outputs", "store_solution", "cholesky_solve", "snap_centred"]

# a centred strength (logit / probit units, or a mean score difference in [-1, 1]) smaller than this is zero: the
# tie rule's quantum (docs/methods.md) on the unit scale of the terms that cancelled
CENTRED_ZERO = 2.0 ** -40


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


@njit(cache=True)
def snap_centred(s):
    """Set to 0 the centred strengths within :data:`CENTRED_ZERO` of it.  They are differences of O(1) terms, so a
    true 0 (documents a symmetric profile cannot tell apart) comes out as +-1e-17 from the order in which the terms
    were summed; the tie rule compares each gap at its own scale and would let that residue order the documents
    (u15a_tie_rule_condorcet_paradox_every_method: Thurstone and SVP on a Latin square of rankings)."""
    for i in range(s.shape[0]):
        if abs(s[i]) <= CENTRED_ZERO:
            s[i] = 0.0
    return s


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
