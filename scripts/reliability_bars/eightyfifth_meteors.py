"""Issue 45's eighty-fifth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def eightyfifth_bar_meteors_cases() -> list[Case]:
    return []
