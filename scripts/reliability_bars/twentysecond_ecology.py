"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a conservation team's site priorities from species-distribution models (its cases, ids ``u22e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSECOND_ECOLOGY = "45 Unseen inputs: a twenty-second bar, a conservation team's site priorities from species-distribution models"


def twentysecond_bar_ecology_cases() -> list[Case]:
    return []
