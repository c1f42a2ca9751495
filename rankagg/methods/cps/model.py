"""The CPS model of Qin, Geng & Liu (NIPS 2010) and the exact / MCMC Mallows baselines.

Notation (paper §2.2): objects ``0..n-1`` (0-based here), a permutation is given by
its *order* (``order[i]`` = object at position ``i + 1``, the paper's π⁻¹) and a
*location* ranking σ by the positions ``s[o]`` of the objects (1-based, real
valued: ties and unranked documents get average positions, see
:func:`location_positions`).  With several input rankers ``s`` has shape
``(n, M)``.

Contents
--------
* :func:`coset_distance` — Definition 1 / Theorem 1 (as reconstructed in
  ``papers/NOTES.md``): the average distance from the coset ``S_{n-k}π`` (all
  permutations sharing π's top ``k`` objects) to σ, for Spearman's rho ``d_r``,
  the footrule ``d_f`` and Kendall's tau ``d_t``, each O(n²).
* :func:`stage_distances` — every coset distance the CPS model (Eq. 7/8) needs,
  ``d̂(S_{n-k}(π, k, j), σ)`` for all stages ``k`` and candidates ``j``, in O(n²)
  per ranker with the incremental updates of Theorem 2 (not O(n⁴)).
* :func:`log_prob` — log P(π | θ, σ) of the multi-ranker CPS model, Eq. (8).
* :func:`sequential_inference` — Algorithm 1 (O(M n²), Theorem 3).
* :func:`global_inference` — the most probable permutation of the CPS model.
  Stage probabilities depend only on the set of objects not yet placed (all the
  prefix-dependent terms of Theorem 1 are shared by the candidates of a stage),
  so the argmax is a dynamic programme over subsets, exact in O(2ⁿ n²).
* Mallows model (Eq. 2/3) with ``d_r``, ``d_f``, ``d_t`` and several rankers
  (Lebanon & Lafferty 2002): exact log-partition function and gradient by a
  forward-backward over subsets (O(2ⁿ n²) instead of the O(n!) sum of Eq. 3),
  exact mode, and Metropolis sampling for MallApp.

Ties of σ (equal positions) count ½ in Kendall's tau, the expected value over
the orders of the tied objects.
"""

from __future__ import annotations

import math
from itertools import permutations

import numpy as np
from numba import njit
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_order

__all__ = [
    "DISTANCES",
    "distance",
    "coset_distance",
    "stage_distances",
    "log_prob",
    "log_prob_naive",
    "sequential_inference",
    "global_inference",
    "mallows_log_partition",
    "mallows_log_prob",
    "mallows_mode",
    "location_positions",
    "truth_orders",
]

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
        mx = -np.inf
        for i in range(c):
            v = 0.0
            for m in range(M):
                v -= theta[m] * flat[row + i, m]
            e[i] = v
            if v > mx:
                mx = v
        acc = 0.0
        for i in range(c):
            acc += math.exp(e[i] - mx)
        total += e[0] - mx - math.log(acc)
        row += c
    return total


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
        mx = -np.inf
        for i in range(c):
            prefix[k] = order[k + i]
            v = 0.0
            for m in range(M):
                for o in range(n):
                    col[o] = s[o, m]
                v -= theta[m] * _coset_distance(col, prefix, code)
            e[i] = v
            if v > mx:
                mx = v
        acc = 0.0
        for i in range(c):
            acc += math.exp(e[i] - mx)
        total += e[0] - mx - math.log(acc)
    return total


def log_prob_naive(order: NDArray, sigma: NDArray, theta: NDArray, dist: str) -> float:
    """Eq. (8) with every coset distance from Theorem 1 computed separately: O(M n⁴).

    The reference the Theorem-2 implementation (:func:`log_prob`) is timed against."""
    s = _as_sigma(sigma)
    th = np.atleast_1d(np.asarray(theta, dtype=np.float64))
    o = _as_order(order, s.shape[0])
    return float(_log_prob_naive_kernel(s, o, th, _code(dist)))


