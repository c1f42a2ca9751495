"""The measure :func:`rankagg.experiments.tune.tune` maximises: trec_eval's rules on rankagg's consensus order.

:class:`TrecObjective` scores any fused scores over a :class:`Rankings`'s items
by a trec measure, query by query, as trec_eval scores the run that
:func:`rankagg.io.trec_writer.write_trec_run` writes from them (the consensus order,
house tie rule), to ``depth`` documents per query when given (``rankagg fuse``
writes 1000 by default, and :func:`~rankagg.experiments.tune.tune` measures at
that depth).  trec_eval's rules: a document is relevant when its grade is
> 0; negative grades are non-relevant and gain nothing (nDCG's gain is
``max(grade, 0)``); unjudged = 0; nDCG's ideal ranking is built from every
judged document of the query; ``P@k`` divides by ``k`` however many documents
were returned.

Speed: tuning evaluates thousands of settings, so the consensus order is not
recomputed from scratch.  The house tie keys (more rankers, better best rank,
docid) are folded once into one integer per item, and a measure with a cutoff
``k`` sorts only the few items that can reach the first ``k`` places of their
query (those within a score tolerance of the k-th largest), falling back to the
full sort when a near-tie straddles that boundary.  The full sort is the tie rule's
specification (:func:`~rankagg.data.tie_rule.order_by_tie_rule`, the folded key as its last key); the few
candidates are put in that order by a compiled transcription of it for one folded key
(:func:`~rankagg.experiments._tune_top_kernel.house_top`); both give
:func:`~rankagg.data.rankings.consensus_order`'s order exactly
(tests/api/test_api_tune.py checks it on generated scores with ties and near-ties).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
import pandas as pd
from numpy.typing import NDArray

from rankagg.data.rankings import TIE_TOLERANCE, Rankings, order_by_tie_rule
from rankagg.evaluation.registry import Measure, definitions
from rankagg.experiments._tune_top_kernel import house_top
from rankagg.evaluation.registry import parse_measure as _parse
from rankagg.evaluation.trec_numpy import Judgements, Ranked
from rankagg.io.trec import qrels_labels

__all__ = ["TrecObjective", "parse_measure"]



def parse_measure(measure: str) -> Measure:
    """A tuning measure, parsed by the registry (trec family): any measure the NumPy trec provider computes
    (nDCG@k, nDCG, P@k, AP, RR, R@k, Rprec, RBP, ... and any registered one); errors name ``--measure``."""
    m = _parse(str(measure), "trec", "--measure")
    if m.definition.numpy is None:
        able = ", ".join(d.name for d in definitions("trec") if d.numpy is not None)
        raise ValueError(f"measure {measure!r} (--measure): tune computes its measures with the NumPy trec provider, "
                         f"which does not compute {m.name} (it computes {able})")
    if m.definition.summary != "mean":  # tune maximises a mean over queries: not a count's sum nor gm_map
        word = {"sum": "sum", "geometric": "geometric mean"}[m.definition.summary]
        raise ValueError(f"measure {measure!r} (--measure): tune maximises a mean over the queries; {m.name} is their "
                         f"{word} (trec_eval's all line)")
    return m


class _HouseOrder:
    """:func:`consensus_order` of one :class:`Rankings` for any scores, with the tie keys folded once."""

    def __init__(self, data: Rankings) -> None:
        self.offsets = np.asarray(data.offsets, dtype=np.int64)
        self.qidx = data.query_of_item
        n = data.n_items
        # every item tied on score: the house order is then the order of the remaining keys alone
        base = order_by_tie_rule(self.offsets, np.zeros(n), data.n_ranked_by, data.best_rank(), data.docids)
        self.tiekey = np.empty(n, dtype=np.int64)
        self.tiekey[base] = np.arange(n)
        self.zeros = np.zeros(n)  # the folded key holds the number of rankers and the best rank

    def full(self, scores: NDArray[np.float64]) -> NDArray[np.int64]:
        """Every item, in the consensus order: the tie rule's specification with the tie keys folded into one."""
        return order_by_tie_rule(self.offsets, scores, self.zeros, self.zeros, self.tiekey)

    def top(self, scores: NDArray[np.float64], k: int) -> NDArray[np.int64] | None:
        """The first ``k`` items of each query in the consensus order (fewer when the query has fewer), query by
        query; None when a near-tie crosses the k-th place's neighbourhood (then use :meth:`full`).  The
        candidates are a top of each query's sorted scores, so the tie rule's specification orders them as the
        whole order restricted to them (the query's largest absolute score bounds every tied gap's tolerance)."""
        s = np.ascontiguousarray(scores, dtype=np.float64)
        # one compiled pass (the finite check, the scales, the cut and the order of the few candidates): the
        # NumPy steps it replaces cost more than their work, thousands of settings a tuning
        items, status = house_top(self.offsets, s, int(k), TIE_TOLERANCE, self.tiekey)
        return items if status == 0 else None  # not finite, or a chain of near-ties could cross the boundary


