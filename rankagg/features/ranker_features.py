"""Per-ranker feature families for supervised aggregation: normalised Borda and the ranked / missing indicators.

One column per ranker (or per group of rankers), for every item:

* :func:`borda_features` -- normalised Borda per ranker, St.Agg's ``Psi_BF``
  (Niu et al. 2013, §4.3): ``(n - r + 1) / n`` with ``r`` the item's local rank
  (1..k, :meth:`Rankings.local_ranks`) and ``n`` the number of candidates of the
  query, ``0`` for an item the ranker did not rank.  (The paper writes
  ``(n - r) / n``; the ``+ 1`` keeps the last ranked item above the unranked ones.)
* :func:`ranked_indicators` -- ``1`` where the ranker ranked the item, else ``0``
  (the missing-rank indicators of Eq. 4 of Volkovs, Larochelle & Zemel, CIKM 2012,
  are ``1 - ranked_indicators``, :func:`missing_indicators`, per expert or per group).

:func:`check_ranker_groups` checks the groups of rankers that ``missing_indicators``
and :func:`rankagg.features.svd_features.svd_features` take.  The learners read
these families through the per-query cache, :mod:`rankagg.features.feature_cache`.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.features.points import normalised_borda_points

__all__ = ["borda_features", "ranked_indicators", "missing_indicators", "check_ranker_groups"]


def ranked_indicators(data: Rankings) -> NDArray[np.float64]:
    """``(n_items, n_rankers)``: 1.0 where the ranker ranked the item, else 0.0."""
    return data.ranked.astype(np.float64)


def missing_indicators(data: Rankings, groups: Sequence[Sequence[int]] | None = None) -> NDArray[np.float64]:
    """``I[R(i, k) = 0]`` of Eq. 4 per expert (or per group: 1 when no ranker of the group ranked the item)."""
    ranked = data.ranked
    if groups is None:
        return (~ranked).astype(np.float64)
    per_group = [~ranked[:, g].any(axis=1) for g in check_ranker_groups(groups, data.n_rankers)]
    return np.stack(per_group, axis=1).astype(np.float64)


def borda_features(data: Rankings) -> NDArray[np.float64]:
    """Normalised Borda per ranker, ``(n - r + 1) / n`` (local ranks, n = query size); 0 when unranked."""
    r = data.local_ranks()
    n = data.sizes[data.query_of_item].astype(np.float64)[:, None]
    return np.where(np.isnan(r), 0.0, normalised_borda_points(r, n))


def check_ranker_groups(groups: Sequence[Sequence[int]], n_rankers: int) -> list[NDArray[np.int64]]:
    """Each group of rankers as an index array (a clear error for an empty group, an index out of range, no group)."""
    out = []
    for group in groups:
        g = np.asarray(group, dtype=np.int64).ravel()
        if g.size == 0:
            raise ValueError("groups: every group needs at least one ranker")
        if g.min() < 0 or g.max() >= n_rankers:
            raise ValueError(f"groups: ranker index out of range 0..{n_rankers - 1}")
        out.append(g)
    if not out:
        raise ValueError("groups: at least one group is needed")
    return out
