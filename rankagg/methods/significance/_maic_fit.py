"""MAIC's decay curve of a ranked list, fitted as the reference code fits it, compiled.

The reference implementation of MAIC (github.com/baillielab/maic, ``ExponentialEntityList``) fits
``a e^(-b x) - c x + d`` to a list's running root mean score with ``scipy.optimize.curve_fit``: start
``(3, 0.01, 0.0001, w)``, errors ``sigma_x = w (n - x + 1) / n``, bounds ``a, b, d >= 0, c >= 1e-8``.  With bounds,
curve_fit runs the trust region reflective algorithm (Branch, Coleman & Li, SIAM J. Sci. Comput. 21, 1999) of
``scipy.optimize.least_squares``: the exact trust-region solver (an SVD per iteration, More's root finding
for the Levenberg-Marquardt parameter), a 2-point finite-difference Jacobian, ``x_scale = 1``,
``ftol = xtol = gtol = 1e-8``, at most 400 evaluations.  Called from Python, each fit costs about 10 ms of
interpreter overhead for a few microseconds of arithmetic, so MAIC took seconds per query.

:func:`fit_decay` is that algorithm for that model, step for step as SciPy 1.17 takes it (``trf_bounds`` and
``select_step`` in scipy/optimize/_lsq/trf.py, the helpers of _lsq/common.py, ``approx_derivative`` in
_numdiff.py; SciPy is BSD-licensed), compiled with numba.  The operations are SciPy's, in SciPy's order: dot
products and matrix-vector products through BLAS (numba calls ``ddot``/``dgemv`` as NumPy does, on arrays of the
same layout), the SVD through LAPACK's ``dgesdd`` (as ``scipy.linalg.svd``), sums of four terms left to right
(NumPy's reduction of so few), ``x ** 0.5`` of a scalar as ``pow`` and of an array as ``sqrt`` (NumPy's fast path),
``x ** 3`` as ``pow``, ``exp`` from the C library.  So the fitted parameters are SciPy's bit for bit wherever NumPy's
``exp`` and ``power`` are the C library's (NumPy without its AVX-512 kernels: the pinned environment of
``rankagg.experiments.reproduce``); with NumPy's AVX-512 ``exp`` SciPy's own fit moves in the last bits of the
residuals, and through the finite differences by up to about 1e-6 (``tests/methods/significance/test_maic_fit.py``
compares with curve_fit; ``benchmarks/bench_maic.py`` measures both).
A fit SciPy would abandon (a ``RuntimeError``: 400 evaluations; a ``ValueError``: residuals or Jacobian not
finite, a point outside the bounds, a degenerate trust-region step) returns ``ok = False``, as the reference
then falls back to a straight descent.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit
from numpy.typing import NDArray

__all__ = ["fit_decay", "LOWER_BOUNDS"]

#: the reference's bounds on (a, b, c, d); the upper bounds are infinite
LOWER_BOUNDS = np.array([0.0, 0.0, 1e-8, 0.0])
_EPS = float(np.finfo(np.float64).eps)
_DIFF_STEP = _EPS ** 0.5  # approx_derivative's relative step for '2-point'
_TOL = 1e-8  # ftol, xtol, gtol
_N = 4
#: the exponents SciPy raises scalars to (``x ** 0.5``, ``Delta ** 2``, ``denom ** 3``), which NumPy and Python
#: compute with the C library's ``pow``.  They reach the compiled code as data: a constant exponent lets LLVM turn
#: ``x ** 0.5`` into ``sqrt`` and ``x ** 2`` into ``x * x``, which differ from glibc's ``pow`` in the last bit for a
#: few values in 10^4 (enough to move a fit)
POWERS = np.array([0.5, 2.0, 3.0])


@njit(cache=True, error_model="numpy")
def _residuals(p: NDArray[np.float64], x: NDArray[np.float64], y: NDArray[np.float64],
               transform: NDArray[np.float64]) -> NDArray[np.float64]:  # pragma: no cover - compiled
    """curve_fit's ``transform * (f(x, *p) - y)`` with ``f = a * np.exp(-b * x) - c * x + d``."""
    out = np.empty(x.size)
    nb = -p[1]
    for i in range(x.size):
        out[i] = transform[i] * ((((p[0] * math.exp(nb * x[i])) - (p[2] * x[i])) + p[3]) - y[i])
    return out


@njit(cache=True, error_model="numpy")
def _all_finite(v: NDArray[np.float64]) -> bool:  # pragma: no cover - compiled
    for t in v.ravel():
        if not math.isfinite(t):
            return False
    return True


