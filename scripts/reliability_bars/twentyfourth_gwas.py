"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py, a statistical geneticist's GWAS variant and gene prioritisation (its cases, ids ``u24d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFOURTH_GWAS = "45 Unseen inputs: a twenty-fourth bar, a statistical geneticist's GWAS variant and gene prioritisation"


def twentyfourth_bar_gwas_cases() -> list[Case]:
    return []
