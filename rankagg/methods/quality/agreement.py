"""Agreement-weighted fusion: trust each ranker as much as it agrees with the leave-one-out consensus."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.methods.registry import register
from rankagg.features.points import order_free_sum
from rankagg.methods.quality.core import QualityWeightedFusion
from rankagg.methods.quality.query_stats import query_correlation

__all__ = ["AgreementFusion", "agreement_quality"]


def agreement_quality(
    data: Rankings, points: NDArray[np.float64], weights: NDArray[np.float64]
) -> NDArray[np.float64]:
    """``(n_queries, n_rankers)``: each ranker's agreement with the consensus of the *others*.

    For query ``q`` and ranker ``i`` it is the Pearson correlation, over the query's
    items, between ranker ``i``'s points and the weighted sum of every other
    ranker's points (``weights`` per query; leave-one-out so that a ranker cannot
    vote for itself), clipped at 0: a ranker that disagrees with the rest (a
    random or adversarial one) earns no weight.
    """
    contrib = points * weights[data.query_of_item]
    others = order_free_sum(contrib)[:, None] - contrib
    return np.maximum(query_correlation(data, points, others), 0.0)


@register("agreement")
class AgreementFusion(QualityWeightedFusion):
    """Fusion weighted by label-free agreement with the leave-one-out consensus.

    Source: estimating each system's quality from its similarity to the other
    systems, without judgments, and fusing with those estimated weights (Wu &
    Crestani, *Data fusion with estimated weights*, CIKM 2002, §3; Aslam & Savell,
    *On the effectiveness of evaluating retrieval systems in the absence of
    relevance judgments*, SIGIR 2003: a system's quality is estimated by its
    average similarity to the others), iterated as a fixed point as in DIBRA
    (Akritidis et al., Expert Syst. Appl. 202, 2022, §3.2): fuse → re-estimate
    the qualities → fuse.

    Quality of ranker ``i`` on query ``q``: :func:`agreement_quality` (Pearson
    correlation of its fusion points with the others' weighted consensus,
    clipped at 0).  Weights, scope, rounds, fitted state and unranked treatment:
    :class:`~rankagg.methods.quality.core.QualityWeightedFusion`.
    """

    not_duplication_invariant = "a duplicated ranker agrees perfectly with its twin among the others, so its weight rises"

    defaults = {**QualityWeightedFusion.defaults, "n_iter": 3}
    param_grid = {"power": [0.0, 1.0, 2.0, 4.0], "scope": ["global", "blend"]}
    citation = (
        "Wu & Crestani, Data fusion with estimated weights, CIKM 2002; Aslam & Savell, SIGIR 2003; "
        "fixed-point iteration as in Akritidis et al., DIBRA, Expert Syst. Appl. 202, 2022"
    )

    def round_quality(self, data, points, weights):
        return agreement_quality(data, points, weights)
