"""Sampling from Mallows models (Klementiev, Roth & Small 2008).

* exact sampling of the single Mallows model (Eq. 1) with the Kendall distance
  by repeated insertion (:func:`sample_mallows`, :func:`mallows_pmf`);
* the Metropolis chain of §3.3 for the extended model (Eq. 5 with a uniform
  prior): random transpositions, incremental distance updates, ``10 n`` steps by
  default (:func:`metropolis_chain`, and the batch kernel ``_chain_batch`` that
  the EM uses).
"""

from __future__ import annotations

import math
from typing import Sequence

import numba
import numpy as np
from numpy.typing import ArrayLike, NDArray

from rankagg.methods.mallows.distances import _augment, _count_inversions

__all__ = ["sample_mallows", "metropolis_chain", "mallows_pmf"]


# ============================================================ exact sampling
def sample_mallows(
    theta: float,
    n: int,
    size: int = 1,
    *,
    center: Sequence[int] | None = None,
    random_state: int | np.random.Generator | None = None,
) -> NDArray[np.int64]:
    """Exact samples of the Mallows model (Eq. 1) with Kendall's distance.

    Repeated insertion: item ``j`` (``j = 1..n`` in the order of ``center``) is
    inserted into the list of the first ``j - 1`` items at a slot that creates
    ``v`` new inversions with probability ``∝ exp(theta v)``, ``v = 0..j-1``
    (the ``V_i`` of §4.1 are independent truncated geometrics).  Returns
    ``(size, n)`` orders (item ids best first); ``center`` defaults to the
    identity ``0..n-1``.
    """
    if theta > 0 or not np.isfinite(theta):
        raise ValueError(f"theta must be a finite number <= 0, got {theta!r}")
    if n < 1 or size < 0:
        raise ValueError("n must be >= 1 and size >= 0")
    rng = np.random.default_rng(random_state)
    order = np.arange(n) if center is None else np.asarray(center, dtype=np.int64)
    if order.shape != (n,):
        raise ValueError("center must be an order of n items")
    u = rng.random((size, n))
    # v_j: inversions created by inserting the j-th item, P(v) ∝ exp(theta v), v = 0..j
    v = np.empty((size, n), dtype=np.int64)
    for j in range(n):
        logits = theta * np.arange(j + 1, dtype=np.float64)
        p = np.exp(logits - logits.max())
        cdf = np.cumsum(p) / p.sum()
        v[:, j] = np.minimum(np.searchsorted(cdf, u[:, j], side="right"), j)
    return _insert_all(v, order)


@numba.njit(cache=True)
def _insert_all(v, center):  # pragma: no cover - numba
    size, n = v.shape
    out = np.empty((size, n), dtype=np.int64)
    lst = np.empty(n, dtype=np.int64)
    for s in range(size):
        for j in range(n):
            at = j - v[s, j]  # the j-th item goes above v of the j placed items
            for p in range(j, at, -1):
                lst[p] = lst[p - 1]
            lst[at] = center[j]
        out[s] = lst
    return out


def mallows_pmf(theta: float, n: int) -> tuple[list[tuple[int, ...]], NDArray[np.float64]]:
    """Exact Mallows distribution around the identity over all ``n!`` orders (small ``n``)."""
    import itertools

    if n > 8:
        raise ValueError("mallows_pmf enumerates n! orders: n <= 8")
    perms = list(itertools.permutations(range(n)))
    d = np.array([_count_inversions(np.array(p, dtype=np.int64)) for p in perms], dtype=np.float64)
    w = np.exp(theta * d - (theta * d).max())
    return perms, w / w.sum()


# ============================================================ Metropolis (§3.3)
@numba.njit(cache=True)
def _init_state(order, st, ks, D, Z):  # pragma: no cover - numba
    """Distances and overlaps of the consensus ``order`` to each judge (from scratch)."""
    K = st.shape[1]
    for i in range(K):
        k = ks[i]
        pairs = 0
        zsum = 0
        z = 0
        for u in range(k):
            su = st[order[u], i]
            if su <= k:
                zsum += su - 1
                z += 1
            for v in range(u + 1, k):
                if su > st[order[v], i]:
                    pairs += 1
        r = k - z
        D[i] = pairs + zsum - z * (z - 1) // 2 + r * (r + 1) // 2
        Z[i] = z


@numba.njit(cache=True)
def _zterm(z, k):  # pragma: no cover - numba
    r = k - z
    return -z * (z - 1) // 2 + r * (r + 1) // 2


