"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, an e-commerce search team's product rankings (its cases, ids ``u17e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

SEVENTEENTH_PRODUCTS = "45 Unseen inputs: a seventeenth bar, an e-commerce search team's product rankings"


def seventeenth_bar_products_cases() -> list[Case]:
    return []
