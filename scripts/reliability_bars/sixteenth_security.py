"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a security team's vulnerability prioritisation (its cases, ids ``u16v_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case, stdout_has  # noqa: F401

SIXTEENTH_SECURITY = "45 Unseen inputs: a sixteenth bar, a security team's vulnerability prioritisation"


def sixteenth_bar_security_cases() -> list[Case]:
    return []
