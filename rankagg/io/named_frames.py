"""Runs given as one long frame each, ``{name: frame}`` or ``[frame, ...]``, with any column names a long frame of
runs may have (ranx's ``q_id, doc_id``, ir_measures' ``query_id``, rankagg's ``qid, docid``; issue 45's seventeenth
bar): the frames stacked into the long frame of runs, the run column holding each frame's name.

PyTerrier's result frames (``qid, docno, score``) are told apart first, by the registry (:mod:`rankagg.io.pyterrier_frames`,
given back as PyTerrier frames); these were refused as "expected {qid: {docid: score}}, got DataFrame", although
each is a run as unambiguous as a dict.  pandas is imported only when such frames are given.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rankagg.io.pyterrier_columns import is_frame, named_frames

__all__ = ["RUN_COLUMN", "stacked_frames"]

#: the column the stacked frame names each row's run by
RUN_COLUMN = "run"


def stacked_frames(runs: Any) -> Any:
    """The long frame of runs stacked from ``{name: frame}`` or a list of frames (``run1``, ``run2``... as a list's
    runs are named), or None when ``runs`` is not such a collection.  A frame with a column of runs of its own is
    refused naming it: its name and that column would be two names of each of its rows."""
    if not isinstance(runs, (Mapping, list, tuple)) or not runs:
        return None
    frames = list(runs.values()) if isinstance(runs, Mapping) else list(runs)
    if not all(is_frame(f) for f in frames):
        return None
    import pandas as pd

    from rankagg.io.frame import find_column

    named = named_frames(runs)
    for name, frame in named:
        own = find_column(frame, "ranker", None, f"frame {name!r}")
        if own is not None:
            raise ValueError(f"run {name!r}: its frame has a column of runs ({own!r}) besides its name: give "
                             f"{{name: frame}} without it, or one long frame with it")
    parts = [frame.assign(**{RUN_COLUMN: pd.Categorical([name] * len(frame), categories=[n for n, _ in named])})
             for name, frame in named]
    return pd.concat(parts, ignore_index=True)
