"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a computational materials team's screening of candidate materials across ML interatomic potentials and DFT (its cases, ids ``u26d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSIXTH_MATERIALS = "45 Unseen inputs: a twenty-sixth bar, a computational materials team's screening of candidate materials across ML interatomic potentials and DFT"


def twentysixth_bar_materials_cases() -> list[Case]:
    return []
