"""Supervised St.Agg_F and the explicit RankAgg_F baselines (Niu et al., UAI 2013, §4.3, §5.2).

Both learn a linear scorer ``f(x) = w · Ψ(x)`` over a feature mapping ``Ψ``
(``features``): ``bf`` Ψ_BF (normalised Borda per ranker), ``mf`` Ψ_MF (rank-p
SVD of each ranker's pairwise matrix: U row, singular values, V row; Volkovs
et al. 2012), ``tf`` Ψ_TF (CP decomposition of the item × item × ranker tensor,
:mod:`rankagg.features.tensor`).  Features are standardised with the training
means and deviations.

``stagg_sup`` — St.Agg_F (§4.3.1–4.3.2):

* scores ``s_i ~ N(f(x_i), σ²)``; ``p(x_i ≻ x_j) = Φ((f_i - f_j) / (√2 σ))`` (Eq. 14);
* the rank ``R_j = Σ_{i≠j} I(x_i ≻ x_j)`` approximated by the normal law with
  mean ``μ_j = Σ p_ij`` and variance ``v_j = Σ p_ij (1 - p_ij)`` (plus a floor
  ``var_floor`` so that the law stays defined when contests are near-certain),
  ``P(R_j = r) = Φ((r + ½ - μ_j)/s_j) - Φ((r - ½ - μ_j)/s_j)``, ``r = 0..n-1``;
* the expected objectives ``Ev_s = Σ_j Σ_r v(y_j, r) P(R_j = r)``:
  ``NDCG_s`` with ``v = g(y_j) D(1 + r) / DCG_max``, ``g = 2^y - 1``,
  ``D(k) = 1 / log2(1 + k)``; ``RBP_s`` with ``v = (1 - p) y_j p^r``
  (graded label, Eq. 7 as printed and as :mod:`rankagg.evaluation.measures` measures it; ``p = 0.95``); ``ERR_s`` with
  ``v = P(stop at r) / (r + 1)`` where ``P(stop at r)`` for item ``j`` is
  ``R(y_j) Π_{i≠j} (1 - R(y_i) P(R_i < r))`` (mean-field cascade,
  ``R(y) = (2^y - 1) / 2^y_max``); the gradient includes the dependence of
  ``P(stop at r)`` on the other items' rank laws (the paper's Eq. 15 lists
  only the ``∂/∂P(R_j = r)`` part);
* gradient ascent (Eq. 15, chain rule through ``μ_j``, ``v_j`` and ``p_ij``)
  with learning rate ``lr`` for ``max_iter`` iterations.

Beyond the paper (both off by default): ``optimizer="adam"`` (Adam steps on the
same gradient, scaled per feature, so one learning rate serves features whose
gradients differ in size) and ``features="bf_log"``
(Ψ_BF next to the log normalised ranks of RAGS, :func:`rankagg.features.log_ranks.log_normalised_ranks`).

``rankagg_sup`` — RankAgg_F (Volkovs, Larochelle & Zemel, CIKM 2012): the same
linear scorer trained by LambdaRank on the deterministic ranking, with
``λ_ij = |ΔF_ij| / (1 + exp(f_i - f_j))`` for pairs ``y_i > y_j``, ``ΔF`` the
exact change of NDCG, ERR or RBP when swapping the two items.

Model selection: the iterate with the best validation ``select_by`` (checked
every ``eval_every`` iterations) is kept when ``fit`` gets validation queries.
"""

from __future__ import annotations

from typing import Any, Hashable, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_scores
from rankagg.data.validation import Array, Integer, Options, Real, Text
from rankagg.evaluation.selection import selection_value
from rankagg.methods.registry import register
from rankagg.methods.base import Aggregator
from rankagg.methods.overflow import refuse_overflow
from rankagg.methods.supervised.graded_objectives import OBJECTIVE_CODES, OBJECTIVES, err_scale, graded_labels, ndcg_norms
from rankagg.methods.supervised.lambda_gradients import _lambda_nb
from rankagg.methods.supervised.stagg_features import FEATURES, feature_map
from rankagg.methods.supervised.stagg_objective import _stagg_objective_nb

__all__ = ["StAggSupervised", "RankAggSupervised"]

OPTIMIZERS = ("gd", "adam")


