"""Tune a fusion method on judged queries, with an honest estimate of what tuning gains.

``tune(data, qrels, method="rrf", measure="nDCG@10")`` chooses the method's
parameters (RRF's ``k``) and run weights that maximise a trec measure
(:mod:`rankagg.experiments.tune_objective`: trec_eval's rules on the consensus
order that ``rankagg fuse`` writes).

Default search (``"nested"``, :mod:`rankagg.experiments.tune_search`): four
families of settings -- ``untuned`` (the defaults), ``params`` (the method's own
grid), ``quality`` (that grid, with run weights ``(quality_r)^gamma`` shrunk
toward equal, or the best runs alone) and ``selection`` (that grid, with the
integer weights of greedy forward ensemble selection, Caruana et al. 2004) --
and **nested cross-validation** chooses between them.  The
queries are split into ``folds`` outer folds; inside each outer training set an
inner cross-validation picks the family, which is then fitted on the whole outer
training set and scored on the held-out fold.  The mean of those held-out scores
over all judged queries is the *nested estimate* of the weight families.  The
supervised learners of :data:`LEARNERS` (``pooled``: what ``rankagg train``
fits) are scored on the same outer folds, fitted on each outer training set.
The model returned is the family (weight family or learner) with the best outer
cross-validated score, fitted on every judged query; ``cv_estimate`` is that
family's outer cross-validated score (issue 47: one policy for all that is learnt).

``search="params"`` tunes the grid alone (RRF: ``k`` only); ``coordinate``,
``random`` and ``grid`` search one weight per run (plain k-fold estimate; with
many runs and few queries they overfit, and their search space is capped).

Every estimate is reported next to the label-free default's on the same queries
(``rankagg fuse`` with no option, :mod:`rankagg.experiments.tune_policy`): the
rule that decides whether the learnt model ships is a one-sided lower bound of
the expected gain over it (``gain_bound``, ``helps``); the 95% prediction
interval of the gain on as many new queries (:func:`gain_prediction_interval`)
is information; and each input run's own score.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import numpy as np
import pandas as pd
from numpy.typing import NDArray

from rankagg.data.model_documents import finite_or_null
from rankagg.data.rankings import Rankings
from rankagg.experiments.tune_objective import TrecObjective, parse_measure
from rankagg.experiments.tune_policy import (DECISION_CONFIDENCE, default_values, expected_gain_bound,
                                             gain_prediction_interval, paired_bootstrap_ci)
from rankagg.experiments.tune_search import FAMILIES, Evaluator, fit_family, search_size, weight_search
from rankagg.experiments.tune_supervised import method_cv, topic_folds
from rankagg.methods.registry import list_methods, method_class, parse_spec
from rankagg.exceptions import warn_caller

__all__ = ["TrecObjective", "TuneResult", "tune", "gain_prediction_interval", "paired_bootstrap_ci", "SEARCHES",
           "MAX_SETTINGS", "LEARNERS"]

SEARCHES = ("nested", "params", "coordinate", "random", "grid")
#: the supervised learners the nested search weighs beside its weight families (issue 47: one policy)
LEARNERS = ("pooled",)
#: the most settings one fit of a per-run search may try (coordinate: per round)
MAX_SETTINGS = 20000


@dataclass
class TuneResult:
    """Outcome of :func:`tune`; ``to_model()`` is what ``rankagg fuse --model`` reads."""

    method: str
    measure: str
    params: dict[str, Any]
    weights: dict[str, float] | None
    cv_estimate: float
    cv_default: float
    train_score: float
    folds: list[dict[str, Any]] = field(default_factory=list)
    n_queries: int = 0
    evaluations: int = 0
    search: str = "nested"
    family: str = ""
    gain_ci: tuple[float, float] = (0.0, 0.0)
    family_cv: dict[str, float] = field(default_factory=dict)
    run_scores: dict[str, float] = field(default_factory=dict)
    n_folds: int = 0
    notes: list[str] = field(default_factory=list)
    kept: str = "tuned"
    depth: int | None = 1000
    #: the 95% confidence interval of the mean held-out gain (not of the gain on new queries: ``gain_ci`` is)
    gain_mean_ci: tuple[float, float] = (0.0, 0.0)
    #: per query (NaN where unjudged): the nested CV's held-out measure and the outer fold (-1 = unjudged);
    #: not in the model file
    held_out: NDArray[np.float64] | None = field(default=None, repr=False)
    fold_of_query: NDArray[np.int64] | None = field(default=None, repr=False)
    #: the held-out fusion minus the best input run alone (chosen on all queries): mean and 95% interval
    vs_best_run: dict[str, Any] = field(default_factory=dict)
    #: the rule (:mod:`rankagg.experiments.tune_policy`): the one-sided lower ``confidence`` bound of the mean
    #: held-out gain over the label-free default
    confidence: float = DECISION_CONFIDENCE
    gain_bound: float = float("nan")
    #: the nested estimate of the weight families alone (the family chosen by the inner CV of each outer fold)
    nested_estimate: float = float("nan")
    #: RRF k=60 with equal weights (the ``untuned`` family) on the same queries, for information
    cv_untuned: float = float("nan")
    #: the supervised model fitted on every judged query when a learner (``pooled``) is the family; not in to_model
    learnt_model: Any = field(default=None, repr=False)
    #: per family of the nested search, its outer-fold held-out measure per query (NaN where unjudged); not in to_model
    family_held_out: dict[str, NDArray[np.float64]] = field(default_factory=dict, repr=False)

    @property
    def helps(self) -> bool:
        """Whether the expected gain over the label-free default is positive with ``confidence``: the rule that
        ships (:func:`~rankagg.experiments.tune_policy.expected_gain_bound` above 0)."""
        return bool(self.gain_bound > 0)

    def to_model(self) -> dict[str, Any]:
        what = {"format": "rankagg-fusion", "method": self.method, "params": self.params, "weights": self.weights}
        return {**what, **finite_or_null(self._summary())}  # JSON has no NaN: a value not estimated is null

    def _summary(self) -> dict[str, Any]:
        return {
            "tuned_for": self.measure,
            "depth": self.depth,
            "search": self.search,
            "family": self.family,
            "kept": self.kept,
            "cv_estimate": self.cv_estimate,
            "cv_default": self.cv_default,
            "cv_gain_ci95": list(self.gain_ci),
            "cv_gain_ci95_is": "a prediction interval of the mean gain on as many new queries as n_queries",
            "cv_gain_mean_ci95": list(self.gain_mean_ci),
            "cv_reference": "the label-free default (rankagg fuse with no option)",
            "decision": {"confidence": self.confidence, "gain_lower_bound": self.gain_bound,
                         "rule": "ship when the one-sided lower bound of the mean held-out gain is above 0"},
            "nested_estimate": self.nested_estimate,
            "cv_untuned": self.cv_untuned,
            "train_score": self.train_score,
            "n_queries": self.n_queries,
            "n_folds": self.n_folds,
            "family_cv": self.family_cv,
            "run_scores": self.run_scores,
            "vs_best_run": self.vs_best_run,
            "notes": self.notes,
            "folds": self.folds,
        }


def _check_problem(data: Rankings, qrels: pd.DataFrame, objective: TrecObjective) -> NDArray[np.int64]:
    """The judged queries, after refusing a problem on which every estimate would be meaningless."""
    judged = np.flatnonzero(objective.judged)
    if len(judged) == 0:
        qq = sorted(set(qrels["qid"].astype(str)))[:3]
        raise ValueError(f"the qrels share no query with the runs (runs: {', '.join(map(str, data.qids[:3]))}, ...; "
                         f"qrels: {', '.join(qq) or 'none'}, ...): check that they belong to the same topics")
    if not (objective.n_rel[judged] > 0).any():
        raise ValueError("the qrels judge no document of the runs' queries relevant (grade > 0): every measure "
                         "would be 0 whatever the setting")
    return judged


def _nested_fold(ev: Evaluator, part: NDArray[np.int64], f: int, inner: int, grid: dict, defaults: dict,
                 quality: NDArray, rng: np.random.Generator,
                 say: Callable[[str], None]) -> tuple[str, dict[str, Any], dict[str, NDArray]]:
    """Outer fold ``f``: the family the inner CV picks, and every family fitted on the outer training set."""
    train = (part >= 0) & (part != f)
    t_idx = np.flatnonzero(train)
    k_in = int(min(inner, len(t_idx)))
    inner_part = topic_folds(t_idx, k_in, rng, len(part))
    held = {fam: np.zeros(len(part)) for fam in FAMILIES}
    for g in range(k_in):
        tr, te = (inner_part >= 0) & (inner_part != g), inner_part == g
        for fam in FAMILIES:
            p, w, _ = fit_family(fam, ev, tr, grid, defaults, quality)
            held[fam][te] = ev(p, w, memo=True)[te]
        say(f"fold {f + 1}: inner split {g + 1}/{k_in} done ({ev.count} settings so far)")
    inner_cv = {fam: float(held[fam][train].mean()) for fam in FAMILIES}
    chosen = FAMILIES[0]
    for fam in FAMILIES[1:]:  # the simpler family unless a richer one does better
        if inner_cv[fam] > inner_cv[chosen] + 1e-12:
            chosen = fam
    fitted = {}
    choice: dict[str, Any] = {}
    for fam in FAMILIES:
        p, w, c = fit_family(fam, ev, train, grid, defaults, quality)
        fitted[fam] = ev(p, w, memo=True)
        if fam == chosen:
            choice = {"params": p, "weights": w, "choice": c, "inner_cv": inner_cv}
    return chosen, choice, fitted


def tune(data: Rankings, qrels: pd.DataFrame, *, method: str = "rrf", measure: str = "nDCG@10",
         search: str = "nested", folds: int = 5, step: float = 0.1, trials: int = 60, seed: int = 0,
         param_grid: dict[str, list] | None = None, max_settings: int = MAX_SETTINGS, depth: int | None = 1000,
         progress: Callable[[str], None] | None = None, learners: Sequence[str] | None = None,
         confidence: float = DECISION_CONFIDENCE) -> TuneResult:
    """Choose parameters and weights maximising ``measure``, with a held-out estimate; see the module doc.
    ``depth``: the measure sees the first ``depth`` documents of each query, as trec_eval sees what
    ``rankagg fuse --depth`` writes (1000 by default there and here; None: every document).
    ``learners``: the supervised methods the nested search weighs beside the weight families, on the same
    outer folds (default :data:`LEARNERS`; ``()``: the weight families alone).  ``confidence``: the rule's."""
    if search not in SEARCHES:
        raise ValueError(f"search (--search) must be one of {', '.join(SEARCHES)}, got {search!r}")
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise ValueError(f"seed (--seed) must be an integer >= 0, got {seed!r}")
    if isinstance(folds, bool) or not isinstance(folds, (int, np.integer)) or folds < 2:
        raise ValueError(f"folds (--folds) must be an integer >= 2, got {folds!r}")
    if not (0 < step <= 1):
        raise ValueError(f"step (--step) must be in (0, 1], got {step!r}")
    parse_measure(measure)
    name, fixed = parse_spec(method)  # a spec fixes parameters: "combsum(norm='dbsf', combine='geometric_mean')"
    cls = method_class(name)
    if "weights" not in cls.defaults:
        weighted = [n for n in list_methods() if "weights" in method_class(n).defaults]
        raise ValueError(f"{name} takes no weights; tunable methods: {', '.join(weighted)}")
    if "weights" in fixed:
        raise ValueError(f"--method {method!r}: the weights are what tune searches; give the method without weights")
    cls(**fixed)  # the fixed parameters checked before any work (an error names the parameter)
    grid = {k: list(v) for k, v in dict(cls.param_grid if param_grid is None else param_grid).items()
            if k != "weights" and k not in fixed}
    defaults = {k: v for k, v in cls.defaults.items() if k in grid}
    n_runs = data.n_rankers
    if search in ("coordinate", "random", "grid"):
        size = search_size(search, n_runs, grid, step, trials)
        if size > max_settings:
            unit = "per round " if search == "coordinate" else ""
            raise ValueError(f"--search {search} with --step {step:g} on {n_runs} runs would try {size:,} settings "
                             f"{unit}per fold, over the cap of {max_settings:,} (--max-settings); use a larger --step, "
                             f"or the default --search nested")
    objective = TrecObjective(data, qrels, measure, depth=depth)
    judged = _check_problem(data, qrels, objective)
    notes: list[str] = []
    no_rel = int((objective.n_rel[judged] == 0).sum())
    if no_rel:
        notes.append(f"{no_rel} of {len(judged)} judged queries have no relevant document: they score 0 in every "
                     "setting (trec_eval counts them)")
    need = 3 if search == "nested" else 2
    if len(judged) < need:
        raise ValueError(f"tuning needs at least {need} judged queries with --search {search}, got {len(judged)}")
    n_folds = int(min(folds, len(judged)))
    if n_folds < folds:
        notes.append(f"--folds {folds} reduced to {n_folds}: there are only {len(judged)} judged queries")
    for note in notes:
        warn_caller(note)
    rng = np.random.default_rng(seed)
    part = topic_folds(judged, n_folds, rng, data.n_queries)
    ev = Evaluator(data, name, objective, fixed=fixed)
    ones = np.ones(n_runs)
    default_q = ev(defaults, ones, memo=True)
    reference_q = default_values(data, objective)  # the label-free default: the reference of every gain
    quality = np.stack([objective.of_ranker(j) for j in range(n_runs)], axis=1)  # (queries, runs)
    everything = part >= 0
    held_out = np.zeros(data.n_queries)
    fold_rows: list[dict[str, Any]] = []
    family_held = {fam: np.zeros(data.n_queries) for fam in FAMILIES}
    say = progress or (lambda message: None)
    for f in range(n_folds):
        test = part == f
        say(f"fold {f + 1}/{n_folds}: {'inner CV over ' if search == 'nested' else 'search on '}"
            f"{int((everything & ~test).sum())} queries")
        if search == "nested":
            chosen, c, fitted = _nested_fold(ev, part, f, n_folds, grid, defaults, quality, rng, say)
            for fam in FAMILIES:
                family_held[fam][test] = fitted[fam][test]
            s, p, w = fitted[chosen], c["params"], c["weights"]
            v = float(s[everything & ~test].mean())
            extra: dict[str, Any] = {"family": chosen, "choice": c["choice"], "inner_cv": c["inner_cv"]}
        elif search == "params":
            p, w, _ = fit_family("params", ev, everything & ~test, grid, defaults, quality)
            s = ev(p, w, memo=True)
            v, extra = float(s[everything & ~test].mean()), {}
        else:
            def in_fold(message: str, f: int = f) -> None:
                say(f"fold {f + 1}/{n_folds}: {message}")

            p, w, v = weight_search(ev, everything & ~test, grid, defaults, search, step, trials, rng, in_fold)
            s, extra = ev(p, w), {}
        held_out[test] = s[test]
        fold_rows.append({"fold": f + 1, "params": p, "weights": dict(zip(data.ranker_names, w.tolist())),
                          "train": v, "test": float(s[test].mean()), "default_test": float(reference_q[test].mean()),
                          **extra})
        say(f"fold {f + 1}/{n_folds}: {extra.get('family', search)} chosen; held-out {objective.name} "
            f"{s[test].mean():.4f} (label-free default {reference_q[test].mean():.4f}); {ev.count} settings so far")
    family_cv: dict[str, float] = {}
    learnt: Any = None
    learnt_held = _learner_cv(data, qrels, objective, part, seed, learners, search, notes, say)
    if search == "nested":
        family_held.update(learnt_held)
        family_cv = {fam: float(family_held[fam][everything].mean()) for fam in family_held}
        final = FAMILIES[0]
        for fam in family_cv:  # the simpler family unless a richer one does better (the learners last)
            if family_cv[fam] > family_cv[final] + 1e-12:
                final = fam
        say(f"all {len(judged)} queries: fitting the {final} family (best cross-validated)")
        if final in learnt_held:
            from rankagg.experiments.train_runs import fit_on_judged

            learnt = fit_on_judged(data, qrels, final, seed=seed)[0]
            p, w, v = {}, ones, float(objective.per_query(np.asarray(learnt.score(data)))[everything].mean())
        else:
            p, w, _ = fit_family(final, ev, everything, grid, defaults, quality)
            v = float(ev(p, w)[everything].mean())
        nested = float(held_out[everything].mean())
        held_out = family_held[final]  # the estimate of what is written: the final family's outer folds
    elif search == "params":
        final = "params"
        p, w, _ = fit_family("params", ev, everything, grid, defaults, quality)
        v = float(ev(p, w, memo=True)[everything].mean())
        nested = float("nan")
    else:
        final = "per-run weights"
        say(f"all {len(judged)} queries: {search} search")
        p, w, v = weight_search(ev, everything, grid, defaults, search, step, trials, rng, progress)
        nested = float("nan")
    gain = held_out[everything] - reference_q[everything]
    best = int(np.argmax(quality[everything].mean(axis=0)))
    vs_best = held_out[everything] - quality[everything, best]
    vs_best_run = {"run": str(data.ranker_names[best]), "diff": float(vs_best.mean()),
                   "ci95": list(paired_bootstrap_ci(vs_best, seed=seed))}
    return TuneResult(
        method=final if learnt is not None else name, measure=objective.name,
        params={} if learnt is not None else _typed(cls.defaults, {**fixed, **p}),
        weights=None if learnt is not None else dict(zip(data.ranker_names, w.tolist())),
        cv_estimate=float(held_out[everything].mean()), cv_default=float(reference_q[everything].mean()),
        train_score=v, folds=fold_rows, n_queries=int(everything.sum()), evaluations=ev.count, search=search,
        family=final, gain_ci=gain_prediction_interval(gain, folds=n_folds, seed=seed), family_cv=family_cv,
        gain_mean_ci=paired_bootstrap_ci(gain, seed=seed), held_out=np.where(everything, held_out, np.nan),
        fold_of_query=part,
        run_scores=dict(zip(data.ranker_names, quality[everything].mean(axis=0).tolist())), n_folds=n_folds,
        notes=notes, depth=depth, vs_best_run=vs_best_run, confidence=confidence,
        gain_bound=expected_gain_bound(gain, folds=n_folds, confidence=confidence), nested_estimate=nested,
        cv_untuned=float(default_q[everything].mean()), learnt_model=learnt,
        family_held_out={fam: np.where(everything, v, np.nan) for fam, v in family_held.items()} if family_cv else {},
    )


