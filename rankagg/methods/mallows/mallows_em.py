"""Extended Mallows model learned without labels by EM (Klementiev, Roth & Small 2008).

The registry method ``mallows_em``; the model, samplers, closed forms and EM live
in :mod:`rankagg.methods.mallows.model`.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.methods.mallows.em import QueryBatch, _borda_weights, fit_extended_mallows, posterior_mean_positions, weighted_borda_scores
from rankagg.methods.registry import register
from rankagg.methods.base import Aggregator

__all__ = ["MallowsEM"]


def _check_options(name: str, value: Any, options: tuple) -> None:
    if value not in options:
        raise ValueError(f"{name} must be one of {', '.join(map(repr, options))}; got {value!r}")


@register("mallows_em")
class MallowsEM(Aggregator):
    """Extended Mallows model (Eq. 5/6) with dispersions learned by EM (§3, Prop. 1-2).

    Each ranker ``i`` is a judge with dispersion ``theta_i <= 0``.  EM alternates
    the right-hand side of Eq. 8 (the posterior mean distance of each judge's list
    to the hidden true ranking) and the line search on its left-hand side, the
    closed form ``E_theta(D)``: Eq. 10 for top-k lists with the distance of §4.2
    (Definition 1; default ``distance="topk"``, which on complete lists is
    Kendall's tau and Eq. 9).  The lists are each ranker's order of the query's
    documents (local ranks); a ranker's ``k`` is its list length for the query.

    Parameters
    ----------
    estimator
        ``"weighted"`` (§6.1's weighted-Borda approximation of the RHS) or
        ``"sampling"`` (Metropolis chains of §3.3).
    inference
        ``"borda"``: weighted Borda of the lists with weights from ``theta``
        (unranked at ``k + 1``, Algorithm 2); ``"sampling"``: the mean position of
        each document under the learned model (5) by Metropolis sampling.
    borda_weights
        ``"exp"``: ``exp(-theta_i)`` (the paper's §6.1 weights); ``"abs"``:
        ``|theta_i|`` (a judge learned as uniform gets weight 0).
    distance
        ``"topk"`` (Definition 1) or ``"kendall"`` (needs complete lists).
    eq10
        ``"exact"``: the exact ``E_theta`` of the top-k distance (Eq. 10 with its
        ``U~`` term corrected, :func:`rankagg.methods.mallows.model.expected_topk`); ``"paper"``:
        Eq. 10 as printed.
    steps_per_item, burn_in
        Chain length ``steps_per_item * n`` (paper: ``10 n``) and discarded fraction.
    theta_min
        Lower bound of the dispersions (default -2; the paper's own values lie in
        [-1, 0]).  Without it the weighted estimator can collapse: a ranker whose
        short lists all agree with the weighted-Borda consensus gets distance 0,
        ``theta -> -inf`` and weight ``exp(-theta)`` that then dictates the
        consensus (seen on MQ2008-agg S1 with -20: NDCG@5 0.33 instead of 0.41).
    max_iter, tol, theta_init, random_state
        EM iterations (the sampling variant runs all of them), stopping tolerance on
        ``max |Δtheta|``, starting dispersion, seed of every chain.

    Without :meth:`fit` the model is learned on the queries it aggregates (the
    paper's transductive, unsupervised setting: no label is read); after
    ``fit(train)`` the learned ``theta_`` is reused.
    """

    defaults = {
        "estimator": "weighted",
        "inference": "borda",
        "borda_weights": "exp",
        "distance": "topk",
        "z_mode": "average",
        "eq10": "exact",
        "theta_min": -2.0,
        "max_iter": 20,
        "tol": 1e-4,
        "theta_init": -0.1,
        "steps_per_item": 10.0,
        "burn_in": 0.5,
        "random_state": 0,
    }
    param_grid = {
        "estimator": ["weighted", "sampling"],
        "inference": ["borda", "sampling"],
        "borda_weights": ["exp", "abs"],
    }
    param_doc = {
        "estimator": "weighted | sampling: how EM estimates the RHS of Eq. 8",
        "inference": "borda | sampling: weighted Borda with the learned weights, or mean position under the model",
        "borda_weights": "exp | abs: weighted-Borda weights exp(-theta_i) (paper) or |theta_i|",
        "distance": "topk | kendall: Definition 1 / Eq. 10, or Kendall / Eq. 9 (complete lists only)",
        "z_mode": "average | pooled: z of Eq. 10 per (query, ranker), or one average per ranker",
        "eq10": "exact | paper: E_theta of the top-k distance exactly, or Eq. 10 as printed",
        "theta_min": "lower bound of every theta_i (the line search interval is [theta_min, 0])",
        "max_iter": "EM iterations at most",
        "tol": "stop when max |delta theta| < tol (weighted estimator)",
        "theta_init": "starting dispersion (<= 0, not 0: theta = 0 is a fixed point)",
        "steps_per_item": "Metropolis steps per document (paper: 10)",
        "burn_in": "fraction of each chain discarded",
        "random_state": "seed of the Metropolis chains",
    }
    per_query = False  # parameters are estimated across all the queries it is given
    citation = (
        "Klementiev, Roth & Small, A framework for unsupervised rank aggregation, SIGIR LR4IR 2008 "
        "(ICML 2008): Eq. 5-10, §3.3, §4.2 Definition 1, §6.1"
    )
    fitted_attributes = ("theta_", "n_iter_")

    def _validate_params(self) -> None:
        _check_options("estimator", self.estimator, ("weighted", "sampling"))
        _check_options("inference", self.inference, ("borda", "sampling"))
        _check_options("borda_weights", self.borda_weights, ("exp", "abs"))
        _check_options("distance", self.distance, ("topk", "kendall"))
        _check_options("z_mode", self.z_mode, ("average", "pooled"))
        _check_options("eq10", self.eq10, ("exact", "paper"))
        if not (isinstance(self.max_iter, (int, np.integer)) and self.max_iter >= 1):
            raise ValueError(f"max_iter must be an integer >= 1, got {self.max_iter!r}")
        if not (isinstance(self.theta_min, (int, float)) and -50 <= self.theta_min < 0):
            raise ValueError(f"theta_min must be in [-50, 0), got {self.theta_min!r}")
        if not (isinstance(self.theta_init, (int, float)) and self.theta_min <= self.theta_init):
            raise ValueError(f"theta_init must be >= theta_min, got {self.theta_init!r}")
        if not (isinstance(self.tol, (int, float)) and self.tol > 0):
            raise ValueError(f"tol must be > 0, got {self.tol!r}")
        if not (isinstance(self.theta_init, (int, float)) and -20 <= self.theta_init < 0):
            raise ValueError(f"theta_init must be in [-20, 0), got {self.theta_init!r}")
        if not (isinstance(self.steps_per_item, (int, float)) and self.steps_per_item > 0):
            raise ValueError(f"steps_per_item must be > 0, got {self.steps_per_item!r}")
        if not (isinstance(self.burn_in, (int, float)) and 0 <= self.burn_in < 1):
            raise ValueError(f"burn_in must be in [0, 1), got {self.burn_in!r}")
        if self.random_state is not None and not isinstance(self.random_state, (int, np.integer)):
            raise ValueError(f"random_state must be an int or None, got {self.random_state!r}")

    # ------------------------------------------------------------ learning
    def _batch(self, data: Rankings) -> QueryBatch:
        if self.distance == "kendall":
            lengths = data.list_lengths()
            if np.any(lengths != data.sizes[:, None]):
                raise ValueError(
                    "distance='kendall' needs every ranker to rank every document of every query; "
                    "use distance='topk' for partial lists"
                )
        return QueryBatch.from_rankings(data)

    def _learn(self, batch: QueryBatch):
        return fit_extended_mallows(
            batch,
            estimator=self.estimator,
            max_iter=int(self.max_iter),
            tol=float(self.tol),
            theta_init=float(self.theta_init),
            steps_per_item=float(self.steps_per_item),
            burn_in=float(self.burn_in),
            borda_weights=self.borda_weights,
            z_mode=self.z_mode,
            eq10=self.eq10,
            theta_min=float(self.theta_min),
            random_state=self.random_state,
        )

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "MallowsEM":
        """Learn ``theta_`` on ``train`` (labels are not read) and keep it for :meth:`score`."""
        res = self._learn(self._batch(train))
        self.theta_ = res.theta
        self.n_iter_ = int(res.n_iter)
        self._fitted = True
        return self

    def score(self, data: Rankings) -> NDArray[np.float64]:
        batch = self._batch(data)
        if getattr(self, "_fitted", False):
            theta = np.asarray(self.theta_, dtype=np.float64)
            if theta.shape != (data.n_rankers,):
                raise ValueError(f"fitted on {theta.shape[0]} rankers, data has {data.n_rankers}")
        else:
            res = self._learn(batch)
            theta = res.theta
            # learned on the aggregated queries themselves (kept for inspection)
            self.theta_ = theta
            self.n_iter_ = int(res.n_iter)
        if self.inference == "borda":
            return weighted_borda_scores(batch, _borda_weights(theta, self.borda_weights))
        pos = posterior_mean_positions(
            batch,
            theta,
            steps_per_item=float(self.steps_per_item),
            burn_in=float(self.burn_in),
            borda_weights=self.borda_weights,
            random_state=None if self.random_state is None else int(self.random_state) + 1,
        )
        return -pos
