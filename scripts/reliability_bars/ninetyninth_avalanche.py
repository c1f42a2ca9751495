"""Issue 45's ninety-ninth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def ninetyninth_bar_avalanche_cases() -> list[Case]:
    return []
