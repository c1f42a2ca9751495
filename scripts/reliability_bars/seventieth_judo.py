"""Issue 45's seventieth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def seventieth_bar_judo_cases() -> list[Case]:
    return []
