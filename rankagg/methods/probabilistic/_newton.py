"""Penalised maximum likelihood by Newton's method: the pieces the paired-comparison models share.

Bradley-Terry / Thurstone (:mod:`rankagg.methods.probabilistic.bradley_terry`,
logistic or probit link) and the Multinomial Preference Model
(:mod:`rankagg.methods.probabilistic.mpm`) maximise a concave penalised
log-likelihood of the scores of one query by Newton steps with a backtracking
line search.  The objectives live here so that one compiled line search
(:func:`newton_line_search`) serves both (numba cannot cache a kernel that
takes another kernel as an argument, so the objective is chosen by a code:
``link`` 0 logistic, 1 probit, :data:`MPM_LINK` the MPM likelihood).
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit

__all__: list[str] = []

_SQRT2 = math.sqrt(2.0)
_LOG_SQRT_2PI = 0.5 * math.log(2.0 * math.pi)


@njit(cache=True)
def _link(link, x):
    """(log F(x), d/dx log F, -d2/dx2 log F) for the logistic (0) or probit (1) link."""
    if link == 0:
        if x >= 0:
            e = math.exp(-x)
            logf = -math.log1p(e)
            p = 1.0 / (1.0 + e)
        else:
            e = math.exp(x)
            logf = x - math.log1p(e)
            p = e / (1.0 + e)
        return logf, 1.0 - p, p * (1.0 - p)
    # probit
    if x > -30.0:
        cdf = 0.5 * math.erfc(-x / _SQRT2)
        pdf = math.exp(-0.5 * x * x - _LOG_SQRT_2PI)
        m = pdf / cdf
        logf = math.log(cdf)
    else:
        # asymptotic Mills ratio for the far left tail
        m = -x / (1.0 - 1.0 / (x * x) + 3.0 / (x ** 4))
        logf = -0.5 * x * x - _LOG_SQRT_2PI - math.log(-x) + math.log(1.0 - 1.0 / (x * x))
    return logf, m, m * (x + m)


@njit(cache=True)
def _objective(link, Yq, s, alpha):
    n = s.shape[0]
    tot = 0.0
    for i in range(n):
        tot -= 0.5 * alpha * s[i] * s[i]
        for j in range(n):
            w = Yq[i, j]
            if w != 0.0:
                lf, _, _ = _link(link, s[i] - s[j])
                tot += w * lf
    return tot


@njit(cache=True)
def _mpm_obj(net, N, s, alpha):
    n = s.shape[0]
    smax = s.max()
    smin = s.min()
    A = 0.0
    B = 0.0
    for i in range(n):
        A += math.exp(s[i] - smax)
        B += math.exp(smin - s[i])
    # Z = A B e^{smax - smin} - n, computed in logs
    logAB = math.log(A) + math.log(B) + (smax - smin)
    logZ = logAB + math.log1p(-n * math.exp(-logAB)) if n * math.exp(-logAB) < 1.0 else -np.inf
    f = 0.0
    for i in range(n):
        f += net[i] * s[i] - 0.5 * alpha * s[i] * s[i]
    return f - N * logZ


#: ``link`` code of the MPM likelihood (Volkovs & Zemel 2012), beside 0 = logistic and 1 = probit
MPM_LINK = 2


@njit(cache=True)
def _penalised_loglik(link, Yq, net, N, s, alpha):
    """The objective of the model ``link`` at scores ``s`` (``Yq`` for the paired models, ``net``, ``N`` for MPM)."""
    if link == MPM_LINK:
        return _mpm_obj(net, N, s, alpha)
    return _objective(link, Yq, s, alpha)


@njit(cache=True)
def newton_line_search(link, Yq, net, N, alpha, s, step, f, new, tol):
    """Move ``s`` along the Newton ``step``: halve the step (at most 40 times) until the concave
    objective does not decrease (up to 1e-12 relative).  Returns the new objective and whether the
    largest score change was below ``tol`` (converged)."""
    n = s.shape[0]
    t = 1.0
    fnew = f
    for _ in range(40):
        new[:] = s + t * step
        fnew = _penalised_loglik(link, Yq, net, N, new, alpha)
        if fnew >= f - 1e-12 * abs(f):
            break
        t *= 0.5
    mx = np.max(np.abs(new - s)) if n else 0.0
    s[:] = new
    return fnew, mx < tol
