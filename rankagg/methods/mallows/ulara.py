"""ULARA: unsupervised learning of a weighted Borda count (Klementiev, Roth & Small 2007/2008, §5)."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import AnyOf, Array, Integer, Options, Real, Scalar
from rankagg.methods.registry import register
from rankagg.methods.base import Aggregator

__all__ = ["ULARA", "ulara_weights", "ulara_rank_matrix"]


def ulara_rank_matrix(data: Rankings, kappa) -> tuple[NDArray[np.float64], NDArray[np.bool_]]:
    """Ranks with unranked items at ``kappa_i + 1`` and the mask ``sigma_i(j) <= kappa_i``.

    ``kappa="list"``: ``kappa_i`` is ranker ``i``'s list length for the query (its
    own cut-off, so every returned document counts); an integer: one cut-off for
    every ranker, positions beyond it count as unranked.  Positions are the
    rankers' orders within the query (local ranks).
    """
    r = data.local_ranks()
    if kappa == "list":
        kap = data.list_lengths()[data.query_of_item].astype(np.float64)
    else:
        kap = np.full(r.shape, float(kappa))
    within = ~np.isnan(r) & (np.nan_to_num(r, nan=np.inf) <= kap)
    return np.where(within, r, kap + 1.0), within


def ulara_weights(
    data: Rankings, lam: float, nu: int, kappa="list", update: str = "eg"
) -> tuple[NDArray[np.float64], NDArray[np.float64], int]:
    """Algorithm 1 (Training): the ranker weights, their mean gradients and the number of updates.

    For every item ``j`` ranked (within ``kappa_i``) by ``K_j >= nu`` rankers,
    ``mu(j)`` is the mean of those rankers' positions (line 7) and every ranker ``i``
    gets the gradient ``∇_i = (sigma_i(j) - mu(j))^2``, with ``sigma_i(j) = kappa_i + 1``
    when it did not rank ``j`` (lines 9-12): the gradient of the weighted Spearman
    objective (12).  The update is the exponentiated-gradient step of the paper's
    ref. [17] (Kivinen & Warmuth) with NORMALIZE onto the simplex (13); for a linear
    objective the online result is order-free:
    ``w_i ∝ exp(-lam * Gbar_i / mean(Gbar))`` with ``Gbar_i`` the mean gradient of
    ranker ``i`` over the ``T`` updates, i.e. the paper's learning rate is
    ``lam / (T * mean(Gbar))``, so one ``lam`` grid serves datasets of any size.

    ``update="printed"`` is line 13 of Algorithm 1 as printed, the additive step
    ``w_i <- w_i + lam * ∇_i`` from ``w = 0`` then NORMALIZE (line 15):
    ``w_i ∝ Gbar_i`` whatever ``lam > 0``.  It *raises* the weight of the rankers
    farthest from ``mu`` (the sign of a descent step is lost in print); kept to
    document that reading (docs/quality.md measures it).
    """
    filled, within = ulara_rank_matrix(data, kappa)
    Kj = within.sum(axis=1)
    use = Kj >= max(int(nu), 1)
    T = int(use.sum())
    K = data.n_rankers
    if T == 0:
        return np.full(K, 1.0 / K), np.zeros(K), 0
    r_in = np.where(within, filled, 0.0)
    mu = r_in[use].sum(axis=1) / Kj[use]
    grad = ((filled[use] - mu[:, None]) ** 2).mean(axis=0)
    if update == "printed":
        if float(lam) == 0.0 or grad.sum() <= 0:
            return np.full(K, 1.0 / K), grad, T
        return grad / grad.sum(), grad, T
    scale = grad.mean()
    with np.errstate(over="ignore", invalid="ignore"):
        logits = -float(lam) * grad / (scale if scale > 0 else 1.0)
        w = np.exp(logits - logits.max())
    if not np.isfinite(w).all():
        # lam so large that every logit overflowed to -inf (-inf - -inf: NaN weights, NaN scores): its limit,
        # the rankers of the smallest grad sharing the weight
        w = (grad == grad.min()).astype(np.float64)
    return w / w.sum(), grad, T


@register("ulara")
class ULARA(Aggregator):
    """ULARA (§5, Algorithms 1 and 2): weighted Borda with weights learned without labels.

    Training (Algorithm 1, :func:`ulara_weights`) rewards rankers that agree with
    the mean position ``mu`` of the documents ranked by at least ``nu`` rankers;
    evaluation (Algorithm 2) sorts by ``rho_W(j) = Σ_i w_i sigma_i(j)`` ascending,
    ``sigma_i(j) = kappa_i + 1`` when ranker ``i`` did not rank ``j``.

    ``lam`` (λ, relative learning rate, see :func:`ulara_weights`; 0 = plain Borda
    with unranked at ``kappa + 1``) and ``nu`` (ν, the significance threshold in
    rankers) are tuned on validation.  Without :meth:`fit` the weights are learned
    on the aggregated queries themselves (unsupervised, no label read; kept in
    ``scored_weights_`` for inspection, not as fitted state).  After :meth:`fit`
    the learned ``weights_`` are the model: :meth:`score` uses them, save/load and
    the Dask backend carry them, and data with another ranker count is refused.
    """

    not_duplication_invariant = "the significance threshold nu counts rankers: duplicates reach it sooner"

    defaults = {"lam": 5.0, "nu": 2, "kappa": "list", "update": "eg"}
    param_grid = {"lam": [0.0, 1.0, 2.0, 5.0, 10.0, 20.0, 50.0], "nu": [1, 2, 4, 6, 8, 10]}
    param_doc = {
        "lam": "learning rate λ relative to the mean gradient (0 = unweighted)",
        "nu": "significance threshold ν: an item ranked by fewer rankers gives no update",
        "kappa": "list | int: per-ranker cut-off κ_i (its list length) or one cut-off for all",
        "update": "eg | printed: exponentiated gradient, or the additive line 13 as printed",
    }
    # parameters are estimated across all the queries it is given
    tags = {"learns_from_test": True, "per_query": False}
    citation = (
        "Klementiev, Roth & Small, An unsupervised learning algorithm for rank aggregation, ECML 2007; "
        "A framework for unsupervised rank aggregation, SIGIR LR4IR 2008, §5 Algorithms 1-2, Eq. 11-13"
    )
    param_constraints = {"lam": Real(0), "nu": Integer(1), "kappa": AnyOf(Options("list"), Integer(1)),
                         "update": Options("eg", "printed")}
    fitted_state = {
        "weights_": Array("f", shape=("n_rankers",), low=0.0),
        "gradients_": Array("f", shape=("n_rankers",)),
        "n_updates_": Scalar("i", low=0),
    }

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "ULARA":
        """Learn the weights on ``train`` (labels are not read) and keep them as the model."""
        self.weights_, self.gradients_, self.n_updates_ = ulara_weights(train, self.lam, self.nu, self.kappa, self.update)
        return self

    def score(self, data: Rankings) -> NDArray[np.float64]:
        if self.is_fitted:
            if len(self.weights_) != data.n_rankers:
                raise ValueError(f"ulara was fitted on {len(self.weights_)} rankers, data has {data.n_rankers}")
            weights = np.asarray(self.weights_, dtype=np.float64)
        else:  # transductive: learned on the scored queries themselves
            weights = self.scored_weights_ = ulara_weights(data, self.lam, self.nu, self.kappa, self.update)[0]
        filled, _ = ulara_rank_matrix(data, self.kappa)
        return -(filled @ weights)
