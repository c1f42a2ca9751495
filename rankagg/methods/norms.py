"""The Comb family's per-list normalisations (:func:`normalized_scores`), in the methods core: the batch
methods, the per-query fuser and the engine exports call these; the names are in the positional family's
docstring (:mod:`rankagg.methods.positional`)."""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.minmax import max_scale, pow2_scaled
from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, Text, check_param
from rankagg.methods.engine_norms import ENGINE_NORMS, bounds_per_ranker, minmax_scale, normalise_list
from rankagg.methods.ranker_sums import _candidates, _list_lengths, rank_matrix

__all__ = ["NORM", "NORM_ALIASES", "SCORE_NORMS", "RANK_NORMS", "canonical_norm", "normalized_scores", "rank_normalised"]

# ---------------------------------------------------------------- normalisations
_NORMS = ("borda", "linear", "reciprocal", "minmax", "zscore", "sum", "max", "none") + ENGINE_NORMS
#: other spellings accepted for ``norm`` (ranx, PyFLAGR, the search engines and common usage)
NORM_ALIASES = {
    "min-max": "minmax", "min_max": "minmax", "z-score": "zscore", "z_score": "zscore", "zmuv": "zscore",
    "rank": "linear", "max-norm": "max", "identity": "none", "raw": "none", "score": "none",
    "l2_norm": "l2", "distribution": "dbsf", "distr": "dbsf", "minmaxscaler": "minmax",
}
#: the normalisations that read the input scores
SCORE_NORMS = ("auto", "minmax", "zscore", "sum", "max", "none") + ENGINE_NORMS


def canonical_norm(norm: str, data: Rankings | None = None) -> str:
    """The canonical name of a normalisation (aliases resolved; ``auto`` resolved when ``data`` is given)."""
    if not isinstance(norm, str):
        raise ValueError(f"norm must be a string, got {norm!r}")
    name = NORM_ALIASES.get(norm.lower(), norm.lower())
    if name == "auto":
        return name if data is None else ("minmax" if data.scores is not None else "borda")
    check_param("norm", name, Options(_NORMS + ("auto",) + tuple(NORM_ALIASES)))
    return name


NORM = Text("a normalisation: " + ", ".join(_NORMS + ("auto",)) + " or an alias", test=canonical_norm)


def normalized_scores(data: Rankings, norm: str, positions: str = "local", bounds: Any = None) -> NDArray[np.float64]:
    """Per-ranker, per-query normalised scores (NaN = not ranked).

    For rank inputs: ``borda`` ``(n - r + 1) / n``; ``linear`` (alias ``rank``)
    ``(k - r + 1) / k`` (the list's own length); ``reciprocal`` ``1 / r``.  For
    score inputs (or the negated rank when the input has none): ``minmax`` to
    [0, 1], ``zscore`` (a constant list gives 0), ``sum`` (divided by the list's
    sum of min-shifted scores), ``max`` (divided by the list's largest score when
    it is positive, ranx's max norm), ``none`` (the scores as they are).
    Aliases (``min-max``, ``zmuv``, ...) and ``auto`` are accepted.  The engines'
    normalisations (``l2``, ``dbsf``, ``sigmoid``, ``arctan``, ``minmax_bounds`` with
    ``bounds``) are :func:`~rankagg.methods.engine_norms.normalise_list`.
    """
    norm = canonical_norm(norm, data)
    if norm in ENGINE_NORMS:
        return _engine_normalised(data, norm, bounds)
    r = rank_matrix(data, positions)
    if norm in RANK_NORMS:
        return rank_normalised(norm, r, _candidates(data, "ranked")[:, None] if norm == "borda" else None,
                               _list_lengths(data) if norm == "linear" else None)
    if norm == "none":
        if data.scores is None:
            raise ValueError("norm='none' needs input scores; this input has ranks only (use minmax, borda or rank)")
        return data.scores
    raw = data.scores if data.scores is not None else -r
    out = np.full_like(raw, np.nan)
    for q, (a, b) in enumerate(zip(data.offsets[:-1].tolist(), data.offsets[1:].tolist())):
        if b > a:  # one query at a time: whole-matrix work, temporaries of one query only
            out[a:b] = _normalise_block(raw[a:b], norm)
            bad = np.flatnonzero(np.any(np.isinf(out[a:b]), axis=0)) if norm == "max" else None
            if bad is not None and len(bad):
                raise ValueError(overflow_message(norm, str(data.ranker_names[int(bad[0])]), str(data.qids[q])))
    return out


