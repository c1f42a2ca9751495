"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a functional-genomics lab's CRISPR screen hit-calling consensus (its cases, ids ``u23g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYTHIRD_CRISPR = "45 Unseen inputs: a twenty-third bar, a functional-genomics lab's CRISPR screen hit-calling consensus"


def twentythird_bar_crispr_cases() -> list[Case]:
    return []
