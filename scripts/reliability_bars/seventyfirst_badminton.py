"""Issue 45's seventy-first bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def seventyfirst_bar_badminton_cases() -> list[Case]:
    return []
