"""Issue 45's seventy-ninth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def seventyninth_bar_festivalbooking_cases() -> list[Case]:
    return []
