"""The searches of :func:`rankagg.experiments.tune.tune`: what is fitted on a set of training queries.

Default (``search="nested"``): four families of settings, from fewest free
parameters to most, and nested cross-validation chooses between them:

* ``untuned``: the method's defaults, every run weighted 1;
* ``params``: the method's own grid (``param_grid``, RRF's ``k``), runs weighted 1;
* ``quality``: the ``params`` choice, with run weights from each run's own measure
  ``q_r`` on the training queries: either ``w_r = (q_r / max q)^gamma`` with
  ``gamma`` from :data:`GAMMAS` (``gamma = 0`` is equal weights, larger gammas
  trust the better runs more), or equal weights on the ``m`` best runs alone
  (``m`` from :data:`TOP_RUNS`).
  On the four TREC-COVID rounds the best fusions weight a handful of strong runs
  (many submissions are near-copies of a BM25 baseline that outvote them).
* ``selection``: the ``params`` choice, with integer run weights from greedy forward
  ensemble selection with replacement (Caruana, Niculescu-Mizil, Crew & Ksikes 2004,
  "Ensemble selection from libraries of models", ICML, section 2): starting from no run,
  each of up to :data:`SELECTION_STEPS` steps adds 1 to the weight of the run whose
  addition gives the best training measure; the weights after the best step are kept.
  A run chosen twice counts twice, and the few steps bound the free numbers (at most
  :data:`SELECTION_STEPS` choices of a run), so it learns which runs complement each
  other -- what the per-run quality alone cannot see -- without fitting 28 free weights.
  The runs it chooses from are the best :data:`SELECTION_LIBRARY` of them by training
  quality (the "model library pruning" of Caruana, Munson & Niculescu-Mizil 2006, "Getting
  the most out of ensemble selection", ICDM), which halves its cost.
  On the TREC-COVID rounds its nested held-out estimate passes the best single run by
  +0.02 to +0.12 (results/bench_tune_heldout.md).

A family has at most a handful of free numbers, so it cannot fit 28 weights to 40
queries.  The full per-run searches (``coordinate``, ``random``, ``grid`` over a
weight grid of ``step``) stay available; their search space is counted before
any work and refused above ``max_settings``.
"""

from __future__ import annotations

import itertools
from typing import Any, Callable

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.experiments.tune_objective import TrecObjective
from rankagg.methods.registry import make_method

__all__ = ["FAMILIES", "GAMMAS", "TOP_RUNS", "SELECTION_STEPS", "forward_selection", "Evaluator", "fit_family", "weight_search", "search_size"]

FAMILIES = ("untuned", "params", "quality", "selection")
#: exponents of the quality weights (0 = equal weights, the ``params`` family)
GAMMAS = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)
#: the quality family's other candidates: equal weights on the m best runs of the training queries only
TOP_RUNS = (2, 3, 5, 8)
#: the selection family's most forward steps (weight units handed out)
SELECTION_STEPS = 8
#: the fraction of the runs (the best by training quality) that forward selection may choose from
SELECTION_LIBRARY = 0.5

Progress = Callable[[str], None] | None


