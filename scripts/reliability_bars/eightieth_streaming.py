"""Issue 45's eightieth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def eightieth_bar_streaming_cases() -> list[Case]:
    return []
