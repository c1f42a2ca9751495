"""Exact Kemeny consensus with a certificate: SCC decomposition, subset DP, and an integer programme.

One query is given by its pairwise matrix ``Y`` (``Y[i, j]`` = weight of the
rankers, voters or judges that put ``i`` above ``j``); the Kemeny objective of
an order is the weight of the disagreements, ``K(pi) = sum_{i above j} Y[j, i]``.
:func:`solve_kemeny` returns the optimal order with its objective and a lower
bound that proves it (``lower_bound == objective``), or, when ``time_limit``
stops the solver, the best order found and the remaining gap.

1. **Condorcet decomposition** (Conitzer, Davenport & Kalagnanam, AAAI 2006, §4;
   Ali & Meila, Math. Soc. Sci. 2012, §5).  The graph with an arc ``i -> j``
   whenever ``Y[i, j] >= Y[j, i]`` has strongly connected components that are
   totally ordered, every pair across two components decided by a strict
   majority; every Kemeny order puts the components in that order (swapping an
   adjacent pair that crosses a strict majority lowers the objective), so each
   component is solved alone and the pairs across components cost their
   minority weight.
2. **Small components** (at most ``dp_max`` items) go to the subset dynamic
   programme :func:`rankagg.methods.kemeny.search.kemeny_dp`.
3. **Larger components**: the linear ordering integer programme (Conitzer et al.
   §3; Grötschel, Jünger & Reinelt 1984) with one binary ``x_ij`` per pair
   (``i`` above ``j``, ``i < j``) and the 3-cycle (transitivity) constraints
   ``x_ab + x_bc + x_ca <= 2`` added lazily: first rounds of the linear
   relaxation, each adding the violated triangles of its fractional solution
   (most violated first), then rounds of the integer programme, each adding the
   3-cycles of its answer, until the answer is an order.  The programme with a
   subset of the constraints is a relaxation, so its bound is a lower bound of
   the Kemeny objective, and its answer, once it is an order, is optimal.
   The solver is SciPy's HiGHS (:func:`scipy.optimize.milp`: no compiler, no
   licence).  A local search (single-item moves from the Copeland order,
   :func:`rankagg.methods.kemeny.search.move_search`) gives the first upper
   bound (it ends the solve when the relaxation's bound meets it) and the
   answer when the solver is stopped.

**Ties among optimal orders** go the way the subset DP sends them, so the two
agree wherever both run: items are numbered in the house tie order (the
caller's canonical order), and of all optimal orders the one whose last item
comes latest in that numbering is chosen, then the one whose last-but-one
item does, and so on.  For a large component the solver checks whether its
optimal order is the only one (one more programme, with the constraint "differs
from this order"); when it is not, the bottom item is settled first (the latest
item that can be last in an optimal order: ``K*(S) = sum_j Y[k, j] + K*(S - k)``)
and the rest is solved again, decomposed anew.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import connected_components

from rankagg.methods.kemeny.search import copeland_start, kemeny_dp, move_search, order_cost
from rankagg.methods.limits import check_problem_size

__all__ = ["KemenyCertificate", "solve_kemeny", "kemeny_components", "violated_triangles"]

#: components up to this many items go to the subset DP (its memory is 2^n n floats)
DP_MAX = 14
#: violated triangles added per round at most
CUTS_PER_ROUND = 4000
_TOL = 1e-7
#: bytes per item pair of one component's programme: its dense m x m arrays (the pair index, the order
#: matrix, one slice of triangle sums, the costs) and HiGHS's columns (about 100 bytes each, one per pair)
PROGRAMME_BYTES_PER_PAIR = 150.0


@dataclass
class KemenyCertificate:
    """One query's answer: the order (item indices, best first), its objective and a proven lower bound.

    ``proven`` is True when ``lower_bound`` equals ``objective`` (up to rounding):
    the order is optimal.  ``tie_rule`` is False only when the time limit stopped
    the search among several optimal orders (the order is optimal, but not
    necessarily the one the house tie rule picks).
    """

    order: NDArray[np.int64]
    objective: float
    lower_bound: float
    proven: bool
    tie_rule: bool = True
    n_components: int = 1
    largest_component: int = 0

    @property
    def gap(self) -> float:
        return max(0.0, self.objective - self.lower_bound)


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


def violated_triangles(X: NDArray[np.float64], limit: int
                       ) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """The ``limit`` most violated triangles ``X[a,b] + X[b,c] + X[c,a] > 2`` with ``a < b, a < c`` (one rotation
    of each directed 3-cycle), most violated first, equal ones in ``(a, b, c)`` order.

    One ``a`` at a time (an ``m x m`` slice), never the ``m^3`` tensor of every sum (7.45 GiB at 1000 items):
    the slices come in ``(a, b, c)`` order and each keeps the ``limit`` best so far, re-sorted to that order,
    so the answer is the dense version's: a stable sort of every violated triangle by its sum."""
    m = X.shape[0]
    keep_a = keep_b = keep_c = np.zeros(0, dtype=np.int64)
    keep_s = np.zeros(0)
    for a in range(m - 2):
        tail = X[a + 1:, a + 1:]
        sums = X[a, a + 1:][:, None] + tail + X[a + 1:, a][None, :]  # [b, c] = X[a,b] + X[b,c] + X[c,a]
        b, c = np.nonzero(sums > 2.0 + 1e-6)
        if not len(b):
            continue
        s_bc = sums[b, c]
        if len(b) > limit:  # a slice's own best ``limit`` (in (b, c) order) hold every one of it in the answer
            best = np.sort(np.argsort(-s_bc, kind="stable")[:limit])
            b, c, s_bc = b[best], c[best], s_bc[best]
        keep_s = np.concatenate([keep_s, s_bc])
        keep_a = np.concatenate([keep_a, np.full(len(b), a, dtype=np.int64)])
        keep_b, keep_c = np.concatenate([keep_b, b + a + 1]), np.concatenate([keep_c, c + a + 1])
        if len(keep_s) > 4 * limit:  # only the best ``limit`` can be returned; keep them, in (a, b, c) order
            best = np.sort(np.argsort(-keep_s, kind="stable")[:limit])
            keep_a, keep_b, keep_c, keep_s = keep_a[best], keep_b[best], keep_c[best], keep_s[best]
    worst = np.argsort(-keep_s, kind="stable")[:limit]
    return keep_a[worst], keep_b[worst], keep_c[worst]


