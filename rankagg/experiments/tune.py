"""Tune a fusion method's weights and parameters on judged queries, with an honest estimate.

``tune(data, qrels, method="rrf", measure="nDCG@10")`` searches the per-run weights
(and the method's ``param_grid``, e.g. RRF's ``k``) that maximise a trec measure,
by coordinate ascent (default: one weight or parameter at a time over its grid,
rounds until nothing improves), grid search or random search.

The estimate it reports is **query-level k-fold cross-validation**: the queries
are split into ``folds`` parts; for each part the search runs on the other parts
and the chosen setting is scored on the held-out part; the CV estimate is the
mean over all queries of those held-out scores.  The model returned is the search
on all queries (what ``rankagg fuse --model`` applies); its score on those same
queries is reported as ``train_score`` and is optimistic by construction.

Measures (trec_eval conventions, relevance from the qrels, unjudged = 0):
``nDCG@k`` / ``nDCG`` (gain = grade, ``log2(rank + 1)`` discount, ideal over every
judged document of the query), ``P@k``, ``AP``, ``RR``, ``R@k``.  The order is the
consensus order with the house tie rule, which is what trec_eval sees in a file
written by :func:`rankagg.io.trec.write_trec_run`.

For the methods whose score is linear in the weights (RRF, Borda, CombSUM, and
CombMNZ / ISR / log-ISR up to a per-document factor), each run's contribution is
computed once per parameter setting, so trying a weight vector costs one
matrix-vector product and one sort.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np
import pandas as pd
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_order
from rankagg.io.trec import qrels_labels
from rankagg.methods.registry import make_method, method_class

__all__ = ["TrecObjective", "TuneResult", "tune", "LINEAR_METHODS"]

#: methods whose score is ``factor(item) * sum_r w_r * contribution_r(item)``
LINEAR_METHODS = ("rrf", "borda", "combsum", "combmnz", "isr", "log_isr")

_MEASURE = re.compile(r"^(ndcg|p|ap|map|rr|mrr|r|recall)(?:@(\d+))?$")


class TrecObjective:
    """Per-query trec measure of any consensus over ``data``'s items, labels from ``qrels``."""

    def __init__(self, data: Rankings, qrels: pd.DataFrame, measure: str) -> None:
        m = _MEASURE.match(measure.strip().lower().replace("_cut_", "@").replace("_", "@"))
        if not m:
            raise ValueError(f"measure {measure!r}: tuning supports nDCG@k, nDCG, P@k, AP, RR and R@k")
        self.kind = {"map": "ap", "mrr": "rr", "recall": "r"}.get(m.group(1), m.group(1))
        self.k = int(m.group(2)) if m.group(2) else None
        if self.kind in ("p", "r") and self.k is None:
            raise ValueError(f"measure {measure!r} needs a cutoff, e.g. P@10")
        self.name = measure
        self.data = data
        self.labels = qrels_labels(data, qrels).astype(np.float64)
        q = qrels[qrels["qid"].isin(set(data.qids))]
        judged = set(q["qid"])
        self.judged = np.array([qid in judged for qid in data.qids])
        pos = {qid: i for i, qid in enumerate(data.qids)}
        qi = q["qid"].map(pos).to_numpy()
        rel = q["rel"].to_numpy(dtype=np.float64)
        self.n_rel = np.bincount(qi, weights=(rel > 0), minlength=data.n_queries)
        # ideal DCG from every judged document (trec_eval ndcg), cut at k
        ideal = np.zeros(data.n_queries)
        o = np.lexsort((-rel, qi))
        qs, rs = qi[o], rel[o]
        start = np.r_[0, np.flatnonzero(qs[1:] != qs[:-1]) + 1] if len(qs) else np.zeros(0, dtype=int)
        first = np.zeros(len(qs), dtype=np.int64)
        if len(qs):
            first[start] = start
            first = np.maximum.accumulate(first)
        pos_in_q = np.arange(len(qs)) - first
        keep = (rs > 0) & ((pos_in_q < self.k) if self.k else True)
        np.add.at(ideal, qs[keep], rs[keep] / np.log2(pos_in_q[keep] + 2.0))
        self.ideal = ideal

    def per_query(self, scores: NDArray[np.float64]) -> NDArray[np.float64]:
        d = self.data
        order = consensus_order(d, scores)
        qidx = d.query_of_item[order]
        rank = np.arange(d.n_items) - d.offsets[qidx] + 1
        lab = self.labels[order]
        isrel = lab > 0
        nq = d.n_queries
        cut = rank <= self.k if self.k else np.ones(len(rank), dtype=bool)
        if self.kind == "ndcg":
            dcg = np.bincount(qidx, weights=np.where(cut, lab / np.log2(rank + 1.0), 0.0), minlength=nq)
            out = np.divide(dcg, self.ideal, out=np.zeros(nq), where=self.ideal > 0)
        elif self.kind == "p":
            assert self.k is not None  # the constructor refuses P without a cutoff
            out = np.bincount(qidx, weights=cut & isrel, minlength=nq) / self.k
        elif self.kind == "r":
            hits = np.bincount(qidx, weights=cut & isrel, minlength=nq)
            out = np.divide(hits, self.n_rel, out=np.zeros(nq), where=self.n_rel > 0)
        elif self.kind == "rr":
            first = np.full(nq, np.inf)
            np.minimum.at(first, qidx[isrel], rank[isrel])
            out = np.where(np.isfinite(first), 1.0 / first, 0.0)
        else:  # ap
            cum = np.cumsum(isrel)
            start = d.offsets[qidx]
            before = np.r_[0, cum][start]
            prec = (cum - before) / rank
            out = np.bincount(qidx, weights=np.where(isrel, prec, 0.0), minlength=nq)
            out = np.divide(out, self.n_rel, out=np.zeros(nq), where=self.n_rel > 0)
        return out


