"""Issue 45's hundred-and-sixth bar (placeholder until its persona module is written)."""

from __future__ import annotations

from .case import Case


def hundredsixth_bar_freight_cases() -> list[Case]:
    return []
