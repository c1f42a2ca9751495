"""Nested choice of one configuration across datasets (an experiment's ``[[selections]]``).

A fixed unsupervised row scores the same on a subset whatever the fold, so its
fold-averaged *validation* mean equals its fold-averaged *test* mean (each subset
is validation once and test once): picking the best fixed row "on validation"
would be picking it on test.  The choice is nested instead.  In fold ``k`` it
sees only the four subsets that are not fold ``k``'s test subset, and picks the
candidate whose **worst** dataset gains most over the baseline (maximin, so that
a large gain on one dataset cannot buy a loss on another), the mean gain breaking
ties, then the declared order::

    g(c, d) = mean over the seen subsets S of [m(c, d, S) - m(ref_k(d), d, S)]
    c_k     = argmax_c ( min_d g(c, d), mean_d g(c, d) )

With a ``tolerance`` ``t`` (a selection's ``tolerance = 0.003``), a loss of at most ``t`` counts as level:
the first key is ``min(0, min_d g(c, d) + t)``, so every candidate within ``t`` of the reference on every
dataset ties on it and the mean gain chooses among them, and the others rank by how far their worst dataset
falls below ``-t``.  It is the rule of a requirement stated as "at least as good as the best baseline, within
``t``" (issue 32, item 2: ``t = .003``), where the strict maximin would let differences far inside the noise
of a few dozen topics decide.

The reference ``ref_k(d)`` is the selection's baseline, or, when it names several
rows (``baseline = ["Borda", "RRF k=60", ...]``), the one of them with the best
mean on the subsets fold ``k`` sees of dataset ``d``: each candidate is compared
with the best explicit baseline of each setting, chosen on that setting's seen
subsets.  Each dataset is read by its own measure (a TREC setting by nDCG@20,
:func:`rankagg.experiments.settings.measure_on`).

``m`` is the subset mean of the selection's measure, read from the result
files (``folds[i].test``: fold ``i + 1``'s test subset).  The nested test value
on dataset ``d`` is the mean over folds of ``m(c_k, d, test subset of k)``: the
honest estimate of the procedure.  The *shipped* choice runs the same rule on
all five subsets (what a user with every labelled query would pick).

Reads only result records (no data, no method), so it renders in CI.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np

from rankagg.io.datasets import FOLDS
from rankagg.experiments.settings import measure_on

__all__ = ["subset_means", "choose", "nested_selection", "references"]


def subset_means(record: Mapping[str, Any], measure: str) -> np.ndarray:
    """Mean ``measure`` of each subset S1..S5 (fold ``k``'s test subset is ``FOLDS[k-1][2]``)."""
    out = np.full(5, np.nan)
    for f in record["folds"]:
        out[FOLDS[f["fold"] - 1][2] - 1] = f["test"][measure]
    if np.isnan(out).any():
        raise ValueError(f"{record.get('label')}: a selection needs all five folds")
    return out


def _baselines(baseline: str | Sequence[str]) -> list[str]:
    return [baseline] if isinstance(baseline, str) else list(baseline)


def references(means: Mapping[str, Mapping[str, np.ndarray]], baselines: Sequence[str], seen: Sequence[int]
               ) -> dict[str, str]:
    """Per dataset, the baseline with the best mean on the ``seen`` subsets (declared order breaks ties)."""
    idx = list(seen)
    datasets = list(means[baselines[0]])
    return {d: max(baselines, key=lambda b: (float(np.mean(means[b][d][idx])), -list(baselines).index(b)))
            for d in datasets}


def choose(means: Mapping[str, Mapping[str, np.ndarray]], candidates: Sequence[str], baseline: str | Sequence[str],
           seen: Sequence[int], tolerance: float | None = None) -> tuple[str, dict[str, tuple[float, float]]]:
    """The maximin candidate on the ``seen`` subsets (0-based) and every candidate's (worst, mean) gain.

    ``means[label][dataset]`` holds the five subset means of a row.  ``baseline`` is one row, or
    several: then each dataset's reference is the best of them on the seen subsets.  ``tolerance``: a
    loss of at most this much counts as level (the module docstring).
    """
    idx = list(seen)
    ref = references(means, _baselines(baseline), idx)
    gains = {}
    for c in candidates:
        g = [float(np.mean((means[c][d] - means[ref[d]][d])[idx])) for d in ref]
        gains[c] = (float(np.min(g)), float(np.mean(g)))

    def first_key(c: str) -> float:
        return gains[c][0] if tolerance is None else min(0.0, gains[c][0] + float(tolerance))

    best = max(candidates, key=lambda c: (first_key(c), gains[c][1], -list(candidates).index(c)))
    return best, gains


def nested_selection(records: Mapping[str, Mapping[str, Mapping[str, Any]]], candidates: Sequence[str],
                     baseline: str | Sequence[str], measure: str, tolerance: float | None = None) -> dict[str, Any]:
    """Per-fold nested choices, the shipped choice and the nested test values.

    ``records[label][dataset]`` is a row's result record; every candidate and the
    baseline(s) need a record on every dataset.  ``measure`` is read on each dataset
    as :func:`rankagg.experiments.settings.measure_on` says (a TREC setting: its own).
    With several baselines, ``reference_nested`` holds each fold's reference per dataset
    (the best baseline on that fold's seen subsets) and ``baseline_test`` the nested test
    value of that reference.  ``tolerance``: as :func:`choose`'s.
    """
    bases = _baselines(baseline)
    means = {lab: {d: subset_means(rec, measure_on(d, measure)) for d, rec in by_ds.items()}
             for lab, by_ds in records.items()}
    datasets = list(means[bases[0]])
    for c in [*candidates, *bases]:
        missing = [d for d in datasets if d not in means[c]]
        if missing:
            raise ValueError(f"selection: row {c!r} has no result on {missing}")
    nested, refs = [], []
    for k in range(1, 6):
        test_subset = FOLDS[k - 1][2] - 1
        seen = [i for i in range(5) if i != test_subset]
        nested.append(choose(means, candidates, bases, seen, tolerance)[0])
        refs.append(references(means, bases, seen))
    shipped, gains = choose(means, candidates, bases, range(5), tolerance)

    def test_of(per_fold: Sequence[str], d: str) -> float:
        """Mean over folds of row ``per_fold[k]`` on fold k's test subset of dataset ``d``."""
        return float(np.mean([means[lab][d][FOLDS[k][2] - 1] for k, lab in enumerate(per_fold)]))

    return {"nested": nested, "shipped": shipped, "gains": gains,
            "nested_test": {d: test_of(nested, d) for d in datasets},
            "reference_nested": refs, "reference_shipped": references(means, bases, range(5)),
            "baseline_test": {d: test_of([r[d] for r in refs], d) for d in datasets}}
