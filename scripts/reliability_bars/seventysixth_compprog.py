"""Issue 45's seventy-sixth bar: a placeholder until its persona session writes it."""

from __future__ import annotations

from reliability_bars.case import Case


def seventysixth_bar_compprog_cases() -> list[Case]:
    return []