# ---------------------------------------------------------------- estimators
class _LinearAggregator(Aggregator):
    """Linear scorer over a feature map, trained by gradient ascent with validation selection."""

    supervised = True
    fitted_state = {
        "coef_": Array("f", ndim=1),
        "feature_mean_": Array("f", ndim=1),
        "feature_scale_": Array("f", ndim=1, low=0.0, low_open=True),
    }
    tags = {"fast_params": {"max_iter": 10}, "slow_fit": True}  # the check suite's reduced settings
    citation = "Niu, Lan, Guo & Cheng, Stochastic rank aggregation, UAI 2013, §4.3, §5.2"
    param_doc = {
        "features": "bf | mf | tf | bf_log: Ψ_BF (normalised Borda), Ψ_MF (per-ranker SVD), Ψ_TF (CP tensor), "
        "Ψ_BF with RAGS log normalised ranks (beyond the paper)",
        "objective": "ndcg | err | rbp: the objective optimised",
        "lr": "gradient step (paper: chosen from 1e-1 ... 1e-6 on validation)",
        "max_iter": "gradient iterations (paper: at most 500)",
        "eval_every": "check the validation measure every this many iterations (best iterate kept)",
        "select_by": "validation measure for the best iterate",
        "rank": "rank p of the SVD (mf) / CP (tf, at least 2) features",
        "optimizer": "gd (plain gradient ascent, the paper) | adam (beyond the paper)",
    }

    param_constraints = {
        "features": Options(FEATURES),
        "objective": Options(OBJECTIVES),
        "lr": Real(0, low_open=True),
        "max_iter": Integer(0),
        "eval_every": Integer(1),
        "select_by": Text("a LETOR measure name such as 'NDCG@10'"),
        "rank": Integer(1),
        "optimizer": Options(OPTIMIZERS),
    }

    def fitted_shapes(self, state: Any) -> dict[str, Any]:
        n = np.shape(state["coef_"])
        why = f"coef_ has the shape {n}: one weight, one mean and one scale per feature"
        return {"feature_mean_": (n, why), "feature_scale_": (n, why)}

    def _features(self, data: Rankings) -> NDArray[np.float64]:
        return feature_map(data, self.features, self.rank)

    def _standardise(self, x: NDArray) -> NDArray:
        return (x - self.feature_mean_) / self.feature_scale_

    def _grad(self, offsets, f, y, norms) -> tuple[float, NDArray]:  # pragma: no cover - abstract
        raise NotImplementedError

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "_LinearAggregator":
        super().fit(train, valid)
        x = self._features(train)
        self.feature_mean_ = x.mean(axis=0)
        sd = x.std(axis=0)
        self.feature_scale_ = np.where(sd > 0, sd, 1.0)
        xs = self._standardise(x)
        labels = graded_labels(train)
        y = labels.astype(np.float64)
        norms = ndcg_norms(train, labels)
        w = np.zeros(x.shape[1])
        xv = self._standardise(self._features(valid)) if valid is not None and valid.labels is not None else None
        best_w, best_val = w.copy(), -np.inf
        self.history_ = []
        nq = max(int((train.sizes > 0).sum()), 1)
        first_moment = np.zeros_like(w)
        second_moment = np.zeros_like(w)
        for it in range(self.max_iter + 1):
            if xv is not None and valid is not None and (it % self.eval_every == 0 or it == self.max_iter):
                val = selection_value(valid, consensus_scores(valid, xv @ w), self.select_by)
                self.history_.append([it, val])
                if val > best_val + 1e-12:
                    best_val, best_w = val, w.copy()
            if it == self.max_iter:
                break
            _, gf = self._grad(train.offsets, xs @ w, y, norms)
            g = (xs.T @ gf) / nq
            if self.optimizer == "adam":
                # Adam (Kingma & Ba 2015, β1 = 0.9, β2 = 0.999): per-feature steps, so one lr fits
                # features of very different gradient scales; ascent, hence the plus sign.
                first_moment = 0.9 * first_moment + 0.1 * g
                second_moment = 0.999 * second_moment + 0.001 * g * g
                step = (first_moment / (1.0 - 0.9 ** (it + 1))) / (np.sqrt(second_moment / (1.0 - 0.999 ** (it + 1))) + 1e-8)
                w = w + self.lr * step
            else:
                w = w + self.lr * g
        self.coef_ = best_w if xv is not None else w
        self.best_validation_ = float(best_val) if xv is not None else float("nan")
        return self

    def score(self, data: Rankings) -> NDArray[np.float64]:
        self._check_fitted()
        x = self._features(data)
        held = {k: np.shape(getattr(self, k)) for k in ("coef_", "feature_mean_", "feature_scale_")}
        if any(shape != (x.shape[1],) for shape in held.values()):  # a model file whose arrays disagree
            raise ValueError(f"{self.name}: the data gives {x.shape[1]} features; the model's arrays have the shapes "
                             + ", ".join(f"{k} {v}" for k, v in held.items()))
        # each item's sum over the features alone (a row reduction): BLAS's matrix-vector product gives a row
        # other last bits with other rows beside it, so a block of queries (streamed, Dask) scored otherwise
        with np.errstate(over="ignore", invalid="ignore"):
            s = np.asarray((self._standardise(x) * self.coef_).sum(axis=1), dtype=np.float64)
        return refuse_overflow(self.name, data, s, np.isnan(s))  # every item is scored: NaN is inf - inf


