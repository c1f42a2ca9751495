"""Issue 45's eighty-ninth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def eightyninth_bar_anime_cases() -> list[Case]:
    return []
