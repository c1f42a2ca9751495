"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, a news-recommendation team's click-based rankers (MIND impressions) (its cases, ids ``u19n_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

NINETEENTH_NEWS = "45 Unseen inputs: a nineteenth bar, a news-recommendation team's click-based rankers (MIND impressions)"


def nineteenth_bar_news_cases() -> list[Case]:
    return []
