"""Issue 45's fifty-ninth bar (placeholder: a persona session writes it)."""

from __future__ import annotations

from .case import Case

FIFTYNINTH_DARTS = "45 Unseen inputs: a fifty-ninth bar (placeholder)"


def fiftyninth_bar_darts_cases() -> list[Case]:
    return []
