"""Issue 45's seventy-seventh bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def seventyseventh_bar_llmeval_cases() -> list[Case]:
    return []
