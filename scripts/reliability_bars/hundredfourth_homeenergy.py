"""Issue 45's hundred-and-fourth bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredfourth_bar_homeenergy_cases() -> list[Case]:
    return []
