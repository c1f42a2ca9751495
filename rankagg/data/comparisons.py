"""Pairwise comparisons in memory, and their per-query matrices (the data the comparison methods read).

:class:`Comparisons` holds one entry per comparison row (``rankagg.io.pairwise`` reads them from a table);
:func:`comparison_matrices` turns them into the per-query pairwise matrices the pairwise methods read
(the layout of :mod:`rankagg.methods.pairwise_kernels`: query ``q``'s ``n x n`` block at
``[moff[q], moff[q+1])``): ``W[i, j]`` = weight of wins of ``i`` over ``j``, ``T[i, j]`` = weight of ties
between them, ``Y = W + T / 2`` (a tie is half a win each way: the binary Volkovs §2.1 matrix of rankings
with a tie) and ``C = W + W^T + T`` (weight of comparisons of the pair).  Items of a query are in string
order (the docid step of the house tie rule: comparisons have no ranks).

The matrices are dense, ``n^2`` doubles per query of ``n`` items, so their memory is estimated from the
item counts and refused over ``RANKAGG_MEMORY_LIMIT_GB`` before anything is allocated
(:func:`check_matrices_fit`): a 189 KB table of 10,000 distinct items in one query asked for 3 GiB.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg._settings import check_memory

__all__ = ["Comparisons", "ComparisonMatrices", "comparison_matrices", "row_cells", "check_matrices_fit",
           "WORKING_MATRICES", "unbounded_scores", "unbounded_queries", "score_below"]

#: dense ``n x n`` arrays a comparison method holds at once for its largest query (Davidson's likelihood:
#: the differences, three log terms, two probabilities, the gradient pieces; a registry kernel's Y and C)
WORKING_MATRICES = 16


@dataclass
class Comparisons:
    """Pairwise comparisons, one entry per input row (``weight`` already multiplied by ``count``)."""

    qids: NDArray[np.str_]
    item_a: NDArray[np.str_]
    item_b: NDArray[np.str_]
    outcome: NDArray[np.float64]  # score of item_a: 1 win, 0 loss, 0.5 tie
    weight: NDArray[np.float64]
    judge: NDArray[np.str_] | None = None
    source: str = "<comparisons>"
    #: each row's ``count`` (how many comparisons the row stands for; None: one each), which a bootstrap by
    #: comparisons redraws one by one (:func:`rankagg.methods.comparisons.bootstrap.redraw_rows`)
    count: NDArray[np.float64] | None = None
    #: per query, the items the caller declared (``items=``): a declared item no row compares is still one of the
    #: query's items, listed last (:func:`rankagg.methods.comparisons.aggregate.aggregate_comparisons`)
    known: dict[str, tuple[str, ...]] | None = None

    def __len__(self) -> int:
        return len(self.qids)


@dataclass
class ComparisonMatrices:
    """Per-query pairwise matrices of :func:`comparison_matrices` (flat, the pairwise kernels' layout)."""

    qids: list[str]
    items: list[list[str]]
    offsets: NDArray[np.int64]
    moff: NDArray[np.int64]
    W: NDArray[np.float64]
    T: NDArray[np.float64]

    @property
    def Y(self) -> NDArray[np.float64]:
        return self.W + 0.5 * self.T

    @property
    def C(self) -> NDArray[np.float64]:
        out = self.W + self.T
        for q in range(len(self.qids)):
            n = len(self.items[q])
            blk = self.W[self.moff[q]:self.moff[q + 1]].reshape(n, n)
            out[self.moff[q]:self.moff[q + 1]] += blk.T.ravel()
        return out

    def block(self, name: str, q: int) -> NDArray[np.float64]:
        """Query ``q``'s ``n x n`` matrix ``name`` (W, T, Y or C)."""
        n = len(self.items[q])
        flat = getattr(self, name)
        return flat[self.moff[q]:self.moff[q + 1]].reshape(n, n)


def score_below(scores: NDArray[np.float64]) -> float:
    """One score strictly below every finite one of ``scores``, apart from the lowest beyond the tie rule's 2^-40
    (1 below it, or 2^-20 of its size): the score of an item with no evidence (an alternative no voter ranked, an
    item no comparison names), which the table then lists last."""
    finite = np.asarray(scores, dtype=np.float64)
    finite = finite[np.isfinite(finite)]
    low = float(finite.min()) if finite.size else 1.0
    return low - max(1.0, abs(low) * 2.0 ** -20)


def check_matrices_fit(source: str, qids: Sequence[str], sizes: NDArray[np.int64]) -> None:
    """Refuse (before allocating) matrices of queries with ``sizes`` items over the memory limit: the four
    flat matrices (W, T, and Y, C as the methods read them) plus :data:`WORKING_MATRICES` of the largest
    query, naming ``source``, the largest query and the estimate."""
    if not len(sizes):
        return
    n = sizes.astype(np.float64)
    largest = int(np.argmax(sizes))
    need = 8.0 * (4.0 * float((n * n).sum()) + WORKING_MATRICES * float(n[largest]) ** 2)
    check_memory(source, need, f"building the pairwise matrices of {len(sizes)} quer{'y' if len(sizes) == 1 else 'ies'} "
                               f"(the largest, {qids[largest]!r}, has {int(sizes[largest])} items)",
                 "Split the table by query, or raise the limit")


def comparison_matrices(comps: Comparisons, weight: NDArray[np.float64] | None = None,
                        items: Mapping[str, Sequence[str]] | None = None) -> ComparisonMatrices:
    """Per-query win and tie matrices (module docstring); ``weight`` replaces the rows' weights (a bootstrap),
    ``items`` fixes each query's items (else those compared, in string order)."""
    w = comps.weight if weight is None else np.asarray(weight, dtype=np.float64)
    qids = sorted(set(comps.qids.tolist())) if items is None else list(items)
    names: list[list[str]] = []
    for q in qids:
        if items is not None:
            names.append(list(items[q]))
        else:
            sel = comps.qids == q
            names.append(sorted(set(comps.item_a[sel].tolist()) | set(comps.item_b[sel].tolist())))
    sizes = np.array([len(n) for n in names], dtype=np.int64)
    check_matrices_fit(comps.source, qids, sizes)
    offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    moff = np.concatenate([[0], np.cumsum(sizes * sizes)]).astype(np.int64)
    mats = ComparisonMatrices(qids, names, offsets, moff, np.zeros(0), np.zeros(0))
    win_cell, tie_cells = row_cells(comps, mats)
    size = int(moff[-1])
    win = win_cell >= 0
    mats.W = np.bincount(win_cell[win], weights=w[win], minlength=size).astype(np.float64)
    tie = ~win
    mats.T = (np.bincount(tie_cells[tie, 0], weights=w[tie], minlength=size)
              + np.bincount(tie_cells[tie, 1], weights=w[tie], minlength=size)).astype(np.float64)
    return mats


def row_cells(comps: Comparisons, mats: ComparisonMatrices) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Where each row lands in the flat matrices of ``mats``: its cell of ``W`` (winner's row, loser's column;
    -1 for a tie) and its two cells of ``T`` (``(a, b)`` and ``(b, a)``; -1 for a win or a loss).  A bootstrap
    adds the rows' redrawn weights into these cells (``np.bincount``), with no reader and no Python loop."""
    q_index = {q: k for k, q in enumerate(mats.qids)}
    pos = {(q, it): k for q, nm in zip(mats.qids, mats.items) for k, it in enumerate(nm)}
    qs = comps.qids.tolist()
    qk = np.array([q_index[q] for q in qs], dtype=np.int64)
    ia = np.array([pos[(q, it)] for q, it in zip(qs, comps.item_a.tolist())], dtype=np.int64)
    ib = np.array([pos[(q, it)] for q, it in zip(qs, comps.item_b.tolist())], dtype=np.int64)
    n = np.diff(mats.offsets)[qk]
    base = mats.moff[qk]
    win, loss = comps.outcome == 1.0, comps.outcome == 0.0
    tie = ~win & ~loss
    win_cell = np.where(win, base + ia * n + ib, np.where(loss, base + ib * n + ia, -1))
    tie_cells = np.where(tie[:, None], np.stack([base + ia * n + ib, base + ib * n + ia], axis=1), -1)
    return win_cell.astype(np.int64), tie_cells.astype(np.int64)


def _reach(edges: NDArray[np.bool_], start: int) -> NDArray[np.bool_]:
    """The items reachable from ``start`` along ``edges[i, j]`` (i to j): SciPy's breadth-first search."""
    from scipy.sparse import csr_matrix  # only when a likelihood without a penalty is checked (SciPy's import cost)
    from scipy.sparse.csgraph import breadth_first_order

    seen = np.zeros(len(edges), dtype=bool)
    seen[breadth_first_order(csr_matrix(edges), start, directed=True, return_predecessors=False)] = True
    return seen


def _names(items: Sequence[str], mask: NDArray[np.bool_], most: int = 5) -> str:
    chosen = [items[i] for i in np.flatnonzero(mask).tolist()]
    return ", ".join(chosen[:most]) + (f" and {len(chosen) - most} more" if len(chosen) > most else "")


def unbounded_scores(mats: ComparisonMatrices) -> list[str]:
    """:func:`unbounded_queries`' reasons, in query order."""
    return list(unbounded_queries(mats).values())


def unbounded_queries(mats: ComparisonMatrices) -> dict[int, str]:
    """Per query (its index), why a Bradley-Terry likelihood without a penalty (davidson with ``alpha = 0``,
    arena) has no unique finite maximum: the items fall into groups never compared with each other (the offset
    between the groups' scores is arbitrary), or a group never beats the rest (Zermelo 1929, Ford 1957: the
    maximum exists iff every split of the items has a win, or a tie, across it both ways; its scores then run off
    to infinity and stop where the solver stops).  A tie bounds a pair both ways.  Empty when every query has its maximum."""
    problems: dict[int, str] = {}
    for q, items in enumerate(mats.items):
        n = len(items)
        if n < 2:
            continue
        beat = (mats.block("W", q) + mats.block("T", q)) > 0  # beat[i, j]: i beat or tied j
        met = _reach(beat | beat.T, 0)
        if not met.all():
            problems[q] = (f"query {mats.qids[q]!r}: the items {_names(items, met)} are never compared with "
                           f"{_names(items, ~met)}, so the maximum-likelihood scores are not unique (the offset "
                           "between the groups is arbitrary: do not compare scores across them)")
            continue
        below = _reach(beat, 0)  # the items a chain of wins from the first one reaches
        above = _reach(beat.T, 0)  # the items with a chain of wins to the first one
        group, rest, verb = ((~below, below, "lose") if not below.all() else
                             (~above, above, "beat") if not above.all() else (None, None, ""))
        if group is not None and rest is not None:
            verb = ("never " + verb + (" to" if verb == "lose" else "")) if group.sum() > 1 else (
                "never " + verb + ("s to" if verb == "lose" else "s"))
            problems[q] = (f"query {mats.qids[q]!r}: {_names(items, group)} {verb} {_names(items, rest)}, so the "
                           "maximum-likelihood scores do not exist (they run off to infinity: the scores shown are "
                           "where the solver stopped; only their order means something)")
    return problems
