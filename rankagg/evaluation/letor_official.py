"""The official LETOR 4.0 measures (Eval-Score-4.0), ERR and RBP, vectorised over all queries at once: the
LETOR provider of the measure registry (:mod:`rankagg.evaluation.catalogue` declares them with the hook
:func:`letor_script`; :mod:`rankagg.evaluation.measures` documents the conventions and re-exports
:func:`letor_measures`).  It imports the registry, not the catalogue or the measures, so they import one another in one
direction (no import circle)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import segment_ids
from rankagg.evaluation import libm
from rankagg.evaluation.registry import family_measures

__all__ = ["letor_measures", "letor_script"]


def _sorted_by_score(offsets: NDArray[np.int64], scores: NDArray[np.float64]) -> NDArray[np.int64]:
    """Permutation sorting each query by score descending, stable in line order."""
    qidx = segment_ids(offsets)
    return np.lexsort((np.arange(len(scores)), -scores, qidx))


def _segment_cumsum(values: NDArray[np.float64], offsets: NDArray[np.int64]) -> NDArray[np.float64]:
    """Cumulative sum restarting at every query."""
    cs = np.cumsum(values)
    starts = offsets[:-1]
    base = np.where(starts > 0, cs[np.maximum(starts - 1, 0)], 0.0)
    base[starts == 0] = 0.0
    return cs - np.repeat(base, np.diff(offsets))


def letor_measures(
    offsets: NDArray[np.int64],
    labels: NDArray[np.int64],
    scores: NDArray[np.float64],
    *,
    max_k: int = 10,
    rbp_p: float = 0.95,
    err_max_grade: int = 2,
    rbp_graded: bool = True,
) -> dict[str, NDArray[np.float64]]:
    """Per-query measures: ``P@1..max_k``, ``MAP``, ``NDCG@1..max_k``, ``MeanNDCG``, ``ERR``, ``RBP``.

    Parameters
    ----------
    offsets : int array (n_queries + 1,)
    labels : int array (n_items,)
    scores : float array (n_items,)
        Predicted scores, higher = better; must be finite.

    Returns
    -------
    dict of measure name -> float64 array of shape (n_queries,)
    """
    offsets = np.asarray(offsets, dtype=np.int64)
    labels = np.asarray(labels, dtype=np.int64)
    scores = np.asarray(scores, dtype=np.float64)
    if scores.shape != labels.shape:
        raise ValueError(f"{scores.shape[0]} scores for {labels.shape[0]} labelled items")
    if np.any(~np.isfinite(scores)):
        raise ValueError("scores must be finite")
    n_q = len(offsets) - 1
    sizes = np.diff(offsets)
    qidx = segment_ids(offsets)
    pos = np.arange(len(labels)) - offsets[qidx]  # 0-based position in the sorted list

    order = _sorted_by_score(offsets, scores)
    lab = labels[order]
    ideal = labels[np.lexsort((-labels, qidx))]

    # every transcendental value from the C library, once per distinct argument (rankagg.evaluation.libm):
    # NumPy's AVX-512 kernels would change the last bits with the machine
    gain = libm.two_to(lab) - 1.0
    igain = libm.two_to(ideal) - 1.0
    n_pos = int(sizes.max()) if n_q else 0
    ln2 = math.log(2.0)
    disc = np.r_[np.ones(min(n_pos, 2)), ln2 / libm.int_table(math.log, max(n_pos - 2, 0), start=3)][pos]
    dcg = _segment_cumsum(gain * disc, offsets)
    idcg = _segment_cumsum(igain * disc, offsets)
    with np.errstate(divide="ignore", invalid="ignore"):
        ndcg_flat = np.where(idcg > 0, dcg / idcg, 0.0)

    out: dict[str, NDArray[np.float64]] = {}
    rel = (lab >= 1).astype(np.float64)
    n_rel_cum = _segment_cumsum(rel, offsets)
    n_rel = np.bincount(qidx, weights=rel, minlength=n_q)

    # value at position k-1 of each query (or NaN marker if the query is shorter)
    for k in range(1, max_k + 1):
        has = sizes >= k
        idx = offsets[:-1] + k - 1
        ndcg_k = np.zeros(n_q)
        ndcg_k[has] = ndcg_flat[idx[has]]
        out[f"NDCG@{k}"] = ndcg_k
        # P@k: relevant among the first min(k, n) documents, divided by k
        last = offsets[:-1] + np.minimum(sizes, k) - 1
        cnt = np.where(sizes > 0, n_rel_cum[np.maximum(last, 0)], 0.0)
        out[f"P@{k}"] = cnt / k

    with np.errstate(divide="ignore", invalid="ignore"):
        prec_at_rel = np.where(rel > 0, n_rel_cum / (pos + 1.0), 0.0)
        ap_sum = np.bincount(qidx, weights=prec_at_rel, minlength=n_q)
        out["MAP"] = np.where(n_rel > 0, ap_sum / n_rel, 0.0)
        out["MeanNDCG"] = np.where(
            sizes > 0, np.bincount(qidx, weights=ndcg_flat, minlength=n_q) / np.maximum(sizes, 1), 0.0
        )

    # ERR: cascade with stop probability R = (2^y - 1) / 2^ymax, ymax the top of the scale: LETOR's 2, or the
    # largest grade of data graded beyond it (TREC DL's 3), where a fixed 2 would stop with a probability above 1
    top = max(err_max_grade, int(labels.max())) if labels.size else err_max_grade
    r_stop = (libm.two_to(lab) - 1.0) / (2.0 ** top)
    log_cont = libm.elementwise(libm.log1p, -np.minimum(r_stop, 1.0 - 1e-300))
    cum_log = _segment_cumsum(log_cont, offsets) - log_cont  # exclusive prefix
    err_terms = libm.elementwise(libm.exp, cum_log) * r_stop / (pos + 1.0)
    out["ERR"] = np.bincount(qidx, weights=err_terms, minlength=n_q).astype(np.float64)
    rbp_gain = lab.astype(np.float64) if rbp_graded else rel
    out["RBP"] = np.asarray((1.0 - rbp_p) * np.bincount(qidx, weights=rbp_gain * libm.powers_of(rbp_p, pos), minlength=n_q),
                            dtype=np.float64)

    ordered = {m: out[m] for m in family_measures("letor") if m in out}  # the catalogue's order
    ordered.update({m: v for m, v in out.items() if m not in ordered})
    return ordered


def letor_script(offsets: np.ndarray, labels: np.ndarray, scores: np.ndarray, m: Any) -> np.ndarray:
    """One measure of the official LETOR script (the provider computes them all at once, see
    :func:`rankagg.evaluation.measures.letor_values`)."""
    return letor_measures(offsets, labels, scores)[m.name]
