"""Exact Kemeny consensus with a certificate: reductions, subset DP, and an integer programme.

One query is given by its pairwise matrix ``Y`` (``Y[i, j]`` = weight of the rankers, voters or judges that
put ``i`` above ``j``); the Kemeny objective of an order is the weight of the disagreements,
``K(pi) = sum_{i above j} Y[j, i]``.  :func:`solve_kemeny` returns the optimal order with its objective and
a lower bound that proves it (``lower_bound == objective``), or, when the time limit stops it, an order with
the remaining gap.

1. **Reductions** (:mod:`rankagg.methods.kemeny.reductions`): the Condorcet (SCC) decomposition, each
   component solved alone; inside a component, the 3/4-majority rule when the votes are complete orders
   (``votes=N``), the exchange rules (the majority rule and the MOT, any ``Y``) and reduced-cost fixing
   from the linear relaxation.  ``fixed_share`` reports the share of item pairs they fix (pairs across
   components included), ``fixed_by`` each one's share.
2. **Small components** (at most ``dp_max`` items): the subset DP
   (:func:`rankagg.methods.kemeny.search.kemeny_dp`).
3. **Larger components**: the linear ordering programme with lazy triangle constraints
   (:mod:`rankagg.methods.kemeny.programme`) on SciPy's HiGHS.  A local search (single-item moves from the
   Copeland order, then block reversals: :func:`~rankagg.methods.kemeny.search.iterated_search`) gives the
   first upper bound.

**The tie rule** (which optimal order; the DP applies the same one, so the two agree wherever both run).
Items are numbered ``0 .. n-1`` in the house tie order (the caller's canonical order).  Of the
Kemeny-optimal orders, the one whose pairs against that numbering weigh least (``T``; the pair ``i < j``
with ``j`` above ``i`` weighs ``n (n - i) + (n - j)``,
:func:`~rankagg.methods.kemeny.search.tie_weights`: a pair weighs more the earlier its items come in the
tie order, and every pair differently, so two optimal orders seldom weigh the same), then, among those, the
one whose last item comes latest in the numbering, then the last-but-one, and so on.
``T`` is linear in the pair variables, so the rule is part of the objective: after the proof of ``K*``,
one programme minimises ``T`` on the optimal face ``K <= K*`` and one more proves the answer is the only
``(K, T)``-optimal order (the row "reverses an adjacent pair of it" leaves the relaxation above ``T*`` in
most cases at the root).  Only when several orders tie on both does a bottom-up search (the latest item that
can be last, then the next) settle the choice.  (The last-item rule alone is not linear in the pairs: on
three items it would need weights with ``a > c`` and ``c > a``; hence ``T`` first.)

**Limits** (:data:`DEFAULT_TIME_LIMIT` per query).  Every answer is the same on every run: when the limit
stops the proof, the order is the local search's (deterministic; the bound is the best one reached, which
depends on time); when it stops the choice among optimal orders, the order is the first proven optimal one
(from a programme that ran to its end, or from the local search), ``tie_rule`` is False and ``note`` says so.
The programme's memory is estimated before it is built (``RANKAGG_MEMORY_LIMIT_GB``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

import numpy as np
from numpy.typing import NDArray

from rankagg.methods.kemeny.programme import Answer, Deadline, Programme, Row
from rankagg.methods.kemeny.reductions import (exchange_pairs, kemeny_components, reduced_cost_pairs,
                                               three_quarter_pairs)
from rankagg.methods.kemeny.search import copeland_start, iterated_search, kemeny_dp, order_cost, tie_weights
from rankagg.methods.limits import current_progress

__all__ = ["KemenyCertificate", "solve_kemeny", "kemeny_components", "DEFAULT_TIME_LIMIT", "DP_MAX"]

#: components up to this many items go to the subset DP (its memory is 2^n n floats)
DP_MAX = 14
#: seconds per query of ``solve_kemeny`` and ``kemeny(solver=exact)`` unless the caller says otherwise
DEFAULT_TIME_LIMIT = 60.0
_TOL = 1e-7
_STOPPED_CHOICE = ("time limit: the order is optimal (proven) but the choice among optimal orders stopped; "
                   "it is the first optimal order found, the same on every run")
#: relaxation rounds (each adds the violated triangles of its answer) before the integer programme
LP_ROUNDS = 50
#: relaxation rounds without a better (rounded) bound before the integer programme takes over: on a
#: 116-item MQ2008-agg query the bound stayed at 10898 for 45 rounds (50 s) while the triangles grew
STALL_ROUNDS = 3
#: rounds of the iterated local search at most, and without a better order before it stops (200 items,
#: Mallows phi = 0.99: 380,307 where single-item moves from the Copeland order stopped at 380,409); a round
#: costs about m^2, so large components get fewer (by size only, never the clock: the same order every run)
SEARCH_ROUNDS = 3000
SEARCH_PATIENCE = 400
SEARCH_WORK = 4e8
#: the reductions in the order they run (``KemenyCertificate.fixed_by``)
RULES = ("components", "3/4 rule", "majority rule", "MOT", "reduced costs")
#: the exchange rules run on components of at most this many items (a sweep is ``O(m^3)``; on uniform noise,
#: where every pair is searched and none fixed: 0.9 s at 300 items, 6.9 s at 600, on a loaded machine)
EXCHANGE_MAX_ITEMS = 400


@dataclass
class KemenyCertificate:
    """One query's answer: the order (item indices, best first), its objective and a proven lower bound.

    ``proven`` is True when ``lower_bound`` equals ``objective`` (up to rounding): the order is optimal.
    ``tie_rule`` is False when the order is not known to be the tie rule's (the limit stopped the choice, or
    ``tie_rule=False`` was asked); ``note`` then says what stopped.  ``fixed_share``: the share of item
    pairs fixed by the reductions, ``fixed_by``: the share each one fixed (:data:`RULES`, in that order,
    each counting only the pairs the ones before left); ``n_programmes``: HiGHS calls.
    """

    order: NDArray[np.int64]
    objective: float
    lower_bound: float
    proven: bool
    tie_rule: bool = True
    n_components: int = 1
    largest_component: int = 0
    fixed_share: float = 0.0
    n_programmes: int = 0
    note: str = ""
    fixed_by: dict[str, float] = field(default_factory=dict)

    @property
    def gap(self) -> float:
        return max(0.0, self.objective - self.lower_bound)


@dataclass
class _Part:
    order: NDArray[np.int64]
    cost: float
    bound: float
    proven: bool
    tie_rule: bool
    note: str = ""


def _minimise(prog: Programme, obj: NDArray[np.float64], obj_const: float, deadline: Deadline,
              rows: list[Row] | None = None, fixed: dict[int, float] | None = None, *, integral: bool = True,
              upper: float = np.inf, cutoff: float = np.inf) -> tuple[str, NDArray[np.float64] | None, float]:
    """Minimise ``obj_const + obj . x`` over orders (rows, fixed pairs): relaxation rounds, then integer rounds.

    Returns (status, x, bound): ``optimal`` (``x`` an order, optimal), ``upper`` (the bound reached
    ``upper``: the caller's order is optimal), ``cutoff`` (the bound passed ``cutoff``, or no order fits),
    ``stopped`` (the time limit).  ``integral``: the objective is a whole number on every order.
    """
    bound = -np.inf
    for integral_round, n_rounds in ((False, LP_ROUNDS), (True, 10**9)):
        stalled = 0
        for _ in range(n_rounds):
            if deadline.expired():
                return "stopped", None, bound
            ans = prog.solve(obj, integral_round, deadline, rows, fixed)
            if ans.status == 2:
                return "cutoff", None, np.inf
            b = obj_const + ans.bound
            b = float(np.ceil(b - 1e-6)) if integral else b
            stalled = stalled + 1 if b <= bound + 1e-7 * max(1.0, abs(b)) else 0
            bound = max(bound, b)
            if not np.isfinite(bound):  # a call stopped before any bound: nothing is proven
                return "stopped", None, bound
            scale = 1e-7 * max(1.0, abs(bound))
            if bound > cutoff + scale:
                return "cutoff", None, bound
            if bound >= upper - scale:
                return "upper", None, bound
            if ans.status != 0 or ans.x is None:
                return "stopped", None, bound
            x = np.round(ans.x) if integral_round or np.all(np.abs(ans.x - np.round(ans.x)) < 1e-9) else ans.x
            if prog.add_violated(x) == 0:
                if integral_round or x is not ans.x:
                    return "optimal", x, bound
                break
            if not integral_round and stalled >= STALL_ROUNDS:  # the relaxation's bound stopped rising
                break
    return "stopped", None, bound


def _fix_by_reduced_costs(prog: Programme, lp: Answer, upper_cost: float, integral: bool) -> None:
    """Fix the pairs whose flip the relaxation ``lp`` prices above ``upper_cost`` (no optimal order flips them)."""
    if lp.status == 0 and lp.x is not None and lp.lower_marginals is not None and lp.upper_marginals is not None:
        prog.fixed.update(reduced_cost_pairs(lp.bound, lp.lower_marginals, lp.upper_marginals, lp.x, upper_cost,
                                             integral))


class _Solver:
    def __init__(self, Y: NDArray[np.float64], deadline: Deadline, dp_max: int, tie_rule: bool,
                 three_quarter: NDArray[np.bool_] | None, progress: Callable[[str], None] | None) -> None:
        self.Y, self.deadline, self.dp_max, self.tie_rule = Y, deadline, dp_max, tie_rule
        self.W = tie_weights(Y.shape[0])
        self.three_quarter, self.progress = three_quarter, progress
        self.fixed = dict.fromkeys(RULES, 0)  # pairs fixed by each reduction
        self.n_programmes = 0
        self.t0 = time.monotonic()

    def say(self, message: str) -> None:
        if self.progress is not None:
            self.progress(f"kemeny exact: {message}")

    def component(self, items: NDArray[np.int64]) -> _Part:
        """One Condorcet component: the DP when small; else the reductions, then the programme.  (Pairs the
        reductions fix agree with the strict majority, so they split no component further.)"""
        if len(items) <= max(self.dp_max, 2):
            return self._dp(items)
        sub = self.Y[np.ix_(items, items)]
        known = None
        if self.three_quarter is not None:
            known = self.three_quarter[np.ix_(items, items)]
            self.fixed["3/4 rule"] += int(known.sum())
        if len(items) <= EXCHANGE_MAX_ITEMS and not self.deadline.expired():
            known, counts = exchange_pairs(sub, known, stop=self.deadline.expired)
            self.fixed["majority rule"] += counts["majority"]
            self.fixed["MOT"] += counts["mot"]
        elif known is None:
            known = np.zeros((len(items), len(items)), dtype=bool)
        prog = Programme(sub, np.ascontiguousarray(self.W[np.ix_(items, items)]))
        prog.fixed.update({int(p): 1.0 for p in np.flatnonzero(known[prog.iu, prog.ju])})
        prog.fixed.update({int(p): 0.0 for p in np.flatnonzero(known[prog.ju, prog.iu])})
        n_known = len(prog.fixed)
        try:
            part = self._programme(prog, sub, items)
        finally:
            self.fixed["reduced costs"] += len(prog.fixed) - n_known
            self.n_programmes += prog.n_calls
        return _Part(items[part.order], part.cost, part.bound, part.proven, part.tie_rule, part.note)

    def _dp(self, items: NDArray[np.int64]) -> _Part:
        o, c = kemeny_dp(np.ascontiguousarray(self.Y[np.ix_(items, items)]),
                         np.ascontiguousarray(self.W[np.ix_(items, items)]))  # the query's weights: the rule is global
        return _Part(items[np.asarray(o, dtype=np.int64)], float(c), float(c), True, True)

    def _programme(self, prog: Programme, sub: NDArray[np.float64], items: NDArray[np.int64]) -> _Part:
        m = prog.m
        integral = bool(np.all(sub == np.round(sub)))
        # the first upper bound: iterated local search from the Copeland order (no clock: the same every run)
        rounds = int(np.clip(SEARCH_WORK / m**2, 50, SEARCH_ROUNDS))
        start, start_cost = iterated_search(sub, copeland_start(sub), rounds, min(rounds, SEARCH_PATIENCE), 0)
        start_cost = float(start_cost)
        self.say(f"component of {m} items: local search {start_cost:g}; proving")
        # phase 1, the proof: relaxation rounds with reduced-cost fixing, then the integer programme
        bound = -np.inf
        stalled = 0
        for _ in range(LP_ROUNDS):
            if self.deadline.expired():
                break
            lp = prog.relaxation(self.deadline)
            if lp.status != 0 or lp.x is None:
                break
            rounded = float(np.ceil(lp.bound - 1e-6)) if integral else lp.bound
            stalled = stalled + 1 if rounded <= bound + _TOL * max(1.0, abs(rounded)) else 0
            bound = max(bound, rounded)
            if bound >= start_cost - _TOL * max(1.0, start_cost) or stalled >= STALL_ROUNDS:
                break
            _fix_by_reduced_costs(prog, lp, start_cost, integral)
            if prog.add_violated(lp.x) == 0:
                break
        order, cost = start, start_cost
        if bound < start_cost - _TOL * max(1.0, start_cost):
            status, x, b = _minimise(prog, prog.c, prog.const, self.deadline, integral=integral, upper=start_cost)
            bound = max(bound, b)
            if status == "optimal" and x is not None:
                order = prog.order_of(x)
                cost = order_cost(sub, order)
            elif status != "upper":  # the limit stopped the proof: the local search's order (deterministic)
                return _Part(start, start_cost, min(bound, start_cost), False, False,
                             "time limit: optimum not proven; the order is the local search's")
        self.say(f"component of {m} items: optimum {cost:g} proven ({prog.n_calls} programmes)")
        if not self.tie_rule:
            return _Part(order, cost, cost, True, False, "tie_rule=False: any optimal order")
        # every optimal order costs ``cost``: a pair whose flip the relaxation prices above it is shared by all
        _fix_by_reduced_costs(prog, prog.relaxation(self.deadline), cost, integral)
        if self.deadline.expired():
            return _Part(order, cost, cost, True, False, _STOPPED_CHOICE)
        return self._tie_rule(prog, order, cost, integral)

    def _tie_rule(self, prog: Programme, order: NDArray[np.int64], cost: float, integral: bool) -> _Part:
        """Of the optimal orders (cost ``cost``), the tie rule's: the least weight against the numbering, then
        the latest items last."""
        slack = 0.5 if integral else 1e-7 * max(1.0, abs(cost))
        face = Row(prog.c, high=cost - prog.const + slack)
        t_order = prog.t_const + float(prog.t @ prog.x_of(order))
        stopped = _Part(order, cost, cost, True, False, _STOPPED_CHOICE)
        status, x, _ = _minimise(prog, prog.t, prog.t_const, self.deadline, [face], upper=t_order)
        if status == "stopped":
            return stopped
        if status == "optimal" and x is not None:
            order = prog.order_of(x)
        t_best = prog.t_const + float(prog.t @ prog.x_of(order))
        tie_face = Row(prog.t, high=t_best - prog.t_const + 0.5)
        stopped.order = order
        # is it the only (K, T)-optimal order?  Another one reverses an adjacent pair of it
        status, x, _ = _minimise(prog, prog.t, prog.t_const, self.deadline, [face, prog.above_row(order)],
                                 cutoff=t_best)
        if status == "stopped":
            return stopped
        if status == "cutoff":
            return _Part(order, cost, cost, True, True)
        self.say(f"component of {prog.m} items: several optimal orders tie on the rule's weight; bottom-up choice")
        return self._bottom_up(prog, order, cost, [face, tie_face], stopped)

    def _bottom_up(self, prog: Programme, order: NDArray[np.int64], cost: float, faces: list[Row],
                   stopped: _Part) -> _Part:
        """Among the orders on ``faces``, the one whose last item comes latest, then the last-but-one, ..."""
        suffix: dict[int, float] = {}
        order = order.copy()
        for p in range(prog.m - 1, 0, -1):
            rest = order[:p + 1]
            for k in sorted((int(k) for k in rest if k > order[p]), reverse=True):
                k_last = dict(prog.fix_above(int(j), k) for j in rest if j != k)
                status, x, _ = _minimise(prog, np.zeros(len(prog.c)), 0.0, self.deadline, faces,
                                         {**suffix, **k_last}, cutoff=0.0)
                if status == "stopped":
                    return stopped
                if status == "optimal" and x is not None:
                    order = prog.order_of(x)
                    break
            suffix.update(prog.fix_above(int(j), int(order[p])) for j in order[:p])
        return _Part(order, cost, cost, True, True)


def solve_kemeny(Y: NDArray[np.float64], *, time_limit: float | None = DEFAULT_TIME_LIMIT, dp_max: int = DP_MAX,
                 tie_rule: bool = True, votes: int | None = None,
                 progress: Callable[[str], None] | None = None) -> KemenyCertificate:
    """Kemeny-optimal order of one query, with its objective and a proven lower bound (module docstring).

    ``Y[i, j]`` is the weight that puts item ``i`` above item ``j``; items are numbered in the tie rule's
    order (item 0 wins ties).  ``time_limit``: seconds (None: no limit).  Components of at most ``dp_max``
    items (<= 20) go to the subset DP.  ``tie_rule=False`` returns any proven optimal order.  ``votes=N``:
    ``Y`` counts ``N`` complete strict orders, which enables the 3/4-majority reduction.  ``progress``: called
    with a message at each stage of a large component (default: the display of :func:`rankagg.methods.limits.solver_progress`).
    """
    Y = np.ascontiguousarray(Y, dtype=np.float64)
    n = Y.shape[0]
    if Y.ndim != 2 or Y.shape != (n, n):
        raise ValueError(f"solve_kemeny: Y must be a square matrix; got shape {Y.shape}")
    if not 0 <= dp_max <= 20:
        raise ValueError(f"solve_kemeny: dp_max must be in [0, 20]; got {dp_max}")
    if time_limit is not None and not time_limit > 0:
        raise ValueError(f"solve_kemeny: time_limit must be > 0 seconds or None; got {time_limit}")
    if n == 0:
        return KemenyCertificate(np.zeros(0, dtype=np.int64), 0.0, 0.0, True)
    three_quarter = None if votes is None else three_quarter_pairs(Y, int(votes))
    solver = _Solver(Y, Deadline(time_limit), dp_max, tie_rule, three_quarter,
                     progress if progress is not None else current_progress())
    components = kemeny_components(Y, np.arange(n))
    parts = [solver.component(items) for items in components]
    order = np.concatenate([p.order for p in parts])
    cost = order_cost(Y, order)
    # pairs across components are decided by their strict majority: each costs its minority weight
    cross = cost - sum(p.cost for p in parts)
    bound = min(cost, sum(p.bound for p in parts) + cross)
    sizes = [len(p.order) for p in parts]
    total = n * (n - 1) // 2
    solver.fixed["components"] = total - sum(len(c) * (len(c) - 1) // 2 for c in components)
    fixed_by = {rule: count / total if total else 0.0 for rule, count in solver.fixed.items()}
    fixed_share = sum(solver.fixed.values()) / total if total else 1.0
    notes = sorted({p.note for p in parts if p.note})
    return KemenyCertificate(order, cost, bound, all(p.proven for p in parts), all(p.tie_rule for p in parts),
                             len(parts), max(sizes), fixed_share, solver.n_programmes, "; ".join(notes), fixed_by)
