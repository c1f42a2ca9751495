"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a music chart compiler's weekly charts (its cases, ids ``u16c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case, stdout_has  # noqa: F401

SIXTEENTH_CHARTS = "45 Unseen inputs: a sixteenth bar, a music chart compiler's weekly charts"


def sixteenth_bar_charts_cases() -> list[Case]:
    return []
