"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a psychology group's Q-methodology sorts (its cases, ids ``u23e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYTHIRD_QMETHOD = "45 Unseen inputs: a twenty-third bar, a psychology group's Q-methodology sorts"


def twentythird_bar_qmethod_cases() -> list[Case]:
    return []
