"""The canonical order of the ranker columns (:func:`canonical_ranker_order`): the order a method symmetric in
its rankers is scored in, so that reordering the input runs cannot change a bit of the output."""

from __future__ import annotations

import re

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings

__all__ = ["canonical_ranker_order"]


def _natural_key(name: str) -> tuple:
    """Sort key reading digit runs as numbers (``R2`` < ``R10``); the text breaks remaining ties."""
    parts = tuple((0, int(t), "") if t.isdigit() else (1, 0, t) for t in re.split(r"(\d+)", name) if t)
    return parts, name


def canonical_ranker_order(data: Rankings) -> NDArray[np.int64]:
    """A permutation of the ranker columns that does not depend on their input order.

    Rankers are sorted by name, in natural order (``R2`` before ``R10``, so the
    usual ``R1..Rn`` inputs are already canonical and are not copied): a run
    keeps its name whatever its position and in every subset of the queries,
    so the canonical order is the same for the whole data and for any chunk of
    its queries (the Dask backend and :meth:`Rankings.select_queries` give the
    same bits).  Rankers that share a name are ordered by a digest of their
    rank (and score) columns; identical columns are interchangeable.
    """
    names = data.ranker_names
    from collections import Counter  # a count per name: names.count per name was quadratic (100,000 runs: minutes)

    shared = {n for n, c in Counter(names).items() if c > 1}

    import hashlib  # here: not loaded by the methods that never compare columns (start-up time)

    def digest(j: int) -> bytes:
        h = hashlib.blake2b(digest_size=16)
        for col in (data.ranks[:, j], None if data.scores is None else data.scores[:, j]):
            if col is not None:  # one NaN bit pattern, whatever produced the NaNs
                h.update(np.where(np.isnan(col), np.nan, col).tobytes())
        return h.digest()

    keys = [(_natural_key(names[j]), digest(j) if names[j] in shared else b"") for j in range(data.n_rankers)]
    return np.array(sorted(range(data.n_rankers), key=lambda j: keys[j]), dtype=np.int64)
