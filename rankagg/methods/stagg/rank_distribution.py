"""Rank distributions from pairwise contests (St.Agg, Niu et al. UAI 2013, §4.1).

For a ranker ``τ`` and an item ``x_j`` of a query with ``n`` items, St.Agg's
rank (Eq. 8) is the number of other items that beat ``x_j``::

    R(x_j, τ) = Σ_{i ≠ j} I(x_i ≻_τ x_j),   I(.) ~ Bernoulli(p(x_i ≻_τ x_j))

a Poisson-binomial variable on ``0 .. n-1`` (0 = best).  Its exact law follows
the recursion of Eq. 9–10 (start at δ(r), add one contest at a time).

Pairwise probability (Eq. 11 and alternatives)
-----------------------------------------------
``p(x_i ≻_τ x_j)`` is a function of the signed position difference
``d = τ(x_j) - τ(x_i)`` (``d > 0``: ``τ`` put ``x_i`` above ``x_j``) and of ``n``:

* ``"eq11"`` — Eq. 11 exactly as printed: with ``x = |d| / n`` (clipped to 1),
  ``max(x, 1 - x)`` when ``d > 0``, ``min(x, 1 - x)`` when ``d < 0``, 0.5 for
  ``d = 0``.  Note it is *not* monotone in ``|d|``: neighbours (``|d|`` small)
  get a probability near 1, items ``n/2`` apart get 0.5.
* ``"linear"`` — ``0.5 + 0.5 · clip(d / n, -1, 1)``: monotone in ``d``.
* ``"logistic"`` — ``1 / (1 + exp(-d / scale))``: monotone, ``scale`` in rank
  positions (small = nearly deterministic).
* ``"loglogistic"`` — ``1 / (1 + exp(-(log τ(x_j) - log τ(x_i)) / scale))``:
  top-heavy (positions 1 and 2 are as far apart as 10 and 20), ``scale`` in
  log units.
* ``"binary"`` — 1, 0 or 0.5 (deterministic contests: ``R`` is the number of
  items the ranker put above, and St.Agg_BC reduces to Borda).

Items a ranker did not rank (``unranked``):

* ``"half"`` — Eq. 11's "otherwise": every contest involving an unranked item
  is a fair coin (0.5);
* ``"below"`` — unranked items are placed, tied, at position ``max + 1`` of
  the list, below every ranked item; the contest then follows the same
  function of ``d`` (ties among them are fair coins).

Computation
-----------
* ``method="exact"``: Eq. 10 in compiled loops.  Items of one (query, ranker)
  at the same position share their distribution (all unranked items under
  ``"half"``, for instance), so the recursion runs once per distinct position:
  ``O(G n²)`` per (query, ranker) with ``G`` distinct positions.  The common
  case, a list at positions exactly ``1..k`` (local ranks, no ties) with a
  difference kernel, shares the contests between items: the item at ``a`` meets
  ``d = 1..a-1`` and ``d = -1..-(k-a)``, so with the prefix products
  ``U_s = Π_{d=1..s}(q_d + p_d z)`` and ``L_s = Π_{d=1..s}(q_{-d} + p_{-d} z)``
  (built once, Eq. 10) its pmf is ``U_{a-1} · L_{k-a}`` (times the unranked
  contests' binomial): ``≈ n³/6`` operations per column instead of ``≈ n³/2``,
  only sums of products of probabilities (a sliding window that divides the
  leaving contest out is ill-conditioned when its ``p`` is near ½: errors grow
  like ``Π 1/(1 - 2p)``, measured up to 1e17).  Queries run in parallel
  (``numba.prange``; disjoint outputs, identical for any number of threads).
  All 987,139 distinct pmfs of MQ2007-agg: ~0.8 s on one loaded core (3.5–4.5 s
  before).
* ``method="normal"``: the normal approximation with continuity correction,
  ``P(R ≤ r) ≈ Φ((r + ½ - μ)/σ)`` (the form §4.3.1 uses).  Error bound
  (Berry–Esseen, Shevtsova 2010, constant 0.5600 for non-identical summands)::

      sup_r |P(R ≤ r) - Φ((r + ½ - μ)/σ)| ≤ 0.56 · Σ p q (p² + q²) / σ³ ≤ 0.56 / σ

  and for a monotone utility ``u`` on ``0..n-1``
  ``|E u(R) - E_approx u(R)| ≤ bound · |u(0) - u(n-1)|`` (summation by parts).
  :func:`expected_utility` returns that bound.
* ``method="refined"``: the refined normal approximation (Volkova 1996),
  ``G(x) = Φ(x) + γ (1 - x²) φ(x) / 6`` with the skewness ``γ = κ₃ / σ³``;
  error ``O(1/σ²)`` in practice (measured against the exact law in the tests);
  the Berry–Esseen bound of the normal approximation plus ``|γ| / (6 √(2π))`` (the size of
  the skewness term) bounds it rigorously.
* ``method="auto"``: exact when ``n ≤ exact_max_n`` (default 400), else refined.

The moments ``μ, σ², κ₃`` of every position are convolutions of the list's
position histogram with a kernel in ``d``: for long lists they are computed
by FFT in ``O(V log V)`` (``V`` = the largest position; all rankers of a query
in one batched transform), once per distinct position.  The expectation sums
``(u(r) - u(r+1)) P(R ≤ r)`` over ``μ ± 7.5σ``: for ``σ ≥ 2`` the CDF on that
grid is advanced by a midpoint Hermite series of ``∫φ`` over one step (erfc and
exp evaluated exactly once per 64 points; agrees with a pointwise ``Φ`` to
~1e-15 of the range of ``u``), items in parallel.  A 10,000-item query with 50
rankers: ~1.2–2.5 s (7–12 s before).

Modules: :mod:`rankagg.methods.stagg.contests` (pairwise probabilities,
utilities), :mod:`rankagg.methods.stagg.exact` (Eq. 9-10),
:mod:`rankagg.methods.stagg.approximate` (normal / refined); this module holds
:func:`expected_utility`, which chooses between them, and gathers their names.
"""

