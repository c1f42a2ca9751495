"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a quantum-computing benchmarking team's ranking of devices, compilers and transpiler passes across circuits (OpenQASM 2/3, Quil, Qiskit result and calibration files, QPY, Metriq, Cirq JSON) (its cases, ids ``u30b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

THIRTIETH_QUANTUM = "45 Unseen inputs: a thirtieth bar, a quantum-computing benchmarking team's ranking of devices, compilers and transpiler passes across circuits (OpenQASM 2/3, Quil, Qiskit result and calibration files, QPY, Metriq, Cirq JSON)"


def thirtieth_bar_quantum_cases() -> list[Case]:
    return []
