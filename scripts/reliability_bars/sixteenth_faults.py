"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a software engineering researcher's fault-localisation rankings (its cases, ids ``u16f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case, stdout_has  # noqa: F401

SIXTEENTH_FAULTS = "45 Unseen inputs: a sixteenth bar, a software engineering researcher's fault-localisation rankings"


def sixteenth_bar_faults_cases() -> list[Case]:
    return []
