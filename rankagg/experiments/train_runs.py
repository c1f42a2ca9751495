"""``rankagg train RUN... --qrels QRELS -o model.json``: a supervised aggregator learnt from judged topics of
run files, with its held-out estimate said before the model is used.

The job (issue 32, item 4: "past weights", a ``train`` on run files):

1. read the runs and the qrels (the readers of ``rankagg fuse`` and ``rankagg evaluate``);
2. estimate, by ``--folds``-fold cross-validation over the judged topics, what the method gives on new
   topics (:func:`~rankagg.experiments.tune_supervised.method_cv`): its held-out measure, its gain over the
   untuned RRF k=60 with ``rankagg tune``'s 95% prediction interval for the gain on as many new topics, and
   its difference from the best single run (chosen after the fact, so the comparison favours the run) with
   a paired bootstrap 95% interval;
3. fit the method on every judged topic, one fifth of them (seeded) held back for its early stopping /
   iterate selection, and write the model (JSON or NPZ, never pickle) for ``rankagg fuse --model``.

``rankagg tune RUN... --qrels Q --method SUPERVISED`` runs the same job and keeps tune's rule: when the
gain's interval includes 0, the model written is the untuned RRF k=60 (``--if-no-gain tuned``: the trained
model anyway).  The default method is ``pooled``: LightGBM lambdarank on the stacked features of each topic's candidate
pool (:mod:`rankagg.methods.supervised.pooled`); docs/learning.md has its measured worth.
"""

from __future__ import annotations

import json
import sys
import warnings
from typing import Any, Callable, Sequence

__all__ = ["run_train_runs", "fit_on_judged"]

#: the method ``rankagg train RUN... --qrels`` fits when none is given
DEFAULT_RUN_LEARNER = "pooled"
#: the model ``rankagg tune --method SUPERVISED`` writes when the gain's interval includes 0
UNTUNED_FUSION = {"format": "rankagg-fusion", "method": "rrf", "params": {"k": 60.0}, "weights": None}


