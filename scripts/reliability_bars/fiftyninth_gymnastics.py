"""Issue 45's fifty-ninth bar (placeholder: a persona session writes it)."""

from __future__ import annotations

from .case import Case

FIFTYNINTH_GYMNASTICS = "45 Unseen inputs: a fifty-ninth bar (placeholder)"


def fiftyninth_bar_gymnastics_cases() -> list[Case]:
    return []
