"""Reductions of exact Kemeny before (and beside) the integer programme: pairs every optimal order shares.

* **Condorcet decomposition** (Conitzer, Davenport & Kalagnanam, AAAI 2006, §4; Ali & Meila, Math. Soc.
  Sci. 2012, §5): :func:`kemeny_components`.  The graph with an arc ``i -> j`` whenever
  ``Y[i, j] >= Y[j, i]`` has strongly connected components that are totally ordered, every pair across two
  components decided by a strict majority; every Kemeny order puts the components in that order, so each is
  solved alone and every pair across components is fixed.
* **The 3/4-majority rule** (Betzler, Bredereck & Niedermeier, Auton. Agents Multi-Agent Syst. 28, 2014:
  "Theoretical and empirical evaluation of data reduction for exact Kemeny rank aggregation"; restated by
  Phung & Hamel, arXiv 2506.15097, 2025-2026, §1, whose (α, β)-refinements are not implemented here): when
  the votes are ``N`` complete strict orders, a candidate ``x`` for which every pair ``{x, y}`` has a
  ``>= 3/4`` majority (``x`` is *non-dirty*) is ordered against every ``y`` by that majority in every Kemeny
  order: :func:`three_quarter_pairs`.  It needs the votes to be complete orders (``Y[i, j] + Y[j, i] = N``
  is checked, but a weighted or partial profile can satisfy it too, so the caller must say so: ``votes=N``).
* **Reduced-cost fixing** (any ``Y``): in the linear relaxation with value ``z``, a pair at a bound with
  reduced cost ``r`` costs at least ``z + r`` when flipped (the relaxation's value is convex in that bound);
  when ``z + r`` exceeds the cost of a known order, no optimal order flips it: :func:`reduced_cost_pairs`.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import connected_components

__all__ = ["kemeny_components", "three_quarter_pairs", "reduced_cost_pairs"]


def kemeny_components(Y: NDArray[np.float64], items: NDArray[np.int64]) -> list[NDArray[np.int64]]:
    """The strongly connected components of the weak majority graph on ``items``, best component first.

    Each component's items keep their relative order in ``items`` (ascending: the tie rule's numbering).
    """
    sub = Y[np.ix_(items, items)]
    adj = (sub >= sub.T) & ~np.eye(len(items), dtype=bool)
    n_comp, labels = connected_components(csr_matrix(adj), directed=True, connection="strong")
    if n_comp == 1:
        return [items]
    # the condensation is a transitive tournament: a component's rank is how many others it beats
    rep = np.array([np.flatnonzero(labels == c)[0] for c in range(n_comp)])
    beats = (sub[np.ix_(rep, rep)] > sub[np.ix_(rep, rep)].T).sum(axis=1)
    return [items[labels == c] for c in np.argsort(-beats, kind="stable")]


def three_quarter_pairs(Y: NDArray[np.float64], votes: int) -> NDArray[np.bool_]:
    """``F[i, j]`` True when every Kemeny order puts ``i`` above ``j`` by the 3/4-majority rule (module
    docstring); ``Y`` must count ``votes`` complete strict orders (``Y + Y.T = votes`` off the diagonal,
    else ``ValueError``)."""
    n = Y.shape[0]
    off = ~np.eye(n, dtype=bool)
    if votes < 1 or not np.all((Y + Y.T)[off] == votes):
        raise ValueError(f"solve_kemeny: votes={votes} needs Y[i, j] + Y[j, i] == {votes} for every pair "
                         "(complete strict orders); this Y is not")
    strong = 4 * Y >= 3 * votes  # i above j in at least 3/4 of the votes
    non_dirty = np.all((strong | strong.T) | ~off, axis=1)
    return strong & (non_dirty[:, None] | non_dirty[None, :]) & off


def reduced_cost_pairs(z: float, lower_marginals: NDArray[np.float64], upper_marginals: NDArray[np.float64],
                       x: NDArray[np.float64], upper_cost: float, integral: bool) -> dict[int, float]:
    """Pair variables that keep their relaxation value in every order costing at most ``upper_cost``.

    ``z``: the relaxation's value (the constant included); ``x``: its solution; the marginals: HiGHS's
    reduced costs of the lower and upper bounds.  With ``integral`` costs a flip must cost a whole number, so
    ``ceil(z + r) > upper_cost`` suffices."""
    out: dict[int, float] = {}
    scale = max(1.0, abs(upper_cost))
    for var in np.flatnonzero((x < 1e-9) & (lower_marginals > 0)):
        flipped = z + float(lower_marginals[var])
        if (np.ceil(flipped - 1e-6) if integral else flipped - 1e-7 * scale) > upper_cost + 1e-7 * scale:
            out[int(var)] = 0.0
    for var in np.flatnonzero((x > 1 - 1e-9) & (upper_marginals < 0)):
        flipped = z - float(upper_marginals[var])
        if (np.ceil(flipped - 1e-6) if integral else flipped - 1e-7 * scale) > upper_cost + 1e-7 * scale:
            out[int(var)] = 1.0
    return out
