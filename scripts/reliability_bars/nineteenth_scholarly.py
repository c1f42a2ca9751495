"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, a scholarly-search team's citation and paper recommenders (its cases, ids ``u19a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

NINETEENTH_SCHOLARLY = "45 Unseen inputs: a nineteenth bar, a scholarly-search team's citation and paper recommenders"


def nineteenth_bar_scholarly_cases() -> list[Case]:
    return []
