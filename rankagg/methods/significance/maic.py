"""MAIC: meta-analysis by information content (Li et al. 2020), lists weighted by their agreement with the others."""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Boolean, Integer, Real, Satisfies, is_integer
from rankagg.methods.registry import register
from rankagg.methods.significance._base import SignificanceAggregator, Stats
from rankagg.methods.significance._maic_fit import fit_decay

__all__ = ["MAIC", "maic_weights"]

#: the step of the straight descent the reference code gives a ranked list whose curve does not fit
_FAILED_FIT_STEP = 1e-8


def _decay(x: NDArray[np.float64], a: float, b: float, c: float, d: float) -> NDArray[np.float64]:
    return a * np.exp(-b * x) - c * x + d


def _fit_ranked(scores_in_order: NDArray[np.float64], weight: float) -> NDArray[np.float64]:
    """The weight of each place of a ranked list: the curve ``a e^(-b x) - c x + d`` fitted to
    ``sqrt(mean score of the first x items)`` (Li et al. 2020, Methods: information content decays along a
    ranked list), with the reference code's start, bounds and errors shrinking towards the end of the list
    (its scipy ``curve_fit``, compiled: :func:`~rankagg.methods.significance._maic_fit.fit_decay`); a fit that
    curve_fit abandons gives the list's weight, falling by 1e-8 a place."""
    n = len(scores_in_order)
    x = np.arange(1, n + 1, dtype=np.float64)
    y = np.sqrt(np.cumsum(scores_in_order) / x)
    params = fit_decay(y, weight)
    if params is None:
        base = weight + _FAILED_FIT_STEP * n / 2.0
        return np.asarray(base - np.arange(n) * _FAILED_FIT_STEP, dtype=np.float64)
    return np.asarray(_decay(x, *params), dtype=np.float64)


def maic_weights(member: NDArray[np.bool_], order: list[NDArray[np.int64]], category: NDArray[np.int64], *,
                 ranked: bool, threshold: float, max_iterations: int) -> tuple[NDArray[np.float64], NDArray[np.float64], int]:
    """MAIC on one query: ``member[i, l]`` (item ``i`` is in list ``l``), ``order[l]`` (list ``l``'s items, best
    first), ``category[l]``.  Returns the items' scores, the lists' weights and the iterations run.

    Every item starts at 1; each round, (1) an item's score is the sum over the categories of the largest weight
    a list of that category gives it (the list's weight, or for a ranked list the fitted weight of the item's
    place), (2) a list's weight is the square root of the mean score of its items; the rounds stop when no list's
    weight moves by more than ``threshold``, or after ``max_iterations``; the scores are then computed once more
    from the final weights (Li et al. 2020, Methods; the reference code's order of updates)."""
    n_items, n_lists = member.shape
    place_weight = np.where(member, 1.0, 0.0)  # what list l gives item i: 1 before any fit, as the reference

    def item_scores() -> NDArray[np.float64]:
        # each item's category maxima summed in sorted order, so items given the same weights (by lists in another
        # order) get the same bits: the curve fit amplifies a last-bit difference to 1e-11, past the tie rule
        # (u15a_tie_rule_condorcet_paradox_every_method: MAIC on a cyclic Latin square of lists)
        cats = np.unique(category)
        if cats.size == 0:
            return np.zeros(n_items)
        per = np.stack([place_weight[:, category == c].max(axis=1, initial=0.0) for c in cats], axis=1)
        return np.sort(per, axis=1).sum(axis=1)

    weights = np.ones(n_lists)
    scores = np.ones(n_items)
    iterations = 0
    delta = threshold + 1.0
    while iterations < max_iterations and delta > threshold:
        iterations += 1
        scores = item_scores()
        delta = 0.0
        for lst in range(n_lists):
            items = order[lst]
            new = float(np.sqrt(scores[items].mean())) if len(items) else 0.0
            delta = max(delta, abs(new - weights[lst]))
            weights[lst] = new
            if ranked and len(items):
                place_weight[items, lst] = _fit_ranked(scores[items], new)
            elif len(items):
                place_weight[items, lst] = new
    return item_scores(), weights, iterations


