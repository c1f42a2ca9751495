"""SVP: rank aggregation by singular value projection (Gleich & Lim, KDD 2011).

For one query, the observed skew-symmetric pairwise matrix (Gleich & Lim §3,
"binary comparison" / "arithmetic mean of score differences")

    Ybar[i, j] = (Y[i, j] - Y[j, i]) / C[i, j]   on  Omega = {(i, j): C[i, j] > 0}

(``Y`` the summed Volkovs §2.1 matrix, ``C`` the number of rankers that compared
the pair) is completed by a rank-2 matrix ``X`` solving

    min ||P_Omega(X - Ybar)||_F^2   s.t.  rank(X) <= 2        (Gleich & Lim Eq. 5)

with SVP (Jain, Meka & Dhillon 2010; Gleich & Lim Algorithm 1):
``X <- P_2(X - eta P_Omega(X - Ybar))``, ``P_2`` the best rank-2 approximation.
The scores are ``s = X e / n`` (Gleich & Lim §3: ``X = s e^T - e s^T``).

``P_2`` of a skew-symmetric matrix keeps its top singular pair, a 2-D invariant
subspace; rankagg finds it by block power iteration (``power_steps`` steps per
SVP iteration, warm-started from the previous subspace, first started from
``span{e, Ybar e}``).  Stopping: relative decrease of the residual
``||P_Omega(X - Ybar)||_F`` below ``tol`` ("precision"), or ``max_iter``.  The
St.Agg paper ran SVP with learning rate 0.1 and precision 0.01 (§5.1), the
defaults here.  ``objective_`` holds the final residual norm per query.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit

from rankagg.methods.registry import register
from rankagg.data.validation import Integer, Real
from rankagg.methods.pairwise_base import PairwiseAggregator
from rankagg.methods.solver_kernels import snap_centred, solver_outputs, store_solution

__all__ = ["SVP"]


@njit(cache=True)
def _orth2(U):
    n = U.shape[0]
    a = 0.0
    for i in range(n):
        a += U[i, 0] * U[i, 0]
    a = math.sqrt(a)
    if a < 1e-300:
        U[:, 0] = 0.0
        U[0, 0] = 1.0
    else:
        U[:, 0] /= a
    d = 0.0
    for i in range(n):
        d += U[i, 0] * U[i, 1]
    for i in range(n):
        U[i, 1] -= d * U[i, 0]
    b = 0.0
    for i in range(n):
        b += U[i, 1] * U[i, 1]
    b = math.sqrt(b)
    if b < 1e-12:
        # deterministic fallback: the basis vector least aligned with the first column
        k = 0
        for i in range(n):
            if abs(U[i, 0]) < abs(U[k, 0]):
                k = i
        U[:, 1] = -U[k, 0] * U[:, 0]
        U[k, 1] += 1.0
        b = 0.0
        for i in range(n):
            b += U[i, 1] * U[i, 1]
        b = math.sqrt(b)
    U[:, 1] /= b


@njit(cache=True)
def _svp_query(Yb, W, lr, tol, max_iter, power_steps):
    n = Yb.shape[0]
    X = np.zeros((n, n))
    M = np.zeros((n, n))
    V = np.zeros((n, 2))
    for i in range(n):
        V[i, 0] = 1.0
        for j in range(n):
            V[i, 1] += Yb[i, j]
    _orth2(V)
    ynorm = 0.0
    for i in range(n):
        for j in range(n):
            if W[i, j]:
                ynorm += Yb[i, j] * Yb[i, j]
    ynorm = math.sqrt(ynorm)
    if ynorm == 0.0 or n < 2:
        return np.zeros(n), 0, 0.0, True
    prev = ynorm
    it = 0
    res = ynorm
    conv = False
    MV = np.zeros((n, 2))
    while it < max_iter:
        it += 1
        for i in range(n):
            for j in range(n):
                g = X[i, j] - Yb[i, j] if W[i, j] else 0.0
                M[i, j] = X[i, j] - lr * g
        for _ in range(power_steps):
            MV[:, :] = 0.0
            for i in range(n):
                m0 = 0.0
                m1 = 0.0
                for j in range(n):
                    m0 += M[i, j] * V[j, 0]
                    m1 += M[i, j] * V[j, 1]
                MV[i, 0] = m0
                MV[i, 1] = m1
            V[:, :] = MV
            _orth2(V)
        # X = V (V^T M V) V^T
        MV[:, :] = 0.0
        for i in range(n):
            for j in range(n):
                MV[i, 0] += M[i, j] * V[j, 0]
                MV[i, 1] += M[i, j] * V[j, 1]
        B = np.zeros((2, 2))
        for i in range(n):
            for c in range(2):
                B[0, c] += V[i, 0] * MV[i, c]
                B[1, c] += V[i, 1] * MV[i, c]
        for i in range(n):
            r0 = V[i, 0] * B[0, 0] + V[i, 1] * B[1, 0]
            r1 = V[i, 0] * B[0, 1] + V[i, 1] * B[1, 1]
            for j in range(n):
                X[i, j] = r0 * V[j, 0] + r1 * V[j, 1]
        res = 0.0
        for i in range(n):
            for j in range(n):
                if W[i, j]:
                    d = X[i, j] - Yb[i, j]
                    res += d * d
        res = math.sqrt(res)
        if prev > 0 and (prev - res) / prev < tol and it > 1:
            conv = True
            break
        prev = res
    s = np.zeros(n)
    for i in range(n):
        for j in range(n):
            s[i] += X[i, j]
        s[i] /= n
    return snap_centred(s), it, res, conv


@njit(cache=True)
def _svp_flat(offsets, moff, Y, C, lr, tol, max_iter, power_steps):
    nq = offsets.shape[0] - 1
    out, n_iter, obj, conv = solver_outputs(offsets)
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n == 0:
            continue
        b = moff[q]
        Yb = np.zeros((n, n))
        W = np.zeros((n, n), np.bool_)
        for i in range(n):
            for j in range(n):
                c = C[b + i * n + j]
                if c > 0:
                    W[i, j] = True
                    Yb[i, j] = (Y[b + i * n + j] - Y[b + j * n + i]) / c
        s, it, res, ok = _svp_query(Yb, W, lr, tol, max_iter, power_steps)
        store_solution(q, a, s, it, res, ok, out, n_iter, obj, conv)
    return out, n_iter, obj, conv


@register("svp")
class SVP(PairwiseAggregator):
    """SVP rank aggregation (Gleich & Lim, KDD 2011, Eq. 5 and Algorithm 1); see the module docstring."""

    needs_counts = True
    divergence_hint = "; a smaller lr converges (St.Agg uses 0.1)"

    defaults = {"lr": 0.1, "tol": 0.01, "max_iter": 500, "power_steps": 3,
                "transform": "binary", "unranked": "none", "positions": "raw"}
    param_grid = {"transform": ["binary", "diff", "logdiff"], "unranked": ["none", "below"]}
    param_doc = {
        "lr": "SVP step size eta (St.Agg: 0.1)",
        "tol": "stop when the residual decreases by less than this fraction (St.Agg 'precision' 0.01)",
        "max_iter": "SVP iterations at most",
        "power_steps": "block power steps per iteration for the rank-2 projection",
    }
    citation = "Gleich & Lim, Rank aggregation via nuclear norm minimization, KDD 2011, Eq. 5, Algorithm 1"

    param_constraints = {
        "lr": Real(0, low_open=True),
        "tol": Real(0, low_open=True),
        "max_iter": Integer(1),
        "power_steps": Integer(1),
    }

    def _kernel(self, offsets, moff, Y, C, ranks):
        return _svp_flat(offsets, moff, Y, C, float(self.lr), float(self.tol), int(self.max_iter),
                         int(self.power_steps))
