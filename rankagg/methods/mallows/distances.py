"""Distances between rankings and their expectations under the Mallows model (Klementiev, Roth & Small 2008).

* Kendall's tau (§4.1) and the top-k distance on augmented rankings (§4.2,
  Definition 1): :func:`kendall_distance`, :func:`topk_distance`, and the
  augmentation of judges' votes (:func:`_augment`);
* the closed forms of ``E_theta(D)``: Eq. 9 (:func:`expected_kendall`) and Eq. 10
  (:func:`expected_topk`), and the line search that solves the left-hand side of
  Eq. 8 for ``theta`` (:func:`solve_theta`).

Conventions (sign of ``theta``, orders and positions, augmented rankings, the
pair-count form of Definition 1) are in the package docstring, :mod:`rankagg.methods.mallows`.
"""

from __future__ import annotations

import math
from typing import Sequence

import numba
import numpy as np
from numpy.typing import ArrayLike, NDArray

__all__ = ["kendall_distance", "topk_distance", "expected_kendall", "expected_topk", "solve_theta", "THETA_MIN"]


#: lower end of the line search: ``theta`` is clipped to ``[THETA_MIN, 0]``.
THETA_MIN = -20.0


# ============================================================ distances
def kendall_distance(pi: Sequence[int], sigma: Sequence[int]) -> int:
    """Kendall's tau distance between two orders of the same items (§4.1).

    ``pi`` and ``sigma`` list the same item ids, best first.  The minimum number of
    adjacent transpositions turning one into the other (the number of discordant
    pairs).
    """
    p = np.asarray(pi, dtype=np.int64)
    q = np.asarray(sigma, dtype=np.int64)
    if p.shape != q.shape or set(p.tolist()) != set(q.tolist()) or len(set(p.tolist())) != len(p):
        raise ValueError("kendall_distance needs two orders of the same distinct items")
    pos = {int(x): i for i, x in enumerate(q)}
    s = np.array([pos[int(x)] for x in p])
    return int(_count_inversions(s))


@numba.njit(cache=True)
def _count_inversions(s):  # pragma: no cover - numba
    n = s.size
    c = 0
    for i in range(n):
        for j in range(i + 1, n):
            if s[i] > s[j]:
                c += 1
    return c


def topk_distance(pi: Sequence[int], sigma: Sequence[int]) -> int:
    """Top-k distance ``D~_K`` of Definition 1 (§4.2) between two top-k lists.

    ``pi`` and ``sigma`` are lists of ``k`` distinct item ids each, best first;
    they may hold different items.  Each is augmented with the other's missing
    items tied at position ``k + 1``; the distance is the minimum number of
    adjacent transpositions turning one augmented ranking into the other (a swap
    between position ``k`` and an item of the tied bucket counts as one).
    """
    pi = [int(x) for x in pi]
    sigma = [int(x) for x in sigma]
    k = len(pi)
    if len(sigma) != k or len(set(pi)) != k or len(set(sigma)) != k:
        raise ValueError("topk_distance needs two lists of k distinct items each")
    spos = {x: i + 1 for i, x in enumerate(sigma)}
    st = np.array([spos.get(x, k + 1) for x in pi], dtype=np.int64)
    z = int(np.sum(st <= k))
    return int(_topk_from_pi_sigma(st, k, z))


@numba.njit(cache=True)
def _topk_from_pi_sigma(st, k, z):  # pragma: no cover - numba
    """``st[u]``: judge position (k+1 if absent) of pi's u-th item, u < k."""
    pairs = 0
    zsum = 0
    for u in range(k):
        if st[u] <= k:
            zsum += st[u] - 1
        for v in range(u + 1, k):
            if st[u] > st[v]:
                pairs += 1
    r = k - z
    return pairs + zsum - z * (z - 1) // 2 + r * (r + 1) // 2


