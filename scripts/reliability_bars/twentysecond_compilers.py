"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a compiler team's ranking of build configurations across benchmarks (its cases, ids ``u22d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSECOND_COMPILERS = "45 Unseen inputs: a twenty-second bar, a compiler team's ranking of build configurations across benchmarks"


def twentysecond_bar_compilers_cases() -> list[Case]:
    return []
