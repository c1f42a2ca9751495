"""Issue 45's sixty-ninth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def sixtyninth_bar_volleyball_cases() -> list[Case]:
    return []