# ------------------------------------------------------------------ inference
@njit(cache=True)
def _stage_cost_posmatrix(s, theta, code):
    """C[j, k−1] = Σ_m θ_m (j-dependent part of d̂ at stage k) for d_r / d_f.

    The parts of Theorem 1 shared by all candidates of a stage (prefix terms and
    sums over the remaining set) are dropped: they cancel in Eq. (8) and in the
    argmin of Algorithm 1.
    """
    n, M = s.shape
    C = np.zeros((n, n))
    for k in range(1, n + 1):
        rem = n - k
        for j in range(n):
            acc = 0.0
            for m in range(M):
                x = s[j, m]
                if code == 0:
                    if rem > 0:
                        v = (x - k) * (x - k) - x * x + (k + 1.0 + n) * x
                    else:
                        v = (x - k) * (x - k)
                else:
                    v = abs(x - k)
                    if rem > 0:
                        v -= _sum_abs(x, k + 1, n) / rem
                acc += theta[m] * v
            C[j, k - 1] = acc
    return C


@njit(cache=True)
def _pair_matrix(s, theta):
    """P[j, o] = Σ_m θ_m (1{σ_m(o) < σ_m(j)} + ½ ties): cost of j placed before o (Kendall)."""
    n, M = s.shape
    P = np.zeros((n, n))
    for j in range(n):
        for o in range(n):
            if o != j:
                acc = 0.0
                for m in range(M):
                    acc += theta[m] * _less(s[j, m], s[o, m])
                P[j, o] = acc
    return P


@njit(cache=True)
def _sequential(s, theta, code, tie_order):
    """Algorithm 1: at each stage the candidate of smallest Σ θ_m d̂ (O(M n²))."""
    n = s.shape[0]
    alive = np.ones(n, dtype=np.bool_)
    out = np.empty(n, dtype=np.int64)
    if code == 2:
        P = _pair_matrix(s, theta)
        cost = np.zeros(n)
        for j in range(n):
            for o in range(n):
                cost[j] += P[j, o]
        for k in range(n):
            best = -1
            bv = np.inf
            for t in range(n):
                j = tie_order[t]
                if alive[j] and cost[j] < bv:
                    bv = cost[j]
                    best = j
            out[k] = best
            alive[best] = False
            for j in range(n):
                if alive[j]:
                    cost[j] -= P[j, best]
        return out
    C = _stage_cost_posmatrix(s, theta, code)
    for k in range(n):
        best = -1
        bv = np.inf
        for t in range(n):
            j = tie_order[t]
            if alive[j] and C[j, k] < bv:
                bv = C[j, k]
                best = j
        out[k] = best
        alive[best] = False
    return out


@njit(cache=True)
def _popcount(x):
    c = 0
    while x:
        x &= x - 1
        c += 1
    return c


@njit(cache=True)
def _subset_dp(C, pair, normalize, tie_order):
    """Best permutation by dynamic programming over the set of unplaced objects.

    Choosing j from the remaining set R costs ``c(j, R)``: ``C[j, n−|R|]`` (position
    costs, ``pair=False``) or ``Σ_{o∈R∖j} C[j, o]`` (pairwise, ``pair=True``).
    ``normalize``: maximise Σ_k log softmax_R(−c) (CPS, Eq. 8); else minimise Σ c
    (Mallows mode).  Exact, O(2ⁿ n²).  Ties go to the earlier object of tie_order.
    """
    n = C.shape[0]
    full = (1 << n) - 1
    V = np.full(1 << n, -np.inf)
    arg = np.full(1 << n, -1, dtype=np.int64)
    V[0] = 0.0
    e = np.empty(n)
    for mask in range(1, full + 1):
        r = _popcount(mask)
        k = n - r
        for j in range(n):
            if (mask >> j) & 1:
                if pair:
                    acc = 0.0
                    for o in range(n):
                        if o != j and (mask >> o) & 1:
                            acc += C[j, o]
                    e[j] = -acc
                else:
                    e[j] = -C[j, k]
        lse = 0.0
        if normalize:
            mx = -np.inf
            for j in range(n):
                if (mask >> j) & 1 and e[j] > mx:
                    mx = e[j]
            acc = 0.0
            for j in range(n):
                if (mask >> j) & 1:
                    acc += math.exp(e[j] - mx)
            lse = mx + math.log(acc)
        best = -np.inf
        bj = -1
        for t in range(n):
            j = tie_order[t]
            if (mask >> j) & 1:
                v = e[j] - lse + V[mask ^ (1 << j)]
                if v > best:
                    best = v
                    bj = j
        V[mask] = best
        arg[mask] = bj
    out = np.empty(n, dtype=np.int64)
    mask = full
    for k in range(n):
        j = arg[mask]
        out[k] = j
        mask ^= 1 << j
    return out, V[full]