class _Deadline:
    def __init__(self, seconds: float | None) -> None:
        self.end = None if seconds is None else time.monotonic() + seconds

    def left(self) -> float | None:
        return None if self.end is None else max(0.0, self.end - time.monotonic())

    def expired(self) -> bool:
        return self.end is not None and time.monotonic() >= self.end


class _Programme:
    """The linear ordering programme of one component, with its lazily grown triangle constraints."""

    def __init__(self, Y: NDArray[np.float64]) -> None:
        m = Y.shape[0]
        check_problem_size("kemeny(solver=exact)", PROGRAMME_BYTES_PER_PAIR * m * m,
                           f"the integer programme of a component of {m} items")
        self.m = m
        self.iu, self.ju = np.triu_indices(m, 1)
        # cost = const + c . x, x_p = 1 when iu[p] is above ju[p]
        self.c = Y[self.ju, self.iu] - Y[self.iu, self.ju]
        self.const = float(Y[self.iu, self.ju].sum())
        self.pair = np.full((m, m), -1, dtype=np.int64)
        self.pair[self.iu, self.ju] = np.arange(len(self.iu))
        # the triangle constraints so far, as sparse (row, column, value) pieces and right-hand sides
        self.rows: list[NDArray[np.int64]] = []
        self.cols: list[NDArray[np.int64]] = []
        self.vals: list[NDArray[np.float64]] = []
        self.rhs: list[NDArray[np.float64]] = []
        self.n_rows = 0
        self.integral_weights = bool(np.all(Y == np.round(Y)))

    def matrix(self, x: NDArray[np.float64]) -> NDArray[np.float64]:
        X = np.zeros((self.m, self.m))
        X[self.iu, self.ju] = x
        X[self.ju, self.iu] = 1.0 - x
        return X

    def add_violated(self, x: NDArray[np.float64], limit: int) -> int:
        """Add the triangles ``X[a,b] + X[b,c] + X[c,a] <= 2`` that ``x`` violates (most violated first)."""
        a, b, c = violated_triangles(self.matrix(x), limit)
        if len(a) == 0:
            return 0
        k = len(a)
        cols = np.empty((k, 3), dtype=np.int64)
        vals = np.empty((k, 3))
        rhs = np.full(k, 2.0)
        for t, (u, v) in enumerate(((a, b), (b, c), (c, a))):
            up = u < v
            cols[:, t] = self.pair[np.minimum(u, v), np.maximum(u, v)]
            vals[:, t] = np.where(up, 1.0, -1.0)
            rhs -= ~up  # X[u,v] = 1 - x_vu for u > v
        self.rows.append(np.repeat(np.arange(self.n_rows, self.n_rows + k), 3))
        self.cols.append(cols.ravel())
        self.vals.append(vals.ravel())
        self.rhs.append(rhs)
        self.n_rows += k
        return k

    def constraints(self, extra: list[LinearConstraint]) -> list[LinearConstraint]:
        out = list(extra)
        if self.n_rows:
            A = csr_matrix((np.concatenate(self.vals), (np.concatenate(self.rows), np.concatenate(self.cols))),
                           shape=(self.n_rows, len(self.c)))
            out.append(LinearConstraint(A, -np.inf, np.concatenate(self.rhs)))
        return out

    def solve(self, integral: bool, deadline: _Deadline, fixed: dict[int, float] | None = None):
        """One HiGHS call (``fixed``: variable -> 0/1); returns (x or None, bound on the cost, status):
        status 0 optimal, 1 stopped, 2 infeasible."""
        options: dict = {"presolve": True}
        left = deadline.left()
        if left is not None:
            options["time_limit"] = max(left, 0.01)
        lo, hi = np.zeros(len(self.c)), np.ones(len(self.c))
        for var, value in (fixed or {}).items():
            lo[var] = hi[var] = value
        res = milp(self.c, integrality=np.full(len(self.c), int(integral)), bounds=Bounds(lo, hi),
                   constraints=self.constraints([]), options=options)
        if res.status == 2:
            return None, np.inf, 2
        bound = getattr(res, "mip_dual_bound", None) if integral else res.fun
        if bound is None or not np.isfinite(bound):
            bound = res.fun if res.status == 0 else -np.inf
        x = None if res.x is None else np.asarray(res.x)
        return x, self.const + float(bound), 0 if res.status == 0 else 1

    def order_of(self, x: NDArray[np.float64]) -> NDArray[np.int64]:
        """Items sorted by how many they are above (the order itself when ``x`` is transitive)."""
        wins = self.matrix(np.round(x)).sum(axis=1)
        return np.argsort(-wins, kind="stable").astype(np.int64)

    def fix_above(self, u: int, v: int) -> tuple[int, float]:
        """The variable and value that put ``u`` above ``v``."""
        return (int(self.pair[u, v]), 1.0) if u < v else (int(self.pair[v, u]), 0.0)


