"""How :class:`rankagg.fuser.Fuser` adds one document's values over the lists: as the batch path adds a row of
the ``(documents, lists)`` matrix (:func:`~rankagg.features.points.ranker_sum`), bit for bit, from the entries
(one per list and document it ranks), without the matrix where it would be large.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.features.entry_sums import entry_sums

__all__ = ["sorted_sums"]


#: compare-exchanges of 1 to 4 rows that leave each column sorted for a left-to-right sum (Knuth's TAOCP 5.3.4):
#: the two smallest values need no order, as a + b == b + a, so 2 rows need none and 3 rows only the largest last
_NETWORKS: tuple[tuple[tuple[int, int], ...], ...] = ((), (), ((0, 1), (1, 2)),
                                                     ((0, 1), (2, 3), (0, 2), (1, 3), (1, 2)))


def sorted_sums(rows: NDArray[np.intp], cols: NDArray[np.intp], values: NDArray[np.float64], n: int,
                m: int) -> NDArray[np.float64]:
    """Per document row, its entries' finite ``values`` (one a list ``cols``) added as
    :func:`~rankagg.features.points.ranker_sum` adds a row of the ``(n, m)`` matrix (sorted, zeros left out,
    NumPy's pairwise summation): below 8 lists that matrix, sorted; from 8 on the entries alone
    (:func:`~rankagg.features.entry_sums.entry_sums`, linear in the entries).

    Below 8 lists NumPy adds a row left to right, so up to 4 lists the matrix is held a list a row and each
    document's values are put in order by a sorting network (``np.minimum`` / ``np.maximum`` of whole rows)
    and added row after row: the same additions, a few array steps instead of a sort and a reduction per
    document."""
    if m < 8:
        if m > len(_NETWORKS):
            mat = np.zeros((n, m))
            mat[rows, cols] = values + 0.0  # a -0.0 as 0.0, as the sum leaves zeros out
            mat.sort(axis=1)
            return mat.sum(axis=1)
        by_list = np.zeros((m, n))
        by_list[cols, rows] = values + 0.0
        if m < 2:  # one list: its values (0.0 where it has none); no list: zeros
            return by_list[0] if m else np.zeros(n)
        row = list(by_list)
        for i, j in _NETWORKS[m - 1]:  # the rows i < j exchanged where row i holds the larger value
            low = np.minimum(row[i], row[j])
            np.maximum(row[i], row[j], out=row[j])
            row[i] = low
        total = row[0] + row[1]
        for r in row[2:]:
            total += r
        return total

    count = np.bincount(rows, minlength=n)
    out = np.zeros(n)
    one = count[rows] == 1  # a document one list ranked: its value (0.0 + v), without the pairwise replay
    out[rows[one]] = values[one] + 0.0
    if one.all():
        return out
    many = ~one
    rows, values = rows[many], values[many]
    compact = np.cumsum(count > 1) - 1  # the documents of 2+ values, numbered 0..

    def order() -> NDArray[np.intp]:  # by value, then (stable) by row: entries of equal values are interchangeable
        by_value = np.argsort(values)
        return by_value[np.argsort(rows[by_value], kind="stable")]

    out[np.flatnonzero(count > 1)] = entry_sums(compact[rows], values, int(compact[-1]) + 1, m, order=order)
    return out
