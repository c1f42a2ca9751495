"""Issue 45's twentieth bar of scripts/reliability_matrix.py, a travel site's hotel search rankers (Expedia-style logs) (its cases, ids ``u20h_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTIETH_HOTELS = "45 Unseen inputs: a twentieth bar, a travel site's hotel search rankers (Expedia-style logs)"


def twentieth_bar_hotels_cases() -> list[Case]:
    return []
