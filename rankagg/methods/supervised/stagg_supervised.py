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

import math
from typing import Any, Hashable, Mapping

import numba
import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_scores
from rankagg.data.validation import Array, Integer, Options, Real, Text, check_param
from rankagg.evaluation.measures import evaluate
from rankagg.features.feature_sets import default_cache, query_digests
from rankagg.features.log_ranks import log_normalised_ranks
from rankagg.features.tensor import cp_features
from rankagg.methods.registry import register
from rankagg.methods.base import Aggregator

__all__ = ["StAggSupervised", "RankAggSupervised", "feature_map", "FEATURES", "OBJECTIVES"]

FEATURES = ("bf", "mf", "tf", "bf_log")
OPTIMIZERS = ("gd", "adam")
OBJECTIVES = ("ndcg", "err", "rbp")
RBP_P = 0.95
Y_MAX = 2
_SQRT2PI = math.sqrt(2.0 * math.pi)


# ---------------------------------------------------------------- features
_TF_STORE: dict[tuple, NDArray[np.float64]] = {}


def feature_map(data: Rankings, features: str, rank: int = 1) -> NDArray[np.float64]:
    """Ψ_BF, Ψ_MF or Ψ_TF of every item.

    Features are per-query quantities: Ψ_BF and Ψ_MF go through the shared
    per-query :class:`rankagg.features.feature_sets.FeatureCache`; Ψ_TF blocks are kept per
    query content digest too, so the folds of the protocol (which share their
    subsets) compute each query's CP decomposition once per process.
    """
    check_param("features", features, Options(FEATURES))
    if features == "bf":
        return default_cache().get(data, "borda")
    if features == "bf_log":
        # Ψ_BF next to RAGS' log normalised ranks (top imputation, Bedő & Ong §4.1):
        # the log spreads the top positions that a linear Borda feature squeezes together.
        return np.concatenate([default_cache().get(data, "borda"), -log_normalised_ranks(data, "top")], axis=1)
    if features == "mf":
        return default_cache().get(data, "svd", transform="logdiff", rank=rank, unranked="none", positions="raw")
    r = max(rank, 2)
    digests = query_digests(data)
    missing = [q for q, d in enumerate(digests) if (r, d) not in _TF_STORE]
    if missing:
        sub = data.select_queries(missing) if len(missing) < data.n_queries else data
        x = cp_features(sub, rank=r)
        for j, sl in enumerate(sub.query_slices()):
            _TF_STORE[(r, digests[missing[j]])] = np.ascontiguousarray(x[sl])
    if data.n_queries == 0:
        return np.zeros((0, 2 * r))
    return np.concatenate([_TF_STORE[(r, d)] for d in digests], axis=0)


# ---------------------------------------------------------------- St.Agg_F objective (Eq. 14-15)
_OBJ_CODE = {"ndcg": 0, "err": 1, "rbp": 2}
_SQRT2 = math.sqrt(2.0)


@numba.njit(cache=True)
def _phi(x: float) -> float:
    return math.exp(-0.5 * x * x) / _SQRT2PI


@numba.njit(cache=True)
def _Phi(x: float) -> float:
    return 0.5 * math.erfc(-x / _SQRT2)


@numba.njit(cache=True)
def _gain(code: int, yj: float, r: int, norm: float) -> float:
    if code == 0:
        return (2.0 ** yj - 1.0) / math.log2(r + 2.0) * norm
    if code == 2:
        return (1.0 - RBP_P) * yj * RBP_P ** r
    return 0.0


