"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a blockchain analytics team's fusion of token and validator rankings across data providers (Etherscan CSVs, JSON-RPC responses, token lists, ABI JSON, Dune exports, amounts in wei) (its cases, ids ``u30f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

THIRTIETH_DEFI = "45 Unseen inputs: a thirtieth bar, a blockchain analytics team's fusion of token and validator rankings across data providers (Etherscan CSVs, JSON-RPC responses, token lists, ABI JSON, Dune exports, amounts in wei)"


def thirtieth_bar_defi_cases() -> list[Case]:
    return []