def _check_categories(categories: Any) -> None:
    """None, or a mapping of list names (text) to category labels, strings or integers, no two labels the same text
    (``{"a": 1, "b": "1"}`` would merge two categories that were given apart)."""
    if categories is None:
        return
    if not isinstance(categories, Mapping):
        raise ValueError("not a mapping")
    labels: dict[str, Any] = {}
    for name, label in categories.items():
        if not isinstance(name, str) or not (isinstance(label, str) or is_integer(label)):
            raise ValueError(f"list {name!r}: category {label!r}")
        if labels.setdefault(str(label), label) != label or type(labels[str(label)]) is not type(label):
            raise ValueError(f"categories {labels[str(label)]!r} and {label!r} are the same text")


@register("maic")
class MAIC(SignificanceAggregator):
    """MAIC, meta-analysis by information content (Li, Clohisey, Chia et al., Nat. Commun. 11:164, 2020, Methods).

    Lists that agree with the consensus carry more information: every item starts with score 1, a list's weight
    is the root mean score of its items, an item's score the sum of the weights of the lists that name it (the
    largest per category of lists), repeated until the weights settle (change below ``threshold``).  With
    ``ranked=True`` the weight decays along each list, an exponential-plus-linear curve fitted to the running
    root mean score, as the reference implementation (github.com/baillielab/maic) does for ranked lists.  Lists
    are cut at their first ``max_list_length`` items.  Higher is better; no p-value.
    """

    defaults = {"ranked": True, "threshold": 0.01, "max_iterations": 100, "max_list_length": 2000, "categories": None}
    param_doc = {"ranked": "True: each list's weight decays along it (fitted curve); False: every item of a list gets its weight",
                 "threshold": "stop when no list weight changes by more than this",
                 "max_iterations": "rounds at most",
                 "max_list_length": "only a list's first items count (the reference's maxlistlength)",
                 "categories": "None (each list its own category), or list name -> category: per category, only "
                               "the list giving an item the most weight counts"}
    citation = ("Li, Clohisey, Chia et al., Genome-wide CRISPR screen identifies host dependency factors for "
                "influenza A virus infection, Nat. Commun. 11:164, 2020, Methods (MAIC); reference code "
                "github.com/baillielab/maic")
    param_constraints = {"ranked": Boolean(), "threshold": Real(0.0, low_open=True), "max_iterations": Integer(1),
                         "max_list_length": Integer(1),
                         "categories": Satisfies("None, or a mapping list name -> category (a string or an integer)",
                                                 _check_categories)}
    # a curve fit per list and round (about 320 a query): compiled, 0.08 s of CPU a MQ2008-agg query (results/bench_maic.md),
    # still a minute or more on the whole set, each time a harness runs it there (they use a prefix of queries)
    tags = {"fast_params": {"max_iterations": 3}, "slow_fit": True}
    gives_p_values = False
    ascending = False

    def statistics(self, data: Rankings) -> Stats:
        local = data.local_ranks()
        names = list(data.ranker_names)
        if self.categories is None:
            category = np.arange(len(names))
        else:
            missing = [n for n in names if n not in self.categories]
            # a name no input list has is a misspelt list whose category would be lost without a word, as rra's
            # top_cutoff by name refuses it (reliability matrix, u11s_maic_categories_unknown)
            unknown = [str(k) for k in self.categories if str(k) not in set(names)]
            if missing or unknown:
                raise ValueError("maic: categories must give each input list its category: "
                                 + "; ".join(part for part in (
                                     f"no category for the list(s) {', '.join(missing)}" if missing else "",
                                     f"no input list is named {', '.join(unknown)}" if unknown else "") if part))
            labels = [str(self.categories[n]) for n in names]
            category = np.unique(labels, return_inverse=True)[1]
        scores = np.zeros(data.n_items)
        iterations = np.zeros(data.n_items, dtype=np.int64)
        for rows in data.query_slices():  # MAIC is a fixed point per query
            ranks = local[rows]
            member = ~np.isnan(ranks) & (ranks <= self.max_list_length)
            order = [np.flatnonzero(member[:, j])[np.argsort(ranks[member[:, j], j], kind="stable")]
                     for j in range(len(names))]
            s, _, it = maic_weights(member, order, category, ranked=self.ranked, threshold=self.threshold,
                                    max_iterations=self.max_iterations)
            scores[rows] = s
            iterations[rows] = it
        extra: dict[str, NDArray[Any]] = {"iterations": iterations}
        return scores, None, extra
