"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, a spoken-content team's podcast segment retrievers (its cases, ids ``u19p_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

NINETEENTH_PODCASTS = "45 Unseen inputs: a nineteenth bar, a spoken-content team's podcast segment retrievers"


def nineteenth_bar_podcasts_cases() -> list[Case]:
    return []
