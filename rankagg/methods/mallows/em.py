"""EM for the extended Mallows model (Klementiev, Roth & Small 2008, §3, Propositions 1-2).

:func:`fit_extended_mallows` learns one dispersion ``theta_i`` per judge; the
right-hand side of Eq. 8 is estimated by Metropolis sampling
(:mod:`rankagg.methods.mallows.sampling`) or by the weighted-Borda approximation
of §6.1 (weights ``exp(-theta_i)``).  Also the layout the EM works on
(:class:`QueryBatch`), posterior mean positions, synthetic votes and the
random-ranker robustness experiments (§6.2, §6.4).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.ranks import query_ranks
from rankagg.exceptions import ConvergenceWarning, warn_caller
from rankagg.methods.mallows.distances import THETA_MIN, _augment, solve_theta
from rankagg.methods.mallows.sampling import _chain_batch, _distance_batch, _proposals, sample_mallows

__all__ = [
    "QueryBatch",
    "EMResult",
    "fit_extended_mallows",
    "weighted_borda_scores",
    "posterior_mean_positions",
    "synthetic_votes",
    "with_random_rankers",
]


# ============================================================ data for EM
@dataclass
class QueryBatch:
    """Many queries' votes in the form the EM kernels use.

    ``offsets`` (n_queries + 1), ``votes`` (n_items, K) positions ``1..k_qi`` or NaN.
    Built from a :class:`~rankagg.data.rankings.Rankings` with its local ranks.
    """

    offsets: NDArray[np.int64]
    votes: NDArray[np.float64]
    st: NDArray[np.int64] = field(init=False)
    ks: NDArray[np.int64] = field(init=False)

    def __post_init__(self) -> None:
        self.offsets = np.asarray(self.offsets, dtype=np.int64)
        self.votes = np.asarray(self.votes, dtype=np.float64)
        self.st, self.ks = _augment(self.votes, self.offsets)

    @property
    def sizes(self) -> NDArray[np.int64]:
        return np.diff(self.offsets)

    @property
    def n_judges(self) -> int:
        return self.votes.shape[1]

    @classmethod
    def from_rankings(cls, data) -> "QueryBatch":
        return cls(data.offsets, data.local_ranks())

    @classmethod
    def from_orders(cls, orders: NDArray[np.int64]) -> "QueryBatch":
        """``orders[q, i]`` = judge ``i``'s full order of query ``q``'s items, shape (Q, K, n)."""
        orders = np.asarray(orders, dtype=np.int64)
        Q, K, n = orders.shape
        votes = np.empty((Q * n, K))
        for q in range(Q):
            for i in range(K):
                votes[q * n + orders[q, i], i] = np.arange(1, n + 1)
        return cls(np.arange(Q + 1) * n, votes)


def weighted_borda_scores(batch: QueryBatch, weights: NDArray[np.float64]) -> NDArray[np.float64]:
    """Weighted Borda of §5 (Algorithm 2): ``-Σ_i w_i σ~_i(j)`` with unranked at ``k_i + 1``.

    Higher is better (the negated weighted rank sum of the paper's ``argsort``).  It is Borda in rank
    form: with the unranked at ``k_i + 1`` (:func:`rankagg.features.points.unranked_positions`,
    ``"bottom"``), ``-sum_i w_i s_i = sum_i w_i borda_points(s_i, n) - (n + 1) sum_i w_i``, the weighted
    Borda of :mod:`rankagg.features.points` less a per-query constant, so it gives the same order.  It
    stays a matrix product over the batch's integer positions: Mallows-EM's committed results (its
    fingerprint) were computed so, and an order-free sum of the points would change the last bits.
    """
    return -(batch.st.astype(np.float64) @ np.asarray(weights, dtype=np.float64))


def _orders_from_scores(batch: QueryBatch, scores: NDArray[np.float64], tiebreak: NDArray[np.float64] | None = None) -> NDArray[np.int64]:
    """Local item ids of each query sorted by score (desc), ties by ``tiebreak`` then row."""
    qi = np.repeat(np.arange(len(batch.offsets) - 1), batch.sizes)
    tb = np.zeros(len(scores)) if tiebreak is None else tiebreak
    idx = np.lexsort((np.arange(len(scores)), tb, -scores, qi))
    return (idx - batch.offsets[qi[idx]]).astype(np.int64)


def _default_tiebreak(batch: QueryBatch) -> NDArray[np.float64]:
    """Ties between equal weighted-Borda scores: more judges first, then best position."""
    ranked = batch.st <= batch.ks[np.repeat(np.arange(len(batch.offsets) - 1), batch.sizes)]
    best = np.where(ranked, batch.st, np.iinfo(np.int64).max).min(axis=1)
    return -ranked.sum(axis=1) * 1e9 + np.minimum(best, 1e8)


def _borda_weights(theta: NDArray[np.float64], kind: str) -> NDArray[np.float64]:
    if kind == "exp":  # §6.1: exp(-theta_i)
        return np.exp(-theta)
    if kind == "abs":  # |theta_i| (0 for a judge the model found uniform)
        w = np.abs(theta)
        return w if w.sum() > 0 else np.ones_like(theta)
    raise ValueError(f"borda_weights must be 'exp' or 'abs', got {kind!r}")


@dataclass
class EMResult:
    theta: NDArray[np.float64]
    n_iter: int
    converged: bool
    history: list[NDArray[np.float64]]
    rhs: NDArray[np.float64]
    #: period of the cycle the weighted iteration fell into (theta is its mean), 0 if none
    cycle: int = 0


def fit_extended_mallows(
    batch: QueryBatch,
    *,
    estimator: str = "weighted",
    max_iter: int = 50,
    tol: float = 1e-4,
    theta_init: float | NDArray[np.float64] = -0.1,
    steps_per_item: float = 10.0,
    burn_in: float = 0.5,
    borda_weights: str = "exp",
    z_mode: str = "average",
    relax: float = 1.0,
    eq10: str = "exact",
    theta_min: float = THETA_MIN,
    true_orders: NDArray[np.int64] | None = None,
    random_state: int | np.random.Generator | None = None,
    callback=None,
) -> EMResult:
    """EM for the extended Mallows model (§3.2, Propositions 1 and 2).

    Each iteration estimates the right-hand side of Eq. 8 — the posterior mean
    distance of every judge's vote to the hidden true ranking, and the mean
    overlap ``z`` — then solves the left-hand side for each ``theta_i`` by line
    search on Eq. 9/10 (:func:`solve_theta`).

    ``estimator``:

    * ``"sampling"`` — Metropolis chains (§3.3) from the previous state,
      ``steps_per_item * n`` transpositions per query, the first ``burn_in``
      fraction discarded;
    * ``"weighted"`` — the §6.1 approximation: the votes combined by weighted
      Borda with weights ``exp(-theta_i)`` (``borda_weights="exp"``; ``"abs"``
      uses ``|theta_i|``), distance of each vote to that consensus;
    * ``"true"`` — the true orders (``true_orders``, per query local item ids
      best first) in place of the consensus (the paper's "True" curve).

    ``z_mode="average"`` solves Eq. 10 at each (query, judge)'s ``z`` averaged
    over the samples (the paper's "average value of z"); ``"pooled"`` uses one
    ``z`` per judge averaged over queries too (then ``k`` must not vary).
    ``eq10="exact"`` solves the LHS with the exact ``E_theta`` of the top-k
    distance, ``"paper"`` with Eq. 10 as printed (see :func:`expected_topk`).
    ``relax`` in ``(0, 1]`` moves ``theta`` only that fraction of the way to the
    M-step solution (1 = plain EM, the paper); with the weighted estimator the
    iteration is not a true EM and can cycle between consensus orders (seen on
    MQ2008-agg for rankers with 1-3 document lists), which ``relax < 1`` damps.
    ``callback(iteration, theta, state)`` is called after every iteration.
    """
    if not theta_min < 0:
        raise ValueError(f"theta_min must be < 0, got {theta_min!r}")
    if eq10 not in ("exact", "paper"):
        raise ValueError(f"eq10 must be 'exact' or 'paper', got {eq10!r}")
    if not 0 < relax <= 1:
        raise ValueError(f"relax must be in (0, 1], got {relax!r}")
    if estimator not in ("sampling", "weighted", "true"):
        raise ValueError(f"estimator must be 'sampling', 'weighted' or 'true', got {estimator!r}")
    if z_mode not in ("average", "pooled"):
        raise ValueError(f"z_mode must be 'average' or 'pooled', got {z_mode!r}")
    rng = np.random.default_rng(random_state)
    K = batch.n_judges
    Q = len(batch.offsets) - 1
    theta = np.broadcast_to(np.asarray(theta_init, dtype=np.float64), (K,)).copy()
    if np.any(theta > 0):
        raise ValueError("theta_init must be <= 0")
    active = (batch.ks > 0).astype(np.float64)
    history = [theta.copy()]
    tiebreak = _default_tiebreak(batch)
    orders = _orders_from_scores(batch, weighted_borda_scores(batch, _borda_weights(theta, borda_weights)), tiebreak)
    if estimator == "true":
        if true_orders is None:
            raise ValueError("estimator='true' needs true_orders")
        orders = np.asarray(true_orders, dtype=np.int64).ravel().copy()
    D = np.zeros((Q, K))
    Z = np.zeros((Q, K))
    converged = False
    cycle = 0
    it = 0
    for it in range(1, max_iter + 1):
        if estimator != "sampling":  # the distances to one order: the weighted consensus, or the true orders
            if estimator == "weighted":
                w = _borda_weights(theta, borda_weights)
                orders = _orders_from_scores(batch, weighted_borda_scores(batch, w), tiebreak)
            Di = np.zeros((Q, K), dtype=np.int64)
            Zi = np.zeros((Q, K), dtype=np.int64)
            _distance_batch(batch.offsets, orders, batch.st, batch.ks, Di, Zi)
            D, Z = Di.astype(np.float64), Zi.astype(np.float64)
        else:
            step_off, ra, rb, ru = _proposals(batch.sizes, steps_per_item, rng)
            pos_mean = np.zeros(len(orders))
            D_last = np.zeros((Q, K))
            _chain_batch(batch.offsets, orders, batch.st, batch.ks, theta, step_off, ra, rb, ru, float(burn_in), pos_mean, D, Z, D_last)
        wsum = active.sum(axis=0)
        target = np.where(wsum > 0, (D * active).sum(axis=0) / np.maximum(wsum, 1), 0.0)
        if z_mode == "pooled":
            zbar = np.where(wsum > 0, (Z * active).sum(axis=0) / np.maximum(wsum, 1), 0.0)
            kk = batch.ks.max(axis=0)
            new = solve_theta(target, kk[None, :].astype(float), np.minimum(zbar, kk)[None, :], exact=eq10 == "exact", theta_min=theta_min)
        else:
            new = solve_theta(target, batch.ks, np.minimum(Z, batch.ks), active, exact=eq10 == "exact", theta_min=theta_min)
        new = theta + relax * (new - theta)
        delta = float(np.max(np.abs(new - theta))) if K else 0.0
        theta = new
        history.append(theta.copy())
        if callback is not None:
            callback(it, theta.copy(), {"orders": orders, "D": D, "Z": Z})
        if delta < tol and estimator != "sampling":
            converged = True
            break
        if estimator == "weighted" and relax == 1.0:
            # a deterministic map of discrete consensus orders: a repeated theta is a cycle
            for p in range(2, min(len(history) - 1, 10) + 1):
                if np.max(np.abs(history[-1] - history[-1 - p])) < 1e-12:
                    cycle = p
                    break
            if cycle:
                theta = np.mean(history[-cycle:], axis=0)
                history.append(theta.copy())
                converged = True
                break
    if estimator == "sampling":
        converged = True  # a stochastic EM runs its max_iter iterations
    elif not converged:
        warn_caller(f"extended Mallows EM did not converge in max_iter={max_iter} iterations", ConvergenceWarning)
    return EMResult(theta=theta, n_iter=it, converged=converged, history=history, rhs=D, cycle=cycle)


def synthetic_votes(
    thetas: Sequence[float],
    n: int,
    n_queries: int,
    *,
    random_state: int | np.random.Generator | None = None,
) -> NDArray[np.int64]:
    """§6.1 data: judge ``i`` draws each query's order from a Mallows model (Eq. 1)
    with dispersion ``thetas[i]`` around the identity.  Returns ``(Q, K, n)`` orders."""
    rng = np.random.default_rng(random_state)
    thetas = [float(t) for t in thetas]
    out = np.empty((n_queries, len(thetas), n), dtype=np.int64)
    for i, th in enumerate(thetas):
        out[:, i, :] = sample_mallows(th, n, n_queries, random_state=rng)
    return out


def posterior_mean_positions(
    batch: QueryBatch,
    theta: NDArray[np.float64],
    *,
    steps_per_item: float = 10.0,
    burn_in: float = 0.5,
    n_chains: int = 1,
    borda_weights: str = "exp",
    random_state: int | np.random.Generator | None = None,
) -> NDArray[np.float64]:
    """Inference by sampling (§3.3): mean position of each item under the model (5).

    Chains start from the weighted-Borda consensus; the mean over the samples after
    burn-in (and over ``n_chains`` chains) of each item's position, 1 = top.
    """
    rng = np.random.default_rng(random_state)
    theta = np.asarray(theta, dtype=np.float64)
    tiebreak = _default_tiebreak(batch)
    start = _orders_from_scores(batch, weighted_borda_scores(batch, _borda_weights(theta, borda_weights)), tiebreak)
    Q, K = batch.ks.shape
    acc = np.zeros(len(start))
    for _ in range(n_chains):
        orders = start.copy()
        step_off, ra, rb, ru = _proposals(batch.sizes, steps_per_item, rng)
        pos_mean = np.zeros(len(orders))
        _chain_batch(batch.offsets, orders, batch.st, batch.ks, theta, step_off, ra, rb, ru, float(burn_in), pos_mean, np.zeros((Q, K)), np.zeros((Q, K)), np.zeros((Q, K)))
        acc += pos_mean
    return acc / n_chains


# ============================================================ robustness experiments (§6.2, §6.4)
def with_random_rankers(data, n_random: int, random_state: int | np.random.Generator | None = None, columns=None):
    """Replace ``n_random`` rankers (chosen at random, or ``columns``) by random rankers.

    A random ranker ranks every document of the query in a uniformly random order
    (the paper's "random permutations of the documents returned for the query").
    Returns the new :class:`~rankagg.data.rankings.Rankings` (scores dropped) and the
    replaced column indices.  Seeded: ``np.random.default_rng(random_state)``.
    """
    rng = np.random.default_rng(random_state)
    K = data.n_rankers
    if not 0 <= n_random <= K:
        raise ValueError(f"n_random must be in 0..{K}, got {n_random}")
    cols = np.sort(rng.choice(K, n_random, replace=False)) if columns is None else np.asarray(columns, dtype=np.int64)
    ranks = data.ranks.copy()
    for c in cols:
        ranks[:, c] = query_ranks(rng.random(data.n_items), data.query_of_item, ties="ordinal")
    names = tuple(f"random{j}" if j in set(cols.tolist()) else n for j, n in enumerate(data.ranker_names))
    return data.with_ranks(ranks, names), cols