@njit(cache=True, error_model="numpy")
def _jacobian_t(p: NDArray[np.float64], x: NDArray[np.float64], y: NDArray[np.float64], transform: NDArray[np.float64],
                f0: NDArray[np.float64], lb: NDArray[np.float64]) -> NDArray[np.float64]:  # pragma: no cover - compiled
    """The transposed Jacobian (approx_derivative's ``J_transposed``, C-ordered: ``J`` is its F-ordered transpose),
    by forward differences; a step that would leave the bounds is taken backwards (the upper bounds are infinite)."""
    jt = np.empty((_N, x.size))
    for j in range(_N):
        sign = 1.0 if p[j] >= 0 else -1.0
        h = _DIFF_STEP * sign * max(1.0, abs(p[j]))
        lower_dist = p[j] - lb[j]
        upper_dist = math.inf - p[j]
        moved = p[j] + h
        violated = moved < lb[j] or moved > math.inf
        fitting = abs(h) <= max(lower_dist, upper_dist)
        if violated and fitting:
            h = -h
        elif not fitting:
            h = upper_dist if upper_dist >= lower_dist else -lower_dist
        q = p.copy()
        q[j] = p[j] + h
        fq = _residuals(q, x, y, transform)
        dx = (p[j] + h) - p[j]
        for i in range(x.size):
            jt[j, i] = (fq[i] - f0[i]) / dx
    return jt


@njit(cache=True, error_model="numpy")
def _norm(v: NDArray[np.float64]) -> float:  # pragma: no cover - compiled
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
def _solve_trust_region(m: int, uf: NDArray[np.float64], s: NDArray[np.float64], v: NDArray[np.float64], delta: float,
                        initial_alpha: float, powers: NDArray[np.float64]) -> tuple[NDArray[np.float64], float]:  # pragma: no cover - compiled
    """solve_lsq_trust_region (More's method on one SVD); returns the step and the new alpha."""
    suf = s * uf
    full_rank = False
    if m >= _N:
        threshold = _EPS * m * s[0]
        full_rank = s[-1] > threshold
    if full_rank:
        p = -np.dot(v, uf / s)
        if _norm(p) <= delta:
            return p, 0.0
    alpha_upper = _norm(suf) / delta
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
    p *= delta / _norm(p)
    return p, alpha


