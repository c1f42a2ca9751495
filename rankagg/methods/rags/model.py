"""RAGS: multivariate Spearman's rho and the weighted geometric mean of ranks.

Bedő & Ong, *Multivariate Spearman's rho for rank aggregation* (the RAGS paper,
``../shared/papers/rags-bedo-multivariate-spearman.txt``).  This module holds the
mathematics; the registered methods (``geomean``, ``rags_top``,
``rags_bottom``) live in :mod:`rankagg.methods.rags.estimators` and
:class:`rankagg.methods.positional.geomean.GeoMean`.

Contents
--------
* :func:`h` — the normalisation ``h(d) = (d + 1) / (2^d - (d + 1))`` of Eq. 2.
* :func:`normalised_ranks` — ranks ``R / (n + 1)`` with ties given their average rank.
* :func:`multivariate_spearman` — the empirical multivariate Spearman's rho of
  Eq. 4 (``normalization="paper"``), or its finite-sample version
  (``"exact"``) that equals the bivariate Spearman's rho for ``d = 2`` and is 1
  for identical rankings.
* :func:`geomean_consensus` — Theorem 2: the ranking maximising ``rho_n`` is the
  ranking of the product (geometric mean) of the normalised ranks.
* :func:`average_ranks`, :func:`impute_ranks` — per query and expert, ranks
  1..k with ties averaged, completed to the whole query by top-k (RAGS-⊤) or
  bottom-k (RAGS-⊥) imputation (§4.1 step 1, §4.2).
* :func:`label_log_ranks` — §4.1 step 2 for the labels: graded labels to
  normalised ranks (ties averaged), then logs.
* :func:`solve_weights` — §4.1 step 3: the least-squares weights in closed form
  (normal equations), with ridge and non-negative variants (beyond the paper).

Conventions
-----------
Rank 1 is the best item, so a *small* normalised rank (close to 0) is good and
the consensus orders items by the weighted product ``prod_j R_j(x)^w_j``
ascending; methods return ``-sum_j w_j log R_j(x)`` as the score (higher is
better).
"""

from __future__ import annotations

from typing import Literal

import numpy as np
from numpy.typing import ArrayLike, NDArray
from scipy.optimize import nnls

from rankagg.data.ranks import query_ranks
from rankagg.features.log_ranks import log_normalised_ranks  # noqa: F401 (re-exported: part of the RAGS maths)

__all__ = [
    "h",
    "normalised_ranks",
    "multivariate_spearman",
    "geomean_consensus",
    "average_ranks",
    "impute_ranks",
    "log_normalised_ranks",
    "label_log_ranks",
    "solve_weights",
]


# ---------------------------------------------------------------- Eq. 2-4
def h(d: int) -> float:
    """Normalisation of multivariate Spearman's rho, Eq. 2: ``(d+1) / (2^d - (d+1))``.

    ``h(d) = 1 / Q(M, pi)``: the inverse concordance of the comonotone copula
    ``M`` with the independence copula ``pi``, so that ``rho`` lies in
    ``[-1, 1]`` in the population version.
    """
    if not isinstance(d, (int, np.integer)) or isinstance(d, bool) or d < 2:
        raise ValueError(f"d must be an integer >= 2 (number of rankings), got {d!r}")
    return (d + 1.0) / (2.0**d - (d + 1.0))


def normalised_ranks(x: ArrayLike, *, descending: bool = False) -> NDArray[np.float64]:
    """Column-wise ranks ``1..n`` with ties given their average rank, divided by ``n + 1``.

    ``x`` is ``(n,)`` or ``(n, d)``; rank 1 goes to the smallest value (the
    largest when ``descending``).  The result lies in ``(0, 1)`` (§2: ranking
    functions map onto ``{1/(n+1), ..., n/(n+1)}``).
    """
    from scipy.stats import rankdata

    a = np.asarray(x, dtype=np.float64)
    if a.ndim not in (1, 2) or a.shape[0] == 0:
        raise ValueError(f"x must be a non-empty 1-D or 2-D array, got shape {a.shape}")
    if np.isnan(a).any():
        raise ValueError("x must not contain NaN (impute partial lists first)")
    n = a.shape[0]
    return rankdata(-a if descending else a, method="average", axis=0) / (n + 1.0)


def _comonotone_mean_product(n: int, d: int) -> float:
    """``(1/n) sum_i (i / (n+1))^d``: the largest attainable mean product of d rankings of n items."""
    i = np.arange(1, n + 1, dtype=np.float64) / (n + 1.0)
    return float(np.mean(i**d))


