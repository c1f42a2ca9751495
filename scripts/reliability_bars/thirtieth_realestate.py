"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a real-estate search team's fusion of property rankings across valuation models and listing feeds (RESO Web API JSON, RETS COMPACT XML, Zillow ZHVI wide CSVs, MLS exports, prices with currency signs) (its cases, ids ``u30g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

THIRTIETH_REALESTATE = "45 Unseen inputs: a thirtieth bar, a real-estate search team's fusion of property rankings across valuation models and listing feeds (RESO Web API JSON, RETS COMPACT XML, Zillow ZHVI wide CSVs, MLS exports, prices with currency signs)"


def thirtieth_bar_realestate_cases() -> list[Case]:
    return []
