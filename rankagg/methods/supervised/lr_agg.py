"""Supervised aggregation by LambdaRank on SVD features of pairwise matrices.

Volkovs, Larochelle & Zemel, "Learning to rank by aggregating expert
preferences", CIKM 2012:

* §2.1: each expert's ranks -> pairwise matrix ``Y_k`` (binary / rank
  difference / log rank difference; :mod:`rankagg.features.pairwise`);
* §4.1, Eq. 2-3: rank-``p`` SVD features ``[U_k(i,:), diag(S_k), V_k(i,:)]``
  per expert (:func:`rankagg.features.svd_features.svd_features`);
* Eq. 4: linear scoring ``f = sum_k w_k . psi(d_i, Y_k) + I[R(i,k)=0] b_k``
  (optionally plus one tanh hidden layer, ``hidden > 0``);
* §4.2, Algorithm 1: LambdaRank, ``lambda_ij = |dNDCG@M| dO/d(s_i - s_j)``
  over the whole list, stochastic (per query) gradient steps, learning rate
  0.01, 200 passes, the model with the best validation NDCG@10 kept;
* Fig. 3: ``combined=True`` uses only the SVD of ``Y_tot = sum_k Y_k``;
* §5, Eq. 5: ``min_preferences=N`` -- experts with at least ``N`` pairwise
  preferences in the training queries get their own features, the others
  share one pooled matrix (the crowdsourcing hybrid).

``transform`` binary / diff / logdiff gives LR-I / LR-R / LR-logR.
"""

from __future__ import annotations

import sys
from typing import Any, ClassVar

import numba
import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_scores
from rankagg.data.validation import Anything, Array, Boolean, IntLists, Integer, Options, Real, Text
from rankagg.evaluation.selection import selection_value
from rankagg.features.feature_cache import default_cache
from rankagg.features.ranker_features import missing_indicators
from rankagg.features.pairwise import TRANSFORMS
from rankagg.methods.registry import register
from rankagg.methods.base import Aggregator

__all__ = ["LRAgg", "query_lambdas", "lambda_objective"]


# ----------------------------------------------------------------- kernels
@numba.njit(cache=True)
def _query_lambdas(s, labels, lam):
    """LambdaRank gradients of one query; adds ``dC/ds`` into ``lam``, returns C.

    ``C = sum_{l_i > l_j} |dNDCG_ij| log(1 + exp(-(s_i - s_j)))`` with the
    ``|dNDCG_ij|`` weights (swap of i and j in the list sorted by the current
    scores, gain ``2^l - 1``, discount ``1/log2(1 + rank)``, no truncation)
    held fixed: ``lam_i = dC/ds_i``.
    """
    n = s.shape[0]
    if n < 2:
        return 0.0
    order = np.argsort(-s, kind="mergesort")
    disc = np.empty(n)
    for r in range(n):
        disc[order[r]] = 1.0 / np.log2(r + 2.0)
    gains = np.empty(n)
    for i in range(n):
        gains[i] = 2.0 ** labels[i] - 1.0
    ideal = np.sort(gains)[::-1]
    maxdcg = 0.0
    for r in range(n):
        maxdcg += ideal[r] / np.log2(r + 2.0)
    if maxdcg <= 0.0:
        return 0.0
    obj = 0.0
    for i in range(n):
        for j in range(n):
            if labels[i] > labels[j]:
                delta = abs((gains[i] - gains[j]) * (disc[i] - disc[j])) / maxdcg
                ds = s[i] - s[j]
                if ds > 0:
                    e = np.exp(-ds)
                    rho = e / (1.0 + e)
                    obj += delta * np.log1p(e)
                else:
                    e = np.exp(ds)
                    rho = 1.0 / (1.0 + e)
                    obj += delta * (np.log1p(e) - ds)
                lam[i] -= delta * rho
                lam[j] += delta * rho
    return obj


@numba.njit(cache=True)
def _forward(x, w, w1, b1, w2, h):
    n, d = x.shape
    nh = w2.shape[0]
    s = np.zeros(n)
    for i in range(n):
        acc = 0.0
        for f in range(d):
            acc += x[i, f] * w[f]
        for k in range(nh):
            z = b1[k]
            for f in range(d):
                z += x[i, f] * w1[f, k]
            t = np.tanh(z)
            h[i, k] = t
            acc += w2[k] * t
        s[i] = acc
    return s


