"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a mechanical engineering team's 3D part search fused across shape descriptors (STEP, STL, OBJ, IFC) (its cases, ids ``u27f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSEVENTH_SHAPESEARCH = "45 Unseen inputs: a twenty-seventh bar, a mechanical engineering team's 3D part search fused across shape descriptors (STEP, STL, OBJ, IFC)"


def twentyseventh_bar_shapesearch_cases() -> list[Case]:
    return []
