"""Issue 45's sixty-sixth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def sixtysixth_bar_piping_cases() -> list[Case]:
    return []
