"""Issue 45's seventy-eighth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def seventyeighth_bar_rhythmgames_cases() -> list[Case]:
    return []
