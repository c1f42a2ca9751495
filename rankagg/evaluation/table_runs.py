"""A Parquet run table as ``rankagg evaluate`` reads it: the form ``rankagg fuse -o x.parquet`` writes, read back.

The registry's reader (:func:`rankagg.io.formats.read`: the ids, scores and duplicates rules of every run input)
gives its rows; they are ranked as trec_eval ranks a run's lines (score descending, as double, then docid
descending), as :func:`rankagg.evaluation.trec_batch.read_run_lines` ranks a text run, so the table and the TREC
file of one fusion evaluate to the same values.  A table holds one run per name in its ``run`` column; evaluate
measures one run per input, so a table of several runs is refused, naming them (fuse them first, or split it).
"""

from __future__ import annotations

import os
from typing import Any

import numpy as np

__all__ = ["table_run_lines", "table_scores"]


def table_run_lines(path: str | os.PathLike, table: Any) -> Any:
    """:class:`~rankagg.evaluation.trec_batch.RunLines` of the one run of the Parquet run table ``path``, judged
    by the qrels ``table`` (a :class:`~rankagg.evaluation.trec_batch.QrelsTable`)."""
    import pandas as pd

    from rankagg.evaluation.id_forms import check_table_run
    from rankagg.evaluation.trec_batch import run_lines_from_columns
    from rankagg.io.formats import read

    name = os.fspath(path)
    blocks = [b for b in read(path, "parquet", kind="runs")]
    rows = pd.concat(blocks, ignore_index=True) if blocks else pd.DataFrame(columns=["run", "q_id", "doc_id", "score"])
    runs = list(dict.fromkeys(str(r) for r in rows["run"].tolist()))
    if len(runs) > 1:
        shown = ", ".join(runs[:5]) + (f", ... ({len(runs)} in all)" if len(runs) > 5 else "")
        raise ValueError(f"rankagg evaluate reads TREC run text and Parquet run tables of one run; {name} is a Parquet "
                         f"run table of {len(runs)} runs ({shown}): fuse them first, or give each run its own file")
    # ids as trec_eval compares them: text (an all-int column is its decimal text), sorted by code point, so that
    # a code is the docid's place in strcmp's order
    q_names, q_codes = np.unique(np.asarray([str(q) for q in rows["q_id"].tolist()], dtype=object), return_inverse=True)
    d_names, d_codes = np.unique(np.asarray([str(d) for d in rows["doc_id"].tolist()], dtype=object), return_inverse=True)
    check_table_run(name, q_names.tolist(), d_names.tolist(), table)  # ids of integers beside qrels of text
    score = table_scores(rows, name)
    q_codes, d_codes = q_codes.astype(np.int64), d_codes.astype(np.int64)

    def columns() -> dict[str, Any]:
        return {"qid": q_names[q_codes], "docid": d_names[d_codes], "score": score}

    return run_lines_from_columns(name, q_codes, list(q_names), d_codes, d_names, score, table, columns,
                                  names_sorted=True)


def table_scores(rows: Any, name: str) -> Any:
    """The scores of a Parquet run table's rows; a table without scores (its lists ordered by a rank column, which
    rankagg fuse reads) is refused naming it, as the run DataFrame without a score column is: a run is measured by
    its scores, as trec_eval measures it."""
    if "score" not in rows.columns:
        raise ValueError(f"{name}: a Parquet run table without scores (a rank column orders its lists): evaluate "
                         "measures a run by its scores, as trec_eval does; fuse it first or give it a score column")
    return rows["score"].to_numpy(dtype=np.float64)
