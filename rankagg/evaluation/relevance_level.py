"""trec_eval's ``-l LEVEL``: the grade from which a document counts as relevant, for every measure at once.

trec_eval applies its ``-l`` to the measures that count relevant documents (P, map, recip_rank, recall, Rprec,
bpref, num_rel, num_rel_ret, set_P, infAP, success, ...): here, those with a ``rel`` parameter
(:data:`rankagg.evaluation.catalogue.REL`), which ``-l`` sets unless the measure names its own (``AP(rel=1)``).  Its
nDCG reads the grades themselves and is the same at every level (checked with pytrec_eval: ``ndcg_cut_3`` is equal
at ``relevance_level`` 1 and 2, ``P_3`` and ``map`` are not); so are Judged (judged at all) and NumQ, and NumRet at
``rel=0`` (trec_eval's num_ret counts every document retrieved).  infAP (pytrec_eval's, given the level as its
``relevance_level``) and SetP and SetR (set_P, set_recall) have a ``rel`` like the other set measures.  (u17k_eval_trec_dash_l: a trial-matching team typed ``-l 2``, trec_eval's way to count
only eligible trials, and was refused the option.)
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Iterable

from rankagg.evaluation.registry import Measure, expand_measure, parse_measure

__all__ = ["at_relevance_level"]

_GIVEN_REL = re.compile(r"[(,]\s*rel\s*=", re.IGNORECASE)


def at_relevance_level(items: Iterable[Any], level: int, option: str = "--measures") -> list[Measure]:
    """The measures ``items`` (names as ``--measures`` and ``-m`` take them) with ``rel`` set to ``level`` where the
    measure counts documents relevant from a grade and does not name its own; errors name the measure and ``-l``."""
    out = []
    for item in items:
        for piece in expand_measure(item, "trec", option):
            m = parse_measure(piece, "trec", option)
            rel = next((p for p in m.definition.params if p.name == "rel"), None)
            if rel is not None and m.param("rel") == 1 and not _GIVEN_REL.search(str(piece)):
                why = rel.check(level)
                if why:
                    raise ValueError(f"-l {level}: {why}")
                m = dataclasses.replace(m, params=tuple((k, level if k == "rel" else v) for k, v in m.params))
            out.append(m)
    return out
