"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, a machine-translation evaluation campaign ranking systems by human and automatic scores (its cases, ids ``u18m_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

EIGHTEENTH_TRANSLATION = "45 Unseen inputs: an eighteenth bar, a machine-translation evaluation campaign ranking systems by human and automatic scores"


def eighteenth_bar_translation_cases() -> list[Case]:
    return []
