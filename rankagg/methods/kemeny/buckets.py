"""Exact bucket-order Kemeny consensus (ties allowed in the consensus) with a proof.

The consensus is a *bucket order* (weak order: buckets of tied items, the buckets ranked), as in the optimal
bucket order problem (OBOP; Aledo, Gámez & Rosete, Eur. J. Oper. Res. 2017) and Kemeny & Snell's distance on
weak orders (Kemeny & Snell, *Mathematical Models in the Social Sciences*, 1962, ch. 2): for one voter and one
pair, agreeing costs 0, a tie against a strict preference (either way round) costs 1, the reverse preference
costs 2.  Votes that tie (PrefLib ``.toc``/``.toi``, lists with tied ranks, ``unranked="below"``) are counted
as ties, not split.  With ``S[i, j]`` the weight of the voters that put ``i`` strictly above ``j`` and
``E[i, j]`` the weight of those that tie them, the consensus pays per pair

* ``i`` above ``j``: ``2 S[j, i] + E[i, j]``; tied: ``S[i, j] + S[j, i]``; ``j`` above ``i``: ``2 S[i, j] + E[i, j]``.

The integer programme has one binary ``a_ij`` per ordered pair (``i`` strictly above ``j``) with
``a_ij + a_ji <= 1`` and negative transitivity ``a_ik <= a_ij + a_jk`` (a strict weak order is asymmetric and
negatively transitive, hence transitive); the transitivity rows are added lazily (each answer's violated
triples, then solved again), so every bound is valid and the answer, once a weak order, is optimal:
``lower_bound == objective``.  HiGHS (SciPy) runs with ``mip_rel_gap=0``.  When the time limit stops it, the
answer is the Copeland bucket order (items with equal Copeland scores tied: the same on every run) with the best
bound reached.  The limit is a clock's: it is checked between rounds and passed to HiGHS, so the programme's
setup and the last round's triple search run past it (measured on one query of 300 documents on this 2-core
machine: 6.1 s at ``time_limit=5``, 21.5 s at 20; the fourth bar saw 62 s at the default 60), and whether
it stops a query depends on the machine; the order a stopped query gets does not.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from rankagg.methods.kemeny.programme import Deadline
from rankagg.methods.limits import check_problem_size

__all__ = ["BucketCertificate", "solve_buckets", "bucket_cost", "pair_counts"]

#: bytes per ordered item pair: the dense n x n arrays of one separation round and HiGHS's columns
BUCKET_BYTES_PER_PAIR = 200.0
ROWS_PER_ROUND = 5000


@dataclass
class BucketCertificate:
    """A bucket order: ``bucket[i]`` = the rank of item ``i``'s bucket (0: the top one), its objective, a proven
    lower bound (``proven``: equal), and ``note`` (what a limit did)."""

    bucket: NDArray[np.int64]
    objective: float
    lower_bound: float
    proven: bool
    note: str = ""

    @property
    def gap(self) -> float:
        return max(0.0, self.objective - self.lower_bound)


def pair_counts(ranks: NDArray[np.float64]) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """``S[i, j]``: voters (columns of ``ranks``, 1 = best, NaN = not ranked) with ``i`` strictly above ``j``;
    ``E[i, j]``: voters that rank both and tie them (off the diagonal)."""
    r = np.asarray(ranks, dtype=np.float64)
    both = ~np.isnan(r)[:, None, :] & ~np.isnan(r)[None, :, :]
    S = (r[:, None, :] < r[None, :, :]).sum(axis=2).astype(np.float64)
    E = (both & (r[:, None, :] == r[None, :, :])).sum(axis=2).astype(np.float64)
    np.fill_diagonal(E, 0.0)
    return S, E


def bucket_cost(S: NDArray[np.float64], E: NDArray[np.float64], bucket: NDArray[np.int64]) -> float:
    """The Kemeny-Snell cost of a bucket order (module docstring)."""
    b = np.asarray(bucket)
    above = b[:, None] < b[None, :]
    tied = (b[:, None] == b[None, :]) & ~np.eye(len(b), dtype=bool)
    # each ordered pair (i above j) pays 2 S[j, i] + E[i, j]; each tied pair S[i, j] + S[j, i] once
    return float((above * (2 * S.T + E)).sum() + (tied * S).sum())


def _copeland_buckets(S: NDArray[np.float64]) -> NDArray[np.int64]:
    score = np.sign(S - S.T).sum(axis=1)
    return np.unique(-score, return_inverse=True)[1].astype(np.int64)


def solve_buckets(S: NDArray[np.float64], E: NDArray[np.float64], *,
                  time_limit: float | None = 60.0) -> BucketCertificate:
    """The optimal bucket order of ``S`` (strict preferences) and ``E`` (ties), with a proof (module docstring)."""
    S = np.asarray(S, dtype=np.float64)
    E = np.asarray(E, dtype=np.float64)
    n = S.shape[0]
    if S.shape != (n, n) or E.shape != (n, n):
        raise ValueError(f"solve_buckets: S and E must be square matrices of one size; got {S.shape} and {E.shape}")
    if n <= 1:
        return BucketCertificate(np.zeros(n, dtype=np.int64), 0.0, 0.0, True)
    check_problem_size("kemeny(consensus=buckets)", BUCKET_BYTES_PER_PAIR * n * n,
                       f"the bucket-order programme of {n} items")
    # scipy.optimize when a programme is solved: importing it with the registry cost `rankagg methods` 0.5 s
    from scipy.optimize import Bounds, LinearConstraint, milp
    from scipy.sparse import csr_matrix

    deadline = Deadline(time_limit)
    ii, jj = np.nonzero(~np.eye(n, dtype=bool))  # variable v: a[ii[v], jj[v]], i strictly above j
    var = np.full((n, n), -1, dtype=np.int64)
    var[ii, jj] = np.arange(len(ii))
    tie_cost = S + S.T
    # cost = sum_{i<j} tie_cost + sum_v (above_cost - tie_cost) a_v
    c = (2 * S.T + E)[ii, jj] - tie_cost[ii, jj]
    const = float(np.triu(tie_cost, 1).sum())
    iu, ju = np.triu_indices(n, 1)
    asym = csr_matrix((np.ones(2 * len(iu)), (np.repeat(np.arange(len(iu)), 2),
                                              np.column_stack([var[iu, ju], var[ju, iu]]).ravel())),
                      shape=(len(iu), len(ii)))
    rows: list[NDArray[np.int64]] = []  # triples (i, j, k): a_ik - a_ij - a_jk <= 0
    integral = bool(np.all(S == np.round(S)) and np.all(E == np.round(E)))
    bound = -np.inf
    while not deadline.expired():
        cons = [LinearConstraint(asym, -np.inf, 1.0)]
        if rows:
            t = np.concatenate(rows)
            k = len(t)
            A = csr_matrix((np.tile([1.0, -1.0, -1.0], k),
                            (np.repeat(np.arange(k), 3),
                             np.column_stack([var[t[:, 0], t[:, 2]], var[t[:, 0], t[:, 1]], var[t[:, 1], t[:, 2]]]).ravel())),
                           shape=(k, len(ii)))
            cons.append(LinearConstraint(A, -np.inf, 0.0))
        options: dict = {"presolve": True, "mip_rel_gap": 0.0}
        left = deadline.left()
        if left is not None:
            options["time_limit"] = max(left, 0.01)
        res = milp(c, integrality=np.ones(len(ii)), bounds=Bounds(0, 1), constraints=cons, options=options)
        b = getattr(res, "mip_dual_bound", None)
        if b is not None and np.isfinite(b):
            b = const + float(b)
            bound = max(bound, float(np.ceil(b - 1e-6)) if integral else b)
        if res.x is None or res.status != 0:
            break
        a = np.zeros((n, n))
        a[ii, jj] = np.round(res.x)
        new = _violated_triples(a)
        if len(new) == 0:
            above = a.sum(axis=1)  # in a weak order, an item's bucket is fixed by how many it is above
            bucket = np.unique(-above, return_inverse=True)[1].astype(np.int64)
            cost = bucket_cost(S, E, bucket)
            return BucketCertificate(bucket, cost, cost, True)
        rows.append(new)
    bucket = _copeland_buckets(S)
    cost = bucket_cost(S, E, bucket)
    return BucketCertificate(bucket, cost, min(bound, cost), bound >= cost - 1e-9,
                             "time limit: optimum not proven; the order is the Copeland bucket order")


def _violated_triples(a: NDArray[np.float64]) -> NDArray[np.int64]:
    """Triples ``(i, j, k)`` with ``a_ik = 1`` but ``a_ij = a_jk = 0`` (negative transitivity broken), at most
    :data:`ROWS_PER_ROUND`, one ``j`` at a time (an ``n x n`` slice)."""
    n = a.shape[0]
    found: list[NDArray[np.int64]] = []
    total = 0
    for j in range(n):
        bad = (a > 0.5) & (a[:, j] < 0.5)[:, None] & (a[j, :] < 0.5)[None, :]
        bad[j, :] = False
        bad[:, j] = False
        i, k = np.nonzero(bad)
        if len(i):
            found.append(np.column_stack([i, np.full(len(i), j), k]))
            total += len(i)
            if total >= ROWS_PER_ROUND:
                break
    return np.concatenate(found)[:ROWS_PER_ROUND] if found else np.zeros((0, 3), dtype=np.int64)
