"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a protein bioinformatics team's homology-search hits fused across BLAST, HMMER, MMseqs2 and Foldseek (its cases, ids ``u26a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSIXTH_HOMOLOGY = "45 Unseen inputs: a twenty-sixth bar, a protein bioinformatics team's homology-search hits fused across BLAST, HMMER, MMseqs2 and Foldseek"


def twentysixth_bar_homology_cases() -> list[Case]:
    return []
