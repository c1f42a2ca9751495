"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, an analyst's meta-ranking of published university league tables (its cases, ids ``u21u_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIRST_UNIVERSITIES = "45 Unseen inputs: a twenty-first bar, an analyst's meta-ranking of published university league tables"


def twentyfirst_bar_universities_cases() -> list[Case]:
    return []
