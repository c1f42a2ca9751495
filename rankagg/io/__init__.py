"""Readers and writers: LETOR aggregation files, TREC runs and qrels, pandas long format."""

from ._common import InputFormatError, atomic_write_text
from .letor import read_letor, read_scores, write_letor, write_scores

__all__ = ["InputFormatError", "atomic_write_text", "read_letor", "read_scores", "write_letor", "write_scores"]