# ============================================================ E_theta(D)
def _g(theta: NDArray[np.float64], m: NDArray[np.float64]) -> NDArray[np.float64]:
    """Mean of a variable on ``0..m`` with ``P(j) ∝ exp(theta j)`` (one summand of Eq. 4).

    ``1/expm1(-theta) - (m+1)/expm1(-(m+1) theta)``; its ``theta -> 0`` limit is
    ``m / 2`` (a series is used where the difference would cancel).
    """
    theta, m = np.broadcast_arrays(np.asarray(theta, dtype=np.float64), np.asarray(m, dtype=np.float64))
    out = np.empty(theta.shape)
    small = np.abs(theta) * (m + 1.0) < 1e-3
    t, mm = theta[small], m[small]
    # series: m/2 + theta((m+1)^2 - 1)/12 - theta^3 ((m+1)^4 - 1)/720
    out[small] = mm / 2.0 + t * ((mm + 1.0) ** 2 - 1.0) / 12.0 - t**3 * ((mm + 1.0) ** 4 - 1.0) / 720.0
    big = ~small
    t, mm = theta[big], m[big]
    with np.errstate(over="ignore"):
        out[big] = 1.0 / np.expm1(-t) - (mm + 1.0) / np.expm1(-(mm + 1.0) * t)
    return out


def expected_kendall(theta, n) -> NDArray[np.float64]:
    """``E_theta(D_K)`` under the Mallows model over ``n`` items, Eq. 9.

    ``n e^θ / (1 - e^θ) - Σ_{j=1..n} j e^{θj} / (1 - e^{θj})``, computed as the sum
    of the means of the independent summands ``V_i`` (uniform on ``0..n-i`` at
    ``θ = 0``), which is numerically stable near ``θ = 0`` (value ``n(n-1)/4``).
    Vectorised over ``theta`` and ``n``.
    """
    theta, n = np.broadcast_arrays(np.asarray(theta, dtype=np.float64), np.asarray(n, dtype=np.int64))
    return expected_topk(theta, n, n)


def _htilde(theta, a):
    """``a e^{aθ} / (1 - e^{aθ}) + 1/θ`` (finite at ``θ = 0``: ``-a/2``)."""
    theta, a = np.broadcast_arrays(np.asarray(theta, dtype=np.float64), np.asarray(a, dtype=np.float64))
    out = np.empty(theta.shape)
    small = np.abs(theta) * a < 1e-3
    t, aa = theta[small], a[small]
    out[small] = -aa / 2.0 - aa**2 * t / 12.0 + aa**4 * t**3 / 720.0
    t, aa = theta[~small], a[~small]
    with np.errstate(over="ignore", divide="ignore"):
        out[~small] = aa / np.expm1(-aa * t) + 1.0 / t
    return out


def expected_topk(theta, k, z, exact: bool = True) -> NDArray[np.float64]:
    """``E_theta(D~_K)`` for top-k lists with ``z`` common items, Eq. 10.

    ``k e^θ/(1-e^θ) - Σ_{j=r+1..k} j e^{jθ}/(1-e^{jθ}) + r(r+1)/2
    - r (z+1) e^{θ(z+1)} / (1 - e^{θ(z+1)})`` with ``r = k - z``: the ``z``
    summands ``V~`` (uniform on ``0..m``, ``m = r..k-1``), the ``r`` summands ``U~``
    (uniform on ``0..z``) and the constant ``r(r+1)/2``.  ``z = k`` gives Eq. 9,
    ``z = 0`` the constant ``k(k+1)/2``.  Non-integer ``z`` (an average over
    samples, as the paper suggests) is interpolated linearly between the
    neighbouring integers.  Vectorised.

    ``exact=False`` is Eq. 10 as printed, which treats the ``r`` summands ``U~``
    as independent uniforms on ``0..z``.  They are not: their sum is the number
    of (P above Z) pairs in pi's list, a Mann-Whitney count whose generating
    function is the Gaussian binomial ``[k choose z]_q``; the mean is the same but
    for ``theta != 0`` Eq. 10 is exact only when ``r <= 1`` or ``z in {0, k}``.
    ``exact=True`` (default) replaces ``r * E(U~)`` by
    ``Σ_{i=1..z} [h(i) - h(r + i)]`` with ``h(a) = a e^{aθ} / (1 - e^{aθ})``
    (the derivative of the log of that generating function, Eq. 4), which
    matches brute-force enumeration for every ``k, z`` (tests).
    """
    theta, k, z = np.broadcast_arrays(
        np.asarray(theta, dtype=np.float64), np.asarray(k, dtype=np.float64), np.asarray(z, dtype=np.float64)
    )
    if np.any(k < 0) or np.any(z < 0) or np.any(z > k):
        raise ValueError("expected_topk needs 0 <= z <= k")
    z0 = np.floor(z)
    frac = z - z0
    out = _expected_topk_int(theta, k, z0, exact)
    part = frac > 0
    if np.any(part):
        hi = _expected_topk_int(theta[part], k[part], z0[part] + 1.0, exact)
        out[part] = (1.0 - frac[part]) * out[part] + frac[part] * hi
    return out


