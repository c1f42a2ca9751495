"""Kemeny-optimal aggregation (Kemeny 1959; Dwork et al. WWW 2001 §2, §4.2).

The Kemeny objective of a consensus order ``pi`` of one query is the total
(weighted) number of disagreements with the rankers,

    K(pi) = sum over pairs with i above j in pi of Y[j, i],

``Y`` the summed Volkovs §2.1 matrix (binary: the number of rankers that put
``j`` above ``i``; with ``unranked="none"`` this is the induced Kendall-tau
distance to partial lists, only pairs a ranker returned both of count).

* **Exact** for queries with at most ``exact_max`` documents: dynamic programme
  over subsets (Held-Karp style): ``D[S] = min_{i in S} D[S - i] + cost(i after
  S - i)``, where placing ``i`` right below the set ``S - i`` costs
  ``sum_{j not in S} Y[j, i]``.  O(2^n n^2) time, O(2^n) memory; ties between
  optimal orders go to the canonical (house tie) order.
* **Heuristic** above ``exact_max``: start from the Copeland order, then local
  search by single-item moves (remove a document and re-insert it where the
  objective drops most) until no move improves or ``max_iter`` passes; the
  result is locally Kemeny-optimal (every adjacent swap is a move).  A pass
  costs ``n^2`` pair steps, so a query's passes are also capped by a work
  budget, :data:`SEARCH_PAIR_STEPS` (2^29) pair steps (about 45 s at the
  1.2e7 steps/s measured at 4,000 documents here): counted, not timed, so the
  order is the same on every run.  A query the budget stops (from about 2,300
  documents at ``max_iter=100``; 2 passes at 16,000) is reported unconverged,
  with a warning naming ``max_iter`` and the budget.  The
  objective of the returned order is in ``objective_`` (per query), the number
  of passes in ``n_iter_``, and ``exact_`` says which queries were solved exactly.
* **Exact with a proof** (``solver="exact"``): every query by
  :func:`rankagg.methods.kemeny.exact.solve_kemeny` (Condorcet / SCC
  decomposition, the DP for components of at most ``exact_max`` items, an
  integer programme with lazy 3-cycle constraints on SciPy's HiGHS above).
  Per query: ``objective_``, the proven ``lower_bound_``, ``gap_`` (0 when
  optimal), ``exact_`` (proven optimal), ``tie_rule_`` (False only when the
  time limit stopped the choice among several optimal orders), ``fixed_share_``
  (the share of pairs the reductions fixed) and ``note_`` (what a limit did).
  ``time_limit`` is 60 s per query by default; a stopped query's order is the
  same on every run.  Ties between optimal orders go as in the DP, so the two
  solvers agree on every query the DP solves.
* **Bucket order** (``consensus="buckets"``): the optimal weak order, ties
  allowed in the consensus, with a proof (:mod:`rankagg.methods.kemeny.buckets`);
  voters' ties (PrefLib ``.toc``/``.toi``, tied ranks, ``unranked="below"``)
  count as ties.  Tied items share a score.  The default stays ``"local"``: its outputs are the committed
  fingerprints.
"""

from __future__ import annotations

import time

import numpy as np
from numba import njit

from rankagg.data.validation import AnyOf, Integer, Options, Real
from rankagg.exceptions import ConvergenceWarning, warn_caller
from rankagg.methods.kemeny.buckets import pair_counts, solve_buckets
from rankagg.methods.kemeny.exact import DEFAULT_TIME_LIMIT, solve_kemeny
from rankagg.methods.kemeny.search import copeland_start, kemeny_dp, move_search, order_cost, tie_weights
from rankagg.methods.limits import current_progress
from rankagg.methods.pairwise_base import PairwiseAggregator
from rankagg.methods.registry import register

__all__ = ["Kemeny"]


#: pair steps (``n^2`` a pass) of the local search of one query, at most: a work budget, so no clock decides
SEARCH_PAIR_STEPS = 2 ** 29


