"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a city's participatory-budgeting office (Pabulib ballots) (its cases, ids ``u23d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYTHIRD_BUDGETING = "45 Unseen inputs: a twenty-third bar, a city's participatory-budgeting office (Pabulib ballots)"


def twentythird_bar_budgeting_cases() -> list[Case]:
    return []
