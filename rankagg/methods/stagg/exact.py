"""Exact rank distributions: the Poisson-binomial recursion of St.Agg (Niu et al. UAI 2013, Eq. 9-10) in compiled loops.

Used by ``method="exact"`` (and ``"auto"`` up to ``exact_max_n`` items).  Items of one
(query, ranker) at the same position share their distribution (all unranked items under
``"half"``, for instance), so the recursion runs once per distinct position:
``O(G n²)`` per (query, ranker) with ``G`` distinct positions.  The common
case, a list at positions exactly ``1..k`` (local ranks, no ties) with a
difference kernel, shares the contests between items: the item at ``a`` meets
``d = 1..a-1`` and ``d = -1..-(k-a)``, so with the prefix products
``U_s = Π_{d=1..s}(q_d + p_d z)`` and ``L_s = Π_{d=1..s}(q_{-d} + p_{-d} z)``
(built once, Eq. 10) its pmf is ``U_{a-1} · L_{k-a}`` (times the unranked
contests' binomial): ``≈ n³/6`` operations per column instead of ``≈ n³/2``,
only sums of products of probabilities (a sliding window that divides the
leaving contest out is ill-conditioned when its ``p`` is near ½: errors grow
like ``Π 1/(1 - 2p)``, measured up to 1e17).  Queries run in parallel
(``numba.prange``; disjoint outputs, identical for any number of threads).
All 987,139 distinct pmfs of MQ2007-agg: ~0.8 s on one loaded core (3.5–4.5 s
before).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numba
import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.methods.stagg.contests import UNRANKED, _check, _kernel, _kind, _utility, positions_matrix

__all__ = ["poisson_binomial_pmf", "rank_distributions", "RankDistributions", "all_rank_distributions"]


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
def _is_permutation(pos, n_ranked: int) -> bool:
    """True when the ranked (non-NaN) positions of a column are exactly 1..n_ranked (no ties)."""
    seen = np.zeros(n_ranked + 1, dtype=np.bool_)
    for i in range(pos.shape[0]):
        x = pos[i]
        if np.isnan(x):
            continue
        if not (x >= 1.0 and x <= n_ranked) or x != math.floor(x):
            return False
        t = int(x)
        if seen[t]:
            return False
        seen[t] = True
    return True


@numba.njit(cache=True)
def _groups(pos: NDArray[np.float64], below: bool):
    """Distinct positions of one (query, ranker) column, counts and item -> group.

    Unranked items form the last group (position NaN under 'half', max + 1 under 'below').
    """
    n = pos.shape[0]
    ranked = np.zeros(n, dtype=np.bool_)
    n_ranked = 0
    for i in range(n):
        if not np.isnan(pos[i]):
            ranked[i] = True
            n_ranked += 1
    if _is_permutation(pos, n_ranked):
        # the common case (local ranks 1..k, no ties): no sort needed
        n_groups = n_ranked + (1 if n_ranked < n else 0)
        gpos = np.empty(n_groups)
        gcnt = np.ones(n_groups, dtype=np.int64)
        item_group = np.empty(n, dtype=np.int64)
        for t in range(n_ranked):
            gpos[t] = t + 1.0
        for i in range(n):
            item_group[i] = int(pos[i]) - 1 if ranked[i] else n_ranked
        if n_ranked < n:
            gcnt[n_ranked] = n - n_ranked
            gpos[n_ranked] = n_ranked + 1.0 if below else np.nan
        return gpos, gcnt, item_group
    vals = np.empty(n_ranked)
    k = 0
    for i in range(n):
        if ranked[i]:
            vals[k] = pos[i]
            k += 1
    uniq = np.unique(vals)
    g = uniq.shape[0]
    n_unranked = n - n_ranked
    n_groups = g + (1 if n_unranked > 0 else 0)
    gpos = np.empty(n_groups)
    gcnt = np.zeros(n_groups, dtype=np.int64)
    for t in range(g):
        gpos[t] = uniq[t]
    item_group = np.empty(n, dtype=np.int64)
    for i in range(n):
        if ranked[i]:
            t = np.searchsorted(uniq, pos[i])
            item_group[i] = t
            gcnt[t] += 1
        else:
            item_group[i] = g
    if n_unranked > 0:
        gcnt[g] = n_unranked
        top = uniq[g - 1] if g > 0 else 0.0
        gpos[g] = top + 1.0 if below else np.nan
    return gpos, gcnt, item_group


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


@numba.njit(cache=True, parallel=True)
def _exact_expect_all(offsets, pos, kind, scale, below, ucode, c):
    """Exact ``E u(R)`` of every (item, ranker); queries in parallel (disjoint rows, deterministic)."""
    n_items, m = pos.shape
    out = np.empty((n_items, m))
    for q in numba.prange(offsets.shape[0] - 1):
        lo, hi = offsets[q], offsets[q + 1]
        n = hi - lo
        if n == 0:
            continue
        u = np.empty(n)
        for r in range(n):
            u[r] = _utility(float(r), float(n), ucode, c)
        pm = np.empty((n, n))
        upper = np.empty((n, n + 1))
        lower = np.empty((n, n + 1))
        buf_a = np.empty(n + 1)
        buf_b = np.empty(n + 1)
        for j in range(m):
            ng, ig = _column_pmfs(pos[lo:hi, j], n, kind, scale, below, pm, upper, lower, buf_a, buf_b)
            ev = np.empty(ng)
            for a in range(ng):
                s = 0.0
                for r in range(n):
                    s += pm[a, r] * u[r]
                ev[a] = s
            for i in range(n):
                out[lo + i, j] = ev[ig[i]]
    return out


@numba.njit(cache=True)
def _exact_mean_all(offsets, pos, kind, scale, below):
    """Exact ``E[R]`` of every (item, ranker): ``Σ_{i≠j} p(x_i ≻ x_j)`` (enough for linear utilities)."""
    n_items, m = pos.shape
    out = np.empty((n_items, m))
    for q in range(offsets.shape[0] - 1):
        lo, hi = offsets[q], offsets[q + 1]
        n = hi - lo
        for j in range(m):
            gpos, gcnt, ig = _groups(pos[lo:hi, j], below)
            ng = gpos.shape[0]
            mu = np.zeros(ng)
            for a in range(ng):
                s = 0.0
                for b in range(ng):
                    times = gcnt[b] - (1 if b == a else 0)
                    if times <= 0:
                        continue
                    if np.isnan(gpos[a]) or np.isnan(gpos[b]):
                        s += 0.5 * times
                    else:
                        s += _kernel(gpos[a], gpos[b], float(n), kind, scale) * times
                mu[a] = s
            for i in range(n):
                out[lo + i, j] = mu[ig[i]]
    return out


@numba.njit(cache=True)
def _n_groups(posc) -> int:
    """Number of distinct positions of one column (the unranked items count as one)."""
    n = posc.shape[0]
    n_ranked = 0
    for i in range(n):
        if not np.isnan(posc[i]):
            n_ranked += 1
    if _is_permutation(posc, n_ranked):
        return n_ranked + (1 if n_ranked < n else 0)
    vals = np.empty(n)
    k = 0
    for i in range(n):
        if not np.isnan(posc[i]):
            vals[k] = posc[i]
            k += 1
    g = 0
    if k > 0:
        s = np.sort(vals[:k])
        g = 1
        for t in range(1, k):
            if s[t] != s[t - 1]:
                g += 1
    return g + (1 if k < n else 0)


@numba.njit(cache=True, parallel=True)
def _exact_all(offsets, pos, kind, scale, below):
    """All distinct exact pmfs: flat values, group offsets, (item, ranker) -> group.

    A first pass counts the groups of every (query, ranker) so that the second pass
    can fill its disjoint part of the output for all queries in parallel (the result
    does not depend on the number of threads).
    """
    n_items, m = pos.shape
    nq = offsets.shape[0] - 1
    counts = np.zeros(nq * m, dtype=np.int64)
    for q in numba.prange(nq):
        lo, hi = offsets[q], offsets[q + 1]
        for j in range(m):
            counts[q * m + j] = _n_groups(pos[lo:hi, j])
    first_group = np.zeros(nq * m + 1, dtype=np.int64)
    first_value = np.zeros(nq * m + 1, dtype=np.int64)
    for q in range(nq):
        n = offsets[q + 1] - offsets[q]
        for j in range(m):
            t = q * m + j
            first_group[t + 1] = first_group[t] + counts[t]
            first_value[t + 1] = first_value[t] + counts[t] * n
    n_groups_total = first_group[nq * m]
    flat = np.empty(first_value[nq * m])
    goff = np.empty(n_groups_total + 1, dtype=np.int64)
    goff[n_groups_total] = first_value[nq * m]
    item_group = np.empty((n_items, m), dtype=np.int64)
    for q in numba.prange(nq):
        lo, hi = offsets[q], offsets[q + 1]
        n = hi - lo
        upper = np.empty((n, n + 1))
        lower = np.empty((n, n + 1))
        buf_a = np.empty(n + 1)
        buf_b = np.empty(n + 1)
        for j in range(m):
            t = q * m + j
            g0 = first_group[t]
            v0 = first_value[t]
            ng = counts[t]
            block = flat[v0:v0 + ng * n].reshape((ng, n))
            _, ig = _column_pmfs(pos[lo:hi, j], n, kind, scale, below, block, upper, lower, buf_a, buf_b)
            for i in range(n):
                item_group[lo + i, j] = g0 + ig[i]
            for a in range(ng):
                goff[g0 + a] = v0 + a * n
    return flat, goff, item_group


def rank_distributions(
    positions, pairwise: str = "eq11", unranked: str = "half", scale: float = 1.0
) -> NDArray[np.float64]:
    """Exact rank distributions of one query: ``(n_items, n_rankers, n_items)``.

    ``positions`` is the query's ``(n_items, n_rankers)`` position matrix (NaN =
    not ranked); entry ``[i, k, r] = P(R(x_i, τ_k) = r)`` by Eq. 9–10.
    """
    pos = np.asarray(positions, dtype=np.float64)
    if pos.ndim == 1:
        pos = pos[:, None]
    kind = _kind(pairwise)
    _check("unranked", unranked, UNRANKED)
    n, m = pos.shape
    out = np.empty((n, m, n))
    pm = np.empty((n, n))
    upper, lower = np.empty((n, n + 1)), np.empty((n, n + 1))
    buf_a, buf_b = np.empty(n + 1), np.empty(n + 1)
    for j in range(m):
        ng, ig = _column_pmfs(np.ascontiguousarray(pos[:, j]), n, kind, float(scale), unranked == "below", pm, upper, lower,
                              buf_a, buf_b)
        out[:, j, :] = pm[ig]
    return out


@dataclass
class RankDistributions:
    """Every exact rank distribution of a dataset, stored once per distinct (query, ranker, position).

    ``pmf(i, k)`` is ``P(R(x_i, τ_k) = ·)`` over ``0..n_q-1``; ``values`` holds
    the distinct pmfs back to back, ``group_offsets`` their bounds and
    ``item_group[i, k]`` which one item ``i`` has under ranker ``k``.
    """

    values: NDArray[np.float64]
    group_offsets: NDArray[np.int64]
    item_group: NDArray[np.int64]

    def pmf(self, item: int, ranker: int) -> NDArray[np.float64]:
        g = self.item_group[item, ranker]
        return self.values[self.group_offsets[g]:self.group_offsets[g + 1]]

    @property
    def n_distributions(self) -> int:
        return len(self.group_offsets) - 1


def all_rank_distributions(
    data: Rankings, pairwise: str = "eq11", unranked: str = "half", *, scale: float = 1.0, positions: str = "local"
) -> RankDistributions:
    """Exact rank distributions of every (item, ranker) of a dataset (Eq. 9–10)."""
    kind = _kind(pairwise)
    _check("unranked", unranked, UNRANKED)
    pos = positions_matrix(data, positions)
    flat, goff, ig = _exact_all(data.offsets, pos, kind, float(scale), unranked == "below")
    return RankDistributions(flat, goff, ig)
