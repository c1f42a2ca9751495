"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a litigation-support team's technology-assisted review rankings (its cases, ids ``u23a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYTHIRD_EDISCOVERY = "45 Unseen inputs: a twenty-third bar, a litigation-support team's technology-assisted review rankings"


def twentythird_bar_ediscovery_cases() -> list[Case]:
    return []
