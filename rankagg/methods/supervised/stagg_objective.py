"""St.Agg_F's expected objective and its gradient (Niu et al., UAI 2013, §4.3.1-4.3.2, Eq. 14-15).

Scores ``s_i ~ N(f(x_i), σ²)``; the rank of each item is approximated by the
normal law of its pairwise contests, and ``Ev_s = Σ_j Σ_r v(y_j, r) P(R_j = r)``
is the expected NDCG, ERR or RBP (the formulas are in the docstring of
:mod:`rankagg.methods.supervised.stagg_supervised`).  :func:`_stagg_objective_nb`
computes it and its exact gradient with respect to the scores ``f`` for every
query in one compiled pass.
"""

from __future__ import annotations

import math

import numba
import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, check_param
from rankagg.methods.supervised.graded_objectives import OBJECTIVE_CODES, OBJECTIVES, RBP_P, err_scale, graded_labels, ndcg_norms

__all__ = ["stagg_objective"]

_SQRT2PI = math.sqrt(2.0 * math.pi)
_SQRT2 = math.sqrt(2.0)


@numba.njit(cache=True)
def _phi(x: float) -> float:
    return math.exp(-0.5 * x * x) / _SQRT2PI


@numba.njit(cache=True)
def _Phi(x: float) -> float:
    return 0.5 * math.erfc(-x / _SQRT2)


@numba.njit(cache=True)
def _gain(code: int, yj: float, r: int, norm: float) -> float:
    if code == 0:
        return (2.0 ** yj - 1.0) / math.log2(r + 2.0) * norm
    if code == 2:
        return (1.0 - RBP_P) * yj * RBP_P ** r
    return 0.0


@numba.njit(cache=True)
def _stagg_objective_nb(offsets, f, y, qnorm, sigma, var_floor, code, err_top):
    """Σ over queries of the expected objective and its gradient d/d f (flat items)."""
    total = 0.0
    grad = np.zeros(f.shape[0])
    c = 1.0 / (_SQRT2 * sigma)
    for q in range(offsets.shape[0] - 1):
        lo = offsets[q]
        n = offsets[q + 1] - lo
        if n < 1:
            continue
        p = np.zeros((n, n))
        qd = np.zeros((n, n))
        mu = np.zeros(n)
        v = np.full(n, var_floor)
        for i in range(n):
            for j in range(n):
                if i == j:
                    continue
                z = (f[lo + i] - f[lo + j]) * c
                pij = _Phi(z)
                p[i, j] = pij
                # φ is even and a - b = -(b - a) exactly, so the mirror pair's density is bit-equal
                qd[i, j] = qd[j, i] if j < i else _phi(z) * c
                mu[j] += pij
                v[j] += pij * (1.0 - pij)
        s = np.sqrt(v)
        d_mu = np.zeros(n)
        d_s = np.zeros(n)
        if code == 1:
            rs = np.empty(n)
            for i in range(n):
                rs[i] = (2.0 ** y[lo + i] - 1.0) / err_top
            fm = np.empty((n, n))
            lg = np.empty((n, n))
            tot = np.zeros(n)
            for i in range(n):
                for r in range(n):
                    fm[i, r] = _Phi((r - 0.5 - mu[i]) / s[i])
                    lg[i, r] = math.log1p(-rs[i] * fm[i, r])
                    tot[r] += lg[i, r]
            w = np.zeros((n, n))
        for j in range(n):
            # ranks whose cell [r - ½, r + ½] lies more than 9 s from μ carry no mass and are
            # skipped by the test below; the window (one rank wider on each side than that
            # test, against rounding) only avoids visiting them
            r_lo = max(0, int(math.floor(mu[j] - 9.0 * s[j])) - 1)
            r_hi = min(n, int(math.ceil(mu[j] + 9.0 * s[j])) + 2)
            prev_z = math.inf
            prev_phi = 0.0
            prev_cdf = 0.0
            for r in range(r_lo, r_hi):
                zp = (r + 0.5 - mu[j]) / s[j]
                zm = (r - 0.5 - mu[j]) / s[j]
                if zm > 9.0 or zp < -9.0:
                    continue
                if code == 1:
                    g = rs[j] / (r + 1.0) * math.exp(tot[r] - lg[j, r])
                else:
                    g = _gain(code, y[lo + j], r, qnorm[q])
                if g == 0.0:
                    continue
                # the lower edge of cell r is the upper edge of cell r - 1 (r - ½ and (r - 1) + ½
                # are the same double), so its φ and Φ are reused, bit for bit
                if zm == prev_z:
                    pm, cm = prev_phi, prev_cdf
                else:
                    pm, cm = _phi(zm), _Phi(zm)
                pp, cp = _phi(zp), _Phi(zp)
                prev_z, prev_phi, prev_cdf = zp, pp, cp
                pjr = cp - cm
                total += g * pjr
                d_mu[j] += g * (pm - pp) / s[j]
                d_s[j] += g * (pm * zm - pp * zp) / s[j]
                if code == 1:
                    w[j, r] = g * pjr
        if code == 1:
            # P(stop at r) of item j depends on every other item's P(R_i < r)
            for r in range(n):
                col = 0.0
                for j in range(n):
                    col += w[j, r]
                for i in range(n):
                    e = (col - w[i, r]) * (-rs[i] / (1.0 - rs[i] * fm[i, r]))
                    if e == 0.0:
                        continue
                    zm = (r - 0.5 - mu[i]) / s[i]
                    ph = _phi(zm)
                    d_mu[i] += e * (-ph) / s[i]
                    d_s[i] += e * (-ph * zm) / s[i]
        for j in range(n):
            dv = d_s[j] / (2.0 * s[j])
            for i in range(n):
                if i == j:
                    continue
                a = (d_mu[j] + dv * (1.0 - 2.0 * p[i, j])) * qd[i, j]
                grad[lo + i] += a
                grad[lo + j] -= a
    return total, grad


def stagg_objective(data: Rankings, f: NDArray, sigma: float, objective: str, var_floor: float = 0.01):
    """Expected objective ``Σ_q Ev_s`` over the queries of ``data`` (with labels) and d/d f."""
    check_param("objective", objective, Options(OBJECTIVES))
    labels = graded_labels(data)
    y = labels.astype(np.float64)
    return _stagg_objective_nb(data.offsets, np.asarray(f, dtype=np.float64), y, ndcg_norms(data, labels),
                               float(sigma), float(var_floor), OBJECTIVE_CODES[objective], err_scale(labels))
