"""Issue 45's ninety-eighth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def ninetyeighth_bar_wildfire_cases() -> list[Case]:
    return []
