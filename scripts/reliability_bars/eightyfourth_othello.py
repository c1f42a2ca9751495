"""Issue 45's eighty-fourth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def eightyfourth_bar_othello_cases() -> list[Case]:
    return []
