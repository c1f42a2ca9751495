"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a residency program's interview committee ranking applicants (its cases, ids ``u23f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYTHIRD_RESIDENCY = "45 Unseen inputs: a twenty-third bar, a residency program's interview committee ranking applicants"


def twentythird_bar_residency_cases() -> list[Case]:
    return []
