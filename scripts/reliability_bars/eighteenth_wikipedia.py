"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, an open-domain QA team's Wikipedia passage retrievers (its cases, ids ``u18w_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

EIGHTEENTH_WIKIPEDIA = "45 Unseen inputs: an eighteenth bar, an open-domain QA team's Wikipedia passage retrievers"


def eighteenth_bar_wikipedia_cases() -> list[Case]:
    return []
