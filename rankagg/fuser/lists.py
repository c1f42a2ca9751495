"""One query's lists for :class:`rankagg.fuser.Fuser`: the forms a service holds them in, read as
ranked ids (trec_eval's order: score descending, then docid descending), and the per-list
normalisations of the batch path (:mod:`rankagg.methods.norms`), computed on
one query with the same arithmetic so that the fused scores are the batch scores bit for bit.
"""

from __future__ import annotations

import math
from itertools import accumulate, chain
from operator import itemgetter
from typing import Any, Iterator, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.minmax import max_scale, minmax_scale
from rankagg.data.rankings import TIE_TOLERANCE
from rankagg.fuser.ranked_lists import Ranked
from rankagg.io.json_documents import refuse_document
from rankagg.io.rules import MAX_ID_CHARS, check_names_once, first_bad_id, id_fault, number_value, type_fault

try:  # the compiled kernel (issue 35 item 2), built at install; absent only where no C compiler was found
    import rankagg._fuse_native as _native
except ImportError:  # pragma: no cover - an install without a C compiler: the Python path alone
    _native = None  # type: ignore[assignment]

_SCORE = itemgetter(1)
_ID = itemgetter(0)
_INTEGER_IDS = (int, np.integer)


class Request:
    """One query's lists read by the rules every path of :class:`~rankagg.fuser.Fuser` shares: ``names``,
    per list its docids best first (``str``) and their scores (floats, or None for a list of docids), and the
    entries flattened list after list (:meth:`index`): ``docs`` (first-seen order), each entry's ``rows``
    (its document), ``cols`` (its list) and ``ranks`` (1 = best), in arrays; ``lengths[j]`` the entries of
    list ``j``, ``longest`` the most.  ``flat`` holds every docid and ``flat_scores`` every score, list after
    list, as read (None where a window cut the lists or equal scores were reordered, or not every list has
    scores): the checks made them, and :meth:`index` and :func:`simple_norms` use them again.

    The rules: a list is a mapping docid -> score, a sequence of docids or ``(ids, scores)``; docids are
    ``str`` or all ``int`` (written as decimals), never a mix, nor bytes, None or a float such as NaN, and
    as text not empty, with no blank or newline (the readers' one rule, :mod:`rankagg.io.rules`); a
    docid appears once a list; scores are finite int or float numbers (not ``bool``, not a string such as
    ``"1_000"``); ranks follow trec_eval (score descending, then docid descending)."""

    __slots__ = ("names", "ids", "scores", "docs", "rows", "cols", "ranks", "lengths", "longest", "flat",
                 "flat_scores")

    def __init__(self, lists: Mapping[Any, Any], window: int | None = None) -> None:
        if not isinstance(lists, Mapping):
            raise ValueError(f"lists must be a mapping list name -> list, got {type(lists).__name__}")
        self.names = names = check_names_once("lists", list(lists), "list")  # {1: a, "1": b}: two lists, one name
        parsed = [_ranked(n, v) for n, v in zip(names, lists.values())]
        ids = [p[0] for p in parsed]
        flat = list(chain.from_iterable(ids))
        kinds = set(map(type, flat))
        if kinds and kinds != {str}:
            ids = _ids_as_str(names, ids, kinds)
            flat = list(chain.from_iterable(ids))
        bad = first_bad_id(flat)  # the readers' one id rule (rankagg.io.rules): not empty, no blank or newline
        if bad is not None:
            j = int(np.searchsorted(np.cumsum([len(i) for i in ids]), bad, side="right"))
            raise ValueError(f"list {names[j]!r}: docid {flat[bad]!r} {id_fault(flat[bad])}")
        scores = [p[1] for p in parsed]
        for j, (name, i, p) in enumerate(zip(names, ids, parsed)):
            if not p[2] and len(set(i)) != len(i):  # a mapping holds each key once
                seen: set[str] = set()
                dup = next(d for d in i if d in seen or seen.add(d))  # type: ignore[func-returns-value]
                raise ValueError(f"list {name!r}: docid {dup!r} appears twice")
        moved, flat_scores = False, None
        if any(sc is not None for sc in scores):
            fixed = [v.__class__ is Ranked for v in lists.values()]
            moved, flat_scores = _settle_scores(names, ids, scores, fixed)
        if window is not None:
            ids = [i[:window] for i in ids]
            scores = [None if sc is None else sc[:window] for sc in scores]
        self.ids, self.scores = ids, scores
        # every docid and every score, list after list, kept for index() and simple_norms() (None: made there)
        self.flat = None if moved or window is not None else flat
        self.flat_scores = None if window is not None else flat_scores

    def index(self) -> "Request":
        """The entry arrays (see the class docstring), made once."""
        if hasattr(self, "rows"):
            return self
        ids = self.ids
        lens = list(map(len, ids))
        self.longest = max(lens, default=0)
        self.lengths = lengths = np.array(lens, dtype=np.intp)
        where: dict[str, int] = {}  # docid -> its row, first seen first
        row = where.setdefault
        flat = chain.from_iterable(ids) if self.flat is None else self.flat
        rows = [row(d, len(where)) for d in flat]
        self.rows = np.fromiter(rows, dtype=np.intp, count=len(rows))
        self.docs = list(where)
        self.cols = np.repeat(np.arange(len(ids)), lengths)
        one_to = np.arange(1, self.longest + 1)  # each list's ranks 1..length, as views of one range
        self.ranks = np.concatenate([one_to[:k] for k in lens]) if lens else one_to
        return self

    def best_ranks(self, count: NDArray[np.int64]) -> NDArray[np.int64]:
        """Each document's best rank over the lists (``count``: its entries, ``np.bincount(rows)``, gives the
        number of documents): the least of its entries' ranks (``np.minimum.at``, NumPy's unbuffered loop)."""
        best = np.full(len(count), len(self.rows) + 1, dtype=self.ranks.dtype)
        np.minimum.at(best, self.rows, self.ranks)
        return best

    def rank_maps(self) -> list[dict[int, int]]:
        """Per list, document row -> rank (the declarations' form, :mod:`~rankagg.methods.per_query`)."""
        rows = self.rows.tolist()
        lens = self.lengths.tolist()
        return [dict(zip(rows[a: a + k], range(1, k + 1))) for a, k in zip(accumulate(lens, initial=0), lens)]


