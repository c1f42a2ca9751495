"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a library's discovery search fusing catalogue, articles and repository indexes (its cases, ids ``u22f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSECOND_LIBRARY = "45 Unseen inputs: a twenty-second bar, a library's discovery search fusing catalogue, articles and repository indexes"


def twentysecond_bar_library_cases() -> list[Case]:
    return []
