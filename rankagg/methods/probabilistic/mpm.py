"""MPM: the Multinomial Preference Model (Volkovs & Zemel, WWW 2012; JMLR 15, 2014, §3).

The observed (weighted) pairwise preferences of a query are modelled as
independent draws from one multinomial over the ``n (n - 1)`` ordered pairs,

    P(i > j | s) = exp(s_i - s_j) / Z(s),   Z(s) = sum_{k != l} exp(s_k - s_l)
                                                = (sum_k e^{s_k})(sum_l e^{-s_l}) - n,

so the log-likelihood of the summed Volkovs §2.1 matrix ``Y`` (``N = sum Y``) is

    L(s) = sum_{i != j} Y[i, j] (s_i - s_j) - N log Z(s)
         = sum_i (out_i - in_i) s_i - N log Z(s).

``log Z`` is a log-sum-exp of linear functions, so ``L`` is concave, and the
penalty ``(alpha/2) ||s||^2`` makes it strictly concave (it also fixes the
additive constant ``L`` cannot see).  rankagg maximises it by Newton's method:
the gradient is ``(out - in) - N (e^{s} B - e^{-s} A) / Z`` (``A = sum e^{s}``,
``B = sum e^{-s}``) and the Hessian of ``log Z`` is the covariance of
``e_k - e_l`` under the pair distribution (O(n^2) to form, Cholesky to solve).
The per-query iterations are in ``n_iter_`` and the final penalised
log-likelihood in ``objective_``.  The supervised θ-MPM is left to the
supervised-methods issue.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit

from rankagg.methods.probabilistic._newton import MPM_LINK, _mpm_obj, newton_line_search
from rankagg.methods.registry import register
from rankagg.data.validation import Integer, Real
from rankagg.methods.pairwise_base import PairwiseAggregator
from rankagg.methods.solver_kernels import cholesky_solve, solver_outputs, store_solution

__all__ = ["MPM"]


@njit(cache=True)
def _mpm_query(Yq, alpha, max_iter, tol):
    n = Yq.shape[0]
    s = np.zeros(n)
    if n < 2:
        return s, 0, 0.0, True
    net = np.zeros(n)
    N = 0.0
    for i in range(n):
        for j in range(n):
            w = Yq[i, j]
            net[i] += w
            net[j] -= w
            N += w
    if N == 0.0:
        return s, 0, 0.0, True
    ridge = alpha if alpha > 0 else 1e-9
    f = _mpm_obj(net, N, s, alpha)
    H = np.zeros((n, n))
    g = np.zeros(n)
    ep = np.zeros(n)
    em = np.zeros(n)
    new = np.zeros(n)
    it = 0
    conv = False
    while it < max_iter:
        it += 1
        c = 0.5 * (s.max() + s.min())
        A = 0.0
        B = 0.0
        for i in range(n):
            ep[i] = math.exp(s[i] - c)
            em[i] = math.exp(c - s[i])
            A += ep[i]
            B += em[i]
        Z = A * B - n
        # pair probabilities p_kl = ep_k em_l / Z (k != l); marginals
        for i in range(n):
            out_i = (ep[i] * B - 1.0) / Z  # sum_l p_il
            in_i = (em[i] * A - 1.0) / Z   # sum_k p_ki
            g[i] = net[i] - N * (out_i - in_i) - alpha * s[i]
            mean_i = out_i - in_i
            for j in range(n):
                if i == j:
                    H[i, j] = N * (out_i + in_i - mean_i * mean_i) + ridge
                else:
                    pij = ep[i] * em[j] / Z
                    pji = ep[j] * em[i] / Z
                    mean_j = ((ep[j] * B - 1.0) - (em[j] * A - 1.0)) / Z
                    H[i, j] = N * (-(pij + pji) - mean_i * mean_j)
        step = cholesky_solve(H, g)
        f, conv = newton_line_search(MPM_LINK, Yq, net, N, alpha, s, step, f, new, tol)
        if conv:
            break
    return s, it, f, conv


@njit(cache=True)
def _mpm_flat(offsets, moff, Y, alpha, max_iter, tol):
    out, n_iter, obj, conv = solver_outputs(offsets)
    for q in range(offsets.shape[0] - 1):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n > 0:
            s, it, f, ok = _mpm_query(Y[moff[q]:moff[q + 1]].reshape((n, n)), alpha, max_iter, tol)
            store_solution(q, a, s, it, f, ok, out, n_iter, obj, conv)
    return out, n_iter, obj, conv


@register("mpm")
class MPM(PairwiseAggregator):
    """Multinomial Preference Model (Volkovs & Zemel, WWW 2012; JMLR 2014 §3), penalised ML by Newton."""

    defaults = {"alpha": 1e-3, "max_iter": 100, "tol": 1e-8,
                "transform": "binary", "unranked": "none", "positions": "raw"}
    param_grid = {"transform": ["binary", "diff", "logdiff"], "unranked": ["none", "below"]}
    param_doc = {
        "alpha": "ridge on the scores (fixes the additive constant; > 0 keeps Newton well posed)",
        "max_iter": "Newton iterations at most",
        "tol": "stop when the largest score change is below this",
    }
    citation = ("Volkovs & Zemel, A flexible generative model for preference aggregation, WWW 2012; "
                "New learning methods for supervised and unsupervised preference aggregation, JMLR 15, 2014, §3")

    param_constraints = {"alpha": Real(0), "max_iter": Integer(1), "tol": Real(0, low_open=True)}

    def _kernel(self, offsets, moff, Y, C, ranks):
        return _mpm_flat(offsets, moff, Y, float(self.alpha), int(self.max_iter), float(self.tol))
