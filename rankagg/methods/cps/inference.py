"""Inference in the CPS model and the exact Mallows baselines (Qin, Geng & Liu, NIPS 2010).

* :func:`sequential_inference` -- Algorithm 1 (O(M n²), Theorem 3).
* :func:`global_inference` -- the most probable permutation of the CPS model:
  stage probabilities depend only on the set of objects not yet placed, so the
  argmax is a dynamic programme over subsets, exact in O(2ⁿ n²).
* Mallows model (Eq. 2/3) with ``d_r``, ``d_f``, ``d_t`` and several rankers
  (Lebanon & Lafferty 2002): exact log-partition function and gradient by a
  forward-backward over subsets (O(2ⁿ n²) instead of the O(n!) sum of Eq. 3),
  and the exact mode.

Notation in the package docstring, :mod:`rankagg.methods.cps`.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit
from numpy.typing import NDArray

from rankagg.methods.cps.distances import _as_sigma, _code, _less, _sum_abs, distance

__all__ = ["sequential_inference", "global_inference", "mallows_log_partition", "mallows_log_prob", "mallows_mode"]


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
def _removal_cost(C, pair, mask, j, k):
    """``c(j, R)`` of choosing ``j`` from the unplaced set ``R`` (bit ``mask``) at stage ``k``:
    ``Σ_{o∈R∖j} C[j, o]`` for pairwise costs, ``C[j, k]`` for position costs."""
    if pair:
        acc = 0.0
        for o in range(C.shape[0]):
            if o != j and (mask >> o) & 1:
                acc += C[j, o]
        return acc
    return C[j, k]


@njit(cache=True)
def _masked_logsumexp(e, mask):
    """``log Σ_{j∈mask} exp(e[j])``, shifted by the largest term."""
    mx = -np.inf
    for j in range(e.shape[0]):
        if (mask >> j) & 1 and e[j] > mx:
            mx = e[j]
    acc = 0.0
    for j in range(e.shape[0]):
        if (mask >> j) & 1:
            acc += math.exp(e[j] - mx)
    return mx + math.log(acc)


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
                e[j] = -_removal_cost(C, pair, mask, j, k)
        lse = _masked_logsumexp(e, mask) if normalize else 0.0
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
        for j in range(n):
            if (mask >> j) & 1:
                e[j] = -_removal_cost(C, pair, mask, j, k) + beta[mask ^ (1 << j)]
        beta[mask] = _masked_logsumexp(e, mask)
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
                c = _removal_cost(C, pair, mask, j, k)
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
        # the items in the tie rule's order: among assignments of equal cost the solver picks by row, so rows in
        # the documents' input order made the fused order depend on the order the runs were read in
        rows, cols = linear_sum_assignment(np.tensordot(th, T, axes=1)[tie])
        out = np.empty(n, dtype=np.int64)
        out[cols] = tie[rows]
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
