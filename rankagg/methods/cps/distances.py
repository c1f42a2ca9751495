"""Distances from permutations and cosets to location rankings: the CPS model's building blocks (Qin, Geng & Liu, NIPS 2010).

* :func:`distance` -- Spearman's rho ``d_r``, the footrule ``d_f`` and Kendall's
  tau ``d_t`` between an order and a location ranking σ (ties of σ count ½ in
  Kendall's tau);
* :func:`coset_distance` -- Definition 1 / Theorem 1 (as reconstructed in
  ``papers/NOTES.md``): the average distance from the coset ``S_{n-k}π`` to σ,
  O(n²); :func:`brute_force_coset_distance` is Definition 1 literally;
* :func:`stage_distances` -- every coset distance the CPS model (Eq. 7/8) needs,
  O(n²) per ranker with the incremental updates of Theorem 2;
* :func:`log_prob` -- log P(π | θ, σ) of the multi-ranker CPS model, Eq. (8)
  (and :func:`log_prob_naive`, its direct evaluation).

Notation in the package docstring, :mod:`rankagg.methods.cps`.
"""

from __future__ import annotations

import math
from itertools import permutations

import numpy as np
from numba import njit
from numpy.typing import NDArray

__all__ = ["DISTANCES", "distance", "coset_distance", "stage_distances", "log_prob", "log_prob_naive"]


DISTANCES = ("t", "r", "f")
_CODE = {"r": 0, "f": 1, "t": 2}


def _code(dist: str) -> int:
    if dist not in _CODE:
        raise ValueError(f"distance must be one of 't', 'r', 'f'; got {dist!r}")
    return _CODE[dist]


def _as_sigma(sigma: NDArray) -> NDArray[np.float64]:
    s = np.asarray(sigma, dtype=np.float64)
    if s.ndim == 1:
        s = s[:, None]
    if s.ndim != 2 or np.any(~np.isfinite(s)):
        raise ValueError("sigma must be finite positions of shape (n,) or (n, M)")
    return np.ascontiguousarray(s)


def _as_order(order: NDArray, n: int) -> NDArray[np.int64]:
    o = np.asarray(order, dtype=np.int64)
    if o.ndim != 1 or len(np.unique(o)) != len(o) or (len(o) and (o.min() < 0 or o.max() >= n)):
        raise ValueError(f"order must list distinct objects in 0..{n - 1}")
    return o


# ------------------------------------------------------------------ distances
def distance(order: NDArray, sigma: NDArray, dist: str) -> NDArray[np.float64]:
    """d(π, σ_m) for every ranker m (paper §2.2), π given by its order.

    ``d_r = Σ (π(o) − σ(o))²``, ``d_f = Σ |π(o) − σ(o)|``,
    ``d_t = Σ_{i<j} 1{σ(π⁻¹(i)) > σ(π⁻¹(j))}`` (ties ½).
    """
    s = _as_sigma(sigma)
    n = s.shape[0]
    o = _as_order(order, n)
    if len(o) != n:
        raise ValueError("order must be a full permutation")
    code = _code(dist)
    pos = np.empty(n)
    pos[o] = np.arange(1, n + 1)
    if code == 0:
        return ((pos[:, None] - s) ** 2).sum(axis=0)
    if code == 1:
        return np.abs(pos[:, None] - s).sum(axis=0)
    so = s[o]  # (n, M) in π order
    a = so[:, None, :]
    b = so[None, :, :]
    upper = np.triu(np.ones((n, n), dtype=bool), 1)[:, :, None]
    return (((a > b) + 0.5 * (a == b)) * upper).sum(axis=(0, 1)).astype(np.float64)


@njit(cache=True)
def _sum_abs(x: float, a: int, b: int) -> float:
    """Σ_{p=a..b} |x − p| in O(1)."""
    if b < a:
        return 0.0
    c = math.floor(x)
    if c < a - 1:
        c = a - 1
    if c > b:
        c = b
    nlo = c - a + 1
    nhi = b - c
    return nlo * x - (a + c) * nlo / 2.0 + (b + c + 1) * nhi / 2.0 - nhi * x


@njit(cache=True)
def _less(x: float, y: float) -> float:
    """1{y < x} + ½ 1{y == x}: y is ranked before x."""
    if y < x:
        return 1.0
    if y == x:
        return 0.5
    return 0.0


