"""Nested choice of one configuration across datasets (an experiment's ``[[selections]]``).

A fixed unsupervised row scores the same on a subset whatever the fold, so its
fold-averaged *validation* mean equals its fold-averaged *test* mean (each subset
is validation once and test once): picking the best fixed row "on validation"
would be picking it on test.  The choice is nested instead.  In fold ``k`` it
sees only the four subsets that are not fold ``k``'s test subset, and picks the
candidate whose **worst** dataset gains most over the baseline (maximin, so that
a large gain on one dataset cannot buy a loss on another), the mean gain breaking
ties, then the declared order::

    g(c, d) = mean over the seen subsets S of [m(c, d, S) - m(baseline, d, S)]
    c_k     = argmax_c ( min_d g(c, d), mean_d g(c, d) )

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

__all__ = ["subset_means", "choose", "nested_selection"]


def subset_means(record: Mapping[str, Any], measure: str) -> np.ndarray:
    """Mean ``measure`` of each subset S1..S5 (fold ``k``'s test subset is ``FOLDS[k-1][2]``)."""
    out = np.full(5, np.nan)
    for f in record["folds"]:
        out[FOLDS[f["fold"] - 1][2] - 1] = f["test"][measure]
    if np.isnan(out).any():
        raise ValueError(f"{record.get('label')}: a selection needs all five folds")
    return out


def choose(means: Mapping[str, Mapping[str, np.ndarray]], candidates: Sequence[str], baseline: str,
           seen: Sequence[int]) -> tuple[str, dict[str, tuple[float, float]]]:
    """The maximin candidate on the ``seen`` subsets (0-based) and every candidate's (worst, mean) gain.

    ``means[label][dataset]`` holds the five subset means of a row.
    """
    idx = list(seen)
    gains = {}
    for c in candidates:
        g = [float(np.mean((means[c][d] - means[baseline][d])[idx])) for d in means[baseline]]
        gains[c] = (float(np.min(g)), float(np.mean(g)))
    best = max(candidates, key=lambda c: (gains[c][0], gains[c][1], -list(candidates).index(c)))
    return best, gains


def nested_selection(records: Mapping[str, Mapping[str, Mapping[str, Any]]], candidates: Sequence[str],
                     baseline: str, measure: str) -> dict[str, Any]:
    """Per-fold nested choices, the shipped choice and the nested test values.

    ``records[label][dataset]`` is a row's result record; every candidate and the
    baseline need a record on every dataset.
    """
    means = {lab: {d: subset_means(rec, measure) for d, rec in by_ds.items()} for lab, by_ds in records.items()}
    datasets = list(means[baseline])
    for c in candidates:
        missing = [d for d in datasets if d not in means[c]]
        if missing:
            raise ValueError(f"selection: candidate {c!r} has no result on {missing}")
    nested = []
    for k in range(1, 6):
        test_subset = FOLDS[k - 1][2] - 1
        nested.append(choose(means, candidates, baseline, [i for i in range(5) if i != test_subset])[0])
    shipped, gains = choose(means, candidates, baseline, range(5))
    test = {d: float(np.mean([means[c][d][FOLDS[k][2] - 1] for k, c in enumerate(nested)])) for d in datasets}
    return {"nested": nested, "shipped": shipped, "gains": gains, "nested_test": test,
            "baseline_test": {d: float(np.mean(means[baseline][d])) for d in datasets}}
