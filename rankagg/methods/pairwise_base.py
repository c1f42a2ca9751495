"""The common base of the implicit (pairwise / model-based) methods: :class:`PairwiseAggregator`.

It puts the items of every query in the canonical (house tie) order, builds
the pairwise matrices of §2.1 (Volkovs et al. 2012) with the kernels of
:mod:`rankagg.methods.pairwise_kernels` (the matrices are described there; the
canonical order in :mod:`rankagg.methods.canonical_order`), hands them to the subclass's ``_kernel`` and maps the
scores back.  Before allocating it checks the size of the work: dense matrices
over :data:`COMPACT_ABOVE_BYTES` make the methods that have one take their
compact path (:mod:`rankagg.methods.pairwise_compact`), and work over the
memory limit (:func:`rankagg.methods.limits.check_problem_size`) or over
:data:`MAX_CUBIC_FLOPS` operations is refused with a
:class:`~rankagg.exceptions.ProblemTooLargeError`.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, comparable_scores
from rankagg.data.validation import Options
from rankagg.exceptions import ProblemTooLargeError
from rankagg.methods.base import Aggregator
from rankagg.methods.limits import check_problem_size
from rankagg.methods.canonical_order import POSITIONS, UNRANKED, canonical_perm, consensus_from_canonical, gather_ranks
from rankagg.methods.pairwise_kernels import TRANSFORM_CODES, binary_pairwise_flat, pairwise_flat, query_layout

__all__ = ["PairwiseAggregator", "COMPACT_ABOVE_BYTES", "MAX_CUBIC_FLOPS", "dense_pairwise_bytes", "accepts_comparisons"]

# ---------------------------------------------------------------- size policy
#: dense pairwise matrices above this many bytes make the majority methods use the compact kernels
COMPACT_ABOVE_BYTES = 256 * 2**20
#: O(n^3) per-query solves above this many operations (in total) are refused
MAX_CUBIC_FLOPS = 2e11


def dense_pairwise_bytes(offsets: NDArray[np.int64], n_matrices: int = 1) -> float:
    """Bytes of ``n_matrices`` flat float64 ``n x n`` matrices over every query."""
    sizes = np.diff(offsets).astype(np.float64)
    return float(n_matrices * 8 * (sizes * sizes).sum())


# ---------------------------------------------------------------- common base class
class PairwiseAggregator(Aggregator):
    """Base of the methods that read the pairwise matrices of §2.1 (Volkovs et al. 2012).

    Subclasses implement ``_kernel(offsets, moff, Y, C, ranks)`` on canonically
    ordered items and return ``(scores, n_iter, objective, converged)`` (the last
    three per query, or ``None``).  Items no ranker returned get ``NaN`` (no
    evidence: they sort last, house tie rule among them).
    """

    defaults: ClassVar[dict[str, Any]] = {"transform": "binary", "unranked": "none", "positions": "raw"}
    param_doc = {
        "transform": "binary | diff | logdiff: Volkovs §2.1 pairwise transform",
        "unranked": "none | below: pairs with an item a ranker did not return give no preference, "
                    "or that item counts below the ranker's list",
        "positions": "raw | local: LETOR rank values or ranks compacted within the query",
    }
    uses_pairwise: ClassVar[bool] = True
    tags = {"reads_scores": False}  # ranks only: readers may skip the input scores
    needs_counts: ClassVar[bool] = False
    #: what the error of a diverged solver suggests (``_canonical_scores``), after its parameters
    divergence_hint: ClassVar[str] = ""
    transform_fixed: str | None = None
    #: work arrays besides Y/C, in n x n float64 matrices of the largest query (e.g. a dense solve)
    dense_work_matrices: int = 0
    #: whether the kernel does O(n^3) work per query (a dense solve)
    cubic_work: bool = False

    param_constraints = {
        "transform": Options(tuple(TRANSFORM_CODES)),
        "unranked": Options(UNRANKED),
        "positions": Options(POSITIONS),
    }

    def _compact(self, offsets, ranks, below: bool):  # pragma: no cover - overridden where possible
        """Scores without n x n matrices (binary transform only), or None when the method has no such path."""
        return None

    def has_compact_path(self) -> bool:
        """Whether :meth:`_compact` handles the current parameters."""
        return type(self)._compact is not PairwiseAggregator._compact

    def _check_size(self, data: Rankings) -> bool:
        """True when the compact path is taken; refuses (before allocating) when the dense one is too large."""
        tr = self.transform_fixed or self.params.get("transform", "binary")
        n_mats = (1 + (tr != "binary" or self.needs_counts)) if self.uses_pairwise else 0
        largest = int(data.sizes.max()) if data.n_queries else 0
        need = dense_pairwise_bytes(data.offsets, n_mats) + 8.0 * self.dense_work_matrices * largest**2
        has_compact = tr == "binary" and self.has_compact_path()
        if has_compact and need > COMPACT_ABOVE_BYTES:
            return self._compact_ok(data)
        try:
            check_problem_size(self.name, need, f"dense {largest} x {largest} matrices per query")
        except ProblemTooLargeError:
            if has_compact:
                return self._compact_ok(data)
            raise
        flops = float((data.sizes.astype(np.float64) ** 3).sum()) / 3.0 if self.cubic_work else 0.0
        if flops > MAX_CUBIC_FLOPS:
            if has_compact:
                return self._compact_ok(data)
            self._refuse_work(flops, f"a dense solve per query (queries of up to {largest} documents)")
        return False

    def _compact_work(self, data: Rankings) -> float:
        """Operations the compact kernel needs (methods whose compact kernel is iterative override it)."""
        return 0.0

    def _compact_ok(self, data: Rankings) -> bool:
        work = self._compact_work(data)
        if work > MAX_CUBIC_FLOPS:
            self._refuse_work(work, "the sparse computation")
        return True

    def _refuse_work(self, ops: float, what: str) -> None:
        raise ProblemTooLargeError(
            f"{self.name}: {what} needs about {ops:.1e} operations, over the {MAX_CUBIC_FLOPS:.0e} limit "
            f"(minutes on one core). Cut the input lists (rankagg fuse --input-depth 100; "
            f"read_trec_runs(..., input_depth=100)), or use a positional method (rrf, borda, combsum)"
        )

    def _inputs(self, data: Rankings):
        perm = canonical_perm(data)
        base = data.ranks if self.positions == "raw" else data.local_ranks()
        ranks = gather_ranks(base, perm, data.offsets, self.unranked == "below")
        offsets = data.offsets
        if self.uses_pairwise:
            tr = self.transform_fixed or self.transform
            if tr == "binary" and not self.needs_counts:
                moff, Y = binary_pairwise_flat(offsets, ranks)
                C = np.zeros(0)
            else:
                plain = gather_ranks(base, perm, data.offsets, False)
                moff, Y, C = pairwise_flat(offsets, plain, TRANSFORM_CODES[tr], self.unranked == "below")
        else:
            moff, Y, C = query_layout(offsets), np.zeros(0), np.zeros(0)
        return perm, offsets, moff, Y, C, ranks

    def _canonical_scores(self, data: Rankings):
        """Scores in canonical order (NaN for items nobody ranked) and the canonical permutation."""
        if self._check_size(data):
            perm = canonical_perm(data)
            base = data.ranks if self.params.get("positions", "raw") == "raw" else data.local_ranks()
            plain = gather_ranks(base, perm, data.offsets, False)
            s, n_iter, obj, conv = self._compact(data.offsets, plain, self.params.get("unranked") == "below")
        else:
            perm, offsets, moff, Y, C, ranks = self._inputs(data)
            s, n_iter, obj, conv = self._kernel(offsets, moff, Y, C, ranks)
        s = np.asarray(s, dtype=np.float64).copy()
        ranked = data.n_ranked_by[perm] > 0
        s[~ranked] = np.nan
        if not np.isfinite(s[ranked]).all():  # NaN would sort last as "unranked": a silent wrong order
            item = int(perm[np.argmax(ranked & ~np.isfinite(s))])
            qid = data.qids[int(np.searchsorted(data.offsets, item, side="right")) - 1]
            raise ValueError(f"{self.name}: query {str(qid)!r}: the solver's scores are not finite (it diverged with "
                             f"{self.params}){self.divergence_hint}")
        self.n_iter_ = None if n_iter is None else np.asarray(n_iter)
        self.objective_ = None if obj is None else np.asarray(obj)
        self.converged_ = None if conv is None else np.asarray(conv, dtype=bool)
        if conv is not None:
            self.warn_not_converged(self.name, int(np.sum(~np.asarray(conv, dtype=bool))), int(self.params.get("max_iter", 0)))
        return s, perm

    def score(self, data: Rankings) -> NDArray[np.float64]:
        if data.n_items == 0:
            return np.zeros(0)
        s, perm = self._canonical_scores(data)
        out = np.empty(data.n_items)
        out[perm] = s
        return out

    def aggregate(self, data: Rankings) -> NDArray[np.float64]:
        """Same result as the base class (house tie rule), without sorting twice."""
        data = self.fuse_input(data, by_name=False)
        if data.n_items == 0:
            return np.zeros(0)
        data = self.canonical_input(data)
        s, perm = self._canonical_scores(data)
        return consensus_from_canonical(data.offsets, perm, comparable_scores(data.offsets, s))

    def _kernel(self, offsets, moff, Y, C, ranks):  # pragma: no cover - abstract
        raise NotImplementedError


def accepts_comparisons(method: Any) -> bool:
    """Whether a configured registry method reads only the pairwise matrices (so it can take comparisons:
    :mod:`rankagg.methods.comparisons`)."""
    return (isinstance(method, PairwiseAggregator) and bool(method.uses_pairwise)
            and type(method)._kernel is not PairwiseAggregator._kernel
            and (method.transform_fixed or method.params.get("transform", "binary")) == "binary")