@numba.njit(cache=True)
def _run_chain(order, st, ks, theta, ra, rb, ru, burn, pos_sum, D, Z, D_sum, Z_sum):  # pragma: no cover
    """One Metropolis chain on the orders of one query (in place).

    ``order``: current consensus (local item ids, best first); ``st[x, i]``: judge
    ``i``'s position of item ``x`` or ``ks[i] + 1``.  Step ``t`` proposes to swap
    positions ``ra[t] < rb[t]`` and accepts when ``log(ru[t]) < Σ θ_i ΔD_i``.
    After ``burn`` steps the item positions, distances and overlaps are summed
    into ``pos_sum``, ``D_sum`` and ``Z_sum``.  Returns the number of summed steps.
    """
    n = order.size
    K = st.shape[1]
    dD = np.zeros(K, dtype=np.int64)
    dZ = np.zeros(K, dtype=np.int64)
    n_summed = 0
    for t in range(ra.size):
        a = ra[t]
        b = rb[t]
        if a != b:
            x = order[a]
            y = order[b]
            logacc = 0.0
            for i in range(K):
                k = ks[i]
                dD[i] = 0
                dZ[i] = 0
                if k == 0 or a >= k:
                    continue
                sx = st[x, i]
                sy = st[y, i]
                if b < k:
                    # both inside the judge's window: pairs (x,y), (x,c), (c,y) flip
                    d = (1 if sy > sx else 0) - (1 if sx > sy else 0)
                    for p in range(a + 1, b):
                        sc = st[order[p], i]
                        d += (1 if sc > sx else 0) - (1 if sx > sc else 0)
                        d += (1 if sy > sc else 0) - (1 if sc > sy else 0)
                    dD[i] = d
                else:
                    # y replaces x at position a of the window; x leaves it
                    d = 0
                    for p in range(0, a):
                        sc = st[order[p], i]
                        d += (1 if sc > sy else 0) - (1 if sc > sx else 0)
                    for p in range(a + 1, k):
                        sc = st[order[p], i]
                        d += (1 if sy > sc else 0) - (1 if sx > sc else 0)
                    inx = 1 if sx <= k else 0
                    iny = 1 if sy <= k else 0
                    if iny:
                        d += sy - 1
                    if inx:
                        d -= sx - 1
                    z0 = Z[i]
                    z1 = z0 - inx + iny
                    d += _zterm(z1, k) - _zterm(z0, k)
                    dD[i] = d
                    dZ[i] = iny - inx
                logacc += theta[i] * dD[i]
            if logacc >= 0.0 or math.log(ru[t]) < logacc:
                order[a] = y
                order[b] = x
                for i in range(K):
                    D[i] += dD[i]
                    Z[i] += dZ[i]
        if t >= burn:
            for p in range(n):
                pos_sum[order[p]] += p + 1
            for i in range(K):
                D_sum[i] += D[i]
                Z_sum[i] += Z[i]
            n_summed += 1
    return n_summed


@numba.njit(cache=True)
def _chain_batch(offsets, orders, st, ks, theta, step_off, ra, rb, ru, burn_frac, pos_mean, D_mean, Z_mean, D_last):  # pragma: no cover
    nq = offsets.size - 1
    K = st.shape[1]
    D = np.zeros(K, dtype=np.int64)
    Z = np.zeros(K, dtype=np.int64)
    Ds = np.zeros(K, dtype=np.float64)
    Zs = np.zeros(K, dtype=np.float64)
    for q in range(nq):
        lo = offsets[q]
        hi = offsets[q + 1]
        n = hi - lo
        if n == 0:
            continue
        order = orders[lo:hi]
        stq = st[lo:hi]
        kq = ks[q]
        _init_state(order, stq, kq, D, Z)
        s0 = step_off[q]
        s1 = step_off[q + 1]
        nsteps = s1 - s0
        burn = int(burn_frac * nsteps)
        if burn >= nsteps:
            burn = nsteps - 1 if nsteps > 0 else 0
        pos_sum = np.zeros(n, dtype=np.float64)
        Ds[:] = 0.0
        Zs[:] = 0.0
        cnt = _run_chain(order, stq, kq, theta, ra[s0:s1], rb[s0:s1], ru[s0:s1], burn, pos_sum, D, Z, Ds, Zs)
        if cnt == 0:
            for p in range(n):
                pos_sum[order[p]] = p + 1
            for i in range(K):
                Ds[i] = D[i]
                Zs[i] = Z[i]
            cnt = 1
        for p in range(n):
            pos_mean[lo + p] = pos_sum[p] / cnt
        for i in range(K):
            D_mean[q, i] = Ds[i] / cnt
            Z_mean[q, i] = Zs[i] / cnt
            D_last[q, i] = D[i]


