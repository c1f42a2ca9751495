"""When ``rankagg tune`` and ``rankagg train`` ship what they learnt (issue 47): the reference and the rule.

**The reference** is what the user gets without labels: ``rankagg fuse`` with no option, the label-free
default :data:`rankagg.defaults.DEFAULT_METHOD` (:func:`default_values`, :func:`default_model`).  Every
gain they report is over it, and when they do not ship a learnt model, the model file they write holds it
(a fusion model, so ``rankagg fuse --model`` applies it and writes what ``rankagg fuse`` writes).

**The rule** (:func:`expected_gain_bound`) is about the *expected* gain, not about one draw of new topics:
ship when the one-sided lower confidence bound of the mean per-topic held-out gain, at
:data:`DECISION_CONFIDENCE`, is above 0.  The per-topic gains come from the cross-validation's held-out
folds; their variance is Nadeau & Bengio's corrected one ("Inference for the Generalization Error",
Machine Learning 52, 2003; Bouckaert & Frank 2004 for k folds), ``1 + k/(k-1)`` times the naive
``sd**2 / n`` (the interval of :func:`rankagg.experiments.tune.gain_prediction_interval` uses the same
correction), and the bound is Student's: ``mean - t(confidence, n-1) * sd * sqrt((1 + k/(k-1)) / n)``.
The prediction interval for the gain on as many new topics stays in the printout, as information: with
15 judged topics it is .13-.21 nDCG@10 wide and never excluded 0 (issue 47), so a rule on it never ships.

The confidence was chosen on split halves of the four development rounds (TREC-COVID 2-5: learn on 15
topics, apply to the rest, 10 splits per round) by what each candidate confidence gains or loses against
always shipping and never shipping: ``benchmarks/bench_learning_splits.py``,
results/bench_learning_splits.md, docs/learning.md.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.defaults import DEFAULT_METHOD

__all__ = ["paired_bootstrap_ci", "gain_prediction_interval", "DECISION_CONFIDENCE", "CANDIDATE_CONFIDENCES", "default_values", "default_model",
           "expected_gain_bound", "ships"]

#: the confidence of the one-sided bound that decides (module doc; chosen by bench_learning_splits)
DECISION_CONFIDENCE = 0.6
#: the confidences compared on split halves (benchmarks/bench_learning_splits.py); 0.5 ships on a positive mean
CANDIDATE_CONFIDENCES = (0.5, 0.6, 0.75, 0.8, 0.9, 0.95)


def default_values(data: Any, objective: Any) -> NDArray[np.float64]:
    """Per query, ``objective``'s measure of the label-free default on ``data`` (what ``rankagg fuse`` with no
    option writes, measured as :class:`~rankagg.experiments.tune_objective.TrecObjective` measures)."""
    from rankagg.methods.registry import make_method

    return np.asarray(objective.per_query(np.asarray(make_method(DEFAULT_METHOD).score(data), dtype=np.float64)),
                      dtype=np.float64)


def default_model(**info: Any) -> dict[str, Any]:
    """The fusion model document of the label-free default (``rankagg fuse --model`` reads it; ``info``: the
    estimates kept beside it)."""
    return {"format": "rankagg-fusion", "method": DEFAULT_METHOD, "params": {}, "weights": None,
            "kept": "default", **info}


def expected_gain_bound(diff: NDArray[np.float64], *, folds: int | None, confidence: float = DECISION_CONFIDENCE) -> float:
    """The one-sided lower ``confidence`` bound of the mean of the held-out per-topic gains ``diff`` (module
    doc); ``folds``: the cross-validation's folds (None: no correction).  NaN with fewer than 2 gains."""
    if not 0.5 <= confidence < 1:
        raise ValueError(f"confidence must be in [0.5, 1), got {confidence!r}")
    diff = np.asarray(diff, dtype=np.float64)
    n = len(diff)
    if n < 2:
        return float("nan")
    # Student's quantile as scipy.stats.t.ppf computes it (its _ppf, scaled by 1 and shifted by 0: the same
    # bits), from scipy.special: scipy.stats costs a second of CPU to import, more than the rest of a small tune
    from scipy.special import stdtrit

    factor = 1.0 if folds is None else 1.0 + folds / (folds - 1.0)
    se = float(np.std(diff, ddof=1)) * np.sqrt(factor / n)
    return float(diff.mean() - float(stdtrit(n - 1, confidence)) * se)


