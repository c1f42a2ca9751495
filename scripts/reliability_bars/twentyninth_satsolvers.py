"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, an automated-reasoning team's ranking of SAT/SMT solvers and configurations across competition benchmarks (DIMACS CNF, SMT-LIB 2, StarExec job CSVs, PAR-2 scores, DRAT proofs) (its cases, ids ``u29a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYNINTH_SATSOLVERS = "45 Unseen inputs: a twenty-ninth bar, an automated-reasoning team's ranking of SAT/SMT solvers and configurations across competition benchmarks (DIMACS CNF, SMT-LIB 2, StarExec job CSVs, PAR-2 scores, DRAT proofs)"


def twentyninth_bar_satsolvers_cases() -> list[Case]:
    return []
