"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, an internet-measurement team's fusion of domain top lists and rankings of networks across vantage points (Tranco and Umbrella lists, RIPE Atlas results, bgpdump MRT text, pcaps, CAIDA AS rank, PeeringDB) (its cases, ids ``u30c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

THIRTIETH_NETMEASURE = "45 Unseen inputs: a thirtieth bar, an internet-measurement team's fusion of domain top lists and rankings of networks across vantage points (Tranco and Umbrella lists, RIPE Atlas results, bgpdump MRT text, pcaps, CAIDA AS rank, PeeringDB)"


def thirtieth_bar_netmeasure_cases() -> list[Case]:
    return []