def _ceil_bound(bound: float, integral: bool) -> float:
    return float(np.ceil(bound - 1e-6)) if integral else bound


def _solve_component(Y: NDArray[np.float64], deadline: _Deadline, prog: _Programme | None = None):
    """Optimal order of one strongly connected component (rows/columns of ``Y``): (order, cost, bound, proven)."""
    prog = prog if prog is not None else _Programme(Y)
    start = move_search(Y, copeland_start(Y), 1000)[0]
    best_cost = order_cost(Y, start)
    best = start
    x = None
    bound = -np.inf
    for _ in range(50):  # rounds of the linear relaxation; each round's bound is valid, the last the best
        x, lp_bound, status = prog.solve(False, deadline)
        bound = max(bound, _ceil_bound(lp_bound, prog.integral_weights))
        if status != 0 or x is None or prog.add_violated(x, CUTS_PER_ROUND) == 0:
            break
    if bound >= best_cost - _TOL:
        return best, best_cost, best_cost, True
    while not deadline.expired():
        x, mip_bound, status = prog.solve(True, deadline)
        bound = max(bound, _ceil_bound(mip_bound, prog.integral_weights))
        if x is None:
            break
        added = prog.add_violated(x, CUTS_PER_ROUND)
        if added == 0 and status == 0:
            order = prog.order_of(x)
            return order, order_cost(Y, order), order_cost(Y, order), True
        if status != 0:
            break
    if x is not None:  # stopped: the best of the local search and the repaired solver answer
        cand = move_search(Y, prog.order_of(x), 1000)[0]
        if order_cost(Y, cand) < best_cost - _TOL:
            best, best_cost = cand, order_cost(Y, cand)
    return best, best_cost, min(bound, best_cost), bound >= best_cost - _TOL


def _reaches(prog: _Programme, fixed: dict[int, float], cost: float, deadline: _Deadline) -> bool | None:
    """Whether an order with the ``fixed`` pairs costs at most ``cost`` (None when the time limit stopped it).

    The relaxation's bound (triangles added to the shared pool) refutes most cases before any integer programme.
    """
    for integral, rounds in ((False, 50), (True, 10**9)):  # relaxation rounds, then integer rounds
        for _ in range(rounds):
            if integral and deadline.expired():
                return None
            x, bound, status = prog.solve(integral, deadline, fixed)
            if status == 2 or _ceil_bound(bound, prog.integral_weights) > cost + _TOL:
                return False
            if status != 0 or x is None:
                return None
            if prog.add_violated(x, CUTS_PER_ROUND) == 0:
                if integral:
                    return prog.const + float(prog.c @ np.round(x)) <= cost + _TOL
                break
    return None


def _is_unique(prog: _Programme, order: NDArray[np.int64], cost: float, deadline: _Deadline) -> bool | None:
    """Whether ``order`` is the only optimal order (None when the time limit stopped the check).

    Another order reverses some adjacent pair of ``order`` (if it kept them all it would be ``order``),
    so ``order`` is unique when reversing each adjacent pair alone costs more.
    """
    for t in range(len(order) - 1):
        var, value = prog.fix_above(int(order[t + 1]), int(order[t]))
        found = _reaches(prog, {var: value}, cost, deadline)
        if found is None or found:
            return None if found is None else False
    return True


