"""The rules of comparison data on one query: Bradley-Terry with Davidson's ties, rank centrality, Borda on wins.

* **Bradley-Terry / Davidson** (Bradley & Terry, Biometrika 1952; Davidson, JASA 65, 1970, Eq. 2.1):
  with ``pi_i = exp(theta_i)``,
  ``P(i beats j) = pi_i / D_ij``, ``P(tie) = nu sqrt(pi_i pi_j) / D_ij``,
  ``D_ij = pi_i + pi_j + nu sqrt(pi_i pi_j)``.  :func:`davidson` maximises the log-likelihood
  ``sum_{i != j} W_ij (theta_i - log D_ij) + sum_{i < j} T_ij (log nu + (theta_i + theta_j) / 2 - log D_ij)``
  minus ``alpha ||theta||^2`` (choix's penalty: ``alpha = 0`` is the MLE), over ``theta`` and ``log nu``;
  without ties ``nu = 0`` and it is the plain Bradley-Terry MLE.  Scores are ``theta``, centred.
* **Rank centrality** (Negahban, Oh & Shah, Operations Research 65, 2017, §2.2): the Markov chain that moves
  from ``j`` to ``i`` at rate ``(w_ij + alpha) / (w_ij + w_ji + 2 alpha)``, ``w_ij`` the wins of ``i`` over
  ``j`` (a tie half to each); scores are the log of its stationary distribution, centred (as choix's
  ``rank_centrality``).
* **Borda on wins**: each item's weight of wins, a tie counting half (the Borda count of comparisons).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray
from scipy.optimize import minimize

from rankagg.methods.comparisons import COMPARISON_RULES

__all__ = ["davidson", "rank_centrality", "borda_wins", "COMPARISON_RULES"]


def _davidson_objective(params: NDArray[np.float64], W: NDArray[np.float64], T: NDArray[np.float64],
                        alpha: float, with_ties: bool) -> tuple[float, NDArray[np.float64]]:
    n = W.shape[0]
    theta = params[:n]
    lognu = params[n] if with_ties else -np.inf
    d = theta[:, None] - theta[None, :]  # theta_i - theta_j
    # log D_ij - theta_i = log(1 + e^{-d} + nu e^{-d/2}), computed stably
    terms = np.stack([np.zeros_like(d), -d, lognu - d / 2.0]) if with_ties else np.stack([np.zeros_like(d), -d])
    logD_minus = np.logaddexp.reduce(terms, axis=0)
    # P(i beats j) and P(tie) of each ordered pair
    p_i = np.exp(-logD_minus)
    p_t = np.exp(lognu - d / 2.0 - logD_minus) if with_ties else np.zeros_like(d)
    Th = np.triu(T, 1)  # each tied pair once
    ll = -(W * logD_minus).sum()
    grad = np.zeros(n + int(with_ties))
    # d/dtheta_i of -log D_ij + theta_i  = 1 - (p_i + p_t / 2); of -log D_ij for the loser j: -(p_j + p_t/2)
    g_win = W * (1.0 - p_i - p_t / 2.0)
    grad[:n] += g_win.sum(axis=1) - g_win.sum(axis=0)
    if with_ties:
        # tie term: log nu + (theta_i + theta_j)/2 - log D_ij = log nu - d/2 - logD_minus
        ll += (Th * (lognu - d / 2.0 - logD_minus)).sum()
        g_tie = Th * (0.5 - p_i - p_t / 2.0)  # d/dtheta_i
        grad[:n] += g_tie.sum(axis=1) - g_tie.sum(axis=0)
        grad[n] = (Th * (1.0 - p_t)).sum() - (W * p_t).sum()
    ll -= alpha * float(theta @ theta)
    grad[:n] -= 2.0 * alpha * theta
    return -ll, -grad


def davidson(W: NDArray[np.float64], T: NDArray[np.float64], *, alpha: float = 0.0, tol: float = 1e-10,
             max_iter: int = 10_000) -> tuple[NDArray[np.float64], float]:
    """Bradley-Terry scores with Davidson's tie parameter (module docstring): (centred theta, nu).

    With ``alpha = 0`` an item that never wins (or never loses) has no finite MLE: its score runs off
    until the solver stops; give ``alpha > 0`` for such data.
    """
    n = W.shape[0]
    if n < 2:
        return np.zeros(n), 0.0
    # the objective divided by the total weight: the same maximiser, but the solver's tolerances now mean
    # the same for weights of 1e-100 and of 1e100 (else tiny weights stop it at once, at zero scores)
    total = float(W.sum() + np.triu(T, 1).sum())
    if total > 0:
        W, T, alpha = W / total, T / total, alpha / total
    with_ties = bool(np.triu(T, 1).sum() > 0)
    x0 = np.zeros(n + int(with_ties))
    if with_ties:
        x0[n] = np.log(max(1e-3, np.triu(T, 1).sum() / max(W.sum(), 1e-12)))
    res = minimize(_davidson_objective, x0, args=(W, T, float(alpha), with_ties), jac=True, method="L-BFGS-B",
                   options={"maxiter": max_iter, "ftol": 0.0, "gtol": tol, "maxcor": 30})
    theta = res.x[:n] - res.x[:n].mean()
    return theta, float(np.exp(res.x[n])) if with_ties else 0.0


def rank_centrality(W: NDArray[np.float64], T: NDArray[np.float64], *, alpha: float = 0.0) -> NDArray[np.float64]:
    """Rank centrality scores (module docstring): the centred log stationary distribution."""
    n = W.shape[0]
    if n < 2:
        return np.zeros(n)
    chain = alpha * np.ones((n, n)) + (W + T / 2.0).T  # chain[loser, winner]
    ratio = np.zeros((n, n))
    pos = chain > 0
    ratio[pos] = chain[pos] / (chain + chain.T)[pos]
    np.fill_diagonal(ratio, 0.0)
    Q = ratio - np.diag(ratio.sum(axis=1))
    A = np.vstack([Q.T, np.ones((1, n))])
    b = np.zeros(n + 1)
    b[-1] = 1.0
    dist = np.linalg.lstsq(A, b, rcond=None)[0]
    if np.any(dist <= 0):
        raise ValueError("rank_centrality: the comparison graph is not strongly connected (an item never wins "
                         "or never loses); give alpha > 0")
    logd = np.log(dist)
    return logd - logd.mean()


def borda_wins(W: NDArray[np.float64], T: NDArray[np.float64]) -> NDArray[np.float64]:
    """Each item's weight of wins, a tie counting half."""
    return W.sum(axis=1) + np.triu(T, 1).sum(axis=1) / 2.0 + np.tril(T, -1).sum(axis=1) / 2.0
