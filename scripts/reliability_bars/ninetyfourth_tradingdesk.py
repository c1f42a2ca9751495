"""Issue 45's ninety-fourth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def ninetyfourth_bar_tradingdesk_cases() -> list[Case]:
    return []
