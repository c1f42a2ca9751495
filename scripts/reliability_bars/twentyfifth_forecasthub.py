"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, an epidemic forecasting hub's ensemble of model rankings (hubverse, FluSight, WIS) (its cases, ids ``u25c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIFTH_FORECASTHUB = "45 Unseen inputs: a twenty-fifth bar, an epidemic forecasting hub's ensemble of model rankings (hubverse, FluSight, WIS)"


def twentyfifth_bar_forecasthub_cases() -> list[Case]:
    return []
