"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, a radiology AI team's ranking of detection algorithms and readers across reader studies (MRMC ROC ratings, iMRMC and RJafroc inputs, DICOM files, BI-RADS scores) (its cases, ids ``u29e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYNINTH_READERSTUDIES = "45 Unseen inputs: a twenty-ninth bar, a radiology AI team's ranking of detection algorithms and readers across reader studies (MRMC ROC ratings, iMRMC and RJafroc inputs, DICOM files, BI-RADS scores)"


def twentyninth_bar_readerstudies_cases() -> list[Case]:
    return []
