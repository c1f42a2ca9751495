"""Learning the CPS and Mallows dispersions from labelled queries (Qin, Geng & Liu, NIPS 2010).

* data glue: every ranker's location ranking per query
  (:func:`location_positions`) and ground-truth permutations from graded labels
  (:func:`truth_orders`);
* the CPS log-likelihood and its gradient over many queries
  (:class:`CPSProblem`), the exact Mallows likelihood (:class:`MallowsProblem`),
  a concave maximiser shared by both (:func:`maximize_concave`), and the
  Metropolis sampler of MallApp.

Notation in the package docstring, :mod:`rankagg.methods.cps`.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_order
from rankagg.methods.cps.distances import _code, _stage_distances, distance
from rankagg.methods.cps.inference import _mallows_costs, _mallows_fb

__all__ = ["location_positions", "truth_orders"]


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
