"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, a recruiting team's candidate-matching rankers (its cases, ids ``u21j_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIRST_RECRUITING = "45 Unseen inputs: a twenty-first bar, a recruiting team's candidate-matching rankers"


def twentyfirst_bar_recruiting_cases() -> list[Case]:
    return []
