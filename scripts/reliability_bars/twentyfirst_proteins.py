"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, a structural-biology lab's model quality assessment (CASP-style) (its cases, ids ``u21p_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIRST_PROTEINS = "45 Unseen inputs: a twenty-first bar, a structural-biology lab's model quality assessment (CASP-style)"


def twentyfirst_bar_proteins_cases() -> list[Case]:
    return []
