"""Extended Mallows model learned without labels by EM (Klementiev, Roth & Small 2008).

The registry method ``mallows_em``; the distances and closed forms live in
:mod:`rankagg.methods.mallows.distances`, the samplers in
:mod:`rankagg.methods.mallows.sampling` and the EM in :mod:`rankagg.methods.mallows.em`.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import AnyOf, Array, Integer, Options, Real, Scalar
from rankagg.methods.mallows.em import QueryBatch, _borda_weights, fit_extended_mallows, posterior_mean_positions, weighted_borda_scores
from rankagg.methods.registry import register
from rankagg.methods.base import Aggregator

__all__ = ["MallowsEM"]


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
        ``U~`` term corrected, :func:`rankagg.methods.mallows.distances.expected_topk`); ``"paper"``:
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
    paper's transductive, unsupervised setting: no label is read; the estimate is
    kept in ``scored_theta_`` for inspection, not as fitted state); after
    ``fit(train)`` the learned ``theta_`` is the model: :meth:`score` uses it,
    save/load and the Dask backend carry it.
    """

    ties = ("each list's distance is to an intermediate consensus (weighted Borda or the chain) whose ties go to the "
            "house rule; tied local ranks in a list count as ties")

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
    # parameters are estimated across all the queries it is given
    tags = {"learns_from_test": True, "per_query": False, "fast_params": {"max_iter": 5}, "slow_fit": True}
    citation = (
        "Klementiev, Roth & Small, A framework for unsupervised rank aggregation, SIGIR LR4IR 2008 "
        "(ICML 2008): Eq. 5-10, §3.3, §4.2 Definition 1, §6.1"
    )
    param_constraints = {
        "estimator": Options("weighted", "sampling"),
        "inference": Options("borda", "sampling"),
        "borda_weights": Options("exp", "abs"),
        "distance": Options("topk", "kendall"),
        "z_mode": Options("average", "pooled"),
        "eq10": Options("exact", "paper"),
        "theta_min": Real(-50, 0, high_open=True),
        "max_iter": Integer(1),
        "tol": Real(0, low_open=True),
        "theta_init": Real(-20, 0, high_open=True),
        "steps_per_item": Real(0, low_open=True),
        "burn_in": Real(0, 1, high_open=True),
        "random_state": AnyOf(Options(None), Integer(0)),  # numpy.random.default_rng: a seed >= 0
    }
    fitted_state = {"theta_": Array("f", shape=("n_rankers",), high=0.0), "n_iter_": Scalar("i", low=0)}

    def _validate_params(self) -> None:
        if self.theta_init < self.theta_min:
            raise ValueError(f"mallows_em: theta_init must be >= theta_min, got {self.theta_init!r} < {self.theta_min!r}")

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
        return self

    def score(self, data: Rankings) -> NDArray[np.float64]:
        batch = self._batch(data)
        if self.is_fitted:
            theta = np.asarray(self.theta_, dtype=np.float64)
            if theta.shape != (data.n_rankers,):
                raise ValueError(f"mallows_em was fitted on {theta.shape[0]} rankers, data has {data.n_rankers}")
        else:
            # learned on the aggregated queries themselves (kept for inspection, not as fitted state)
            theta = self.scored_theta_ = self._learn(batch).theta
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
