"""R's elementary functions, bit for bit, where R RobustRankAggreg's orders depend on the last bit.

R computes ``exp`` and ``log`` with the C library's (glibc's) functions, ``x^y`` with ``powl`` (long double,
on 64-bit Intel) except ``x^2 = x * x``, and ``pnorm`` by Cody's algorithm (R's nmath ``pnorm_both``).  NumPy's
own ``exp``/``log`` loops differ from glibc's in the last bit for about one value in ten, and SciPy's ``ndtr``
from R's ``pnorm`` for most values: enough to swap two items whose scores R ties or nearly ties.  The kernels
here are compiled with numba, whose ``math.exp``/``math.log`` are the C library's; ``r_pow`` uses NumPy's
long-double power, which is ``powl``.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit
from numpy.typing import NDArray

__all__ = ["r_exp", "r_log", "r_pnorm", "r_pow"]


@njit(cache=True)
def _exp(x: NDArray[np.float64]) -> NDArray[np.float64]:  # pragma: no cover - compiled
    out = np.empty_like(x)
    for i in range(x.size):
        out.flat[i] = math.exp(x.flat[i])
    return out


@njit(cache=True)
def _log(x: NDArray[np.float64]) -> NDArray[np.float64]:  # pragma: no cover - compiled
    out = np.empty_like(x)
    for i in range(x.size):
        v = x.flat[i]
        out.flat[i] = math.log(v) if v > 0 else (-math.inf if v == 0 else math.nan)
    return out


def r_exp(x: NDArray[np.float64]) -> NDArray[np.float64]:
    """R's ``exp`` (the C library's), elementwise."""
    return _exp(np.ascontiguousarray(x, dtype=np.float64))


def r_log(x: NDArray[np.float64]) -> NDArray[np.float64]:
    """R's ``log`` (the C library's), elementwise; NaN stays NaN."""
    return _log(np.ascontiguousarray(x, dtype=np.float64))


def r_pow(x: NDArray[np.float64], power: int) -> NDArray[np.float64]:
    """R's ``x^power`` for an integer power: ``x * x`` for 2, else ``powl`` rounded to double (R's ``R_pow``)."""
    if power == 2:
        return x * x
    return np.power(x.astype(np.longdouble), np.longdouble(power)).astype(np.float64)


# Cody's coefficients (W. J. Cody, ACM TOMS 19, 1993), as R's nmath/pnorm.c holds them
_A = np.array([2.2352520354606839287, 161.02823106855587881, 1067.6894854603709582, 18154.981253343561249,
               0.065682337918207449113])
_B = np.array([47.20258190468824187, 976.09855173777669322, 10260.932208618978205, 45507.789335026729956])
_C = np.array([0.39894151208813466764, 8.8831497943883759412, 93.506656132177855979, 597.27027639480026226,
               2494.5375852903726711, 6848.1904505362823326, 11602.651437647350124, 9842.7148383839780218,
               1.0765576773720192317e-8])
_D = np.array([22.266688044328115691, 235.38790178262499861, 1519.377599407554805, 6485.558298266760755,
               18615.571640885098091, 34900.952721145977266, 38912.003286093271411, 19685.429676859990727])
_P = np.array([0.21589853405795699, 0.1274011611602473639, 0.022235277870649807, 0.001421619193227893466,
               2.9112874951168792e-5, 0.02307344176494017303])
_Q = np.array([1.28426009614491121, 0.468238212480865118, 0.0659881378689285515, 0.00378239633202758244,
               7.29751555083966205e-5])
_M_SQRT_32 = 5.656854249492380195206754896838
_M_1_SQRT_2PI = 0.398942280401432677939946059934
_EPS = 2.220446049250313e-16 * 0.5


@njit(cache=True)
def _pnorm_lower(z: NDArray[np.float64], A: NDArray[np.float64], B: NDArray[np.float64], C: NDArray[np.float64],
                 D: NDArray[np.float64], P: NDArray[np.float64], Q: NDArray[np.float64]) -> NDArray[np.float64]:  # pragma: no cover - compiled
    out = np.empty_like(z)
    for k in range(z.size):
        x = z[k]
        if math.isnan(x):
            out[k] = x
            continue
        y = abs(x)
        if y <= 0.67448975:
            if y > _EPS:
                xsq = x * x
                xnum = A[4] * xsq
                xden = xsq
                for i in range(3):
                    xnum = (xnum + A[i]) * xsq
                    xden = (xden + B[i]) * xsq
            else:
                xnum = 0.0
                xden = 0.0
            temp = x * (xnum + A[3]) / (xden + B[3])
            out[k] = 0.5 + temp
            continue
        if y <= _M_SQRT_32:
            xnum = C[8] * y
            xden = y
            for i in range(7):
                xnum = (xnum + C[i]) * y
                xden = (xden + D[i]) * y
            temp = (xnum + C[7]) / (xden + D[7])
            xsq = math.trunc(y * 16.0) / 16.0
            dl = (y - xsq) * (y + xsq)
            cum = math.exp(-xsq * xsq * 0.5) * math.exp(-dl * 0.5) * temp
            out[k] = 1.0 - cum if x > 0.0 else cum
            continue
        if -37.5193 < x < 8.2924:
            xsq = 1.0 / (x * x)
            xnum = P[5] * xsq
            xden = xsq
            for i in range(4):
                xnum = (xnum + P[i]) * xsq
                xden = (xden + Q[i]) * xsq
            temp = xsq * (xnum + P[4]) / (xden + Q[4])
            temp = (_M_1_SQRT_2PI - temp) / y
            xsq = math.trunc(x * 16.0) / 16.0
            dl = (x - xsq) * (x + xsq)
            cum = math.exp(-xsq * xsq * 0.5) * math.exp(-dl * 0.5) * temp
            out[k] = 1.0 - cum if x > 0.0 else cum
            continue
        out[k] = 1.0 if x > 0 else 0.0
    return out


def r_pnorm(x: NDArray[np.float64], mean: float | NDArray[np.float64], sd: float | NDArray[np.float64]) -> NDArray[np.float64]:
    """R's ``pnorm(x, mean, sd)`` (lower tail), bit for bit: ``(x - mean) / sd``, then Cody's rational
    approximations in three ranges (R's ``pnorm_both``)."""
    z = np.ascontiguousarray((np.asarray(x, dtype=np.float64) - mean) / sd, dtype=np.float64).ravel()
    return _pnorm_lower(z, _A, _B, _C, _D, _P, _Q).reshape(np.shape(x))
