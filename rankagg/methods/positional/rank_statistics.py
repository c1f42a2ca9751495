"""Mean and median rank over the rankers (lower is better; conventions: the family docstring)."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options
from rankagg.features.points import ranker_sum
from rankagg.methods.base import Aggregator
from rankagg.methods.ranker_sums import POSITIONS, _list_lengths, _nan_reduce, rank_matrix
from rankagg.methods.registry import register

__all__ = ["MeanRank", "MedianRank"]


@register("mean_rank")
class MeanRank(Aggregator):
    """Mean rank over the rankers (lower is better).

    ``unranked="bottom"`` (the default) counts an item a ranker did not return at
    position ``k + 1`` of that ranker's list (``k`` its length), so every item is
    averaged over every ranker; ``"ignore"`` averages over the rankers that ranked the
    item only, which puts an item one ranker returned first above an item every ranker
    returned second (NDCG@5 .3152 / .2420 on MQ2007-agg / MQ2008-agg, against .4261 /
    .4759 with ``"bottom"``).  ``"bottom"`` was chosen on validation across the issue-17
    settings (``experiments/quality.toml``, ``[[selections]]``, docs/quality.md §5).
    """

    tags = {"reads_scores": False}  # places alone: a run's scores only order it (--trust-rank: its rank column)
    defaults = {"unranked": "bottom", "positions": "local"}
    param_doc = {"unranked": "ignore | bottom", "positions": "local | raw"}
    citation = "Mean position (St.Agg §2.2.1)"

    param_constraints = {"unranked": Options("ignore", "bottom"), "positions": POSITIONS}

    def _filled(self, data: Rankings) -> NDArray[np.float64]:
        r = rank_matrix(data, self.positions)
        if self.unranked == "bottom":
            r = np.where(np.isnan(r), _list_lengths(data) + 1.0, r)
        return r

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = self._filled(data)
        count = (~np.isnan(r)).sum(axis=1)
        total = ranker_sum(np.where(np.isnan(r), 0.0, r))
        return np.where(count > 0, -total / np.maximum(count, 1), np.nan)


@register("median_rank")
class MedianRank(MeanRank):
    """Median rank over the rankers (Fagin, Kumar & Sivakumar 2003), lower is better.

    Unranked items as in :class:`MeanRank`: at position ``k + 1`` of the list by default
    (chosen on validation, docs/quality.md §5), or left out of the median (``"ignore"``).
    """

    citation = "Fagin, Kumar & Sivakumar, Efficient similarity search and classification via rank aggregation, SIGMOD 2003"

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = self._filled(data)
        return -_nan_reduce(np.nanmedian, r, (~np.isnan(r)).sum(axis=1))
