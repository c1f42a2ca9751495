"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, a knowledge-graph completion researcher's entity rankings from several embedding models (its cases, ids ``u18g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

EIGHTEENTH_GRAPHS = "45 Unseen inputs: an eighteenth bar, a knowledge-graph completion researcher's entity rankings from several embedding models"


def eighteenth_bar_graphs_cases() -> list[Case]:
    return []
