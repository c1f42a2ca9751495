"""Issue 45's thirty-ninth bar: placeholder, written by a persona session."""

from __future__ import annotations

from .case import Case


def thirtyninth_bar_bridge_cases() -> list[Case]:
    return []
