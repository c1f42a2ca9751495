"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a single-cell biology lab's marker-gene rankings across clustering and DE tools (scanpy, Seurat, edgeR pseudobulk) (its cases, ids ``u25a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFIFTH_SINGLECELL = "45 Unseen inputs: a twenty-fifth bar, a single-cell biology lab's marker-gene rankings across clustering and DE tools (scanpy, Seurat, edgeR pseudobulk)"


def twentyfifth_bar_singlecell_cases() -> list[Case]:
    return []
