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

Measures: any of the registry's trec family that the NumPy trec provider computes
(:mod:`rankagg.evaluation.trec_numpy`: ``nDCG@k``, ``nDCG``, ``P@k``, ``AP``, ``RR``,
``R@k``, ... and any measure registered later).  The values equal pytrec_eval's
on the written run file (``tests/experiments/test_trec_setting.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_order
from rankagg.evaluation.registry import parse_measures
from rankagg.evaluation.trec_numpy import Judgements, Ranked

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["QrelsEvaluation"]


class QrelsEvaluation:
    """Per-query trec_eval measures of scores over any :class:`Rankings` of the judged topics.

    Parameters
    ----------
    qrels
        Columns ``qid, docid, rel`` (:func:`rankagg.io.read_qrels`).
    measures
        The measures (trec family of the registry; each must be computed by the NumPy trec
        provider), the first being the setting's primary measure.
    depth
        Documents of the consensus that count (the run file's depth); ``None``: all.
    """

    def __init__(self, qrels: pd.DataFrame, measures: Sequence[str], depth: int | None = 1000) -> None:
        if not measures:
            raise ValueError("a qrels evaluation needs at least one measure")
        if depth is not None and depth < 1:
            raise ValueError(f"depth must be >= 1 or None, got {depth}")
        self._parsed = parse_measures(measures, "trec")
        for m in self._parsed:
            if m.definition.numpy is None:
                raise ValueError(f"measure {m.name!r}: a qrels evaluation needs a measure of the NumPy trec provider")
        self.measures = tuple(m.name for m in self._parsed)
        self.depth = depth
        self.qrels = qrels[["qid", "docid", "rel"]].astype({"qid": str, "docid": str})

    def _labels(self, data: Rankings) -> tuple[NDArray[np.float64], NDArray[np.bool_], Judgements]:
        def compute() -> tuple[NDArray[np.float64], NDArray[np.bool_], Judgements]:
            from rankagg.io.trec import qrels_labels

            pos = {str(q): i for i, q in enumerate(data.qids)}
            q = self.qrels[self.qrels["qid"].isin(set(pos))]
            judgements = Judgements(q["qid"].map(pos).to_numpy(dtype=np.int64), q["rel"].to_numpy(dtype=np.float64),
                                    data.n_queries)
            key = set(zip(q["qid"].tolist(), q["docid"].tolist()))
            judged = np.fromiter(((str(data.qids[i]), str(d)) in key for i, d in
                                  zip(data.query_of_item.tolist(), data.docids.tolist())), dtype=bool, count=data.n_items)
            return qrels_labels(data, self.qrels).astype(np.float64), judged, judgements

        return data.cached(("qrels_evaluation_labels", id(self)), compute)

    def evaluate(self, data: Rankings, scores: NDArray[np.float64]) -> dict[str, NDArray[np.float64]]:
        """``{measure: per-query values}`` of ``scores`` (one per item of ``data``), queries in ``data``'s order."""
        labels, judged, judgements = self._labels(data)
        order = consensus_order(data, scores)  # grouped by query, best first
        qidx = data.query_of_item[order]
        rank = np.arange(len(order)) - np.asarray(data.offsets, dtype=np.int64)[qidx] + 1
        keep = rank <= self.depth if self.depth is not None else np.ones(len(order), dtype=bool)
        items = order[keep]
        ranked = Ranked(data.n_queries, qidx[keep], rank[keep], labels[items], judged[items])
        return {m.name: np.asarray(m.definition.numpy(ranked, judgements, m), dtype=np.float64)  # type: ignore[misc]
                for m in self._parsed}

    def mean(self, per_query: Mapping[str, NDArray[np.float64]]) -> dict[str, float]:
        """Each measure over the queries, as trec_eval's ``all`` line: the mean, a count's sum, gm_map's geometric
        mean (:meth:`~rankagg.evaluation.registry.Measure.summary`)."""
        parsed = {m.name: m for m in self._parsed}
        return {m: (parsed[m].summary(v) if m in parsed else float(np.mean(v))) if len(v) else 0.0
                for m, v in per_query.items()}