def _learner_cv(data: Rankings, qrels: pd.DataFrame, objective: TrecObjective, part: NDArray[np.int64], seed: int,
                learners: Sequence[str] | None, search: str, notes: list[str],
                say: Callable[[str], None]) -> dict[str, NDArray[np.float64]]:
    """Per learner of the nested search, its held-out measure per query on tune's own outer folds
    (:func:`~rankagg.experiments.tune_supervised.method_cv`, the estimate ``rankagg train`` prints: the same
    folds for the same seed); a learner that cannot be fitted on these topics is left out with a note."""
    if search != "nested":
        return {}
    out = {}
    for spec in LEARNERS if learners is None else learners:
        try:
            cv = method_cv(data, qrels, spec, measure=objective.name, seed=seed, part=part, depth=objective.depth,
                           progress=say)
        except ValueError as exc:
            notes.append(f"{spec} left out of the nested search: {exc}")
            continue
        out[spec] = np.nan_to_num(cv.held_out, nan=0.0)
    return out


def _typed(defaults: dict[str, Any], params: dict[str, Any]) -> dict[str, Any]:
    """``params`` with a grid's integer written as a float where the method's default is a float (RRF's k = 1
    as 1.0, as ``--param k=1`` and the defaults give it): the model file says what the method computes with."""
    return {k: float(v) if isinstance(defaults.get(k), float) and isinstance(v, (int, np.integer))
            and not isinstance(v, bool) else v for k, v in params.items()}


