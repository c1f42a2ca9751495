"""Bootstrap redraws of comparison data: which unit to redraw, how few units are too few, and the redraws' weights.

**The unit.**  A bootstrap interval covers only when the redrawn units are independent.  The comparisons of
one judge (an LLM judge, a crowd worker, a voter whose comparisons come from one order) are not: on 225,000
comparisons from 5000 voters' orders, redrawing comparisons covered 65.5% at a nominal 95%, redrawing the
voters 94.5% (issue 49).  So ``by="auto"`` (the default) redraws the judges whenever the data names them, and
the comparisons only when it does not (then they are taken to be independent); ``by="comparisons"`` on data
with judges warns (:class:`FewUnitsWarning`).

**Few units.**  A percentile interval over ``U`` redrawn units behaves like a mean over ``U`` draws whose
spread is estimated from those ``U``: its spread is too small by ``sqrt((U - 1) / U)`` and a normal quantile
stands where Student's ``t`` with ``U - 1`` degrees of freedom belongs, so a nominal 95% interval covers about
75% with 3 units, 90% with 10 and 93% with 20.  :func:`widening` gives the factor that corrects both
(``t_{U-1} / z * sqrt(U / (U - 1))``: 2.69 with 3 units, 1.22 with 10, 1.02 with 100, the "expanded" bootstrap
of Hesterberg, Am. Stat. 69, 2015), by which the redraws are spread about the full-sample estimate.  That
correction assumes the units' effects are roughly normal, which 3 units cannot show: below
:data:`MIN_UNITS` units :func:`resampling_unit` warns that the interval cannot be trusted, naming the count.
10 is where the correction factor falls to about 1.2 and the uncorrected interval's coverage reaches 90%.
"""

from __future__ import annotations

import numpy as np
from typing import Callable

from numpy.typing import NDArray

from rankagg.data.comparisons import Comparisons
from rankagg.exceptions import warn_caller

__all__ = ["MIN_UNITS", "FewUnitsWarning", "resampling_unit", "widening", "redraw_counts", "redraw_rows"]

#: the fewest redraw units (judges) an interval is trusted on (module docstring)
MIN_UNITS = 10


class FewUnitsWarning(UserWarning):
    """A bootstrap redraws too few units, or units that are not independent, for its interval to be trusted."""


def resampling_unit(comps: Comparisons, by: str, level: float) -> tuple[str, NDArray[np.int64], list[str]]:
    """The unit redrawn (``"judges"`` or ``"comparisons"``), each row's unit, and the units' names (the judges;
    empty for comparisons); warns as the module docstring says."""
    if by not in ("auto", "comparisons", "judges"):
        raise ValueError(f"by must be 'auto', 'comparisons' or 'judges'; got {by!r}")
    if by == "judges" and comps.judge is None:
        raise ValueError(f"{comps.source}: a bootstrap by judges redraws the judges, and the comparisons have no judge "
                         "column (give each comparison its judge, or bootstrap by comparisons)")
    if by == "comparisons" or (by == "auto" and comps.judge is None):
        if comps.judge is not None:
            warn_caller(f"{comps.source}: redrawing comparisons one by one although the data names "
                        f"{len(set(comps.judge.tolist()))} judges: one judge's comparisons are not independent, so "
                        "the intervals are too narrow; redraw the judges (by='judges', the default)",
                        FewUnitsWarning)
        return "comparisons", np.arange(len(comps), dtype=np.int64), []
    assert comps.judge is not None
    names, unit = np.unique(comps.judge, return_inverse=True)
    if len(names) < 2:
        raise ValueError(f"{comps.source}: a bootstrap by judges needs at least 2 judges; the data names one "
                         f"({str(names[0])!r})")
    if len(names) < MIN_UNITS:
        warn_caller(f"{comps.source}: the bootstrap redraws {len(names)} judges; an interval over fewer than "
                    f"{MIN_UNITS} cannot be trusted (the spread between so few judges is itself unknown: the "
                    f"intervals are widened {widening(len(names), level):.2f}x for it, and still rest on "
                    f"{len(names)} values)", FewUnitsWarning)
    _warn_single_judge_items(comps, unit.astype(np.int64))
    return "judges", unit.astype(np.int64), [str(n) for n in names.tolist()]


def _warn_single_judge_items(comps: Comparisons, unit: NDArray[np.int64]) -> None:
    """Warn of the items that one judge alone compared: a redraw without that judge has no comparison of them, so
    their scores stay at the full-sample estimate the fit starts from, and their intervals come out too narrow."""
    first: dict[tuple[str, str], int] = {}  # (query, item) -> the one judge seen so far, or -1 for several
    for q, a, b, u in zip(comps.qids.tolist(), comps.item_a.tolist(), comps.item_b.tolist(), unit.tolist()):
        for key in ((q, a), (q, b)):
            if first.setdefault(key, u) != u:
                first[key] = -1
    lone = [key for key, u in first.items() if u >= 0]
    if lone:
        named = ", ".join(f"{item!r} (query {q!r})" for q, item in lone[:5]) + (f" and {len(lone) - 5} more"
                                                                               if len(lone) > 5 else "")
        warn_caller(f"{comps.source}: {len(lone)} item(s) compared by one judge only: {named}; a redraw without "
                    "that judge has no comparison of them, so their intervals do not show how little is known of "
                    "them (they are too narrow: have more judges compare them)", FewUnitsWarning)


def widening(units: int, level: float) -> float:
    """The factor that widens a percentile interval over ``units`` redrawn units to its nominal ``level``."""
    if units < 2:
        return float("inf")
    # Student's and the normal quantiles as scipy.stats.t.ppf and norm.ppf compute them (their _ppf: the same bits),
    # from scipy.special: scipy.stats took a second of a small comparison fuse's two to import
    from scipy.special import ndtri, stdtrit

    q = 0.5 + level / 2.0
    return float(stdtrit(units - 1, q) / ndtri(q) * np.sqrt(units / (units - 1.0)))


def redraw_counts(rng: np.random.Generator, redraws: int, units: int) -> NDArray[np.float64]:
    """How many times each unit is drawn in each of ``redraws`` redraws of ``units`` units with replacement."""
    draws = rng.integers(0, units, (redraws, units)) + units * np.arange(redraws)[:, None]
    return np.bincount(draws.ravel(), minlength=redraws * units).reshape(redraws, units).astype(np.float64)


def redraw_rows(rng: np.random.Generator, redraws: int, comps: Comparisons, unit: str,
                unit_of_row: NDArray[np.int64]) -> tuple[int, Callable[[int], NDArray[np.float64]]]:
    """The number of units and a function giving ``b`` redraws' row weights ``(b, rows)``.  Redrawing the
    comparisons one by one, a row of ``count`` c is c comparisons (docs/preferences.md: the row repeated): the
    redraw draws ``N = sum(count)`` comparisons, and the rows' shares of them are multinomial with probabilities
    ``count / N`` (how many of a row's c copies a redraw of the expanded table draws); each drawn comparison
    weighs the row's weight per copy.  Counted as rows, a season of 180 matches in 6 rows was 6 units: intervals
    40 times too wide.  Without counts (or with every count 1) the draws are :func:`redraw_counts`' as before."""
    count = comps.count
    if unit != "comparisons" or count is None or bool((count == 1.0).all()):
        n_units = int(unit_of_row.max()) + 1
        return n_units, lambda b: redraw_counts(rng, b, n_units)[:, unit_of_row] * comps.weight[None]
    total = float(count.sum())
    per_copy = comps.weight / count
    return int(total), lambda b: rng.multinomial(int(total), count / total, size=b).astype(np.float64) * per_copy[None]
