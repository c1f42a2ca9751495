"""The exact rank distributions of one (query, ranker) column: the Poisson-binomial recursion of St.Agg (Niu
et al. UAI 2013, Eq. 9-10) in compiled loops, once per distinct position (:mod:`rankagg.methods.stagg.column_groups`).

The recursion runs once per distinct position: ``O(G n²)`` per (query, ranker)
with ``G`` distinct positions (:func:`_group_pmf`).  The common case, a list at
positions exactly ``1..k`` (local ranks, no ties) with a difference kernel,
shares the contests between items: the item at ``a`` meets ``d = 1..a-1`` and
``d = -1..-(k-a)``, so with the prefix products
``U_s = Π_{d=1..s}(q_d + p_d z)`` and ``L_s = Π_{d=1..s}(q_{-d} + p_{-d} z)``
(built once, Eq. 10) its pmf is ``U_{a-1} · L_{k-a}`` (times the unranked
contests' binomial): ``≈ n³/6`` operations per column instead of ``≈ n³/2``,
only sums of products of probabilities (a sliding window that divides the
leaving contest out is ill-conditioned when its ``p`` is near ½: errors grow
like ``Π 1/(1 - 2p)``, measured up to 1e17) (:func:`_column_pmfs`).
:func:`poisson_binomial_pmf` is the law of any sum of independent Bernoulli
variables by the same recursion.
"""

from __future__ import annotations

import math

import numba
import numpy as np
from numpy.typing import NDArray

from rankagg.methods.stagg.column_groups import _groups
from rankagg.methods.stagg.contests import _kernel

__all__ = ["poisson_binomial_pmf"]


# ---------------------------------------------------------------- exact Poisson-binomial
@numba.njit(cache=True)
def _pb_update(pmf: NDArray[np.float64], length: int, p: float, times: int) -> int:
    """Add ``times`` Bernoulli(p) contests to a pmf of support 0..length-1 (Eq. 10)."""
    q = 1.0 - p
    for _ in range(times):
        for r in range(length, 0, -1):
            pmf[r] = pmf[r] * q + pmf[r - 1] * p
        pmf[0] *= q
        length += 1
    return length


def poisson_binomial_pmf(p) -> NDArray[np.float64]:
    """Exact law of a sum of independent Bernoulli(p_i) by the recursion of Eq. 9–10."""
    p = np.asarray(p, dtype=np.float64).ravel()
    if np.any((p < 0) | (p > 1)) or np.any(np.isnan(p)):
        raise ValueError("probabilities must lie in [0, 1]")
    pmf = np.zeros(len(p) + 1)
    pmf[0] = 1.0
    length = 1
    for pi in p:
        length = _pb_update(pmf, length, float(pi), 1)
    return pmf


@numba.njit(cache=True)
def _binomial_half(m: int, out) -> None:
    """pmf of Binomial(m, 1/2) into out[0..m] (log-space, no underflow for large m)."""
    base = math.lgamma(m + 1.0) - m * math.log(2.0)
    for r in range(m + 1):
        out[r] = math.exp(base - math.lgamma(r + 1.0) - math.lgamma(m - r + 1.0))


@numba.njit(cache=True)
def _group_pmf(a: int, gpos, gcnt, n: int, kind: int, scale: float, out, buf_a=None, buf_b=None) -> None:
    """Exact pmf (length n) of the rank of one item of group ``a`` (Eq. 9–10).

    Two buffers alternate so that each step of the recursion is a vectorisable
    ``new[r] = old[r] q + old[r-1] p``.  The fair contests (p = 1/2: pairs with an
    item the ranker did not rank) are added last in one convolution with a
    Binomial(m, 1/2) pmf, which costs O(L m) instead of O(L m + m^2 / 2).
    """
    if buf_a is None:
        buf_a = np.empty(n + 1)
    if buf_b is None:
        buf_b = np.empty(n + 1)
    buf_a[0] = 1.0
    length = 1
    pa = gpos[a]
    fair = 0
    for b in range(gpos.shape[0]):
        times = gcnt[b] - (1 if b == a else 0)
        if times <= 0:
            continue
        pb = gpos[b]
        if np.isnan(pa) or np.isnan(pb):
            fair += times
            continue
        p = _kernel(pa, pb, float(n), kind, scale)
        q = 1.0 - p
        for _ in range(times):
            buf_b[0] = buf_a[0] * q
            for r in range(1, length):
                buf_b[r] = buf_a[r] * q + buf_a[r - 1] * p
            buf_b[length] = buf_a[length - 1] * p
            length += 1
            buf_a, buf_b = buf_b, buf_a
    if fair == 0:
        for r in range(n):
            out[r] = buf_a[r]
        return
    _binomial_half(fair, buf_b)
    for r in range(n):
        out[r] = 0.0
    for i in range(length):
        x = buf_a[i]
        if x == 0.0:
            continue
        for k in range(fair + 1):
            out[i + k] += x * buf_b[k]


@numba.njit(cache=True)
def _is_prefix_column(gpos, gcnt, n_ranked_groups: int, kind: int) -> bool:
    """True when the column's ranked positions are exactly 1..k, no ties, with a difference kernel."""
    if kind == 3 or n_ranked_groups < 2:
        return False
    for t in range(n_ranked_groups):
        if gcnt[t] != 1 or gpos[t] != t + 1.0:
            return False
    return True


