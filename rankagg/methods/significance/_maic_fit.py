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
_numdiff.py; SciPy is BSD-licensed), compiled with numba (the trust-region steps in :mod:`._trust_region`).
The operations are SciPy's, in SciPy's order: dot products and matrix-vector products through BLAS (numba
calls ``ddot``/``dgemv`` as NumPy does, on arrays of the same layout; a one-row product as NumPy's ``ddot``),
the SVD through LAPACK's ``dgesdd`` (SciPy's LAPACK, as ``scipy.linalg.svd``), sums of four terms left to right
(NumPy's reduction of so few), ``x ** 0.5`` of a scalar as ``pow`` and of an array as ``sqrt`` (NumPy's fast
path), ``x ** 3`` as ``pow``, ``exp`` from the C library.  So the fitted parameters are SciPy's bit for bit
wherever NumPy's ``exp`` and ``power`` are the C library's: NumPy without its AVX-512 kernels, the pinned
environment of ``rankagg.experiments.reproduce`` (1,100 generated fits and the 40 first MQ2008-agg queries
compared: equal).  NumPy's AVX-512 ``exp`` and ``power`` differ from the C library's in the last bit, which
moves SciPy's own fits, through the finite differences, by up to about 1e-6 relative: the code before this
module gave MAIC scores 1.2e-6 apart with and without those kernels, on one machine.
(``tests/methods/significance/test_maic_fit.py`` compares with curve_fit; ``benchmarks/bench_maic.py`` times
both.)  A fit SciPy would abandon (a ``RuntimeError``: 400 evaluations; a ``ValueError``: residuals or Jacobian
not finite, a start outside the bounds, a degenerate trust-region step, an SVD that does not converge) gives
None, as the reference then falls back to a straight descent.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit
from numpy.typing import NDArray

from rankagg.methods.significance._trust_region import EPS, norm, select_step, solve_trust_region, strictly_feasible

__all__ = ["fit_decay", "LOWER_BOUNDS"]

#: the reference's bounds on (a, b, c, d); the upper bounds are infinite
LOWER_BOUNDS = np.array([0.0, 0.0, 1e-8, 0.0])
_DIFF_STEP = EPS ** 0.5  # approx_derivative's relative step for '2-point'
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
    delta = norm(x0 / np.sqrt(v))
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
            p_h, alpha = solve_trust_region(m, uf, s, vv, delta, alpha, powers)
            p = d * p_h
            step, step_h, predicted_reduction = select_step(x, jh, diag_h, g_h, p, p_h, d, delta, lb, theta, powers)
            x_new = strictly_feasible(x + step, lb)
            f_new = _residuals(x_new, xs, y, transform)
            nfev += 1
            step_h_norm = norm(step_h)
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
            step_norm = norm(step)
            ftol_ok = actual_reduction < _TOL * cost and ratio > 0.25
            xtol_ok = step_norm < _TOL * (_TOL + norm(x))
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