def _tie(n: int, tie_order: NDArray | None) -> NDArray[np.int64]:
    return np.arange(n, dtype=np.int64) if tie_order is None else np.asarray(tie_order, dtype=np.int64)


def sequential_inference(sigma: NDArray, theta: NDArray, dist: str, tie_order: NDArray | None = None) -> NDArray[np.int64]:
    """Algorithm 1 (sequential inference), O(M n²) (Theorem 3); returns the order."""
    s = _as_sigma(sigma)
    th = np.asarray(theta, dtype=np.float64).reshape(-1)
    return _sequential(s, th, _code(dist), _tie(s.shape[0], tie_order))


def _cps_cost(s, th, code):
    if code == 2:
        return _pair_matrix(s, th), True
    return _stage_cost_posmatrix(s, th, code), False


def global_inference(sigma: NDArray, theta: NDArray, dist: str, tie_order: NDArray | None = None) -> NDArray[np.int64]:
    """The most probable permutation of the CPS model (CPS-G), exact, O(2ⁿ n²)."""
    s = _as_sigma(sigma)
    th = np.asarray(theta, dtype=np.float64).reshape(-1)
    C, pair = _cps_cost(s, th, _code(dist))
    return _subset_dp(C, pair, True, _tie(s.shape[0], tie_order))[0]


# ------------------------------------------------------------------ Mallows
def _mallows_costs(s: NDArray[np.float64], code: int) -> tuple[NDArray[np.float64], bool]:
    """Per-ranker cost tensors: (M, n, n) position costs or pairwise order costs."""
    n, M = s.shape
    if code == 2:
        a = s.T[:, :, None]  # σ_m(j)
        b = s.T[:, None, :]  # σ_m(o)
        T = (b < a) + 0.5 * (b == a)
        idx = np.arange(n)
        T[:, idx, idx] = 0.0
        return T.astype(np.float64), True
    p = np.arange(1, n + 1, dtype=np.float64)[None, None, :]
    d = p - s.T[:, :, None]
    return (d * d if code == 0 else np.abs(d)), False


@njit(cache=True)
def _mallows_fb(C, pair):
    """log Z and expected transition marginals of P(π) ∝ exp(−Σ_k c(π_k, R_k)).

    Returns (logZ, Q) with Q[j, k] = P(π⁻¹(k+1) = j) (position marginals) for
    position costs, or Q[j, o] = P(j before o) for pairwise costs.
    """
    n = C.shape[0]
    full = (1 << n) - 1
    beta = np.full(1 << n, -np.inf)
    beta[0] = 0.0
    e = np.empty(n)
    for mask in range(1, full + 1):
        k = n - _popcount(mask)
        mx = -np.inf
        for j in range(n):
            if (mask >> j) & 1:
                if pair:
                    acc = 0.0
                    for o in range(n):
                        if o != j and (mask >> o) & 1:
                            acc += C[j, o]
                    e[j] = -acc + beta[mask ^ (1 << j)]
                else:
                    e[j] = -C[j, k] + beta[mask ^ (1 << j)]
                if e[j] > mx:
                    mx = e[j]
        acc = 0.0
        for j in range(n):
            if (mask >> j) & 1:
                acc += math.exp(e[j] - mx)
        beta[mask] = mx + math.log(acc)
    logz = beta[full]
    alpha = np.full(1 << n, -np.inf)
    alpha[full] = 0.0
    Q = np.zeros((n, n))
    for mask in range(full, 0, -1):
        if alpha[mask] == -np.inf:
            continue
        k = n - _popcount(mask)
        for j in range(n):
            if (mask >> j) & 1:
                if pair:
                    acc = 0.0
                    for o in range(n):
                        if o != j and (mask >> o) & 1:
                            acc += C[j, o]
                    c = acc
                else:
                    c = C[j, k]
                nxt = mask ^ (1 << j)
                lt = alpha[mask] - c
                pr = math.exp(lt + beta[nxt] - logz)
                if pair:
                    for o in range(n):
                        if o != j and (mask >> o) & 1:
                            Q[j, o] += pr
                else:
                    Q[j, k] += pr
                if alpha[nxt] == -np.inf:
                    alpha[nxt] = lt
                else:
                    hi = max(alpha[nxt], lt)
                    alpha[nxt] = hi + math.log(math.exp(alpha[nxt] - hi) + math.exp(lt - hi))
    return logz, Q


