"""Readers and writers: LETOR aggregation files, TREC runs and qrels, pandas long format.

Every reader rejects malformed input with an :class:`InputFormatError` naming the
file and the 1-based line; every writer writes atomically and refuses to replace
one of its inputs.
"""

from rankagg.io._common import InputFormatError, atomic_write_text
from rankagg.io.frame import consensus_frame, from_dataframe, to_dataframe
from rankagg.io.letor import read_letor, read_scores, write_letor, write_scores
from rankagg.io.trec import qrels_labels, read_qrels, read_trec_run, read_trec_runs, write_trec_run

__all__ = [
    "InputFormatError",
    "atomic_write_text",
    "consensus_frame",
    "from_dataframe",
    "to_dataframe",
    "read_letor",
    "read_scores",
    "write_letor",
    "write_scores",
    "qrels_labels",
    "read_qrels",
    "read_trec_run",
    "read_trec_runs",
    "write_trec_run",
]
