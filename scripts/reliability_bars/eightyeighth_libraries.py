"""Issue 45's eighty-eighth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def eightyeighth_bar_libraries_cases() -> list[Case]:
    return []
