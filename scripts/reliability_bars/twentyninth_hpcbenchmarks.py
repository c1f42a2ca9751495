"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, an HPC benchmarking team's ranking of machines and configurations across benchmark suites (SPEC CPU result files, MLPerf, HPL and STREAM outputs, Phoronix Test Suite, TOP500 lists) (its cases, ids ``u29c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYNINTH_HPCBENCHMARKS = "45 Unseen inputs: a twenty-ninth bar, an HPC benchmarking team's ranking of machines and configurations across benchmark suites (SPEC CPU result files, MLPerf, HPL and STREAM outputs, Phoronix Test Suite, TOP500 lists)"


def twentyninth_bar_hpcbenchmarks_cases() -> list[Case]:
    return []
