"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a particle physics analysis team's ranking of signal candidates across jet taggers and event classifiers (ROOT, HepMC, LHE, SLHA) (its cases, ids ``u27a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSEVENTH_PARTICLEPHYSICS = "45 Unseen inputs: a twenty-seventh bar, a particle physics analysis team's ranking of signal candidates across jet taggers and event classifiers (ROOT, HepMC, LHE, SLHA)"


def twentyseventh_bar_particlephysics_cases() -> list[Case]:
    return []
