"""Issue 45's ninety-first bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def ninetyfirst_bar_chess_cases() -> list[Case]:
    return []