@numba.njit(cache=True)
def _stagg_objective_nb(offsets, f, y, qnorm, sigma, var_floor, code):
    """Σ over queries of the expected objective and its gradient d/d f (flat items)."""
    total = 0.0
    grad = np.zeros(f.shape[0])
    c = 1.0 / (_SQRT2 * sigma)
    for q in range(offsets.shape[0] - 1):
        lo = offsets[q]
        n = offsets[q + 1] - lo
        if n < 1:
            continue
        p = np.zeros((n, n))
        qd = np.zeros((n, n))
        mu = np.zeros(n)
        v = np.full(n, var_floor)
        for i in range(n):
            for j in range(n):
                if i == j:
                    continue
                z = (f[lo + i] - f[lo + j]) * c
                pij = _Phi(z)
                p[i, j] = pij
                # φ is even and a - b = -(b - a) exactly, so the mirror pair's density is bit-equal
                qd[i, j] = qd[j, i] if j < i else _phi(z) * c
                mu[j] += pij
                v[j] += pij * (1.0 - pij)
        s = np.sqrt(v)
        d_mu = np.zeros(n)
        d_s = np.zeros(n)
        if code == 1:
            rs = np.empty(n)
            for i in range(n):
                rs[i] = (2.0 ** y[lo + i] - 1.0) / 2.0 ** Y_MAX
            fm = np.empty((n, n))
            lg = np.empty((n, n))
            tot = np.zeros(n)
            for i in range(n):
                for r in range(n):
                    fm[i, r] = _Phi((r - 0.5 - mu[i]) / s[i])
                    lg[i, r] = math.log1p(-rs[i] * fm[i, r])
                    tot[r] += lg[i, r]
            w = np.zeros((n, n))
        for j in range(n):
            # ranks whose cell [r - ½, r + ½] lies more than 9 s from μ carry no mass and are
            # skipped by the test below; the window (one rank wider on each side than that
            # test, against rounding) only avoids visiting them
            r_lo = max(0, int(math.floor(mu[j] - 9.0 * s[j])) - 1)
            r_hi = min(n, int(math.ceil(mu[j] + 9.0 * s[j])) + 2)
            prev_z = math.inf
            prev_phi = 0.0
            prev_cdf = 0.0
            for r in range(r_lo, r_hi):
                zp = (r + 0.5 - mu[j]) / s[j]
                zm = (r - 0.5 - mu[j]) / s[j]
                if zm > 9.0 or zp < -9.0:
                    continue
                if code == 1:
                    g = rs[j] / (r + 1.0) * math.exp(tot[r] - lg[j, r])
                else:
                    g = _gain(code, y[lo + j], r, qnorm[q])
                if g == 0.0:
                    continue
                # the lower edge of cell r is the upper edge of cell r - 1 (r - ½ and (r - 1) + ½
                # are the same double), so its φ and Φ are reused, bit for bit
                if zm == prev_z:
                    pm, cm = prev_phi, prev_cdf
                else:
                    pm, cm = _phi(zm), _Phi(zm)
                pp, cp = _phi(zp), _Phi(zp)
                prev_z, prev_phi, prev_cdf = zp, pp, cp
                pjr = cp - cm
                total += g * pjr
                d_mu[j] += g * (pm - pp) / s[j]
                d_s[j] += g * (pm * zm - pp * zp) / s[j]
                if code == 1:
                    w[j, r] = g * pjr
        if code == 1:
            # P(stop at r) of item j depends on every other item's P(R_i < r)
            for r in range(n):
                col = 0.0
                for j in range(n):
                    col += w[j, r]
                for i in range(n):
                    e = (col - w[i, r]) * (-rs[i] / (1.0 - rs[i] * fm[i, r]))
                    if e == 0.0:
                        continue
                    zm = (r - 0.5 - mu[i]) / s[i]
                    ph = _phi(zm)
                    d_mu[i] += e * (-ph) / s[i]
                    d_s[i] += e * (-ph * zm) / s[i]
        for j in range(n):
            dv = d_s[j] / (2.0 * s[j])
            for i in range(n):
                if i == j:
                    continue
                a = (d_mu[j] + dv * (1.0 - 2.0 * p[i, j])) * qd[i, j]
                grad[lo + i] += a
                grad[lo + j] -= a
    return total, grad


def _ndcg_norms(data: Rankings, labels: NDArray) -> NDArray[np.float64]:
    """1 / DCG_max per query (0 when no relevant item), D(k) = 1/log2(1 + k)."""
    out = np.zeros(data.n_queries)
    for q, sl in enumerate(data.query_slices()):
        g = np.sort(2.0 ** labels[sl] - 1.0)[::-1]
        dcg = float((g / np.log2(2.0 + np.arange(len(g)))).sum())
        out[q] = 1.0 / dcg if dcg > 0 else 0.0
    return out


def _labels(data: Rankings) -> NDArray[np.int64]:
    if data.labels is None:
        raise ValueError("St.Agg supervised needs graded labels")
    return data.labels


def stagg_objective(data: Rankings, f: NDArray, sigma: float, objective: str, var_floor: float = 0.01):
    """Expected objective ``Σ_q Ev_s`` over the queries of ``data`` (with labels) and d/d f."""
    check_param("objective", objective, Options(OBJECTIVES))
    labels = _labels(data)
    y = labels.astype(np.float64)
    return _stagg_objective_nb(data.offsets, np.asarray(f, dtype=np.float64), y, _ndcg_norms(data, labels),
                               float(sigma), float(var_floor), _OBJ_CODE[objective])


