"""The score normalisations and combinations that search engines ship, under their names.

Each normalisation maps one result list's scores to new scores.  It is computed
by :func:`normalise_list` on the list's scores **in the list's rank order**
(best first), so the per-query fuser (:class:`rankagg.fuser.Fuser`) and the
batch path (:func:`~rankagg.methods.norms.normalized_scores`) call
the same function on the same array and get the same bits, whatever the order
of the documents in a :class:`~rankagg.data.rankings.Rankings`.

Normalisations (the engine whose documentation or source each follows):

* ``l2`` — ``s / sqrt(sum s^2)`` over the list (OpenSearch ``l2``,
  Elasticsearch ``l2_norm``); a list whose scores are all 0 gives 0.
* ``dbsf`` — distribution-based score fusion (Qdrant ``Fusion.DBSF``,
  ``lib/segment/src/common/score_fusion.rs``): ``mu`` the mean, ``sigma`` the
  sample standard deviation (``n - 1``), limits ``mu -/+ 3 sigma``, and
  ``(s - (mu - 3 sigma)) / (6 sigma)``, not clipped; a list of one document, or
  whose limits coincide, gives 0.5.
* ``sigmoid`` — ``1 / (1 + exp(-s))`` (MongoDB ``$scoreFusion``
  ``normalization: "sigmoid"``).
* ``arctan`` — ``0.5 + arctan(s) / pi`` (Milvus ``WeightedRanker`` with
  ``norm_score=True`` on similarity scores, where larger is better).
* ``minmax_bounds`` — OpenSearch's ``min_max`` with per-list
  ``lower_bounds`` / ``upper_bounds`` (modes ``apply``, ``clip``, ``ignore``;
  neural-search ``MinMaxScoreNormalizationTechnique``): a normalised 0 becomes
  0.001, a list whose scores are all equal gives 1.0.
* ``es_minmax`` — Elasticsearch's ``minmax`` normalizer (``MinMaxScoreNormalizer`` of the linear retriever):
  ``(s - min) / (max - min)``, and every document 1.0 where ``|max - min| < 1e-6`` (its ``EPSILON``: one
  document, or scores that differ by less).

Combinations (``combine=`` of CombSUM), each with weights ``w_r``:

* ``sum`` — ``sum_r w_r s_r`` over the lists that returned the document (CombSUM);
* ``arithmetic_mean`` — OpenSearch: ``sum w_r s_r / sum w_r`` where a list that did
  not return the document counts as the score 0 (in both sums), and lists with a
  negative normalised score are left out;
* ``list_mean`` — MongoDB's ``$scoreFusion`` (combination ``avg``): ``sum_r w_r s_r / m`` over all ``m``
  lists, a list that did not return the document counting 0 (its ``$ifNull: [score, 0]``); the server groups each
  list's weighted score with ``$max`` over the document's rows, so a document that more than one list returned
  keeps a negative weighted score as 0 (``document_source_score_fusion.cpp``, ``groupEachScore``);
* ``geometric_mean`` — OpenSearch: ``exp(sum w_r ln s_r / sum w_r)`` over the scores
  ``s_r > 0`` (0 when there is none);
* ``harmonic_mean`` — OpenSearch: ``sum w_r / sum (w_r / s_r)`` over the scores ``s_r > 0``.

Sums over lists add each document's row in sorted order (:func:`rankagg.features.points.nan_order_free_sum`),
so they do not depend on the order of the lists.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.minmax import minmax_ratio, minmax_scale, pow2_scaled
from rankagg.features.points import nan_order_free_sum

__all__ = ["ENGINE_NORMS", "COMBINES", "normalise_list", "check_bounds", "bounds_per_ranker",
           "combine_matrix", "minmax_scale", "minmax_ratio"]

ENGINE_NORMS = ("l2", "dbsf", "sigmoid", "arctan", "minmax_bounds", "es_minmax")
COMBINES = ("sum", "arithmetic_mean", "list_mean", "geometric_mean", "harmonic_mean")
BOUND_MODES = ("apply", "clip", "ignore")

#: OpenSearch's floor for a min-max score of exactly 0 (``MinMaxScoreNormalizationTechnique.MIN_SCORE``)
OPENSEARCH_MIN_SCORE = 0.001
#: Elasticsearch's MinMaxScoreNormalizer.EPSILON: a list whose scores span less gives every document 1.0
ES_MINMAX_EPSILON = 1e-6


def _bound(b: Any, which: str) -> tuple[str, float] | None:
    if b is None:
        return None
    key = "min_score" if which == "lower" else "max_score"
    if not isinstance(b, Mapping) or set(b) - {"mode", key}:
        raise ValueError(f"bounds: the {which} bound must be {{'mode': apply|clip|ignore, '{key}': number}}, got {b!r}")
    mode = str(b.get("mode", "apply"))
    if mode not in BOUND_MODES:
        raise ValueError(f"bounds: {which} mode must be one of {', '.join(BOUND_MODES)}, got {mode!r}")
    score = b.get(key, 0.0 if which == "lower" else 1.0)
    if isinstance(score, bool) or not isinstance(score, (int, float)) or not np.isfinite(score):
        raise ValueError(f"bounds: {which} {key} must be a finite number, got {score!r}")
    return mode, float(score)


def check_bounds(bounds: Any) -> None:
    """The ``bounds`` parameter: None, or a mapping list name -> ``{"lower": {...}, "upper": {...}}``."""
    if bounds is None:
        return
    if not isinstance(bounds, Mapping):
        raise ValueError(f"bounds must be a mapping list name -> {{'lower': ..., 'upper': ...}}, got {bounds!r}")
    for name, b in bounds.items():
        if not isinstance(b, Mapping) or set(b) - {"lower", "upper"}:
            raise ValueError(f"bounds[{name!r}] must be {{'lower': ..., 'upper': ...}}, got {b!r}")
        _bound(b.get("lower"), "lower")
        _bound(b.get("upper"), "upper")


def bounds_per_ranker(bounds: Mapping[str, Any] | None, names: Sequence[str]) -> list[tuple[Any, Any]]:
    """Per list (in ``names`` order): its (lower, upper) bound, each ``(mode, score)`` or None."""
    if not bounds:
        return [(None, None)] * len(names)
    unknown = [k for k in bounds if k not in set(names)]
    if unknown:
        raise ValueError(f"bounds: unknown list(s) {', '.join(map(str, unknown))}; the lists are {', '.join(names)}")
    out = []
    for n in names:
        b = bounds.get(n) or {}
        out.append((_bound(b.get("lower"), "lower"), _bound(b.get("upper"), "upper")))
    return out


def _minmax_bounds(x: NDArray[np.float64], lower: Any, upper: Any) -> NDArray[np.float64]:
    """OpenSearch ``normalizeSingleScore`` for every score of one list (in float64)."""
    lo, hi = float(x.min()), float(x.max())
    out = np.empty(len(x))
    for i, s in enumerate(x.tolist()):
        if hi == lo and s == hi:
            out[i] = 1.0
            continue
        eff_lo, eff_hi = lo, hi
        if lower is not None:
            mode, b = lower
            if mode == "apply":
                eff_lo = b if (hi > b and s > b) else lo
            elif mode == "clip":
                eff_lo = lo if hi < b else b
        if upper is not None:
            mode, b = upper
            if mode == "apply":
                eff_hi = b if (lo < b and s < b) else hi
            elif mode == "clip":
                eff_hi = hi if lo > b else b
        if lower is not None and lower[0] == "clip" and s < eff_lo:
            out[i] = OPENSEARCH_MIN_SCORE
        elif upper is not None and upper[0] == "clip" and s > eff_hi:
            out[i] = 1.0
        elif eff_hi == eff_lo:
            out[i] = 1.0
        else:
            v = minmax_ratio(s, eff_lo, eff_hi)
            out[i] = OPENSEARCH_MIN_SCORE if v == 0.0 else v
    return out


def normalise_list(x: NDArray[np.float64], norm: str, bound: tuple[Any, Any] = (None, None)) -> NDArray[np.float64]:
    """One list's scores (1-D, in the list's rank order, best first) normalised by an engine's rule."""
    x = np.ascontiguousarray(x, dtype=np.float64)
    n = len(x)
    if n == 0:
        return x.copy()
    if norm in ("l2", "dbsf"):
        x = pow2_scaled(x)  # scale-free: scores near +-1e308 do not overflow (the same bits otherwise)
    if norm == "l2":
        tot = float(np.sqrt(np.add.reduce(x * x)))
        return x / tot if tot > 0 else np.zeros(n)
    if norm == "dbsf":
        if n < 2:
            return np.full(n, 0.5)
        mean = np.add.reduce(x) / n
        sd = float(np.sqrt(np.add.reduce((x - mean) ** 2) / (n - 1)))
        lo, hi = mean - 3.0 * sd, mean + 3.0 * sd
        return np.full(n, 0.5) if hi == lo else (x - lo) / (hi - lo)
    if norm == "sigmoid":
        with np.errstate(over="ignore"):  # e^-s past the doubles (s < -709) is inf, and 1 / (1 + inf) the exact 0
            return 1.0 / (1.0 + np.exp(-x))
    if norm == "arctan":
        return 0.5 + np.arctan(x) / np.pi
    if norm == "minmax_bounds":
        return _minmax_bounds(x, *bound)
    if norm == "es_minmax":
        lo, hi = float(np.fmin.reduce(x)), float(np.fmax.reduce(x))
        return np.ones(n) if abs(hi - lo) < ES_MINMAX_EPSILON else minmax_scale(x, lo, hi)
    raise ValueError(f"not an engine normalisation: {norm!r}")


