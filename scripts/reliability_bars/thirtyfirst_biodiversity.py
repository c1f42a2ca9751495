"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a biodiversity team's ranking of species and sites for conservation across distribution models and surveys (Darwin Core Archives, GBIF downloads, iNaturalist exports, Maxent outputs, IUCN Red List tables) (its cases, ids ``u31b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

from .case import Case

THIRTYFIRST_BIODIVERSITY = ("45 Unseen inputs: a thirty-first bar, a biodiversity team's ranking of species and sites for conservation across distribution models and surveys (Darwin Core Archives, GBIF downloads, iNaturalist exports, Maxent outputs, IUCN Red List tables)")


def thirtyfirst_bar_biodiversity_cases() -> list[Case]:
    return []