@numba.njit(cache=True)
def _distance_batch(offsets, orders, st, ks, D_out, Z_out):  # pragma: no cover
    K = st.shape[1]
    D = np.zeros(K, dtype=np.int64)
    Z = np.zeros(K, dtype=np.int64)
    for q in range(offsets.size - 1):
        lo = offsets[q]
        hi = offsets[q + 1]
        if hi == lo:
            continue
        _init_state(orders[lo:hi], st[lo:hi], ks[q], D, Z)
        for i in range(K):
            D_out[q, i] = D[i]
            Z_out[q, i] = Z[i]


def _proposals(sizes: NDArray[np.int64], steps_per_item: float, rng: np.random.Generator):
    """Random transpositions for every query's chain: ``ceil(steps_per_item * n)`` each."""
    nsteps = np.ceil(steps_per_item * sizes).astype(np.int64)
    nsteps[sizes < 2] = 0
    step_off = np.zeros(len(sizes) + 1, dtype=np.int64)
    np.cumsum(nsteps, out=step_off[1:])
    total = int(step_off[-1])
    nn = np.repeat(sizes, nsteps)
    a = np.floor(rng.random(total) * nn).astype(np.int64)
    b = np.floor(rng.random(total) * (nn - 1)).astype(np.int64)
    b = np.where(b >= a, b + 1, b)
    ra, rb = np.minimum(a, b), np.maximum(a, b)
    ru = rng.random(total)
    ru = np.where(ru > 0, ru, 1e-300)
    return step_off, ra, rb, ru


def metropolis_chain(
    votes: ArrayLike,
    theta: ArrayLike,
    n_steps: int,
    *,
    init: Sequence[int] | None = None,
    burn_in: int = 0,
    random_state: int | np.random.Generator | None = None,
    return_samples: bool = False,
):
    """The Metropolis chain of §3.3 for the extended Mallows model (one query).

    Parameters
    ----------
    votes
        ``(n, K)`` judge positions of the ``n`` items (1-based), ``0`` or ``NaN``
        where the judge did not rank the item; judge ``i`` ranks ``k_i`` items at
        positions ``1..k_i`` (top-k list; ``k_i = n`` is a permutation).
    theta
        ``(K,)`` dispersions, ``<= 0``.
    n_steps
        Number of proposed random transpositions.
    init
        Starting order (item ids best first); identity by default.
    return_samples
        Also return the ``(n_steps, n)`` visited orders (tests only).

    Returns
    -------
    order, mean_positions, mean_distances[, samples]
    """
    votes = np.asarray(votes, dtype=np.float64)
    if votes.ndim != 2:
        raise ValueError("votes must be (n_items, n_judges)")
    n, K = votes.shape
    theta = np.asarray(theta, dtype=np.float64)
    if theta.shape != (K,) or np.any(theta > 0):
        raise ValueError("theta must have one value <= 0 per judge")
    st, ks = _augment(votes, np.array([0, n]))
    rng = np.random.default_rng(random_state)
    order = np.arange(n, dtype=np.int64) if init is None else np.asarray(init, dtype=np.int64).copy()
    a = np.floor(rng.random(n_steps) * n).astype(np.int64)
    b = np.floor(rng.random(n_steps) * max(n - 1, 1)).astype(np.int64)
    b = np.where(b >= a, b + 1, b) if n > 1 else a
    ra, rb = np.minimum(a, b), np.maximum(a, b)
    ru = np.maximum(rng.random(n_steps), 1e-300)
    D = np.zeros(K, dtype=np.int64)
    Z = np.zeros(K, dtype=np.int64)
    _init_state(order, st, ks[0], D, Z)
    pos_sum = np.zeros(n)
    Ds = np.zeros(K)
    Zs = np.zeros(K)
    if not return_samples:
        cnt = _run_chain(order, st, ks[0], theta, ra, rb, ru, burn_in, pos_sum, D, Z, Ds, Zs)
        cnt = max(cnt, 1)
        return order, pos_sum / cnt, Ds / cnt
    samples = np.empty((n_steps, n), dtype=np.int64)
    cnt = 0
    for t in range(n_steps):
        b_t = 0 if t >= burn_in else 1
        cnt += _run_chain(order, st, ks[0], theta, ra[t : t + 1], rb[t : t + 1], ru[t : t + 1], b_t, pos_sum, D, Z, Ds, Zs)
        samples[t] = order
    cnt = max(cnt, 1)
    return order, pos_sum / cnt, Ds / cnt, samples