@numba.njit(cache=True)
def _epoch(x, labels, offsets, perm, w, w1, b1, w2, lr):
    """One pass of stochastic LambdaRank (Algorithm 1) over the queries in ``perm``; returns sum of C."""
    d = x.shape[1]
    nh = w2.shape[0]
    total = 0.0
    for qi in range(perm.shape[0]):
        q = perm[qi]
        a = offsets[q]
        b = offsets[q + 1]
        xq = x[a:b]
        n = b - a
        h = np.empty((n, nh))
        s = _forward(xq, w, w1, b1, w2, h)
        lam = np.zeros(n)
        total += _query_lambdas(s, labels[a:b], lam)
        # gradients: dC/dtheta = sum_i lam_i ds_i/dtheta
        gw = np.zeros(d)
        for i in range(n):
            if lam[i] != 0.0:
                for f in range(d):
                    gw[f] += lam[i] * xq[i, f]
        if nh > 0:
            gw2 = np.zeros(nh)
            gb1 = np.zeros(nh)
            gw1 = np.zeros((d, nh))
            for i in range(n):
                if lam[i] != 0.0:
                    for k in range(nh):
                        gw2[k] += lam[i] * h[i, k]
                        gz = lam[i] * w2[k] * (1.0 - h[i, k] * h[i, k])
                        gb1[k] += gz
                        for f in range(d):
                            gw1[f, k] += gz * xq[i, f]
            for k in range(nh):
                w2[k] -= lr * gw2[k]
                b1[k] -= lr * gb1[k]
                for f in range(d):
                    w1[f, k] -= lr * gw1[f, k]
        for f in range(d):
            w[f] -= lr * gw[f]
    return total


@numba.njit(cache=True)
def _score_all(x, w, w1, b1, w2):
    h = np.empty((x.shape[0], w2.shape[0]))
    return _forward(x, w, w1, b1, w2, h)


def query_lambdas(scores: NDArray[np.float64], labels: NDArray) -> tuple[NDArray[np.float64], float]:
    """``(lambda, C)`` of one query: LambdaRank gradients ``dC/ds`` and the smoothed objective."""
    s = np.ascontiguousarray(scores, dtype=np.float64)
    lam = np.zeros(len(s))
    obj = _query_lambdas(s, np.ascontiguousarray(labels, dtype=np.int64), lam)
    return lam, obj


def lambda_objective(scores: NDArray[np.float64], labels: NDArray, weights_at: NDArray[np.float64]) -> float:
    """Smoothed objective C at ``scores`` with the |dNDCG| weights frozen at the order of ``weights_at``."""
    s0 = np.asarray(weights_at, dtype=np.float64)
    labels = np.asarray(labels, dtype=np.int64)
    n = len(s0)
    order = np.argsort(-s0, kind="mergesort")
    disc = np.empty(n)
    disc[order] = 1.0 / np.log2(np.arange(n) + 2.0)
    gains = 2.0**labels - 1.0
    maxdcg = float(np.sum(np.sort(gains)[::-1] / np.log2(np.arange(n) + 2.0)))
    if maxdcg <= 0:
        return 0.0
    li, lj = np.meshgrid(labels, labels, indexing="ij")
    mask = li > lj
    delta = np.abs(np.subtract.outer(gains, gains) * np.subtract.outer(disc, disc)) / maxdcg
    ds = np.subtract.outer(np.asarray(scores, dtype=np.float64), np.asarray(scores, dtype=np.float64))
    return float(np.sum(np.where(mask, delta * np.logaddexp(0.0, -ds), 0.0)))


