"""BestInput: the single ranker that does best on labelled queries (St.Agg Table 1)."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, Scalar, Text
from rankagg.methods.base import Aggregator
from rankagg.methods.ranker_order import canonical_ranker_order
from rankagg.methods.registry import register

__all__ = ["BestInput"]


@register("best_input")
class BestInput(Aggregator):
    """The single ranker that does best on labelled queries (St.Agg Table 1 "BestInput").

    ``fit`` evaluates every ranker on the training queries (``select_on="train"``)
    or the validation queries (``"vali"``) by ``measure`` and keeps the best;
    equally good rankers are decided by the canonical ranker order (their
    content, not their position), so reordering the inputs picks the same one.
    Items it did not rank go below its list (house tie rule among them).
    """

    defaults = {"measure": "NDCG@10", "select_on": "train"}
    param_doc = {"measure": "LETOR measure used to pick the ranker", "select_on": "train | vali"}
    citation = "Niu et al. UAI 2013, Table 1 (BestInput)"
    supervised = True
    fitted_state = {"ranker_": Scalar("i", low=0, high="n_rankers", high_open=True)}

    param_constraints = {"measure": Text("a LETOR measure name such as 'NDCG@10'"), "select_on": Options("train", "vali")}

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "BestInput":
        from rankagg.evaluation.measures import evaluate

        super().fit(train, valid)
        data = valid if (self.select_on == "vali" and valid is not None) else train
        if data.labels is None:
            raise ValueError("best_input needs labels")
        r = data.local_ranks()
        values = []
        for j in range(data.n_rankers):
            s = np.where(np.isnan(r[:, j]), -np.inf, -r[:, j])
            s = np.where(np.isfinite(s), s, -1e9)
            values.append(float(np.mean(evaluate(data, s)[self.measure])))
        self.ranker_scores_ = values
        best, best_val = 0, -np.inf
        for j in canonical_ranker_order(data):
            if values[j] > best_val:
                best, best_val = int(j), values[j]
        self.ranker_ = int(best)
        self.ranker_name_ = data.ranker_names[best]
        return self

    def score(self, data: Rankings) -> NDArray[np.float64]:
        r = data.local_ranks()[:, self.ranker_]
        return np.where(np.isnan(r), np.nan, -r)
