"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, an SEO agency's rank-tracker exports of search-engine result pages (its cases, ids ``u18s_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

EIGHTEENTH_SERPS = "45 Unseen inputs: an eighteenth bar, an SEO agency's rank-tracker exports of search-engine result pages"


def eighteenth_bar_serps_cases() -> list[Case]:
    return []
