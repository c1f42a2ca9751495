"""Issue 45's twentieth bar of scripts/reliability_matrix.py, an astronomy team's transient-alert broker classifiers (its cases, ids ``u20t_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTIETH_TRANSIENTS = "45 Unseen inputs: a twentieth bar, an astronomy team's transient-alert broker classifiers"


def twentieth_bar_transients_cases() -> list[Case]:
    return []
