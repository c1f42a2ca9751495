"""The base of the significance family: R's normalised rank matrix and the significance of each item."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Mapping, Sequence, cast

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import AnyOf, Boolean, Integer, Options, Satisfies, is_real
from rankagg.methods.base import Aggregator

__all__ = ["SignificanceAggregator", "Significance", "Stats", "normalised_rank_matrix", "distinct_ranked", "cut_vector", "check_top_cutoff", "TOP_CUTOFF_PARAM", "bh_qvalues", "N_PARAM", "FULL_PARAM"]

#: what a method computes per item: the statistic (lower = better), the p-value (None: the method gives none)
#: and extra columns
Stats = tuple[NDArray[np.float64], "NDArray[np.float64] | None", dict[str, NDArray[Any]]]

N_PARAM = AnyOf(Options(None), Integer(1))
FULL_PARAM = Boolean()
#: the smallest p-value a score tells apart: a p-value below it (an underflow to 0) scores as it does
_TINY = 5e-324


@dataclass(frozen=True)
class Significance:
    """Per item (the rows of the :class:`Rankings` given): the method's ``statistic`` (R's measure: rho,
    Q, the mean normalised rank...), its ``p_value`` (None for a method without one), and ``order``: the
    items of each query in R's order (p-value, else statistic, ascending; ties by first appearance)."""

    statistic: NDArray[np.float64]
    p_value: NDArray[np.float64] | None
    order: NDArray[np.int64]
    #: extra per-item columns (``rho``'s ``n``: the lists ranking the item; MAIC's contributing lists...)
    extra: Mapping[str, NDArray[Any]]
    #: Benjamini-Hochberg adjusted p-values within each query (None without p-values): :func:`bh_qvalues`
    q_value: NDArray[np.float64] | None = None


def distinct_ranked(data: Rankings, N: int | None = None) -> NDArray[np.float64]:
    """The number of distinct items the lists of each query name (R's default ``N``), refusing a given ``N``
    below it: ``N`` is the number of items the lists were drawn from, so it counts at least every item they
    name; below it a normalised rank ``position / N`` passes 1 and the null of a uniform rank is no null at all
    (R computes p-values of 1 there without a word; reliability matrix, ``u11s_rra_n_below_items``)."""
    ranked = np.asarray(np.bincount(data.query_of_item, weights=(~np.isnan(data.local_ranks())).any(axis=1),
                                    minlength=data.n_queries), dtype=np.float64)
    if N is not None and ranked.size and ranked.max() > N:
        q = int(np.argmax(ranked))
        raise ValueError(f"N = {N} is below the {int(ranked[q])} distinct items the lists of query {data.qids[q]} "
                         "name: N is the number of items the lists were drawn from (R's N), at least every item "
                         "they name")
    return ranked


def normalised_rank_matrix(data: Rankings, N: int | None = None, full: bool = False) -> NDArray[np.float64]:
    """R's ``rankMatrix(glist, N, full)`` for every query of ``data`` at once: ``position / N`` (see the family
    docstring); the items (rows) keep their order, which for gene lists is their first appearance."""
    local = data.local_ranks()
    known = ~np.isnan(local)
    if full:
        lengths = data.list_lengths().astype(np.float64)[data.query_of_item]  # R: N = lengths of the lists
        return np.where(known, local / np.maximum(lengths, 1.0), np.nan)
    ranked = distinct_ranked(data, N)
    if N is None:
        per_item = np.maximum(ranked, 1.0)[data.query_of_item][:, None]
    else:
        per_item = np.full((data.n_items, 1), float(N))
    return np.where(known, local / per_item, 1.0)


class SignificanceAggregator(Aggregator):
    """A method of the family: the statistic and p-value of each item (:meth:`significance`), its score
    ``-log10(p)`` (or minus the statistic for a method without p-values), the ranking by them."""

    #: whether :meth:`significance` gives p-values (``rankagg methods`` marks the methods that do)
    gives_p_values: ClassVar[bool] = True
    #: whether a smaller statistic is better (R's measures); False: larger is (MAIC's information content)
    ascending: ClassVar[bool] = True
    #: the method's name in R's ``aggregateRanks(method = ...)`` ("" for a method R does not have)
    r_method: ClassVar[str] = ""
    not_duplication_invariant = ("a p-value counts the lists as independent evidence: a list given twice is two "
                                 "agreeing experiments under the null, which changes every p-value and may change the order")
    tags = {"reads_scores": False}

    def statistics(self, data: Rankings) -> Stats:
        """``(statistic, p_value or None, extra columns)`` per item; lower statistic = better: by default
        :meth:`rank_statistics` of R's normalised rank matrix (``N`` and ``full`` from the parameters)."""
        return self.rank_statistics(normalised_rank_matrix(data, self.N, self.full), data.ranker_names)

    def rank_statistics(self, rmat: NDArray[np.float64], list_names: Sequence[str]) -> Stats:
        """The statistics of the rows of a normalised rank matrix (R's ``rmat``: items x lists, NaN = unknown)."""
        raise NotImplementedError(f"{self.name} does not work on a normalised rank matrix")

    def significance_of_matrix(self, rmat: NDArray[np.float64], list_names: Sequence[str]) -> Significance:
        """:meth:`significance` of one query given as R's ``rmat`` (``aggregateRanks(rmat = ...)``)."""
        stat, p, extra = self.rank_statistics(np.asarray(rmat, dtype=np.float64), list_names)
        key = p if p is not None else stat
        query = np.zeros(len(stat), dtype=np.int64)
        return Significance(statistic=stat, p_value=p, order=_r_order(query, key), extra=extra,
                            q_value=None if p is None else bh_qvalues(p, query))

    def significance(self, data: Rankings) -> Significance:
        """The statistic, p-value and R's order of the items of every query of ``data``."""
        stat, p, extra = self.statistics(data)
        key = p if p is not None else stat if self.ascending else -stat
        order = _r_order(data.query_of_item, key)
        q = None if p is None else bh_qvalues(p, data.query_of_item)
        return Significance(statistic=stat, p_value=p, order=order, extra=extra, q_value=q)

    def score(self, data: Rankings) -> NDArray[np.float64]:
        stat, p, _ = self.statistics(data)
        # 0.0 - x, not -x: p = 1 (log10 0) and a statistic 0 score 0, never -0.0 in a written run
        if p is None:
            return 0.0 - stat if self.ascending else stat + 0.0
        return 0.0 - np.log10(np.maximum(p, _TINY))


