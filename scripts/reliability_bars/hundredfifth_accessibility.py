"""Issue 45's hundred-and-fifth bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredfifth_bar_accessibility_cases() -> list[Case]:
    return []
