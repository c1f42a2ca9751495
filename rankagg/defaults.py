"""The defaults the command line and the Python API share (no heavy import: ``rankagg --help`` reads them)."""

__all__ = ["DEFAULT_METHOD", "DEFAULT_DEPTH"]

#: the method used when none is named (``rankagg fuse`` without --method, ``rankagg.fuse``): chosen by the
#: nested selection of experiments/default_rounds.toml over four real TREC-COVID rounds, LETOR and junk
#: settings (docs/quality.md §9, issue 32; its ``ships = true`` selection): RRF with k=10 weighted by a label-free
#: quality, each run's NDCG@20 against the top 10 of the plain RRF of the *other* runs taken as pseudo-relevant,
#: less what a random list as long as the run's would score; saturated at 0.15 of the 0.9-quantile of the runs'
#: qualities, so only runs far below the others (junk) lose weight; no run above twice its equal share of a
#: query's weight (what it does with a single query)
DEFAULT_METHOD = ("pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate=0.15, "
                  "saturate_quantile=0.9, chance='subtract', leave_one_out=True, n_iter=1, max_share=2.0)")

#: documents written per query by default, in Python and on the command line (TREC's habit)
DEFAULT_DEPTH = 1000
