"""The defaults the command line and the Python API share (no heavy import: ``rankagg --help`` reads them)."""

__all__ = ["DEFAULT_METHOD", "DEFAULT_DEPTH"]

#: the method used when none is named (``rankagg fuse`` without --method, ``rankagg.fuse``): chosen by the
#: nested selection of experiments/default.toml over LETOR, generated and real TREC settings (docs/quality.md
#: §8, issue 23): pseudo-qrels quality weights, power 1, on min-max normalised scores (CombSUM)
DEFAULT_METHOD = "pseudo_qrels(fusion='combsum', unranked='zero', power=1.0)"

#: documents written per query by default, in Python and on the command line (TREC's habit)
DEFAULT_DEPTH = 1000
