"""Per-query values from pytrec_eval, for the measure only it computes (infAP) and the cross-checks: the one call both
evaluation paths make (:mod:`rankagg.evaluation.trec_batch`).

pytrec_eval bundles trec_eval 9, which reads scores as float32: it is given each line's place in
:data:`~rankagg.evaluation.trec_numpy.ORDER` (trec_eval 10.0's order, doubles) as its score, so that it ranks the
run as every other measure does, near-ties and scores beyond float32 included."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.evaluation.registry import Measure
from rankagg.evaluation.trec_numpy import places_in_order

__all__ = ["pytrec_values", "pytrec_grades", "BINARY"]

#: pytrec_eval keeps a grade in a C ``int`` (32 bits; trec_eval reads a ``long``): 4294967296 arrived as 0, not
#: relevant, and 2^63 - 1 went through a float cast as -2^63.  trec_eval also sizes arrays by the largest grade, so a
#: grade of 2^31 - 1 asked for gigabytes and, under a memory limit, gave 0 without a word.  The measures only it
#: computes (:data:`BINARY`) read a grade only as relevant (at or above the relevance level) or not: for them every
#: grade is clipped to [-1, level]; graded measures (the reference provider's nDCG) get [-1, 2^31 - 1].
#:
#: Why -1 below: trec_eval reads every negative grade alike, as a document in the pool but unjudged (infAP's -1; a
#: document absent from the qrels is the one not pooled), so -2 and -1 give the same values; but its per-query array
#: of grade counts is sized by the query's largest grade plus one, and a query whose grades are all -2 or below asked
#: for a negative size.  pytrec_eval keeps that array between calls: the next evaluation in the process (a second run
#: of ``rankagg evaluate --qrels Q RUN1 RUN2 -m infAP``, the next call in a notebook) died of a segmentation fault.
BINARY = frozenset({"infAP", "SetP", "SetR"})
_UNJUDGED, _INT_MAX = -1, 2**31 - 1


def _nested(qid: Sequence[str], docid: Sequence[str], value: Sequence[Any]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for q, d, v in zip(qid, docid, value):
        out.setdefault(q, {})[d] = v
    return out


def pytrec_values(run: Mapping[str, NDArray], qrels: Mapping[str, NDArray], measures: Sequence[Measure]
                   ) -> dict[str, dict[str, float]]:
    """``{spelling: {qid: value}}`` from pytrec_eval (dicts of dicts go straight to it)."""
    import pytrec_eval

    judged = set(qrels["qid"].tolist())
    keep = np.fromiter((x in judged for x in run["qid"].tolist()), dtype=bool, count=len(run["qid"]))
    qid, docid = run["qid"][keep], run["docid"][keep]
    r = _nested(qid.tolist(), docid.tolist(), places_in_order(qid, docid, run["score"][keep]).tolist())
    out: dict[str, dict[str, float]] = {}
    by_level: dict[int, list[Measure]] = {}
    for m in measures:  # one evaluator per relevance level (trec_eval's -l: a measure's rel); pytrec_eval takes
        # levels from 1, and NumRet's rel=0 (every retrieved document) reads none: at 1
        by_level.setdefault(max(int(dict(m.params).get("rel", 1)), 1), []).append(m)
    for level, group in sorted(by_level.items()):
        graded = any(m.definition.name not in BINARY for m in group)
        grades = pytrec_grades(qrels["rel"], graded, level)
        q = _nested(qrels["qid"].tolist(), qrels["docid"].tolist(), grades.tolist())
        hooks = {m.name: m.definition.pytrec(m) for m in group}  # type: ignore[misc]
        table = pytrec_eval.RelevanceEvaluator(q, {h[0] for h in hooks.values()}, relevance_level=level).evaluate(r)
        out.update({name: {qid: row[h[1]] for qid, row in table.items()} for name, h in hooks.items()})
    return out


def pytrec_grades(rel: NDArray, graded: bool = False, level: int = 1) -> NDArray[np.int64]:
    """The grades as pytrec_eval is given them, each read as trec_eval reads the grade (:data:`BINARY`) at the
    relevance level ``level`` (trec_eval's ``-l``: a binary measure reads a grade as below it or not)."""
    top = _INT_MAX if graded else max(int(level), 1)
    return np.clip(np.asarray(rel, dtype=np.float64), _UNJUDGED, top).astype(np.int64)
