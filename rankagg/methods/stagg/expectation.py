"""The expected utility of St.Agg's ranks, ``E[u(R(x_i, τ_k))]`` for every item and ranker (§4.2.2).

:func:`expected_utility` chooses, query by query, between the exact law
(:mod:`rankagg.methods.stagg.exact`, Eq. 9-10) and the normal or refined normal
approximation (:mod:`rankagg.methods.stagg.approximate`), by its ``method``:

* ``"exact"``: Eq. 10 for every query;
* ``"normal"`` / ``"refined"``: the approximation for every query, with an
  error bound per entry (``return_bound=True``);
* ``"auto"``: exact when ``n ≤ exact_max_n`` (default 400), else refined.

The Borda utility is linear (``E[n - R] = n - E[R]``), so with ``"exact"`` or
``"auto"`` it is computed exactly from the means alone, whatever the query size.
"""

from __future__ import annotations

import numpy as np

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, check_param
from rankagg.methods.stagg.approximate import _approx_expect, _query_moments
from rankagg.methods.stagg.contests import (METHODS, PARALLEL_KERNELS, UNRANKED, _kind, _ucode, _utility_array,
                                            positions_matrix)
from rankagg.methods.stagg.exact import _exact_expect_all, _exact_mean_all

__all__ = ["expected_utility"]


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
    check_param("method", method, Options(METHODS))
    check_param("unranked", unranked, Options(UNRANKED))
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
        with PARALLEL_KERNELS:
            out[:] = _exact_expect_all(data.offsets, pos, kind, float(scale), below, ucode, float(c))
    else:
        if exact_q.any():
            sub = np.flatnonzero(exact_q)
            rows = np.concatenate([np.arange(data.offsets[q], data.offsets[q + 1]) for q in sub])
            offs = np.concatenate([[0], np.cumsum(sizes[sub])])
            with PARALLEL_KERNELS:
                out[rows] = _exact_expect_all(offs, np.ascontiguousarray(pos[rows]), kind, float(scale), below, ucode,
                                              float(c))
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
