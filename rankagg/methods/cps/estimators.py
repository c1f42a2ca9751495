"""Supervised permutation models of Qin, Geng & Liu (NIPS 2010): the CPS model and
its Mallows baselines (exact maximum likelihood, and MallApp with MCMC).

The heavy lifting (coset distances, Theorem 2 updates, inference, partition
functions) lives in :mod:`rankagg.methods.cps.distances`, :mod:`rankagg.methods.cps.inference`
and :mod:`rankagg.methods.cps.learning`; these classes glue it to the
:class:`~rankagg.methods.base.Aggregator` contract.

Choices the paper leaves open (chosen on validation by ``param_grid``):

* ``truth`` — the ground-truth permutation of a training query, from three
  label levels with ties: ``"tie_rule"`` orders documents by label and breaks
  ties by the house tie rule; ``"random"`` averages the log-likelihood over
  ``n_truth`` uniformly drawn label-consistent permutations (a Monte-Carlo
  estimate of the expected log-likelihood over them); ``"top"`` (CPS only) is
  the likelihood of the *coset* of permutations that put the relevant documents
  first, in label order (tie rule within a grade): with the stagewise model it
  is exactly the product of the first ``r`` stage probabilities (``r`` = number
  of relevant documents), the order of the irrelevant documents being
  marginalised out (Definition 2: the later stages sum to one).
* ``unranked`` — where a ranker's unranked documents sit in its location
  permutation: ``"average"`` (all at the mean position of the places below its
  ranked documents) or ``"bottom"`` (all tied right below them).
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.methods.cps import distances, inference, learning
from rankagg.data.rankings import Rankings, consensus_order
from rankagg.data.validation import Array, Integer, Options, Real, Scalar
from rankagg.methods.registry import register
from rankagg.methods.base import Aggregator
from rankagg.exceptions import warn_caller

__all__ = ["CPS", "MallowsExact", "MallApp"]

_CITATION = "Qin, Geng & Liu, A New Probabilistic Model for Rank Aggregation, NIPS 2010"


def _tie_orders(data: Rankings) -> NDArray[np.int64]:
    """Local index of each query's items in the house tie-rule order (ties of argmin/argmax)."""
    order = consensus_order(data, np.zeros(data.n_items))
    return order - data.offsets[data.query_of_item[order]]


#: fitted state of the models learned by maximum likelihood with L-BFGS (CPS, exact Mallows)
_LBFGS_STATE = {
    "theta_": Array("f", shape=("n_rankers",)),
    "log_likelihood_": Scalar("f", finite=False),
    "n_iter_": Scalar("i", low=0),
}


class _PermutationModel(Aggregator):
    supervised = True
    ties = ("equal probabilities (an argmax or argmin tie of Algorithm 1, of the subset DP or of the exact mode) go "
            "to the candidate earlier in the house order")
    fitted_state = {"theta_": Array("f", shape=("n_rankers",))}
    _common_defaults: dict[str, Any] = {
        "distance": "t",
        "unranked": "average",
        "truth": "tie_rule",
        "n_truth": 4,
        "random_state": 0,
    }

    param_doc = {
        "distance": "t | r | f: Kendall tau, Spearman rho, footrule",
        "unranked": "average | bottom: positions of a ranker's unranked documents",
        "truth": "tie_rule | random: ground-truth permutation from graded labels",
        "n_truth": "label-consistent permutations drawn per query when truth='random'",
        "random_state": "seed of the truth='random' draws",
    }

    param_constraints = {
        "distance": Options(distances.DISTANCES),
        "unranked": Options("average", "bottom"),
        "truth": Options("tie_rule", "random"),
        "n_truth": Integer(1),
        "random_state": Integer(0),  # numpy.random.default_rng: a seed >= 0
    }

    def _orders(self, train: Rankings) -> list[NDArray[np.int64]]:
        rng = np.random.default_rng(self.random_state)
        return learning.truth_orders(train, self.truth, self.n_truth, rng)

    def _maximize_likelihood(self, prob: Any, n_rankers: int, n_queries: int) -> bool:
        """Fit ``theta_`` (and ``log_likelihood_``, ``n_iter_``) by L-BFGS on ``prob``'s concave
        log-likelihood with the L2 penalty ``alpha`` (CPS Eq. 12, exact Mallows); whether it converged."""
        theta, ok, nit, ll = learning.maximize_concave(
            prob.value_and_grad, n_rankers, prob.scale, n_queries, float(self.alpha), self.max_iter, float(self.tol)
        )
        self.theta_ = theta
        self.log_likelihood_ = ll
        self.n_iter_ = nit
        return bool(ok)

    def _check_data(self, data: Rankings) -> None:
        if hasattr(self, "theta_") and data.n_rankers != len(self.theta_):
            raise ValueError(f"{self.name} was fit with {len(self.theta_)} rankers, data has {data.n_rankers}")

    def _infer(self, s: NDArray[np.float64], theta: NDArray[np.float64], tie: NDArray[np.int64]) -> NDArray[np.int64]:
        raise NotImplementedError

    def score(self, data: Rankings) -> NDArray[np.float64]:
        self._check_fitted()
        self._check_data(data)
        s = learning.location_positions(data, self.unranked)
        tie = _tie_orders(data)
        theta = np.asarray(self.theta_, dtype=np.float64)
        out = np.empty(data.n_items)
        for sl in data.query_slices():
            n = sl.stop - sl.start
            if n == 0:
                continue
            order = self._infer(np.ascontiguousarray(s[sl]), theta, tie[sl])
            sc = np.empty(n)
            sc[order] = n - np.arange(n, dtype=np.float64)
            out[sl] = sc
        return out


