"""Issue 45's eighty-third bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def eightythird_bar_rocketry_cases() -> list[Case]:
    return []
