"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a public procurement office's ranking of bids per lot across evaluators (OCDS releases and records, TED eForms XML, UBL tenders, scoring sheets) (its cases, ids ``u31d_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

from .case import Case

THIRTYFIRST_PROCUREMENT = ("45 Unseen inputs: a thirty-first bar, a public procurement office's ranking of bids per lot across evaluators (OCDS releases and records, TED eForms XML, UBL tenders, scoring sheets)")


def thirtyfirst_bar_procurement_cases() -> list[Case]:
    return []
