"""Issue 45's eighty-sixth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def eightysixth_bar_admissions_cases() -> list[Case]:
    return []
