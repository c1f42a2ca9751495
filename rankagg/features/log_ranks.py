"""Log normalised ranks of partial lists: RAGS' imputed ranks as per-item features.

Bedő & Ong, *Multivariate Spearman's rho for rank aggregation*, §4.1 steps 1-2
and §4.2: each expert's list order within the query (ties averaged), completed
to the whole query by top-k (RAGS-⊤) or bottom-k (RAGS-⊥) imputation, then
``log(R / (n + 1))``.  A feature shared by several families -- the RAGS
estimators, :class:`~rankagg.methods.positional.geomean.GeoMean` and St.Agg
supervised's ``bf_log`` features -- so it lives here, below the methods.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings

__all__ = ["log_normalised_ranks"]


def log_normalised_ranks(data: Rankings, mode: str = "top", order: str = "best_first") -> NDArray[np.float64]:
    """``r'_j = log(R'_j / (n + 1))`` for every item and expert of a :class:`Rankings` (§4.1 steps 1-2).

    ``mode``: ``"top"`` (RAGS-⊤) or ``"bottom"`` (RAGS-⊥); ``order`` (bottom only):
    ``"best_first"`` or ``"worst_first"``.

    Ranks are the experts' list orders within each query (ties averaged),
    completed by :func:`rankagg.methods.rags.model.impute_ranks`; ``n`` is the query's number of items.
    One compiled pass over the queries (:func:`~rankagg.features._log_ranks_kernel.log_imputed_kernel`, equal to
    ``log(impute_ranks(average_ranks(...)) / (n + 1))`` of the RAGS family, which the tests
    check); the result is cached on ``data`` per (mode, order), read-only.
    """
    if mode not in ("top", "bottom"):
        raise ValueError(f"mode must be 'top' or 'bottom', got {mode!r}")
    if order not in ("best_first", "worst_first"):
        raise ValueError(f"order must be 'best_first' or 'worst_first', got {order!r}")
    key = ("rags_log_ranks", mode, order if mode == "bottom" else "best_first")

    def compute() -> NDArray[np.float64]:
        # imported here: importing the features (and the positional family above them) must not load numba
        from rankagg.features._log_ranks_kernel import log_imputed_kernel

        out = log_imputed_kernel(np.ascontiguousarray(data.ranks), data.offsets, mode == "bottom", order == "worst_first")
        out.setflags(write=False)
        return out

    return data.cached(key, compute)
