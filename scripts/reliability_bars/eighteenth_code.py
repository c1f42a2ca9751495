"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, a code-search engineer's lexical, embedding and cross-encoder code retrievers (its cases, ids ``u18c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

EIGHTEENTH_CODE = "45 Unseen inputs: an eighteenth bar, a code-search engineer's lexical, embedding and cross-encoder code retrievers"


def eighteenth_bar_code_cases() -> list[Case]:
    return []
