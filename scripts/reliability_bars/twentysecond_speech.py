"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a speech team's N-best hypothesis lists from several recognisers (its cases, ids ``u22a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSECOND_SPEECH = "45 Unseen inputs: a twenty-second bar, a speech team's N-best hypothesis lists from several recognisers"


def twentysecond_bar_speech_cases() -> list[Case]:
    return []