@dataclass
class TuneResult:
    """Outcome of :func:`tune`; ``to_model()`` is what ``rankagg fuse --model`` reads."""

    method: str
    measure: str
    params: dict[str, Any]
    weights: dict[str, float]
    cv_estimate: float
    cv_default: float
    train_score: float
    folds: list[dict[str, Any]] = field(default_factory=list)
    n_queries: int = 0
    evaluations: int = 0

    def to_model(self) -> dict[str, Any]:
        return {
            "format": "rankagg-fusion",
            "method": self.method,
            "params": self.params,
            "weights": self.weights,
            "tuned_for": self.measure,
            "cv_estimate": self.cv_estimate,
            "cv_default": self.cv_default,
            "train_score": self.train_score,
            "n_queries": self.n_queries,
            "folds": self.folds,
        }


class _Scorer:
    """Scores of one method for any (params, weights), with the per-run contributions cached per params."""

    def __init__(self, data: Rankings, method: str) -> None:
        self.data, self.method = data, method
        self.linear = method in LINEAR_METHODS
        self._cache: dict[tuple, tuple[NDArray, NDArray]] = {}

    def _parts(self, params: dict[str, Any]) -> tuple[NDArray, NDArray]:
        key = tuple(sorted(params.items()))
        if key not in self._cache:
            d = self.data
            count = d.n_ranked_by.astype(np.float64)
            base = "isr" if self.method == "log_isr" else self.method
            base_params = {k: v for k, v in params.items() if not (self.method == "log_isr" and k == "sigma")}
            m = make_method(base, **base_params)
            contrib = np.empty((d.n_items, d.n_rankers))
            for j in range(d.n_rankers):
                w = np.zeros(d.n_rankers)
                w[j] = 1.0
                contrib[:, j] = m.with_params(weights=list(w)).score(d)
            if base in ("combmnz", "isr"):
                contrib /= np.where(count > 0, count, 1.0)[:, None]
            if self.method in ("combmnz", "isr"):
                factor = count
            elif self.method == "log_isr":
                with np.errstate(divide="ignore"):
                    factor = np.where(count > 0, np.log(count + float(params.get("sigma", 0.0))), 0.0)
            else:
                factor = np.ones(d.n_items)
            self._cache = {key: (contrib, factor)}  # one setting at a time: bounded memory
        return self._cache[key]

    def __call__(self, params: dict[str, Any], weights: NDArray[np.float64]) -> NDArray[np.float64]:
        if self.linear:
            contrib, factor = self._parts(params)
            return (contrib @ weights) * factor
        return make_method(self.method, **params, weights=list(weights)).score(self.data)