@numba.njit(cache=True)
def _binomial(m: int, p: float, out) -> None:
    """pmf of Binomial(m, p) into out[0..m] (log-space, no underflow for large m)."""
    if p <= 0.0 or p >= 1.0:
        for r in range(m + 1):
            out[r] = 0.0
        out[0 if p <= 0.0 else m] = 1.0
        return
    lp, lq = math.log(p), math.log1p(-p)
    base = math.lgamma(m + 1.0)
    for r in range(m + 1):
        out[r] = math.exp(base - math.lgamma(r + 1.0) - math.lgamma(m - r + 1.0) + r * lp + (m - r) * lq)


@numba.njit(cache=True)
def _convolve_into(x, len_x: int, y, len_y: int, out) -> None:
    """out[0 : len_x + len_y - 1] = x[:len_x] * y[:len_y] (the longer one in the inner loop)."""
    if len_x > len_y:
        x, y = y, x
        len_x, len_y = len_y, len_x
    for r in range(len_x + len_y - 1):
        out[r] = 0.0
    for t in range(len_x):
        v = x[t]
        for r in range(len_y):
            out[t + r] += v * y[r]


@numba.njit(cache=True)
def _column_pmfs(posc, n: int, kind: int, scale: float, below: bool, out, upper, lower, buf_a, buf_b):
    """Exact pmfs of every distinct position of one (query, ranker) column, rows of ``out`` in group order.

    Returns ``(n_groups, item_group)``.  ``upper`` and ``lower`` are ``(n, n + 1)`` scratch arrays.

    A list at positions exactly ``1..k`` (no ties, a difference kernel) shares its contests
    between items: the item at position ``a`` meets the differences ``d = 1..a-1`` (items
    above) and ``d = -1..-(k-a)`` (items below), plus ``m = n - k`` unranked items: fair
    coins under 'half', ``m`` contests at ``d = a - k - 1`` under 'below'.  With the prefix
    products ``U_s = Π_{d=1..s} (q_d + p_d z)`` and ``L_s = B Π_{d=1..s} (q_{-d} + p_{-d} z)``
    (built once by Eq. 10; ``B = Bin(m, ½)`` under 'half', ``1`` under 'below'),
    ``pmf_a = U_{a-1} · L_{k-a}`` (times ``Bin(m, p(a - k - 1))`` under 'below'): one product
    of two pmfs of lengths ``a`` and ``n - a + 1``, ``Σ_a a (n - a) ≈ n³/6`` operations per
    column instead of ``≈ n³/2`` for the recursion per item, and only sums of products of
    probabilities (no cancellation and no division: a sliding window that divides out the
    leaving contest is ill-conditioned when its ``p`` is near ½).  The unranked items' own
    pmf, and any other column (ties, gaps, ``loglogistic``), run the direct recursion per group.
    """
    gpos, gcnt, ig = _groups(posc, below)
    ng = gpos.shape[0]
    n_unranked = 0
    for i in range(n):
        if np.isnan(posc[i]):
            n_unranked += 1
    k = ng - (1 if n_unranked > 0 else 0)
    if not _is_prefix_column(gpos, gcnt, k, kind):
        for a in range(ng):
            _group_pmf(a, gpos, gcnt, n, kind, scale, out[a], buf_a, buf_b)
        return ng, ig
    fn = float(n)
    m = n - k
    # U_s, s = 0..k-1 (length s + 1) and L_s, s = 0..k-1 (length m0 + 1 + s)
    upper[0, 0] = 1.0
    if below:
        m0 = 0
        lower[0, 0] = 1.0
    else:
        m0 = m
        _binomial_half(m, lower[0])
    for s in range(1, k):
        p = _kernel(float(s), 0.0, fn, kind, scale)
        q = 1.0 - p
        prev = upper[s - 1]
        cur = upper[s]
        cur[0] = prev[0] * q
        for r in range(1, s):
            cur[r] = prev[r] * q + prev[r - 1] * p
        cur[s] = prev[s - 1] * p
        p = _kernel(float(-s), 0.0, fn, kind, scale)
        q = 1.0 - p
        prev = lower[s - 1]
        cur = lower[s]
        length = m0 + s  # of prev
        cur[0] = prev[0] * q
        for r in range(1, length):
            cur[r] = prev[r] * q + prev[r - 1] * p
        cur[length] = prev[length - 1] * p
    for a in range(1, k + 1):
        if below and m > 0:
            _convolve_into(upper[a - 1], a, lower[k - a], k - a + 1, buf_a)
            _binomial(m, _kernel(float(a - k - 1), 0.0, fn, kind, scale), buf_b)
            _convolve_into(buf_a, k, buf_b, m + 1, out[a - 1])
        else:
            _convolve_into(upper[a - 1], a, lower[k - a], n - a + 1, out[a - 1])
    if n_unranked > 0:
        _group_pmf(ng - 1, gpos, gcnt, n, kind, scale, out[ng - 1], buf_a, buf_b)
    return ng, ig
