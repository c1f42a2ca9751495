"""Issue 45's hundred-and-second bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredsecond_bar_packages_cases() -> list[Case]:
    return []
