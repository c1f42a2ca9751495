"""The points a ranker gives an item, and sums over rankers that do not depend on the order of the rankers.

One module for every family (the positional rules, the quality family, the feature sets): a ranker
gives the item at position ``r`` of its list (``k`` items long) in a query of ``n`` candidates

* Borda: ``n - r + 1`` (:func:`borda_points`; divided by ``n``, :func:`normalised_borda_points`);
* RRF: ``1 / (k + r)`` (:func:`~rankagg.features.rank_points.rrf_points`);
* ISR: ``1 / r^2`` (:func:`~rankagg.features.rank_points.isr_points`);

and an item the ranker did not return is given a position by :func:`unranked_positions`: none
(``"zero"``, no points), ``k + 1`` (``"bottom"``) or the mean of the unused positions
``(k + 1 + n) / 2`` (``"share"``).  Positions are integers or halves well below ``2^52``, so
``n - (k + 1 + n) / 2 + 1`` is exactly Borda's shared ``(n - k + 1) / 2``: every way of writing the
same points gives the same bits.

Order-free sums
---------------
Floating-point addition is not associative, so a plain ``x.sum(axis=1)`` over
the rankers can change in the last bit when the input runs are given in
another order, and a near-tie can flip.  :func:`order_free_sum` adds the values
in sorted order (NumPy's pairwise summation of the sorted values); over the
rankers of a 2-D ``(items, rankers)`` array :func:`ranker_sum` computes the same
bits inside one compiled pass that sorts only each row's non-zeros (tests/features/test_points.py).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.features.rank_points import isr_points, rrf_points

__all__ = [
    "UNRANKED_POSITIONS",
    "unranked_positions",
    "borda_points",
    "normalised_borda_points",
    "order_free_sum",
    "nan_order_free_sum",
    "ranker_sum",
    "nan_ranker_sum",
    "transformed_row_sums",
]

#: where an item a ranker did not return is put in that ranker's list
UNRANKED_POSITIONS = ("zero", "bottom", "share")


def unranked_positions(r: NDArray[np.float64], k: NDArray[np.float64], n: NDArray[np.float64],
                       unranked: str) -> NDArray[np.float64]:
    """Positions ``r`` (NaN = not returned) with the unranked items placed: ``"zero"`` leaves them NaN
    (no points), ``"bottom"`` puts them at ``k + 1``, ``"share"`` at ``(k + 1 + n) / 2``."""
    if unranked == "bottom":
        return np.where(np.isnan(r), k + 1.0, r)
    if unranked == "share":
        return np.where(np.isnan(r), (k + 1.0 + n) / 2.0, r)
    if unranked == "zero":
        return r
    raise ValueError(f"unranked must be one of {', '.join(UNRANKED_POSITIONS)}, got {unranked!r}")


def borda_points(pos: NDArray[np.float64], n: NDArray[np.float64] | float) -> NDArray[np.float64]:
    """Borda's ``n - pos + 1`` (Aslam & Montague 2001); NaN where ``pos`` is NaN."""
    return n - pos + 1.0


def normalised_borda_points(pos: NDArray[np.float64], n: NDArray[np.float64]) -> NDArray[np.float64]:
    """``(n - pos + 1) / n``: Borda points in (0, 1] (St.Agg's ``Psi_BF``, the quality family's Borda)."""
    with np.errstate(invalid="ignore", divide="ignore"):
        return borda_points(pos, n) / n


def order_free_sum(x: NDArray[np.float64], axis: int = 1) -> NDArray[np.float64]:
    """Sum along ``axis`` in sorted order: bit-identical under any permutation along it (NaN propagates).

    NumPy only (the per-query fuser calls it without loading numba); over the rankers of a 2-D
    C-contiguous array, :func:`ranker_sum` computes the same bits in one compiled pass.

    The sorted copy keeps the layout of ``x``, and NumPy adds a contiguous row pairwise but a strided
    one (a Fortran-ordered ``x``) one value after the other, so the last bit can depend on the layout.
    That is kept on purpose: the label-free quality family's committed results (``agreement``'s
    fingerprint) were computed so, and a layout-independent sum changes its raw scores in the last bit.
    Either way the sum does not depend on the order of the values along ``axis``."""
    return np.sort(np.asarray(x, dtype=np.float64), axis=axis).sum(axis=axis)