def _dp(Y: NDArray[np.float64]) -> tuple[NDArray[np.int64], float]:
    order, cost = kemeny_dp(np.ascontiguousarray(Y))
    return np.asarray(order, dtype=np.int64), float(cost)


def _exact(Y: NDArray[np.float64], items: NDArray[np.int64], deadline: _Deadline, dp_max: int,
           stats: dict[str, int]):
    """Tie-rule optimal order of ``items`` (ascending indices into ``Y``): (order, cost, bound, proven, tie_rule)."""
    parts = kemeny_components(Y, items)
    stats["n_components"] = max(stats.get("n_components", 0), len(parts))
    if len(parts) > 1:
        orders, cost, bound, proven, tie = [], 0.0, 0.0, True, True
        for p in parts:
            o, c, b, pr, t = _exact(Y, p, deadline, dp_max, stats)
            orders.append(o)
            cost, bound, proven, tie = cost + c, bound + b, proven and pr, tie and t
        # pairs across components are decided by their strict majority: each costs its minority weight
        order = np.concatenate(orders)
        cross = order_cost(Y, order) - cost
        return order, cost + cross, bound + cross, proven, tie
    stats["largest_component"] = max(stats.get("largest_component", 0), len(items))
    sub = Y[np.ix_(items, items)]
    if len(items) <= max(dp_max, 2):
        o, c = _dp(sub)
        return items[o], c, c, True, True
    prog = _Programme(sub)
    o, c, b, proven = _solve_component(sub, deadline, prog)
    if not proven:
        return items[o], c, b, False, False
    if not stats["tie_rule"]:
        return items[o], c, b, True, False
    unique = _is_unique(prog, o, c, deadline)
    if unique:
        return items[o], c, b, True, True
    if unique is None:
        return items[o], c, b, True, False
    # several optimal orders: settle the bottom item (the latest that can be last), then the rest
    bottom = int(o[-1])
    for k in range(len(items) - 1, bottom, -1):
        fixed = dict(prog.fix_above(j, k) for j in range(len(items)) if j != k)
        found = _reaches(prog, fixed, c, deadline)
        if found is None:
            return items[o], c, b, True, False
        if found:
            bottom = k
            break
    rest_items = np.delete(items, bottom)
    ro, _, _, rp, rt = _exact(Y, rest_items, deadline, dp_max, stats)
    if not rp:  # the limit stopped the rest: keep the optimal order already proven
        return items[o], c, c, True, False
    return np.append(ro, items[bottom]), c, c, True, rt


def solve_kemeny(Y: NDArray[np.float64], *, time_limit: float | None = None, dp_max: int = DP_MAX,
                 tie_rule: bool = True) -> KemenyCertificate:
    """Kemeny-optimal order of one query, with its objective and a proven lower bound (module docstring).

    ``Y[i, j]`` is the weight that puts item ``i`` above item ``j``; items are
    numbered in the tie rule's order (item 0 wins ties).  ``time_limit``
    (seconds, None for none) bounds the solver; when it stops, the order is the
    best found and ``gap`` says how far from optimal it can be.  Components of
    at most ``dp_max`` items (<= 20) are solved by the subset DP.  ``tie_rule=False`` skips the choice
    among several optimal orders of a large component (any optimal order, proven; ``tie_rule`` False).
    """
    Y = np.ascontiguousarray(Y, dtype=np.float64)
    n = Y.shape[0]
    if Y.shape != (n, n):
        raise ValueError(f"solve_kemeny: Y must be a square matrix; got shape {Y.shape}")
    if not 0 <= dp_max <= 20:
        raise ValueError(f"solve_kemeny: dp_max must be in [0, 20]; got {dp_max}")
    if n == 0:
        return KemenyCertificate(np.zeros(0, dtype=np.int64), 0.0, 0.0, True)
    deadline = _Deadline(time_limit)
    # the proof first (any optimal order), then the tie rule's choice with the time left
    stats = {"n_components": 1, "largest_component": 0, "tie_rule": 0}
    order, cost, bound, proven, tie = _exact(Y, np.arange(n), deadline, dp_max, stats)
    if tie_rule and proven and not tie:
        stats["tie_rule"] = 1
        t_order, _, _, t_proven, t_tie = _exact(Y, np.arange(n), deadline, dp_max, stats)
        if t_proven and t_tie:
            order, tie = t_order, True
    cost = order_cost(Y, order)
    return KemenyCertificate(order, cost, min(bound, cost), proven, tie, stats["n_components"],
                             stats["largest_component"])
