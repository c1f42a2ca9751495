"""Issue 45's twentieth bar of scripts/reliability_matrix.py, a sensory-science lab's panel rankings of products (its cases, ids ``u20s_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTIETH_SENSORY = "45 Unseen inputs: a twentieth bar, a sensory-science lab's panel rankings of products"


def twentieth_bar_sensory_cases() -> list[Case]:
    return []