def _ranked(name: str, obj: Any) -> tuple[list[Any], list[float] | None, bool]:
    """One input list as (docids best first by score, their scores or None, whether the docids are a
    mapping's keys); scores that tie are put in trec_eval's order by :func:`_settle_scores`."""
    if obj.__class__ is Ranked:
        if len(obj) != 2 or len(obj[0]) != len(obj[1]):
            raise ValueError(f"list {name!r}: a Ranked list is (ids, scores) of one length")
        return list(obj[0]), [_number(name, d, s) for d, s in zip(obj[0], obj[1])], False
    if obj.__class__ is dict and set(map(type, obj.values())) == {float}:
        # the common case: docid -> float, ranked by one sort
        ids = sorted(obj, key=obj.__getitem__, reverse=True)
        return ids, list(map(obj.__getitem__, ids)), True
    if isinstance(obj, Mapping):
        refuse_document(f"list {name!r}", obj, "{docid: score}")
        ids, scores, keyed = list(obj), list(obj.values()), True
    elif _is_pair(obj):
        ids, scores, keyed = list(obj[0]), list(obj[1]), False
        if len(ids) != len(scores):
            raise ValueError(f"list {name!r}: {len(ids)} ids but {len(scores)} scores")
    elif isinstance(obj, (list, tuple, np.ndarray)):
        ids = list(obj)
        # a list that returned nothing is read as either form, as an empty iterator is (sources.Source): it
        # has a score for each of its documents, so it never turns a scored request into a rank-only one
        return ids, (None if ids else []), False
    else:
        raise ValueError(f"list {name!r}: expected a mapping docid -> score, a sequence of docids or (ids, scores), "
                         f"got {type(obj).__name__}")
    if set(map(type, scores)) != {float}:
        scores = [_number(name, d, s) for d, s in zip(ids, scores)]
    pairs = sorted(zip(ids, scores), key=_SCORE, reverse=True)
    return list(map(_ID, pairs)), list(map(_SCORE, pairs)), keyed


def _is_pair(obj: Any) -> bool:
    """Whether a list is given as ``(ids, scores)``."""
    return (isinstance(obj, tuple) and len(obj) == 2 and not isinstance(obj[0], (str, bytes))
            and hasattr(obj[0], "__len__") and hasattr(obj[1], "__len__"))


