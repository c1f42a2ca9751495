"""The trust-region steps of SciPy's trust region reflective least squares, compiled, for :mod:`._maic_fit`.

``solve_lsq_trust_region`` (More's root finding for the Levenberg-Marquardt parameter on one SVD),
``select_step`` (the step, its reflection off the bound it hits, or the scaled gradient step) and their helpers
from scipy/optimize/_lsq/common.py and trf.py (SciPy 1.17, BSD-licensed), for four variables with lower bounds
only (the reference's fit).  Each keeps SciPy's operations in SciPy's order (see :mod:`._maic_fit`): BLAS for dot
and matrix-vector products, Python's ``max``/``min`` and NumPy's NaN rules, and the C library's ``pow`` where
SciPy raises a scalar to a power (``powers``: the exponents as data, see ``_maic_fit.POWERS``).
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit
from numpy.typing import NDArray

__all__ = ["EPS", "norm", "select_step", "solve_trust_region", "strictly_feasible"]

EPS = float(np.finfo(np.float64).eps)
_N = 4


@njit(cache=True, error_model="numpy")
def norm(v: NDArray[np.float64]) -> float:  # pragma: no cover - compiled
    return math.sqrt(np.dot(v, v))  # numpy.linalg.norm: sqrt(x.dot(x))


@njit(cache=True, error_model="numpy")
def _step_size_to_bound(x: NDArray[np.float64], s: NDArray[np.float64],
                        lb: NDArray[np.float64]) -> tuple[float, NDArray[np.float64]]:  # pragma: no cover - compiled
    steps = np.full(_N, np.inf)
    for i in range(_N):
        if s[i] != 0:
            lo = (lb[i] - x[i]) / s[i]
            hi = (math.inf - x[i]) / s[i]
            steps[i] = lo if (lo >= hi or math.isnan(lo)) else hi  # np.maximum (NaN wins)
    min_step = steps[0]
    for i in range(1, _N):  # np.min: NaN wins
        if math.isnan(min_step):
            break
        if steps[i] < min_step or math.isnan(steps[i]):
            min_step = steps[i]
    hits = np.zeros(_N)
    for i in range(_N):
        if steps[i] == min_step:
            hits[i] = 1.0 if s[i] > 0 else (-1.0 if s[i] < 0 else 0.0)
    return min_step, hits


@njit(cache=True, error_model="numpy")
def _matvec(a: NDArray[np.float64], s: NDArray[np.float64]) -> NDArray[np.float64]:  # pragma: no cover - compiled
    """``a.dot(s)`` as NumPy computes it: ``dgemv``, except for a single row, which NumPy takes as one ``ddot``."""
    if a.shape[0] == 1:
        out = np.empty(1)
        out[0] = np.dot(a[0], s)
        return out
    return np.dot(a, s)


@njit(cache=True, error_model="numpy")
def _quadratic(jh: NDArray[np.float64], g: NDArray[np.float64], s: NDArray[np.float64],
               diag: NDArray[np.float64]) -> float:  # pragma: no cover - compiled
    """evaluate_quadratic: ``0.5 s^T (J^T J + diag) s + g^T s``."""
    js = _matvec(jh, s)
    q = np.dot(js, js)
    q += np.dot(s * diag, s)
    return 0.5 * q + np.dot(s, g)


@njit(cache=True, error_model="numpy")
def _minimize_quadratic_1d(a: float, b: float, lo: float, hi: float, c: float) -> tuple[float, float]:  # pragma: no cover - compiled
    t = np.array([lo, hi, 0.0])
    k = 2
    if a != 0:
        extremum = -0.5 * b / a
        if lo < extremum < hi:
            t[2] = extremum
            k = 3
    best = 0
    best_y = t[0] * (a * t[0] + b) + c
    for i in range(1, k):  # np.argmin: the first minimum, or the first NaN
        yi = t[i] * (a * t[i] + b) + c
        if math.isnan(best_y):
            break
        if yi < best_y or math.isnan(yi):
            best, best_y = i, yi
    return t[best], best_y


@njit(cache=True, error_model="numpy")
def solve_trust_region(m: int, uf: NDArray[np.float64], s: NDArray[np.float64], v: NDArray[np.float64], delta: float,
                        initial_alpha: float, powers: NDArray[np.float64]) -> tuple[NDArray[np.float64], float]:  # pragma: no cover - compiled
    """solve_lsq_trust_region (More's method on one SVD); returns the step and the new alpha."""
    suf = s * uf
    full_rank = False
    if m >= _N:
        threshold = EPS * m * s[0]
        full_rank = s[-1] > threshold
    if full_rank:
        p = -np.dot(v, uf / s)
        if norm(p) <= delta:
            return p, 0.0
    alpha_upper = norm(suf) / delta
    alpha_lower = 0.0
    if full_rank:
        phi, phi_prime = _phi_and_derivative(0.0, suf, s, delta, powers)
        alpha_lower = -phi / phi_prime
    if not full_rank and initial_alpha == 0:
        alpha = max(0.001 * alpha_upper, (alpha_lower * alpha_upper) ** powers[0])
    else:
        alpha = initial_alpha
    for _ in range(10):
        if alpha < alpha_lower or alpha > alpha_upper:
            alpha = max(0.001 * alpha_upper, (alpha_lower * alpha_upper) ** powers[0])
        phi, phi_prime = _phi_and_derivative(alpha, suf, s, delta, powers)
        if phi < 0:
            alpha_upper = alpha
        ratio = phi / phi_prime
        alpha_lower = max(alpha_lower, alpha - ratio)
        alpha -= (phi + delta) * ratio / delta
        if abs(phi) < 0.01 * delta:
            break
    p = -np.dot(v, suf / (s * s + alpha))
    p *= delta / norm(p)
    return p, alpha


@njit(cache=True, error_model="numpy")
def _phi_and_derivative(alpha: float, suf: NDArray[np.float64], s: NDArray[np.float64], delta: float,
                        powers: NDArray[np.float64]) -> tuple[float, float]:  # pragma: no cover - compiled
    denom = s * s + alpha
    p_norm = norm(suf / denom)
    total = 0.0
    for i in range(_N):  # np.sum of four terms: left to right
        term = (suf[i] * suf[i]) / denom[i] ** powers[2]
        total = term if i == 0 else total + term
    return p_norm - delta, -total / p_norm


@njit(cache=True, error_model="numpy")
def _intersect_trust_region(x: NDArray[np.float64], s: NDArray[np.float64], delta: float,
                            powers: NDArray[np.float64]) -> float:  # pragma: no cover - compiled
    """The positive root t of ``||x + s t|| = delta`` (intersect_trust_region); SciPy's ValueError cases raise."""
    a = np.dot(s, s)
    if a == 0:
        raise ValueError("`s` is zero.")
    b = np.dot(x, s)
    c = np.dot(x, x) - delta ** powers[1]
    if c > 0:
        raise ValueError("`x` is not within the trust region.")
    d = math.sqrt(b * b - a * c)
    q = -(b + math.copysign(d, b))
    t1 = q / a
    t2 = c / q
    return t2 if t1 < t2 else t1


@njit(cache=True, error_model="numpy")
def _build_quadratic_1d(jh: NDArray[np.float64], g: NDArray[np.float64], s: NDArray[np.float64], diag: NDArray[np.float64],
                        s0: NDArray[np.float64], with_s0: bool) -> tuple[float, float, float]:  # pragma: no cover - compiled
    v = _matvec(jh, s)
    a = np.dot(v, v)
    a += np.dot(s * diag, s)
    a *= 0.5
    b = np.dot(g, s)
    c = 0.0
    if with_s0:
        u = _matvec(jh, s0)
        b += np.dot(u, v)
        c = 0.5 * np.dot(u, u) + np.dot(g, s0)
        b += np.dot(s0 * diag, s)
        c += 0.5 * np.dot(s0 * diag, s0)
    return a, b, c


@njit(cache=True, error_model="numpy")
def select_step(x: NDArray[np.float64], jh: NDArray[np.float64], diag_h: NDArray[np.float64], g_h: NDArray[np.float64],
                 p: NDArray[np.float64], p_h: NDArray[np.float64], d: NDArray[np.float64], delta: float,
                 lb: NDArray[np.float64], theta: float, powers: NDArray[np.float64]) -> tuple[NDArray[np.float64], NDArray[np.float64], float]:  # pragma: no cover - compiled
    """select_step: the trust-region step, its reflection off the bound it hits, or the scaled gradient step."""
    moved = x + p
    inside = True
    for i in range(_N):
        if not (moved[i] >= lb[i] and moved[i] <= math.inf):
            inside = False
    if inside:
        return p, p_h, -_quadratic(jh, g_h, p_h, diag_h)
    p_stride, hits = _step_size_to_bound(x, p, lb)
    r_h = p_h.copy()
    for i in range(_N):
        if hits[i] != 0:
            r_h[i] *= -1
    r = d * r_h
    p *= p_stride
    p_h *= p_stride
    x_on_bound = x + p
    to_tr = _intersect_trust_region(p_h, r_h, delta, powers)
    to_bound, _ = _step_size_to_bound(x_on_bound, r, lb)
    r_stride = min(to_bound, to_tr)
    if r_stride > 0:
        r_stride_l = (1 - theta) * p_stride / r_stride
        r_stride_u = theta * to_bound if r_stride == to_bound else to_tr
    else:
        r_stride_l = 0.0
        r_stride_u = -1.0
    if r_stride_l <= r_stride_u:
        a, b, c = _build_quadratic_1d(jh, g_h, r_h, diag_h, p_h, True)
        r_stride, r_value = _minimize_quadratic_1d(a, b, r_stride_l, r_stride_u, c)
        r_h *= r_stride
        r_h += p_h
        r = r_h * d
    else:
        r_value = np.inf
    p *= theta
    p_h *= theta
    p_value = _quadratic(jh, g_h, p_h, diag_h)
    ag_h = -g_h
    ag = d * ag_h
    to_tr = delta / norm(ag_h)
    to_bound, _ = _step_size_to_bound(x, ag, lb)
    ag_stride = theta * to_bound if to_bound < to_tr else to_tr
    a, b, _c = _build_quadratic_1d(jh, g_h, ag_h, diag_h, ag_h, False)
    ag_stride, ag_value = _minimize_quadratic_1d(a, b, 0.0, ag_stride, 0.0)
    ag_h *= ag_stride
    ag *= ag_stride
    if p_value < r_value and p_value < ag_value:
        return p, p_h, -p_value
    if r_value < p_value and r_value < ag_value:
        return r, r_h, -r_value
    return ag, ag_h, -ag_value


@njit(cache=True, error_model="numpy")
def strictly_feasible(x: NDArray[np.float64], lb: NDArray[np.float64]) -> NDArray[np.float64]:  # pragma: no cover - compiled
    """make_strictly_feasible(x, lb, inf, rstep=0): a point on a bound moves one float inside."""
    out = x.copy()
    for i in range(_N):
        if x[i] <= lb[i]:
            out[i] = np.nextafter(lb[i], math.inf)
        elif x[i] >= math.inf:
            out[i] = np.nextafter(math.inf, lb[i])
        if out[i] < lb[i] or out[i] > math.inf:
            out[i] = 0.5 * (lb[i] + math.inf)
    return out
