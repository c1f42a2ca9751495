"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a recruiting team's ranking of candidates per role across interviewers and screening models (JSON Resume, HR Open Standards, ESCO and O*NET files, ATS exports, scorecards) (its cases, ids ``u31e_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

from .case import Case

THIRTYFIRST_RECRUITING = ("45 Unseen inputs: a thirty-first bar, a recruiting team's ranking of candidates per role across interviewers and screening models (JSON Resume, HR Open Standards, ESCO and O*NET files, ATS exports, scorecards)")


def thirtyfirst_bar_recruiting_cases() -> list[Case]:
    return []
