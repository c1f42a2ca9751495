"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, an automated-reasoning team's ranking of SAT/SMT solvers and configurations across competition benchmarks (DIMACS CNF, SMT-LIB 2, StarExec, PAR-2) (its cases, ids ``u28a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYEIGHTH_SATSOLVERS = "45 Unseen inputs: a twenty-eighth bar, an automated-reasoning team's ranking of SAT/SMT solvers and configurations across competition benchmarks (DIMACS CNF, SMT-LIB 2, StarExec, PAR-2)"


def twentyeighth_bar_satsolvers_cases() -> list[Case]:
    return []
