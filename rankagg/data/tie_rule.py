"""The house tie rule: the consensus order of a method's scores, query by query.

Conventions (documented once, used everywhere)
----------------------------------------------
* **Tie rule.**  When a method gives two items of a query the same score, the
  consensus order puts first the item ranked by more rankers, then the one with
  the better (smaller) best local rank, then the smaller docid (string order).
  :func:`consensus_order` implements it; every method's output goes through it,
  so written scores are always distinct and the LETOR evaluator's line-order
  tie rule never decides anything.
* **Equal scores are decided quantised, not bit-exact.**  Floating-point
  rounding makes mathematically equal scores differ in the last bits (CombSUM
  gives ``1.0`` and ``0.9999999999999998`` for two items with equal sums), which
  would let the rounding, not the tie rule, decide.  Before the tie rule,
  :func:`comparable_scores` merges every run of a query's scores whose
  consecutive gaps (in sorted order) are each at most :data:`TIE_TOLERANCE` (2^-40, about 9.1e-13) times
  the larger absolute value of the gap's two scores (:func:`tied_gap`): the merged items compare equal and
  the tie rule orders them.  The scale is the gap's own, not the query's largest score: a rounding error is
  relative to the numbers rounded, so one huge score (a 1e15 sentinel) leaves the order of the other
  scores to their values.  The merge depends only on the query's multiset of scores, never on the order
  of items or rankers.

The functions take the keys as arrays (:func:`order_by_tie_rule`, for the
sparse fusion path that never builds a rank matrix) or read them from a
:class:`~rankagg.data.rankings.Rankings` (:func:`consensus_order`,
:func:`consensus_scores`); :mod:`rankagg.data.rankings` re-exports them.
"""

from __future__ import annotations

from typing import Protocol, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.ranks import segment_ids


class Rankings(Protocol):
    """What the tie rule reads of a :class:`rankagg.data.rankings.Rankings` (which imports this module: the
    rule names the attributes it reads instead of importing the data model back)."""

    @property
    def n_items(self) -> int: ...
    @property
    def offsets(self) -> NDArray[np.int64]: ...
    @property
    def sizes(self) -> NDArray[np.int64]: ...
    @property
    def query_of_item(self) -> NDArray[np.int64]: ...
    @property
    def n_ranked_by(self) -> NDArray: ...
    @property
    def docids(self) -> NDArray[np.str_]: ...
    def best_rank(self) -> NDArray[np.float64]: ...

__all__ = ["TIE_TOLERANCE", "comparable_scores", "consensus_order", "consensus_scores", "first_by_tie_rule",
           "first_by_tie_rule_without", "order_by_tie_rule", "order_finite_query", "tied_gap"]


#: two neighbouring scores of a query closer than this fraction of the larger of their absolute values compare equal
TIE_TOLERANCE = 2.0 ** -40


def tied_gap(higher: NDArray[np.float64] | float, lower: NDArray[np.float64] | float) -> NDArray[np.bool_]:
    """Whether scores ``higher >= lower`` (neighbours in a query's sorted scores) are in one run of near-ties:
    ``higher - lower <= TIE_TOLERANCE x max(|higher|, |lower|)``, in doubles.  An infinite magnitude scales
    nothing (an infinite score ties only an equal one, by equality), NaN ties nothing; a difference that
    overflows (``1e308 - -1e308``) is no tie.  The compiled kernels' ``tied_gap`` (fuse.h) is the same
    expression, so the two paths order alike bit for bit."""
    hi, lo = np.asarray(higher, dtype=np.float64), np.asarray(lower, dtype=np.float64)
    with np.errstate(over="ignore", invalid="ignore"):
        mag = np.maximum(np.abs(hi), np.abs(lo))
        return np.asarray((hi - lo <= TIE_TOLERANCE * mag) & np.isfinite(mag))


def comparable_scores(offsets: NDArray[np.int64], scores: NDArray[np.float64]) -> NDArray[np.float64]:
    """Scores with rounding-level differences removed, so the tie rule decides near-ties.

    Per query (``offsets``), the scores are sorted; every run whose consecutive gaps are tied (:func:`tied_gap`)
    becomes one value, the run's largest.  Order is preserved, NaN stays NaN, and the result depends only on
    each query's multiset of scores.
    """
    return _comparable_scores_and_order(offsets, scores)[0]


