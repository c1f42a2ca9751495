"""Issue 45's sixty-fifth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def sixtyfifth_bar_surfing_cases() -> list[Case]:
    return []