class Evaluator:
    """Per-query measure of one method for any (params, weights) on every query; counts the settings tried.

    For the methods tagged ``linear`` (score ``factor(item) * sum_r w_r * contribution_r(item)``,
    :class:`rankagg.methods.base.MethodTags`) each run's contribution is computed once per parameter
    setting by the method's :meth:`~rankagg.methods.base.Aggregator.linear_parts` (one matrix-vector
    product per weight vector); fold-independent settings (equal weights) are cached."""

    def __init__(self, data: Rankings, method: str, objective: TrecObjective,
                 fixed: dict[str, Any] | None = None) -> None:
        self.data, self.method, self.objective = data, method, objective
        self.fixed = dict(fixed or {})
        # the tag of the method as configured: the engines' options (combine=, factor='weights',
        # weighting='position') make a linear method's score something else than a weighted sum
        self.linear = make_method(method, **self.fixed).get_tags().linear is not None
        self._parts: dict[tuple, tuple[NDArray, NDArray | None]] = {}
        self._memo: dict[tuple, NDArray[np.float64]] = {}
        self._base: tuple[tuple, NDArray[np.float64]] | None = None  # plus_one's last base and its unscaled sum
        self._buffer: NDArray[np.float64] | None = None  # one item-long scratch (scores consumed before reuse)
        self._many: NDArray[np.float64] | None = None  # plus_many's columns (consumed before reuse)
        self.count = 0

    def _contrib(self, params: dict[str, Any]) -> tuple[NDArray, NDArray | None]:
        """Each run's contribution (column-major) and the factor (None: all 1, so multiplying by it is skipped,
        which changes no bit) of one parameter setting."""
        params = {**self.fixed, **params}
        key = tuple(sorted(params.items()))
        if key not in self._parts:
            # the two settings used last (bounded memory): the nested search's inner folds alternate between the
            # parameters chosen in consecutive folds (RRF's k = 1 and 2 on TREC-COVID), each one costly to rebuild
            spare = None
            if len(self._parts) > 1:  # the oldest's memory is rewritten in place: no fresh pages, no temporaries
                spare = self._parts.pop(next(iter(self._parts)))[0]
            if spare is None:
                # column-major: a sparse weight vector (top-m runs, forward selection) reads only its runs' columns
                spare = np.empty((self.data.n_items, self.data.n_rankers), order="F")
            contrib, factor = make_method(self.method, **params).linear_parts(self.data, out=spare)
            self._parts[key] = (np.asfortranarray(contrib), None if bool(np.all(factor == 1.0)) else factor)
        self._parts[key] = self._parts.pop(key)  # the latest used last
        return self._parts[key]

    def _scratch(self) -> NDArray[np.float64]:
        if self._buffer is None:
            self._buffer = np.empty(self.data.n_items)
        return self._buffer

    def scores(self, params: dict[str, Any], weights: NDArray[np.float64]) -> NDArray[np.float64]:
        if self.linear:
            contrib, factor = self._contrib(params)
            used = np.flatnonzero(weights)
            if len(used) > len(weights) // 4:
                out = contrib @ weights
            else:
                out = np.zeros(contrib.shape[0])
                tmp = self._scratch()
                for j in used:  # a few of many runs: their columns alone (the rest add exact zeros)
                    out += np.multiply(contrib[:, j], weights[j], out=tmp)
            return out if factor is None else np.multiply(out, factor, out=out)
        return make_method(self.method, **{**self.fixed, **params}, weights=list(weights)).score(self.data)

    def plus_one(self, params: dict[str, Any], base: NDArray[np.float64], j: int) -> NDArray[np.float64]:
        """``self(params, base + e_j, memo=True)`` (run ``j``'s weight raised by 1), for a linear method from
        ``base``'s unscaled sum (kept for the last ``base``) plus one column: forward selection's steps."""
        weights = _raised(base, j)
        key = (tuple(sorted(params.items())), weights.tobytes())
        if not self.linear or key in self._memo:
            return self(params, weights, memo=True)
        contrib, factor = self._contrib(params)
        base_key = (key[0], base.tobytes())
        if self._base is None or self._base[0] != base_key:
            self._base = (base_key, contrib @ base)
        self.count += 1
        s = np.add(self._base[1], contrib[:, j], out=self._scratch())
        out = self.objective.per_query(s if factor is None else np.multiply(s, factor, out=s))
        self._memo[key] = out
        return out

    def plus_many(self, params: dict[str, Any], base: NDArray[np.float64], runs: list[int]) -> list[NDArray[np.float64]]:
        """``[self.plus_one(params, base, j) for j in runs]`` (the same values, memo and count), the settings not
        memoised measured together (:meth:`TrecObjective.per_query_many`): one forward-selection step."""
        keys = [(tuple(sorted(params.items())), _raised(base, j).tobytes()) for j in runs]
        todo = [j for j, key in zip(runs, keys) if key not in self._memo]
        if not self.linear or len(todo) < 2:
            return [self.plus_one(params, base, j) for j in runs]
        contrib, factor = self._contrib(params)
        base_key = (keys[0][0], base.tobytes())
        if self._base is None or self._base[0] != base_key:
            self._base = (base_key, contrib @ base)
        if self._many is None or self._many.shape[1] < len(todo):
            self._many = np.empty((self.data.n_items, len(todo)), order="F")
        columns = []
        for c, j in enumerate(todo):
            s = np.add(self._base[1], contrib[:, j], out=self._many[:, c])
            columns.append(s if factor is None else np.multiply(s, factor, out=s))
        self.count += len(todo)
        for key, out in zip([k for k in keys if k not in self._memo], self.objective.per_query_many(columns)):
            self._memo[key] = out
        return [self._memo[key] for key in keys]

    def __call__(self, params: dict[str, Any], weights: NDArray[np.float64], *, memo: bool = False) -> NDArray[np.float64]:
        key = (tuple(sorted(params.items())), weights.tobytes())
        if memo and key in self._memo:
            return self._memo[key]
        self.count += 1
        if not weights.any():
            out = np.full(self.data.n_queries, -np.inf)
        else:
            out = self.objective.per_query(self.scores(params, weights))
        if memo:
            self._memo[key] = out
        return out


