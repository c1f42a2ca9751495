"""Markov-chain rank aggregation MC1-MC4 (Dwork, Kumar, Naor & Sivakumar, WWW 2001, §4.3).
Local Kemenization (§4.2) and MCLK = MC4 followed by local Kemenization are in
:mod:`rankagg.methods.markov.local_kemenization`; the compiled chains in
:mod:`rankagg.methods.markov.chain_kernels`.

Chains (state = a document of the query, current state ``P``):

* **MC1** — next state uniform over the *multiset* of documents ranked at or
  above ``P`` by the lists that ranked ``P`` (one copy per list, ``P`` included);
* **MC2** — pick uniformly a list that ranked ``P``, then uniformly a document
  that list ranks at or above ``P``;
* **MC3** — pick uniformly a list that ranked ``P``, then uniformly a document
  ``Q`` of that list; go to ``Q`` if the list ranks it above ``P``, else stay;
* **MC4** — pick ``Q`` uniformly among the query's documents; go to ``Q`` if a
  strict majority of the lists that ranked both prefer ``Q`` to ``P``, else stay.

Ergodicity fix (parameter ``teleport``, Dwork et al. §4.3 mention it for MC
chains, as in PageRank): with probability ``teleport`` the walk jumps to a
uniformly chosen document of the query.  A document with no outgoing evidence
(no list ranked it, or with ``unranked="none"`` in MC4 no comparison) jumps
uniformly (the PageRank dangling-node rule).  The score is the stationary
probability, by an exact dense solve of ``pi (I - (1 - teleport) P) = teleport / n``
(``solver="direct"``, the default: LAPACK on at most a few hundred states is
faster than iterating) or by power iteration (``solver="power"``, ``max_iter``/``tol``
on the L1 change, warns if not reached).

``unranked="below"`` treats a document a list did not return as tied below all
its returned documents (the list then "contains" every document of the query).

Long lists: when the dense matrices of MC4 (``unranked="none"``) would be too
large or the dense solve too slow, MC4 runs by power iteration on a sparse chain
that stores, for each document, only the documents that beat it
(:func:`rankagg.methods.markov.chain_kernels.compact_mc4`; ``max_iter``/``tol`` apply, the stationary distribution
agrees with the dense solve to ``tol``).  The other chains refuse such inputs.
"""

from __future__ import annotations

import numpy as np

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Integer, Options, Real
from rankagg.methods.registry import register
from rankagg.methods.pairwise_base import PairwiseAggregator
from rankagg.methods.markov.chain_kernels import compact_mc4, markov_flat

__all__ = ["MC1", "MC2", "MC3", "MC4"]


class _MarkovChain(PairwiseAggregator):
    kind: int = 4
    defaults = {"teleport": 0.05, "unranked": "none", "solver": "direct", "max_iter": 1000, "tol": 1e-10,
                "positions": "raw", "transform": "binary"}
    param_grid = {"teleport": [0.05, 0.15], "unranked": ["none", "below"]}
    param_doc = {
        "teleport": "probability of a uniform jump (ergodicity fix), in [2**-53, 1]: below 2**-53, 1 - teleport "
                    "rounds to 1 and the chain has no jump left (the direct solve is singular)",
        "solver": "power | direct: power iteration or dense linear solve",
        "max_iter": "power iterations at most",
        "tol": "L1 change of the distribution that stops the power iteration",
    }
    citation = "Dwork, Kumar, Naor & Sivakumar, Rank aggregation methods for the web, WWW 2001, §4.3"

    dense_work_matrices = 2  # the transition matrix and the linear system of the largest query

    @property
    def uses_pairwise(self) -> bool:  # type: ignore[override]
        return self.kind == 4

    param_constraints = {
        "teleport": Real(2.0**-53, 1),
        "solver": Options("power", "direct"),
        "max_iter": Integer(1),
        "tol": Real(0, low_open=True),
    }

    @property
    def cubic_work(self) -> bool:  # type: ignore[override]
        return self.solver == "direct"

    def has_compact_path(self) -> bool:
        return self.kind == 4 and self.unranked == "none"

    def _compact_work(self, data: Rankings) -> float:
        """Pairs sharing a list (an upper bound on the chain's edges) times the power iterations needed."""
        lengths = data.list_lengths().astype(np.float64)
        pairs = float((lengths**2).sum()) / 2.0
        iters = min(float(self.max_iter), np.log(float(self.tol)) / np.log(1.0 - float(self.teleport)) + 1.0)
        return pairs * iters

    def _compact(self, offsets, ranks, below):
        """MC4 without n x n matrices (power iteration on the sparse chain; unranked="none" only)."""
        return compact_mc4(offsets, ranks, float(self.teleport), int(self.max_iter), float(self.tol))

    def _kernel(self, offsets, moff, Y, C, ranks):
        s, it, resid, conv = markov_flat(self.kind, offsets, moff, ranks, Y, float(self.teleport),
                                          1 if self.solver == "direct" else 0, int(self.max_iter), float(self.tol))
        return s, it, resid, conv


@register("mc1")
class MC1(_MarkovChain):
    """MC1 of Dwork et al. (WWW 2001, §4.3): uniform over the multiset of documents ranked at or above."""

    kind = 1


@register("mc2")
class MC2(_MarkovChain):
    """MC2 of Dwork et al. (WWW 2001, §4.3): random list containing P, then a document at or above P."""

    kind = 2


@register("mc3")
class MC3(_MarkovChain):
    """MC3 of Dwork et al. (WWW 2001, §4.3): random list containing P, random document of it, move if better."""

    kind = 3


@register("mc4")
class MC4(_MarkovChain):
    """MC4 of Dwork et al. (WWW 2001, §4.3): random document, move if a majority prefers it."""

    kind = 4