def mallows_log_partition(sigma: NDArray, theta: NDArray, dist: str) -> float:
    """log Z(θ, σ) of the multi-ranker Mallows model (Eq. 3), exact in O(2ⁿ n²)."""
    s = _as_sigma(sigma)
    th = np.asarray(theta, dtype=np.float64).reshape(-1)
    T, pair = _mallows_costs(s, _code(dist))
    return float(_mallows_fb(np.tensordot(th, T, axes=1), pair)[0])


def mallows_log_prob(order: NDArray, sigma: NDArray, theta: NDArray, dist: str) -> float:
    """log P(π | θ, σ) = −Σ_m θ_m d(π, σ_m) − log Z (Eq. 2 with several rankers)."""
    th = np.asarray(theta, dtype=np.float64).reshape(-1)
    return float(-(distance(order, sigma, dist) @ th) - mallows_log_partition(sigma, th, dist))


def mallows_mode(sigma: NDArray, theta: NDArray, dist: str, tie_order: NDArray | None = None, max_n: int = 12) -> NDArray[np.int64]:
    """argmin_π Σ_m θ_m d(π, σ_m): exact for every n with d_r (sort by Σ θ_m σ_m,
    the rearrangement inequality) and d_f (linear assignment); subset DP for d_t
    up to ``max_n`` objects (weighted Kemeny is NP-hard), local Kemenization of
    the sequential order beyond."""
    s = _as_sigma(sigma)
    n = s.shape[0]
    th = np.asarray(theta, dtype=np.float64).reshape(-1)
    code = _code(dist)
    tie = _tie(n, tie_order)
    if n <= max_n:
        T, pair = _mallows_costs(s, code)
        return _subset_dp(np.tensordot(th, T, axes=1), pair, False, tie)[0]
    if code == 0:
        w = s @ th
        rank_in_tie = np.empty(n, dtype=np.int64)
        rank_in_tie[tie] = np.arange(n)
        return np.lexsort((rank_in_tie, w)).astype(np.int64)
    if code == 1:
        from scipy.optimize import linear_sum_assignment

        T, _ = _mallows_costs(s, code)
        rows, cols = linear_sum_assignment(np.tensordot(th, T, axes=1))
        out = np.empty(n, dtype=np.int64)
        out[cols] = rows
        return out
    order = _sequential(s, th, code, tie)
    return _local_kemeny(order, _pair_matrix(s, th))


def _local_kemeny(order: NDArray[np.int64], P: NDArray[np.float64]) -> NDArray[np.int64]:
    """Adjacent swaps while they lower the weighted Kendall cost (Dwork et al. 2001)."""
    order = order.copy()
    changed = True
    while changed:
        changed = False
        for i in range(len(order) - 1):
            a, b = order[i], order[i + 1]
            if P[b, a] < P[a, b] - 1e-12:
                order[i], order[i + 1] = b, a
                changed = True
    return order


