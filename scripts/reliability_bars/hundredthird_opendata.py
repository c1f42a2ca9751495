"""Issue 45's hundred-and-third bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredthird_bar_opendata_cases() -> list[Case]:
    return []
