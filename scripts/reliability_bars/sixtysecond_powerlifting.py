"""Issue 45's sixty-second bar (placeholder: a persona session writes it)."""

from __future__ import annotations

from .case import Case

SIXTYSECOND_POWERLIFTING = "45 Unseen inputs: a sixty-second bar (placeholder)"


def sixtysecond_bar_powerlifting_cases() -> list[Case]:
    return []
