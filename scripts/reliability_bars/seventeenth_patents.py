"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, a patent examiner's prior-art search runs (its cases, ids ``u17p_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

SEVENTEENTH_PATENTS = "45 Unseen inputs: a seventeenth bar, a patent examiner's prior-art search runs"


def seventeenth_bar_patents_cases() -> list[Case]:
    return []