def _raised(base: NDArray[np.float64], j: int) -> NDArray[np.float64]:
    """``base`` with run ``j``'s weight raised by 1 (a copy)."""
    weights = base.copy()
    weights[j] += 1.0
    return weights


def _grid_settings(grid: dict[str, list]) -> list[dict[str, Any]]:
    return [dict(zip(grid, combo)) for combo in itertools.product(*[grid[k] for k in grid])]


def fit_family(family: str, ev: Evaluator, train: NDArray[np.bool_], grid: dict[str, list], defaults: dict[str, Any],
               run_quality: NDArray[np.float64]) -> tuple[dict[str, Any], NDArray[np.float64], dict[str, Any]]:
    """``(params, weights, choice)`` of one family fitted on the ``train`` queries (module doc); ``choice``
    names what was chosen (``k``, ``gamma``)."""
    n = ev.data.n_rankers
    ones = np.ones(n)
    params = dict(defaults)
    if family == "untuned" or not train.any():
        return params, ones, {}
    best = -np.inf
    for p in _grid_settings(grid) if grid else [dict(defaults)]:
        v = float(ev(p, ones, memo=True)[train].mean())
        if v > best + 1e-12:
            best, params = v, p
    if family == "params":
        return params, ones, dict(params)
    if family == "selection":
        q = run_quality[train].mean(axis=0)
        library = np.sort(np.argsort(-q, kind="stable")[: max(1, int(np.ceil(SELECTION_LIBRARY * n)))])
        w, steps = forward_selection(lambda base, j: ev.plus_one(params, base, j)[train].mean(), n, SELECTION_STEPS,
                                     library, values=lambda base, js: [v[train].mean() for v in
                                                                       ev.plus_many(params, base, js)])
        return params, w, {**params, "steps": steps}
    q = run_quality[train].mean(axis=0)
    top = float(q.max())
    best_w, best_c = ones, {"gamma": 0.0}
    best = float(ev(params, ones, memo=True)[train].mean())
    if top > 0:
        for w, c in _quality_weights(q):
            v = float(ev(params, w, memo=True)[train].mean())  # top-m weights recur across folds
            if v > best + 1e-12:
                best, best_w, best_c = v, w, c
    return params, best_w, {**params, **best_c}


def forward_selection(value: Callable[[NDArray[np.float64], int], float], n: int, steps: int,
                      library: NDArray[np.int64] | None = None,
                      values: Callable[[NDArray[np.float64], list[int]], list[float]] | None = None
                      ) -> tuple[NDArray[np.float64], int]:
    """Greedy forward selection with replacement (Caruana et al. 2004, section 2): ``(weights, steps taken)``.

    From all-zero weights, each step tries adding 1 to each of the ``n`` weights (``value(w, j)``: the training
    measure of ``w + e_j``) and keeps the addition with the largest value (ties: the lowest run index); after
    ``steps`` steps the weights of the step with the best value are returned (the earliest of equal ones, so
    steps that do not help are not kept).  ``values(w, runs)``: ``[value(w, j) for j in runs]`` at once, when given."""
    w = np.zeros(n)
    best_w, best_v, best_s = w, -np.inf, 0
    for s in range(1, steps + 1):
        cand_v, cand_j = -np.inf, 0
        runs = list(range(n)) if library is None else library.tolist()
        for j, v in zip(runs, values(w, runs) if values is not None else (value(w, j) for j in runs)):
            v = float(v)
            if v > cand_v + 1e-12:
                cand_v, cand_j = v, j
        w = w.copy()
        w[cand_j] += 1.0
        if cand_v > best_v + 1e-12:
            best_w, best_v, best_s = w, cand_v, s
    return best_w, best_s


