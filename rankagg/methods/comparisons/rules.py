"""The rules of comparison data on one query: Bradley-Terry with Davidson's ties, arena, rank centrality, Borda on wins.

* **Bradley-Terry / Davidson** (Bradley & Terry, Biometrika 1952; Davidson, JASA 65, 1970, Eq. 2.1):
  with ``pi_i = exp(theta_i)``,
  ``P(i beats j) = pi_i / D_ij``, ``P(tie) = nu sqrt(pi_i pi_j) / D_ij``,
  ``D_ij = pi_i + pi_j + nu sqrt(pi_i pi_j)``.  :func:`davidson` maximises the log-likelihood
  ``sum_{i != j} W_ij (theta_i - log D_ij) + sum_{i < j} T_ij (log nu + (theta_i + theta_j) / 2 - log D_ij)``
  minus ``alpha ||theta||^2`` (choix's penalty: ``alpha = 0`` is the MLE), over ``theta`` and ``log nu``;
  without ties ``nu = 0`` and it is the plain Bradley-Terry MLE.  Scores are ``theta``, centred.  With
  ``judges=True`` each judge's comparisons are scaled by a fitted discrimination (:mod:`.fit`).
* **arena**: Bradley-Terry as LMArena's arena-rank fits it (a tie is half a win each way, no penalty),
  on its rating scale ``1000 + 400 / ln 10 * theta`` (:func:`arena_scale`).
* **Rank centrality** (Negahban, Oh & Shah, Operations Research 65, 2017, §2.2): the Markov chain that moves
  from ``j`` to ``i`` at rate ``(w_ij + alpha) / (w_ij + w_ji + 2 alpha)``, ``w_ij`` the wins of ``i`` over
  ``j`` (a tie half to each); scores are the log of its stationary distribution, centred (as choix's
  ``rank_centrality``).
* **Borda on wins**: each item's weight of wins, a tie counting half (the Borda count of comparisons).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.methods.comparisons import COMPARISON_RULES
from rankagg.methods.comparisons.fit import fit_batch

__all__ = ["davidson", "arena_scale", "rank_centrality", "borda_wins", "COMPARISON_RULES"]


def davidson(W: NDArray[np.float64], T: NDArray[np.float64], *, alpha: float = 0.0, ties: str = "davidson"
             ) -> tuple[NDArray[np.float64], float]:
    """Bradley-Terry scores with Davidson's tie parameter (module docstring): (centred theta, nu), by Newton's
    method (:func:`rankagg.methods.comparisons.fit.fit_batch`; ``ties="half"``: a tie is half a win each way).

    With ``alpha = 0`` an item that never wins (or never loses) has no finite MLE: its score runs off
    until the solver stops; give ``alpha > 0`` for such data.
    """
    fit = fit_batch(np.asarray(W, dtype=np.float64)[None, None], np.asarray(T, dtype=np.float64)[None, None],
                    alpha=alpha, ties=ties)
    lognu = float(fit.lognu[0, 0])
    return fit.theta[0], float(np.exp(lognu)) if np.isfinite(lognu) else 0.0


def arena_scale(theta: NDArray[np.float64], scale: float = 400.0, base: float = 10.0,
                init_rating: float = 1000.0) -> NDArray[np.float64]:
    """LMArena's rating scale (arena-rank's ``BradleyTerry``): ``init_rating + scale / ln(base) * theta``, with
    ``theta`` centred (arena-rank starts its L-BFGS from zeros, whose steps keep the mean at zero)."""
    return init_rating + scale / np.log(base) * theta


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
