"""Issue 45's ninetieth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def ninetieth_bar_localization_cases() -> list[Case]:
    return []
