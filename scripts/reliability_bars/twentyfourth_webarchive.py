"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py, a web archive's crawl-seed prioritisation (its cases, ids ``u24b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYFOURTH_WEBARCHIVE = "45 Unseen inputs: a twenty-fourth bar, a web archive's crawl-seed prioritisation"


def twentyfourth_bar_webarchive_cases() -> list[Case]:
    return []
