"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py, a metabolomics core's annotation candidate ranking (its cases, ids ``u24g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFOURTH_METABOLOMICS = "45 Unseen inputs: a twenty-fourth bar, a metabolomics core's annotation candidate ranking"


def twentyfourth_bar_metabolomics_cases() -> list[Case]:
    return []
