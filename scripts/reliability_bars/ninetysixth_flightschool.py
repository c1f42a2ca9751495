"""Issue 45's ninety-sixth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def ninetysixth_bar_flightschool_cases() -> list[Case]:
    return []
