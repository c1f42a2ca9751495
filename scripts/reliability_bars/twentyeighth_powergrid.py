"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, a power systems team's contingency ranking across severity indices and solvers (MATPOWER, PSS/E RAW, IEEE CDF, pandapower, OpenDSS) (its cases, ids ``u28g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYEIGHTH_POWERGRID = "45 Unseen inputs: a twenty-eighth bar, a power systems team's contingency ranking across severity indices and solvers (MATPOWER, PSS/E RAW, IEEE CDF, pandapower, OpenDSS)"


def twentyeighth_bar_powergrid_cases() -> list[Case]:
    return []
