"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, an airline operations team's ranking of routes and slots across delay forecasters (IGC logs, OpenFlights tables, ADS-B Exchange JSON, ARINC 424, OurAirports, BTS on-time tables) (its cases, ids ``u31f_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

from .case import Case

THIRTYFIRST_AVIATION = ("45 Unseen inputs: a thirty-first bar, an airline operations team's ranking of routes and slots across delay forecasters (IGC logs, OpenFlights tables, ADS-B Exchange JSON, ARINC 424, OurAirports, BTS on-time tables)")


def thirtyfirst_bar_aviation_cases() -> list[Case]:
    return []
