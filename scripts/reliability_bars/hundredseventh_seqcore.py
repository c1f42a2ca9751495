"""Issue 45's hundred-and-seventh bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredseventh_bar_seqcore_cases() -> list[Case]:
    return []
