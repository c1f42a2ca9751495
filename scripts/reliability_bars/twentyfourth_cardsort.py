"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py, a UX research team's card sorts and tree tests (its cases, ids ``u24e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFOURTH_CARDSORT = "45 Unseen inputs: a twenty-fourth bar, a UX research team's card sorts and tree tests"


def twentyfourth_bar_cardsort_cases() -> list[Case]:
    return []
