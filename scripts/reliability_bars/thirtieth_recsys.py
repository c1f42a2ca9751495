"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a recommender-systems research team's fusion of recommenders' top-N lists across offline benchmarks (MovieLens ratings.dat, RecBole atomic files, LensKit and Microsoft Recommenders outputs, Elliot configs) (its cases, ids ``u30a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

THIRTIETH_RECSYS = "45 Unseen inputs: a thirtieth bar, a recommender-systems research team's fusion of recommenders' top-N lists across offline benchmarks (MovieLens ratings.dat, RecBole atomic files, LensKit and Microsoft Recommenders outputs, Elliot configs)"


def thirtieth_bar_recsys_cases() -> list[Case]:
    return []
