"""Robust Rank Aggregation (Kolde et al. 2012): the rho score of each item and its p-value, as R's
``aggregateRanks(method = "RRA")`` (RobustRankAggreg 1.2.1) gives them."""

from __future__ import annotations

from typing import Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Boolean
from rankagg.methods.registry import register
from rankagg.methods.significance._base import (FULL_PARAM, N_PARAM, TOP_CUTOFF_PARAM, SignificanceAggregator, Stats,
                                                cut_vector)
from rankagg.methods.significance._order_statistics import rho_scores

__all__ = ["RobustRankAggregation"]


@register("rra")
class RobustRankAggregation(SignificanceAggregator):
    """Robust Rank Aggregation (Kolde, Laur, Adler & Vilo, Bioinformatics 28(4), 2012).

    Each item's normalised ranks ``r_1..r_n`` (R's ``rankMatrix``, the family docstring) are sorted; under the
    null that every list is a random permutation, the ``k``-th smallest is Beta(k, n-k+1) distributed, and
    ``beta_k = P(r_(k) <= observed)`` (§2.2, Eq. 1).  The item's score ``rho = min_k beta_k`` (§2.2, Eq. 2);
    its p-value is the Bonferroni bound ``min(n * rho, 1)`` (§2.3; R's ``correctBetaPvalues``) or, with
    ``exact=True``, the exact null distribution of rho (§2.3, Stuart's recursion; R's ``correctBetaPvaluesExact``).
    With ``top_cutoff`` (§2.4) the lists are the top ``top_cutoff`` share of their rankings, and an item
    missing from a list lies anywhere below the cut (R's ``thresholdBetaScore``).  The items rank by p-value
    (R's ``Score``), ties in the order they first appear in the lists.
    """

    #: its name in R's aggregateRanks(method = ...)
    r_method = "RRA"

    defaults = {"N": None, "full": False, "exact": False, "top_cutoff": None}
    param_doc = {
        "N": "None, or the number of items the lists were drawn from (R's N; None = the distinct items the lists hold)",
        "full": "False: an item missing from a list has the normalised rank 1 (R's default); True: it is unknown, "
                "and each list's ranks are divided by its own length",
        "exact": "False: p = min(n * rho, 1) (Bonferroni, R's default); True: the exact p-value of rho (Stuart's recursion)",
        "top_cutoff": "None, or each list's cut as a share of N: one number, a list in list order, or list name -> "
                      "cut (R's topCutoff; needs full=False)",
    }
    citation = ("Kolde, Laur, Adler & Vilo, Robust rank aggregation for gene list integration and meta-analysis, "
                "Bioinformatics 28(4), 2012, §2.2 Eq. 1-2, §2.3, §2.4; R package RobustRankAggreg 1.2.1")
    param_constraints = {"N": N_PARAM, "full": FULL_PARAM, "exact": Boolean(),
                         "top_cutoff": TOP_CUTOFF_PARAM}

    def _validate_params(self) -> None:
        if self.top_cutoff is not None and self.full:
            raise ValueError("rra: top_cutoff needs full=False (R refuses lists of unknown ranks with a cut)")

    def canonical_input(self, data: Rankings) -> Rankings:
        """The lists as given when ``top_cutoff`` is a sequence (its cuts follow the lists' order); else the
        canonical order."""
        if self.top_cutoff is not None and not isinstance(self.top_cutoff, (int, float, dict)):
            return data
        return super().canonical_input(data)

    def rank_statistics(self, rmat: NDArray[np.float64], list_names: Sequence[str]) -> Stats:
        rho, p, n = rho_scores(rmat, cut_vector(self.top_cutoff, list_names), self.exact)
        return rho, p, {"n_lists": n}
