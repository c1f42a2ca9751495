"""Issue 45's hundred-and-first bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def hundredfirst_bar_archaeology_cases() -> list[Case]:
    return []
