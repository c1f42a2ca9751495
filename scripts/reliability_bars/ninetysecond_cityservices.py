"""Issue 45's ninety-second bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def ninetysecond_bar_cityservices_cases() -> list[Case]:
    return []
