"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a digital-humanities team's OCR/HTR candidate and authorship-attribution rankings (its cases, ids ``u25d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIFTH_HUMANITIES = "45 Unseen inputs: a twenty-fifth bar, a digital-humanities team's OCR/HTR candidate and authorship-attribution rankings"


def twentyfifth_bar_humanities_cases() -> list[Case]:
    return []
