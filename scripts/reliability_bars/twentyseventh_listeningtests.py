"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a speech synthesis team's ranking of TTS systems from listening tests (MUSHRA, MOS, A/B preference tests: webMUSHRA, BeaqleJS) (its cases, ids ``u27g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSEVENTH_LISTENINGTESTS = "45 Unseen inputs: a twenty-seventh bar, a speech synthesis team's ranking of TTS systems from listening tests (MUSHRA, MOS, A/B preference tests: webMUSHRA, BeaqleJS)"


def twentyseventh_bar_listeningtests_cases() -> list[Case]:
    return []