def _query_scales(offsets: NDArray[np.int64], scores: NDArray[np.float64]) -> NDArray[np.float64]:
    """Each query's largest absolute finite score (0 for an empty query or one without finite scores): a bound
    on every tied gap's tolerance in the query (``TIE_TOLERANCE x`` it), for cuts that must not split a run."""
    mag = np.where(np.isfinite(scores), np.abs(scores), 0.0)
    nonempty = np.diff(offsets) > 0
    scale = np.zeros(len(offsets) - 1)
    if nonempty.any():
        scale[nonempty] = np.maximum.reduceat(mag, offsets[:-1][nonempty])
    return scale


def _comparable_scores_and_order(offsets: NDArray[np.int64], scores: NDArray[np.float64]
                                 ) -> tuple[NDArray[np.float64], NDArray[np.int64]]:
    """:func:`comparable_scores`, and the order it sorted the items in (by query, then score descending,
    NaN last, ties in input order), which also sorts them by the comparable scores."""
    s = np.asarray(scores, dtype=np.float64)
    out = s.copy()
    n = s.shape[0]
    if n < 2:
        return out, np.arange(n)
    offsets = np.asarray(offsets, dtype=np.int64)
    qidx = segment_ids(offsets)
    order = np.lexsort((-s, qidx))  # by query, score descending, NaN last
    so, qo = s[order], qidx[order]
    new_run = np.ones(n, dtype=bool)
    new_run[1:] = (qo[1:] != qo[:-1]) | ~tied_gap(so[:-1], so[1:])
    first = np.maximum.accumulate(np.where(new_run, np.arange(n), 0))
    out[order] = so[first]
    return out, order


def order_by_tie_rule(offsets: NDArray[np.int64], scores: NDArray[np.float64], n_ranked_by: NDArray,
                      best_rank: NDArray, docids: NDArray[np.str_] | NDArray[np.int64] | Sequence[str]
                      ) -> NDArray[np.int64]:
    """The consensus order from its keys alone (what :func:`consensus_order` computes from a
    :class:`Rankings`; the sparse fusion path gives the keys without building the rank matrix).

    ``scores`` are compared quantised (:func:`comparable_scores`), higher first,
    NaN last; then ``n_ranked_by`` (more first), ``best_rank`` (smaller first; NaN
    or inf = never ranked) and ``docids`` (string order; or integers, such as the three keys folded into one).  A stable sort by query
    and score, then only the runs of equal scores are sorted again by the other
    keys (most scores are distinct, and string comparisons are the slow part).
    One query of finite scores takes
    :func:`_order_one_query`'s route (the same order; ``docids`` may then be a list, read at the tied items).
    """
    n = len(scores)
    if n == 0:
        return np.zeros(0, dtype=np.int64)
    if len(offsets) == 2:  # one query (the per-query Fuser): one sort of the tied items, when the scores are finite
        s = np.asarray(scores, dtype=np.float64)
        if np.isfinite(s).all():
            return _order_one_query(s, n_ranked_by, best_rank, docids)
    docids = np.asarray(docids)
    qidx = segment_ids(offsets)
    # sorted by the exact scores, which sorts by the comparable ones too; items equal on every key are
    # re-sorted below down to their input position, so the order within them does not matter here
    quantised, order = _comparable_scores_and_order(offsets, scores)
    key_score = np.where(np.isnan(quantised), np.inf, -quantised)
    neg_n = -np.asarray(n_ranked_by, dtype=np.float64)
    best = np.where(np.isnan(best_rank), np.inf, best_rank)
    order = order.copy()
    for keys in ((key_score,), (key_score, neg_n, best)):
        # runs of adjacent items (same query) equal on every key so far
        q_o = qidx[order]
        tied = np.zeros(n, dtype=bool)
        tied[1:] = q_o[1:] == q_o[:-1]
        for k in keys:
            k_o = k[order]
            tied[1:] &= k_o[1:] == k_o[:-1]
        if not tied.any():
            break
        in_run = tied.copy()
        in_run[:-1] |= tied[1:]
        pos = np.flatnonzero(in_run)
        run_id = np.cumsum(~tied)[pos]
        items = order[pos]
        if len(keys) == 1:  # equal scores: more rankers, better best rank, then input position
            sub = np.lexsort((items, best[items], neg_n[items], run_id))
        else:  # still tied: docid
            sub = np.lexsort((docids[items], run_id))
        order[pos] = items[sub]
    return order


def order_finite_query(scores: NDArray[np.float64], n_ranked_by: NDArray, best_rank: NDArray,
                       docids: NDArray[np.str_] | NDArray[np.int64] | Sequence[str]) -> NDArray[np.int64]:
    """:func:`order_by_tie_rule` of one query whose ``scores`` (float64) the caller has found finite (the
    per-query ``Fuser`` refuses a fused score that is not), by the same route, without checking them again."""
    if len(scores) < 2:
        return np.arange(len(scores), dtype=np.int64)
    return _order_one_query(scores, n_ranked_by, best_rank, docids)


