"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a hydrology team's ranking of streamflow models across catchments by skill (USGS RDB, WaterML 2, GRDC, CAMELS tables, NetCDF, HEC-DSS, NSE and KGE scores) (its cases, ids ``u30e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

THIRTIETH_HYDROLOGY = "45 Unseen inputs: a thirtieth bar, a hydrology team's ranking of streamflow models across catchments by skill (USGS RDB, WaterML 2, GRDC, CAMELS tables, NetCDF, HEC-DSS, NSE and KGE scores)"


def thirtieth_bar_hydrology_cases() -> list[Case]:
    return []
