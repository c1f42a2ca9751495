"""trec_eval's measures beyond its default output that users name with ``-m`` (issue 45): ``success``, the set
measures ``set_P``, ``set_recall``, ``set_F``, ``set_map``, ``set_relative_P``, ``11pt_avg``, ``Rprec_mult``, ``num_nonrel_judged_ret`` and
``gm_bpref``, each vectorised over every query at once as NIST trec_eval 10.0 computes it (the ``m_*.c`` file
named in each kernel; checked against the binary's stored outputs in tests/evaluation/data/trec_eval_reference).

Kernels of the registry (``MeasureDef.numpy``, :mod:`rankagg.evaluation.trec_numpy`'s contract): a ``Ranked``
(every line, or the judged lines with each query's count of lines), its ``Judgements`` and the parsed measure
give one value per query.  ``rel`` is trec_eval's ``-l``; a grade below 0 is read as trec_eval reads it (not
pooled), so it is neither relevant nor judged non-relevant.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.evaluation.registry import Measure
from rankagg.evaluation.trec_numpy import Judgements, Ranked, bpref, level
from rankagg.evaluation.trec_official import MIN_GEO_MEAN, _lines, iprec_at_recall

__all__ = ["success", "set_p", "set_recall", "set_f", "set_ap", "set_relative_p", "iprec_average", "r_precision_multiple",
           "num_nonrel_judged_ret", "gm_bpref", "ELEVEN_POINTS"]

#: m_11pt_avg.c's recall levels, in the order its sum adds them (the highest first)
ELEVEN_POINTS = tuple(k / 10 for k in range(10, -1, -1))


def _count(r: Ranked, mask: NDArray[np.bool_]) -> NDArray[np.float64]:
    return np.bincount(r.qidx, weights=mask, minlength=r.n_queries).astype(np.float64)


def _set_counts(r: Ranked, j: Judgements, m: Measure) -> tuple[NDArray[np.float64], ...]:
    """Each query's documents retrieved, relevant ones retrieved and relevant ones judged, at the measure's rel."""
    rel = level(m)
    return _lines(r), _count(r, r.grade >= rel), np.asarray(j.relevant(rel), dtype=np.float64)


def success(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """1 when a relevant document is among the first k retrieved, else 0 (m_success.c; Tomlinson)."""
    return (_count(r, (r.rank <= m.cutoff) & (r.grade >= level(m))) > 0).astype(np.float64)


def set_p(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """Precision of the whole retrieved set, ``rel_ret / ret`` (m_set_P.c); 0 when nothing is retrieved."""
    ret, rel_ret, _ = _set_counts(r, j, m)
    return np.divide(rel_ret, ret, out=np.zeros(r.n_queries), where=ret > 0)


def set_recall(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """Recall of the whole retrieved set, ``rel_ret / R`` (m_set_recall.c); 0 when no document is relevant."""
    _, rel_ret, n_rel = _set_counts(r, j, m)
    return np.divide(rel_ret, n_rel, out=np.zeros(r.n_queries), where=n_rel > 0)


def set_f(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """van Rijsbergen's F of the retrieved set, ``(x + 1) P R / (x P + R)`` with ``x = beta`` the weight of recall
    (m_set_F.c, in its order of operations); 0 when no relevant document is retrieved."""
    ret, rel_ret, n_rel = _set_counts(r, j, m)
    x = float(m.param("beta"))
    out = np.zeros(r.n_queries)
    ok = rel_ret > 0
    p, rc = rel_ret[ok] / ret[ok], rel_ret[ok] / n_rel[ok]
    out[ok] = (x + 1.0) * p * rc / (x * p + rc)
    return out


def set_ap(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """The unranked AP of the retrieved set, ``rel_ret^2 / (ret * R)`` (m_set_map.c); 0 when R = 0."""
    ret, rel_ret, n_rel = _set_counts(r, j, m)
    ok = (ret > 0) & (n_rel > 0)
    out = np.zeros(r.n_queries)
    out[ok] = (rel_ret[ok] * rel_ret[ok]) / (ret[ok] * n_rel[ok])
    return out


def set_relative_p(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """Relevant retrieved over the most that could be, ``rel_ret / min(ret, R)`` (m_set_rel_P.c); 0 when R = 0."""
    ret, rel_ret, n_rel = _set_counts(r, j, m)
    ok = (ret > 0) & (n_rel > 0)
    out = np.zeros(r.n_queries)
    out[ok] = rel_ret[ok] / np.minimum(ret[ok], n_rel[ok])
    return out


def iprec_average(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """The mean of the interpolated precisions at the 11 recall levels 0, 0.1 .. 1 (m_11pt_avg.c of trec_eval
    10.0, which places a level at the ``lround(level * R)``-th relevant document, as ``iprec_at_recall``; trec_eval
    9 and pytrec_eval added 0.9 and truncated, so their values differ), summed from the highest level down."""
    total = np.zeros(r.n_queries)
    for point in ELEVEN_POINTS:
        total += iprec_at_recall(r, j, Measure(m.definition, point, (("rel", level(m)),)))
    return total / len(ELEVEN_POINTS)


def r_precision_multiple(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """Precision at ``c = (long)(x * R + 0.9)`` documents, ``x`` the cutoff (a multiple of R, the relevant
    documents judged): relevant among the first c over c, the missing places non-relevant (m_Rprec_mult.c); 0
    when c = 0 (no relevant document judged)."""
    rel = level(m)
    c = np.trunc(float(m.cutoff) * np.asarray(j.relevant(rel), dtype=np.float64) + 0.9)
    hits = _count(r, (r.grade >= rel) & (r.rank <= c[r.qidx]))
    return np.divide(hits, c, out=np.zeros(r.n_queries), where=c > 0)


def num_nonrel_judged_ret(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """The judged documents retrieved that are not relevant, grade 0 .. rel - 1 (m_num_nonrel_judged_ret.c:
    retrieved less not pooled, pooled but unjudged and relevant); summed over the queries."""
    return _count(r, r.judged & (r.grade >= 0) & (r.grade < level(m)))


def gm_bpref(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """Each query's bpref floored at :data:`MIN_GEO_MEAN`: their geometric mean is trec_eval's gm_bpref
    (m_gm_bpref.c keeps the logarithm per query and prints exp of their mean)."""
    return np.maximum(bpref(r, j, m), MIN_GEO_MEAN)
