"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a music information retrieval lab's cover-song identification runs (MIREX, mir_eval, Da-TACOS) (its cases, ids ``u26c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSIXTH_COVERSONGS = "45 Unseen inputs: a twenty-sixth bar, a music information retrieval lab's cover-song identification runs (MIREX, mir_eval, Da-TACOS)"


def twentysixth_bar_coversongs_cases() -> list[Case]:
    return []
