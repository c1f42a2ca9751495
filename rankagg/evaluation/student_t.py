"""Student's t tail probabilities without SciPy: the paired t-tests ``rankagg evaluate`` prints below its table.

``scipy.stats`` takes about half a second to import (more than evaluating dozens of runs), so the command
line computes the two-sided p-value of a t statistic itself:

    p = I_x(df / 2, 1 / 2),   x = df / (df + t^2)

(Abramowitz & Stegun 26.7.1 with 26.5.27), the regularised incomplete beta function evaluated by its
continued fraction (A&S 26.5.8) with the modified Lentz method (Press et al., Numerical Recipes, 3rd ed.,
Sec. 6.4), on the side where it converges fast (``x < (a + 1) / (a + b + 2)``, else by the symmetry
``I_x(a, b) = 1 - I_{1-x}(b, a)``).  Relative accuracy about 1e-14 against SciPy's ``stdtr``
(tests/evaluation/test_student_t.py); :func:`rankagg.evaluation.measures.paired_t_test`, which the
reports use, stays on SciPy.
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np
from numpy.typing import NDArray

__all__ = ["betainc", "t_two_sided", "paired_t", "P_BELOW_DOUBLE", "p_text"]

# A finite t's two-sided p is positive, but past |t| ~ 40 on many degrees of freedom it is below the smallest double
# and computes as 0 (SciPy's too).  Such a p is carried as the smallest subnormal, so that Holm's m * p stays a
# positive subnormal, and :func:`p_text` prints every subnormal as a bound ("p < 2.23e-308", as R prints
# "p-value < 2.2e-16"): never the impossible "p = 0".  Only t = +-inf (every difference equal and not 0) keeps
# p = 0, the limit and SciPy's value.
P_BELOW_DOUBLE = math.ulp(0.0)
_SMALLEST_NORMAL = 2.2250738585072014e-308

_TINY = 1e-300
_EPS = 1e-16


def _continued_fraction(a: float, b: float, x: float) -> float:
    """The continued fraction of ``I_x(a, b)`` (A&S 26.5.8), by the modified Lentz method (NR 5.2, 6.4)."""
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > _TINY else _TINY)
    h = d
    for m in range(1, 10_000):
        m2 = 2 * m
        for num in (m * (b - m) * x / ((qam + m2) * (a + m2)), -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))):
            d = 1.0 + num * d
            d = 1.0 / (d if abs(d) > _TINY else _TINY)
            c = 1.0 + num / c
            c = c if abs(c) > _TINY else _TINY
            h *= d * c
        if abs(d * c - 1.0) < _EPS:
            break
    return h


def betainc(a: float, b: float, x: float, y: float | None = None) -> float:
    """The regularised incomplete beta function ``I_x(a, b)`` for ``a, b > 0`` and ``0 <= x <= 1``; ``y`` is
    ``1 - x`` when the caller knows it more exactly than the subtraction would give it."""
    if not (a > 0 and b > 0) or not 0.0 <= x <= 1.0:
        return math.nan
    y = 1.0 - x if y is None else y
    if x == 0.0 or y == 0.0:
        return 0.0 if x == 0.0 else 1.0
    log_front = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log(y)
    if x < (a + 1.0) / (a + b + 2.0):
        return math.exp(log_front) * _continued_fraction(a, b, x) / a
    return 1.0 - math.exp(log_front) * _continued_fraction(b, a, y) / b


def t_two_sided(t: float, df: float) -> float:
    """``P(|T| >= |t|)`` for Student's t with ``df`` degrees of freedom (NaN when ``df <= 0`` or ``t`` is NaN)."""
    if not df > 0 or math.isnan(t):
        return math.nan
    if math.isinf(t):
        return 0.0
    return max(P_BELOW_DOUBLE, min(1.0, betainc(df / 2.0, 0.5, df / (df + t * t), t * t / (df + t * t))))


def p_text(p: float, spaced: bool = False) -> str:
    """A p-value as printed: ``p=0.0123`` (3 significant digits), ``p<2.23e-308`` for one below the smallest normal
    double (its true value is smaller than any double says), ``p=n/a`` for NaN (no test); ``spaced``: ``p = ...``."""
    eq, lt = (" = ", " < ") if spaced else ("=", "<")
    if math.isnan(p):
        return f"p{eq}n/a"
    if 0 < p < _SMALLEST_NORMAL:
        return f"p{lt}{_SMALLEST_NORMAL:.3g}"
    return f"p{eq}{p:.3g}"


def paired_t(a: Sequence[float] | NDArray[np.float64], b: Sequence[float] | NDArray[np.float64]
             ) -> tuple[float, float, float]:
    """The paired t-test of ``a - b`` (two-sided): ``(t, p, mean difference)``, as ``scipy.stats.ttest_rel``
    computes ``t``; ``(0, 1, 0)`` when every difference of two or more pairs is 0.  Fewer than two pairs are no test
    (R's ``t.test`` refuses them, ``ttest_rel`` gives NaN): ``t`` and ``p`` NaN, the mean difference NaN for none."""
    d = np.asarray(a, dtype=float) - np.asarray(b, dtype=float)
    n = len(d)
    if n < 2:
        return math.nan, math.nan, float(d[0]) if n else math.nan
    if bool(np.all(d == 0)):
        return 0.0, 1.0, 0.0
    mean = float(np.mean(d))
    with np.errstate(divide="ignore", invalid="ignore"):
        t = float(np.divide(mean, np.sqrt(np.var(d, ddof=1) / n)))
    return t, t_two_sided(t, n - 1), mean
