"""Transductive self-training: a ranker fitted to pseudo-labels from the consensus of the queries themselves."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg._blas import single_thread_blas
from rankagg.data.rankings import Rankings
from rankagg.data.validation import Integer, Real
from rankagg.methods.base import Aggregator
from rankagg.methods.quality.fusion import fusion_points, n_returned
from rankagg.methods.quality.query_stats import consensus_positions
from rankagg.methods.registry import make_method, method_spec_param, register

__all__ = ["SelfTrain", "self_train_features", "fit_logistic"]


def self_train_features(data: Rankings) -> NDArray[np.float64]:
    """``(n_items, 3K + 1)``: per ranker its Borda points (shared for unranked items), its
    ``-log`` normalised position (unranked: the mean of the unused positions) and whether it
    returned the item; then a constant 1."""
    borda = fusion_points(data, "borda", "share")
    n = np.maximum(n_returned(data), 1.0)
    n_item = n[data.query_of_item][:, None]
    pos = n_item + 1.0 - borda * n_item  # borda = (n - pos + 1) / n
    logpos = -np.log(pos / (n_item + 1.0))
    ranked = (~np.isnan(data.local_ranks())).astype(np.float64)
    return np.hstack([borda, logpos, ranked, np.ones((data.n_items, 1))])


def fit_logistic(x: NDArray[np.float64], y: NDArray[np.float64], l2: float, n_newton: int = 25) -> NDArray[np.float64]:
    """L2-regularised logistic regression by Newton's method (the intercept, last column, is not penalised)."""
    beta = np.zeros(x.shape[1])
    pen = np.full(x.shape[1], float(l2))
    pen[-1] = 0.0
    for _ in range(n_newton):
        p = 1.0 / (1.0 + np.exp(-(x @ beta)))
        grad = x.T @ (p - y) + pen * beta
        hess = (x * (p * (1.0 - p))[:, None]).T @ x + np.diag(pen) + 1e-9 * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        beta = beta - step
        if float(np.max(np.abs(step))) < 1e-10:
            break
    return beta


@register("self_train")
class SelfTrain(Aggregator):
    """Self-training on the queries being aggregated: no label is read, but a model is fitted to them.

    1. Fuse with ``base`` (default: the default method, ``pseudo_qrels``).
    2. Pseudo-labels: the top ``top_m`` documents of every query's consensus are 1, the rest 0.
    3. Fit an L2-regularised logistic regression (``l2``) of the pseudo-labels on per-ranker
       features (:func:`self_train_features`: Borda points, ``-log`` normalised position,
       returned-or-not) over **all** items of the queries being aggregated.
    4. Score = the model's logit; ``n_rounds`` > 1 re-labels with the model's own top ``top_m``
       and refits.

    It learns from the test queries (transductive, ``learns_from_test``), without labels.
    Source: self-training / pseudo-relevance feedback for learning to rank without judgments
    (e.g. Yarowsky 1995 for self-training; Nuray & Can, IP&M 2006, for pseudo-relevance from
    the top of a fused list).  Issue 17's last idea for the clean-LETOR goal.
    """

    defaults = {"base": "pseudo_qrels", "top_m": 5, "l2": 1.0, "n_rounds": 1}
    param_grid = {"top_m": [3, 5, 10], "l2": [1.0, 100.0]}
    param_doc = {
        "base": "spec of the unsupervised method whose consensus gives the pseudo-labels",
        "top_m": "documents per query labelled pseudo-relevant",
        "l2": "L2 penalty of the logistic regression (intercept not penalised)",
        "n_rounds": "fit / re-label rounds",
    }
    citation = "Self-training on consensus pseudo-labels (Nuray & Can, IP&M 42(3) 2006, pseudo-relevance from the fused top)"
    # one model is fitted over all the queries being aggregated
    tags = {"learns_from_test": True, "per_query": False}
    param_constraints = {"base": method_spec_param("an unsupervised method spec"), "top_m": Integer(1), "l2": Real(0), "n_rounds": Integer(1, 100)}

    def score(self, data: Rankings) -> NDArray[np.float64]:
        base = make_method(self.base)
        if base.supervised:
            raise ValueError(f"self_train: base {self.base!r} must be unsupervised")
        s = np.asarray(base.score(data), dtype=np.float64)
        x = self_train_features(data)
        with single_thread_blas():  # x.T @ x over all items: the same bits on every machine
            for _ in range(int(self.n_rounds)):
                y = (consensus_positions(data, s) <= self.top_m).astype(np.float64)
                beta = fit_logistic(x, y, float(self.l2))
                s = x @ beta
        return s
