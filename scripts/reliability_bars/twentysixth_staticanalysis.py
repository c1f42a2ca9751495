"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a software security team's prioritisation of static-analysis warnings across analysers (SARIF, CodeQL, Semgrep) (its cases, ids ``u26f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSIXTH_STATICANALYSIS = "45 Unseen inputs: a twenty-sixth bar, a software security team's prioritisation of static-analysis warnings across analysers (SARIF, CodeQL, Semgrep)"


def twentysixth_bar_staticanalysis_cases() -> list[Case]:
    return []
