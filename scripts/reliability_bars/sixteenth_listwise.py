"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, an LLM listwise reranker's permutations (its cases, ids ``u16l_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case, stdout_has  # noqa: F401

SIXTEENTH_LISTWISE = "45 Unseen inputs: a sixteenth bar, an LLM listwise reranker's permutations"


def sixteenth_bar_listwise_cases() -> list[Case]:
    return []
