"""Issue 45's twentieth bar of scripts/reliability_matrix.py, a chess-engine testing team's tournament results (its cases, ids ``u20c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTIETH_CHESS = "45 Unseen inputs: a twentieth bar, a chess-engine testing team's tournament results"


def twentieth_bar_chess_cases() -> list[Case]:
    return []