_COMMON_DEFAULTS: dict[str, Any] = {
    "features": "bf",
    "objective": "ndcg",
    "lr": 1e-1,
    "max_iter": 500,
    "eval_every": 10,
    "select_by": "NDCG@10",
    "rank": 1,
    "optimizer": "gd",
}


@register("stagg_sup")
class StAggSupervised(_LinearAggregator):
    """St.Agg_F(Ψ): expected NDCG/ERR/RBP over normal-approximated rank distributions (§4.3, Eq. 14–15)."""

    defaults = {**_COMMON_DEFAULTS, "sigma": 1e-1, "var_floor": 0.01}
    param_grid = {"lr": [1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6], "sigma": [1e-1, 1e-2, 1e-3, 1e-4]}
    param_doc = {"sigma": "score noise σ of Eq. 14 (paper: 1e-1 ... 1e-4)",
                 "var_floor": "added to the rank variance so the normal law stays defined"}

    param_constraints = {"sigma": Real(0, low_open=True), "var_floor": Real(0, low_open=True)}

    def _grad(self, offsets, f, y, norms):
        return _stagg_objective_nb(offsets, f, y, norms, float(self.sigma), float(self.var_floor), OBJECTIVE_CODES[self.objective],
                                   err_scale(y))

    @classmethod
    def equivalence_key(cls, params: Mapping[str, Any]) -> Hashable | None:
        """Plain gradient ascent fits the same ranking for every (lr, σ) with one lr / σ².

        Eq. 14 sees the scores only through ``(f_i - f_j) / σ``, so with ``u = w / σ`` the
        objective is a function ``E(u)`` and ``∂E/∂w = (1/σ) ∇E(u)``; the step
        ``w += lr ∂E/∂w`` is ``u += (lr / σ²) ∇E(u)`` from ``u = 0``.  Every iterate's
        ranking (``x · w = σ x · u``, σ > 0), hence the validation choice of the best
        iterate, depends on ``lr / σ²`` alone (``var_floor`` lives in rank units and does
        not break this).  The paper's 6 × 4 grid (lr 1e-1..1e-6, σ 1e-1..1e-4) thus holds
        12 distinct fits.  Adam normalises the gradient but its ε does not scale, so it
        gets no key.
        """
        p = {**cls.defaults, **params}
        if p.get("optimizer") != "gd":
            return None
        ratio = float(p["lr"]) / float(p["sigma"]) ** 2
        rest = tuple(sorted((k, repr(v)) for k, v in p.items() if k not in ("lr", "sigma")))
        # 12 significant digits: lr / σ² of equal grid ratios differ in the last bit or two
        return rest + (("lr/sigma^2", float(f"{ratio:.12g}")),)


@register("rankagg_sup")
class RankAggSupervised(_LinearAggregator):
    """RankAgg_F(Ψ) (Volkovs et al. 2012): linear scorer trained by LambdaRank on ΔNDCG / ΔERR / ΔRBP."""

    defaults = dict(_COMMON_DEFAULTS)
    param_grid = {"lr": [1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6]}
    citation = "Volkovs, Larochelle & Zemel, Learning to rank by aggregating expert preferences, CIKM 2012; Niu et al. UAI 2013 §5.2"

    def _grad(self, offsets, f, y, norms):
        return _lambda_nb(offsets, f, y, norms, OBJECTIVE_CODES[self.objective], err_scale(y))
