"""Issue 45's seventy-fourth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def seventyfourth_bar_rugby_cases() -> list[Case]:
    return []
