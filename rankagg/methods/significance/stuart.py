"""Stuart's method: the Q statistic of Stuart et al. 2003, as R's ``aggregateRanks(method = "stuart")``."""

from __future__ import annotations

from typing import Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.methods.registry import register
from rankagg.methods.significance._base import FULL_PARAM, N_PARAM, SignificanceAggregator, Stats
from rankagg.methods.significance._order_statistics import stuart_scores

__all__ = ["Stuart"]


@register("stuart")
class Stuart(SignificanceAggregator):
    """Stuart's Q (Stuart, Segal, Koller & Kim, Science 302, 2003; Aerts et al., Nat. Biotechnol. 24, 2006).

    ``Q`` is the probability, under the null of independent uniform normalised ranks, that all ``n`` order
    statistics of an item's ranks are at least as large as observed: the joint distribution of the order
    statistics by Aerts et al.'s recursion ``V_k = sum_{l=1..k} (-1)^(l+1) V_{k-l} r_(n-k+1)^l / l!``,
    ``Q = n! V_n`` (Kolde et al. 2012, §2.3 and §3, the "Stuart" method).  Q is the p-value; the items rank
    by it.  The alternating sums lose digits for many lists with a small Q, in R as here: the sums are
    taken in R's order, so that the digits left are R's.
    """

    #: its name in R's aggregateRanks(method = ...)
    r_method = "stuart"

    defaults = {"N": None, "full": False}
    param_doc = {"N": "None, or the number of items the lists were drawn from (R's N)",
                 "full": "False: a missing item has the normalised rank 1; True: it is unknown"}
    citation = ("Stuart, Segal, Koller & Kim, Science 302, 2003; Aerts et al., Nat. Biotechnol. 24, 2006; "
                "Kolde et al., Bioinformatics 28(4), 2012, §2.3; R RobustRankAggreg 1.2.1 aggregateRanks(method='stuart')")
    param_constraints = {"N": N_PARAM, "full": FULL_PARAM}

    def rank_statistics(self, rmat: NDArray[np.float64], list_names: Sequence[str]) -> Stats:
        q = stuart_scores(rmat)
        return q, q, {}
