"""Markov-chain rank aggregation MC1-MC4 (Dwork, Kumar, Naor & Sivakumar, WWW 2001, §4.3)
and local Kemenization (§4.2), with MCLK = MC4 followed by local Kemenization
(the "MCLK" baseline of St.Agg, Niu et al. UAI 2013, Table 1).

Chains (state = a document of the query, current state ``P``):

* **MC1** — next state uniform over the *multiset* of documents ranked at or
  above ``P`` by the lists that ranked ``P`` (one copy per list, ``P`` included);
* **MC2** — pick uniformly a list that ranked ``P``, then uniformly a document
  that list ranks at or above ``P``;
* **MC3** — pick uniformly a list that ranked ``P``, then uniformly a document
  ``Q`` of that list; go to ``Q`` if the list ranks it above ``P``, else stay;
* **MC4** — pick ``Q`` uniformly among the query's documents; go to ``Q`` if a
  strict majority of the lists that ranked both prefer ``Q`` to ``P``, else stay.

Ergodicity fix (parameter ``teleport``, Dwork et al. §4.3 mention it for MC
chains, as in PageRank): with probability ``teleport`` the walk jumps to a
uniformly chosen document of the query.  A document with no outgoing evidence
(no list ranked it, or with ``unranked="none"`` in MC4 no comparison) jumps
uniformly (the PageRank dangling-node rule).  The score is the stationary
probability, by an exact dense solve of ``pi (I - (1 - teleport) P) = teleport / n``
(``solver="direct"``, the default: LAPACK on at most a few hundred states is
faster than iterating) or by power iteration (``solver="power"``, ``max_iter``/``tol``
on the L1 change, warns if not reached).

``unranked="below"`` treats a document a list did not return as tied below all
its returned documents (the list then "contains" every document of the query).

Long lists: when the dense matrices of MC4 (``unranked="none"``) would be too
large or the dense solve too slow, MC4 runs by power iteration on a sparse chain
that stores, for each document, only the documents that beat it
(:func:`_compact_mc4`; ``max_iter``/``tol`` apply, the stationary distribution
agrees with the dense solve to ``tol``).  The other chains refuse such inputs.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_scores
from rankagg.data.validation import Integer, Options, Real, Text, check_param
from rankagg.methods.registry import make_method, register
from rankagg.methods.base import Aggregator
from rankagg.methods.pairwise_base import PairwiseAggregator
from rankagg.methods.canonical_order import canonical_perm, prepared_ranks
from rankagg.methods.pairwise_kernels import TRANSFORM_CODES, binary_pairwise_flat, local_kemenize_flat, pairwise_flat
from rankagg.methods.pairwise_compact import item_margins, ranker_lists

__all__ = ["MC1", "MC2", "MC3", "MC4", "MCLK", "local_kemenize"]


@njit(cache=True)
def _transition(kind, a, n, b, ranks, Y, T):
    """Fill the n x n transition matrix ``T`` (without teleportation) of one query."""
    nk = ranks.shape[1]
    for i in range(n):
        for j in range(n):
            T[i, j] = 0.0
    if kind == 4:
        for p in range(n):
            for q in range(n):
                if q != p and Y[b + q * n + p] > Y[b + p * n + q]:
                    T[p, q] = 1.0 / n
            s = 0.0
            anyc = False
            for q in range(n):
                s += T[p, q]
                if q != p and (Y[b + q * n + p] != 0.0 or Y[b + p * n + q] != 0.0):
                    anyc = True
            if not anyc and s == 0.0:
                # no comparison at all: dangling document jumps uniformly
                for q in range(n):
                    T[p, q] = 1.0 / n
            else:
                T[p, p] += 1.0 - s
        return
    # per-list counts for MC1-MC3
    nlists = np.zeros(n)
    for k in range(nk):
        m = 0
        for i in range(n):
            if ranks[a + i, k] == ranks[a + i, k]:
                m += 1
        if m == 0:
            continue
        for p in range(n):
            rp = ranks[a + p, k]
            if rp != rp:
                continue
            nlists[p] += 1.0
            if kind == 1:
                for q in range(n):
                    rq = ranks[a + q, k]
                    if rq == rq and rq <= rp:
                        T[p, q] += 1.0
            elif kind == 2:
                c = 0
                for q in range(n):
                    rq = ranks[a + q, k]
                    if rq == rq and rq <= rp:
                        c += 1
                for q in range(n):
                    rq = ranks[a + q, k]
                    if rq == rq and rq <= rp:
                        T[p, q] += 1.0 / c
            else:
                for q in range(n):
                    rq = ranks[a + q, k]
                    if rq == rq and rq < rp:
                        T[p, q] += 1.0 / m
                    elif rq == rq:
                        T[p, p] += 1.0 / m
    for p in range(n):
        if nlists[p] == 0:
            for q in range(n):
                T[p, q] = 1.0 / n
            continue
        s = 0.0
        for q in range(n):
            s += T[p, q]
        for q in range(n):
            T[p, q] /= s


@njit(cache=True)
def _l1_step(pi, new):  # pragma: no cover - compiled
    """``pi <- new``; returns the L1 change (the power iteration's stopping quantity)."""
    diff = 0.0
    for j in range(pi.shape[0]):
        diff += abs(new[j] - pi[j])
        pi[j] = new[j]
    return diff


@njit(cache=True)
def _markov_flat(kind, offsets, moff, ranks, Y, teleport, solver, max_iter, tol):
    nq = offsets.shape[0] - 1
    out = np.zeros(offsets[nq])
    n_iter = np.zeros(nq, np.int64)
    resid = np.zeros(nq)
    conv = np.ones(nq, np.bool_)
    nmax = 0
    for q in range(nq):
        nmax = max(nmax, offsets[q + 1] - offsets[q])
    Tbuf = np.zeros((nmax, nmax))
    Abuf = np.zeros((nmax, nmax))
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n == 0:
            continue
        T = Tbuf[:n, :n]
        _transition(kind, a, n, moff[q], ranks, Y, T)
        if solver == 1:
            # A = I - (1 - teleport) T^T is strictly column diagonally dominant (rows of T sum
            # to 1), so Gaussian elimination without pivoting is stable
            A = Abuf[:n, :n]
            c = 1.0 - teleport
            for i in range(n):
                for j in range(n):
                    A[i, j] = -c * T[j, i]
                A[i, i] += 1.0
            pi = np.full(n, teleport / n)
            for k in range(n):
                piv = A[k, k]
                for i in range(k + 1, n):
                    f = A[i, k] / piv
                    if f != 0.0:
                        for j in range(k + 1, n):
                            A[i, j] -= f * A[k, j]
                        pi[i] -= f * pi[k]
            for i in range(n - 1, -1, -1):
                t = pi[i]
                for j in range(i + 1, n):
                    t -= A[i, j] * pi[j]
                pi[i] = t / A[i, i]
            tot = pi.sum()
            for i in range(n):
                pi[i] /= tot
            n_iter[q] = 1
        else:
            pi = np.full(n, 1.0 / n)
            new = np.empty(n)
            it = 0
            diff = np.inf
            while it < max_iter:
                it += 1
                for j in range(n):
                    new[j] = teleport / n
                for i in range(n):
                    w = (1.0 - teleport) * pi[i]
                    if w == 0.0:
                        continue
                    for j in range(n):
                        new[j] += w * T[i, j]
                diff = _l1_step(pi, new)
                if diff < tol:
                    break
            n_iter[q] = it
            resid[q] = diff
            conv[q] = diff < tol
        for i in range(n):
            out[a + i] = pi[i]
    return out, n_iter, resid, conv


@njit(cache=True)
def _compact_mc4(offsets, ranks, teleport, max_iter, tol):  # pragma: no cover - compiled
    """MC4 by power iteration on a sparse chain: per state ``p`` only the documents that beat it.

    ``Q`` beats ``P`` when more of the lists that ranked both put ``Q`` above ``P``
    (``unranked="none"``); only documents sharing a list with ``P`` can, so they are
    found list by list.  Same chain as the dense kernel (``1/n`` to each beater,
    the rest stays, documents with no comparison jump uniformly, teleportation),
    memory ``O(edges)`` for one query at a time.
    """
    nq = offsets.shape[0] - 1
    nk = ranks.shape[1]
    out = np.zeros(offsets[nq])
    n_iter = np.zeros(nq, np.int64)
    resid = np.zeros(nq)
    conv = np.ones(nq, np.bool_)
    for q in range(nq):
        a = offsets[q]
        n = offsets[q + 1] - a
        if n == 0:
            continue
        ptr, items, nr = ranker_lists(a, n, ranks)
        rowptr = np.zeros(n + 1, np.int64)
        cap = 16 * n + 16
        cols = np.empty(cap, np.int64)
        dangling = np.zeros(n, np.bool_)
        s = np.zeros(n, np.int64)
        compared = np.zeros(n, np.bool_)
        touched = np.zeros(n, np.bool_)
        stack = np.empty(n, np.int64)
        for p in range(n):
            m = item_margins(p, a, ranks, ptr, items, s, compared, touched, stack)
            anyc = False
            e = rowptr[p]
            for t in range(m):
                j = stack[t]
                if compared[j]:
                    anyc = True
                if s[j] < 0:  # j beats p
                    if e >= cap:
                        cap *= 2
                        grown = np.empty(cap, np.int64)
                        grown[:e] = cols[:e]
                        cols = grown
                    cols[e] = j
                    e += 1
            rowptr[p + 1] = e
            dangling[p] = (not anyc) and e == rowptr[p]
        pi = np.full(n, 1.0 / n)
        new = np.empty(n)
        c = 1.0 - teleport
        it = 0
        diff = np.inf
        while it < max_iter:
            it += 1
            spread = 0.0
            for j in range(n):
                new[j] = 0.0
            for p in range(n):
                w = c * pi[p]
                if dangling[p]:
                    spread += w / n
                    continue
                b = rowptr[p + 1] - rowptr[p]
                new[p] += w * (1.0 - b / n)
                for t in range(rowptr[p], rowptr[p + 1]):
                    new[cols[t]] += w / n
            for j in range(n):
                new[j] += spread + teleport / n
            diff = _l1_step(pi, new)
            if diff < tol:
                break
        n_iter[q] = it
        resid[q] = diff
        conv[q] = diff < tol
        for i in range(n):
            out[a + i] = pi[i]
    return out, n_iter, resid, conv


class _MarkovChain(PairwiseAggregator):
    kind: int = 4
    defaults = {"teleport": 0.05, "unranked": "none", "solver": "direct", "max_iter": 1000, "tol": 1e-10,
                "positions": "raw", "transform": "binary"}
    param_grid = {"teleport": [0.05, 0.15], "unranked": ["none", "below"]}
    param_doc = {
        **PairwiseAggregator.param_doc,
        "teleport": "probability of a uniform jump (ergodicity fix), in (0, 1]",
        "solver": "power | direct: power iteration or dense linear solve",
        "max_iter": "power iterations at most",
        "tol": "L1 change of the distribution that stops the power iteration",
    }
    citation = "Dwork, Kumar, Naor & Sivakumar, Rank aggregation methods for the web, WWW 2001, §4.3"

    dense_work_matrices = 2  # the transition matrix and the linear system of the largest query

    @property
    def uses_pairwise(self) -> bool:  # type: ignore[override]
        return self.kind == 4

    param_constraints = {
        "teleport": Real(0, 1, low_open=True),
        "solver": Options("power", "direct"),
        "max_iter": Integer(1),
        "tol": Real(0, low_open=True),
    }

    @property
    def cubic_work(self) -> bool:  # type: ignore[override]
        return self.solver == "direct"

    def has_compact_path(self) -> bool:
        return self.kind == 4 and self.unranked == "none"

    def _compact_work(self, data: Rankings) -> float:
        """Pairs sharing a list (an upper bound on the chain's edges) times the power iterations needed."""
        lengths = data.list_lengths().astype(np.float64)
        pairs = float((lengths**2).sum()) / 2.0
        iters = min(float(self.max_iter), np.log(float(self.tol)) / np.log(1.0 - float(self.teleport)) + 1.0)
        return pairs * iters

    def _compact(self, offsets, ranks, below):
        """MC4 without n x n matrices (power iteration on the sparse chain; unranked="none" only)."""
        return _compact_mc4(offsets, ranks, float(self.teleport), int(self.max_iter), float(self.tol))

    def _kernel(self, offsets, moff, Y, C, ranks):
        s, it, resid, conv = _markov_flat(self.kind, offsets, moff, ranks, Y, float(self.teleport),
                                          1 if self.solver == "direct" else 0, int(self.max_iter), float(self.tol))
        return s, it, resid, conv


@register("mc1")
class MC1(_MarkovChain):
    """MC1 of Dwork et al. (WWW 2001, §4.3): uniform over the multiset of documents ranked at or above."""

    kind = 1


@register("mc2")
class MC2(_MarkovChain):
    """MC2 of Dwork et al. (WWW 2001, §4.3): random list containing P, then a document at or above P."""

    kind = 2


@register("mc3")
class MC3(_MarkovChain):
    """MC3 of Dwork et al. (WWW 2001, §4.3): random list containing P, random document of it, move if better."""

    kind = 3


@register("mc4")
class MC4(_MarkovChain):
    """MC4 of Dwork et al. (WWW 2001, §4.3): random document, move if a majority prefers it."""

    kind = 4


# ---------------------------------------------------------------- local Kemenization
def local_kemenize(data: Rankings, scores: NDArray[np.float64], *, unranked: str = "none",
                   transform: str = "binary", positions: str = "raw") -> NDArray[np.float64]:
    """Locally Kemenize any consensus (Dwork et al. WWW 2001, §4.2).

    ``scores`` (higher = better, ties and NaN by the house rule) give the input
    order; the result is the locally Kemeny-optimal order closest to it: every
    adjacent pair agrees with the majority of the rankers that compared them
    (strictly more weight, with the chosen Volkovs §2.1 transform).  Returns
    distinct scores ``n - position``.
    """
    if data.n_items == 0:
        return np.zeros(0)
    base = consensus_scores(data, scores)  # house tie rule settles the input order
    perm = canonical_perm(data)
    check_param("unranked", unranked, Options("none", "below"))
    check_param("transform", transform, Options(tuple(TRANSFORM_CODES)))
    if transform == "binary":
        ranks = np.ascontiguousarray(prepared_ranks(data, positions, unranked)[perm])
        moff, Y = binary_pairwise_flat(data.offsets, ranks)
    else:
        ranks = np.ascontiguousarray(prepared_ranks(data, positions, "none")[perm])
        moff, Y, _ = pairwise_flat(data.offsets, ranks, TRANSFORM_CODES[transform], unranked == "below")
    s = local_kemenize_flat(data.offsets, moff, Y, np.ascontiguousarray(base[perm]))
    out = np.empty(data.n_items)
    out[perm] = s
    return out


@register("mclk")
class MCLK(PairwiseAggregator):
    """MCLK: a base consensus (MC4 by default) followed by local Kemenization.

    Dwork et al. (WWW 2001, §4.2, §5) recommend local Kemenization after any
    aggregation; St.Agg (Niu et al. UAI 2013, Table 1) reports MC4 + local
    Kemenization as "MCLK".  ``base`` is any registered method spec.
    """

    defaults = {"base": "mc4", "unranked": "none", "transform": "binary", "positions": "raw"}
    param_grid = {"unranked": ["none", "below"]}
    param_doc = {**PairwiseAggregator.param_doc, "base": "spec of the method whose output is Kemenized"}
    citation = "Dwork et al., WWW 2001, §4.2 (local Kemenization) after MC4 (§4.3); Niu et al. UAI 2013 Table 1"

    param_constraints = {"base": Text("a method spec string")}

    def _validate_params(self) -> None:
        name = self.base.split("(")[0].strip()
        if name == "mclk":
            raise ValueError("mclk: parameter base must not be mclk itself")

    def _base(self) -> Any:
        m = make_method(self.base)
        # a pairwise base method shares the unranked treatment unless its spec fixes it
        if isinstance(m, PairwiseAggregator) and "unranked" in m.defaults and "unranked" not in self.base:
            m = m.with_params(unranked=self.unranked)
        return m

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "MCLK":
        return self

    def aggregate(self, data: Rankings) -> NDArray[np.float64]:
        return Aggregator.aggregate(self, data)

    def score(self, data: Rankings) -> NDArray[np.float64]:
        if data.n_items == 0:
            return np.zeros(0)
        base = self._base().aggregate(data)
        out = local_kemenize(data, base, unranked=self.unranked, transform=self.transform, positions=self.positions)
        out[data.n_ranked_by == 0] = np.nan
        return out
