"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, a clinical-trial matching team's patient-to-trial rankings (its cases, ids ``u17k_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

SEVENTEENTH_TRIALS = "45 Unseen inputs: a seventeenth bar, a clinical-trial matching team's patient-to-trial rankings"


def seventeenth_bar_trials_cases() -> list[Case]:
    return []
