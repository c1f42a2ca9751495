"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, a biomedical QA team's BioASQ document rankings (its cases, ids ``u17b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

SEVENTEENTH_BIOASQ = "45 Unseen inputs: a seventeenth bar, a biomedical QA team's BioASQ document rankings"


def seventeenth_bar_bioasq_cases() -> list[Case]:
    return []
