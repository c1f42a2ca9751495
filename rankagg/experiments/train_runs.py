"""``rankagg train RUN... --qrels QRELS -o model.json``: a supervised aggregator learnt from judged topics of
run files, with its held-out estimate said before the model is used.

The job (issue 32, item 4: "past weights", a ``train`` on run files):

1. read the runs and the qrels (the readers of ``rankagg fuse`` and ``rankagg evaluate``);
2. estimate, by ``--folds``-fold cross-validation over the judged topics, what the method gives on new
   topics (:func:`~rankagg.experiments.tune_supervised.method_cv`): its held-out measure, its gain over the
   label-free default (``rankagg fuse`` with no option) with the rule's one-sided lower bound of the expected
   gain and, as information, ``rankagg tune``'s 95% prediction interval for the gain on as many new topics,
   and its difference from the best single run (chosen after the fact, so the comparison favours the run)
   with a paired bootstrap 95% interval;
3. ship or not, by ``rankagg tune``'s rule (:mod:`rankagg.experiments.tune_policy`, issue 47): when the
   expected gain is above 0 with the rule's confidence, fit the method on every judged topic, one fifth of
   them (seeded) held back for its early stopping / iterate selection, and write the model (JSON or NPZ,
   never pickle); otherwise write the label-free default as a fusion model.  Either applies with
   ``rankagg fuse --model``.  ``--folds 0`` (no estimate, so no rule) writes the trained model.

``rankagg tune RUN... --qrels Q --method SUPERVISED`` runs the same job (``--if-no-gain tuned``: the trained
model anyway).  The default method is ``pooled``: LightGBM lambdarank on the stacked features of each topic's candidate
pool (:mod:`rankagg.methods.supervised.pooled`); docs/learning.md has its measured worth.
"""

from __future__ import annotations

import sys
import warnings
from typing import Any, Callable, Sequence

__all__ = ["run_train_runs", "fit_on_judged", "judged_topics", "read_judged_runs", "save_learnt"]

#: the method ``rankagg train RUN... --qrels`` fits when none is given
DEFAULT_RUN_LEARNER = "pooled"


def read_judged_runs(command: str, runs: Sequence[str], qrels: str, output: str, input_depth: int | None,
                     progress: Callable[[str], None], reading: Any) -> tuple[Any, Any]:
    """The runs (the inputs kept beside ``output``, text only) and the qrels that ``rankagg train`` and
    ``rankagg tune`` (``command``, in their notes) learn from, said on ``progress``; ``reading`` shows the
    reading of the runs."""
    from rankagg.io import read_qrels, read_trec_runs
    from rankagg.io.formats import only_text
    from rankagg.io.run_names import peek_run_names, select_input_runs
    from rankagg.io.trec import run_summary

    kept = select_input_runs(runs, output, lambda m: print(f"{command}: note: {m}", file=sys.stderr))
    only_text(kept, command)  # the registry: a table or another format is named as such, not parsed as text
    # the runs in the order of their names, not of the arguments: a learner's features and a search's draws are
    # by ranker position, so 'train x y z' and 'train z x y' fitted different models (another fused output)
    kept = [path for _, path in sorted(zip(peek_run_names(kept), kept))]
    data = read_trec_runs(kept, input_depth=input_depth, progress=reading)
    reading.done()
    judgments = read_qrels(qrels)
    progress(f"read {run_summary(data)}; {judgments['qid'].nunique()} judged queries in {qrels}")
    return data, judgments


def save_learnt(learnt: Any, output: str, *, input_depth: int | None, inputs: Sequence[str]) -> None:
    """Write what ``rankagg train`` or ``tune`` learnt: a fitted method (``rankagg-model``) or a fusion model's
    document (``rankagg-fusion``), through the model registry (atomic, read back as ``fuse --model`` reads it),
    recording the ``--input-depth`` it was learnt at whatever the kind
    (:func:`rankagg.methods.state.record_input_depth`): ``fuse --model`` then reads each run that deep."""
    from rankagg.methods.state import record_input_depth
    from rankagg.models import save_fusion_model, save_model

    if isinstance(learnt, dict):
        save_fusion_model(record_input_depth(learnt, input_depth), output, inputs=inputs)
    else:
        save_model(record_input_depth(learnt, input_depth), output)


