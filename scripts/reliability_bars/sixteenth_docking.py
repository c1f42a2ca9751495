"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a medicinal chemist's consensus docking scores (its cases, ids ``u16d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case, stdout_has  # noqa: F401

SIXTEENTH_DOCKING = "45 Unseen inputs: a sixteenth bar, a medicinal chemist's consensus docking scores"


def sixteenth_bar_docking_cases() -> list[Case]:
    return []