# ------------------------------------------------------------------ data glue
@njit(cache=True)
def _positions_kernel(local, offsets, bottom):
    n_items, M = local.shape
    out = np.empty((n_items, M))
    for q in range(offsets.shape[0] - 1):
        a = offsets[q]
        b = offsets[q + 1]
        n = b - a
        for m in range(M):
            k = 0
            for i in range(a, b):
                if not np.isnan(local[i, m]):
                    k += 1
            for i in range(a, b):
                x = local[i, m]
                if np.isnan(x):
                    out[i, m] = k + 1.0 if bottom else (k + 1.0 + n) / 2.0
                else:
                    # mid-rank of tied positions: local ranks use the minimum
                    c = 0
                    for i2 in range(a, b):
                        if local[i2, m] == x:
                            c += 1
                    out[i, m] = x + (c - 1) / 2.0
    return out


def location_positions(data: Rankings, unranked: str = "average") -> NDArray[np.float64]:
    """Every ranker's location permutation σ_m as positions 1..n per query, (n_items, M).

    A ranker's ranked documents take their order within the query (ties: mid-rank);
    its ``k`` ranked documents come first.  ``unranked="average"``: the ``n − k``
    documents it did not rank share the positions ``k+1..n`` (all at their mean
    ``(k+1+n)/2``, which is the expected position under a uniformly random
    completion); ``"bottom"``: all tied at ``k + 1``.
    """
    if unranked not in ("average", "bottom"):
        raise ValueError(f"unranked must be 'average' or 'bottom'; got {unranked!r}")

    def compute() -> NDArray[np.float64]:
        out = _positions_kernel(np.ascontiguousarray(data.local_ranks()), data.offsets, unranked == "bottom")
        out.setflags(write=False)
        return out

    return data.cached(("cps_positions", unranked), compute)


def truth_orders(data: Rankings, truth: str, n_samples: int = 1, rng: np.random.Generator | None = None) -> list[NDArray[np.int64]]:
    """Ground-truth permutations (as global item rows, query by query) from graded labels.

    ``truth="tie_rule"``: label descending, documents of equal label in the house
    tie rule (:func:`rankagg.data.rankings.consensus_order` with the labels as scores).
    ``truth="random"``: ``n_samples`` permutations drawn uniformly among those
    consistent with the labels (a Monte-Carlo estimate of the expected
    log-likelihood over label-consistent permutations).
    """
    if data.labels is None:
        raise ValueError("ground-truth permutations need labels")
    if truth == "tie_rule":
        return [consensus_order(data, data.labels.astype(np.float64))]
    if truth == "random":
        rng = rng if rng is not None else np.random.default_rng(0)
        qi = data.query_of_item
        return [
            np.lexsort((rng.random(data.n_items), -data.labels, qi)).astype(np.int64) for _ in range(n_samples)
        ]
    raise ValueError(f"truth must be 'tie_rule' or 'random'; got {truth!r}")


def brute_force_coset_distance(prefix, sigma, dist: str) -> NDArray[np.float64]:
    """Definition 1 literally: the mean of d(τ, σ) over the (n−k)! permutations of the coset."""
    s = _as_sigma(sigma)
    n = s.shape[0]
    p = list(_as_order(prefix, n))
    rest = [o for o in range(n) if o not in p]
    ds = [distance(np.array(p + list(t)), s, dist) for t in permutations(rest)]
    return np.mean(ds, axis=0)


