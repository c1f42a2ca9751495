"""Issue 45's twentieth bar of scripts/reliability_matrix.py, a query-autocomplete team's suggestion rankers (its cases, ids ``u20q_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTIETH_AUTOCOMPLETE = "45 Unseen inputs: a twentieth bar, a query-autocomplete team's suggestion rankers"


def twentieth_bar_autocomplete_cases() -> list[Case]:
    return []
