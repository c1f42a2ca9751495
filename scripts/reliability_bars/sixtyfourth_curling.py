"""Issue 45's sixty-fourth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def sixtyfourth_bar_curling_cases() -> list[Case]:
    return []
