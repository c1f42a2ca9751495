"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, an app store optimisation team's keyword and app rankings fused across rank trackers (App Store Connect and Google Play Console exports in UTF-16, data.ai and AppTweak CSVs, iTunes Search API JSON) (its cases, ids ``u29f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYNINTH_APPSTORE = "45 Unseen inputs: a twenty-ninth bar, an app store optimisation team's keyword and app rankings fused across rank trackers (App Store Connect and Google Play Console exports in UTF-16, data.ai and AppTweak CSVs, iTunes Search API JSON)"


def twentyninth_bar_appstore_cases() -> list[Case]:
    return []
