"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, an entity linking team's ranking of knowledge-base candidates across linkers (NIF, N-Triples, AIDA-CoNLL, GERBIL, Wikidata QIDs) (its cases, ids ``u28f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYEIGHTH_ENTITYLINKING = "45 Unseen inputs: a twenty-eighth bar, an entity linking team's ranking of knowledge-base candidates across linkers (NIF, N-Triples, AIDA-CoNLL, GERBIL, Wikidata QIDs)"


def twentyeighth_bar_entitylinking_cases() -> list[Case]:
    return []
