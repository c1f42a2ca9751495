"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a film magazine's critics' year-end top-ten poll (its cases, ids ``u22c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSECOND_CRITICS = "45 Unseen inputs: a twenty-second bar, a film magazine's critics' year-end top-ten poll"


def twentysecond_bar_critics_cases() -> list[Case]:
    return []
