"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a microbiome lab's differential-abundance consensus of taxa (its cases, ids ``u23b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYTHIRD_MICROBIOME = "45 Unseen inputs: a twenty-third bar, a microbiome lab's differential-abundance consensus of taxa"


def twentythird_bar_microbiome_cases() -> list[Case]:
    return []
