"""Issue 45's eighty-seventh bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def eightyseventh_bar_handball_cases() -> list[Case]:
    return []
