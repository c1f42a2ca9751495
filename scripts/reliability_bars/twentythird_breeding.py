"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a plant-breeding program's multi-environment variety trials (its cases, ids ``u23c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYTHIRD_BREEDING = "45 Unseen inputs: a twenty-third bar, a plant-breeding program's multi-environment variety trials"


def twentythird_bar_breeding_cases() -> list[Case]:
    return []
