"""Issue 45's twentieth bar of scripts/reliability_matrix.py, an election office's ranked-choice cast vote records (its cases, ids ``u20v_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTIETH_ELECTIONS = "45 Unseen inputs: a twentieth bar, an election office's ranked-choice cast vote records"


def twentieth_bar_elections_cases() -> list[Case]:
    return []
