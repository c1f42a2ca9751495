"""R RobustRankAggreg's simple aggregates of normalised ranks: ``aggregateRanks(method = "min" | "mean" |
"median" | "geom.mean")`` (Kolde et al. 2012, §3, the methods RRA is compared with)."""

from __future__ import annotations

from typing import Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.methods.registry import register
from rankagg.methods.significance._base import FULL_PARAM, N_PARAM, SignificanceAggregator, Stats
from rankagg.methods.significance._r_math import r_exp, r_log
from rankagg.methods.significance._order_statistics import r_mean, r_mean_pvalues, r_median

__all__ = ["RankMin", "RankMean", "RankMedian", "RankGeomMean"]

_CITE = "Kolde et al., Bioinformatics 28(4), 2012, §3; R RobustRankAggreg 1.2.1 aggregateRanks(method='{}')"
_PARAMS = {"N": N_PARAM, "full": FULL_PARAM}
_DOC = {"N": "None, or the number of items the lists were drawn from (R's N)",
        "full": "False: a missing item has the normalised rank 1; True: it is unknown and left out"}


class _RBaseline(SignificanceAggregator):
    defaults = {"N": None, "full": False}
    param_doc = _DOC
    param_constraints = _PARAMS
    gives_p_values = False


@register("rra_min")
class RankMin(_RBaseline):
    """The best (smallest) normalised rank over the lists (R's aggregateRanks(method = "min")); no p-value."""

    #: its name in R's aggregateRanks(method = ...)
    r_method = "min"

    citation = _CITE.format("min")

    def rank_statistics(self, rmat: NDArray[np.float64], list_names: Sequence[str]) -> Stats:
        r = rmat
        known = ~np.isnan(r).all(axis=1)
        out = np.full(len(r), np.nan)
        out[known] = np.nanmin(r[known], axis=1)
        return out, None, {}


@register("rra_median")
class RankMedian(_RBaseline):
    """The median normalised rank (R's aggregateRanks(method = "median")); no p-value.

    For an even count, R's mean of the two middle values."""

    #: its name in R's aggregateRanks(method = ...)
    r_method = "median"

    citation = _CITE.format("median")

    def rank_statistics(self, rmat: NDArray[np.float64], list_names: Sequence[str]) -> Stats:
        return r_median(rmat), None, {}


@register("rra_geom_mean")
class RankGeomMean(_RBaseline):
    """The geometric mean of the normalised ranks (R's aggregateRanks(method = "geom.mean")); no p-value.

    ``exp(mean(log r))``, with R's long-double mean and the C library's ``exp`` and ``log``."""

    #: its name in R's aggregateRanks(method = ...)
    r_method = "geom.mean"

    citation = _CITE.format("geom.mean")

    def rank_statistics(self, rmat: NDArray[np.float64], list_names: Sequence[str]) -> Stats:
        mean, _ = r_mean(r_log(rmat))
        return r_exp(mean), None, {}


@register("rra_mean")
class RankMean(_RBaseline):
    """The mean normalised rank and its p-value (R's aggregateRanks(method = "mean")).

    The p-value is ``pnorm(mean, 1/2, sqrt(1/(12 n)))``, the normal approximation of the mean of ``n`` uniform
    ranks under the null; R's ``Score`` is that p-value."""

    #: its name in R's aggregateRanks(method = ...)
    r_method = "mean"

    citation = _CITE.format("mean")
    gives_p_values = True

    def rank_statistics(self, rmat: NDArray[np.float64], list_names: Sequence[str]) -> Stats:
        r = rmat
        mean, n = r_mean(r)
        return mean, r_mean_pvalues(r), {"n_lists": n}