def fit_on_judged(data: Any, qrels: Any, method: str, *, seed: int = 0) -> tuple[Any, int, int]:
    """``method`` fitted on the judged topics of ``data`` (labels from ``qrels``), one fifth of them (at least
    one, chosen with ``seed``) held back as its validation set; returns the model and the numbers of fitting
    and validation topics."""
    from dataclasses import replace

    import numpy as np

    from rankagg.io.trec import qrels_labels
    from rankagg.methods.registry import make_method

    labels = np.maximum(qrels_labels(data, qrels), 0).astype(np.int64)
    judged_qids = set(qrels["qid"].astype(str))
    judged = np.flatnonzero([str(q) in judged_qids for q in data.qids])
    if len(judged) < 2:
        raise ValueError(f"training needs at least 2 judged topics among the runs' topics, got {len(judged)}")
    rng = np.random.default_rng(seed)
    valid_q = np.sort(rng.choice(judged, size=max(1, len(judged) // 5), replace=False))
    fit_q = np.setdiff1d(judged, valid_q)
    labelled = replace(data, labels=labels, _cache={})
    model = make_method(method)
    if not model.supervised:
        raise ValueError(f"--method {method!r} is unsupervised: nothing to train (rankagg tune tunes a fusion)")
    model.fit(labelled.select_queries(fit_q), labelled.select_queries(valid_q))
    return model, len(fit_q), len(valid_q)


def held_out_gain(data: Any, qrels: Any, method: str, measure: str, folds: int, seed: int,
                  progress: Callable[[str], None]) -> dict[str, Any]:
    """``method``'s held-out estimate by ``folds``-fold cross-validation over the judged topics
    (:func:`~rankagg.experiments.tune_supervised.method_cv`) beside untuned RRF k=60 and the best input run, per
    judged topic: ``cv`` (the CV result), ``held``, ``rrf``, ``best`` (that run's name) and ``best_values``, and
    ``gain_interval``, the 95% prediction interval of the gain over RRF on as many new topics (``rankagg tune``'s
    interval, :func:`~rankagg.experiments.tune.gain_prediction_interval`)."""
    import numpy as np

    from rankagg.experiments.tune import gain_prediction_interval
    from rankagg.experiments.tune_objective import TrecObjective
    from rankagg.experiments.tune_supervised import method_cv
    from rankagg.methods.registry import make_method

    cv = method_cv(data, qrels, method, measure=measure, folds=folds, seed=seed, progress=progress)
    objective = TrecObjective(data, qrels, measure, depth=1000)
    judged = objective.judged
    held = cv.held_out[judged]
    rrf = objective.per_query(np.asarray(make_method("rrf(k=60)").score(data), dtype=np.float64))[judged]
    runs = {name: objective.of_ranker(j)[judged] for j, name in enumerate(data.ranker_names)}
    best = max(runs, key=lambda name: (runs[name].mean(), name))
    return {"cv": cv, "held": held, "rrf": rrf, "best": best, "best_values": runs[best],
            "gain_interval": gain_prediction_interval(held - rrf, folds=folds)}


def _estimate(data: Any, qrels: Any, method: str, measure: str, folds: int, seed: int,
              progress: Callable[[str], None]) -> tuple[list[str], tuple[float, float]]:
    """The printout of the held-out estimate (:func:`held_out_gain`), and the gain's 95% prediction interval."""
    import numpy as np

    from rankagg.experiments.tune import paired_bootstrap_ci

    h = held_out_gain(data, qrels, method, measure, folds, seed, progress)
    cv, held, rrf, best, best_values, gain = (h[k] for k in ("cv", "held", "rrf", "best", "best_values",
                                                              "gain_interval"))
    out = [f"  held-out {cv.measure} ({folds}-fold CV by topic, {len(held)} judged topics): {cv.estimate:.4f}",
           f"  gain over untuned RRF k=60 ({rrf.mean():.4f}): {float(np.mean(held - rrf)):+.4f}, 95% interval of "
           f"the gain on {len(held)} new topics [{gain[0]:+.4f}, {gain[1]:+.4f}]"]
    lo, hi = paired_bootstrap_ci(held - best_values)
    verdict = "fusion beats it" if lo > 0 else "fusion is below it" if hi < 0 else "no significant difference"
    out.append(f"  held-out fusion minus the best input run ({best}, {best_values.mean():.4f}; chosen after the "
               f"fact, so the comparison favours the run): {float(np.mean(held - best_values)):+.4f} "
               f"[{lo:+.4f}, {hi:+.4f}]: {verdict}")
    return out, gain


def run_train_runs(runs: Sequence[str], *, qrels: str | None, output: str, method: str | None, measure: str,
                   folds: int, seed: int, input_depth: int | None, progress: Callable[[str], None], reading: Any,
                   params: Sequence[str] | None = None, if_no_gain: str = "tuned") -> int:
    """The ``rankagg train RUN... --qrels`` job; ``progress`` and ``reading`` are the CLI's stderr displays.

    The command line's options as plain values (the CLI unpacks its arguments; no ``argparse`` object reaches
    here): ``params`` is ``--param`` (refused: run files take the parameters in ``method``'s spec) and
    ``if_no_gain`` is ``rankagg tune``'s ``--if-no-gain`` (``train`` itself writes the trained model)."""
    from rankagg.io import read_qrels, read_trec_runs
    from rankagg.io.atomic import atomic_write_text
    from rankagg.io.output_guard import check_output_path
    from rankagg.io.run_names import select_input_runs
    from rankagg.io.trec import run_summary
    from rankagg.models import save_model

    if qrels is None:
        raise ValueError("training on run files needs --qrels")
    if params:
        raise ValueError("--param goes with --dataset; with run files give the parameters in --method's spec, "
                         "e.g. --method \"pooled(size=200)\"")
    if folds == 1:
        raise ValueError("--folds must be 0 (no held-out estimate) or at least 2, got 1")
    method = method or DEFAULT_RUN_LEARNER
    check_output_path(output, [*runs, qrels])
    kept = select_input_runs(runs, output, lambda m: print(f"rankagg train: note: {m}", file=sys.stderr))
    from rankagg.io.formats import only_text

    only_text(kept, "rankagg train")  # the registry: a table or another format is named as such, not parsed as text
    data = read_trec_runs(kept, input_depth=input_depth, progress=reading)
    reading.done()
    judgments = read_qrels(qrels)
    progress(f"read {run_summary(data)}; {judgments['qid'].nunique()} judged queries in {qrels}")
    lines = [f"{method} trained on {data.n_rankers} runs"]
    gain = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # LightGBM's and NumPy's notes on tiny folds
        if folds:
            estimate, gain = _estimate(data, judgments, method, measure, folds, seed, progress)
            lines += estimate
        if if_no_gain == "untuned" and gain is not None and gain[0] <= 0:
            # rankagg tune's rule: no gain shown on new topics, so the untuned fusion
            atomic_write_text(output, json.dumps(UNTUNED_FUSION) + "\n", inputs=[*runs, qrels])
            lines.append(f"  model: the untuned RRF k=60 (the default --if-no-gain untuned: the gain's interval "
                         f"includes 0; --if-no-gain tuned writes the trained model) -> {output}")
            print("\n".join(lines), file=sys.stdout)
            return 0
        model, n_fit, n_valid = fit_on_judged(data, judgments, method, seed=seed)
    save_model(model, output)  # reads the model back as fuse --model does (nested models too) or raises
    lines.append(f"  model: {method} fitted on {n_fit} judged topics, {n_valid} held back for its early stopping "
                 f"-> {output} (apply with: rankagg fuse RUN... --model {output} -o fused.run)")
    print("\n".join(lines), file=sys.stdout)
    return 0
