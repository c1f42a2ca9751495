"""Issue 45's seventy-fifth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def seventyfifth_bar_filmfestival_cases() -> list[Case]:
    return []
