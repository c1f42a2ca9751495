"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a brain-computer-interface team's ranking of decoding pipelines across EEG datasets and subjects (MOABB results, EDF/BDF, BrainVision, GDF, MNE .fif, EEGLAB .set, BIDS tables) (its cases, ids ``u30d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

THIRTIETH_EEGBCI = "45 Unseen inputs: a thirtieth bar, a brain-computer-interface team's ranking of decoding pipelines across EEG datasets and subjects (MOABB results, EDF/BDF, BrainVision, GDF, MNE .fif, EEGLAB .set, BIDS tables)"


def thirtieth_bar_eegbci_cases() -> list[Case]:
    return []
