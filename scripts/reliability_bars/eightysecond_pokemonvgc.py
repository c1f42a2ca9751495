"""Issue 45's eighty-second bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def eightysecond_bar_pokemonvgc_cases() -> list[Case]:
    return []
