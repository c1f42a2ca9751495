"""The values of a ``rankagg evaluate --json`` record, checked before the report shows or tests them: each finite
and in its measure's range, and each mean the summary of the per-query values beside it (a record whose mean was
edited, or whose per-query values came from another run, would show one number in the table and test another)."""

from __future__ import annotations

import json
import math
from typing import Any

import numpy as np

from rankagg.evaluation.registry import parse_measure

__all__ = ["finite_value", "measured_value", "check_summaries", "printed", "best_as_printed"]

#: the decimals every table of results prints (the report's and the rendered docs' tables; trec_eval prints 4)
DECIMALS = 4


def printed(v: float) -> str:
    """A value as the tables print it (Python's rounding of the double: C's printf ``%.4f``, trec_eval's)."""
    return f"{v:.{DECIMALS}f}"


def best_as_printed(v: float | None, best: float | None) -> bool:
    """Whether ``v`` is printed as the column's ``best`` is: its cell is bold.  Within 5e-5 is not the same:
    0.12352 and 0.12356 print 0.1235 and 0.1236, and 0.123549 and 0.12345001 both print 0.1235."""
    return v is not None and best is not None and printed(v) == printed(best)


def finite_value(x: Any, where: str) -> float:
    if isinstance(x, bool) or not isinstance(x, (int, float)) or not math.isfinite(x):
        raise ValueError(f"{where}: expected a finite number, got {json.dumps(x)[:60]}")
    return float(x)


def measured_value(measure: str, v: Any, where: str, family: str) -> float:
    """A value of a record: finite, and in the range the registry declares for the measure (>= 0, at most
    ``at_most``) up to rounding (an NDCG@1 of 1.0000000000000004 is 1); a measure it does not know taken as is."""
    x = finite_value(v, f"{where}: {measure}")
    try:
        top = parse_measure(measure, family).definition.at_most
    except ValueError:
        return x
    if not -1e-9 <= x <= (math.inf if top is None else top + 1e-9):
        raise ValueError(f"{where}: {measure} = {x!r} is outside its range ({'>= 0' if top is None else f'[0, {top:g}]'})")
    return x


def check_summaries(test: dict[str, float], per_query: dict[str, np.ndarray], where: str, family: str) -> None:
    """Each measure's value equals the summary of its per-query values, as ``rankagg evaluate`` computes it
    (the registry's: a mean, trec_eval's sum of the counts, GMAP's geometric mean; a mean for a measure the
    registry does not know), to 1e-9 relative: the rounding of another order of summation, never another run."""
    for m, values in per_query.items():
        try:
            measure = parse_measure(m, family)
            kind = measure.definition.summary
            with np.errstate(divide="ignore"):
                want = measure.summary(values)
        except ValueError:
            kind, want = "mean", float(np.mean(values))
        if not math.isclose(test[m], want, rel_tol=1e-9, abs_tol=1e-12):
            raise ValueError(f"{where}: {m} = {test[m]!r} is not the {kind} of its {len(values)} per-query values "
                             f"({want!r}): the record was edited or mixes two evaluations")
