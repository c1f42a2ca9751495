"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, a climate group's ranking of CMIP6 models by skill metrics (its cases, ids ``u21w_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIRST_CLIMATE = "45 Unseen inputs: a twenty-first bar, a climate group's ranking of CMIP6 models by skill metrics"


def twentyfirst_bar_climate_cases() -> list[Case]:
    return []