def _expected_topk_int(theta, k, z, exact=True):
    theta = np.ravel(theta)
    shape = np.shape(k)
    k = np.ravel(k).astype(np.int64)
    z = np.ravel(z).astype(np.int64)
    r = k - z
    if exact:
        out = r * (r + 1) / 2.0
        mw = np.zeros(len(k))
        for i in range(1, int(z.max()) + 1 if z.size else 1):
            use = i <= z
            mw[use] += _htilde(theta[use], i) - _htilde(theta[use], r[use] + i)
        out = out + mw
    else:
        out = r * (r + 1) / 2.0 + r * _g(theta, z)
    if out.size == 0:
        return out.reshape(shape)
    # sum_{m=r}^{k-1} g(theta, m), grouped by theta value to share a cumulative table
    kmax = int(k.max()) if k.size else 0
    uniq, inv = np.unique(theta, return_inverse=True)
    ms = np.arange(kmax, dtype=np.float64)
    table = np.zeros((len(uniq), kmax + 1))
    if kmax:
        table[:, 1:] = np.cumsum(_g(uniq[:, None], ms[None, :]), axis=1)
    out = out + table[inv, k] - table[inv, r]
    return out.reshape(shape)


@numba.njit(cache=True)
def _g_scalar(t, m):  # pragma: no cover - numba
    if abs(t) * (m + 1.0) < 1e-3:
        return m / 2.0 + t * ((m + 1.0) ** 2 - 1.0) / 12.0 - t**3 * ((m + 1.0) ** 4 - 1.0) / 720.0
    a = -t
    b = -(m + 1.0) * t
    if b > 700.0:
        return 1.0 / math.expm1(a)
    return 1.0 / math.expm1(a) - (m + 1.0) / math.expm1(b)


@numba.njit(cache=True)
def _htilde_scalar(t, a):  # pragma: no cover - numba
    if abs(t) * a < 1e-3:
        return -a / 2.0 - a * a * t / 12.0 + a**4 * t**3 / 720.0
    x = -a * t
    if x > 700.0:
        return 1.0 / t
    return a / math.expm1(x) + 1.0 / t


@numba.njit(cache=True)
def _lhs_kernel(theta, ks, z, wn, kmax, exact, out):  # pragma: no cover - numba
    """``out[i] = Σ_q wn[q,i] E_theta_i(D; ks[q,i], z[q,i])`` (Eq. 10, z interpolated)."""
    Q, K = ks.shape
    G = np.zeros(kmax + 2)
    gz = np.zeros(kmax + 2)
    CH = np.zeros(kmax + 2)
    for i in range(K):
        t = theta[i]
        for m in range(kmax + 1):
            gz[m] = _g_scalar(t, float(m))
            G[m + 1] = G[m] + gz[m]
            CH[m + 1] = CH[m] + _htilde_scalar(t, float(m + 1))
        acc = 0.0
        for q in range(Q):
            w = wn[q, i]
            if w == 0.0:
                continue
            k = ks[q, i]
            zf = z[q, i]
            z0 = int(math.floor(zf))
            fr = zf - z0
            r = k - z0
            if exact:
                e0 = G[k] - G[r] + CH[z0] + CH[r] - CH[k] + r * (r + 1) / 2.0
            else:
                e0 = G[k] - G[r] + r * gz[z0] + r * (r + 1) / 2.0
            if fr > 0.0:
                z1 = z0 + 1
                r1 = k - z1
                if exact:
                    e1 = G[k] - G[r1] + CH[z1] + CH[r1] - CH[k] + r1 * (r1 + 1) / 2.0
                else:
                    e1 = G[k] - G[r1] + r1 * gz[z1] + r1 * (r1 + 1) / 2.0
                e0 = (1.0 - fr) * e0 + fr * e1
            acc += w * e0
        out[i] = acc


