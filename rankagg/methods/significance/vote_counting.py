"""Vote counting: the number of lists that name an item, and its p-value under random lists."""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import AnyOf, Integer, Options
from rankagg.methods.registry import register
from rankagg.methods.significance._base import N_PARAM, SignificanceAggregator, Stats, distinct_ranked

__all__ = ["VoteCounting", "votes_null_survival"]


def votes_null_survival(inclusion: NDArray[np.float64]) -> NDArray[np.float64]:
    """``P(X >= v)`` for ``v = 0..m``, ``X`` the number of ``m`` independent lists that include an item when list
    ``j`` includes it with probability ``inclusion[j]`` (the Poisson-binomial distribution, by the convolution
    over the lists: the loop is over the lists, never the items)."""
    pmf = np.zeros(len(inclusion) + 1)
    pmf[0] = 1.0
    for q in inclusion:
        pmf[1:] = pmf[1:] * (1.0 - q) + pmf[:-1] * q
        pmf[0] *= 1.0 - q
    return np.minimum(np.cumsum(pmf[::-1])[::-1], 1.0)


@register("vote_counting")
class VoteCounting(SignificanceAggregator):
    """Vote counting: an item's votes are the lists that name it (among their first ``top`` items); its score -log10 p.

    The oldest rule of research synthesis (Light & Smith, Harvard Educ. Rev. 41, 1971; Hedges & Olkin,
    Psychol. Bull. 88, 1980), and the usual baseline of gene-list meta-analysis (Li, Wang & Xiao, Brief.
    Bioinform. 20, 2019, §2: the "vote counting" method).  Its p-value: under the null each list ``j`` is a random
    ``k_j`` of the ``N`` items (``k_j`` its length, or ``top``), so an item's count of votes is a sum of
    independent Bernoulli(``k_j / N``), and ``p = P(X >= votes)`` (the Poisson-binomial tail).  The items rank
    by p-value, i.e. by votes, ties in first appearance.
    """

    defaults = {"top": None, "N": None}
    param_doc = {"top": "None (every item of a list is a vote), or only a list's first top items vote",
                 "N": "None, or the number of items the lists were drawn from (None = the distinct items the lists hold)"}
    citation = ("Light & Smith, Harvard Educ. Rev. 41, 1971; Hedges & Olkin, Psychol. Bull. 88, 1980; "
                "Li, Wang & Xiao, Brief. Bioinform. 20, 2019, §2")
    param_constraints = {"top": AnyOf(Options(None), Integer(1)), "N": N_PARAM}

    def statistics(self, data: Rankings) -> Stats:
        local = data.local_ranks()
        voted = ~np.isnan(local) if self.top is None else (local <= self.top)
        votes = voted.sum(axis=1).astype(np.float64)
        p = np.ones(data.n_items)
        lengths = data.list_lengths().astype(np.float64)
        ranked_any = distinct_ranked(data, self.N)
        for q, rows in enumerate(data.query_slices()):  # a loop over the queries: each has its own null
            n_total = float(self.N) if self.N is not None else max(ranked_any[q], 1.0)
            k = lengths[q] if self.top is None else np.minimum(lengths[q], self.top)
            survival = votes_null_survival(np.minimum(k / n_total, 1.0))
            p[rows] = survival[votes[rows].astype(np.int64)]
        extra: dict[str, NDArray[Any]] = {}
        return votes, p, extra

    ascending = False