def _r_order(query_of_item: NDArray[np.int64], key: NDArray[np.float64]) -> NDArray[np.int64]:
    """R's ``order(Score)`` within each query: ascending, ties (and NaN, last) in the rows' order."""
    safe = np.where(np.isnan(key), np.inf, key)
    return np.lexsort((np.arange(len(key)), np.isnan(key), safe, query_of_item)).astype(np.int64)


def bh_qvalues(p: NDArray[np.float64], query_of_item: NDArray[np.int64]) -> NDArray[np.float64]:
    """Benjamini & Hochberg (J. R. Stat. Soc. B 57, 1995) adjusted p-values within each query, as R's
    ``p.adjust(p, "BH")``: ``q_(i) = min_{j >= i} min(1, m p_(j) / j)`` over the query's ``m`` p-values sorted
    ascending (NaN p-values are left out and stay NaN).  The loop is over the queries, not the items."""
    q = np.full(len(p), np.nan)
    known = ~np.isnan(p)
    order = np.lexsort((p, ~known, query_of_item))
    starts = np.flatnonzero(np.r_[True, np.diff(query_of_item[order]) != 0])
    for a, b in zip(starts, np.r_[starts[1:], len(order)]):
        rows = order[a:b]
        rows = rows[known[rows]]
        m = len(rows)
        if m == 0:
            continue
        adjusted = (m / np.arange(1, m + 1)) * p[rows]  # R: n / i * p[o]
        q[rows] = np.minimum(1.0, np.minimum.accumulate(adjusted[::-1])[::-1])
    return q


def _cut(value: Any, where: str) -> float:
    if not is_real(value) or not 0.0 <= float(value) <= 1.0:
        raise ValueError(f"top_cutoff: {where} must be a number in [0, 1] (R's topCutoff, a share of N), got {value!r}")
    return float(value)


def check_top_cutoff(top_cutoff: Any) -> None:
    """``top_cutoff`` is None, one cut, a sequence of cuts or a mapping name -> cut, every cut a number in
    [0, 1] (R refuses others: 'Elements of sigma are not in the range [0,1]'; NaN, which R lets through,
    tied every item at -0.0); raises a ValueError naming the cut."""
    if top_cutoff is None:
        return
    if isinstance(top_cutoff, Mapping):
        for k, v in top_cutoff.items():
            _cut(v, f"the cut of list {k!r}")
    elif isinstance(top_cutoff, (str, bytes)) or not isinstance(top_cutoff, (Sequence, np.ndarray)):
        _cut(top_cutoff, "the cut")
    else:
        for i, v in enumerate(top_cutoff):
            _cut(v, f"cut {i + 1}")


def cut_vector(top_cutoff: float | Sequence[float] | Mapping[str, float] | None, names: Sequence[str]) -> NDArray[np.float64] | None:
    """``top_cutoff`` as one cut per list in ``names``' order: a number for every list, a sequence in list
    order, or a mapping list name -> cut (every list named); each cut checked by :func:`check_top_cutoff`."""
    if top_cutoff is None:
        return None
    check_top_cutoff(top_cutoff)
    if isinstance(top_cutoff, Mapping):
        missing = [n for n in names if n not in top_cutoff]
        unknown = [str(k) for k in top_cutoff if k not in set(names)]
        if missing or unknown:
            raise ValueError(f"top_cutoff: name every list once ({', '.join(names)}); "
                             f"missing {missing or 'none'}, unknown {unknown or 'none'}")
        return np.array([float(top_cutoff[n]) for n in names])
    if is_real(top_cutoff):
        return np.full(len(names), float(cast(float, top_cutoff)))
    cuts = np.asarray([float(v) for v in cast(Sequence[float], top_cutoff)], dtype=np.float64)
    if cuts.shape != (len(names),):
        raise ValueError(f"top_cutoff: {cuts.size} cut(s) for {len(names)} lists; give one per list")
    return cuts


#: rra's ``top_cutoff``: checked at construction (:func:`check_top_cutoff`), the lists' names when scoring
TOP_CUTOFF_PARAM = Satisfies("None, a number in [0, 1], a list of them in list order, or list name -> number",
                             check_top_cutoff)