@njit(cache=True)
def _coset_distance(s, prefix, code):
    """Theorem 1 for one ranker: s (n,) positions, prefix (k,) objects."""
    n = s.shape[0]
    k = prefix.shape[0]
    placed = np.zeros(n, dtype=np.bool_)
    for i in range(k):
        placed[prefix[i]] = True
    rem = n - k
    total = 0.0
    if code == 2:
        total = 0.25 * rem * (rem - 1)
        for i in range(k):
            x = s[prefix[i]]
            for j in range(i + 1, k):
                total += _less(x, s[prefix[j]])
            for o in range(n):
                if not placed[o]:
                    total += _less(x, s[o])
        return total
    for i in range(k):
        d = s[prefix[i]] - (i + 1)
        total += d * d if code == 0 else abs(d)
    if rem == 0:
        return total
    acc = 0.0
    for o in range(n):
        if placed[o]:
            continue
        if code == 0:
            for p in range(k + 1, n + 1):
                d = s[o] - p
                acc += d * d
        else:
            acc += _sum_abs(s[o], k + 1, n)
    return total + acc / rem


def coset_distance(prefix: NDArray, sigma: NDArray, dist: str) -> NDArray[np.float64]:
    """d̂(S_{n−k}π, σ_m) of Theorem 1 for every ranker; ``prefix`` = π's top k objects.

    Equals the average of ``d(τ, σ)`` over the coset (Definition 1, Eq. 5); O(n²).
    """
    s = _as_sigma(sigma)
    p = _as_order(prefix, s.shape[0])
    code = _code(dist)
    return np.array([_coset_distance(s[:, m].copy(), p, code) for m in range(s.shape[1])])


@njit(cache=True)
def _stage_distances(s, order, code, out):
    """Fill out[row, m] = d̂(S_{n−k}(π, k, j), σ_m) for k = 1..n and j = order[k−1:].

    Rows of stage k are consecutive, candidate order[k−1] (π's choice) first.
    O(n²) per ranker: Theorem 2's incremental updates of the prefix sums.
    """
    n, M = s.shape
    less = np.empty(n)
    g = np.empty(n)
    nn = float(n)
    for m in range(M):
        fixed = 0.0
        t1 = 0.0
        t2 = 0.0
        for o in range(n):
            t1 += s[o, m]
            t2 += s[o, m] * s[o, m]
        if code == 2:
            for o in range(n):
                acc = 0.0
                for q in range(n):
                    if q != o:
                        acc += _less(s[o, m], s[q, m])
                less[o] = acc
        row = 0
        for k in range(1, n + 1):
            rem = n - k
            if code == 0:
                pbar = (k + 1 + nn) / 2.0
                s2 = nn * (nn + 1) * (2 * nn + 1) / 6.0 - k * (k + 1.0) * (2.0 * k + 1) / 6.0
                for idx in range(k - 1, n):
                    x = s[order[idx], m]
                    v = fixed + (x - k) * (x - k)
                    if rem > 0:
                        v += (t2 - x * x) - 2.0 * pbar * (t1 - x) + s2
                    out[row + idx - (k - 1), m] = v
            elif code == 1:
                big_g = 0.0
                for idx in range(k - 1, n):
                    gv = _sum_abs(s[order[idx], m], k + 1, n)
                    g[idx] = gv
                    big_g += gv
                for idx in range(k - 1, n):
                    x = s[order[idx], m]
                    v = fixed + abs(x - k)
                    if rem > 0:
                        v += (big_g - g[idx]) / rem
                    out[row + idx - (k - 1), m] = v
            else:
                base = fixed + 0.25 * rem * (rem - 1)
                for idx in range(k - 1, n):
                    out[row + idx - (k - 1), m] = base + less[order[idx]]
            # place π's object of stage k
            o = order[k - 1]
            x = s[o, m]
            if code == 0:
                fixed += (x - k) * (x - k)
            elif code == 1:
                fixed += abs(x - k)
            else:
                fixed += less[o]
                for idx in range(k, n):
                    j = order[idx]
                    less[j] -= _less(s[j, m], x)
            t1 -= x
            t2 -= x * x
            row += n - k + 1


