"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a league-table analyst's institution rankings (its cases, ids ``u16u_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case, stdout_has  # noqa: F401

SIXTEENTH_LEAGUE = "45 Unseen inputs: a sixteenth bar, a league-table analyst's institution rankings"


def sixteenth_bar_league_cases() -> list[Case]:
    return []
