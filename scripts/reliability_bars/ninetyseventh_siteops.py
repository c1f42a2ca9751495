"""Issue 45's ninety-seventh bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def ninetyseventh_bar_siteops_cases() -> list[Case]:
    return []
