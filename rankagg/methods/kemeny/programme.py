"""The linear ordering programme of one Kemeny component, with lazily grown 3-cycle (triangle) constraints.

One binary ``x_p`` per item pair ``p = (i, j)``, ``i < j`` (1: ``i`` above ``j``); an order is a transitive
``x``, and ``x`` is transitive exactly when no triangle ``X[a,b] + X[b,c] + X[c,a] <= 2`` is violated
(Grötschel, Jünger & Reinelt, Oper. Res. 1984).  The triangles are separated from each answer
(:func:`violated_triangles`: one ``m x m`` slice at a time, never the ``m^3`` tensor) and added to a pool
shared by every later programme of the component, so each HiGHS call is a relaxation and its bound valid.

Objectives are linear in ``x``: the Kemeny cost ``const + c . x`` and the tie rule's weight ``T`` of the
pairs against the item numbering (``x_p = 0``), each ``(const, vector)``; :meth:`Programme.solve` minimises any
of them (or a weighted sum) under extra rows (the optimal face ``K <= K*``, "differs from this order") and
fixed pairs.  HiGHS (SciPy's :func:`scipy.optimize.milp`) runs with ``mip_rel_gap=0``: its default 1e-4
would stop a programme whose objective is 1e5 up to 10 units short of optimal.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:  # scipy.optimize loads when a programme is solved (0.4 s of every `rankagg methods` before)
    from scipy.optimize import LinearConstraint
    from scipy.sparse import csr_matrix

from rankagg.methods.limits import check_problem_size

__all__ = ["Programme", "Deadline", "Row", "Answer", "violated_triangles", "PROGRAMME_BYTES_PER_PAIR"]

#: violated triangles added per round at most
CUTS_PER_ROUND = 4000
#: bytes per item pair of one component's programme: its dense m x m arrays (the pair index, the order
#: matrix, one slice of triangle sums, the costs) and HiGHS's columns (about 100 bytes each, one per pair)
PROGRAMME_BYTES_PER_PAIR = 150.0
#: relaxations with more triangles than this go to the interior point method
IPM_ROWS = 8000


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


class Deadline:
    """A time budget shared by every programme of one query (None: no limit)."""

    def __init__(self, seconds: float | None) -> None:
        self.end = None if seconds is None else time.monotonic() + seconds

    def left(self) -> float | None:
        return None if self.end is None else max(0.0, self.end - time.monotonic())

    def expired(self) -> bool:
        return self.end is not None and time.monotonic() >= self.end


@dataclass
class Row:
    """One extra linear row ``low <= coef . x <= high`` (dense over the pair variables)."""

    coef: NDArray[np.float64]
    low: float = -np.inf
    high: float = np.inf


@dataclass
class Answer:
    """One HiGHS call: its ``x`` (None when it found none), a valid lower bound of the objective, its status
    (0 optimal, 1 stopped, 2 infeasible); a linear relaxation also gives its bounds' reduced costs."""

    x: NDArray[np.float64] | None
    bound: float
    status: int
    lower_marginals: NDArray[np.float64] | None = None
    upper_marginals: NDArray[np.float64] | None = None


