"""Issue 45's hundred-and-thirteenth bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredthirteenth_bar_bibliometrics_cases() -> list[Case]:
    return []