def solve_theta(
    target: ArrayLike,
    k: ArrayLike,
    z: ArrayLike,
    weights: NDArray[np.float64] | None = None,
    *,
    theta_min: float = THETA_MIN,
    n_iter: int = 60,
    exact: bool = True,
) -> NDArray[np.float64]:
    """Solve the left-hand side of Eq. 8 for every judge by line search (bisection).

    For judge ``i``: find ``theta_i in [theta_min, 0]`` with
    ``Σ_q w_qi E_theta(D; k_qi, z_qi) / Σ_q w_qi = target_i``; ``E_theta`` increases
    monotonically with ``theta`` (the paper: "decreases monotonically" as the
    concentration ``-theta`` grows), so bisection converges (60 halvings).  ``k``, ``z`` and
    ``weights`` are ``(n_queries, n_judges)``; ``weights`` 0 drops a (query, judge)
    pair (a judge that ranked nothing).  A target at or above the uniform
    expectation gives ``theta = 0`` (``theta <= 0`` is a constraint of the model);
    one at or below the ``theta_min`` expectation gives ``theta_min``.
    """
    target = np.asarray(target, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    z = np.asarray(z, dtype=np.float64)
    if k.ndim == 1:
        k, z = k[None, :], z[None, :]
    w = np.ones_like(k) if weights is None else np.asarray(weights, dtype=np.float64)
    wsum = w.sum(axis=0)
    wn = np.where(wsum > 0, w / np.where(wsum > 0, wsum, 1.0), 0.0)

    kk = np.ascontiguousarray(np.broadcast_to(k, wn.shape), dtype=np.int64)
    zz = np.ascontiguousarray(np.broadcast_to(z, wn.shape), dtype=np.float64)
    if np.any(zz < 0) or np.any(zz > kk):
        raise ValueError("solve_theta needs 0 <= z <= k")
    kmax = int(kk.max()) if kk.size else 0

    def lhs(th):
        out = np.zeros(target.shape)
        _lhs_kernel(np.ascontiguousarray(th, dtype=np.float64), kk, zz, np.ascontiguousarray(wn), kmax, bool(exact), out)
        return out

    lo = np.full(target.shape, float(theta_min))
    hi = np.zeros(target.shape)
    f_hi = lhs(hi)
    f_lo = lhs(lo)
    for _ in range(n_iter):
        mid = 0.5 * (lo + hi)
        f = lhs(mid)
        go_up = f < target  # E increases with theta
        lo = np.where(go_up, mid, lo)
        hi = np.where(go_up, hi, mid)
    theta = 0.5 * (lo + hi)
    theta = np.where(target >= f_hi, 0.0, theta)
    theta = np.where(target <= f_lo, float(theta_min), theta)
    theta = np.where(wsum > 0, theta, 0.0)
    return theta


def _augment(votes: NDArray[np.float64], offsets: NDArray[np.int64]) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Augmented judge positions ``st`` (``k_qi + 1`` when unranked) and list lengths ``ks``."""
    votes = np.asarray(votes, dtype=np.float64)
    ranked = np.isfinite(votes) & (votes > 0)
    qi = np.repeat(np.arange(len(offsets) - 1), np.diff(offsets))
    ks = np.zeros((len(offsets) - 1, votes.shape[1]), dtype=np.int64)
    np.add.at(ks, qi, ranked.astype(np.int64))
    st = np.where(ranked, np.nan_to_num(votes), (ks[qi] + 1)).astype(np.int64)
    if np.any(st[ranked] > ks[qi][ranked]):
        raise ValueError("judge positions must be 1..k within each query (compact them first)")
    return st, ks
