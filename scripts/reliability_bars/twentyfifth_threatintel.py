"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a security operations team's ranking of indicators of compromise across threat-intelligence feeds (its cases, ids ``u25b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIFTH_THREATINTEL = "45 Unseen inputs: a twenty-fifth bar, a security operations team's ranking of indicators of compromise across threat-intelligence feeds"


def twentyfifth_bar_threatintel_cases() -> list[Case]:
    return []
