"""trec_eval measures of a consensus over a :class:`Rankings`, relevance from qrels.

:class:`QrelsEvaluation` is the evaluation a dataset setting with qrels carries
(``LetorDataset.evaluation``, :mod:`rankagg.experiments.settings`): the protocol
asks it, instead of the LETOR measures of the items' labels, for the per-query
values of a consensus.  The conventions are trec_eval's, applied to the run
``rankagg fuse`` would write:

* the ranked list is the consensus order (house tie rule,
  :func:`rankagg.data.rankings.consensus_order`) cut at ``depth`` documents
  (``rankagg fuse --depth``, default 1000);
* gain = the qrels grade (negative grades count 0), discount ``log2(rank + 1)``;
  the ideal DCG ranks **every judged document** of the query, retrieved or not;
* relevant = grade >= 1; AP divides by every relevant document in the qrels, so
  relevant documents the run did not retrieve count (as misses);
* a query without judgements gives 0 (trec_eval skips it; every topic of the
  shipped setting is judged).

Measures: ``nDCG@k``, ``nDCG``, ``P@k``, ``AP``, ``RR``, ``R@k`` (names as
:mod:`rankagg.evaluation.trec_eval` spells them).  The values equal pytrec_eval's
on the written run file (``tests/test_trec_setting.py``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_order

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["QrelsEvaluation"]

_NAME = re.compile(r"^(ndcg|p|ap|rr|r)(?:@(\d+))?$")


def _parse(name: str) -> tuple[str, int | None]:
    m = _NAME.match(name.strip().lower())
    if not m:
        raise ValueError(f"measure {name!r}: a qrels evaluation supports nDCG@k, nDCG, P@k, AP, RR and R@k")
    kind, k = m.group(1), (int(m.group(2)) if m.group(2) else None)
    if (kind in ("p", "r") and k is None) or (kind in ("ap", "rr") and k is not None) or k == 0:
        raise ValueError(f"measure {name!r}: P and R need a cutoff >= 1 (P@20); AP and RR take none")
    return kind, k


class QrelsEvaluation:
    """Per-query trec_eval measures of scores over any :class:`Rankings` of the judged topics.

    Parameters
    ----------
    qrels
        Columns ``qid, docid, rel`` (:func:`rankagg.io.read_qrels`).
    measures
        The measures, the first being the setting's primary measure.
    depth
        Documents of the consensus that count (the run file's depth); ``None``: all.
    """

    def __init__(self, qrels: pd.DataFrame, measures: Sequence[str], depth: int | None = 1000) -> None:
        if not measures:
            raise ValueError("a qrels evaluation needs at least one measure")
        if depth is not None and depth < 1:
            raise ValueError(f"depth must be >= 1 or None, got {depth}")
        self.measures = tuple(measures)
        self._parsed = [_parse(m) for m in self.measures]
        self.depth = depth
        self.qrels = qrels[["qid", "docid", "rel"]].astype({"qid": str, "docid": str})
        grades = self.qrels["rel"].to_numpy(dtype=np.float64)
        self._grades: dict[str, NDArray[np.float64]] = {
            str(q): np.sort(np.clip(g, 0.0, None))[::-1]
            for q, g in zip(*_group(self.qrels["qid"].to_numpy(), grades))
        }

    @property
    def primary(self) -> str:
        """The setting's own measure (the first)."""
        return self.measures[0]

    def _labels(self, data: Rankings) -> NDArray[np.float64]:
        def compute() -> NDArray[np.float64]:
            from rankagg.io.trec import qrels_labels

            return qrels_labels(data, self.qrels).astype(np.float64)

        return data.cached(("qrels_evaluation_labels", id(self)), compute)

    def evaluate(self, data: Rankings, scores: NDArray[np.float64]) -> dict[str, NDArray[np.float64]]:
        """``{measure: per-query values}`` of ``scores`` (one per item of ``data``), queries in ``data``'s order."""
        labels = self._labels(data)
        order = consensus_order(data, scores)
        out = {m: np.zeros(data.n_queries) for m in self.measures}
        for qi, qid in enumerate(data.qids):
            ideal = self._grades.get(str(qid))
            if ideal is None:
                continue
            lo, hi = data.offsets[qi], data.offsets[qi + 1]
            gains = np.clip(labels[order[lo:hi]][: self.depth], 0.0, None)
            for name, (kind, k) in zip(self.measures, self._parsed):
                out[name][qi] = _measure(kind, k, gains, ideal)
        return out

    def mean(self, per_query: Mapping[str, NDArray[np.float64]]) -> dict[str, float]:
        """Mean over queries of each measure."""
        return {m: float(np.mean(v)) if len(v) else 0.0 for m, v in per_query.items()}


def _group(keys: NDArray, values: NDArray[np.float64]) -> tuple[list, list[NDArray[np.float64]]]:
    """Values grouped by key (keys in first-seen order)."""
    order = np.argsort(keys, kind="stable")
    k, v = keys[order], values[order]
    cut = np.flatnonzero(k[1:] != k[:-1]) + 1
    starts = np.r_[0, cut] if len(k) else np.zeros(0, dtype=np.int64)
    return [k[s] for s in starts], np.split(v, cut) if len(k) else []


def _measure(kind: str, k: int | None, gains: NDArray[np.float64], ideal: NDArray[np.float64]) -> float:
    """One measure of one query: ``gains`` of the ranked documents, ``ideal`` every judged grade, descending."""
    rel = gains > 0
    n_rel = int(np.count_nonzero(ideal > 0))
    if kind == "ndcg":
        g, i = (gains, ideal) if k is None else (gains[:k], ideal[:k])
        idcg = float(np.sum(i / np.log2(np.arange(2, len(i) + 2))))
        return float(np.sum(g / np.log2(np.arange(2, len(g) + 2)))) / idcg if idcg > 0 else 0.0
    if kind == "p":
        assert k is not None
        return float(np.count_nonzero(rel[:k])) / k
    if kind == "r":
        return float(np.count_nonzero(rel[:k])) / n_rel if n_rel else 0.0
    hits = np.flatnonzero(rel)
    if kind == "rr":
        return 1.0 / (hits[0] + 1) if len(hits) else 0.0
    # ap
    return float(np.sum(np.arange(1, len(hits) + 1) / (hits + 1.0))) / n_rel if n_rel else 0.0
