"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, an exam board's comparative judgement of student scripts (its cases, ids ``u21e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIRST_JUDGEMENT = "45 Unseen inputs: a twenty-first bar, an exam board's comparative judgement of student scripts"


def twentyfirst_bar_judgement_cases() -> list[Case]:
    return []
