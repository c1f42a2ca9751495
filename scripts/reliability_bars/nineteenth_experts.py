"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, an enterprise expert-finding team's people rankings (its cases, ids ``u19e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

NINETEENTH_EXPERTS = "45 Unseen inputs: a nineteenth bar, an enterprise expert-finding team's people rankings"


def nineteenth_bar_experts_cases() -> list[Case]:
    return []
