"""The defaults the command line and the Python API share (no heavy import: ``rankagg --help`` reads them)."""

__all__ = ["DEFAULT_METHOD", "DEFAULT_DEPTH", "DEPTH_NOT_GIVEN", "COUNT_CAP"]

#: the method used when none is named (``rankagg fuse`` without --method, ``rankagg.fuse``): chosen by the
#: selection of issue 48 (``python -m benchmarks.fair_quality.select_default``, results/bench_fair_quality_selection.md,
#: docs/quality.md §11) on sets from other fields together with TREC-COVID rounds 2-5: RRF with k=10 weighted by
#: ``own_items``, a label-free quality fair to short and partial lists: each list judged on its own first 20 items
#: against the RRF of the *other* lists (their standing among the items another list returned), above what a
#: random list of its length scores (0) on the scale of the best list of its length (1); saturated at 0.3 of the
#: 0.9-quantile of the lists' qualities, so only lists far below the others (junk) lose weight; equal weights when
#: fewer than 3 lists are judged on every query or the lists hardly agree (mean quality below 0.1); no list above
#: twice its equal share of a query's weight.  Its weights do not rise with a list's length (the previous default's,
#: ``pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate=0.15, saturate_quantile=0.9,
#: chance='subtract', leave_one_out=True, n_iter=1, max_share=2.0)``, did: issue 48)
DEFAULT_METHOD = ("own_items(fusion='rrf', k=10.0, unranked='zero', power=1.0, saturate=0.3, saturate_quantile=0.9, "
                  "depth=20, min_lists=3, min_agreement=0.1, n_iter=1, max_share=2.0)")

#: documents written per query by default, in Python and on the command line (TREC's habit)
DEFAULT_DEPTH = 1000


class DefaultDepth(int):
    """The default output depth, told apart from the same number given: a tuned model's own depth (the depth its
    estimate measured) applies where none is given, and ``fuse(runs, "pseudo_qrels", depth=10)`` is checked."""


#: the output depth when none is given (:data:`DEFAULT_DEPTH`, or a tuned model's; compare with ``is``)
DEPTH_NOT_GIVEN = DefaultDepth(DEFAULT_DEPTH)

#: the largest count, iteration limit or size a parameter or an option takes unless it says otherwise: the largest
#: integer every float holds exactly (counts meet floats and int64 kernels, where 10**23 was an OverflowError)
COUNT_CAP = 2**53
