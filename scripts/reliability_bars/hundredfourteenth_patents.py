"""Issue 45's hundred-and-fourteenth bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredfourteenth_bar_patents_cases() -> list[Case]:
    return []
