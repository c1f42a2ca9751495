"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, a vector-search engineer's ANN result arrays (its cases, ids ``u17x_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

SEVENTEENTH_VECTORS = "45 Unseen inputs: a seventeenth bar, a vector-search engineer's ANN result arrays"


def seventeenth_bar_vectors_cases() -> list[Case]:
    return []
