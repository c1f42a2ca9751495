"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, a multi-criteria decision analysis team's consensus ranking of alternatives across MCDA methods (TOPSIS, AHP with Saaty pairwise matrices, PROMETHEE, ELECTRE, decision matrices, DEXi and Super Decisions files) (its cases, ids ``u29d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYNINTH_MCDA = "45 Unseen inputs: a twenty-ninth bar, a multi-criteria decision analysis team's consensus ranking of alternatives across MCDA methods (TOPSIS, AHP with Saaty pairwise matrices, PROMETHEE, ELECTRE, decision matrices, DEXi and Super Decisions files)"


def twentyninth_bar_mcda_cases() -> list[Case]:
    return []
