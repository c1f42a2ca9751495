"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, a conversational search researcher's TREC CAsT / iKAT runs (its cases, ids ``u17t_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

SEVENTEENTH_CONVERSATIONAL = "45 Unseen inputs: a seventeenth bar, a conversational search researcher's TREC CAsT / iKAT runs"


def seventeenth_bar_conversational_cases() -> list[Case]:
    return []
