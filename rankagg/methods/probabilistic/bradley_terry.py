"""Paired-comparison models fitted by (penalised) maximum likelihood:
Bradley–Terry (Bradley & Terry 1952) and Thurstone case V (Thurstone 1927; Mosteller 1951).

For one query with summed Volkovs §2.1 matrix ``Y`` (binary: ``Y[i, j]`` = number
of rankers that put ``i`` above ``j``; Volkovs et al. CIKM 2012 Eq. 1 is exactly
the Bradley–Terry log-likelihood of these indicators), the scores maximise

    L(s) = sum_{i != j} Y[i, j] log F(s_i - s_j) - (alpha / 2) ||s||^2

with ``F`` the logistic function (Bradley–Terry) or the standard normal cdf
``Phi`` (Thurstone case V).  ``log F`` is concave for both, so ``L`` is concave
and, for ``alpha > 0``, strictly concave with a unique finite maximiser even
when a document never wins (the Gaussian prior / ridge penalty is the
"regularisation so that items with no wins stay finite").  ``alpha = 0`` is the
plain MLE, which diverges for such documents: the fit then stops at
``max_iter`` and warns.

Solver: Newton's method with backtracking line search; the negative Hessian is
a weighted graph Laplacian plus ``alpha I`` (SPD), solved by Cholesky.  Stops
when the largest Newton step is below ``tol``.  ``objective_`` holds the final
penalised log-likelihood per query, ``n_iter_`` the Newton iterations.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from rankagg.methods.probabilistic._newton import _link, _objective, newton_line_search
from rankagg.methods.registry import register
from rankagg.data.validation import Integer, Real
from rankagg.methods.pairwise_base import PairwiseAggregator
from rankagg.methods.solver_kernels import cholesky_solve, snap_centred, solver_outputs, store_solution

__all__ = ["BradleyTerry", "Thurstone"]
@njit(cache=True)
def _newton_query(link, Yq, alpha, max_iter, tol):
    n = Yq.shape[0]
    s = np.zeros(n)
    if n < 2:
        return s, 0, 0.0, True
    ridge = alpha if alpha > 0 else 1e-9
    f = _objective(link, Yq, s, alpha)
    it = 0
    conv = False
    g = np.zeros(n)
    H = np.zeros((n, n))
    while it < max_iter:
        it += 1
        for i in range(n):
            g[i] = -alpha * s[i]
            for j in range(n):
                H[i, j] = 0.0
        for i in range(n):
            H[i, i] += ridge
            for j in range(n):
                w = Yq[i, j]
                if w == 0.0 or i == j:
                    continue
                _, d1, d2 = _link(link, s[i] - s[j])
                g[i] += w * d1
                g[j] -= w * d1
                c = w * d2
                H[i, i] += c
                H[j, j] += c
                H[i, j] -= c
                H[j, i] -= c
        step = cholesky_solve(H, g)
        # backtracking line search on the concave objective
        # (np.zeros(0), 0.0: the MPM statistics, unused by the paired models)
        f, conv = newton_line_search(link, Yq, np.zeros(0), 0.0, alpha, s, step, f, np.empty(n), tol)
        if conv:
            break
    # centre (the likelihood only sees differences)
    mean = s.mean()
    for i in range(n):
        s[i] -= mean
    return snap_centred(s), it, f, conv


@njit(cache=True)
def _paired_flat(link, offsets, moff, Y, alpha, max_iter, tol):
    out, n_iter, obj, conv = solver_outputs(offsets)
    for q in range(offsets.shape[0] - 1):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n > 0:
            s, it, f, ok = _newton_query(link, Y[moff[q]:moff[q + 1]].reshape((n, n)), alpha, max_iter, tol)
            store_solution(q, a, s, it, f, ok, out, n_iter, obj, conv)
    return out, n_iter, obj, conv


class _Paired(PairwiseAggregator):
    link = 0
    defaults = {"alpha": 1.0, "max_iter": 100, "tol": 1e-8,
                "transform": "binary", "unranked": "none", "positions": "raw"}
    param_grid = {"alpha": [0.1, 1.0, 10.0], "unranked": ["none", "below"]}
    param_doc = {
        "alpha": "ridge (Gaussian prior precision) on the scores; 0 = plain MLE",
        "max_iter": "Newton iterations at most",
        "tol": "stop when the largest score change is below this",
    }

    param_constraints = {"alpha": Real(0), "max_iter": Integer(1), "tol": Real(0, low_open=True)}

    def _kernel(self, offsets, moff, Y, C, ranks):
        return _paired_flat(self.link, offsets, moff, Y, float(self.alpha), int(self.max_iter), float(self.tol))


@register("bradley_terry")
class BradleyTerry(_Paired):
    """Bradley–Terry MLE/MAP over the rankers' pairwise preferences (Volkovs et al. CIKM 2012 Eq. 1)."""

    not_duplication_invariant = "the prior alpha is not doubled with the data"

    link = 0
    citation = ("Bradley & Terry, Biometrika 39, 1952; Volkovs, Larochelle & Zemel, CIKM 2012, §2 Eq. 1; "
                "Hunter, Ann. Statist. 32, 2004")


@register("thurstone")
class Thurstone(_Paired):
    """Thurstone case V: ``P(i beats j) = Phi(s_i - s_j)``, penalised MLE (Thurstone 1927; Mosteller 1951)."""

    link = 1
    citation = "Thurstone, A law of comparative judgment, Psychol. Review 34, 1927 (case V); Mosteller, Psychometrika 1951"
