"""Local Kemenization (Dwork, Kumar, Naor & Sivakumar, WWW 2001, §4.2) of any consensus, and MCLK: a base
consensus (MC4 by default) followed by local Kemenization (the "MCLK" baseline of St.Agg, Niu et al. UAI 2013,
Table 1).

:func:`local_kemenize` takes the order that any scores give and moves each item up while a strict majority of
the rankers that compared it with the item above prefers it: the result is locally Kemeny-optimal and agrees
with the input wherever the majority does not object.  The compiled pass is
:func:`rankagg.methods.pairwise_kernels.local_kemenize_flat`.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_scores
from rankagg.data.validation import Options, check_param
from rankagg.methods.registry import make_method, method_spec_param, parse_spec, register
from rankagg.methods.base import Aggregator
from rankagg.methods.pairwise_base import PairwiseAggregator
from rankagg.methods.canonical_order import canonical_perm, prepared_ranks
from rankagg.methods.pairwise_kernels import TRANSFORM_CODES, binary_pairwise_flat, local_kemenize_flat, pairwise_flat

__all__ = ["MCLK", "local_kemenize"]


def local_kemenize(data: Rankings, scores: NDArray[np.float64], *, unranked: str = "none",
                   transform: str = "binary", positions: str = "raw") -> NDArray[np.float64]:
    """Locally Kemenize any consensus (Dwork et al. WWW 2001, §4.2).

    ``scores`` (higher = better, ties and NaN by the house rule) give the input
    order; the result is the locally Kemeny-optimal order closest to it: every
    adjacent pair agrees with the majority of the rankers that compared them
    (strictly more weight, with the chosen Volkovs §2.1 transform).  Returns
    distinct scores ``n - position``.
    """
    if data.n_items == 0:
        return np.zeros(0)
    base = consensus_scores(data, scores)  # house tie rule settles the input order
    perm = canonical_perm(data)
    check_param("unranked", unranked, Options("none", "below"))
    check_param("transform", transform, Options(tuple(TRANSFORM_CODES)))
    if transform == "binary":
        ranks = np.ascontiguousarray(prepared_ranks(data, positions, unranked)[perm])
        moff, Y = binary_pairwise_flat(data.offsets, ranks)
    else:
        ranks = np.ascontiguousarray(prepared_ranks(data, positions, "none")[perm])
        moff, Y, _ = pairwise_flat(data.offsets, ranks, TRANSFORM_CODES[transform], unranked == "below")
    s = local_kemenize_flat(data.offsets, moff, Y, np.ascontiguousarray(base[perm]))
    out = np.empty(data.n_items)
    out[perm] = s
    return out


@register("mclk")
class MCLK(PairwiseAggregator):
    """MCLK: a base consensus (MC4 by default) followed by local Kemenization.

    Dwork et al. (WWW 2001, §4.2, §5) recommend local Kemenization after any
    aggregation; St.Agg (Niu et al. UAI 2013, Table 1) reports MC4 + local
    Kemenization as "MCLK".  ``base`` is any registered method spec.
    """

    ties = ("local Kemenization keeps the base consensus's order where a swap does not lower the objective; the base "
            "method's ties are its own")

    defaults = {"base": "mc4", "unranked": "none", "transform": "binary", "positions": "raw"}
    param_grid = {"unranked": ["none", "below"]}
    param_doc = {"base": "spec of the method whose output is Kemenized"}
    citation = "Dwork et al., WWW 2001, §4.2 (local Kemenization) after MC4 (§4.3); Niu et al. UAI 2013 Table 1"

    param_constraints = {"base": method_spec_param()}

    def _validate_params(self) -> None:
        if parse_spec(self.base)[0] == "mclk":
            raise ValueError("mclk: parameter base must not be mclk itself")

    def _base(self) -> Any:
        m = make_method(self.base)
        # a pairwise base method shares the unranked treatment unless its spec fixes it
        if isinstance(m, PairwiseAggregator) and "unranked" in m.defaults and "unranked" not in self.base:
            m = m.with_params(unranked=self.unranked)
        return m

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "MCLK":
        return self

    def aggregate(self, data: Rankings) -> NDArray[np.float64]:
        return Aggregator.aggregate(self, data)

    def score(self, data: Rankings) -> NDArray[np.float64]:
        if data.n_items == 0:
            return np.zeros(0)
        base = self._base().aggregate(data)
        out = local_kemenize(data, base, unranked=self.unranked, transform=self.transform, positions=self.positions)
        out[data.n_ranked_by == 0] = np.nan
        return out