from __future__ import annotations

import numpy as np

from rankagg.data.rankings import Rankings
from rankagg.methods.stagg import approximate, contests, exact
from rankagg.methods.stagg.approximate import *  # noqa: F403 (the public names of approximate)
from rankagg.methods.stagg.approximate import _approx_expect, _query_moments
from rankagg.methods.stagg.contests import *  # noqa: F403 (the public names of contests)
from rankagg.methods.stagg.contests import METHODS, UNRANKED, _check, _kind, _ucode, _utility_array, positions_matrix
from rankagg.methods.stagg.exact import *  # noqa: F403 (the public names of exact)
from rankagg.methods.stagg.exact import _exact_expect_all, _exact_mean_all

# compiled kernels, for the tests
from rankagg.methods.stagg.approximate import _direct_group_moments, _expect_normal_nb  # noqa: F401
from rankagg.methods.stagg.exact import _column_pmfs, _group_pmf, _groups  # noqa: F401

__all__ = [*contests.__all__, *exact.__all__, *approximate.__all__, "expected_utility"]


def expected_utility(
    data: Rankings,
    utility: str = "borda",
    *,
    c: float = 60.0,
    pairwise: str = "eq11",
    unranked: str = "half",
    scale: float = 1.0,
    positions: str = "local",
    method: str = "auto",
    exact_max_n: int = 400,
    return_bound: bool = False,
):
    """``E[u(R(x_i, τ_k))]`` for every item and ranker: ``(n_items, n_rankers)``.

    The general St.Agg form (§4.2.2): any explicit utility ``u`` of the rank
    (``"borda"`` ``n - r``, Eq. 12; ``"rrf"`` ``1/(r + c)``, Eq. 13; ``"dcg"``
    ``1/log2(r + 2)``; ``"rbp"`` ``c**r``) in expectation over the rank
    distribution.  With ``return_bound`` also returns the per-entry bound on the
    approximation error (0 for exactly computed queries).
    """
    _check("method", method, METHODS)
    _check("unranked", unranked, UNRANKED)
    kind = _kind(pairwise)
    ucode = _ucode(utility)
    if pairwise == "logistic" and not scale > 0:
        raise ValueError(f"scale must be > 0 for the logistic pairwise probability, got {scale!r}")
    pos = positions_matrix(data, positions)
    below = unranked == "below"
    sizes = data.sizes
    if method == "exact":
        exact_q = np.ones(data.n_queries, dtype=bool)
    elif method == "auto":
        exact_q = sizes <= exact_max_n
    else:
        exact_q = np.zeros(data.n_queries, dtype=bool)
    out = np.empty(pos.shape)
    bound = np.zeros(pos.shape)
    if utility == "borda" and method in ("auto", "exact"):
        # linear utility: E[n - R] = n - E[R], exact from the means alone
        mean = _exact_mean_all(data.offsets, pos, kind, float(scale), below)
        out = sizes[data.query_of_item][:, None].astype(np.float64) - mean
        return (out, bound) if return_bound else out
    if exact_q.all():
        out[:] = _exact_expect_all(data.offsets, pos, kind, float(scale), below, ucode, float(c))
    else:
        if exact_q.any():
            sub = np.flatnonzero(exact_q)
            rows = np.concatenate([np.arange(data.offsets[q], data.offsets[q + 1]) for q in sub])
            offs = np.concatenate([[0], np.cumsum(sizes[sub])])
            out[rows] = _exact_expect_all(offs, np.ascontiguousarray(pos[rows]), kind, float(scale), below, ucode, float(c))
        refined = method in ("refined", "auto")
        for q in np.flatnonzero(~exact_q):
            lo, hi = data.offsets[q], data.offsets[q + 1]
            n = int(hi - lo)
            u = _utility_array(n, ucode, float(c))
            # moments of the distinct positions of every ranker, then one (parallel) expectation pass
            parts = _query_moments(pos[lo:hi], n, kind, float(scale), below)
            ev, bd = _approx_expect(np.concatenate([mom for mom, _ in parts], axis=1), u, refined)
            start = 0
            for j, (mom, inv) in enumerate(parts):
                out[lo:hi, j] = ev[start + inv]
                bound[lo:hi, j] = bd[start + inv]
                start += mom.shape[1]
    if return_bound:
        return out, bound
    return out
