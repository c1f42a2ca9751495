"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, a fantasy-football site's expert consensus rankings (its cases, ids ``u21f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIRST_FANTASY = "45 Unseen inputs: a twenty-first bar, a fantasy-football site's expert consensus rankings"


def twentyfirst_bar_fantasy_cases() -> list[Case]:
    return []
