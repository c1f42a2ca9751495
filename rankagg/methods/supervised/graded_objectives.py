"""The graded-label objectives the supervised St.Agg_F and RankAgg_F optimise: NDCG, ERR and RBP.

Their names and kernel codes, the constants of ERR (``Y_MAX``, the top of
LETOR 4.0's grade scale; :func:`err_scale` widens it to the largest grade of
data graded beyond it) and RBP (``RBP_P``, the persistence), the NDCG normaliser per query and
the graded labels a fit needs.  The expected objectives are in
:mod:`rankagg.methods.supervised.stagg_objective`, the LambdaRank gradients in
:mod:`rankagg.methods.supervised.lambda_gradients`.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings

__all__ = ["OBJECTIVES", "OBJECTIVE_CODES", "RBP_P", "Y_MAX", "ndcg_norms", "graded_labels", "err_scale"]

OBJECTIVES = ("ndcg", "err", "rbp")
RBP_P = 0.95
Y_MAX = 2
OBJECTIVE_CODES = {"ndcg": 0, "err": 1, "rbp": 2}


def ndcg_norms(data: Rankings, labels: NDArray) -> NDArray[np.float64]:
    """1 / DCG_max per query (0 when no relevant item), D(k) = 1/log2(1 + k)."""
    out = np.zeros(data.n_queries)
    for q, sl in enumerate(data.query_slices()):
        g = np.sort(2.0 ** labels[sl] - 1.0)[::-1]
        dcg = float((g / np.log2(2.0 + np.arange(len(g)))).sum())
        out[q] = 1.0 / dcg if dcg > 0 else 0.0
    return out


def err_scale(labels: NDArray) -> float:
    """``2 ** y_max`` of ERR's stopping probability ``R = (2^y - 1) / 2^y_max`` (Chapelle et al. 2009, Eq. 4):
    ``y_max`` is the top of the grade scale, LETOR 4.0's 2, or the largest grade of data graded beyond it (TREC DL's
    3): with a fixed 2, a grade 3 would stop with a probability above 1 and the objective would not be ERR."""
    top = int(np.max(labels)) if np.size(labels) else Y_MAX
    return 2.0 ** max(Y_MAX, top)


def graded_labels(data: Rankings) -> NDArray[np.int64]:
    """The graded labels of ``data`` (an error when it has none: both objectives need them)."""
    if data.labels is None:
        raise ValueError("St.Agg supervised needs graded labels")
    return data.labels