@register("cps")
class CPS(_PermutationModel):
    """The CPS model (Qin et al. 2010, Definition 2, Eq. 7; multi-ranker Eq. 8).

    Learning: maximum likelihood (Eq. 12, concave in θ) by L-BFGS over the
    training queries; the coset distances come from Theorem 1 with Theorem 2's
    O(n²) incremental updates.  Inference: ``"sequential"`` is Algorithm 1
    (O(M n²), Theorem 3); ``"global"`` is the most probable permutation (exact,
    dynamic programme over the unplaced set, for queries of at most
    ``exact_max_n`` documents; larger queries fall back to sequential with a
    warning — the paper runs CPS-G only on MQ2008-small).
    """

    defaults = {
        **_PermutationModel._common_defaults,
        "inference": "sequential",
        "alpha": 0.0,
        "max_iter": 500,
        "tol": 1e-7,
        "exact_max_n": 12,
    }
    param_grid = {"unranked": ["average", "bottom"], "truth": ["tie_rule", "random", "top"]}
    param_doc = {
        "distance": "t | r | f: coset distance induced by Kendall tau, Spearman rho, footrule (Theorem 1)",
        "inference": "sequential (Algorithm 1) | global (most probable permutation)",
        "truth": "tie_rule | random | top: ground-truth permutation from graded labels (top: likelihood of the relevant documents' top positions only)",
        "alpha": "L2 penalty on the scaled weights (0 = plain maximum likelihood)",
        "max_iter": "L-BFGS iterations",
        "tol": "L-BFGS gradient tolerance",
        "exact_max_n": "largest query for exact global inference (2^n states)",
    }
    tags = {"fast_params": {"max_iter": 50}, "slow_fit": True}
    citation = _CITATION + ": Definition 1-2, Eq. 5-8, Theorems 1-3, Eq. 12, Algorithm 1"
    fitted_state = _LBFGS_STATE

    param_constraints = {
        "truth": Options("tie_rule", "random", "top"),
        "inference": Options("sequential", "global"),
        "alpha": Real(0),
        "max_iter": Integer(1),
        "tol": Real(0, low_open=True),
        "exact_max_n": Integer(1, 20),
    }

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "CPS":
        super().fit(train, valid)
        t0 = time.perf_counter()
        if self.truth == "top":
            orders = learning.truth_orders(train, "tie_rule")
            n_rel = np.bincount(train.query_of_item, weights=np.asarray(train.labels) > 0, minlength=train.n_queries)
            prob = learning.CPSProblem(train, self.distance, orders, self.unranked, max_stage=n_rel.astype(np.int64))
            if prob.n_stages == 0:
                raise ValueError("cps: truth='top' needs training queries with relevant documents")
        else:
            prob = learning.CPSProblem(train, self.distance, self._orders(train), self.unranked)
        if not self._maximize_likelihood(prob, train.n_rankers, train.n_queries):
            self.warn_not_converged(self.name, 1, self.max_iter)
        self.fit_seconds_ = time.perf_counter() - t0
        return self

    def _infer(self, s, theta, tie):
        if self.inference == "global":
            if s.shape[0] <= self.exact_max_n:
                return inference.global_inference(s, theta, self.distance, tie)
            if not getattr(self, "_warned", False):
                warn_caller(
                    f"cps: global inference is exact only up to exact_max_n={self.exact_max_n} documents; "
                    "larger queries use sequential inference",
                    UserWarning)
                self._warned = True
        return inference.sequential_inference(s, theta, self.distance, tie)


