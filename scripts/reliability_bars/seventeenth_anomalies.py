"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, an SRE team's anomaly-detector ensembles (its cases, ids ``u17a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

SEVENTEENTH_ANOMALIES = "45 Unseen inputs: a seventeenth bar, an SRE team's anomaly-detector ensembles"


def seventeenth_bar_anomalies_cases() -> list[Case]:
    return []
