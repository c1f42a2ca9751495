"""Issue 45's hundred-and-tenth bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredtenth_bar_moldynamics_cases() -> list[Case]:
    return []
