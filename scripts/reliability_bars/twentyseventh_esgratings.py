"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a sustainable-finance team's consensus ranking of companies across ESG rating agencies (letter grades, XBRL filings) (its cases, ids ``u27e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSEVENTH_ESGRATINGS = "45 Unseen inputs: a twenty-seventh bar, a sustainable-finance team's consensus ranking of companies across ESG rating agencies (letter grades, XBRL filings)"


def twentyseventh_bar_esgratings_cases() -> list[Case]:
    return []
