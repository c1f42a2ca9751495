"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a proteomics lab's peptide-spectrum matches from several search engines (its cases, ids ``u22b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSECOND_PROTEOMICS = "45 Unseen inputs: a twenty-second bar, a proteomics lab's peptide-spectrum matches from several search engines"


def twentysecond_bar_proteomics_cases() -> list[Case]:
    return []
