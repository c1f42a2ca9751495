"""Fused scores past the float range: refused with the query named, never printed as ``inf``
(:func:`refuse_overflow`, on the contract path of every method, and its message for the per-query ``Fuser``)."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings

__all__ = ["refuse_overflow", "fused_overflow_message"]


def refuse_overflow(name: str, data: Rankings | RunEntries, scores: NDArray[np.float64],
                    bad: NDArray[np.bool_] | None = None) -> NDArray[np.float64]:
    """``scores`` unchanged, or a ``ValueError`` naming the first query whose fused scores went past the floats.

    The readers and the validation refuse infinite input scores, so an infinite output is arithmetic
    beyond the float range: a sum past 1.8e308 (two runs scoring 1e308 under ``combsum(norm='none')``).
    It would tie documents whose fused scores differ, a silent wrong order, printed as ``inf``.  NaN is
    not refused here (several methods give it to the documents they leave out, and the tie rule puts
    them last); a sum that can reach ``inf - inf`` passes its own ``bad`` mask."""
    bad = np.isinf(scores) if bad is None else bad | np.isinf(scores)
    if bad.any():
        item = int(np.argmax(bad))
        query = int(np.searchsorted(data.offsets, item, side="right")) - 1
        raise ValueError(fused_overflow_message(name, str(data.qids[query])))
    return scores


def fused_overflow_message(name: str, qid: str | None = None) -> str:
    """The error of :func:`refuse_overflow` (and of the per-query :class:`rankagg.Fuser`, ``qid`` None)."""
    where = "" if qid is None else f" query {qid!r}:"
    return (f"{name}:{where} a fused score is beyond the float range (about 1.8e308); normalise the scores "
            "(norm='minmax', 'zscore', ...) or rescale the runs")
