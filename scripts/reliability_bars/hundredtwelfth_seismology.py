"""Issue 45's hundred-and-twelfth bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredtwelfth_bar_seismology_cases() -> list[Case]:
    return []
