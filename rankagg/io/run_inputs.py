"""A command's runs inputs as rankings, as the registry recognises them (the entry points' one call)."""

from __future__ import annotations

import os
from typing import Any, Sequence

__all__ = ["runs_rankings", "fuser_rankings"]


def runs_rankings(paths: Sequence[str | os.PathLike], **options: Any) -> Any:
    """The :class:`~rankagg.data.rankings.Rankings` of a command's runs inputs, as the registry recognises them
    (:func:`rankagg.io.formats.table_input`): one Parquet run table, its rows through the rules
    (:func:`rankagg.io.formats.read`, one ranker per ``run``), or TREC run files, read by the ``trec`` format's
    reader (:func:`rankagg.io.trec.read_trec_runs`, options as there: its rules are the registry's,
    ``tests/io/test_rule_parity.py``).  A folder or file of another kind is refused naming each format's reason."""
    from rankagg.io.formats import FORMATS, read, recognise, table_input

    table = table_input(paths)
    if table is not None:
        given = sorted(k for k, v in options.items() if v not in (None, False))
        if given:
            raise ValueError(f"{table}: a Parquet run table is read as it is; {', '.join(given)} apply to TREC run files")
        from rankagg.io.frame import from_dataframe

        import pandas as pd

        rows = pd.concat(list(read(table, FORMATS["parquet"])), ignore_index=True)
        return from_dataframe(rows, qid="q_id", docid="doc_id", ranker="run", rank="rank", score="score", label=None,
                              source=table)  # the rows hold a rank column only when the table has no scores
    for p in paths:
        recognise(p, "runs")  # a folder, a missing input: each format's reason
    from rankagg.io.trec import read_trec_runs

    return read_trec_runs(list(paths), **options)


def fuser_rankings(paths: Sequence[str | os.PathLike], method: Any, **options: Any) -> Any:
    """:func:`runs_rankings` for a :class:`~rankagg.fuser.Fuser` of ``method`` (``--explain``, calibrated
    fusion): with ``trust_rank``, a method that reads the scores refuses a list whose score rises along its rank
    column, as the batch fusion does (:mod:`rankagg.io.rank_scores`)."""
    if options.get("trust_rank"):
        options["scores_read"] = method.get_tags().reads_scores
    return runs_rankings(paths, **options)
