"""Issue 45's sixty-third bar (placeholder: a persona session writes it)."""

from __future__ import annotations

from .case import Case

SIXTYTHIRD_RODEO = "45 Unseen inputs: a sixty-third bar (placeholder)"


def sixtythird_bar_rodeo_cases() -> list[Case]:
    return []
