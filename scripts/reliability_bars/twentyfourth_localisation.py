"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py, a localisation team's translation-memory match ranking (its cases, ids ``u24c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFOURTH_LOCALISATION = "45 Unseen inputs: a twenty-fourth bar, a localisation team's translation-memory match ranking"


def twentyfourth_bar_localisation_cases() -> list[Case]:
    return []
