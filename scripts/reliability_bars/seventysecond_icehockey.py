"""Issue 45's seventy-second bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def seventysecond_bar_icehockey_cases() -> list[Case]:
    return []