# ------------------------------------------------------------------ learning
@njit(cache=True)
def _cps_features(s_all, offsets, order_all, code, F, ptr, stage_q):
    """Stage-wise features of Eq. (12) for all queries.

    For stage k of query q the rows hold ``d̂(S_{n−k}(π,k,j), σ_m) − d̂(S_{n−k}π, σ_m)``
    for the candidates j (π's own choice first, all zeros): the log-likelihood is
    ``−Σ_stages log Σ_j exp(−θ·row_j)``.  The last stage (one candidate) is dropped.
    """
    row = 0
    st = 0
    for q in range(offsets.shape[0] - 1):
        a = offsets[q]
        b = offsets[q + 1]
        n = b - a
        if n < 2:
            continue
        s = s_all[a:b]
        order = order_all[a:b] - a
        M = s.shape[1]
        flat = np.empty((n * (n + 1) // 2, M))
        _stage_distances(s, order, code, flat)
        r = 0
        for k in range(1, n):
            c = n - k + 1
            ptr[st] = row
            stage_q[st] = q
            for i in range(c):
                for m in range(M):
                    F[row + i, m] = flat[r + i, m] - flat[r, m]
            row += c
            r += c
            st += 1
    ptr[st] = row


@njit(cache=True)
def _cps_ll_grad(theta, F, ptr, w):
    """Σ_stages w · log P(choice) and its gradient (Eq. 12)."""
    M = F.shape[1]
    grad = np.zeros(M)
    ll = 0.0
    n_st = ptr.shape[0] - 1
    e = np.empty(F.shape[0])
    for st in range(n_st):
        a = ptr[st]
        b = ptr[st + 1]
        mx = -np.inf
        for j in range(a, b):
            v = 0.0
            for m in range(M):
                v -= theta[m] * F[j, m]
            e[j] = v
            if v > mx:
                mx = v
        acc = 0.0
        for j in range(a, b):
            e[j] = math.exp(e[j] - mx)
            acc += e[j]
        lse = mx + math.log(acc)
        ll -= w[st] * lse
        for j in range(a, b):
            p = w[st] * e[j] / acc
            for m in range(M):
                grad[m] += p * F[j, m]
    return ll, grad


class CPSProblem:
    """The log-likelihood (Eq. 12) of a set of training queries, concave in θ.

    Built once (features do not depend on θ); ``value_and_grad(θ)`` is
    O(Σ_q M n_q²) per call.
    """

    def __init__(
        self,
        data: Rankings,
        dist: str,
        orders: list[NDArray[np.int64]],
        unranked: str = "average",
        max_stage: NDArray[np.int64] | None = None,
    ) -> None:
        """``max_stage[q]``: keep only the first stages of query q (the likelihood of
        the coset of its top documents, the later stages marginalised out)."""
        code = _code(dist)
        s = np.ascontiguousarray(location_positions(data, unranked))
        sizes = data.sizes
        n_rows = int(np.sum(np.where(sizes >= 2, sizes * (sizes + 1) // 2 - 1, 0)))
        n_st = int(np.sum(np.maximum(sizes - 1, 0)))
        Fs, ptrs, ws, qs = [], [], [], []
        base = 0
        for order in orders:
            F = np.empty((n_rows, data.n_rankers), dtype=np.float32)
            ptr = np.empty(n_st + 1, dtype=np.int64)
            sq = np.empty(n_st, dtype=np.int64)
            _cps_features(s, data.offsets, np.asarray(order, dtype=np.int64), code, F, ptr, sq)
            Fs.append(F)
            ptrs.append(ptr[:-1] + base)
            base += n_rows
            w = np.full(n_st, 1.0 / len(orders))
            if max_stage is not None:
                per_q = np.maximum(sizes - 1, 0)
                first = np.concatenate([[0], np.cumsum(per_q)[:-1]])
                k = np.arange(n_st) - first[sq] + 1
                w[k > np.asarray(max_stage)[sq]] = 0.0
            ws.append(w)
            qs.append(sq)
        self.F = np.concatenate(Fs) if len(Fs) > 1 else Fs[0]
        self.ptr = np.append(np.concatenate(ptrs), base).astype(np.int64)
        self.w = np.concatenate(ws)
        self.n_queries = data.n_queries
        self.n_stages = int(np.count_nonzero(self.w))
        nz = np.abs(self.F[self.F != 0])
        self.scale = float(nz.mean()) if nz.size else 1.0

    def value_and_grad(self, theta: NDArray[np.float64]) -> tuple[float, NDArray[np.float64]]:
        """Log-likelihood L(θ) (Eq. 12) and ∂L/∂θ, summed over training queries."""
        return _cps_ll_grad(np.asarray(theta, dtype=np.float64), self.F, self.ptr, self.w)


def maximize_concave(value_and_grad, M: int, scale: float, n_queries: int, alpha: float, max_iter: int, tol: float):
    """L-BFGS on −L(θ)/n_queries + α/2 |θ̃|² in the scaled variable θ̃ = θ·scale.

    Returns (θ, converged, n_iter, final log-likelihood)."""
    from scipy.optimize import minimize

    nq = max(n_queries, 1)

    def f(tt):
        ll, g = value_and_grad(tt / scale)
        return -ll / nq + 0.5 * alpha * tt @ tt, -g / (nq * scale) + alpha * tt

    res = minimize(f, np.zeros(M), jac=True, method="L-BFGS-B", options={"maxiter": max_iter, "gtol": tol, "ftol": tol * 1e-2})
    converged = bool(res.success) or res.nit < max_iter
    theta = res.x / scale
    return theta, converged, int(res.nit), float(value_and_grad(theta)[0])


class MallowsProblem:
    """Exact log-likelihood of the multi-ranker Mallows model (Eq. 2/3) and its gradient.

    log Z(θ) per query by the subset forward-backward (O(2ⁿ n²)); gradient
    ``−d(π*, σ) + E_θ[d(π, σ)]``.  Queries with more than ``max_n`` documents are
    left out (the paper: O(n!), "only for small n").
    """

    def __init__(self, data: Rankings, dist: str, orders: list[NDArray[np.int64]], unranked: str = "average", max_n: int = 10) -> None:
        self.code = _code(dist)
        s = location_positions(data, unranked)
        self.items = []
        for q, sl in enumerate(data.query_slices()):
            n = sl.stop - sl.start
            if n < 2 or n > max_n:
                continue
            sq = np.ascontiguousarray(s[sl])
            T, pair = _mallows_costs(sq, self.code)
            dstar = np.mean([distance(o[sl] - sl.start, sq, dist) for o in orders], axis=0)
            self.items.append((T, pair, dstar, sq))
        self.n_skipped = data.n_queries - len(self.items)
        self.n_queries = len(self.items)
        self.pair = self.code == 2
        self.scale = float(np.mean([np.abs(T).mean() for T, *_ in self.items])) if self.items else 1.0
        self.scale = self.scale or 1.0

    def value_and_grad(self, theta: NDArray[np.float64]) -> tuple[float, NDArray[np.float64]]:
        theta = np.asarray(theta, dtype=np.float64)
        ll = 0.0
        grad = np.zeros_like(theta)
        for T, pair, dstar, _ in self.items:
            logz, Q = _mallows_fb(np.tensordot(theta, T, axes=1), pair)
            ll += -(theta @ dstar) - logz
            grad += -dstar + np.tensordot(T, Q, axes=([1, 2], [0, 1]))
        return ll, grad


@njit(cache=True)
def _metropolis(C, pair, order, n_samples, thin, burn, prop, unif):
    """Metropolis chain on S_n with adjacent transpositions, P(π) ∝ exp(−Σ_k c(π_k, R_k)).

    ``order`` is updated in place (persistent chain); returns the Monte-Carlo
    marginals Q (as in :func:`_mallows_fb`)."""
    n = C.shape[0]
    Q = np.zeros((n, n))
    t = 0
    total = burn + n_samples * thin
    got = 0
    for step in range(total):
        i = prop[step]
        a = order[i]
        b = order[i + 1]
        if pair:
            delta = C[b, a] - C[a, b]
        else:
            delta = C[a, i + 1] + C[b, i] - C[a, i] - C[b, i + 1]
        if delta <= 0.0 or unif[step] < math.exp(-delta):
            order[i] = b
            order[i + 1] = a
        if step >= burn and (step - burn + 1) % thin == 0:
            got += 1
            if pair:
                for x in range(n):
                    for y in range(x + 1, n):
                        Q[order[x], order[y]] += 1.0
            else:
                for x in range(n):
                    Q[order[x], x] += 1.0
    t = got
    if t > 0:
        for x in range(n):
            for y in range(n):
                Q[x, y] /= t
    return Q
