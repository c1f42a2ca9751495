"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a plant-breeding team's ranking of cultivars per trial site across seasons and traits (BrAPI JSON, Field Book exports, DSSAT and ICASA files, ASReml output, variety trial tables) (its cases, ids ``u31c_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

from .case import Case

THIRTYFIRST_AGRICULTURE = ("45 Unseen inputs: a thirty-first bar, a plant-breeding team's ranking of cultivars per trial site across seasons and traits (BrAPI JSON, Field Book exports, DSSAT and ICASA files, ASReml output, variety trial tables)")


def thirtyfirst_bar_agriculture_cases() -> list[Case]:
    return []
