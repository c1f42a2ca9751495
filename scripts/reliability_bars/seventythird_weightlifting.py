"""Issue 45's seventy-third bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def seventythird_bar_weightlifting_cases() -> list[Case]:
    return []