def integer_ids(lists: Any) -> bool:
    """Whether a request's docids are integers, told by its first docid (a request mixing str and int is refused
    where its lists are read): an engine's int ids (Qdrant's unsigned 64-bit points, Milvus's int64 keys, LanceDB's
    ``_rowid``) are fused as their decimal text (the readers' rule, trec_eval's order) and handed back as ints, so
    that they can go back to the engine that gave them (:func:`as_given`)."""
    for obj in lists.values() if isinstance(lists, Mapping) else ():
        if isinstance(obj, Mapping):
            first = next(iter(obj), None)
        else:
            ids = obj[0] if _is_pair(obj) else obj if isinstance(obj, (list, tuple, np.ndarray)) else ()
            first = ids[0] if len(ids) else None
        if first is not None:
            return isinstance(first, _INTEGER_IDS) and not isinstance(first, (bool, np.bool_))
    return False


def as_given(items: list[tuple[Any, float]], integer: bool) -> list[tuple[Any, float]]:
    """``[(docid, score), ...]`` with the docids of an integer request (:func:`integer_ids`) as Python ints."""
    return [(int(d), s) for d, s in items] if integer else items


def _number(name: str, docid: Any, s: Any) -> float:
    """A score given as a number (NumPy's, a Decimal: :func:`rankagg.io.rules.number_value`) as a float; a bool, a
    string or another object refused, and so is an int beyond the doubles."""
    number = number_value(s)
    if number is not None and (math.isfinite(number) or not isinstance(s, (int, np.integer))):
        return number  # a NaN or infinite float is named by the finiteness check, as ever
    raise ValueError(f"list {name!r}: document {docid!r}: score {s!r} is not a finite number "
                     f"(scores are int, float or Decimal, got {type(s).__name__})")


def _ids_as_str(names: list[str], ids: list[list[Any]], kinds: set[type]) -> list[list[str]]:
    """The docids as ``str``: str subclasses (NumPy's) as str, integers as decimals; any other type, or a mix
    of strings and integers (``{1: 0.5, "1": 0.9}`` would fuse two documents as one), refused."""
    strings = all(issubclass(k, str) for k in kinds)
    integers = all(issubclass(k, _INTEGER_IDS) and not issubclass(k, (bool, np.bool_)) for k in kinds)
    if strings or integers:
        return [list(map(str, i)) if i else i for i in ids]
    for name, i in zip(names, ids):
        for d in i:
            fault = type_fault(d)  # the rule of every form: None and NaN are missing, not of a type
            if fault is not None:
                raise ValueError(f"list {name!r}: docid {d!r} {fault}")
    first = {k: next((n, d) for n, i in zip(names, ids) for d in i if isinstance(d, k)) for k in (str, _INTEGER_IDS)}
    (sn, sd), (iname, idoc) = first[str], first[_INTEGER_IDS]
    raise ValueError(f"docids mix str and int (list {sn!r}: {sd!r}, list {iname!r}: {idoc!r}); give docids of one "
                     "type")


def _settle_scores(names: list[str], ids: list[list[str]], scores: list[list[float] | None], fixed: list[bool]
                   ) -> tuple[bool, NDArray[np.float64] | None]:
    """Refuse scores that are not finite, and put the documents of equal scores in trec_eval's order
    (docid descending) in place.  Returns whether a document moved, and every score list after list when every
    list has scores and none moved (None otherwise); a ``fixed`` list (:class:`Ranked`) keeps its order.  One array
    holds every score: the checks are two array steps, and the lists are looked at one by one only to name a bad
    score or to reorder equal ones."""
    given = [sc for sc in scores if sc is not None]
    flat = np.fromiter(chain.from_iterable(given), dtype=np.float64, count=sum(map(len, given)))
    if not np.isfinite(flat).all():
        for name, i, sc in zip(names, ids, scores):
            bad = None if sc is None else next((j for j, x in enumerate(sc) if not math.isfinite(x)), None)
            if sc is not None and bad is not None:
                raise ValueError(f"list {name!r}: document {i[bad]!r}: score {sc[bad]!r} is not a finite number")
    moved = False
    # each list is sorted by score (_ranked): equal scores of a list are neighbours in flat
    if flat.size > 1 and (flat[1:] == flat[:-1]).any():
        for i, sc, keep in zip(ids, scores, fixed):
            if sc is not None and not keep and len(set(sc)) < len(sc):
                pairs = sorted(zip(i, sc), reverse=True)  # score descending, then docid descending
                pairs.sort(key=_SCORE, reverse=True)
                i[:], sc[:] = map(_ID, pairs), map(_SCORE, pairs)
                moved = True
    return moved, flat if len(given) == len(scores) and not moved else None