@register("mallows_exact")
class MallowsExact(_PermutationModel):
    """Mallows model with several rankers (Eq. 2/3; Lebanon & Lafferty 2002), learned by
    exact maximum likelihood, the paper's "Mallows" baseline (§5.1).

    log Z and its gradient are exact: a forward-backward over the set of unplaced
    objects (O(2ⁿ n²)) replaces the O(n!) sum of Eq. (3), so training queries of
    at most ``max_n`` documents are used (all of MQ2008-small).  Inference is the
    mode argmin Σ θ_m d(π, σ_m): exact subset DP up to ``max_n`` documents; beyond,
    exact sort (d_r) or linear assignment (d_f), and local Kemenization of the
    sequential order for d_t.
    """

    defaults = {**_PermutationModel._common_defaults, "distance": "f", "max_n": 10, "alpha": 0.0, "max_iter": 500, "tol": 1e-7}
    param_grid = {"unranked": ["average", "bottom"], "truth": ["tie_rule", "random"]}
    param_doc = {
        "max_n": "largest training query (exact partition function, 2^n states) and exact-mode limit",
        "alpha": "L2 penalty on the scaled weights",
        "max_iter": "L-BFGS iterations",
        "tol": "L-BFGS gradient tolerance",
    }
    tags = {"fast_params": {"max_n": 8}, "slow_fit": True}
    citation = _CITATION + ": §5.1 Mallows baseline; Lebanon & Lafferty, Cranking, ICML 2002"
    fitted_state = _LBFGS_STATE

    param_constraints = {"max_n": Integer(2, 16), "alpha": Real(0), "max_iter": Integer(1), "tol": Real(0, low_open=True)}

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "MallowsExact":
        super().fit(train, valid)
        prob = learning.MallowsProblem(train, self.distance, self._orders(train), self.unranked, self.max_n)
        if prob.n_queries == 0:
            raise ValueError(f"mallows_exact: no training query has 2..max_n={self.max_n} documents")
        if not self._maximize_likelihood(prob, train.n_rankers, prob.n_queries):
            self.warn_not_converged(self.name, 1, self.max_iter)
        self.n_train_queries_ = prob.n_queries
        return self

    def _infer(self, s, theta, tie):
        return inference.mallows_mode(s, theta, self.distance, tie, max_n=self.max_n)


@register("mallapp")
class MallApp(_PermutationModel):
    """MallApp (Qin et al. §5.1): the Mallows model learned by stochastic gradient
    ascent on the likelihood with the expectation E_θ[d(π, σ)] of its gradient
    estimated by MCMC sampling, as suggested by Lebanon & Lafferty (2002).

    Metropolis chains with adjacent transpositions, one persistent chain per
    training query (``n_samples`` samples one sweep apart per step, ``burn_in``
    sweeps at the start), step ``lr / sqrt(t)`` on the scaled weights for
    ``n_iter`` steps.  Inference is the Mallows mode, as for ``mallows_exact``.
    """

    order_dependent_training = "MCMC proposals are drawn per step; the chains depend on the ranker order of T"

    defaults = {
        **_PermutationModel._common_defaults,
        "distance": "f",
        "n_iter": 100,
        "n_samples": 10,
        "burn_in": 20,
        "lr": 0.5,
        "max_n": 10,
    }
    param_grid = {"unranked": ["average", "bottom"], "truth": ["tie_rule", "random"]}
    param_doc = {
        "n_iter": "gradient steps",
        "n_samples": "MCMC samples per query and step (one sweep apart)",
        "burn_in": "initial sweeps of every chain",
        "lr": "initial step size on the scaled weights (decays as 1/sqrt(t))",
        "max_n": "exact-mode limit of inference (subset DP up to max_n documents)",
        "random_state": "seed of the chains and of truth='random'",
    }
    tags = {"fast_params": {"n_iter": 5, "n_samples": 2, "burn_in": 2}, "slow_fit": True}
    citation = _CITATION + ": §5.1 MallApp; Lebanon & Lafferty, Cranking, ICML 2002 (MCMC)"

    param_constraints = {
        "n_iter": Integer(1),
        "n_samples": Integer(1),
        "burn_in": Integer(0),
        "lr": Real(0, low_open=True),
        "max_n": Integer(2, 16),
    }

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "MallApp":
        super().fit(train, valid)
        rng = np.random.default_rng(self.random_state)
        orders = learning.truth_orders(train, self.truth, self.n_truth, rng)
        code = distances._code(self.distance)
        s = learning.location_positions(train, self.unranked)
        items = []
        for sl in train.query_slices():
            n = sl.stop - sl.start
            if n < 2:
                continue
            sq = np.ascontiguousarray(s[sl])
            T, pair = inference._mallows_costs(sq, code)
            dstar = np.mean([distances.distance(o[sl] - sl.start, sq, self.distance) for o in orders], axis=0)
            items.append([T, pair, dstar, rng.permutation(n).astype(np.int64)])
        if not items:
            raise ValueError("mallapp: no training query with at least 2 documents")
        scale = float(np.mean([np.abs(T).mean() for T, *_ in items])) or 1.0
        tt = np.zeros(train.n_rankers)  # scaled weights θ·scale
        for it in range(self.n_iter):
            theta = tt / scale
            grad = np.zeros_like(tt)
            for item in items:
                T, pair, dstar, state = item
                n = state.shape[0]
                burn = (self.burn_in if it == 0 else 1) * n
                steps = burn + self.n_samples * n
                prop = rng.integers(0, n - 1, size=steps).astype(np.int64)
                unif = rng.random(steps)
                Q = learning._metropolis(np.tensordot(theta, T, axes=1), pair, state, self.n_samples, n, burn, prop, unif)
                grad += -dstar + np.tensordot(T, Q, axes=([1, 2], [0, 1]))
            tt = tt + self.lr / np.sqrt(it + 1.0) * grad / (len(items) * scale)
        self.theta_ = tt / scale
        return self

    def _infer(self, s, theta, tie):
        return inference.mallows_mode(s, theta, self.distance, tie, max_n=self.max_n)
