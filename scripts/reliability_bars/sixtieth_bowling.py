"""Issue 45's sixtieth bar (placeholder: a persona session writes it)."""

from __future__ import annotations

from .case import Case

SIXTIETH_BOWLING = "45 Unseen inputs: a sixtieth bar (placeholder)"


def sixtieth_bar_bowling_cases() -> list[Case]:
    return []
