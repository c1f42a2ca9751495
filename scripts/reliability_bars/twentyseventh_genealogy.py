"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a genealogy and record-linkage team's ranking of candidate record matches across matchers (GEDCOM, FamilySearch, Splink) (its cases, ids ``u27d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSEVENTH_GENEALOGY = "45 Unseen inputs: a twenty-seventh bar, a genealogy and record-linkage team's ranking of candidate record matches across matchers (GEDCOM, FamilySearch, Splink)"


def twentyseventh_bar_genealogy_cases() -> list[Case]:
    return []