@njit(cache=True, error_model="numpy")
def _phi_and_derivative(alpha: float, suf: NDArray[np.float64], s: NDArray[np.float64], delta: float,
                        powers: NDArray[np.float64]) -> tuple[float, float]:  # pragma: no cover - compiled
    denom = s * s + alpha
    p_norm = _norm(suf / denom)
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
def _select_step(x: NDArray[np.float64], jh: NDArray[np.float64], diag_h: NDArray[np.float64], g_h: NDArray[np.float64],
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
    to_tr = delta / _norm(ag_h)
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
def _strictly_feasible(x: NDArray[np.float64], lb: NDArray[np.float64]) -> NDArray[np.float64]:  # pragma: no cover - compiled
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


@njit(cache=True, error_model="numpy")
def _trf(x0: NDArray[np.float64], xs: NDArray[np.float64], y: NDArray[np.float64], transform: NDArray[np.float64],
         lb: NDArray[np.float64], powers: NDArray[np.float64]) -> tuple[NDArray[np.float64], int]:  # pragma: no cover - compiled
    """least_squares(method='trf') from the feasible start ``x0``: ``(x, status)``, status as SciPy's (0: the
    evaluations ran out; 1-4: converged), or -1 where SciPy raises a ValueError."""
    m = xs.size
    f = _residuals(x0, xs, y, transform)
    if not _all_finite(f):
        return x0, -1  # "Residuals are not finite in the initial point."
    jt = _jacobian_t(x0, xs, y, transform, f, lb)
    x = x0.copy()
    nfev = 1
    max_nfev = _N * 100
    cost = 0.5 * np.dot(f, f)
    g = np.dot(jt, f)  # compute_grad: J.T.dot(f)
    v = np.ones(_N)
    for i in range(_N):  # CL_scaling_vector (the upper bounds are infinite)
        if g[i] > 0:
            v[i] = x[i] - lb[i]
    delta = _norm(x0 / np.sqrt(v))
    if delta == 0:
        delta = 1.0
    f_augmented = np.zeros(m + _N)
    j_augmented = np.zeros((m + _N, _N))
    jh = np.empty((m, _N))
    alpha = 0.0
    status = 0
    while True:
        v = np.ones(_N)
        dv = np.zeros(_N)
        for i in range(_N):
            if g[i] > 0:
                v[i] = x[i] - lb[i]
                dv[i] = 1.0
        g_norm = abs(g[0] * v[0])
        for i in range(1, _N):  # norm(g * v, ord=inf): the largest, or NaN
            t = abs(g[i] * v[i])
            if not math.isnan(g_norm) and (t > g_norm or math.isnan(t)):
                g_norm = t
        if g_norm < _TOL:
            status = 1
        if status != 0 or nfev == max_nfev:
            break
        d = np.sqrt(v)  # v ** 0.5 * x_scale
        diag_h = g * dv
        g_h = d * g
        f_augmented[:m] = f
        for i in range(m):
            for j in range(_N):
                jh[i, j] = jt[j, i] * d[j]
                j_augmented[i, j] = jh[i, j]
        root = np.sqrt(diag_h)
        for j in range(_N):
            j_augmented[m + j, j] = root[j]
        if not _all_finite(j_augmented):
            return x, -1  # scipy.linalg.svd(check_finite=True)
        u, s, vt = np.linalg.svd(j_augmented, full_matrices=False)
        vv = vt.T
        uf = np.dot(u.T, f_augmented)
        theta = max(0.995, 1 - g_norm)
        actual_reduction = -1.0
        cost_new = cost
        x_new = x
        f_new = f
        while actual_reduction <= 0 and nfev < max_nfev:
            p_h, alpha = _solve_trust_region(m, uf, s, vv, delta, alpha, powers)
            p = d * p_h
            step, step_h, predicted_reduction = _select_step(x, jh, diag_h, g_h, p, p_h, d, delta, lb, theta, powers)
            x_new = _strictly_feasible(x + step, lb)
            f_new = _residuals(x_new, xs, y, transform)
            nfev += 1
            step_h_norm = _norm(step_h)
            if not _all_finite(f_new):
                delta = 0.25 * step_h_norm
                continue
            cost_new = 0.5 * np.dot(f_new, f_new)
            actual_reduction = cost - cost_new
            # update_tr_radius
            if predicted_reduction > 0:
                ratio = actual_reduction / predicted_reduction
            elif predicted_reduction == actual_reduction == 0:
                ratio = 1.0
            else:
                ratio = 0.0
            delta_new = delta
            if ratio < 0.25:
                delta_new = 0.25 * step_h_norm
            elif ratio > 0.75 and step_h_norm > 0.95 * delta:
                delta_new *= 2.0
            # check_termination
            step_norm = _norm(step)
            ftol_ok = actual_reduction < _TOL * cost and ratio > 0.25
            xtol_ok = step_norm < _TOL * (_TOL + _norm(x))
            if ftol_ok and xtol_ok:
                status = 4
            elif ftol_ok:
                status = 2
            elif xtol_ok:
                status = 3
            if status != 0:
                break
            alpha *= delta / delta_new
            delta = delta_new
        if actual_reduction > 0:
            x = x_new
            f = f_new
            cost = cost_new
            jt = _jacobian_t(x, xs, y, transform, f, lb)
            g = np.dot(jt, f)
    if status > 0:  # curve_fit's covariance: scipy.linalg.svd(res.jac) raises on a Jacobian it cannot decompose
        if not _all_finite(jt):
            return x, -1
        np.linalg.svd(np.ascontiguousarray(jt.T), full_matrices=False)
    return x, status


@njit(cache=True, error_model="numpy")
def _fit(y: NDArray[np.float64], weight: float, lb: NDArray[np.float64], powers: NDArray[np.float64]) -> tuple[NDArray[np.float64], bool]:  # pragma: no cover - compiled
    n = y.size
    xs = np.arange(1, n + 1).astype(np.float64)
    if not (_all_finite(y) and math.isfinite(weight) and weight >= 0):
        return np.zeros(_N), False  # asarray_chkfinite(ydata); the start (weight) outside the bounds
    sigma = np.empty(n)
    for i in range(n):
        sigma[i] = weight * (n - xs[i] + 1) / n
    transform = 1.0 / sigma
    x0 = np.array([3.0, 0.01, 0.0001, weight])
    for i in range(_N):  # make_strictly_feasible(x0, lb, ub), rstep = 1e-10
        if x0[i] - lb[i] <= min(math.inf, 1e-10 * max(1.0, abs(lb[i]))):
            x0[i] = lb[i] + 1e-10 * max(1.0, abs(lb[i]))
    try:
        params, status = _trf(x0, xs, y, transform, lb, powers)
    except Exception:  # LAPACK's SVD did not converge, a degenerate trust-region step: SciPy raises too
        return np.zeros(_N), False
    return params, status > 0


def fit_decay(y: NDArray[np.float64], weight: float) -> NDArray[np.float64] | None:
    """The parameters ``(a, b, c, d)`` curve_fit finds for ``a e^(-b x) - c x + d`` through ``y`` at
    ``x = 1..n`` with the reference's start, errors and bounds (module docstring), or None where curve_fit
    raises (the reference then falls back to a straight descent)."""
    params, ok = _fit(np.ascontiguousarray(y, dtype=np.float64), float(weight), LOWER_BOUNDS, POWERS)
    return params if ok else None