class Programme:
    """The linear ordering programme of one component (``Y``: its rows and columns, items in tie-rule order)."""

    def __init__(self, Y: NDArray[np.float64], W: NDArray[np.float64]) -> None:
        m = Y.shape[0]
        check_problem_size("kemeny(solver=exact)", PROGRAMME_BYTES_PER_PAIR * m * m,
                           f"the integer programme of a component of {m} items")
        self.m = m
        self.iu, self.ju = np.triu_indices(m, 1)
        # Kemeny cost = const + c . x; x_p = 1 when iu[p] is above ju[p]
        self.c = Y[self.ju, self.iu] - Y[self.iu, self.ju]
        self.const = float(Y[self.iu, self.ju].sum())
        # the tie rule's weight of the pairs against the numbering: T = t_const + t . x = sum_p W_p (1 - x_p)
        self.t = -W[self.iu, self.ju]
        self.t_const = float(W[self.iu, self.ju].sum())
        self.pair = np.full((m, m), -1, dtype=np.int64)
        self.pair[self.iu, self.ju] = np.arange(len(self.iu))
        # the triangle constraints so far: three (column, value) per row, and the right-hand sides
        self.tri_cols = np.zeros((0, 3), dtype=np.int64)
        self.tri_vals = np.zeros((0, 3))
        self.tri_rhs = np.zeros(0)
        #: pairs fixed in every optimal order (variable -> value), from the reductions
        self.fixed: dict[int, float] = {}
        self.n_calls = 0

    def matrix(self, x: NDArray[np.float64]) -> NDArray[np.float64]:
        X = np.zeros((self.m, self.m))
        X[self.iu, self.ju] = x
        X[self.ju, self.iu] = 1.0 - x
        return X

    def add_violated(self, x: NDArray[np.float64], limit: int = CUTS_PER_ROUND) -> int:
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
        self.tri_cols = np.concatenate([self.tri_cols, cols])
        self.tri_vals = np.concatenate([self.tri_vals, vals])
        self.tri_rhs = np.concatenate([self.tri_rhs, rhs])
        return k

    @property
    def n_rows(self) -> int:
        return len(self.tri_rhs)

    def triangle_matrix(self) -> csr_matrix:
        from scipy.sparse import csr_matrix

        return csr_matrix((self.tri_vals.ravel(), (np.repeat(np.arange(self.n_rows), 3), self.tri_cols.ravel())),
                          shape=(self.n_rows, len(self.c)))

    def constraints(self, extra: list[Row]) -> list[LinearConstraint]:
        from scipy.optimize import LinearConstraint

        out = [LinearConstraint(r.coef[None, :], r.low, r.high) for r in extra]
        if self.n_rows:
            out.append(LinearConstraint(self.triangle_matrix(), -np.inf, self.tri_rhs))
        return out

    def solve(self, objective: NDArray[np.float64], integral: bool, deadline: Deadline,
              extra: list[Row] | None = None, fixed: dict[int, float] | None = None) -> Answer:
        """One HiGHS call minimising ``objective . x`` under the triangle pool, ``extra`` rows, the reductions'
        fixed pairs and ``fixed`` (variable -> 0/1)."""
        from scipy.optimize import Bounds, milp

        options: dict = {"presolve": True, "mip_rel_gap": 0.0}
        left = deadline.left()
        if left is not None:
            options["time_limit"] = max(left, 0.01)
        lo, hi = np.zeros(len(self.c)), np.ones(len(self.c))
        for var, value in {**self.fixed, **(fixed or {})}.items():
            lo[var] = hi[var] = value
        self.n_calls += 1
        res = milp(objective, integrality=np.full(len(self.c), int(integral)), bounds=Bounds(lo, hi),
                   constraints=self.constraints(extra or []), options=options)
        if res.status == 2:
            return Answer(None, np.inf, 2)
        bound = getattr(res, "mip_dual_bound", None) if integral else res.fun
        if bound is None or not np.isfinite(bound):
            bound = res.fun if res.status == 0 else -np.inf
        x = None if res.x is None else np.asarray(res.x)
        return Answer(x, float(bound), 0 if res.status == 0 else 1)

    def relaxation(self, deadline: Deadline) -> Answer:
        """The linear relaxation of the Kemeny cost under the triangle pool (``bound`` includes the constant),
        with the reduced costs of the pair bounds (for :func:`~rankagg.methods.kemeny.reductions.reduced_cost_pairs`)."""
        from scipy.optimize import linprog

        bounds = np.zeros((len(self.c), 2))
        bounds[:, 1] = 1.0
        for var, value in self.fixed.items():
            bounds[var] = value
        A = self.triangle_matrix() if self.n_rows else None
        left = deadline.left()
        options = {} if left is None else {"time_limit": max(left, 0.01)}
        self.n_calls += 1
        # large relaxations are degenerate: the interior point method (with crossover, for the reduced costs)
        # took 4.6 s where the dual simplex took 25 s (200 items, 22,000 triangles)
        method = "highs-ipm" if self.n_rows > IPM_ROWS else "highs-ds"
        res = linprog(self.c, A_ub=A, b_ub=None if A is None else self.tri_rhs, bounds=bounds,
                      method=method, options=options)
        if res.status != 0 or res.x is None:
            return Answer(None, -np.inf, 1 if res.status != 2 else 2)
        return Answer(np.asarray(res.x), self.const + float(res.fun), 0, np.asarray(res.lower.marginals),
                      np.asarray(res.upper.marginals))

    def order_of(self, x: NDArray[np.float64]) -> NDArray[np.int64]:
        """Items sorted by how many they are above (the order itself when ``x`` is transitive)."""
        wins = self.matrix(np.round(x)).sum(axis=1)
        return np.argsort(-wins, kind="stable").astype(np.int64)

    def x_of(self, order: NDArray[np.int64]) -> NDArray[np.float64]:
        """The pair variables of an order."""
        pos = np.empty(self.m, dtype=np.int64)
        pos[order] = np.arange(self.m)
        return (pos[self.iu] < pos[self.ju]).astype(np.float64)

    def fix_above(self, u: int, v: int) -> tuple[int, float]:
        """The variable and value that put ``u`` above ``v``."""
        return (int(self.pair[u, v]), 1.0) if u < v else (int(self.pair[v, u]), 0.0)

    def above_row(self, order: NDArray[np.int64]) -> Row:
        """The row "reverses at least one adjacent pair of ``order``": any other order does (if it kept every
        adjacent pair it would be ``order``), so with this row the programme asks for a different order."""
        coef = np.zeros(len(self.c))
        low = 1.0
        for t in range(len(order) - 1):
            var, value = self.fix_above(int(order[t + 1]), int(order[t]))
            if value == 1.0:
                coef[var] += 1.0
            else:  # 1 - x_var
                coef[var] -= 1.0
                low -= 1.0
        return Row(coef, low=low)
