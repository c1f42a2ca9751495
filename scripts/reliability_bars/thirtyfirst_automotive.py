"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a driver-assistance team's ranking of perception stacks per scenario across test drives (Vector DBC and ASC logs, BLF, MDF4, OpenSCENARIO, OpenDRIVE, CARLA leaderboard results) (its cases, ids ``u31h_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

from .case import Case

THIRTYFIRST_AUTOMOTIVE = ("45 Unseen inputs: a thirty-first bar, a driver-assistance team's ranking of perception stacks per scenario across test drives (Vector DBC and ASC logs, BLF, MDF4, OpenSCENARIO, OpenDRIVE, CARLA leaderboard results)")


def thirtyfirst_bar_automotive_cases() -> list[Case]:
    return []
