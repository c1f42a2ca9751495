"""Explanations of :class:`~rankagg.fuser.Fuser` scores: per output document and input list the rank,
raw score, normalised score, weight and contribution; the fused score and its tie group; and
:func:`score_from_explanation`, which gives the fused score back from those numbers alone."""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from rankagg.data.tie_rule import comparable_scores
from rankagg.fuser.lists import _median_rows
from rankagg.fuser.sums import sorted_sums

__all__ = ["score_from_explanation"]


def _explanations(order, docs, fused, names, parsed, ranks, detail):  # noqa: ANN001, ANN202
    vals, contrib, rule, factor, weights = detail
    q = _quantised(fused)
    group: dict[float, int] = {}
    for v in q:
        group[v] = group.get(v, 0) + 1
    score_of = [dict(zip(ids, sc)) if sc is not None else None for ids, sc in parsed]
    out = []
    for i in order:
        per = {}
        for j, name in enumerate(names):
            r = ranks[j].get(i)
            per[name] = {"rank": r, "score": None if (r is None or score_of[j] is None) else score_of[j][docs[i]],
                         "normalised": vals[j].get(i), "weight": 1.0 if weights is None else weights[j],
                         "contribution": contrib[j].get(i)}
        entry = {"docid": docs[i], "score": fused[i], "tie_group": group[q[i]], "rule": rule, "lists": per}
        if factor is not None:
            entry["factor"] = factor[i]
        out.append(entry)
    return out


def _quantised(fused: list[float]) -> list[float]:
    """The fused scores as the tie rule compares them (:func:`~rankagg.data.tie_rule.comparable_scores`)."""
    return comparable_scores(np.array([0, len(fused)]), np.asarray(fused, dtype=np.float64)).tolist()


def _row_sum(values: list[float], m: int) -> float:
    """One document's values added as the fuser adds a row of ``m`` lists (:func:`~rankagg.fuser.sums.sorted_sums`)."""
    v = np.asarray(values, dtype=np.float64)
    return float(sorted_sums(np.zeros(v.size, dtype=np.intp), np.arange(v.size), v, 1, m)[0])


def score_from_explanation(entry: Mapping[str, Any]) -> float:
    """The fused score recomputed from one explanation entry (its contributions, weights and rule)."""
    from rankagg.methods.engine_norms import COMBINES, combine_matrix

    lists = list(entry["lists"].values())
    contrib = [e["contribution"] for e in lists if e["contribution"] is not None]
    rule = entry["rule"]
    m = len(lists)
    if rule in ("sum", "sum*factor", "sum/count"):
        total = _row_sum([x for x in contrib if x != 0.0], m)
        if rule == "sum":
            return total
        return total * entry["factor"] if rule == "sum*factor" else total / len(contrib)
    if rule == "wmnz":
        plain = _row_sum([e["normalised"] for e in lists if e["normalised"] is not None and e["normalised"] != 0.0], m)
        return plain * entry["factor"]
    if rule == "max":
        return max(contrib)
    if rule == "min":
        return min(contrib)
    if rule == "median":
        return _median_rows([{0: x} for x in contrib], 1, len(contrib))[0]
    if rule in COMBINES:
        s = np.array([[np.nan if e["normalised"] is None else e["normalised"] for e in lists]])
        return float(combine_matrix(s, np.array([e["weight"] for e in lists]), rule)[0])
    raise ValueError(f"unknown rule {rule!r}")
