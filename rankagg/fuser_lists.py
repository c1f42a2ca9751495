"""One query's lists for :class:`rankagg.fuser.Fuser`: the forms a service holds them in, read as
ranked ids (trec_eval's order: score descending, then docid descending), and the per-list
normalisations of the batch path (:mod:`rankagg.methods.positional.norms`), computed on
one query with the same arithmetic so that the fused scores are the batch scores bit for bit.
"""

from __future__ import annotations

import math
from operator import itemgetter
from typing import Any, Mapping

import numpy as np

_SCORE = itemgetter(1)
_ID = itemgetter(0)

def _ranked_ids(name: str, obj: Any) -> tuple[list[str], list[float] | None]:
    """One input list as (docids best first, their scores or None)."""
    if obj.__class__ is dict and set(map(type, obj.values())) == {float} and _all_str(obj):
        # the common case: docid -> float, ranked by one sort (a second one when scores tie)
        ids = sorted(obj, key=obj.__getitem__, reverse=True)
        scores = list(map(obj.__getitem__, ids))
        if not all(map(math.isfinite, scores)):
            bad = next(i for i, s in enumerate(scores) if not math.isfinite(s))
            raise ValueError(f"list {name!r}: document {ids[bad]!r}: score {scores[bad]!r} is not a finite number")
        if len(set(scores)) == len(scores):
            return ids, scores
    if isinstance(obj, dict) or isinstance(obj, Mapping):
        ids, scores = list(obj), list(obj.values())
    elif (isinstance(obj, tuple) and len(obj) == 2 and not isinstance(obj[0], (str, bytes))
          and hasattr(obj[0], "__len__") and hasattr(obj[1], "__len__")):
        ids, scores = list(obj[0]), list(obj[1])
        if len(ids) != len(scores):
            raise ValueError(f"list {name!r}: {len(ids)} ids but {len(scores)} scores")
    elif isinstance(obj, (list, tuple, np.ndarray)):
        ids = list(obj)
        if ids and not _all_str(ids):
            ids = [str(x) for x in ids]
        if len(set(ids)) != len(ids):
            raise ValueError(f"list {name!r}: a docid appears twice")
        return ids, None
    else:
        raise ValueError(f"list {name!r}: expected a mapping docid -> score, a sequence of docids or (ids, scores), "
                         f"got {type(obj).__name__}")
    if ids and not _all_str(ids):
        ids = [str(x) for x in ids]
    if scores and set(map(type, scores)) != {float}:
        try:
            scores = [float(s) for s in scores]
        except (TypeError, ValueError):
            raise ValueError(f"list {name!r}: scores must be numbers") from None
    if not all(map(math.isfinite, scores)):
        bad = next(i for i, s in enumerate(scores) if not math.isfinite(s))
        raise ValueError(f"list {name!r}: document {ids[bad]!r}: score {scores[bad]!r} is not a finite number")
    if not isinstance(obj, dict) and len(set(ids)) != len(ids):
        raise ValueError(f"list {name!r}: a docid appears twice")
    pairs = list(zip(ids, scores))
    if len(pairs) > 1:
        # trec_eval: score descending, then docid descending (the docid sort only when scores tie)
        if len(set(scores)) != len(scores):
            pairs.sort(reverse=True)
        pairs.sort(key=_SCORE, reverse=True)
    return list(map(_ID, pairs)), list(map(_SCORE, pairs))


def _all_str(ids: Any) -> bool:
    return set(map(type, ids)) == {str}


def _rows(vals: list[dict[int, float]], n: int) -> list[list[float]]:
    out: list[list[float]] = [[] for _ in range(n)]
    for v in vals:
        for i, x in v.items():
            out[i].append(x)
    return out


def _matrix(vals: list[dict[int, float]], n: int, m: int) -> np.ndarray:
    mat = np.full((n, m), np.nan)
    for j, v in enumerate(vals):
        if v:
            idx = np.fromiter(v.keys(), dtype=np.int64, count=len(v))
            mat[idx, j] = np.fromiter(v.values(), dtype=np.float64, count=len(v))
    return mat


