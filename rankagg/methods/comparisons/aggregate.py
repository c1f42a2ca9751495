"""Aggregate pairwise comparisons by any rule that reads a pairwise matrix, with bootstrap intervals.

:func:`aggregate_comparisons` builds the per-query matrices once
(:func:`rankagg.data.comparisons.comparison_matrices`, which refuses matrices over the memory limit
before allocating them) and scores them by

* a rule of comparison data (:mod:`rankagg.methods.comparisons.rules`): ``davidson`` (Bradley-Terry with
  Davidson's ties), ``rank_centrality``, ``borda_wins``;
* or any registered method that reads only the pairwise matrices (:func:`accepts_comparisons`): its
  kernel runs on ``Y = W + T / 2`` and ``C`` exactly as on the matrices of rankings, so rankings and
  comparisons share one core (``kemeny``, ``kemeny(solver=exact)``, ``copeland``, ``condorcet``,
  ``bradley_terry``, ``thurstone``, ``mc4``, ``mpm``, ``svp``).

The consensus order of a query sorts the scores (higher first); equal scores go by item name (the
docid step of the house tie rule: comparisons carry no ranks).  ``bootstrap=B`` redraws the data ``B``
times (``by="comparisons"``: the rows with replacement; ``by="judges"``: the judges with replacement,
each drawn judge bringing all its rows) and reports percentile intervals of each item's score and rank.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.tie_rule import comparable_scores
from rankagg.data.comparisons import ComparisonMatrices, Comparisons, comparison_matrices
from rankagg.methods.comparisons.rules import COMPARISON_RULES, borda_wins, davidson, rank_centrality
from rankagg.methods.limits import check_problem_size
from rankagg.methods.pairwise_base import accepts_comparisons
from rankagg.methods.canonical_order import consensus_from_canonical
from rankagg.methods.registry import list_methods, make_method, parse_spec

__all__ = ["ComparisonResult", "aggregate_comparisons", "accepts_comparisons", "comparison_methods"]


def comparison_methods() -> list[str]:
    """The rules of comparison data and the registered methods that accept comparisons (default parameters)."""
    return [*COMPARISON_RULES, *(m for m in list_methods() if accepts_comparisons(make_method(m)))]


@dataclass
class ComparisonResult:
    """Scores and consensus ranks per query and item, with bootstrap intervals when asked for."""

    method: str
    qids: list[str]
    items: list[list[str]]
    scores: list[NDArray[np.float64]]
    ranks: list[NDArray[np.int64]]
    score_low: list[NDArray[np.float64]] | None = None
    score_high: list[NDArray[np.float64]] | None = None
    rank_low: list[NDArray[np.float64]] | None = None
    rank_high: list[NDArray[np.float64]] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_frame(self):
        """One row per (query, item), best first: query, item, score, rank (and the interval columns)."""
        import pandas as pd

        parts = []
        for q, qid in enumerate(self.qids):
            cols: dict[str, Any] = {"query": qid, "item": self.items[q], "score": self.scores[q], "rank": self.ranks[q]}
            if self.score_low is not None:
                assert self.score_high is not None and self.rank_low is not None and self.rank_high is not None
                cols.update(score_low=self.score_low[q], score_high=self.score_high[q],
                            rank_low=self.rank_low[q], rank_high=self.rank_high[q])
            parts.append(pd.DataFrame(cols).sort_values("rank", kind="stable"))
        return pd.concat(parts, ignore_index=True) if parts else pd.DataFrame(columns=["query", "item", "score", "rank"])


def _rule_scores(name: str, params: dict[str, Any], mats: ComparisonMatrices) -> NDArray[np.float64]:
    out = np.zeros(int(mats.offsets[-1]))
    for q in range(len(mats.qids)):
        W, T = mats.block("W", q), mats.block("T", q)
        if name == "davidson":
            s, _ = davidson(W, T, alpha=float(params.get("alpha", 0.0)))
        elif name == "rank_centrality":
            s = rank_centrality(W, T, alpha=float(params.get("alpha", 0.0)))
        else:
            s = borda_wins(W, T)
        out[mats.offsets[q]:mats.offsets[q + 1]] = s
    return out


def _scores(spec: str, mats: ComparisonMatrices) -> tuple[NDArray[np.float64], dict[str, NDArray]]:
    """The scores of every item and the method's per-query outputs (objective, Kemeny's bound and proof)."""
    name, params = parse_spec(spec, resolve=False)  # the comparison rules' names are not the registry's
    if name in COMPARISON_RULES:
        unknown = set(params) - ({"alpha"} if name != "borda_wins" else set())
        if unknown:
            raise ValueError(f"{name}: unknown parameter {sorted(unknown)[0]!r}")
        return _rule_scores(name, params, mats), {}
    method = make_method(spec)
    if not accepts_comparisons(method):
        raise ValueError(f"{spec}: this method reads the rankers' lists, not only the pairwise matrix, so it cannot "
                         f"aggregate comparisons; use one of {', '.join(comparison_methods())}")
    s, _, objective, _ = method._kernel(mats.offsets, mats.moff, mats.Y, mats.C, np.zeros((int(mats.offsets[-1]), 0)))
    extra = {"objective": np.asarray(objective)} if objective is not None else {}
    for attr in ("lower_bound_", "gap_", "exact_"):
        if getattr(method, attr, None) is not None:
            extra[attr.rstrip("_")] = np.asarray(getattr(method, attr))
    return np.asarray(s, dtype=np.float64), extra


def _ranks(mats: ComparisonMatrices, scores: NDArray[np.float64]) -> NDArray[np.int64]:
    """1-based consensus ranks: scores descending, equal (up to rounding) scores by item name."""
    perm = np.arange(len(scores), dtype=np.int64)
    points = consensus_from_canonical(mats.offsets, perm, comparable_scores(mats.offsets, scores))
    sizes = np.diff(mats.offsets)
    return (np.repeat(sizes, sizes) - points + 1).astype(np.int64)


def _split(mats: ComparisonMatrices, x: NDArray) -> list[NDArray]:
    return [x[mats.offsets[q]:mats.offsets[q + 1]] for q in range(len(mats.qids))]


def aggregate_comparisons(comps: Comparisons, method: str = "davidson", *, bootstrap: int = 0,
                          by: str = "comparisons", level: float = 0.95,
                          random_state: int = 0) -> ComparisonResult:
    """Scores, consensus ranks and (``bootstrap > 0``) percentile intervals of every item (module docstring)."""
    if len(comps) == 0:
        raise ValueError("aggregate_comparisons: no comparisons")
    if by not in ("comparisons", "judges"):
        raise ValueError(f"by must be 'comparisons' or 'judges'; got {by!r}")
    if not 0 < level < 1:
        raise ValueError(f"level must be in (0, 1); got {level!r}")
    if bootstrap < 0:
        raise ValueError(f"bootstrap must be >= 0; got {bootstrap!r}")
    mats = comparison_matrices(comps)
    scores, extra = _scores(method, mats)
    ranks = _ranks(mats, scores)
    result = ComparisonResult(method, mats.qids, mats.items, _split(mats, scores), _split(mats, ranks), extra=extra)
    if bootstrap == 0:
        return result
    if by == "judges" and comps.judge is None:
        raise ValueError("bootstrap by judges: the comparisons have no judge column")
    check_problem_size(method, 16.0 * bootstrap * len(scores),
                       f"{bootstrap} bootstrap redraws of {len(scores)} items' scores and ranks ({comps.source})")
    rng = np.random.default_rng(random_state)
    items = {q: nm for q, nm in zip(mats.qids, mats.items)}
    boot_s = np.empty((bootstrap, len(scores)))
    boot_r = np.empty((bootstrap, len(scores)))
    if by == "judges":
        assert comps.judge is not None
        judges, judge_of_row = np.unique(comps.judge, return_inverse=True)
    for b in range(bootstrap):
        if by == "comparisons":
            times = np.bincount(rng.integers(0, len(comps), len(comps)), minlength=len(comps))
        else:
            times = np.bincount(rng.integers(0, len(judges), len(judges)), minlength=len(judges))[judge_of_row]
        mats_b = comparison_matrices(comps, weight=comps.weight * times, items=items)
        boot_s[b] = _scores(method, mats_b)[0]
        boot_r[b] = _ranks(mats_b, boot_s[b])
    tail = 100.0 * (1.0 - level) / 2.0
    lo_s, hi_s = np.percentile(boot_s, [tail, 100.0 - tail], axis=0)
    lo_r, hi_r = np.percentile(boot_r, [tail, 100.0 - tail], axis=0)
    result.score_low, result.score_high = _split(mats, lo_s), _split(mats, hi_s)
    result.rank_low, result.rank_high = _split(mats, lo_r), _split(mats, hi_r)
    result.extra.update(bootstrap=bootstrap, by=by, level=level)
    return result