def multivariate_spearman(
    ranks: ArrayLike,
    *,
    normalization: Literal["paper", "exact"] = "exact",
    normalised: bool = False,
) -> float:
    """Empirical multivariate Spearman's rho of ``d`` rankings of ``n`` items (Eq. 4).

    Parameters
    ----------
    ranks : (n, d) array
        One column per ranking.  Raw ranks (any real values, smaller = better;
        ties get their average rank) unless ``normalised`` is true, in which
        case the columns are used as given (values in ``(0, 1)``, e.g. imputed
        normalised ranks).
    normalization
        ``"paper"``: Eq. 4 literally, ``h(d) [2^d / n sum_x prod_j R_j(x) - 1]``
        (Schmid & Schmidt's ``rho_2``), which reaches 1 only as ``n -> inf``
        (identical rankings give ``(n-1)/(n+1)`` for ``d = 2``).
        ``"exact"`` (default): the same statistic with ``h(d)`` replaced by
        its finite-sample value ``h_n(d) = 1 / (2^d M_n - 1)``,
        ``M_n = (1/n) sum_i (i/(n+1))^d`` the mean product of ``d`` identical
        rankings.  It is 0 in expectation under independence (as Eq. 4 is),
        exactly 1 for identical rankings, equals the bivariate Spearman's rho
        (Eq. 1) for ``d = 2`` without ties, and ``h_n(d) -> h(d)``.  Both are
        increasing affine maps of ``sum_x prod_j R_j(x)``, so Theorem 2 holds
        for both.
    """
    R = np.asarray(ranks, dtype=np.float64)
    if R.ndim != 2:
        raise ValueError(f"ranks must be 2-D (n_items, d), got shape {R.shape}")
    n, d = R.shape
    if n < 2:
        raise ValueError(f"need at least 2 items, got {n}")
    hd = h(d)  # validates d
    if normalization not in ("paper", "exact"):
        raise ValueError(f"normalization must be 'paper' or 'exact', got {normalization!r}")
    U = R if normalised else normalised_ranks(R)
    if normalised and (np.isnan(U).any() or U.min() <= 0 or U.max() >= 1):
        raise ValueError("normalised ranks must lie in the open interval (0, 1)")
    mean_prod = float(np.mean(np.prod(U, axis=1)))
    if normalization == "paper":
        return hd * (2.0**d * mean_prod - 1.0)
    hn = 1.0 / (2.0**d * _comonotone_mean_product(n, d) - 1.0)
    return hn * (2.0**d * mean_prod - 1.0)


def geomean_consensus(ranks: ArrayLike, weights: ArrayLike | None = None) -> NDArray[np.float64]:
    """Theorem 2: the consensus ranks ``sigma(prod_j R_j^w_j)`` (1 = best, ties averaged).

    ``ranks`` is ``(n, d)`` (raw ranks, smaller = better); the result is the
    ranking (1..n) of the (weighted) geometric mean of the normalised ranks,
    which maximises ``rho_n(R, R_1, ..., R_d)`` over all rankings ``R``
    (unweighted case; integer weights replicate rankings, §4).
    """
    U = normalised_ranks(ranks)
    if U.ndim == 1:
        U = U[:, None]
    w = np.ones(U.shape[1]) if weights is None else np.asarray(weights, dtype=np.float64)
    if w.shape != (U.shape[1],):
        raise ValueError(f"weights must have one value per ranking ({U.shape[1]}), got shape {w.shape}")
    logp = np.log(U) @ w
    from scipy.stats import rankdata

    return rankdata(logp, method="average")


# ---------------------------------------------------------------- partial lists, per query
def average_ranks(values: NDArray[np.float64], query_of_item: NDArray[np.int64]) -> NDArray[np.float64]:
    """Per query and column: ranks ``1..k`` of the non-NaN values (smallest = 1), ties averaged.

    ``values`` is ``(n_items, m)`` (NaN = not ranked, stays NaN); items of a
    query need not be contiguous.  Vectorised: one sort per column
    (:func:`rankagg.data.ranks.query_ranks`).  (The
    methods use the compiled :func:`log_normalised_ranks`; this is the plain
    reference, also used for the labels.)
    """
    return query_ranks(values, query_of_item, ties="average")


def impute_ranks(
    local: NDArray[np.float64],
    k: NDArray[np.float64],
    n: NDArray[np.float64],
    mode: Literal["top", "bottom"] = "top",
    order: Literal["best_first", "worst_first"] = "best_first",
) -> NDArray[np.float64]:
    """Complete partial lists to ranks on ``1..n`` (RAGS §4.1 step 1 and §4.2).

    Parameters
    ----------
    local : (n_items, d)
        Each expert's ranks ``1..k`` within the query (ties averaged), NaN
        where the expert did not rank the item.
    k : (n_items, d) or broadcastable
        Length of the expert's list for the item's query (its own ``k``).
    n : (n_items, 1) or broadcastable
        Number of items of the query (``Dom L``).
    mode
        ``"top"`` (RAGS-⊤): the expert ranked the best ``k`` items; they keep
        ranks ``1..k`` and every unranked item gets the average of the unused
        ranks ``k+1..n``, i.e. ``(k + 1 + n) / 2``.
        ``"bottom"`` (RAGS-⊥): the expert ranked the worst ``k`` items, in
        order, so they take ranks ``n-k+1..n``; unranked items get the average
        of ``1..n-k``, i.e. ``(n - k + 1) / 2``.
    order
        Bottom-k only: how the list is read.  ``"best_first"`` — the list's
        first item is the best of the worst ``k`` (rank ``n - k + local``);
        ``"worst_first"`` — the expert lists the worst item first (rank
        ``n + 1 - local``).  The paper does not say which.

    Every completed column of a query is a ranking of its ``n`` items with
    ties averaged: its ranks sum to ``n (n + 1) / 2``.
    """
    local = np.asarray(local, dtype=np.float64)
    k = np.broadcast_to(np.asarray(k, dtype=np.float64), local.shape)
    n = np.broadcast_to(np.asarray(n, dtype=np.float64), local.shape)
    missing = np.isnan(local)
    if np.any(k > n) or np.any(local[~missing] > k[~missing]) or np.any(local[~missing] < 1):
        raise ValueError("local ranks must lie in 1..k with k <= n (list lengths per query)")
    if mode == "top":
        return np.where(missing, (k + 1.0 + n) / 2.0, local)
    if mode == "bottom":
        if order == "best_first":
            listed = n - k + local
        elif order == "worst_first":
            listed = n + 1.0 - local
        else:
            raise ValueError(f"order must be 'best_first' or 'worst_first', got {order!r}")
        return np.where(missing, (n - k + 1.0) / 2.0, listed)
    raise ValueError(f"mode must be 'top' or 'bottom', got {mode!r}")


