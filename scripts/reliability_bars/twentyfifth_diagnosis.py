"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a clinical decision-support team's differential-diagnosis rankings (FHIR, HL7, ICD-10, SNOMED) (its cases, ids ``u25f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIFTH_DIAGNOSIS = "45 Unseen inputs: a twenty-fifth bar, a clinical decision-support team's differential-diagnosis rankings (FHIR, HL7, ICD-10, SNOMED)"


def twentyfifth_bar_diagnosis_cases() -> list[Case]:
    return []
