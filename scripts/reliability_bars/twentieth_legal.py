"""Issue 45's twentieth bar of scripts/reliability_matrix.py, a legal-research team's case-law and statute retrievers (its cases, ids ``u20l_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTIETH_LEGAL = "45 Unseen inputs: a twentieth bar, a legal-research team's case-law and statute retrievers"


def twentieth_bar_legal_cases() -> list[Case]:
    return []
