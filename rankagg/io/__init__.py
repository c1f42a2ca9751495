"""Readers and writers: LETOR aggregation files, TREC runs and qrels, pandas long format.

Every reader rejects malformed input with an :class:`InputFormatError` naming the
file and the 1-based line; every writer writes atomically and refuses to replace
one of its inputs.  :data:`FORMATS` lists the forms runs are read in, each by one
reader applying the rules of :mod:`rankagg.io.rules`.
"""

from typing import Any

_WHERE = {
    "InputFormatError": "_errors", "InputFormatWarning": "text_input", "atomic_write_text": "atomic",
    "consensus_frame": "frame", "from_dataframe": "frame", "to_dataframe": "frame",
    "read_letor": "letor", "read_scores": "letor", "write_letor": "letor", "write_scores": "letor",
    "qrels_labels": "trec", "read_qrels": "_qrels_text", "read_trec_run": "trec", "read_trec_runs": "trec",
    "write_trec_run": "trec_writer", "FORMATS": "formats", "format_of": "formats",
}


def __getattr__(name: str) -> Any:
    # readers are imported on first use, so that reading TREC text does not load numba or the LETOR code
    if name in _WHERE:
        import importlib

        value = getattr(importlib.import_module(f"rankagg.io.{_WHERE[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'rankagg.io' has no attribute {name!r}")


__all__ = [
    "InputFormatError",
    "InputFormatWarning",
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
    "FORMATS",
    "format_of",
]
