"""The shared frame of the label-free quality family: :class:`QualityWeightedFusion`, round by round.

Every method of the family has two halves:

1. a **quality estimate** per input ranker, from agreement with the other
   rankers only (no label is read), per query and/or per collection;
2. a **weighted fusion** of the rankers' per-position points with those weights.

The frame here runs the rounds and turns the qualities into weights (:func:`normalise_weights`,
:func:`capped_shares`, by ``scope``); a subclass says how a round estimates the qualities.  The fusion
rules, their points and the unranked treatments are in :mod:`rankagg.methods.quality.fusion`, the per-query
statistics the estimates read in :mod:`rankagg.methods.quality.query_stats`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.data.validation import AnyOf, Array, Integer, Options, Real
from rankagg.features.points import order_free_sum
from rankagg.methods.base import Aggregator
from rankagg.methods.quality.fusion import (
    ENTRY_FUSIONS,
    FUSIONS,
    UNRANKED,
    entry_points,
    fusion_points,
    weighted_fusion,
)
from rankagg.methods.ranker_sums import RRF_K, weighted_entry_sum
from rankagg.methods.tags import MethodTags

__all__ = [
    "normalise_weights",
    "QualityWeightedFusion",
    "SCOPES",
    "capped_shares",
]


def normalise_weights(w: NDArray[np.float64]) -> NDArray[np.float64]:
    """Scale weights (last axis = rankers) to mean 1; all-zero rows become uniform."""
    w = np.asarray(w, dtype=np.float64)
    tot = order_free_sum(w, axis=-1)[..., None]
    k = w.shape[-1]
    return np.where(tot > 0, w * k / np.where(tot > 0, tot, 1.0), 1.0)


SCOPES = ("global", "query", "blend")


def capped_shares(w: NDArray[np.float64], max_share: float) -> NDArray[np.float64]:
    """Weights (rows of mean 1, last axis = rankers) shrunk toward 1, row by row, by the least ``t`` in [0, 1]
    for which ``(1 - t) w + t`` is at most ``max_share`` (the largest share of a row's total any ranker
    may hold, in units of its equal share ``1 / n_rankers``); ``max_share <= 0``: unchanged.  The mean stays 1."""
    if max_share <= 0:
        return w
    if max_share < 1:
        raise ValueError(f"max_share must be 0 (off) or >= 1 (a multiple of the equal share), got {max_share}")
    top = w.max(axis=-1, keepdims=True) if w.size else np.ones(w.shape[:-1] + (1,))
    over = top > max_share
    t = np.where(over, (top - max_share) / np.where(over, top - 1.0, 1.0), 0.0)
    return np.where(over, (1.0 - t) * w + t, w)


class QualityWeightedFusion(Aggregator):
    """Shared frame of the methods that weight rankers by an estimated quality, round by round.

    Subclasses implement :meth:`round_quality`: ``(n_queries, n_rankers)``
    qualities ``>= 0`` given the current weights.  Round after round (``n_iter``,
    from uniform weights) the qualities become weights by ``scope``:

    * ``"global"`` — ``w_i = (mean_q quality_qi) ** power``, one weight per ranker
      for the collection (what :meth:`fit` learns and keeps as ``quality_``);
    * ``"query"``  — ``w_qi = quality_qi ** power``, a per-query (query-performance-
      prediction style) weight;
    * ``"blend"``  — ``w_qi = ((quality_qi + mean_q quality_qi) / 2) ** power``;

    with ``saturate = c > 0`` the quality is first replaced by ``min(1, quality / (c x
    median over rankers))``: rankers at least ``c`` times as good as the median ranker
    weigh alike, so only rankers far below the others (junk) lose weight; with
    ``saturate_quantile = p`` the reference is the ``p``-quantile of the rankers' qualities
    instead of their median (``p = 0.5``): it is a real ranker's quality as long as less than
    a share ``p`` of the rankers are junk (with half of them junk the median sits among the
    junk, and the 0.75-quantile is the median of the others); a negative quality (a subclass's
    quality measured as an excess over chance, below chance) counts as 0;

    rescaled to mean 1 per query; with ``max_share = c > 0`` the weights of a query are then
    shrunk toward equal (:func:`capped_shares`) until no ranker holds more than ``c`` times
    its equal share of the total, which bounds what a quality estimated from few queries
    (one query: a list of genes, a single search) can do; and the items are scored by
    :func:`weighted_fusion` with ``fusion`` and ``unranked``.  ``power = 0`` is the
    unweighted fusion rule.  Without :meth:`fit` the qualities are estimated on
    the queries being aggregated (no label is read); after :meth:`fit`,
    ``"global"`` uses the fitted qualities and ``"blend"`` uses them as its global part.
    """

    defaults = {"fusion": "borda", "unranked": "share", "k": 60.0, "scope": "global", "power": 2.0, "n_iter": 2,
                "saturate": 0.0, "max_share": 0.0, "saturate_quantile": 0.5}
    param_doc = {
        "fusion": "borda | rrf | isr | combmnz: the weighted fusion rule",
        "unranked": "zero | bottom | share: position given to an item a ranker did not return",
        "k": "RRF's k: points 1 / (k + r) (fusion=rrf only, in [0, 2**31]; the old name rrf_k is read too)",
        "scope": "global | query | blend: one weight per ranker, per (query, ranker), or their mean",
        "power": "weight = quality ** power (0 = unweighted)",
        "n_iter": "fuse / re-estimate rounds",
        "saturate": "0 = off; c > 0: a quality of at least c x the median ranker's counts as 1, so the rankers "
                    "at the top weigh alike and only those far below the median lose weight",
        "saturate_quantile": "the quantile of the rankers' qualities saturate is a multiple of (0.5: the median; "
                             "0.75 stays among the real rankers while up to three quarters of them are junk)",
    }
    #: without fit, the collection-level quality is estimated on the queries being aggregated: on a test
    #: subset the weights of one query depend on the other (unlabelled) test queries, as ULARA's do
    tags = {"learns_from_test": True, "per_query": False}
    fitted_state = {"quality_": Array("f", shape=("n_rankers",), low=0.0)}
    param_applies_when = {"k": ("fusion", ("rrf",))}
    param_constraints = {
        "fusion": Options(*FUSIONS),
        "unranked": Options(*UNRANKED),
        "scope": Options(*SCOPES),
        "k": RRF_K,
        "power": Real(0),
        "n_iter": Integer(1, 1000),
        "saturate": Real(0),
        "max_share": AnyOf(Options(0, 0.0), Real(1)),  # 0 is off; a cap below the equal share cannot hold
        "saturate_quantile": Real(0, 1),
    }

    def round_quality(
        self, data: Rankings, points: NDArray[np.float64], weights: NDArray[np.float64]
    ) -> NDArray[np.float64]:  # pragma: no cover - abstract
        raise NotImplementedError

    def estimate(self, data: Rankings | RunEntries, fixed_global: NDArray[np.float64] | None = None) -> dict[str, Any]:
        """Weights ``(n_queries, n_rankers)``, the last per-query qualities and the global quality, of a rank
        matrix or of run entries (``fusion`` ``"rrf"`` or ``"isr"`` with ``unranked="zero"``: the same weights,
        bit for bit, without the ``(n_items, n_rankers)`` matrix; ``"points"`` then holds one value per entry)."""
        points = self._points(data)
        est = self.estimate_rounds(data.n_queries, data.n_rankers, lambda w: self.block_quality(data, points, w),
                                   fixed_global)
        return {**est, "points": points}

    def _points(self, data: Rankings | RunEntries) -> NDArray[np.float64]:
        if isinstance(data, RunEntries):
            return entry_points(data, self.fusion, self.k)
        return fusion_points(data, self.fusion, self.unranked, self.k)

    def estimate_rounds(self, nq: int, K: int, round_quality: Callable[[NDArray[np.float64]], NDArray[np.float64]],
                        fixed_global: NDArray[np.float64] | None = None) -> dict[str, Any]:
        """The rounds of every path (in memory, in parts, streamed): ``round_quality(w)`` gives the ``(nq, K)``
        per-query qualities under the weights ``w``, however it gathers them (one array, parts joined in query
        order, blocks read one after another); the weights, the last qualities and the global quality."""
        w = np.ones((nq, K))
        quality = np.zeros((nq, K))
        glob = np.zeros(K) if fixed_global is None else np.asarray(fixed_global, dtype=np.float64)
        if fixed_global is not None and self.scope == "global":
            return {"weights": self.weights_from(quality, glob, nq), "quality": quality, "global_quality": glob}
        for _ in range(int(self.n_iter)):
            quality = round_quality(w)
            if fixed_global is None:  # a mean below 0 (an excess over chance, below chance) counts as 0
                glob = np.maximum(quality.mean(axis=0), 0.0) if nq else np.zeros(K)
            w = self.weights_from(quality, glob, nq)
        return {"weights": w, "quality": quality, "global_quality": glob}

    def block_input(self, data: Any) -> tuple[Any, NDArray[np.float64]]:
        """What a block of whole queries is estimated and fused on, from its :meth:`fuse_input` ``data``, as
        :meth:`score_entries` and :meth:`~rankagg.methods.base.Aggregator.canonical_score` take it: its run
        entries and their points (tag ``score_entries``), or its rank matrix in canonical ranker order and its
        points."""
        data = data if isinstance(data, RunEntries) else self.canonical_input(data)
        return data, self._points(data)

    def block_quality(self, data: Any, points: NDArray[np.float64], weights: NDArray[np.float64]
                      ) -> NDArray[np.float64]:
        """One round's per-query qualities of a :meth:`block_input` under its queries' ``weights``."""
        if isinstance(data, RunEntries):
            return self.round_quality_entries(data, points, weights)
        return self.round_quality(data, points, weights)

    def block_scores(self, data: Any, points: NDArray[np.float64], weights: NDArray[np.float64]
                     ) -> NDArray[np.float64]:
        """The fused scores of a :meth:`block_input` under its queries' ``weights``."""
        if isinstance(data, RunEntries):
            return weighted_entry_sum(data, points, weights)
        return np.asarray(weighted_fusion(data, points, weights, self.fusion), dtype=np.float64)

    def weights_from(self, quality: NDArray[np.float64], glob: NDArray[np.float64], nq: int) -> NDArray[np.float64]:
        """The ``(nq, n_rankers)`` weights of per-query qualities and the global one, by ``scope``, ``saturate``,
        ``power`` and ``max_share`` (the class docstring)."""
        K = len(glob)
        if self.scope == "global":
            base = np.broadcast_to(glob, (nq, K))
        elif self.scope == "query":
            base = quality
        else:
            base = 0.5 * (quality + glob[None, :])
        base = np.maximum(base, 0.0)  # a per-query quality below chance gives no weight, never a negative one
        return capped_shares(normalise_weights(self._saturated(base) ** self.power), float(self.max_share))

    def _saturated(self, quality: NDArray[np.float64]) -> NDArray[np.float64]:
        """``min(1, quality / (saturate x the row's saturate_quantile-quantile))`` (rows: queries; the quantile
        0.5 is NumPy's median, bit for bit), or ``quality`` when off."""
        c = float(self.saturate)
        if c <= 0:
            return quality
        p = float(self.saturate_quantile)
        ref = c * (np.median(quality, axis=-1, keepdims=True) if p == 0.5
                   else np.quantile(quality, p, axis=-1, keepdims=True))
        with np.errstate(over="ignore"):  # a denormal saturate: quality / ref past the floats is inf, capped at 1
            return np.where(ref > 0, np.minimum(1.0, quality / np.where(ref > 0, ref, 1.0)), 1.0)

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "QualityWeightedFusion":
        """Learn the collection-level quality on ``train`` (labels are not read) and keep it."""
        self.quality_ = self.estimate(train)["global_quality"]
        return self

    def _fitted_quality(self, n_rankers: int) -> NDArray[np.float64] | None:
        fitted = self.__dict__.get("quality_")
        if fitted is not None and len(fitted) != n_rankers:
            raise ValueError(f"{self.name} was fitted on {len(fitted)} rankers, the input has {n_rankers}")
        return None if fitted is None or self.scope == "query" else fitted

    def score(self, data: Rankings) -> NDArray[np.float64]:
        est = self.estimate(data, fixed_global=self._fitted_quality(data.n_rankers))
        return self.block_scores(data, est["points"], est["weights"])

    def round_quality_entries(self, entries: RunEntries, points: NDArray[np.float64],
                              weights: NDArray[np.float64]) -> NDArray[np.float64]:
        """:meth:`round_quality` from run entries, bit for bit (a method that has it scores entries)."""
        raise NotImplementedError(f"{self.name} does not estimate qualities from run entries")

    def get_tags(self) -> MethodTags:
        """Scores run entries (no ``(n_items, n_rankers)`` matrix) with RRF or ISR points, nothing for an
        unreturned item, a quality estimated from entries, and no fitted state (a fitted model meets its
        rankers by name, on the rank-matrix path); reads the input scores only to fuse them (CombSUM)."""
        tags = self.class_tags()
        entries = (self.fusion in ENTRY_FUSIONS and self.unranked == "zero" and "quality_" not in self.__dict__
                   and type(self).round_quality_entries is not QualityWeightedFusion.round_quality_entries)
        return replace(tags, score_entries=entries, reads_scores=self.fusion == "combsum")

    def score_entries(self, entries: RunEntries) -> NDArray[np.float64]:
        """:meth:`score` of ``entries.to_rankings()``, bit for bit, without the rank matrix."""
        if not self.get_tags().score_entries:
            return self.score(entries.to_rankings())
        est = self.estimate(entries)
        return self.block_scores(entries, est["points"], est["weights"])

    def score_entry_parts(self, parts: list[RunEntries],
                          map_parts: Callable[[Callable[[int], Any], range], Any]) -> list[NDArray[np.float64]]:
        """:meth:`score_entries` of entries cut into parts of whole queries (``parts``, in query order), part
        by part, bit for bit the whole's scores; ``map_parts(f, range(len(parts)))`` maps ``f`` over the parts
        (a thread pool's ``map``: ``rankagg fuse`` uses one part per core).  Each query's consensus, pseudo-qrels
        and quality read that query alone; the parts meet only in the mean quality over the queries (the
        global weight), computed on their qualities joined in query order, as the whole's."""
        if not self.get_tags().score_entries:
            raise ValueError(f"{self.name}: scoring run entries in parts needs the entry path (score_entries)")
        points = list(map_parts(lambda i: self._points(parts[i]), range(len(parts))))
        cuts = np.cumsum([0, *(p.n_queries for p in parts)])

        def round_quality(w: NDArray[np.float64]) -> NDArray[np.float64]:
            return np.concatenate(list(map_parts(
                lambda i: self.round_quality_entries(parts[i], points[i], w[cuts[i]:cuts[i + 1]]),
                range(len(parts)))), axis=0)

        n_rankers = parts[0].n_rankers if parts else 0
        w = self.estimate_rounds(int(cuts[-1]), n_rankers, round_quality)["weights"]
        return list(map_parts(lambda i: self.block_scores(parts[i], points[i], w[cuts[i]:cuts[i + 1]]),
                              range(len(parts))))