def _matrix(vals: list[dict[int, float]], n: int, m: int) -> np.ndarray:
    mat = np.full((n, m), np.nan)
    for j, v in enumerate(vals):
        if v:
            idx = np.fromiter(v.keys(), dtype=np.int64, count=len(v))
            mat[idx, j] = np.fromiter(v.values(), dtype=np.float64, count=len(v))
    return mat


def _median_rows(contrib: list[dict[int, float]], n: int, m: int) -> list[float]:
    from rankagg.methods.ranker_sums import _count, _nan_reduce

    s = _matrix(contrib, n, m)
    return _nan_reduce(np.nanmedian, s, _count(s)).tolist()


def _normalise(norm: str, parsed: list[tuple[list[str], Any]], ranks: list[dict[int, int]], docs: list[str],
               bounds: Any, names: list[str]) -> list[dict[int, float]]:
    """Per list, docrow -> normalised score, with the batch path's arithmetic."""
    from rankagg.methods.engine_norms import ENGINE_NORMS, bounds_per_ranker, normalise_list
    from rankagg.methods.norms import RANK_NORMS, rank_normalised

    n = len(docs)
    if norm in ("zscore", "sum"):
        return _block_normalised(norm, parsed, ranks, docs)
    if norm in ENGINE_NORMS:
        per = bounds_per_ranker(bounds, names) if bounds else [(None, None)] * len(parsed)
    out = []
    for j, ((ids, sc), rk) in enumerate(zip(parsed, ranks)):
        if norm in RANK_NORMS:  # the batch path's formula, on this list's ranks
            r = np.fromiter(rk.values(), dtype=np.float64, count=len(rk))
            out.append(dict(zip(rk, rank_normalised(norm, r, float(n), float(len(rk))).tolist())))
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
            vals = list_norms(norm, np.asarray(raw, dtype=np.float64), np.array([len(raw)]),
                              [str(names[j]) if names else str(j)]).tolist()
        elif norm in ENGINE_NORMS:
            vals = normalise_list(np.asarray(raw, dtype=np.float64), norm, per[j]).tolist()
        else:  # pragma: no cover - canonical_norm checked the name
            raise ValueError(f"unknown norm {norm!r}")
        out.append(dict(zip(order, vals)))
    return out


def simple_norms(norm: str | None, req: Any) -> NDArray[np.float64] | None:
    """The entries' ``minmax``, ``max`` or ``none`` normalised scores, list after list (``auto`` is ``minmax``
    when every list has scores; the negated ranks of lists without scores for ``minmax`` and ``max``) in one
    pass over the entries; None for the other normalisations (:func:`_normalise`)."""
    has = [sc is not None for sc in req.scores]
    if norm == "auto" and all(has):
        norm = "minmax"
    lengths = req.index().lengths
    if all(has) and norm in ("minmax", "max", "none"):
        raw = req.flat_scores if req.flat_scores is not None else \
            np.fromiter(chain.from_iterable(req.scores), dtype=np.float64, count=int(lengths.sum()))
    elif not any(has) and norm in ("minmax", "max"):
        raw = -np.concatenate([np.arange(1.0, k + 1.0) for k in lengths.tolist()] or [np.empty(0)])
    else:
        return None
    return list_norms(str(norm), raw, lengths, req.names)


