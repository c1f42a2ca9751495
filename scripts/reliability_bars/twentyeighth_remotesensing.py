"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, a remote sensing team's ranking of satellite scenes across scorers (GeoTIFF, STAC, Sentinel SAFE, ENVI) (its cases, ids ``u28d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYEIGHTH_REMOTESENSING = "45 Unseen inputs: a twenty-eighth bar, a remote sensing team's ranking of satellite scenes across scorers (GeoTIFF, STAC, Sentinel SAFE, ENVI)"


def twentyeighth_bar_remotesensing_cases() -> list[Case]:
    return []
