"""Evaluation: the official LETOR 4.0 measures, ERR and RBP, trec_eval-style measures,
rank correlations and paired significance tests.

LETOR conventions (Eval-Score-4.0, see ``shared/data/README.md``), implemented
vectorised over all queries at once:

* documents sorted by score descending, equal scores kept in file (line) order;
* NDCG gain ``2**label - 1``; discount 1 at ranks 1 and 2, ``log(2)/log(r)`` for
  ``r >= 3``; NDCG@k is 0 when the ideal DCG@k is 0, and 0 when the query has
  fewer than k documents (it still counts in the average);
* MeanNDCG of a query is the mean of its NDCG@1..NDCG@n;
* precision and MAP binarise labels (>= 1 relevant); P@k divides by k; AP is 0
  without relevant documents;
* averages are over all queries of the evaluated set.

ERR and RBP follow the St.Agg paper (Eq. 6, 7): ERR is Chapelle et al.'s cascade
measure with stop probability ``(2**y - 1) / 2**y_max`` and ``y_max = 2`` (the top
grade of the LETOR scale; the paper's printed ``2**y_max - 1`` in the
continuation factor is a typo: it would make every user stop at the first grade-2
document); RBP is Eq. 7 as printed, ``(1 - p) sum_j y_j p**(r_j - 1)`` with the graded
label ``y_j`` (0, 1, 2) and ``p = 0.95`` over the whole list.  The graded form is the
one that reproduces the magnitude of the paper's RBP column (binary relevance gives
values about 20-30% lower on these datasets).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    import pandas as pd

# pandas and scipy.stats are imported where they are used: ``rankagg evaluate`` reads holm from here and
# would otherwise pay their import (more than half a second) on every call

from rankagg.data.rankings import Rankings
from rankagg.evaluation.letor_official import letor_measures, letor_script
from rankagg.evaluation.registry import Measure, as_measures, family_measures
from rankagg.evaluation.student_t import P_BELOW_DOUBLE

__all__ = [
    "LETOR_MEASURES",
    "ALL_MEASURES",
    "letor_measures",
    "letor_values",
    "evaluate",
    "mean_measures",
    "trec_measures",
    "kendall_tau",
    "spearman_rho",
    "footrule",
    "paired_t_test",
    "randomization_test",
    "TestResult",
]

#: the LETOR family's measures as declared in :mod:`rankagg.evaluation.catalogue` (the protocol asks
#: :func:`~rankagg.evaluation.registry.family_measures` at run time, so measures registered later count too)
ALL_MEASURES: tuple[str, ...] = family_measures("letor")
LETOR_MEASURES: tuple[str, ...] = tuple(m for m in ALL_MEASURES if m not in ("ERR", "RBP"))  # the official script's


def letor_values(offsets: NDArray[np.int64], labels: NDArray[np.int64], scores: NDArray[np.float64],
                 measures: Sequence[str | Measure] | None = None) -> dict[str, NDArray[np.float64]]:
    """The LETOR provider: per-query values of ``measures`` (default: the LETOR family's list, measures
    registered at run time included), keyed by spelling.  The official script's measures come from one
    :func:`letor_measures` call, bit for bit."""
    ms = as_measures(family_measures("letor") if measures is None else measures, "letor")
    script = letor_measures(offsets, labels, scores) if any(m.definition.letor is letor_script for m in ms) else {}
    return {m.name: script[m.name] if m.definition.letor is letor_script
            else np.asarray(m.definition.letor(offsets, labels, scores, m), dtype=np.float64)  # type: ignore[misc]
            for m in ms}


def evaluate(data: Rankings, scores: NDArray[np.float64], **kwargs) -> dict[str, NDArray[np.float64]]:
    """Per-query LETOR measures of ``scores`` on a labelled :class:`Rankings` (the LETOR family's measures;
    with keyword arguments, :func:`letor_measures` with them)."""
    if data.labels is None:
        raise ValueError("evaluation needs labels")
    if kwargs:
        return letor_measures(data.offsets, data.labels, scores, **kwargs)
    return letor_values(data.offsets, data.labels, scores)


def mean_measures(per_query: Mapping[str, NDArray[np.float64]]) -> dict[str, float]:
    """Average over queries (all queries count, as in the LETOR script)."""
    return {m: float(np.mean(v)) if len(v) else 0.0 for m, v in per_query.items()}


# ------------------------------------------------------------------ trec_eval
def trec_measures(
    qrels: pd.DataFrame,
    run: pd.DataFrame,
    *,
    cutoffs: Sequence[int] = (5, 10, 20),
    rel_level: int = 1,
) -> pd.DataFrame:
    """trec_eval-style per-query measures of a run against qrels, by the NumPy trec provider
    (:mod:`rankagg.evaluation.trec_numpy`).

    ``qrels`` columns ``qid, docid, rel``; ``run`` columns ``qid, docid, score``.
    Ranking follows trec_eval: score descending, then docid descending.  Queries
    of the run without any qrels are skipped (trec_eval's default); queries in
    the qrels but not in the run are skipped too.  Columns in trec_eval's names:
    ``P_k``, ``map``, ``recip_rank``, ``ndcg_cut_k``.  ``rel_level`` is trec_eval's
    ``-l``: grades below it count as non-relevant (nDCG keeps the grades as gains).

    Returns a DataFrame indexed by qid with one column per measure.
    """
    import pandas as pd

    from rankagg.evaluation.id_forms import same_numbers_as_text
    from rankagg.evaluation.inputs import check_eval_columns
    from rankagg.evaluation.registry import parse_measure
    from rankagg.evaluation.trec_numpy import Judgements, Ranked, ranked_from_columns

    r = check_eval_columns({c: run[c].to_numpy() for c in ("qid", "docid", "score") if c in run}, "run", "score")
    q = check_eval_columns({c: qrels[c].to_numpy() for c in ("qid", "docid", "rel") if c in qrels}, "qrels", "rel")
    same_numbers_as_text(r, q, "run", "qrels")
    qids, ranked, judg = ranked_from_columns(r, q)
    if rel_level != 1:  # binary measures see grades below rel_level as 0
        lift = np.where(ranked.grade >= rel_level, ranked.grade, 0.0)
        ranked_bin = Ranked(ranked.n_queries, ranked.qidx, ranked.rank, lift, ranked.judged)
        judg_bin = Judgements(judg.qi, np.where(judg.grade >= rel_level, judg.grade, 0.0), judg.n_queries)
    else:
        ranked_bin, judg_bin = ranked, judg
    res = pd.DataFrame(index=pd.Index(qids, name="qid"))
    for name, spelling, binary in ([(f"P_{k}", f"P@{k}", True) for k in cutoffs] + [("map", "AP", True), ("recip_rank", "RR", True)]
                                   + [(f"ndcg_cut_{k}", f"nDCG@{k}", False) for k in cutoffs]):
        m = parse_measure(spelling)
        assert m.definition.numpy is not None
        res[name] = m.definition.numpy(ranked_bin if binary else ranked, judg_bin if binary else judg, m)
    return res


# ----------------------------------------------------------- correlations
def _rank_pair(a: NDArray, b: NDArray) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """Two rank vectors of one length, finite: ``footrule([1, 2, 3], [2])`` broadcast to 2.0, and NaN gave NaN."""
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    if a.ndim != 1 or b.ndim != 1:
        raise ValueError("rank vectors must be 1-D")
    if a.shape != b.shape:
        raise ValueError(f"rank vectors must have the same length, got {len(a)} and {len(b)}")
    if not (np.isfinite(a).all() and np.isfinite(b).all()):
        raise ValueError("rank vectors must be finite (an unranked item has no rank to compare)")
    return a, b


def kendall_tau(a: NDArray, b: NDArray, *, distance: bool = False) -> float:
    """Kendall's tau-b between two rank vectors (ties allowed), or the number of
    discordant pairs when ``distance=True`` (Kendall distance of two permutations)."""
    a, b = _rank_pair(a, b)
    if distance:
        da = np.sign(a[:, None] - a[None, :])
        db = np.sign(b[:, None] - b[None, :])
        return float(np.sum(np.triu(da * db < 0, 1)))
    from scipy import stats

    return float(stats.kendalltau(a, b).statistic)


def spearman_rho(a: NDArray, b: NDArray) -> float:
    """Spearman's rho (ties get average ranks)."""
    a, b = _rank_pair(a, b)
    from scipy import stats

    return float(stats.spearmanr(a, b).statistic)


def footrule(a: NDArray, b: NDArray) -> float:
    """Spearman's footrule distance ``sum |a_i - b_i|`` between two rank vectors."""
    a, b = _rank_pair(a, b)
    return float(np.abs(a - b).sum())


# ----------------------------------------------------------- significance
@dataclass(frozen=True)
class TestResult:
    """Result of a paired test: mean difference ``a - b``, statistic and two-sided p-value."""

    statistic: float
    pvalue: float
    mean_difference: float
    n: int

    __test__ = False  # not a pytest class


def holm(pvalues: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values (same order as the input), as R's ``p.adjust(method="holm")``: a NaN (a
    test that could not be made, e.g. a paired test of fewer than two pairs) stays NaN and is not counted in m, so
    it inflates no other test's p-value."""
    p = np.asarray(pvalues, dtype=float)
    made = np.flatnonzero(~np.isnan(p))
    m = len(made)
    adj = np.full(len(p), np.nan)
    running = 0.0
    for i, j in enumerate(made[np.argsort(p[made], kind="stable")]):
        running = max(running, min(1.0, (m - i) * p[j]))
        adj[j] = running
    return adj.tolist()


def paired_t_test(a: NDArray, b: NDArray) -> TestResult:
    """Two-sided paired t-test over per-query scores."""
    a, b = np.asarray(a, float), np.asarray(b, float)
    if a.shape != b.shape:
        raise ValueError("paired samples must have the same length")
    d = a - b
    if np.all(d == 0):
        return TestResult(0.0, 1.0, 0.0, len(d))
    from scipy import stats

    res = stats.ttest_rel(a, b)
    t, p = float(res.statistic), float(res.pvalue)
    if p == 0 and np.isfinite(t):  # positive, below the smallest double: see rankagg.evaluation.student_t
        p = P_BELOW_DOUBLE
    return TestResult(t, p, float(d.mean()), len(d))


def randomization_test(
    a: NDArray, b: NDArray, *, n_resamples: int = 10000, random_state: int | np.random.Generator = 0
) -> TestResult:
    """Two-sided paired randomization (sign-flip) test of the mean difference.

    Reproducible: the same ``random_state`` gives the same p-value, in any
    process.  The p-value counts the observed arrangement (``(hits + 1) /
    (n_resamples + 1)``), so it is never 0.
    """
    a, b = np.asarray(a, float), np.asarray(b, float)
    if a.shape != b.shape:
        raise ValueError("paired samples must have the same length")
    rng = random_state if isinstance(random_state, np.random.Generator) else np.random.default_rng(random_state)
    d = a - b
    obs = abs(d.mean())
    hits = 0
    chunk = 1000
    done = 0
    while done < n_resamples:
        m = min(chunk, n_resamples - done)
        signs = rng.integers(0, 2, size=(m, len(d)), dtype=np.int8) * 2 - 1
        hits += int(np.sum(np.abs(signs @ d) / len(d) >= obs - 1e-12))
        done += m
    return TestResult(float(d.mean()), (hits + 1) / (n_resamples + 1), float(d.mean()), len(d))
