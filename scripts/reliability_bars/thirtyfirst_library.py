"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a university library's ranking of e-resources and search results across discovery layers and usage reports (MARC 21, MARCXML, COUNTER 5 reports, KBART, OAI-PMH, Primo and Summon exports) (its cases, ids ``u31g_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

from .case import Case

THIRTYFIRST_LIBRARY = ("45 Unseen inputs: a thirty-first bar, a university library's ranking of e-resources and search results across discovery layers and usage reports (MARC 21, MARCXML, COUNTER 5 reports, KBART, OAI-PMH, Primo and Summon exports)")


def thirtyfirst_bar_library_cases() -> list[Case]:
    return []