@njit(cache=True)
def _kemeny_flat(offsets, moff, Y, exact_max, max_iter, max_steps):
    nq = offsets.shape[0] - 1
    out = np.zeros(offsets[nq])
    obj = np.zeros(nq)
    n_iter = np.zeros(nq, np.int64)
    conv = np.ones(nq, np.bool_)
    exact = np.zeros(nq, np.bool_)
    capped = np.zeros(nq, np.bool_)
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n == 0:
            exact[q] = True
            continue
        Yq = Y[moff[q]:moff[q + 1]].reshape((n, n))
        if n <= exact_max:
            order, cost = kemeny_dp(Yq, tie_weights(n))
            exact[q] = True
            obj[q] = cost
        else:
            # Copeland start (canonical order breaks ties), then move search within the work budget
            passes_left = min(max_iter, max(1, max_steps // (n * n)))
            order, passes, ok = move_search(Yq, copeland_start(Yq), passes_left)
            capped[q] = not ok and passes_left < max_iter
            n_iter[q] = passes
            conv[q] = ok
            obj[q] = order_cost(Yq, order)
        for p in range(n):
            out[a + order[p]] = n - p
    return out, n_iter, obj, conv, exact, capped


@register("kemeny")
class Kemeny(PairwiseAggregator):
    """Kemeny-optimal consensus: DP up to ``exact_max`` documents, local search beyond; solver=exact: a proof.

    See the module docstring.  Condorcet-consistent when exact (and the local
    search keeps a Condorcet winner first: moving it up always helps).
    """

    ties = ("of several optimal orders (DP and solver=exact alike), the one whose pairs against the house order "
            "weigh least (docs/preferences.md 'The tie rule'); the local search keeps the nearest local optimum; "
            "consensus=buckets ties items on purpose (they share a score); an item no ranker returned goes last")

    defaults = {"exact_max": 12, "max_iter": 100, "solver": "local", "time_limit": DEFAULT_TIME_LIMIT,
                "consensus": "order",
                "unranked": "none", "transform": "binary", "positions": "raw"}
    param_grid = {"unranked": ["none", "below"]}
    param_doc = {
        "exact_max": "queries with at most this many documents are solved exactly (DP over subsets, <= 20)",
        "max_iter": "passes of the move local search for larger queries (and at most 2^29 pair steps a query, "
                    "n^2 a pass: a work budget)",
        "solver": "local | exact: DP up to exact_max then local search, or exact for every query with a "
                  "proof (SCC decomposition, DP for components up to exact_max, HiGHS integer programme above)",
        "consensus": "order | buckets: a strict order, or the optimal bucket order (ties allowed; Kemeny-Snell "
                     "distance, voters' ties counted as ties; exact with a proof, every query)",
        "time_limit": "seconds per query (a clock's, checked between rounds: about 1-2 s more at 300 documents) for "
                      "solver=exact and consensus=buckets (none: no limit); a stopped query reports its gap, and "
                      "its order is the same on every run (note_ says which fallback)",
    }
    tags = {"slow_fit": True}
    citation = ("Kemeny, Mathematics without numbers, Daedalus 1959; Dwork et al., WWW 2001 §2, §4.2 "
                "(Kendall objective, local Kemenization)")

    param_constraints = {"exact_max": Integer(0, 20), "max_iter": Integer(1), "solver": Options("local", "exact"),
                         "consensus": Options("order", "buckets"),
                         "time_limit": AnyOf(Options(None), Real(0, low_open=True))}

    def _kernel(self, offsets, moff, Y, C, ranks):
        if self.consensus == "buckets":
            return self.bucket_kernel(offsets, lambda q: pair_counts(ranks[offsets[q]:offsets[q + 1]]))
        if self.solver == "exact":
            return self._exact_kernel(offsets, moff, Y)
        s, it, obj, conv, exact, capped = _kemeny_flat(offsets, moff, Y, int(self.exact_max), int(self.max_iter),
                                                       SEARCH_PAIR_STEPS)
        if capped.any():
            sizes = np.diff(offsets)[capped]
            warn_caller(f"kemeny: the local search of {int(capped.sum())} queries (up to {int(sizes.max())} "
                        f"documents) stopped at its work budget of {SEARCH_PAIR_STEPS} pair steps a query "
                        f"(n^2 a pass) before max_iter={int(self.max_iter)} passes: their orders are improved, "
                        "not locally optimal (the same on every run; solver='exact' proves an order, with "
                        "time_limit)", ConvergenceWarning)
        self.exact_ = exact
        self.lower_bound_ = None
        return s, it, obj, conv

    def bucket_kernel(self, offsets, counts):
        """Every query by :func:`rankagg.methods.kemeny.buckets.solve_buckets` on its voters' strict preferences
        and ties, ``counts(q) -> (S, E)`` (of rankings: the filled canonical ranks, :func:`pair_counts`; of
        comparisons: the wins and the ties, which the pairwise matrix ``Y = W + T / 2`` no longer tells apart):
        tied items share a score."""
        nq = len(offsets) - 1
        out = np.zeros(offsets[-1])
        obj, bound, exact, notes = np.zeros(nq), np.zeros(nq), np.ones(nq, dtype=bool), [""] * nq
        limit = None if self.time_limit is None else float(self.time_limit)
        for q in range(nq):
            a, b = offsets[q], offsets[q + 1]
            if b == a:
                continue
            S, E = counts(q)
            cert = solve_buckets(S, E, time_limit=limit)
            n = b - a
            above = np.array([(cert.bucket < k).sum() for k in cert.bucket])
            out[a:b] = n - above  # a bucket's items share one score: n minus the items above them
            obj[q], bound[q], exact[q], notes[q] = cert.objective, cert.lower_bound, cert.proven, cert.note
        self.exact_, self.lower_bound_, self.tie_rule_ = exact, bound, np.ones(nq, dtype=bool)
        self.gap_ = obj - bound
        self.fixed_share_, self.note_ = np.zeros(nq), notes
        return out, None, obj, None

    def _exact_kernel(self, offsets, moff, Y):
        """Every query by :func:`rankagg.methods.kemeny.exact.solve_kemeny`: scores, bounds and proofs per query."""
        nq = len(offsets) - 1
        out = np.zeros(offsets[-1])
        obj, bound, fixed = np.zeros(nq), np.zeros(nq), np.ones(nq)
        exact, tie_rule = np.ones(nq, dtype=bool), np.ones(nq, dtype=bool)
        notes = [""] * nq
        limit = None if self.time_limit is None else float(self.time_limit)
        progress = current_progress()
        said = time.monotonic()
        for q in range(nq):
            a, n = offsets[q], offsets[q + 1] - offsets[q]
            if n == 0:
                continue
            cert = solve_kemeny(Y[moff[q]:moff[q + 1]].reshape((n, n)), time_limit=limit, dp_max=int(self.exact_max))
            out[a + cert.order] = n - np.arange(n)
            obj[q], bound[q], exact[q], tie_rule[q] = cert.objective, cert.lower_bound, cert.proven, cert.tie_rule
            fixed[q], notes[q] = cert.fixed_share, cert.note
            if progress is not None and time.monotonic() - said > 5.0:  # a long job says how far it is
                said = time.monotonic()
                progress(f"kemeny exact: {q + 1}/{nq} queries, {int(exact[:q + 1].sum())} proven")
        self.exact_, self.lower_bound_, self.tie_rule_ = exact, bound, tie_rule
        self.gap_ = obj - bound
        self.fixed_share_, self.note_ = fixed, notes
        return out, None, obj, None
