"""Positional and score-based fusion: Borda, RRF, the Comb* family, mean/median rank, Dowdall, geometric mean, best input.

One module per public method (or small family: ``comb``, ``isr``, ``rank_statistics``).  The point-based
fusions (RRF, Borda, Dowdall, ISR, log-ISR, CombMNZ_rank) only declare what they are, a
:class:`~rankagg.methods.point_fusion.PointFusion` (their points, how the sum combines, how weights
enter), and the methods core derives every face from it (:mod:`rankagg.methods.point_fusion`: batch
scores, run entries, linear parts, the per-query :class:`rankagg.Fuser`'s declarations, the tags); the Comb
family likewise declares a :class:`~rankagg.methods.score_fusion.ScoreFusion` (normalised scores, their
combination, the padding of unranked items: :mod:`rankagg.methods.score_fusion`).  The shared pieces are in the methods core: :mod:`rankagg.methods.ranker_sums` (rank matrices, weights,
weighted order-free sums, from the rank matrix or from run entries), :mod:`rankagg.methods.norms` /
:mod:`rankagg.methods.engine_norms` (the Comb family's normalisations, which the per-query fuser and the
engine exports share), and :mod:`rankagg.features.points`.

All of them are whole-dataset array expressions over the ``(n_items, n_rankers)``
rank matrix: no loop over queries or documents.

Positions
---------
``positions="local"`` (default) uses each ranker's order restricted to the
query's candidates (1..k, :meth:`Rankings.local_ranks`), as ranx and PyFLAGR do
when fed a LETOR file as runs; ``positions="raw"`` uses the LETOR rank values
themselves (positions in a larger collection, with gaps).

Weights
-------
Every method of the family that sums (or takes the max/min/median of) per-ranker values
takes ``weights``: ``None`` (all 1), a mapping ranker name -> weight (every ranker
named, weights finite and >= 0) or a sequence in ranker order.  Ranker ``r``'s
contribution is multiplied by ``w_r`` (weighted RRF ``sum_r w_r / (k + rank_r)``,
weighted Borda, weighted CombSUM as ranx's ``wsum``).  Weighted CombMNZ is
``n_d * sum_r w_r s_r`` (the weighted CombSUM times the number of lists that
returned the item), which is *not* ranx's ``wmnz`` (Wu & Crestani 2002,
``sum_r s_r * sum_{r returned d} w_r``): ``factor="weights"`` gives that one
(tests/test_engines.py checks both against ranx).  Sums over rankers never
depend on the order of the rankers (:func:`rankagg.features.points.ranker_sum`); the
points are those of :mod:`rankagg.features.points`.

Normalisations (Comb family)
----------------------------
``norm`` accepts the names users know (aliases in brackets): ``minmax``
(``min-max``, ``min_max``), ``zscore`` (``z-score``, ``zmuv``), ``sum``, ``max``,
``rank`` (``linear``: ``1 - (r - 1) / k``, ranx's rank norm), ``borda``
(``(n - r + 1) / n``), ``reciprocal`` (``1 / r``) and ``none`` (the raw scores).
The default ``auto`` is ``minmax`` when the input carries scores (TREC runs,
DataFrames with a score column; ranx's default) and ``borda`` otherwise (LETOR
rank features).  ``minmax``, ``zscore``, ``sum``, ``max`` and ``none`` read the
input scores (the negated rank when there are none; ``none`` then refuses).
"""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
