"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py, a TRECVID-style video search team's shot rankings (its cases, ids ``u24f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFOURTH_VIDEOSEARCH = "45 Unseen inputs: a twenty-fourth bar, a TRECVID-style video search team's shot rankings"


def twentyfourth_bar_videosearch_cases() -> list[Case]:
    return []
