"""Issue 45's hundredth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def hundredth_bar_airquality_cases() -> list[Case]:
    return []