def list_norms(norm: str, raw: NDArray[np.float64], lengths: NDArray[np.intp], names: list[str]) -> NDArray[np.float64]:
    """``minmax``, ``max`` or ``none`` of each list's scores (``raw``, list after list, ``lengths[j]`` each), by the
    batch path's functions (:func:`~rankagg.data.minmax.minmax_scale`, :func:`~rankagg.data.minmax.max_scale`)
    with each list's bounds; ``max`` refuses a
    list whose normalised scores are beyond the floats (-1e308 over a largest score of 1e-10), as the batch
    path does, naming the list."""
    if norm == "none" or not raw.size:
        return raw.copy()
    full = lengths > 0
    starts = np.cumsum(lengths) - lengths
    if not full.all():  # an empty list has no bounds
        starts, lengths = starts[full], lengths[full]
    lo, hi = np.minimum.reduceat(raw, starts), np.maximum.reduceat(raw, starts)
    if norm == "max":
        with np.errstate(over="ignore", divide="ignore", invalid="ignore"):  # 0 / 0 where a list is all 0
            beyond = (hi > 0) & np.isinf(lo / hi)
        if beyond.any():
            from rankagg.methods.norms import overflow_message

            j = int(np.flatnonzero(beyond)[0])
            raise ValueError(overflow_message(norm, str(np.asarray(names)[full][j]),
                                              detail=f" ({lo[j].item()!r} / {hi[j].item()!r})"))
        return max_scale(raw, np.repeat(hi, lengths))
    return minmax_scale(raw, np.repeat(lo, lengths), np.repeat(hi, lengths))


def _block_normalised(norm: str, parsed: list[tuple[list[str], Any]], ranks: list[dict[int, int]],
                      docs: list[str]) -> list[dict[int, float]]:
    """zscore / sum: the batch block function on the query's matrix, documents in docid order as in a Rankings."""
    from rankagg.methods.norms import _normalise_block

    n, m = len(docs), len(parsed)
    if n == 0:  # no list returned anything (a query with no match): the block functions reduce over documents
        return [{} for _ in ranks]
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


#: the kernel's code of each normalisation it computes (``auto`` is ``minmax`` on lists with scores)
_NATIVE_NORMS = {"minmax": 1, "max": 2, "none": 3, "auto": 1}


class NativeFusion:
    """One :class:`~rankagg.fuser.Fuser`'s call of the compiled kernel ``rankagg._fuse_native`` (issue 35 item
    2: a request at native speed, compiled at install, never on a request).  The kernel takes the common
    request (a dict of dicts ``str`` -> ``float``, rules ``sum`` and ``sum*count`` of rank points or of
    ``minmax`` / ``max`` / ``none`` scores) and returns what the Python path returns, bit for bit and in the
    same order: the same floating-point operations in the same order (``rankagg/_native/fuse/fuse.h`` says which);
    anything else it declines (None), and the Python path answers or raises its error."""

    __slots__ = ("norm", "times_count", "window", "depth", "weights", "points")

    def __init__(self, norm: int, times_count: bool, window: int | None, depth: int | None,
                 weights: Mapping[str, float] | None, points: Any) -> None:
        self.norm, self.times_count, self.weights, self.points = norm, times_count, weights, points
        self.window, self.depth = -1 if window is None else window, -1 if depth is None else depth

    @classmethod
    def made_for(cls, kind: str, norm: str | None, rule: str, window: int | None, depth: int | None,
                 weights: Mapping[str, float] | None, points: Any) -> "NativeFusion | None":
        """The kernel's call for a fuser whose rule is a sum (times the count) of values by rank or of one
        list's scores, weights multiplying (the caller checks), or None when the kernel is absent or the normalisation is another."""
        code = 0 if kind == "points" else _NATIVE_NORMS.get(str(norm))
        if _native is None or code is None:
            return None
        return cls(code, rule == "sum*count", window, depth, weights, points)

    def __call__(self, lists: Any) -> list[tuple[str, float]] | None:
        """The fused ``[(docid, score), ...]`` of ``lists``, or None (declined)."""
        if lists.__class__ is not dict:
            return None
        weights = None
        if self.weights is not None:  # unknown names, names not str: the Python path's error or answer
            if not all(n.__class__ is str for n in lists) or not self.weights.keys() <= lists.keys():
                return None
            weights = [float(self.weights.get(n, 1.0)) for n in lists]
            if weights and not any(weights):  # every list weighs 0: the Python path's error
                return None
        table = self.points(0)[1] if self.norm == 0 else None
        out = _native.fuse(lists, table, self.norm, weights, self.window, self.depth, self.times_count,
                           TIE_TOLERANCE, MAX_ID_CHARS)
        if isinstance(out, int):  # the rank points of more ranks than the table holds: grown once, asked again
            out = _native.fuse(lists, self.points(out)[1], self.norm, weights, self.window, self.depth,
                               self.times_count, TIE_TOLERANCE, MAX_ID_CHARS)
        return None if isinstance(out, int) else out
