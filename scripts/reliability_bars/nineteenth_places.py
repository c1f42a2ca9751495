"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, a maps team's point-of-interest search rankers (its cases, ids ``u19g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

NINETEENTH_PLACES = "45 Unseen inputs: a nineteenth bar, a maps team's point-of-interest search rankers"


def nineteenth_bar_places_cases() -> list[Case]:
    return []