class TrecObjective:
    """Per-query trec measure of any consensus over ``data``'s items, labels from ``qrels`` (module doc)."""

    def __init__(self, data: Rankings, qrels: pd.DataFrame, measure: str, *, depth: int | None = None) -> None:
        self.measure = parse_measure(measure)
        self.k = self.measure.cutoff
        if depth is not None and (isinstance(depth, bool) or not isinstance(depth, (int, np.integer)) or depth < 1):
            raise ValueError(f"depth (--depth) must be an integer >= 1 or None, got {depth!r}")
        #: documents per query the measure sees, as trec_eval sees a run written with this depth (None: all)
        self.depth = depth
        self.name = self.measure.name
        self.data = data
        self.labels = qrels_labels(data, qrels).astype(np.float64)
        q = qrels[qrels["qid"].isin(set(data.qids))]
        judged = set(q["qid"])
        self.judged = np.array([qid in judged for qid in data.qids], dtype=bool)
        pos = {qid: i for i, qid in enumerate(data.qids)}
        qi = q["qid"].map(pos).to_numpy(dtype=np.int64)
        #: every judged grade of each query (the ideal rankings, the relevant counts)
        self.judgements = Judgements(qi, q["rel"].to_numpy(dtype=np.float64), data.n_queries)
        self.n_rel = self.judgements.n_rel
        self.item_judged = _judged_items(data, qi, q["docid"].to_numpy(dtype=object))
        self._order: _HouseOrder | None = None
        self._copies: dict[int, Judgements] = {}  # per_query_many's judgements repeated (the last number of copies)

    def per_query(self, scores: NDArray[np.float64]) -> NDArray[np.float64]:
        """The measure of each query of ``data`` (0 for a query with nothing relevant) for ``scores``."""
        return self.in_order(self._retrieved(scores))

    def per_query_many(self, columns: Sequence[NDArray[np.float64]]) -> list[NDArray[np.float64]]:
        """:meth:`per_query` of each score vector of ``columns``, the measure's kernel called once for all: on as
        many copies of the queries as there are vectors (a query's value depends on its own lines alone, so each
        copy gets :meth:`per_query`'s bits; the kernel's NumPy calls cost more than their work at tune's cutoffs)."""
        n_q, parts = self.data.n_queries, [self._retrieved(s) for s in columns]
        if len(parts) < 2:
            return [self.in_order(items) for items in parts]
        items = np.concatenate(parts)
        qidx = np.concatenate([self.data.query_of_item[p] + c * n_q for c, p in enumerate(parts)])
        start = np.searchsorted(qidx, np.arange(len(parts) * n_q))
        rank = np.arange(len(items)) - start[qidx] + 1
        if len(parts) not in self._copies:
            j = self.judgements
            self._copies = {len(parts): Judgements(np.concatenate([j.qi + c * n_q for c in range(len(parts))]),
                                                  np.tile(j.grade, len(parts)), len(parts) * n_q)}
        ranked = Ranked(len(parts) * n_q, qidx, rank, self.labels[items], self.item_judged[items])
        assert self.measure.definition.numpy is not None  # parse_measure checks it
        values = np.asarray(self.measure.definition.numpy(ranked, self._copies[len(parts)], self.measure),
                            dtype=np.float64)
        return [values[c * n_q:(c + 1) * n_q] for c in range(len(parts))]

    def _retrieved(self, scores: NDArray[np.float64]) -> NDArray[np.int64]:
        """The items the measure sees for ``scores``, grouped by query, best first (the consensus order's top)."""
        scores = np.asarray(scores, dtype=np.float64)
        if scores.shape != (self.data.n_items,):
            raise ValueError(f"expected one score per item ({self.data.n_items}), got shape {scores.shape}")
        if self._order is None:
            self._order = _HouseOrder(self.data)
        cut = min(self.k or self.data.n_items + 1, self.depth or self.data.n_items + 1)
        items = self._order.top(scores, cut) if cut <= self.data.n_items else None
        if items is None:
            items = self._order.full(scores)
            if self.depth is not None:
                qidx = self.data.query_of_item[items]
                items = items[np.arange(len(items)) - np.searchsorted(qidx, qidx) < self.depth]
        return items

    def in_order(self, items: NDArray[np.int64]) -> NDArray[np.float64]:
        """The measure of each query when its retrieved items are ``items`` (grouped by query, best first)."""
        qidx = self.data.query_of_item[items]
        start = np.searchsorted(qidx, np.arange(self.data.n_queries))
        rank = np.arange(len(items)) - start[qidx] + 1
        return self._values(qidx, rank, self.labels[items], self.item_judged[items])

    def of_ranker(self, j: int) -> NDArray[np.float64]:
        """The measure of each query for input ranker ``j`` alone, its list in its own (local rank) order;
        a query the ranker left out scores 0."""
        r = self.data.local_ranks()[:, j]
        items = np.flatnonzero(~np.isnan(r))
        items = items[np.lexsort((r[items], self.data.query_of_item[items]))]
        return self.in_order(items)

    def _values(self, qidx: NDArray[np.int64], rank: NDArray[np.int64], lab: NDArray[np.float64],
                judged: NDArray[np.bool_]) -> NDArray[np.float64]:
        ranked = Ranked(self.data.n_queries, qidx, rank, lab, judged)
        assert self.measure.definition.numpy is not None  # parse_measure checks it
        return np.asarray(self.measure.definition.numpy(ranked, self.judgements, self.measure), dtype=np.float64)


def _judged_items(data: Rankings, qi: NDArray[np.int64], docids: NDArray[np.object_]) -> NDArray[np.bool_]:
    """Whether each item of ``data`` is judged: its docid among ``docids`` of its query (``qi``: the query index
    of each judgement), by Python equality (object hash tables), one query at a time."""
    out = np.zeros(data.n_items, dtype=bool)
    order = np.argsort(qi, kind="stable")
    bounds = np.searchsorted(qi[order], np.arange(data.n_queries + 1))
    offsets = np.asarray(data.offsets, dtype=np.int64)
    items = np.asarray(data.docids, dtype=object)
    for g in np.flatnonzero(np.diff(bounds)).tolist():
        a, b = offsets[g], offsets[g + 1]
        out[a:b] = pd.Index(items[a:b], dtype=object).isin(pd.Index(docids[order[bounds[g]:bounds[g + 1]]],
                                                                     dtype=object))
    return out
