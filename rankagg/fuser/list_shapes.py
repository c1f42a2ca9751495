"""An array that is not one list: the Fuser's lists are one query's, and a NumPy array given as a list, or as the
ids or scores of ``(ids, scores)``, must be one-dimensional.  FAISS's ``index.search`` (and hnswlib's
``knn_query``, ScaNN's ``search_batched``) answers a batch as ``(queries, k)`` arrays, so one query searched alone
comes back as a ``(1, k)`` row; read as a list, its rows were taken for docids and scores (an error about a
"score array" that named neither the shape nor the fix), and a 0-D array failed with NumPy's own ``TypeError``."""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np

__all__ = ["refuse_array_batches"]


def refuse_array_batches(lists: Any) -> None:
    """Refuse, naming the list and the shape, a NumPy array of a list that is not one-dimensional (the request's
    reader names anything else that is wrong with it).  Every request passes here: the common forms cost a look at
    their class."""
    if lists.__class__ is not dict and not isinstance(lists, Mapping):
        return
    for obj in lists.values():
        if obj.__class__ is dict or obj.__class__ is list:
            continue
        pair = isinstance(obj, tuple) and len(obj) == 2
        for part, role in zip(obj if pair else (obj,), ("ids", "scores") if pair else ("list",)):
            if isinstance(part, np.ndarray) and part.ndim != 1:
                _refuse(next(n for n, v in lists.items() if v is obj), role, part)


def _refuse(name: Any, role: str, part: np.ndarray) -> None:
    fix = ("a batch of lists, as index.search answers (queries, k) arrays: give one query's row, I[q] and D[q] (a "
           "column of one list: .ravel() it)") if part.ndim == 2 else "give one query's list as a one-dimensional array"
    raise ValueError(f"list {str(name)!r}: the {role} {'is' if role == 'list' else 'are'} a {part.ndim}-D array of "
                     f"shape {tuple(part.shape)}, not one list; {fix}")
