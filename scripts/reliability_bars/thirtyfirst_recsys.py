"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a recommender-systems team's ranking of recommenders per user segment across offline metrics and A/B tests (RecBole atomic files, MovieLens, LensKit, Elliot, Microsoft Recommenders, implicit) (its cases, ids ``u31a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

from .case import Case

THIRTYFIRST_RECSYS = ("45 Unseen inputs: a thirty-first bar, a recommender-systems team's ranking of recommenders per user segment across offline metrics and A/B tests (RecBole atomic files, MovieLens, LensKit, Elliot, Microsoft Recommenders, implicit)")


def thirtyfirst_bar_recsys_cases() -> list[Case]:
    return []
