"""Issue 45's ninety-fifth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def ninetyfifth_bar_solarfleet_cases() -> list[Case]:
    return []