# ---------------------------------------------------------------- RankAgg_F (LambdaRank)
@numba.njit(cache=True)
def _lambda_nb(offsets, f, y, qnorm, code):
    total = 0.0
    grad = np.zeros(f.shape[0])
    for q in range(offsets.shape[0] - 1):
        lo = offsets[q]
        n = offsets[q + 1] - lo
        if n < 2:
            continue
        fq = f[lo:lo + n]
        order = np.argsort(-fq, kind="mergesort")
        pos = np.empty(n, dtype=np.int64)  # 0-based position of each item
        for k in range(n):
            pos[order[k]] = k
        yq = y[lo:lo + n]
        # per-position quantities for ERR
        rp = np.empty(n)
        cp = np.empty(n)
        S = np.empty(n)
        cum = 1.0
        acc = 0.0
        for k in range(n):
            rp[k] = (2.0 ** yq[order[k]] - 1.0) / 2.0 ** Y_MAX
            cp[k] = cum
            acc += cum * rp[k] / (k + 1.0)
            S[k] = acc
            cum *= 1.0 - rp[k]
        for i in range(n):
            a = pos[i]
            if code == 0:
                total += (2.0 ** yq[i] - 1.0) / math.log2(a + 2.0) * qnorm[q]
            elif code == 2:
                total += (1.0 - RBP_P) * yq[i] * RBP_P ** a
        if code == 1:
            total += S[n - 1]
        for i in range(n):
            for j in range(n):
                if yq[i] <= yq[j]:
                    continue
                a, b = pos[i], pos[j]
                if code == 0:
                    gi, gj = 2.0 ** yq[i] - 1.0, 2.0 ** yq[j] - 1.0
                    delta = abs(gi - gj) * abs(1.0 / math.log2(a + 2.0) - 1.0 / math.log2(b + 2.0)) * qnorm[q]
                elif code == 2:
                    delta = (1.0 - RBP_P) * abs(yq[i] - yq[j]) * abs(RBP_P ** a - RBP_P ** b)
                else:
                    lo_, hi_ = min(a, b), max(a, b)
                    ra, rb = rp[lo_], rp[hi_]
                    ratio = (1.0 - rb) / (1.0 - ra)
                    mid = S[hi_ - 1] - S[lo_] if hi_ > lo_ + 1 else 0.0
                    delta = abs(cp[lo_] * (rb - ra) / (lo_ + 1.0) + (ratio - 1.0) * mid
                                + cp[hi_] * ra * ratio / (hi_ + 1.0) - cp[hi_] * rb / (hi_ + 1.0))
                x = fq[i] - fq[j]
                if x > 50.0:
                    x = 50.0
                elif x < -50.0:
                    x = -50.0
                lam = delta / (1.0 + math.exp(x))
                grad[lo + i] += lam
                grad[lo + j] -= lam
    return total, grad


def lambda_gradient(data: Rankings, f: NDArray, objective: str):
    """LambdaRank gradient (Volkovs et al. 2012's RankAgg) and the current metric sum."""
    check_param("objective", objective, Options(OBJECTIVES))
    labels = _labels(data)
    y = labels.astype(np.float64)
    return _lambda_nb(data.offsets, np.asarray(f, dtype=np.float64), y, _ndcg_norms(data, labels), _OBJ_CODE[objective])


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
        labels = _labels(train)
        y = labels.astype(np.float64)
        norms = _ndcg_norms(train, labels)
        w = np.zeros(x.shape[1])
        xv = self._standardise(self._features(valid)) if valid is not None and valid.labels is not None else None
        best_w, best_val = w.copy(), -np.inf
        self.history_ = []
        nq = max(int((train.sizes > 0).sum()), 1)
        first_moment = np.zeros_like(w)
        second_moment = np.zeros_like(w)
        for it in range(self.max_iter + 1):
            if xv is not None and valid is not None and (it % self.eval_every == 0 or it == self.max_iter):
                val = float(np.mean(evaluate(valid, consensus_scores(valid, xv @ w))[self.select_by]))
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
        # each item's sum over the features alone (a row reduction): BLAS's matrix-vector product gives a row
        # other last bits with other rows beside it, so a block of queries (streamed, Dask) scored otherwise
        return np.asarray((self._standardise(self._features(data)) * self.coef_).sum(axis=1), dtype=np.float64)


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
_COMMON_DOC = {
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


@register("stagg_sup")
class StAggSupervised(_LinearAggregator):
    """St.Agg_F(Ψ): expected NDCG/ERR/RBP over normal-approximated rank distributions (§4.3, Eq. 14–15)."""

    defaults = {**_COMMON_DEFAULTS, "sigma": 1e-1, "var_floor": 0.01}
    param_grid = {"lr": [1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6], "sigma": [1e-1, 1e-2, 1e-3, 1e-4]}
    param_doc = {**_COMMON_DOC, "sigma": "score noise σ of Eq. 14 (paper: 1e-1 ... 1e-4)",
                 "var_floor": "added to the rank variance so the normal law stays defined"}

    param_constraints = {"sigma": Real(0, low_open=True), "var_floor": Real(0, low_open=True)}

    def _grad(self, offsets, f, y, norms):
        return _stagg_objective_nb(offsets, f, y, norms, float(self.sigma), float(self.var_floor), _OBJ_CODE[self.objective])

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
    param_doc = dict(_COMMON_DOC)
    citation = "Volkovs, Larochelle & Zemel, Learning to rank by aggregating expert preferences, CIKM 2012; Niu et al. UAI 2013 §5.2"

    def _grad(self, offsets, f, y, norms):
        return _lambda_nb(offsets, f, y, norms, _OBJ_CODE[self.objective])
