"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py, a neuroimaging group's consensus of brain regions across studies and atlases (its cases, ids ``u24a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFOURTH_NEUROIMAGING = "45 Unseen inputs: a twenty-fourth bar, a neuroimaging group's consensus of brain regions across studies and atlases"


def twentyfourth_bar_neuroimaging_cases() -> list[Case]:
    return []