def _quality_weights(q: NDArray[np.float64]) -> list[tuple[NDArray[np.float64], dict[str, Any]]]:
    """The quality family's weight vectors for runs of training quality ``q``: ``(q_r / max q)^gamma`` for
    each of :data:`GAMMAS`, and weight 1 on the ``m`` best runs (0 elsewhere) for each of :data:`TOP_RUNS`
    smaller than the number of runs (ties at the m-th place broken by the run's position)."""
    out = [((q / q.max()) ** g, {"gamma": g}) for g in GAMMAS]
    order = np.argsort(-q, kind="stable")
    for m in TOP_RUNS:
        if m < len(q):
            w = np.zeros(len(q))
            w[order[:m]] = 1.0
            out.append((w, {"top": m}))
    return out


def search_size(search: str, n_runs: int, grid: dict[str, list], step: float, trials: int) -> int:
    """Settings one fit of a per-run search tries at most (coordinate: one round)."""
    levels = int(round(1.0 / step)) + 1
    n_grid = len(_grid_settings(grid)) if grid else 1
    if search == "grid":
        return n_grid * levels ** n_runs
    if search == "random":
        return trials + 1
    return sum(len(v) for v in grid.values()) + n_runs * (levels - 1) + 1  # coordinate: one round


def weight_search(ev: Evaluator, train: NDArray[np.bool_], grid: dict[str, list], defaults: dict[str, Any],
                  search: str, step: float, trials: int, rng: np.random.Generator,
                  progress: Progress) -> tuple[dict[str, Any], NDArray, float]:
    """Per-run weights (and ``grid``) maximising the mean measure on ``train``: coordinate ascent (one weight
    or parameter at a time over its grid, up to 5 rounds), exhaustive grid, or random search."""
    n = ev.data.n_rankers
    levels = np.round(np.linspace(0.0, 1.0, int(round(1.0 / step)) + 1), 10)

    def value(params: dict[str, Any], w: NDArray) -> float:
        return float(ev(params, w)[train].mean())

    params = {k: defaults[k] for k in grid}
    w = np.ones(n)
    if search == "grid":
        best = (-np.inf, params, w)
        for p in _grid_settings(grid) or [params]:
            for wt in itertools.product(levels, repeat=n):
                v = value(p, np.array(wt))
                if v > best[0] + 1e-12:
                    best = (v, p, np.array(wt))
        return best[1], best[2], best[0]
    if search == "random":
        best = (value(params, w), params, w)
        for t in range(trials):
            p = {k: grid[k][rng.integers(len(grid[k]))] for k in grid}
            ws = rng.choice(levels, size=n)
            v = value(p, ws)
            if v > best[0] + 1e-12:
                best = (v, p, ws)
            if progress and (t + 1) % 20 == 0:
                progress(f"random search {t + 1}/{trials}: best {best[0]:.4f}")
        return best[1], best[2], best[0]
    cur = value(params, w)
    for rnd in range(5):
        improved = False
        for k in grid:
            for v_k in grid[k]:
                p = {**params, k: v_k}
                v = value(p, w)
                if v > cur + 1e-12:
                    cur, params, improved = v, p, True
        for j in range(n):
            for lv in levels:
                if lv == w[j]:
                    continue
                ws = w.copy()
                ws[j] = lv
                v = value(params, ws)
                if v > cur + 1e-12:
                    cur, w, improved = v, ws, True
        if progress:
            progress(f"coordinate ascent round {rnd + 1}: {ev.objective.name} {cur:.4f} ({ev.count} settings so far)")
        if not improved:
            break
    return params, w, cur
