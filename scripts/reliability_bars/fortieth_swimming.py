"""Issue 45's fortieth bar: placeholder, written by a persona session."""

from __future__ import annotations

from .case import Case


def fortieth_bar_swimming_cases() -> list[Case]:
    return []
