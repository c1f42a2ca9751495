"""Issue 45's eighty-first bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def eightyfirst_bar_football_cases() -> list[Case]:
    return []
