"""Pairwise preference matrices from (partial) rank lists, shared by every pairwise method.

Volkovs, Larochelle & Zemel (CIKM 2012) §2.1, after Gleich & Lim (KDD 2011):
for ranker ``k`` and items ``i, j`` of one query, with ranks ``R(i,k) < R(j,k)``

* ``binary``:  ``Y_k(i, j) = 1``
* ``diff``:    ``Y_k(i, j) = (R(j,k) - R(i,k)) / max(R(:,k))``
* ``logdiff``: ``Y_k(i, j) = (log R(j,k) - log R(i,k)) / log max(R(:,k))``

and ``Y_k(j, i) = 0``.  ``Y_k(i, i) = 0`` and ties give 0 both ways.
``unranked="none"`` (the paper's rule): a pair where either item is unranked by
``k`` gives no preference.  ``unranked="below"``: an item ranker ``k`` did not
return is placed at ``max(R(:,k)) + 1``, below every ranked item of that list
(unranked pairs still give nothing).

``max(R(:,k))`` is taken over the ranks the ranker gave in this query; with
``unranked="below"`` it is that maximum plus one.  When it is 1, ``log max`` is 0
and the ``logdiff`` normaliser falls back to 1.
"""

from __future__ import annotations

from typing import Iterator

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, check_param

__all__ = ["TRANSFORMS", "pairwise_matrices", "summed_pairwise", "query_pairwise"]

TRANSFORMS = ("binary", "diff", "logdiff")


def pairwise_matrices(
    ranks: NDArray[np.float64], transform: str = "binary", unranked: str = "none"
) -> NDArray[np.float64]:
    """Per-ranker pairwise matrices of one query.

    Parameters
    ----------
    ranks : (n_items, n_rankers) float, NaN = not ranked
    transform : 'binary' | 'diff' | 'logdiff'
    unranked : 'none' | 'below'

    Returns
    -------
    (n_rankers, n_items, n_items) array, ``Y[k, i, j]`` = strength of ``i`` over ``j``.
    """
    check_param("transform", transform, Options(TRANSFORMS))
    if unranked not in ("none", "below"):
        raise ValueError(f"unranked must be 'none' or 'below', got {unranked!r}")
    r = np.asarray(ranks, dtype=np.float64).T  # (K, n)
    ok = ~np.isnan(r)
    with np.errstate(invalid="ignore"):
        rmax = np.where(ok.any(axis=1), np.nanmax(np.where(ok, r, -np.inf), axis=1), 1.0)  # (K,)
    if unranked == "below":
        rmax = rmax + 1.0
        r = np.where(ok, r, rmax[:, None])
        both = (ok[:, :, None] | ok[:, None, :])
    else:
        both = ok[:, :, None] & ok[:, None, :]
    ri = r[:, :, None]
    rj = r[:, None, :]
    with np.errstate(invalid="ignore", divide="ignore"):
        better = (ri < rj) & both
        if transform == "binary":
            y = better.astype(np.float64)
        elif transform == "diff":
            y = np.where(better, (rj - ri) / rmax[:, None, None], 0.0)
        else:
            norm = np.log(rmax)
            norm = np.where(norm > 0, norm, 1.0)
            y = np.where(better, (np.log(rj) - np.log(ri)) / norm[:, None, None], 0.0)
    return y


def summed_pairwise(ranks: NDArray[np.float64], transform: str = "binary", unranked: str = "none") -> NDArray[np.float64]:
    """``sum_k Y_k`` of one query (the "combined" matrix Y_tot of Volkovs et al., Fig. 3)."""
    return pairwise_matrices(ranks, transform, unranked).sum(axis=0)


def query_pairwise(
    data: Rankings, transform: str = "binary", *, unranked: str = "none", positions: str = "raw", summed: bool = True
) -> Iterator[tuple[slice, NDArray[np.float64]]]:
    """``(row slice, matrix)`` for every query: summed ``(n, n)`` or per ranker ``(K, n, n)``.

    ``positions="raw"`` uses the LETOR rank values, as the paper does (its
    Figure 1 notes ranks can exceed the number of documents); ``"local"`` the
    compacted 1..k ranks.
    """
    ranks = data.ranks if positions == "raw" else data.local_ranks()
    for sl in data.query_slices():
        y = pairwise_matrices(ranks[sl], transform, unranked)
        yield sl, (y.sum(axis=0) if summed else y)
