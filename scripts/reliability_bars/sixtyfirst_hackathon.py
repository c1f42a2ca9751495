"""Issue 45's sixty-first bar (placeholder: a persona session writes it)."""

from __future__ import annotations

from .case import Case

SIXTYFIRST_HACKATHON = "45 Unseen inputs: a sixty-first bar (placeholder)"


def sixtyfirst_bar_hackathon_cases() -> list[Case]:
    return []