def stage_distances(order: NDArray, sigma: NDArray, dist: str) -> NDArray[np.float64]:
    """All coset distances of Eq. (7)/(8) for permutation ``order``: shape (n, n, M).

    ``D[k−1, i, m] = d̂(S_{n−k}(π, k, order[i]), σ_m)`` for ``i ≥ k−1`` (NaN
    otherwise): stage k with π's object at position i moved to position k.
    Computed in O(M n²) (Theorem 2).
    """
    s = _as_sigma(sigma)
    n, M = s.shape
    o = _as_order(order, n)
    if len(o) != n:
        raise ValueError("order must be a full permutation")
    flat = np.empty((n * (n + 1) // 2, M))
    _stage_distances(s, o, _code(dist), flat)
    out = np.full((n, n, M), np.nan)
    row = 0
    for k in range(n):
        out[k, k:] = flat[row : row + n - k]
        row += n - k
    return out


@njit(cache=True)
def _log_prob_kernel(s, order, theta, code):
    """Eq. (8) in O(M n²): Theorem 2's stage distances, then one log-sum-exp per stage."""
    n, M = s.shape
    flat = np.empty((n * (n + 1) // 2, M))
    _stage_distances(s, order, code, flat)
    e = np.empty(n)
    total = 0.0
    row = 0
    for k in range(n):
        c = n - k
        for i in range(c):
            v = 0.0
            for m in range(M):
                v -= theta[m] * flat[row + i, m]
            e[i] = v
        total += _log_softmax_first(e, c)
        row += c
    return total


@njit(cache=True)
def _log_softmax_first(e, c):
    """``e[0] − log Σ_{i<c} exp(e[i])``: the log-probability of the stage's chosen object (Eq. 7)."""
    mx = -np.inf
    for i in range(c):
        if e[i] > mx:
            mx = e[i]
    acc = 0.0
    for i in range(c):
        acc += math.exp(e[i] - mx)
    return e[0] - mx - math.log(acc)


def log_prob(order: NDArray, sigma: NDArray, theta: NDArray, dist: str) -> float:
    """log P(π | θ, σ) of the CPS model, Eq. (7) (one ranker) / Eq. (8) (several); O(M n²)."""
    s = _as_sigma(sigma)
    th = np.atleast_1d(np.asarray(theta, dtype=np.float64))
    if th.shape != (s.shape[1],):
        raise ValueError(f"theta must have one weight per ranker ({s.shape[1]})")
    o = _as_order(order, s.shape[0])
    if len(o) != s.shape[0]:
        raise ValueError("order must be a full permutation")
    return float(_log_prob_kernel(s, o, th, _code(dist)))


@njit(cache=True)
def _log_prob_naive_kernel(s, order, theta, code):
    n, M = s.shape
    e = np.empty(n)
    total = 0.0
    col = np.empty(n)
    for k in range(n):
        c = n - k
        prefix = np.empty(k + 1, dtype=np.int64)
        prefix[:k] = order[:k]
        for i in range(c):
            prefix[k] = order[k + i]
            v = 0.0
            for m in range(M):
                for o in range(n):
                    col[o] = s[o, m]
                v -= theta[m] * _coset_distance(col, prefix, code)
            e[i] = v
        total += _log_softmax_first(e, c)
    return total


def log_prob_naive(order: NDArray, sigma: NDArray, theta: NDArray, dist: str) -> float:
    """Eq. (8) with every coset distance from Theorem 1 computed separately: O(M n⁴).

    The reference the Theorem-2 implementation (:func:`log_prob`) is timed against."""
    s = _as_sigma(sigma)
    th = np.atleast_1d(np.asarray(theta, dtype=np.float64))
    o = _as_order(order, s.shape[0])
    return float(_log_prob_naive_kernel(s, o, th, _code(dist)))


def brute_force_coset_distance(prefix, sigma, dist: str) -> NDArray[np.float64]:
    """Definition 1 literally: the mean of d(τ, σ) over the (n−k)! permutations of the coset."""
    s = _as_sigma(sigma)
    n = s.shape[0]
    p = list(_as_order(prefix, n))
    rest = [o for o in range(n) if o not in p]
    ds = [distance(np.array(p + list(t)), s, dist) for t in permutations(rest)]
    return np.mean(ds, axis=0)
