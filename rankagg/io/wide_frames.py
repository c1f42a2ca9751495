"""A table of runs in the wide layout (``qid, docid, score:<run>, ...``: one row per query and document, one score
column per run, null where a run did not rank the document) given in memory, read as the long rows it holds.

The Parquet run table has read this layout since the datasets ``trec_runs_to_parquet`` writes (docs/scale.md); the
same table read back with pandas, Arrow or polars (to filter a query, say) was refused as lacking a run column, so
one table fused as a file and not as the frame of that file (issue 45's eighteenth bar: a metric table of systems,
one ``score:<metric>`` column per metric).
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from rankagg.io.run_table import WIDE_SCORE, role_column

__all__ = ["wide_columns", "wide_as_long"]


def wide_columns(names: Any) -> list[str]:
    """The ``score:<run>`` columns among ``names``."""
    return [c for c in names if isinstance(c, str) and c.startswith(WIDE_SCORE)]


def wide_as_long(frame: pd.DataFrame, source: str) -> pd.DataFrame:
    """``frame`` as long rows ``qid, docid, score, run`` (its own id columns' names kept) when it is a wide table: a
    query and a document column, ``score:<run>`` columns and neither a run nor a ``score`` column; a null score is a
    document its run did not rank, as in the Parquet layout.  Any other frame is returned as it is."""
    wide = wide_columns(frame.columns)
    names = list(frame.columns)
    if not wide or "score" in names or role_column(names, "run", source) is not None:
        return frame
    qid, docid = role_column(names, "qid", source), role_column(names, "docid", source)
    if qid is None or docid is None:
        return frame
    parts = []
    for column in wide:
        held = frame[column].notna().to_numpy()
        parts.append(pd.DataFrame({qid: frame[qid].to_numpy(dtype=object)[held],
                                   docid: frame[docid].to_numpy(dtype=object)[held],
                                   "score": frame[column].to_numpy()[held], "run": column[len(WIDE_SCORE):]}))
    return pd.concat(parts, ignore_index=True)
