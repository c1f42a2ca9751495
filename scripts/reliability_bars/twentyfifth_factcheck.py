"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a fact-checking lab's check-worthiness and evidence rankings (CLEF CheckThat!, ClaimReview) (its cases, ids ``u25e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIFTH_FACTCHECK = "45 Unseen inputs: a twenty-fifth bar, a fact-checking lab's check-worthiness and evidence rankings (CLEF CheckThat!, ClaimReview)"


def twentyfifth_bar_factcheck_cases() -> list[Case]:
    return []
