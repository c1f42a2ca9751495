"""Aggregate pairwise comparisons by any rule that reads a pairwise matrix, with bootstrap intervals.

:func:`aggregate_comparisons` builds the per-query matrices once
(:func:`rankagg.data.comparisons.comparison_matrices`, which refuses matrices over the memory limit
before allocating them) and scores them by

* a rule of comparison data (:mod:`rankagg.methods.comparisons.rules`): ``davidson`` (Bradley-Terry with
  Davidson's ties; ``davidson(judges=True)``: and a fitted discrimination per judge), ``arena`` (arena-rank's
  Bradley-Terry on LMArena's rating scale), ``rank_centrality``, ``borda_wins``;
* or any registered method that reads only the pairwise matrices (:func:`accepts_comparisons`): its
  kernel runs on ``Y = W + T / 2`` and ``C`` exactly as on the matrices of rankings, so rankings and
  comparisons share one core (``kemeny``, ``kemeny(solver=exact)``, ``copeland``, ``condorcet``,
  ``bradley_terry``, ``thurstone``, ``mc4``, ``mpm``, ``svp``).

The consensus order of a query sorts the scores (higher first); equal scores go by item name (the
docid step of the house tie rule: comparisons carry no ranks).  ``bootstrap=B`` redraws the data ``B``
times (``by="judges"``: the judges with replacement, each drawn judge bringing all its rows;
``by="comparisons"``: the rows; ``by="auto"``, the default: the judges when the data names them,
:mod:`.bootstrap`) and reports percentile intervals of each item's score and rank, the redraws spread about
the estimate by :func:`~.bootstrap.widening` for the number of units.  Rank intervals are ranks some redraw
gave (integers).  Where an interval would mean nothing it is unbounded and a warning says why, never NaN (a
bootstrap by judges over one judge is refused): over
one unit (every redraw is the data itself; the widening is infinite) every score interval is -inf..inf and every
rank interval 1..n; in a query whose unpenalised Bradley-Terry maximum does not exist or is not unique
(:func:`~rankagg.data.comparisons.unbounded_queries`) the scores are where the solver stopped, not estimates, so
their intervals are -inf..inf (the rank intervals stand).  A redraw a rule has no answer for is refused naming it.  The two Bradley-Terry rules refit every redraw at once from the full sample's solution
(:func:`~.fit.fit_batch`); the other rules score each redraw's matrices in turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
from numpy.typing import NDArray

from scipy import sparse

from rankagg.data.tie_rule import comparable_scores
from rankagg.data.comparisons import (WORKING_MATRICES, ComparisonMatrices, Comparisons, comparison_matrices,
                                      row_cells, score_below, unbounded_queries)
from rankagg.methods.comparisons.bootstrap import FewUnitsWarning, redraw_rows, resampling_unit, widening
from rankagg.methods.comparisons.fit import BatchFit, fit_batch
from rankagg.methods.comparisons import COMPARISON_RULE_PARAMETERS
from rankagg.methods.comparisons.rules import COMPARISON_RULES, arena_scale, borda_wins, rank_centrality
from rankagg.methods.limits import check_problem_size
from rankagg.methods.pairwise_base import accepts_comparisons
from rankagg.methods.canonical_order import consensus_from_canonical
from rankagg.methods.registry import list_methods, make_method, parse_spec
from rankagg.exceptions import warn_caller

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
    rank_low: list[NDArray[np.int64]] | None = None
    rank_high: list[NDArray[np.int64]] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_frame(self):
        """One row per (query, item), best first: query, item, score, rank (and the interval columns; exact
        Kemeny's ``objective`` and ``lower_bound`` of the query, as for an election)."""
        import pandas as pd

        parts = []
        for q, qid in enumerate(self.qids):
            cols: dict[str, Any] = {"query": qid, "item": self.items[q], "score": self.scores[q], "rank": self.ranks[q]}
            if self.score_low is not None:
                assert self.score_high is not None and self.rank_low is not None and self.rank_high is not None
                cols.update(score_low=self.score_low[q], score_high=self.score_high[q],
                            rank_low=self.rank_low[q], rank_high=self.rank_high[q])
            for key in ("objective", "lower_bound"):
                if key in self.extra:
                    cols[key] = float(np.asarray(self.extra[key])[q])
            parts.append(pd.DataFrame(cols).sort_values("rank", kind="stable"))
        return pd.concat(parts, ignore_index=True) if parts else pd.DataFrame(columns=["query", "item", "score", "rank"])


    def judge_table(self):
        """One row per (query, judge) of ``davidson(judges=True)``: its fitted discrimination (the weight its
        comparisons carry: 1 is the average judge, 0 a coin toss) and its tie parameter ``nu``."""
        import pandas as pd

        if "discrimination" not in self.extra:
            raise ValueError(f"{self.method}: no judge discrimination was fitted (use davidson(judges=True))")
        return pd.DataFrame([{"query": qid, "judge": judge, "discrimination": float(self.extra["discrimination"][q][k]),
                              "nu": float(self.extra["judge_nu"][q][k])}
                             for q, qid in enumerate(self.qids) for k, judge in enumerate(self.extra["judges"])])


def _rule_scores(name: str, params: dict[str, Any], mats: ComparisonMatrices) -> NDArray[np.float64]:
    out = np.zeros(int(mats.offsets[-1]))
    for q in range(len(mats.qids)):
        W, T = mats.block("W", q), mats.block("T", q)
        if name == "rank_centrality":
            s = rank_centrality(W, T, alpha=float(params.get("alpha", 0.0)))
        else:
            s = borda_wins(W, T)
        out[mats.offsets[q]:mats.offsets[q + 1]] = s
    return out


_MODEL_PARAMS = {name: set(params) for name, (_, _, params) in COMPARISON_RULE_PARAMETERS.items()}


def _scores(spec: str, mats: ComparisonMatrices) -> tuple[NDArray[np.float64], dict[str, NDArray]]:
    """The scores of every item and the method's per-query outputs (objective, Kemeny's bound and proof), for
    every method but the two Bradley-Terry rules (:class:`_Model`)."""
    name, params = parse_spec(spec, resolve=False)  # the comparison rules' names are not the registry's
    if name in COMPARISON_RULES:
        return _rule_scores(name, params, mats), {}
    try:
        method = make_method(spec)
    except ValueError as exc:  # an unknown name: the rules of comparison data are known here too
        if not str(exc).startswith("unknown method"):
            raise
        raise ValueError(f"{exc}; the rules of comparison data: {', '.join(COMPARISON_RULES)}") from None
    if not accepts_comparisons(method):
        raise ValueError(f"{spec}: this method reads the rankers' lists, not only the pairwise matrix, so it cannot "
                         f"aggregate comparisons; use one of {', '.join(comparison_methods())}")
    if getattr(method, "consensus", None) == "buckets":  # Kemeny's bucket order counts a tie as a tie, not as halves
        s, _, objective, _ = method.bucket_kernel(mats.offsets, lambda q: (mats.block("W", q), mats.block("T", q)))
    else:
        s, _, objective, _ = method._kernel(mats.offsets, mats.moff, mats.Y, mats.C,
                                            np.zeros((int(mats.offsets[-1]), 0)))
    extra = {"objective": np.asarray(objective)} if objective is not None else {}
    for attr in ("lower_bound_", "gap_", "exact_"):
        if getattr(method, attr, None) is not None:
            extra[attr.rstrip("_")] = np.asarray(getattr(method, attr))
    return np.asarray(s, dtype=np.float64), extra


class _Model:
    """``davidson`` or ``arena`` on every query: the rows' cells in one sparse matrix (a layer per judge when
    each judge has a discrimination), so that any number of redraws' weights become matrices in one product
    and are fitted together (:func:`~.fit.fit_batch`), each query's redraws from its full-sample solution."""

    def __init__(self, name: str, params: dict[str, Any], comps: Comparisons, mats: ComparisonMatrices):
        self.name, self.mats = name, mats
        self.alpha = float(params.get("alpha", 0.0))
        self.judges = bool(params.get("judges", False))
        self.arena = {k: float(params[k]) for k in ("scale", "base", "init_rating") if k in params}
        if self.judges and comps.judge is None:
            raise ValueError(f"{comps.source}: {name}(judges=True) fits each judge, and the comparisons have no judge column")
        names, layer = (np.unique(comps.judge, return_inverse=True) if self.judges and comps.judge is not None
                        else (np.array(["all"]), np.zeros(len(comps), dtype=np.int64)))
        self.layers = [str(x) for x in names.tolist()]
        M = int(mats.moff[-1])
        self.size = len(self.layers) * M
        check_problem_size(name, 8.0 * WORKING_MATRICES * self.size,  # one data set's arrays, a layer per judge
                           f"{len(self.layers)} judges' matrices of {M} cells ({comps.source})")
        win_cell, tie_cells = row_cells(comps, mats)
        rows = np.arange(len(comps))
        shift = layer.astype(np.int64) * M
        win = win_cell >= 0
        self.S_W = sparse.csr_matrix((np.ones(int(win.sum())), (rows[win], (shift + win_cell)[win])),
                                     shape=(len(comps), self.size))
        tie = ~win
        tie_rows = np.concatenate([rows[tie], rows[tie]])
        tie_cols = np.concatenate([(shift + tie_cells[:, 0])[tie], (shift + tie_cells[:, 1])[tie]])
        self.S_T = sparse.csr_matrix((np.ones(len(tie_rows)), (tie_rows, tie_cols)), shape=(len(comps), self.size))
        self.start: list[BatchFit | None] = [None] * len(mats.qids)
        self.fits: list[BatchFit] = []

    def scores(self, row_weights: NDArray[np.float64]) -> NDArray[np.float64]:
        """Scores ``(B, items)`` of the data sets whose row weights are ``row_weights`` ``(B, rows)``."""
        mats, K, B = self.mats, len(self.layers), row_weights.shape[0]
        W_all = np.asarray((self.S_W.T @ row_weights.T).T).reshape(B, K, -1)
        T_all = np.asarray((self.S_T.T @ row_weights.T).T).reshape(B, K, -1)
        out = np.zeros((B, int(mats.offsets[-1])))
        fits = []
        for q in range(len(mats.qids)):
            n = len(mats.items[q])
            cut = slice(int(mats.moff[q]), int(mats.moff[q + 1]))
            fit = fit_batch(W_all[:, :, cut].reshape(B, K, n, n), T_all[:, :, cut].reshape(B, K, n, n),
                            alpha=self.alpha, ties="half" if self.name == "arena" else "davidson",
                            judges=self.judges, start=self.start[q])
            fits.append(fit)
            out[:, mats.offsets[q]:mats.offsets[q + 1]] = (arena_scale(fit.theta, **self.arena)
                                                           if self.name == "arena" else fit.theta)
        if all(s is None for s in self.start):
            self.fits, self.start = fits, list(fits)
        return out

    def extra(self) -> dict[str, Any]:
        if not self.judges:
            nu = np.array([float(np.exp(f.lognu[0, 0])) for f in self.fits])
            return {} if self.name == "arena" else {"nu": nu}
        return {"judges": self.layers, "discrimination": np.stack([f.a[0] for f in self.fits]),
                "judge_nu": np.stack([np.exp(f.lognu[0]) for f in self.fits])}


def _ranks(offsets: NDArray[np.int64], scores: NDArray[np.float64]) -> NDArray[np.int64]:
    """1-based consensus ranks: scores descending, equal (up to rounding) scores by item name."""
    perm = np.arange(len(scores), dtype=np.int64)
    points = consensus_from_canonical(offsets, perm, comparable_scores(offsets, scores))
    sizes = np.diff(offsets)
    return (np.repeat(sizes, sizes) - points + 1).astype(np.int64)


def _batch_ranks(offsets: NDArray[np.int64], scores: NDArray[np.float64]) -> NDArray[np.int64]:
    """:func:`_ranks` of each row of ``scores`` ``(B, items)``: the redraws as queries of one call."""
    B, N = scores.shape
    stacked = (offsets[None, :-1] + N * np.arange(B)[:, None]).ravel()
    return _ranks(np.append(stacked, B * N).astype(np.int64), scores.ravel()).reshape(B, N)


def _split(mats: ComparisonMatrices, x: NDArray) -> list[NDArray]:
    return [x[mats.offsets[q]:mats.offsets[q + 1]] for q in range(len(mats.qids))]


def aggregate_comparisons(comps: Comparisons, method: str = "davidson", *, bootstrap: int = 0,
                          by: str = "auto", level: float = 0.95, random_state: int = 0) -> ComparisonResult:
    """Scores, consensus ranks and (``bootstrap > 0``) percentile intervals of every item (module docstring)."""
    if len(comps) == 0:
        raise ValueError("aggregate_comparisons: no comparisons")
    if by not in ("auto", "comparisons", "judges"):
        raise ValueError(f"by must be 'auto', 'comparisons' or 'judges'; got {by!r}")
    if not 0 < level < 1:
        raise ValueError(f"level must be in (0, 1); got {level!r}")
    if bootstrap < 0:
        raise ValueError(f"bootstrap must be >= 0; got {bootstrap!r}")
    mats = comparison_matrices(comps)
    name, params = parse_spec(method, resolve=False)
    if name in COMPARISON_RULES:
        unknown = set(params) - _MODEL_PARAMS[name]
        if unknown:
            raise ValueError(f"{name}: unknown parameter {sorted(unknown)[0]!r}")
    model = _Model(name, params, comps, mats) if name in ("davidson", "arena") else None
    # Bradley-Terry's maximum likelihood, unpenalised: said where it is not unique or finite, and there the scores
    # are where the solver stopped, not estimates, so the redraws' spread of them is not an interval of anything
    unbounded = unbounded_queries(mats) if model is not None and model.alpha == 0 else {}
    for problem in unbounded.values():
        warn_caller(f"{comps.source}: {name}: {problem}"
                    + ("; its score intervals are unbounded (-inf to inf), only its rank intervals mean something"
                         if bootstrap else "")
                    + ("; davidson(alpha=0.01) gives unique finite scores" if name == "davidson" else ""))
    if model is not None:
        scores, extra = model.scores(comps.weight[None])[0], model.extra()
    else:
        scores, extra = _scores(method, mats)
    ranks = _ranks(mats.offsets, scores)
    result = ComparisonResult(method, mats.qids, mats.items, _split(mats, scores), _split(mats, ranks), extra=extra)
    if bootstrap == 0:
        return _with_unplayed(result, comps.known)
    unit, unit_of_row, _ = resampling_unit(comps, by, level)
    rng = np.random.default_rng(random_state)
    n_units, redraw = redraw_rows(rng, bootstrap, comps, unit, unit_of_row)
    check_problem_size(method, 16.0 * bootstrap * len(scores),
                       f"{bootstrap} bootstrap redraws of {len(scores)} items' scores and ranks ({comps.source})")
    rows_units = int(unit_of_row.max()) + 1  # the arrays a redraw holds: its rows' and units' (never N copies)
    per_redraw = 8.0 * (len(comps) + rows_units + WORKING_MATRICES * (model.size if model is not None else 0))
    chunk = int(max(1, min(bootstrap, 2**26 // max(per_redraw, 1.0))))  # ~64 MB of working arrays at a time
    boot_s = np.empty((bootstrap, len(scores)))
    for first in range(0, bootstrap, chunk):
        b = min(chunk, bootstrap - first)
        row_weights = redraw(b)
        if model is not None:
            boot_s[first:first + b] = model.scores(row_weights)
            continue
        for k in range(b):
            mats_b = ComparisonMatrices(mats.qids, mats.items, mats.offsets, mats.moff,
                                        *_cells_weights(comps, mats, row_weights[k]))
            try:
                boot_s[first + k] = _scores(method, mats_b)[0]
            except ValueError as exc:  # the full sample had an answer: say that a redraw, missing some rows, has none
                raise ValueError(f"{comps.source}: bootstrap redraw {first + k + 1} of {bootstrap} (the {unit} drawn "
                                 f"with replacement, so some left out): {exc}") from None
    spread = widening(n_units, level)
    if np.isfinite(spread):
        boot_s = scores + spread * (boot_s - scores)
        boot_r = _batch_ranks(mats.offsets, boot_s)
        tail = 100.0 * (1.0 - level) / 2.0
        lo_s, hi_s = np.percentile(boot_s, [tail, 100.0 - tail], axis=0)
        lo_r = np.percentile(boot_r, tail, axis=0, method="lower").astype(np.int64)
        hi_r = np.percentile(boot_r, 100.0 - tail, axis=0, method="higher").astype(np.int64)
    else:  # one unit: every redraw is the data itself, and one value shows no spread (t with 0 degrees of freedom)
        warn_caller(f"{comps.source}: the bootstrap redraws one {unit[:-1]}: a single unit shows nothing of the "
                    "spread, so every interval is unbounded (score -inf to inf, rank 1 to the query's number of "
                    "items)", FewUnitsWarning)
        sizes = np.diff(mats.offsets)
        lo_s, hi_s = np.full(len(scores), -np.inf), np.full(len(scores), np.inf)
        lo_r, hi_r = np.ones(len(scores), dtype=np.int64), np.repeat(sizes, sizes).astype(np.int64)
    for q in unbounded:
        lo_s[mats.offsets[q]:mats.offsets[q + 1]], hi_s[mats.offsets[q]:mats.offsets[q + 1]] = -np.inf, np.inf
    result.score_low, result.score_high = _split(mats, lo_s), _split(mats, hi_s)
    result.rank_low, result.rank_high = _split(mats, lo_r), _split(mats, hi_r)
    result.extra.update(bootstrap=bootstrap, by=unit, units=n_units, level=level,
                        widening=spread)
    return _with_unplayed(result, comps.known)


def _with_unplayed(result: ComparisonResult, known: dict[str, tuple[str, ...]] | None) -> ComparisonResult:
    """``result`` with each query's declared items that no comparison names (``known``, the reader's ``items=``)
    added last: one score below every other (:func:`~rankagg.data.comparisons.score_below`, as an election's
    alternative no voter ranked), ranks after the rest in name order (the house rule's last key), a score
    interval of -inf..inf (nothing bounds it) and the rank interval of the unplayed group.  Dropping them gave a
    table without a registered entrant; fitting them gave a score the data does not hold."""
    for q, qid in enumerate(result.qids):
        extra = sorted(set((known or {}).get(qid, ())) - set(result.items[q]))
        if not extra:
            continue
        n, m = len(result.items[q]), len(extra)
        result.items[q] = [*result.items[q], *extra]
        result.scores[q] = np.append(result.scores[q], np.full(m, score_below(result.scores[q])))
        result.ranks[q] = np.append(result.ranks[q], np.arange(n + 1, n + m + 1, dtype=np.int64))
        if result.score_low is not None and result.score_high is not None:
            result.score_low[q] = np.append(result.score_low[q], np.full(m, -np.inf))
            result.score_high[q] = np.append(result.score_high[q], np.full(m, np.inf))
        if result.rank_low is not None and result.rank_high is not None:
            result.rank_low[q] = np.append(result.rank_low[q], np.full(m, n + 1, dtype=np.int64))
            result.rank_high[q] = np.append(result.rank_high[q], np.full(m, n + m, dtype=np.int64))
    return result


def _cells_weights(comps: Comparisons, mats: ComparisonMatrices, weight: NDArray[np.float64]
                   ) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """The flat ``W`` and ``T`` of the rows with weights ``weight`` (the cells of :func:`row_cells`)."""
    if not hasattr(mats, "_cells"):
        mats._cells = row_cells(comps, mats)  # type: ignore[attr-defined]
    win_cell, tie_cells = mats._cells  # type: ignore[attr-defined]
    size = int(mats.moff[-1])
    win = win_cell >= 0
    W = np.bincount(win_cell[win], weights=weight[win], minlength=size).astype(np.float64)
    T = (np.bincount(tie_cells[~win, 0], weights=weight[~win], minlength=size)
         + np.bincount(tie_cells[~win, 1], weights=weight[~win], minlength=size)).astype(np.float64)
    return W, T