def combine_matrix(s: NDArray[np.float64], w: NDArray[np.float64] | None, combine: str) -> NDArray[np.float64]:
    """Per document (row), the ``combine`` of its lists' normalised scores ``s`` (NaN = not returned) with
    weights ``w`` (None = all 1); see the module docstring."""
    n, m = s.shape
    wr = np.ones((n, m)) if w is None else np.broadcast_to(np.asarray(w, dtype=np.float64), (n, m))
    if combine == "sum":
        return nan_order_free_sum(s if w is None else s * wr)
    if combine == "arithmetic_mean":
        v = np.where(np.isnan(s), 0.0, s)
        keep = v >= 0.0
        num = nan_order_free_sum(np.where(keep, v * wr, np.nan))
        den = nan_order_free_sum(np.where(keep, wr, np.nan))
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.where(den > 0, num / np.where(den > 0, den, 1.0), 0.0)
    if combine == "list_mean":
        ws = np.where(np.isnan(s), np.nan, s * wr)
        several = (~np.isnan(s)).sum(axis=1, keepdims=True) > 1
        return nan_order_free_sum(np.where(several & (ws < 0.0), 0.0, ws)) / max(m, 1)
    pos = ~np.isnan(s) & (s > 0)
    safe = np.where(pos, s, 1.0)
    den = nan_order_free_sum(np.where(pos, wr, np.nan))
    with np.errstate(invalid="ignore", divide="ignore"):
        if combine == "geometric_mean":
            num = nan_order_free_sum(np.where(pos, wr * np.log(safe), np.nan))
            return np.where(den > 0, np.exp(num / np.where(den > 0, den, 1.0)), 0.0)
        if combine == "harmonic_mean":
            harm = nan_order_free_sum(np.where(pos, wr / safe, np.nan))
            return np.where(harm > 0, den / np.where(harm > 0, harm, 1.0), 0.0)
    raise ValueError(f"combine must be one of {', '.join(COMBINES)}, got {combine!r}")