def _order_one_query(s: NDArray[np.float64], n_ranked_by: NDArray, best_rank: NDArray,
                     docids: NDArray[np.str_] | NDArray[np.int64] | Sequence[str]) -> NDArray[np.int64]:
    """:func:`order_by_tie_rule` on one query of finite scores, with fewer array steps (the per-query
    ``Fuser``'s Python path orders a few hundred documents a request, where each NumPy call's overhead is the
    time).  The same rule: a stable sort by score descending; the runs of sorted scores whose consecutive
    gaps are tied (:func:`tied_gap`); within a run the general path's two passes order by (more
    rankers, best rank, input position), then the items still tied by docid, stably, which is one stable
    sort by (more rankers, best rank, docid, input position): this one.  tests/data/test_tie_rule_one_query.py
    holds it to the general path bit for bit."""
    order = np.argsort(-s, kind="stable")  # score descending, ties in input order
    so = s[order]
    # tied_gap, faster: finite and sorted, max(|hi|, |lo|) is max(hi, -lo), and no gap overflows if the range does not
    hi, lo = so[:-1], so[1:]
    finite_range = so[0].item() - so[-1].item() < float("inf")  # Python floats: an overflow is inf, no warning
    link = (hi - lo <= TIE_TOLERANCE * np.maximum(hi, -lo)) if finite_range else tied_gap(hi, lo)
    linked = np.flatnonzero(link)
    if not linked.size:
        return order
    at, run_id = _runs(linked.tolist()) if linked.size <= _FEW_LINKS else _run_arrays(link)
    pos = np.asarray(at)
    items = order[pos]
    neg_n = -np.asarray(n_ranked_by)[items].astype(np.float64)
    best = np.asarray(best_rank)[items]
    if best.dtype.kind not in "iub":  # a float rank (NaN: never ranked); an integer rank is never NaN
        best = best.astype(np.float64)
        best[np.isnan(best)] = np.inf
    ids = docids[items] if isinstance(docids, np.ndarray) else np.array([docids[i] for i in items.tolist()])
    order[pos] = items[np.lexsort((items, ids, best, neg_n, np.asarray(run_id)))]
    return order


#: up to this many links of tied neighbours, :func:`_runs` walks them in Python (fewer steps than the arrays)
_FEW_LINKS = 64


def _runs(linked: list[int]) -> tuple[list[int], list[int]]:
    """The sorted positions of the tied items and their runs' numbers, from the positions ``i`` whose item
    is in one run with item ``i + 1`` (ascending): a walk over those links."""
    pos: list[int] = []
    run_id: list[int] = []
    prev, run = -2, 0
    for i in linked:
        if i != prev + 1:  # a new run starts at i
            run += 1
            pos.append(i)
            run_id.append(run)
        pos.append(i + 1)
        run_id.append(run)
        prev = i
    return pos, run_id


def _run_arrays(link: NDArray[np.bool_]) -> tuple[NDArray[np.intp], NDArray[np.intp]]:
    """:func:`_runs` from ``link`` (whether sorted items ``i`` and ``i + 1`` are in one run), in array steps."""
    new_run = np.ones(len(link) + 1, dtype=bool)
    new_run[1:] = ~link
    in_run = ~new_run
    in_run[:-1] |= link
    pos = np.flatnonzero(in_run)
    return pos, np.cumsum(new_run)[pos]