def label_log_ranks(data) -> NDArray[np.float64]:
    """``l = log(L / (n + 1))``: graded labels to ranks (best label = rank 1, ties averaged), §4.1 step 2."""
    if data.labels is None:
        raise ValueError("labels are needed (supervised RAGS)")
    L = average_ranks(-data.labels.astype(np.float64), data.query_of_item)
    n = data.sizes.astype(np.float64)[data.query_of_item]
    return np.log(L / (n + 1.0))


# ---------------------------------------------------------------- §4.1 step 3
def solve_weights(
    X: NDArray[np.float64],
    y: NDArray[np.float64],
    *,
    method: Literal["lstsq", "ridge", "nnls"] = "lstsq",
    alpha: float = 0.0,
) -> NDArray[np.float64]:
    """Weights ``w`` minimising ``sum_x (y(x) - sum_j w_j X[x, j])^2`` (§4.1 step 3).

    ``"lstsq"``: the paper's closed form, solved by the normal equations
    ``X'X w = X'y`` (Cholesky; a ``d x d`` system, so fitting is ``O(n d^2)``);
    falls back to :func:`numpy.linalg.lstsq` when ``X'X`` is singular.
    ``"ridge"`` (beyond the paper): adds ``alpha * (tr(X'X) / d) * ||w - m 1||^2``
    (``alpha`` is scale-free), shrinking towards the uniform weights ``m 1`` of
    the unweighted geometric mean (``m`` the least-squares scale of ``X 1``):
    ``alpha = 0`` is the paper's solution, ``alpha -> inf`` is GeoMean.  ``"nnls"`` (beyond the paper): ``w >= 0``
    (Lawson-Hanson on the ``d x d`` Cholesky factor of the normal equations,
    which has the same minimiser as the stacked system).
    """
    X = np.asarray(X, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    if X.ndim != 2 or y.shape != (X.shape[0],):
        raise ValueError(f"X must be (n, d) and y (n,), got {X.shape} and {y.shape}")
    if not (np.isfinite(X).all() and np.isfinite(y).all()):
        raise ValueError("X and y must be finite")
    if not (isinstance(alpha, (int, float)) and alpha >= 0):
        raise ValueError(f"alpha must be a number >= 0, got {alpha!r}")
    d = X.shape[1]
    G = X.T @ X
    b = X.T @ y
    if method == "ridge":
        one = np.ones(d)
        s1 = X @ one
        m = float(s1 @ y / (s1 @ s1)) if s1 @ s1 > 0 else 0.0
        lam = alpha * (np.trace(G) / max(d, 1))
        delta = _spd_solve(G + lam * np.eye(d), b - m * (G @ one))
        return m * one + delta
    if method not in ("lstsq", "nnls"):
        raise ValueError(f"method must be 'lstsq', 'ridge' or 'nnls', got {method!r}")
    if method == "nnls":
        try:
            C = np.linalg.cholesky(G)  # G = C C'
        except np.linalg.LinAlgError:
            C = np.linalg.cholesky(G + 1e-10 * (np.trace(G) / max(d, 1) + 1e-300) * np.eye(d))
        # ||y - Xw||^2 = ||C' w - C^{-1} X'y||^2 + const
        z = np.linalg.solve(C, b)
        w, _ = nnls(C.T, z)
        return w
    return _spd_solve(G, b)


def _spd_solve(G: NDArray[np.float64], b: NDArray[np.float64]) -> NDArray[np.float64]:
    """Solve ``G w = b`` (``G = X'X`` + ridge) by Cholesky; if singular, ``pinv(G) b`` (= minimum-norm lstsq)."""
    from scipy.linalg import LinAlgError, cho_factor, cho_solve

    try:
        c, low = cho_factor(G, lower=True)
        diag = np.abs(np.diag(c))
        if diag.size and diag.min() > 1e-7 * diag.max():
            return cho_solve((c, low), b)
    except (LinAlgError, np.linalg.LinAlgError):
        pass
    return np.asarray(np.linalg.lstsq(G, b, rcond=None)[0], dtype=np.float64)
