"""Issue 45's ninety-third bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def ninetythird_bar_languagedecks_cases() -> list[Case]:
    return []
