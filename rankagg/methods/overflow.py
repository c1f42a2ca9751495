"""Fused scores past the float range: refused with the query named, never printed as ``inf``
(:func:`refuse_overflow`, on the contract path of every method, and its message for the per-query ``Fuser``);
a mean whose sum alone went past it is computed again on scaled values (:func:`mean_within_range`)."""

from __future__ import annotations

from typing import Callable

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings

__all__ = ["refuse_overflow", "fused_overflow_message", "mean_within_range", "mean_scale", "MEAN_RULES"]

#: the per-query rules (:data:`rankagg.methods.per_query.ROW_RULES`, the engines' combinations) that are means
MEAN_RULES = ("sum/count", "median", "arithmetic_mean", "list_mean", "geometric_mean", "harmonic_mean")


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


def mean_within_range(mean: Callable[[NDArray[np.float64]], NDArray[np.float64]],
                      s: NDArray[np.float64]) -> NDArray[np.float64]:
    """``mean(s)`` per row of the ``(items, rankers)`` matrix ``s`` (NaN: not returned), where a row whose mean
    came out infinite from finite values is computed again as ``mean(s / f) * f``
    (inf, or NaN from ``inf - inf`` inside the sum).

    A mean of doubles is a double: the mean of 1e308 and 1.7e308 is 1.35e308, but its sum is past the float
    range, so ``sum / count`` (CombANZ, OpenSearch's arithmetic mean, NumPy's median of two) gave ``inf`` and
    :func:`refuse_overflow` refused an answer that exists.  ``f`` is the power of two at least the number of
    rankers: the sum of ``s / f`` is then at most the largest ``|s|``, and scaling by a power of two is exact
    (the values that large are far from the subnormals), so the row's mean is the one ``mean`` gives where it
    does not overflow.  A mean is at most its largest value, so the result is finite."""
    with np.errstate(over="ignore", invalid="ignore"):
        out = np.asarray(mean(s), dtype=np.float64)
    # inf, or NaN from inf - inf inside the sum (NaN is also "no list returned it": such a row has no value)
    redo = ~np.isfinite(out) & ~np.isnan(s).all(axis=1) & np.isfinite(np.where(np.isnan(s), 0.0, s)).all(axis=1)
    if redo.any():
        f = mean_scale(s.shape[1])
        with np.errstate(over="ignore", invalid="ignore"):
            out = out.copy()
            out[redo] = np.asarray(mean(s[redo] / f), dtype=np.float64) * f
    return out


def mean_scale(n_lists: int) -> float:
    """The power of two :func:`mean_within_range` divides by: at least the number of lists (the per-query
    :class:`rankagg.Fuser` scales its values by it too, so both paths give the same bits)."""
    return 2.0 ** int(np.ceil(np.log2(max(n_lists, 2))))