def _median_rows(contrib: list[dict[int, float]], n: int, m: int) -> list[float]:
    from rankagg.methods.positional.ranker_sums import _count, _nan_reduce

    s = _matrix(contrib, n, m)
    return _nan_reduce(np.nanmedian, s, _count(s)).tolist()


def _normalise(norm: str, parsed: list[tuple[list[str], Any]], ranks: list[dict[int, int]], docs: list[str],
               bounds: Any, names: list[str]) -> list[dict[int, float]]:
    """Per list, docrow -> normalised score, with the batch path's arithmetic."""
    from rankagg.methods.positional.engine_norms import ENGINE_NORMS, bounds_per_ranker, normalise_list

    n = len(docs)
    if norm in ("zscore", "sum"):
        return _block_normalised(norm, parsed, ranks, docs)
    if norm in ENGINE_NORMS:
        per = bounds_per_ranker(bounds, names) if bounds else [(None, None)] * len(parsed)
    out = []
    for j, ((ids, sc), rk) in enumerate(zip(parsed, ranks)):
        if norm == "borda":
            nf = float(n)
            out.append({i: (nf - r + 1.0) / nf for i, r in rk.items()})
            continue
        if norm == "linear":
            kf = float(len(rk))
            out.append({i: (kf - r + 1.0) / kf for i, r in rk.items()})
            continue
        if norm == "reciprocal":
            out.append({i: 1.0 / r for i, r in rk.items()})
            continue
        order = list(rk)  # docrows in rank order
        if sc is None:
            if norm == "none" or norm in ENGINE_NORMS:
                raise ValueError(f"norm={norm!r} needs scores; list {names[j] if names else j!r} has ranks only")
            raw = [-float(r) for r in rk.values()]
        else:
            raw = sc
        if not raw:
            out.append({})
            continue
        if norm in ("minmax", "max", "none"):
            vals = _simple_norm(norm, raw, str(names[j]) if names else str(j))
        elif norm in ENGINE_NORMS:
            vals = normalise_list(np.asarray(raw, dtype=np.float64), norm, per[j]).tolist()
        else:  # pragma: no cover - canonical_norm checked the name
            raise ValueError(f"unknown norm {norm!r}")
        out.append(dict(zip(order, vals)))
    return out


def _simple_norm(norm: str, raw: list[float], name: str = "") -> list[float]:
    """minmax, max or none of one list's scores (the batch path's element-wise arithmetic); ``max`` refuses
    a list whose normalised scores are beyond the floats (-1e308 over a largest score of 1e-10), as the
    batch path does, naming the list ``name``."""
    if norm == "minmax":
        from rankagg.methods.positional.engine_norms import minmax_ratio

        lo, hi = min(raw), max(raw)
        return [minmax_ratio(x, lo, hi) for x in raw] if hi > lo else [1.0] * len(raw)
    if norm == "max":
        hi = max(raw)
        if hi > 0 and math.isinf(min(raw) / hi):
            from rankagg.methods.positional.norms import overflow_message

            raise ValueError(overflow_message(norm, name, detail=f" ({min(raw)!r} / {hi!r})"))
        return [x / hi for x in raw] if hi > 0 else list(raw)
    return list(raw)


def _block_normalised(norm: str, parsed: list[tuple[list[str], Any]], ranks: list[dict[int, int]],
                      docs: list[str]) -> list[dict[int, float]]:
    """zscore / sum: the batch block function on the query's matrix, documents in docid order as in a Rankings."""
    from rankagg.methods.positional.norms import _normalise_block

    n, m = len(docs), len(parsed)
    by_id = sorted(range(n), key=docs.__getitem__)
    pos = {i: p for p, i in enumerate(by_id)}
    x = np.full((n, m), np.nan)
    for j, ((_, sc), rk) in enumerate(zip(parsed, ranks)):
        for (i, r), s in zip(rk.items(), sc if sc is not None else [None] * len(rk)):
            x[pos[i], j] = -float(r) if s is None else s
    if not all(sc is not None for _, sc in parsed) and any(sc is not None for _, sc in parsed):
        raise ValueError(f"norm={norm!r}: give scores for every list or for none")
    y = _normalise_block(x, norm)
    return [{i: float(y[pos[i], j]) for i in rk} for j, rk in enumerate(ranks)]
