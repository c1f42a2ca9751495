"""Issue 45's sixty-eighth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def sixtyeighth_bar_pigeons_cases() -> list[Case]:
    return []
