"""Issue 45's hundred-and-eighth bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredeighth_bar_legalbilling_cases() -> list[Case]:
    return []