#: the normalisations of the ranks alone
RANK_NORMS = ("borda", "linear", "reciprocal")


def rank_normalised(norm: str, r: Any, n: Any, k: Any) -> Any:
    """The one formula of each rank normalisation (the batch path and the per-query fuser call it): ``borda``
    ``(n - r + 1) / n`` (``n`` the query's candidates), ``linear`` ``(k - r + 1) / k`` (``k`` the list's length),
    ``reciprocal`` ``1 / r``; arrays that broadcast."""
    with np.errstate(invalid="ignore", divide="ignore"):
        if norm == "borda":
            return (n - r + 1.0) / n
        if norm == "linear":
            return (k - r + 1.0) / k
        return 1.0 / r


def overflow_message(norm: str, name: str, qid: str | None = None, detail: str = "") -> str:
    """The error for a normalisation whose exact value is beyond the floats (``max``: a score of -1e308
    divided by a largest score of 1e-10): there is no finite answer to give."""
    where = (f"list {name!r}" if name else "a list") + ("" if qid is None else f", query {qid!r}")
    return (f"norm={norm!r}: {where}: a normalised score{detail} is beyond the float range (about 1.8e308); "
            "choose another norm (minmax, zscore, ...) or rescale that list's scores")


def _engine_normalised(data: Rankings, norm: str, bounds: Any) -> NDArray[np.float64]:
    """An engine normalisation, list by list and query by query, on each list's scores in its rank order."""
    if data.scores is None:
        raise ValueError(f"norm={norm!r} needs input scores; this input has ranks only")
    per_ranker = bounds_per_ranker(bounds, data.ranker_names)
    local = data.local_ranks()
    out = np.full_like(data.scores, np.nan)
    for a, b in zip(data.offsets[:-1].tolist(), data.offsets[1:].tolist()):
        for j in range(data.n_rankers):
            rows = a + np.flatnonzero(~np.isnan(local[a:b, j]))
            if len(rows):
                rows = rows[np.argsort(local[rows, j], kind="stable")]
                out[rows, j] = normalise_list(data.scores[rows, j], norm, per_ranker[j])
    return out


def _normalise_block(x: NDArray[np.float64], norm: str) -> NDArray[np.float64]:
    """One query's ``(items, rankers)`` scores normalised per ranker column (NaN = not ranked)."""
    ok = ~np.isnan(x)
    cnt = ok.sum(axis=0)
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):  # max: an overflow is refused by the caller
        if norm == "max":
            val = max_scale(x, np.fmax.reduce(x, axis=0))
        elif norm == "minmax" or norm == "sum":
            if norm == "sum":
                x = pow2_scaled(x)  # scale-free: scores near +-1e308 do not overflow (the same bits otherwise)
            lo = np.fmin.reduce(x, axis=0)
            if norm == "minmax":
                val = minmax_scale(x, lo, np.fmax.reduce(x, axis=0))
            else:
                shifted = np.where(ok, x - lo, 0.0)
                tot = shifted.sum(axis=0)
                val = np.where(tot > 0, shifted / np.where(tot > 0, tot, 1.0), 1.0 / np.maximum(cnt, 1))
        else:  # zscore
            x = pow2_scaled(x)
            mean = np.where(ok, x, 0.0).sum(axis=0) / np.maximum(cnt, 1)
            var = np.where(ok, (x - mean) ** 2, 0.0).sum(axis=0) / np.maximum(cnt, 1)
            sd = np.sqrt(var)
            val = np.where(sd > 0, (x - mean) / np.where(sd > 0, sd, 1.0), 0.0)
    return np.where(ok, val, np.nan)
