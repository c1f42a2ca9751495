"""The feature maps Ψ of the supervised St.Agg_F and RankAgg_F (Niu et al., UAI 2013, §4.3, §5.2).

``bf`` Ψ_BF (normalised Borda per ranker), ``mf`` Ψ_MF (rank-p SVD of each
ranker's pairwise matrix: U row, singular values, V row; Volkovs et al. 2012),
``tf`` Ψ_TF (CP decomposition of the item × item × ranker tensor,
:mod:`rankagg.features.tensor`) and, beyond the paper, ``bf_log`` (Ψ_BF next to
the log normalised ranks of RAGS).  The estimators that learn a linear scorer
over them are in :mod:`rankagg.methods.supervised.stagg_supervised`.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, check_param
from rankagg.features.feature_cache import default_cache, query_digests
from rankagg.features.log_ranks import log_normalised_ranks
from rankagg.features.tensor import cp_features

__all__ = ["feature_map", "FEATURES"]

FEATURES = ("bf", "mf", "tf", "bf_log")

_TF_STORE: dict[tuple, NDArray[np.float64]] = {}


def feature_map(data: Rankings, features: str, rank: int = 1) -> NDArray[np.float64]:
    """Ψ_BF, Ψ_MF or Ψ_TF of every item.

    Features are per-query quantities: Ψ_BF and Ψ_MF go through the shared
    per-query :class:`rankagg.features.feature_cache.FeatureCache`; Ψ_TF blocks are kept per
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