def untuned_model(result: TuneResult, data: Rankings) -> TuneResult:
    """``result`` with the method's untuned parameters and equal weights as the model (estimates kept)."""
    cls = method_class(result.method)
    params = {k: (v if k in cls.param_grid else result.params[k]) for k, v in cls.defaults.items() if k in result.params}
    from dataclasses import replace

    return replace(result, params=params, weights={n: 1.0 for n in data.ranker_names}, kept="untuned")


def best_input_model(result: TuneResult, data: Rankings) -> TuneResult:
    """``result`` with a model that keeps the best input run alone (issue 24: fusion that does not beat its
    best input): RRF with the whole weight on that run, which ranks its documents exactly in the run's own
    order and puts every other document below them (estimates kept, ``kept="best_input"``)."""
    from dataclasses import replace

    best = result.vs_best_run["run"]
    return replace(result, method="rrf", params={"k": float(method_class("rrf").defaults["k"])},
                   weights={n: 1.0 if n == best else 0.0 for n in data.ranker_names}, kept="best_input",
                   learnt_model=None)


def default_result(result: TuneResult) -> TuneResult:
    """``result`` with the label-free default as the model (what ``rankagg fuse`` with no option writes;
    estimates kept, ``kept="default"``): what is written when the learnt model does not ship (issue 47)."""
    from dataclasses import replace

    from rankagg.defaults import DEFAULT_METHOD

    return replace(result, method=DEFAULT_METHOD, params={}, weights=None, kept="default", learnt_model=None)
