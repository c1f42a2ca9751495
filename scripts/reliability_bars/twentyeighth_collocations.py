"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, a corpus linguistics team's ranking of collocations across association measures (CoNLL-U, CQP, Sketch Engine, AntConc) (its cases, ids ``u28c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYEIGHTH_COLLOCATIONS = "45 Unseen inputs: a twenty-eighth bar, a corpus linguistics team's ranking of collocations across association measures (CoNLL-U, CQP, Sketch Engine, AntConc)"


def twentyeighth_bar_collocations_cases() -> list[Case]:
    return []