# ------------------------------------------------------------------ method
@register("lr_agg")
class LRAgg(Aggregator):
    """LambdaRank on per-expert SVD features (Volkovs et al. 2012; LR-I / LR-R / LR-logR)."""

    order_dependent_training = "initial weights are drawn from random_state per feature position"

    defaults = {
        "transform": "logdiff",
        "combined": False,
        "rank": 1,
        "unranked": "none",
        "positions": "raw",
        "hidden": 0,
        "learning_rate": 0.01,
        "n_iter": 200,
        "min_preferences": 0,
        "init_scale": 0.01,
        "select_by": "NDCG@10",
        "n_models": 1,
        "random_state": 0,
        "verbose": 0,
    }
    param_grid: ClassVar[dict[str, list[Any]]] = {}
    param_doc = {
        "transform": "pairwise transform (§2.1): binary = LR-I, diff = LR-R, logdiff = LR-logR",
        "combined": "features from the SVD of the summed matrix Y_tot only (Fig. 3 'combined')",
        "rank": "SVD rank p (§4.1; the paper picks 1)",
        "unranked": "missing ranks: 'none' = no preference (the paper) or 'below'",
        "positions": "'raw' LETOR positions (the paper) or 'local' 1..k ranks",
        "hidden": "0 = linear scorer of Eq. 4; > 0 adds a tanh hidden layer of that many units",
        "learning_rate": "SGD step (the paper: 0.01)",
        "n_iter": "passes over the training queries (the paper: 200)",
        "min_preferences": "§5 hybrid: experts with fewer training preferences share one pooled matrix (0 = all own)",
        "init_scale": "std of the initial weights (drawn from random_state)",
        "select_by": "validation measure that picks the kept iterate (the paper: NDCG@10)",
        "n_models": "beyond the paper: average the scores of this many models (seeds random_state, +1, ...)",
        "random_state": "seed of the initial weights and query order",
        "verbose": "print the validation curve every `verbose` passes (0 = silent)",
    }
    tags = {"fast_params": {"n_iter": 5}, "slow_fit": True}
    citation = "Volkovs, Larochelle & Zemel, CIKM 2012, §4 (Eq. 2-4, Algorithm 1), §5 (Eq. 5)"
    supervised = True
    fitted_state = {
        "coef_": Array("f"),
        "hidden_weights_": Array("f"),
        "hidden_bias_": Array("f"),
        "output_weights_": Array("f"),
        "groups_": IntLists(high="n_rankers"),
        "history_": Array("f", finite=False),
        "best_iter_": Anything(),
    }

    param_constraints = {
        "transform": Options(TRANSFORMS),
        "combined": Boolean(),
        "rank": Integer(1),
        "unranked": Options("none", "below"),
        "positions": Options("raw", "local"),
        "hidden": Integer(0),
        "learning_rate": Real(0, low_open=True),
        "n_iter": Integer(1),
        "min_preferences": Integer(0),
        "init_scale": Real(0, low_open=True),
        "select_by": Text("a LETOR measure name such as 'NDCG@10'"),
        "n_models": Integer(1),
        "random_state": Integer(0),
        "verbose": Integer(0),
    }

    def _validate_params(self) -> None:
        if self.combined and self.min_preferences > 0:
            raise ValueError("lr_agg: parameters combined and min_preferences (hybrid) cannot be used together")

    # ---------------------------------------------------------- features
    def _groups_for(self, train: Rankings) -> list[list[int]] | None:
        k = train.n_rankers
        if self.combined:
            return [list(range(k))]
        if self.min_preferences > 0:
            lengths = train.list_lengths().astype(np.float64)
            prefs = (lengths * (lengths - 1) / 2).sum(axis=0)
            own = [int(j) for j in np.flatnonzero(prefs >= self.min_preferences)]
            rest = [int(j) for j in np.flatnonzero(prefs < self.min_preferences)]
            return [[j] for j in own] + ([rest] if rest else [])
        return None

    def features(self, data: Rankings, groups: list[list[int]] | None = None) -> NDArray[np.float64]:
        """``[SVD features (Eq. 2-3), missing-rank indicators (the b_k of Eq. 4)]`` per item."""
        spec = dict(transform=self.transform, rank=int(self.rank), unranked=self.unranked, positions=self.positions)
        if groups is not None:
            spec["groups"] = groups
        svd = default_cache().get(data, "svd", **spec)
        return np.ascontiguousarray(np.hstack([svd, missing_indicators(data, groups)]))

    def fitted_shapes(self, state: Any) -> dict[str, Any]:
        """The arrays of ``n_models`` networks over ``d = groups * (3 rank + 1)`` features (each group of rankers,
        or each ranker: ``rank`` SVD triples and a missing-rank indicator), ``hidden`` units each."""
        n_groups = len(state["groups_"]) or state.get("n_rankers_")
        if n_groups is None:
            return {}
        d, hidden, m = n_groups * (3 * int(self.rank) + 1), int(self.hidden), int(self.n_models)
        lead = () if m == 1 else (m,)
        why = f"{m} network(s) over {d} features of {n_groups} ranker group(s) at rank {self.rank}, {hidden} hidden units"
        return {"coef_": ((*lead, d), why), "hidden_weights_": ((*lead, d, hidden), why),
                "hidden_bias_": ((*lead, hidden), why), "output_weights_": ((*lead, hidden), why)}

    def _current_groups(self) -> list[list[int]] | None:
        g = self.groups_
        if isinstance(g, list) and len(g) == 0:
            return None
        return [list(map(int, x)) for x in g]

    # --------------------------------------------------------------- fit
    def fit(self, train: Rankings, valid: Rankings | None = None) -> "LRAgg":
        super().fit(train, valid)
        if valid is not None and valid.labels is None:
            raise ValueError("lr_agg: validation data needs labels")
        if valid is not None and valid.n_rankers != train.n_rankers:
            raise ValueError("lr_agg: training and validation data must have the same rankers")
        groups = self._groups_for(train)
        x = self.features(train, groups)
        labels = np.ascontiguousarray(train.labels, dtype=np.int64)
        offsets = np.ascontiguousarray(train.offsets, dtype=np.int64)
        # queries whose documents all have the same label give no pairs
        qmax = np.maximum.reduceat(labels, offsets[:-1]) if train.n_items else np.zeros(0)
        qmin = np.minimum.reduceat(labels, offsets[:-1]) if train.n_items else np.zeros(0)
        useful = np.flatnonzero((train.sizes > 0) & (qmax > qmin))
        xv = self.features(valid, groups) if valid is not None else None

        fits = [self._fit_one(self.random_state + m, x, labels, offsets, useful, xv, valid) for m in range(self.n_models)]
        self.groups_ = [] if groups is None else groups
        if self.n_models == 1:
            _, self.coef_, self.hidden_weights_, self.hidden_bias_, self.output_weights_, self.best_iter_, self.history_ = fits[0]
        else:
            self.coef_ = np.stack([f[1] for f in fits])
            self.hidden_weights_ = np.stack([f[2] for f in fits])
            self.hidden_bias_ = np.stack([f[3] for f in fits])
            self.output_weights_ = np.stack([f[4] for f in fits])
            self.best_iter_ = [f[5] for f in fits]
            self.history_ = np.stack([f[6] for f in fits])
        return self

    def _fit_one(self, seed, x, labels, offsets, useful, xv, valid):
        """Algorithm 1 from one seed; returns (best value, w, W1, b1, w2, best pass, history)."""
        rng = np.random.default_rng(seed)
        d = x.shape[1]
        nh = int(self.hidden)
        w = rng.normal(0.0, self.init_scale, d)
        w1 = rng.normal(0.0, 1.0 / np.sqrt(max(d, 1)), (d, nh)) if nh else np.zeros((d, 0))
        b1 = np.zeros(nh)
        w2 = rng.normal(0.0, self.init_scale, nh) if nh else np.zeros(0)

        best = (-np.inf, w.copy(), w1.copy(), b1.copy(), w2.copy(), 0)
        hist = np.zeros((self.n_iter, 2))
        lr = float(self.learning_rate)
        for it in range(self.n_iter):
            perm = useful[rng.permutation(len(useful))]
            obj = _epoch(x, labels, offsets, perm, w, w1, b1, w2, lr)
            if not np.all(np.isfinite(w)) or not np.isfinite(obj):
                raise FloatingPointError(f"lr_agg: training diverged at pass {it + 1}; lower learning_rate")
            if xv is not None:
                s = _score_all(xv, w, w1, b1, w2)
                val = selection_value(valid, consensus_scores(valid, s), self.select_by)
            else:
                val = -obj
            hist[it] = (obj / max(len(useful), 1), val)
            if val > best[0] + 1e-12:
                best = (val, w.copy(), w1.copy(), b1.copy(), w2.copy(), it + 1)
            if self.verbose and ((it + 1) % self.verbose == 0 or it == 0):
                print(
                    f"lr_agg[{self.transform}{',combined' if self.combined else ''}] pass {it + 1}/{self.n_iter}: "
                    f"train C={hist[it, 0]:.5f} valid {self.select_by}={val:.4f} (best {best[0]:.4f} @ {best[5]})",
                    file=sys.stderr,
                    flush=True,
                )
        return (*best, hist)

    def score(self, data: Rankings) -> NDArray[np.float64]:
        self._check_fitted()
        groups = self._current_groups()
        n_groups = data.n_rankers if groups is None else len(groups)
        d_expected = n_groups * (3 * int(self.rank) + 1)
        coef = np.asarray(self.coef_, dtype=np.float64)
        if coef.shape[-1] != d_expected:
            raise ValueError(
                f"lr_agg: model has {coef.shape[-1]} weights but the data gives {d_expected} features "
                f"(different number of rankers?)"
            )
        x = self.features(data, groups)
        d = x.shape[1]
        coefs = coef.reshape(-1, d)
        m = coefs.shape[0]
        w1s = np.asarray(self.hidden_weights_, dtype=np.float64).reshape(m, d, -1)
        b1s = np.asarray(self.hidden_bias_, dtype=np.float64).reshape(m, -1)
        w2s = np.asarray(self.output_weights_, dtype=np.float64).reshape(m, -1)
        out = np.zeros(data.n_items)
        for j in range(m):
            out += _score_all(
                x,
                np.ascontiguousarray(coefs[j]),
                np.ascontiguousarray(w1s[j]),
                np.ascontiguousarray(b1s[j]),
                np.ascontiguousarray(w2s[j]),
            )
        return out if m == 1 else out / m
