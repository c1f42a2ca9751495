"""The distinct positions of one (query, ranker) column: St.Agg's exact laws are computed once per position.

Items of one (query, ranker) at the same position share their rank distribution
(all unranked items under ``"half"``, for instance), so the exact recursion
(:mod:`rankagg.methods.stagg.column_pmfs`) and the approximations
(:mod:`rankagg.methods.stagg.approximate`) run once per distinct position.
:func:`_groups` finds the groups of a column, their counts and each item's group;
the common case, a list at positions exactly ``1..k`` (local ranks, no ties), is
recognised without a sort (:func:`_is_permutation`).  :func:`_n_groups` counts
them without building them (the first pass of
:func:`rankagg.methods.stagg.exact.all_rank_distributions`).
"""

from __future__ import annotations

import math

import numba
import numpy as np
from numpy.typing import NDArray

__all__: list[str] = []


@numba.njit(cache=True)
def _is_permutation(pos, n_ranked: int) -> bool:
    """True when the ranked (non-NaN) positions of a column are exactly 1..n_ranked (no ties)."""
    seen = np.zeros(n_ranked + 1, dtype=np.bool_)
    for i in range(pos.shape[0]):
        x = pos[i]
        if np.isnan(x):
            continue
        if not (x >= 1.0 and x <= n_ranked) or x != math.floor(x):
            return False
        t = int(x)
        if seen[t]:
            return False
        seen[t] = True
    return True


@numba.njit(cache=True)
def _groups(pos: NDArray[np.float64], below: bool):
    """Distinct positions of one (query, ranker) column, counts and item -> group.

    Unranked items form the last group (position NaN under 'half', max + 1 under 'below').
    """
    n = pos.shape[0]
    ranked = np.zeros(n, dtype=np.bool_)
    n_ranked = 0
    for i in range(n):
        if not np.isnan(pos[i]):
            ranked[i] = True
            n_ranked += 1
    if _is_permutation(pos, n_ranked):
        # the common case (local ranks 1..k, no ties): no sort needed
        n_groups = n_ranked + (1 if n_ranked < n else 0)
        gpos = np.empty(n_groups)
        gcnt = np.ones(n_groups, dtype=np.int64)
        item_group = np.empty(n, dtype=np.int64)
        for t in range(n_ranked):
            gpos[t] = t + 1.0
        for i in range(n):
            item_group[i] = int(pos[i]) - 1 if ranked[i] else n_ranked
        if n_ranked < n:
            gcnt[n_ranked] = n - n_ranked
            gpos[n_ranked] = n_ranked + 1.0 if below else np.nan
        return gpos, gcnt, item_group
    vals = np.empty(n_ranked)
    k = 0
    for i in range(n):
        if ranked[i]:
            vals[k] = pos[i]
            k += 1
    uniq = np.unique(vals)
    g = uniq.shape[0]
    n_unranked = n - n_ranked
    n_groups = g + (1 if n_unranked > 0 else 0)
    gpos = np.empty(n_groups)
    gcnt = np.zeros(n_groups, dtype=np.int64)
    for t in range(g):
        gpos[t] = uniq[t]
    item_group = np.empty(n, dtype=np.int64)
    for i in range(n):
        if ranked[i]:
            t = np.searchsorted(uniq, pos[i])
            item_group[i] = t
            gcnt[t] += 1
        else:
            item_group[i] = g
    if n_unranked > 0:
        gcnt[g] = n_unranked
        top = uniq[g - 1] if g > 0 else 0.0
        gpos[g] = top + 1.0 if below else np.nan
    return gpos, gcnt, item_group


@numba.njit(cache=True)
def _n_groups(posc) -> int:
    """Number of distinct positions of one column (the unranked items count as one)."""
    n = posc.shape[0]
    n_ranked = 0
    for i in range(n):
        if not np.isnan(posc[i]):
            n_ranked += 1
    if _is_permutation(posc, n_ranked):
        return n_ranked + (1 if n_ranked < n else 0)
    vals = np.empty(n)
    k = 0
    for i in range(n):
        if not np.isnan(posc[i]):
            vals[k] = posc[i]
            k += 1
    g = 0
    if k > 0:
        s = np.sort(vals[:k])
        g = 1
        for t in range(1, k):
            if s[t] != s[t - 1]:
                g += 1
    return g + (1 if k < n else 0)
