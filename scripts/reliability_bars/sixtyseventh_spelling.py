"""Issue 45's sixty-seventh bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def sixtyseventh_bar_spelling_cases() -> list[Case]:
    return []