def nan_order_free_sum(x: NDArray[np.float64], axis: int = 1) -> NDArray[np.float64]:
    """:func:`order_free_sum` with NaN (not returned) counting as 0 (:func:`nan_ranker_sum`'s bits)."""
    return order_free_sum(np.where(np.isnan(x), 0.0, x), axis=axis)


def ranker_sum(x: NDArray[np.float64]) -> NDArray[np.float64]:
    """Row sums over rankers that do not depend on the order of the ranker columns.

    Equal, bit for bit, to ``np.sort(x, axis=1).sum(axis=1)`` (NumPy's pairwise summation
    of the sorted row), but sorts only the non-zero entries of each row, which is all a
    fusion row holds for the few rankers that returned the item.
    """
    x = np.asarray(x, dtype=np.float64)
    if x.ndim != 2:
        raise ValueError("ranker_sum expects a 2-D (items, rankers) array")
    return transformed_row_sums(np.ascontiguousarray(x), 0, 0.0, np.ones(x.shape[1]), False, False)


def nan_ranker_sum(x: NDArray[np.float64]) -> NDArray[np.float64]:
    """:func:`ranker_sum` with NaN (not ranked) counting as 0, without a temporary copy."""
    x = np.ascontiguousarray(x, dtype=np.float64)
    return transformed_row_sums(x, 0, 0.0, np.ones(x.shape[1]), False, True)


def transformed_row_sums(x: NDArray[np.float64], code: int, k: float, w: NDArray[np.float64], weighted: bool,
                         nan_is_zero: bool, dense: bool | None = None) -> NDArray[np.float64]:
    """Each row's ``f(x) * w`` added in sorted order: ``f`` is the identity (``code`` 0), the RRF points
    ``1 / (k + x)`` (1, RRF's ``k``) or the ISR points ``1 / x^2`` (2), applied inside the sum so that no temporary
    ``(items, rankers)`` array is made (:func:`rankagg.features._row_sum_kernels.sorted_row_sums`, see
    there).  The same bits are computed one of two ways.

    Sparse rows (TREC runs: a few of 56 runs return a given document) go to the
    compiled kernel, which sorts each row's few non-zeros by insertion.  Dense
    rows (LETOR: most of 21 rankers rank most documents) are transformed by
    NumPy (skipped NaN to 0.0 in one compiled pass), sorted by NumPy's vectorised
    ``sort(axis=1)`` and summed by ``sum(axis=1)``: the sorted row is the
    kernel's row (negatives, zeros, positives, equal values bit-identical), and
    NumPy's pairwise sum is the summation the kernel reproduces.  A -0.0 the
    kernel leaves out changes nothing here: a signed zero added to a non-zero
    gives it back, and NumPy's sum starts from +0.0, so a row of zeros sums to
    +0.0 as in the kernel.  ``dense=None``
    decides from a sample of rows (at least 8 ranked cells a row on average, and
    30% of the cells); the result does not depend on it.
    """
    # imported on first use: importing the positional family must not load numba (the CLI's RRF never needs it)
    from rankagg.features._row_sum_kernels import kept_values, sorted_row_sums

    n, n_cols = x.shape
    if dense is None:
        sample = x[:: max(1, n // 2048)]
        filled = float(np.count_nonzero(~np.isnan(sample))) / max(sample.size, 1)
        dense = filled >= 0.3 and filled * n_cols >= 8
    if not dense:
        return sorted_row_sums(x, code, k, w, weighted, nan_is_zero)
    # the kernel's values, by the same IEEE operations: f(x) * w, then 0.0 for a skipped NaN
    x = np.ascontiguousarray(x, dtype=np.float64)
    f = rrf_points(x, k) if code == 1 else (isr_points(x) if code == 2 else x)
    if weighted:
        with np.errstate(over="ignore", invalid="ignore"):  # the kernel's IEEE products, NaN and inf as they come
            f = f * w
    y = f if f is not x else np.empty_like(x)
    kept_values(x.reshape(-1), f.reshape(-1), y.reshape(-1), nan_is_zero)
    y.sort(axis=1)  # NaN last
    out = y.sum(axis=1)
    if n_cols:
        out[np.isnan(y[:, -1])] = np.nan  # the kernel's NaN for a row holding one
    return out
