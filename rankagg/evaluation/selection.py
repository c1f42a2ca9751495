"""The validation value that picks a supervised method's kept iterate (``select_by``: lr_agg, stagg_sup /
rankagg_sup, lambdamart's early stopping).

On the LETOR protocol it is the official script's measure, whose NDCG@k is 0 for a query with fewer than k documents:
the protocol's documented convention, kept bit for bit.  On judged topics of run files (``rankagg train``
and ``rankagg tune``, :func:`judged_topic_selection`) that convention made a validation set of short topics (fewer
than 10 candidate documents) score 0 at every iterate: nothing was selected, and the method kept its first iterate
(lr_agg: one pass from a random start; stagg_sup: the zero weights).  There a short topic is measured over the
documents it has, as trec_eval's ``ndcg_cut_k`` does: NDCG@k is its NDCG@n (the ideal DCG of the same n documents).
(P@k needs nothing: the script already divides a short query's hits by k.)
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterator

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.evaluation.measures import evaluate

__all__ = ["judged_topic_selection", "selection_value"]

_TOPICS: ContextVar[bool] = ContextVar("rankagg_judged_topic_selection", default=False)


@contextmanager
def judged_topic_selection() -> Iterator[None]:
    """Fits inside this block select on judged run-file topics (short topics measured over their documents)."""
    token = _TOPICS.set(True)
    try:
        yield
    finally:
        _TOPICS.reset(token)


def selection_value(valid: Rankings, scores: NDArray[np.float64], measure: str) -> float:
    """The mean over ``valid``'s queries of ``measure`` (a LETOR measure name) for ``scores``."""
    values = evaluate(valid, scores)
    v = np.array(values[measure], dtype=np.float64)
    cut = re.fullmatch(r"NDCG@(\d+)", measure)
    if _TOPICS.get() and cut:
        sizes = np.diff(np.asarray(valid.offsets, dtype=np.int64))
        for q in np.flatnonzero((sizes > 0) & (sizes < int(cut.group(1)))):
            v[q] = values[f"NDCG@{int(sizes[q])}"][q]
    return float(np.mean(v)) if len(v) else 0.0
