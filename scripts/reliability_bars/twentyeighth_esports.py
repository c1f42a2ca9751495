"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, an esports analytics team's power rankings across rating systems (Elo, Glicko-2, TrueSkill, match results, replay files) (its cases, ids ``u28e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYEIGHTH_ESPORTS = "45 Unseen inputs: a twenty-eighth bar, an esports analytics team's power rankings across rating systems (Elo, Glicko-2, TrueSkill, match results, replay files)"


def twentyeighth_bar_esports_cases() -> list[Case]:
    return []
