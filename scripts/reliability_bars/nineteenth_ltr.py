"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, a learning-to-rank practitioner's LightGBM / XGBoost prediction files (its cases, ids ``u19y_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

NINETEENTH_LTR = "45 Unseen inputs: a nineteenth bar, a learning-to-rank practitioner's LightGBM / XGBoost prediction files"


def nineteenth_bar_ltr_cases() -> list[Case]:
    return []
