"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a drug-safety team's disproportionality signals from several methods (its cases, ids ``u22g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSECOND_PHARMACOVIGILANCE = "45 Unseen inputs: a twenty-second bar, a drug-safety team's disproportionality signals from several methods"


def twentysecond_bar_pharmacovigilance_cases() -> list[Case]:
    return []
