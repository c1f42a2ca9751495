"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, a software supply-chain security team's ranking of open-source dependencies by risk across scorers (OpenSSF Scorecard, CycloneDX and SPDX SBOMs, OSV advisories, lock files) (its cases, ids ``u29b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYNINTH_SUPPLYCHAIN = "45 Unseen inputs: a twenty-ninth bar, a software supply-chain security team's ranking of open-source dependencies by risk across scorers (OpenSSF Scorecard, CycloneDX and SPDX SBOMs, OSV advisories, lock files)"


def twentyninth_bar_supplychain_cases() -> list[Case]:
    return []
