"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a journey planner team's route rankings across routing engines (GTFS, OpenTripPlanner, OSRM) (its cases, ids ``u25g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIFTH_JOURNEYS = "45 Unseen inputs: a twenty-fifth bar, a journey planner team's route rankings across routing engines (GTFS, OpenTripPlanner, OSRM)"


def twentyfifth_bar_journeys_cases() -> list[Case]:
    return []