def first_by_tie_rule(offsets: NDArray[np.int64], scores: NDArray[np.float64], n_ranked_by: NDArray,
                      best_rank: NDArray[np.float64], docids: NDArray[np.str_], m: int) -> NDArray[np.bool_]:
    """Whether each item is among its query's first ``m`` in :func:`order_by_tie_rule`'s order, bit for bit,
    without ordering every item (the label-free quality's pseudo-qrels are a consensus's top 10 of
    thousands of documents a query: the whole order was half the default fusion's CPU on TREC-COVID).

    In a query of more than ``4 m`` items only these can be among the first ``m``: the items scoring at
    least its ``m``-th largest finite score ``s_m`` and those a run of near-ties (:func:`comparable_scores`)
    joins to them, which lie within ``n x TIE_TOLERANCE x scale`` below ``s_m`` (``n`` gaps at most, each at
    most the tolerance of its larger score, at most the query's largest absolute score ``scale``).  Every
    other item compares lower than ``m`` items, so it comes after them.  The kept items are a top of the
    sorted query, so their neighbours are the whole query's, and their order is the whole order restricted
    to them.  A small query,
    and one with a score that is not finite, is kept whole.
    """
    s = np.asarray(scores, dtype=np.float64)
    if m < 1:
        return np.zeros(len(s), dtype=bool)
    offsets = np.asarray(offsets, dtype=np.int64)
    n_queries = len(offsets) - 1
    keep = candidates_of_first(offsets, s, m, 4 * m)
    at = np.flatnonzero(keep)
    sub_offsets = np.zeros(n_queries + 1, dtype=np.int64)
    np.cumsum(np.bincount(segment_ids(offsets)[at], minlength=n_queries), out=sub_offsets[1:])
    first = np.zeros(len(s), dtype=bool)
    first[at[_first_of_segments(sub_offsets, s[at], np.asarray(n_ranked_by)[at], np.asarray(best_rank)[at],
                                np.asarray(docids)[at], m)]] = True
    return first


def candidates_of_first(offsets: NDArray[np.int64], scores: NDArray[np.float64], m: int, larger_than: int
                        ) -> NDArray[np.bool_]:
    """The items that can be among their query's first ``m`` in :func:`order_by_tie_rule`'s order, and each
    ordered, the kept items come in the whole order restricted to
    them (:func:`first_by_tie_rule`'s docstring says why).  Only queries of more than ``larger_than`` items
    are cut (a cut costs a partition); the others, and any query with a score that is not finite, are kept
    whole."""
    s = np.asarray(scores, dtype=np.float64)
    offsets = np.asarray(offsets, dtype=np.int64)
    scale = _query_scales(offsets, s)  # bounds every tied gap's tolerance
    keep = np.ones(len(s), dtype=bool)
    for q in np.flatnonzero(np.diff(offsets) > max(larger_than, m)).tolist():  # the large queries: a few steps
        lo, hi = int(offsets[q]), int(offsets[q + 1])
        part = s[lo:hi]
        if not np.isfinite(part).all():  # an infinite or NaN score: the query kept whole
            continue
        s_m = np.partition(part, len(part) - m)[len(part) - m]
        keep[lo:hi] = part >= s_m - len(part) * TIE_TOLERANCE * scale[q]
    return keep


def _first_of_segments(offsets: NDArray[np.int64], scores: NDArray[np.float64], n_ranked_by: NDArray,
                       best_rank: NDArray[np.float64], docids: NDArray[np.str_], m: int) -> NDArray[np.int64]:
    """The rows of the first ``m`` items of each segment (``offsets``) in :func:`order_by_tie_rule`'s order,
    each segment a top of its query's sorted scores."""
    order = order_by_tie_rule(offsets, scores, n_ranked_by, best_rank, docids)
    position = np.arange(len(order)) - offsets[segment_ids(offsets)[order]] + 1
    return order[position <= m]


