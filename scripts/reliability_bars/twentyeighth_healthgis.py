"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, a public health team's ranking of counties by vulnerability across indices (FIPS codes, CDC SVI, shapefiles, GeoPackage, ACS) (its cases, ids ``u28b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYEIGHTH_HEALTHGIS = "45 Unseen inputs: a twenty-eighth bar, a public health team's ranking of counties by vulnerability across indices (FIPS codes, CDC SVI, shapefiles, GeoPackage, ACS)"


def twentyeighth_bar_healthgis_cases() -> list[Case]:
    return []
