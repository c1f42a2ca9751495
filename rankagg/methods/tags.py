"""The capability tags a method declares on its class (:class:`MethodTags`, scikit-learn's estimator tags are
the model): merged through the base classes by :class:`rankagg.methods.base.Aggregator`, exposed by the
registry, and read by the check suite, ``rankagg tune``, the readers and ``docs/methods.md``."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any, Literal, Mapping

__all__ = ["Linear", "MethodTags", "TAG_NAMES"]


#: how a fused score decomposes over the rankers (:attr:`MethodTags.linear`)
Linear = Literal["sum", "count", "log_count"]


@dataclass(frozen=True)
class MethodTags:
    """What a method can do and what it needs, declared on its class (``Aggregator.tags``).

    ``linear``             the score is ``factor(item) * sum_r w_r * contribution_r(item)``:
                           ``"sum"`` (factor 1: RRF, Borda, CombSUM), ``"count"`` (factor ``n_d``,
                           the rankers that returned the item: CombMNZ, ISR) or ``"log_count"``
                           (``log(n_d + sigma)``: log-ISR); None otherwise.  The parts are
                           :meth:`Aggregator.linear_parts` (``rankagg tune``'s fast path).
    ``learns_from_test``   learns cross-query state (dispersions, ranker weights) from the
                           unlabelled queries it aggregates, i.e. from the test queries.
    ``reads_scores``       reads the input scores (False: ranks only; readers may skip the scores).
    ``score_entries``      scores run entries without the rank matrix
                           (:meth:`Aggregator.score_entries`, bit for bit :meth:`Aggregator.score`).
    ``weights_not_copies`` for a method that takes ``weights``: why a weight of 2 on a ranker is
                           not the same as giving the ranker twice ("" = it is: the weights scale
                           additive per-ranker contributions; the CLI check suite,
                           tests/api/test_fuse_files.py, holds every weighted method to it otherwise).
    ``fast_params``        reduced settings for the check suite (:mod:`rankagg.checks`): the
                           invariants do not depend on them, and the slow learners stay fast.
    ``fuser``              the per-query :class:`rankagg.Fuser` computes it too: ``"points"`` (a sum of
                           rank points: RRF, ISR, log-ISR, Dowdall, Borda) or ``"comb"`` (normalised
                           input scores: the Comb family); None: batch fusion only.  Set by inheriting
                           the declaration of the per-query formula that the fuser reads
                           (:mod:`rankagg.methods.per_query`).
    ``per_query``          an item's score depends only on its own query (and fitted state), so
                           queries can be split across workers and streamed block by block; False
                           for methods that estimate anything across the queries they are given.
    ``slow_fit``           fitting on a whole LETOR fold takes minutes (exponential or iterative fits):
                           harnesses that run every method (``scripts/check_method_fingerprints.py``)
                           fit and score it on a prefix of the queries.
    """

    linear: Linear | None = None
    learns_from_test: bool = False
    reads_scores: bool = True
    score_entries: bool = False
    weights_not_copies: str = ""
    fast_params: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    fuser: Literal["points", "comb"] | None = None
    per_query: bool = True
    slow_fit: bool = False

    def __post_init__(self) -> None:
        if self.linear not in (None, "sum", "count", "log_count"):
            raise ValueError(f"MethodTags.linear must be None, 'sum', 'count' or 'log_count', got {self.linear!r}")
        if self.fuser not in (None, "points", "comb"):
            raise ValueError(f"MethodTags.fuser must be None, 'points' or 'comb', got {self.fuser!r}")
        object.__setattr__(self, "fast_params", MappingProxyType(dict(self.fast_params)))

    def as_dict(self) -> dict[str, Any]:
        """The tags as plain values (``fast_params`` a dict), in declaration order."""
        return {f.name: dict(v) if isinstance(v := getattr(self, f.name), Mapping) else v for f in fields(self)}


#: the fields of :class:`MethodTags`: the only names a class may declare in its ``tags``
TAG_NAMES = frozenset(f.name for f in fields(MethodTags))