def _search(scorer: _Scorer, objective: TrecObjective, queries: NDArray[np.bool_], grid: dict[str, list],
            defaults: dict[str, Any], search: str, step: float, trials: int, rng: np.random.Generator,
            progress: Callable[[str], None] | None, counter: list[int]) -> tuple[dict[str, Any], NDArray, float]:
    n = scorer.data.n_rankers
    levels = np.round(np.arange(0.0, 1.0 + step / 2, step), 10)

    def value(params: dict[str, Any], w: NDArray) -> float:
        counter[0] += 1
        if not w.any():
            return -np.inf
        return float(objective.per_query(scorer(params, w))[queries].mean())

    params = {k: defaults[k] for k in grid}
    w = np.ones(n)
    if search == "grid":
        settings = list(itertools.product(*[grid[k] for k in grid]))
        size = len(settings) * len(levels) ** n
        if size > 20000:
            raise ValueError(f"grid search would try {size} settings; use --search coordinate or random")
        best = (-np.inf, params, w)
        for combo in settings:
            p = dict(zip(grid, combo))
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
    # coordinate ascent
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
            progress(f"coordinate ascent round {rnd + 1}: {objective.name} {cur:.4f}")
        if not improved:
            break
    return params, w, cur


def tune(data: Rankings, qrels: pd.DataFrame, *, method: str = "rrf", measure: str = "nDCG@10",
         search: str = "coordinate", folds: int = 5, step: float = 0.1, trials: int = 60, seed: int = 0,
         param_grid: dict[str, list] | None = None,
         progress: Callable[[str], None] | None = None) -> TuneResult:
    """Search weights (and ``param_grid``, default the method's own) maximising ``measure``; see module doc."""
    if search not in ("coordinate", "grid", "random"):
        raise ValueError(f"search must be coordinate, grid or random, got {search!r}")
    if not (0 < step <= 1):
        raise ValueError(f"step must be in (0, 1], got {step!r}")
    cls = method_class(method)
    if "weights" not in cls.defaults:
        raise ValueError(f"{method} takes no weights; tunable methods: {', '.join(LINEAR_METHODS)}, combmax, ...")
    grid = dict(cls.param_grid if param_grid is None else param_grid)
    grid = {k: list(v) for k, v in grid.items() if k != "weights"}
    defaults = {k: v for k, v in cls.defaults.items() if k in grid}
    objective = TrecObjective(data, qrels, measure)
    judged = np.flatnonzero(objective.judged)
    if len(judged) < 2:
        raise ValueError("tuning needs at least 2 judged queries")
    folds = int(min(folds, len(judged)))
    if folds < 2:
        raise ValueError("folds must be >= 2")
    rng = np.random.default_rng(seed)
    part = np.empty(data.n_queries, dtype=np.int64)
    part[:] = -1
    part[rng.permutation(judged)] = np.arange(len(judged)) % folds
    scorer = _Scorer(data, method)
    counter = [0]
    held_out = np.zeros(data.n_queries)
    default_scores = objective.per_query(scorer(defaults, np.ones(data.n_rankers)))
    fold_rows = []
    for f in range(folds):
        train = (part >= 0) & (part != f)
        test = part == f
        p, w, v = _search(scorer, objective, train, grid, defaults, search, step, trials, rng, None, counter)
        s = objective.per_query(scorer(p, w))
        held_out[test] = s[test]
        fold_rows.append({"fold": f + 1, "params": p, "weights": dict(zip(data.ranker_names, w.tolist())),
                          "train": v, "test": float(s[test].mean())})
        if progress:
            progress(f"fold {f + 1}/{folds}: train {v:.4f}, held-out {s[test].mean():.4f}")
    everything = part >= 0
    p, w, v = _search(scorer, objective, everything, grid, defaults, search, step, trials, rng, progress, counter)
    return TuneResult(
        method=method, measure=measure, params=p, weights=dict(zip(data.ranker_names, w.tolist())),
        cv_estimate=float(held_out[everything].mean()), cv_default=float(default_scores[everything].mean()),
        train_score=v, folds=fold_rows, n_queries=int(everything.sum()), evaluations=counter[0],
    )
