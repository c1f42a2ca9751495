"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, an image-retrieval researcher's landmark and product-image rankings (its cases, ids ``u18i_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

EIGHTEENTH_IMAGES = "45 Unseen inputs: an eighteenth bar, an image-retrieval researcher's landmark and product-image rankings"


def eighteenth_bar_images_cases() -> list[Case]:
    return []
