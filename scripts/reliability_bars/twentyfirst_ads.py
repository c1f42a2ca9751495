"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, an ads team's click-through-rate model rankings per auction (its cases, ids ``u21a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIRST_ADS = "45 Unseen inputs: a twenty-first bar, an ads team's click-through-rate model rankings per auction"


def twentyfirst_bar_ads_cases() -> list[Case]:
    return []
