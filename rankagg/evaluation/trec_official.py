"""The measures of trec_eval's default output (its ``official`` set) that :mod:`rankagg.evaluation.trec_numpy`
does not hold: the counts ``num_q``, ``num_ret``, ``num_rel``, ``num_rel_ret``, the geometric mean AP ``gm_map``
and the interpolated precision at recall levels ``iprec_at_recall``, vectorised over every query at once, each
as NIST trec_eval 10.0 computes it (``m_num_*.c``, ``m_gm_map.c``, ``m_iprec_at_recall.c``; issue 50).

They are kernels of the registry (``MeasureDef.numpy``): a :class:`~rankagg.evaluation.trec_numpy.Ranked`, its
:class:`~rankagg.evaluation.trec_numpy.Judgements` and the parsed measure give one value per query, on every
line or on the judged lines with each query's count (:func:`~rankagg.evaluation.trec_numpy.sparse`) alike.  How
the values sum up over the queries is the measure's (:meth:`~rankagg.evaluation.registry.Measure.summary`):
trec_eval sums the counts and takes the geometric mean of ``gm_map``.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.evaluation.registry import Measure
from rankagg.evaluation.trec_numpy import Judgements, Ranked, average_precision, level

__all__ = ["num_q", "num_ret", "num_rel", "gm_map", "iprec_at_recall", "MIN_GEO_MEAN"]

#: trec_eval's floor of a query's AP before its logarithm (trec_eval.h): one query at 0 would make the mean 0
MIN_GEO_MEAN = 0.00001


def _lines(r: Ranked) -> NDArray[np.float64]:
    """Each query's number of retrieved documents."""
    if r.lines is not None:
        return r.lines.astype(np.float64)
    return np.bincount(r.qidx, minlength=r.n_queries).astype(np.float64)


def num_q(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """1 for every evaluated query (summed: trec_eval's num_q)."""
    return np.ones(r.n_queries)


def num_ret(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """The documents retrieved (``rel=0``: trec_eval's num_ret), or those of grade >= rel (num_rel_ret)."""
    rel = int(m.param("rel"))
    if rel == 0:
        return _lines(r)
    return np.bincount(r.qidx, weights=r.grade >= rel, minlength=r.n_queries).astype(np.float64)


def num_rel(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """The judged documents of grade >= rel, retrieved or not (trec_eval's num_rel)."""
    return np.asarray(j.relevant(level(m)), dtype=np.float64)


def gm_map(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """Each query's AP, floored at :data:`MIN_GEO_MEAN`: their geometric mean is trec_eval's gm_map (trec_eval
    keeps the logarithm of this value per query and prints exp of their mean)."""
    return np.maximum(average_precision(r, j, m), MIN_GEO_MEAN)


def _lround(x: NDArray[np.float64]) -> NDArray[np.int64]:
    """C's ``lround`` of non-negative values: halves away from zero, exactly (``floor(x + 0.5)`` is not: it
    rounds 0.49999999999999994 up)."""
    whole = np.floor(x)
    return (whole + (x - whole >= 0.5)).astype(np.int64)


def iprec_at_recall(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """Interpolated precision at the recall level ``m.cutoff`` (m_iprec_at_recall.c): with R the relevant
    documents of the query, the level is the ``c = lround(level * R)``-th relevant document retrieved, and the
    value the highest precision at or below it, ``max(k / rank_k for k >= c)`` over the relevant documents
    retrieved (``c = 0`` as ``c = 1``); 0 when fewer than ``c`` relevant documents are retrieved."""
    rel = level(m)
    hit = np.flatnonzero(r.grade >= rel)  # grouped by query, in rank order
    q = r.qidx[hit]
    starts = np.searchsorted(q, np.arange(r.n_queries))
    count = np.bincount(q, minlength=r.n_queries)
    k = np.arange(len(hit)) - starts[q] + 1  # the k-th relevant document retrieved
    precision = k / r.rank[hit].astype(np.float64)
    # the highest precision at or after each place within its query: a running maximum over the places in
    # reverse, run on integer codes (each precision's place among the sorted precisions) so that a query's
    # offset never rounds a value
    order = np.argsort(precision, kind="stable")
    code = np.empty(len(order), dtype=np.int64)
    code[order] = np.arange(len(order))
    back = code[::-1] + (r.n_queries - q[::-1]).astype(np.int64) * max(len(order), 1)
    best = (np.maximum.accumulate(back) % max(len(order), 1))[::-1] if len(order) else code
    suffix_max = precision[order][best] if len(order) else precision
    c = np.maximum(_lround(float(m.cutoff) * np.asarray(j.relevant(rel), dtype=np.float64)), 1)
    out = np.zeros(r.n_queries)
    ok = np.flatnonzero(c <= count)
    out[ok] = suffix_max[starts[ok] + c[ok] - 1]
    return out