def judged_topics(data: Any, qrels: Any) -> tuple[Any, Any]:
    """The indices of ``data``'s judged topics and every document's label (grade, 0 if unjudged), refused before
    any estimate or fit when fewer than 2 topics are judged or none is judged relevant: the held-out estimate of
    ``rankagg train`` ran first and, on qrels of other topics, printed NaN and wrote a model holding NaN."""
    import numpy as np

    from rankagg.io.trec import qrels_labels

    labels = np.maximum(qrels_labels(data, qrels), 0).astype(np.int64)
    judged_qids = set(qrels["qid"].astype(str))
    judged = np.flatnonzero([str(q) in judged_qids for q in data.qids])
    if len(judged) < 2:
        raise ValueError(f"training needs at least 2 judged topics among the runs' topics, got {len(judged)}")
    if not (labels > 0).any():  # as rankagg tune refuses it: a model fitted to nothing relevant learns nothing
        raise ValueError("the qrels judge no document of the runs' topics relevant (grade > 0): nothing to train on")
    return judged, labels


def fit_on_judged(data: Any, qrels: Any, method: str, *, seed: int = 0) -> tuple[Any, int, int]:
    """``method`` fitted on the judged topics of ``data`` (labels from ``qrels``), one fifth of them (at least
    one, chosen with ``seed``) held back as its validation set; returns the model and the numbers of fitting
    and validation topics."""
    from dataclasses import replace

    import numpy as np

    from rankagg.evaluation.selection import judged_topic_selection
    from rankagg.methods.registry import make_method

    judged, labels = judged_topics(data, qrels)
    rng = np.random.default_rng(seed)
    valid_q = np.sort(rng.choice(judged, size=max(1, len(judged) // 5), replace=False))
    fit_q = np.setdiff1d(judged, valid_q)
    labelled = replace(data, labels=labels, _cache={})
    model = make_method(method)
    if not model.supervised:
        raise ValueError(f"--method {method!r} is unsupervised: nothing to train (rankagg tune tunes a fusion)")
    with judged_topic_selection():  # short topics select over their documents (rankagg.evaluation.selection)
        model.fit(labelled.select_queries(fit_q), labelled.select_queries(valid_q))
    return model, len(fit_q), len(valid_q)


def held_out_gain(data: Any, qrels: Any, method: str, measure: str, folds: int, seed: int,
                  progress: Callable[[str], None]) -> dict[str, Any]:
    """``method``'s held-out estimate by ``folds``-fold cross-validation over the judged topics
    (:func:`~rankagg.experiments.tune_supervised.method_cv`; for the same seed the folds of ``rankagg tune``'s
    nested search) beside the label-free default and the best input run, per judged topic: ``cv`` (the CV
    result), ``held``, ``default``, ``best`` (that run's name) and ``best_values``; ``gain_bound``, the rule's
    one-sided lower bound of the expected gain over the default, and ``ships``
    (:mod:`rankagg.experiments.tune_policy`); ``gain_interval``, the 95% prediction interval of the gain on as
    many new topics (information: :func:`~rankagg.experiments.tune.gain_prediction_interval`)."""
    from rankagg.experiments.tune_objective import TrecObjective
    from rankagg.experiments.tune_policy import default_values, expected_gain_bound, gain_prediction_interval
    from rankagg.experiments.tune_supervised import method_cv

    cv = method_cv(data, qrels, method, measure=measure, folds=folds, seed=seed, progress=progress)
    objective = TrecObjective(data, qrels, measure, depth=1000)
    judged = objective.judged
    held = cv.held_out[judged]
    default = default_values(data, objective)[judged]
    runs = {name: objective.of_ranker(j)[judged] for j, name in enumerate(data.ranker_names)}
    best = max(runs, key=lambda name: (runs[name].mean(), name))
    n_folds = len(cv.folds) or folds
    bound = expected_gain_bound(held - default, folds=n_folds)
    return {"cv": cv, "held": held, "default": default, "best": best, "best_values": runs[best],
            "gain_bound": bound, "ships": bool(bound > 0),
            "gain_interval": gain_prediction_interval(held - default, folds=n_folds)}


def _estimate(data: Any, qrels: Any, method: str, measure: str, folds: int, seed: int,
              progress: Callable[[str], None]) -> tuple[list[str], dict[str, Any]]:
    """The printout of the held-out estimate, and the estimate (:func:`held_out_gain`)."""
    import numpy as np

    from rankagg.experiments.tune_policy import DECISION_CONFIDENCE, paired_bootstrap_ci

    h = held_out_gain(data, qrels, method, measure, folds, seed, progress)
    cv, held, default, best, best_values, gain = (h[k] for k in ("cv", "held", "default", "best", "best_values",
                                                                  "gain_interval"))
    out = [f"  held-out {cv.measure} ({folds}-fold CV by topic, {len(held)} judged topics): {cv.estimate:.4f}",
           f"  expected gain over the label-free default (rankagg fuse with no option, {default.mean():.4f}): "
           f"{float(np.mean(held - default)):+.4f}, one-sided {DECISION_CONFIDENCE:.0%} lower bound "
           f"{h['gain_bound']:+.4f}",
           f"  information: 95% prediction interval of the gain on {len(held)} new topics "
           f"[{gain[0]:+.4f}, {gain[1]:+.4f}]"]
    lo, hi = paired_bootstrap_ci(held - best_values)
    verdict = "fusion beats it" if lo > 0 else "fusion is below it" if hi < 0 else "no significant difference"
    out.append(f"  held-out fusion minus the best input run ({best}, {best_values.mean():.4f}; chosen after the "
               f"fact, so the comparison favours the run): {float(np.mean(held - best_values)):+.4f} "
               f"[{lo:+.4f}, {hi:+.4f}]: {verdict}")
    return out, h


def run_train_runs(runs: Sequence[str], *, qrels: str | None, output: str, method: str | None, measure: str,
                   folds: int, seed: int, input_depth: int | None, progress: Callable[[str], None], reading: Any,
                   params: Sequence[str] | None = None, if_no_gain: str = "default") -> int:
    """The ``rankagg train RUN... --qrels`` job; ``progress`` and ``reading`` are the CLI's stderr displays.

    The command line's options as plain values (the CLI unpacks its arguments; no ``argparse`` object reaches
    here): ``params`` is ``--param`` (refused: run files take the parameters in ``method``'s spec) and
    ``if_no_gain`` is ``rankagg tune``'s ``--if-no-gain`` (``train`` follows the default: the label-free default
    is written when the learnt model does not ship; ``tuned``: the trained model anyway)."""
    from rankagg.io.output_guard import check_output_path

    if qrels is None:
        raise ValueError("training on run files needs --qrels")
    if params:
        raise ValueError("--param goes with --dataset; with run files give the parameters in --method's spec, "
                         "e.g. --method \"pooled(size=200)\"")
    if folds == 1:
        raise ValueError("--folds must be 0 (no held-out estimate) or at least 2, got 1")
    method = method or DEFAULT_RUN_LEARNER
    check_output_path(output, [*runs, qrels])
    data, judgments = read_judged_runs("rankagg train", runs, qrels, output, input_depth, progress, reading)
    judged_topics(data, judgments)  # before the estimate, whose folds would be empty
    lines = [f"{method} trained on {data.n_rankers} runs"]
    estimate: dict[str, Any] | None = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # LightGBM's and NumPy's notes on tiny folds
        if folds:
            printout, estimate = _estimate(data, judgments, method, measure, folds, seed, progress)
            lines += printout
        if if_no_gain != "tuned" and estimate is not None and not estimate["ships"]:
            # tune's rule: the expected gain is not shown, so what the user has without labels
            from rankagg.experiments.tune_policy import default_model

            doc = default_model(learnt=method, cv_estimate=float(estimate["cv"].estimate),
                                cv_default=float(estimate["default"].mean()), gain_lower_bound=estimate["gain_bound"])
            save_learnt(doc, output, input_depth=input_depth, inputs=[*runs, qrels])
            lines.append(f"  model: the label-free default, what rankagg fuse writes with no option (the expected "
                         f"gain is not above 0 with the rule's confidence; rankagg tune --method {method} "
                         f"--if-no-gain tuned writes the trained model) -> {output} (apply with: rankagg fuse "
                         f"RUN... --model {output} -o fused.run)")
            print("\n".join(lines), file=sys.stdout)
            return 0
        model, n_fit, n_valid = fit_on_judged(data, judgments, method, seed=seed)
    save_learnt(model, output, input_depth=input_depth, inputs=[*runs, qrels])  # read back as fuse --model reads it
    lines.append(f"  model: {method} fitted on {n_fit} judged topics, {n_valid} held back for its early stopping "
                 f"-> {output} (apply with: rankagg fuse RUN... --model {output} -o fused.run)")
    print("\n".join(lines), file=sys.stdout)
    return 0