def first_by_tie_rule_without(offsets: NDArray[np.int64], scores: NDArray[np.float64], n_ranked_by: NDArray,
                              best_rank: NDArray[np.float64], docids: NDArray[np.str_], m: int,
                              item: NDArray[np.int64], group: NDArray[np.int64], less: NDArray[np.float64],
                              n_groups: int) -> NDArray[np.bool_]:
    """``(n_items, n_groups)``: column ``g`` is :func:`first_by_tie_rule` of ``scores - less_g``, where
    ``less_g`` holds ``less[e]`` at ``item[e]`` for the entries ``e`` of group ``g`` (at most one per item)
    and 0 elsewhere, bit for bit.  The leave-one-out pseudo-qrels: each ranker's top of the consensus less
    its own points.

    With non-negative finite scores and ``less`` (sums of non-negative points, ``less`` one of the terms of
    the score) every group's scores lie in ``[0, scores]``, and a query's ``m``-th largest falls at most
    ``L = max(less)`` (and a rounding) below the ``m``-th largest of ``scores``, ``s_m``.  So no group's first
    ``m`` (nor an item a near-tie run joins to them, :func:`first_by_tie_rule`) lies outside the items
    scoring at least ``s_m - L - n x TIE_TOLERANCE x scale`` (less a margin far above any rounding; ``scale``,
    the query's largest absolute score, bounds every tied gap's tolerance in every group).  Those few items
    are ordered for every group at once, one segment per (group, query), instead of each group scanning every
    item.  Other inputs go group by group through :func:`first_by_tie_rule`.
    """
    s = np.asarray(scores, dtype=np.float64)
    less = np.asarray(less, dtype=np.float64)
    item, group = np.asarray(item, dtype=np.int64), np.asarray(group, dtype=np.int64)
    n_items = len(s)
    out = np.zeros((n_items, n_groups), dtype=bool)
    if m < 1 or n_groups == 0 or n_items == 0:
        return out
    offsets = np.asarray(offsets, dtype=np.int64)
    n_ranked_by, best_rank, docids = np.asarray(n_ranked_by), np.asarray(best_rank), np.asarray(docids)
    if not (np.isfinite(s).all() and np.isfinite(less).all() and (less >= 0).all() and (s >= 0).all()
            and (s[item] >= less).all()):
        order_g = np.argsort(group, kind="stable")
        bounds = np.searchsorted(group[order_g], np.arange(n_groups + 1))
        mine = np.zeros(n_items)
        for g in range(n_groups):
            sel = order_g[bounds[g]:bounds[g + 1]]
            mine[item[sel]] = less[sel]
            out[:, g] = first_by_tie_rule(offsets, s - mine, n_ranked_by, best_rank, docids, m)
            mine[item[sel]] = 0.0
        return out
    n_queries = len(offsets) - 1
    sizes = np.diff(offsets)
    scale = _query_scales(offsets, s)
    most_less = float(less.max()) if len(less) else 0.0
    threshold = np.full(n_queries, -np.inf)
    for q in np.flatnonzero(sizes > m).tolist():  # a few Python steps: once per query, not per group
        part = s[int(offsets[q]):int(offsets[q + 1])]
        s_m = np.partition(part, len(part) - m)[len(part) - m]
        threshold[q] = s_m - most_less - (len(part) * TIE_TOLERANCE + 2.0 ** -30) * scale[q]
    query = segment_ids(offsets)
    kept = np.flatnonzero(s >= threshold[query])
    n_kept = len(kept)
    position = np.full(n_items, -1, dtype=np.int64)
    position[kept] = np.arange(n_kept)
    block = np.repeat(s[kept][None, :], n_groups, axis=0)
    at = position[item] >= 0
    block[group[at], position[item[at]]] = s[item[at]] - less[at]  # the same subtraction as scores - less_g
    kept_offsets = np.zeros(n_queries + 1, dtype=np.int64)
    np.cumsum(np.bincount(query[kept], minlength=n_queries), out=kept_offsets[1:])
    seg_offsets = np.concatenate([(np.arange(n_groups)[:, None] * n_kept + kept_offsets[None, :-1]).ravel(),
                                  [n_groups * n_kept]])
    flat = block.ravel()
    first = _first_of_segments(seg_offsets, flat, np.tile(n_ranked_by[kept], n_groups),
                               np.tile(best_rank[kept], n_groups), np.tile(docids[kept], n_groups),
                               m)
    out[kept[first % n_kept], first // n_kept] = True
    return out


def consensus_order(data: Rankings, scores: NDArray[np.float64]) -> NDArray[np.int64]:
    """Item rows sorted into the consensus ranking, query by query.

    Higher score first.  Ties (and ``NaN`` scores, which sort last) are broken by
    the house rule of the module docstring: more rankers first, then better best
    local rank, then smaller docid.  Scores are compared quantised
    (:func:`comparable_scores`): neighbours within ``TIE_TOLERANCE`` of the
    larger of their absolute values are ties (:func:`tied_gap`).  Returns a permutation of ``range(n_items)`` that keeps
    queries contiguous and in order.
    """
    scores = np.asarray(scores, dtype=np.float64)
    if scores.shape != (data.n_items,):
        raise ValueError(f"expected one score per item ({data.n_items}), got shape {scores.shape}")
    if data.n_items == 0:
        return np.zeros(0, dtype=np.int64)
    return order_by_tie_rule(data.offsets, scores, data.n_ranked_by, data.best_rank(), data.docids)


def consensus_scores(data: Rankings, scores: NDArray[np.float64]) -> NDArray[np.float64]:
    """Distinct output scores that encode the consensus order (``n_q - position``).

    Writing these (rather than raw, possibly tied, method scores) makes every
    evaluator, whatever its own tie rule, see the order rankagg decided.  The
    order is :func:`consensus_order`'s: scores equal up to rounding
    (:func:`comparable_scores`) are ties, decided by the house tie rule.
    """
    order = consensus_order(data, scores)
    qidx = data.query_of_item[order]
    pos = np.arange(data.n_items) - data.offsets[qidx]
    out = np.empty(data.n_items)
    out[order] = (data.sizes[qidx] - pos).astype(np.float64)
    return out
