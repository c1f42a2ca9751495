"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a quantitative analyst's cross-sectional factor ranks (its cases, ids ``u16q_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case, stdout_has  # noqa: F401

SIXTEENTH_QUANT = "45 Unseen inputs: a sixteenth bar, a quantitative analyst's cross-sectional factor ranks"


def sixteenth_bar_quant_cases() -> list[Case]:
    return []