def ships(diff: NDArray[np.float64], *, folds: int | None, confidence: float = DECISION_CONFIDENCE) -> bool:
    """Whether the learnt model is shipped: its expected gain's lower bound (:func:`expected_gain_bound`) is
    above 0 (a NaN bound, from fewer than 2 topics, never ships)."""
    return bool(expected_gain_bound(diff, folds=folds, confidence=confidence) > 0)


def paired_bootstrap_ci(diff: NDArray[np.float64], *, resamples: int = 10000, seed: int = 0) -> tuple[float, float]:
    """Percentile 95% interval of the mean of per-query differences, queries resampled with replacement."""
    diff = np.asarray(diff, dtype=np.float64)
    if len(diff) == 0:
        return (float("nan"), float("nan"))
    rng = np.random.default_rng(seed)
    means = diff[rng.integers(0, len(diff), size=(resamples, len(diff)))].mean(axis=1)
    lo, hi = np.quantile(means, [0.025, 0.975])
    return float(lo), float(hi)


def gain_prediction_interval(diff: NDArray[np.float64], *, n_new: int | None = None, folds: int | None = None,
                             resamples: int = 10000, seed: int = 0) -> tuple[float, float]:
    """95% prediction interval of the mean gain the tuned model will realise on ``n_new`` new queries (default:
    as many as ``diff`` has), from the held-out per-query gains ``diff`` of the nested cross-validation.

    The confidence interval of the mean (:func:`paired_bootstrap_ci`) only covers the error of the estimate;
    the gain realised on new queries has its own sampling error of the same size (a mean over ``n_new``
    queries), so an interval for it must hold both: the percentile interval of ``b1 + b2 - mean`` where ``b1``
    is the mean of a bootstrap resample of ``diff`` (``len(diff)`` queries: the estimate's error) and ``b2``
    an independent one of ``n_new`` queries (the new queries' spread).  Under normality its width is
    ``2 * 1.96 * sd * sqrt(1/n + 1/n_new)``, ``sqrt(2)`` times the confidence interval's for ``n_new = n``.

    ``folds``: when ``diff`` comes from a ``folds``-fold cross-validation, each fold's gains come from a model
    fitted on other topics than the final model's, and the folds' training sets overlap; the bootstrap of
    ``diff`` sees neither.  Nadeau & Bengio's corrected variance of a cross-validated estimate ("Inference for
    the Generalization Error", Machine Learning 52, 2003: the corrected resampled t-test, with J = ``folds``
    splits of test/train ratio ``1/(folds-1)``, as Bouckaert & Frank 2004 use it for k-fold cross-validation)
    is ``(1/J + n_test/n_train)`` times one split's
    variance, that is ``1 + folds/(folds-1)`` times the naive ``sd**2/n``: the estimate's part ``b1 - mean``
    is scaled by its square root (1.5 for 5 folds).  Under normality the width becomes
    ``2 * 1.96 * sd * sqrt((1 + folds/(folds-1))/n + 1/n_new)``.  ``None``: no correction.
    Measured coverage (benchmarks/bench_tune_coverage.py, tune on one half of the topics, realised on the
    other): results/bench_tune_coverage.md."""
    diff = np.asarray(diff, dtype=np.float64)
    n = len(diff)
    if n == 0:
        return (float("nan"), float("nan"))
    m = n if n_new is None else int(n_new)
    if m < 1:
        raise ValueError(f"n_new must be an integer >= 1, got {n_new!r}")
    if folds is not None and (isinstance(folds, bool) or not isinstance(folds, (int, np.integer)) or folds < 2):
        raise ValueError(f"folds must be an integer >= 2 or None, got {folds!r}")
    rng = np.random.default_rng(seed)
    mean = diff.mean()
    b1 = diff[rng.integers(0, n, size=(resamples, n))].mean(axis=1)
    b2 = diff[rng.integers(0, n, size=(resamples, m))].mean(axis=1)
    if folds is not None:
        b1 = mean + np.sqrt(1.0 + folds / (folds - 1.0)) * (b1 - mean)
    lo, hi = np.quantile(b1 + b2 - mean, [0.025, 0.975])
    return float(lo), float(hi)
