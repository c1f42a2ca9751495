"""Issue 45's hundred-and-ninth bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredninth_bar_hydrology_cases() -> list[Case]:
    return []
