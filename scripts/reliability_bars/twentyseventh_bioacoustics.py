"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a bioacoustics lab's ranking of species detections per recording across call classifiers (BirdNET, Raven selection tables, Audacity labels) (its cases, ids ``u27c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSEVENTH_BIOACOUSTICS = "45 Unseen inputs: a twenty-seventh bar, a bioacoustics lab's ranking of species detections per recording across call classifiers (BirdNET, Raven selection tables, Audacity labels)"


def twentyseventh_bar_bioacoustics_cases() -> list[Case]:
    return []
