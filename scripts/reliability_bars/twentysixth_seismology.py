"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a seismology team's earthquake detection and phase-pick rankings across ML pickers (its cases, ids ``u26e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSIXTH_SEISMOLOGY = "45 Unseen inputs: a twenty-sixth bar, a seismology team's earthquake detection and phase-pick rankings across ML pickers"


def twentysixth_bar_seismology_cases() -> list[Case]:
    return []
