"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, an ML benchmark maintainer aggregating model leaderboards across tasks (its cases, ids ``u18l_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

EIGHTEENTH_LEADERBOARDS = "45 Unseen inputs: an eighteenth bar, an ML benchmark maintainer aggregating model leaderboards across tasks"


def eighteenth_bar_leaderboards_cases() -> list[Case]:
    return []
