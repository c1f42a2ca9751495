"""Issue 45's hundred-and-eleventh bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredeleventh_bar_exoplanets_cases() -> list[Case]:
    return []
