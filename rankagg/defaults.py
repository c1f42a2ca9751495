"""The defaults the command line and the Python API share (no heavy import: ``rankagg --help`` reads them)."""

__all__ = ["DEFAULT_METHOD", "DEFAULT_DEPTH"]

#: the method used when none is named (CLI and Python API): chosen by the nested selection of
#: experiments/quality.toml (docs/quality.md)
DEFAULT_METHOD = "pseudo_qrels(power=4.0, top_m=10)"

#: documents written per query by default, in Python and on the command line (TREC's habit)
DEFAULT_DEPTH = 1000
