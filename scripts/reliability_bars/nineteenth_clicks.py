"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, an online-evaluation team's interleaving and click-log preferences (its cases, ids ``u19k_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

NINETEENTH_CLICKS = "45 Unseen inputs: a nineteenth bar, an online-evaluation team's interleaving and click-log preferences"


def nineteenth_bar_clicks_cases() -> list[Case]:
    return []
