"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a medicinal chemistry team's retrosynthesis route rankings (AiZynthFinder, ASKCOS, SMILES, reaction files) (its cases, ids ``u26b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSIXTH_RETROSYNTHESIS = "45 Unseen inputs: a twenty-sixth bar, a medicinal chemistry team's retrosynthesis route rankings (AiZynthFinder, ASKCOS, SMILES, reaction files)"


def twentysixth_bar_retrosynthesis_cases() -> list[Case]:
    return []
