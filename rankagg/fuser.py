"""Fusion of one query's result lists, for a search service: :class:`Fuser`.

``rankagg.fuse`` builds a DataFrame and a :class:`~rankagg.data.rankings.Rankings`
for any number of queries (milliseconds).  A service fuses a few lists of one
query per request; :class:`Fuser` does that in plain Python (NumPy for the few
normalisations whose statistics NumPy computes), with the batch path's
arithmetic, so that every fused score is the batch score bit for bit and the
order is the house tie rule (:func:`rankagg.data.rankings.consensus_order`):

    fuser = rankagg.Fuser("rrf", weights={"bm25": 1.0, "dense": 2.0}, k=60)
    fuser({"bm25": {"d1": 12.1, "d2": 9.5}, "dense": ["d2", "d3"]})
    # -> [("d2", ...), ("d1", ...), ("d3", ...)]

Each list may be a mapping docid -> score, a sequence of docids (best first) or a
pair ``(ids, scores)`` of parallel sequences.  Ranks come from the scores by the
trec_eval rule (score descending, then docid descending), as in ``rankagg.fuse``.
A fuser holds no state that a call changes: one instance may serve many threads.
No call compiles anything (numba is never imported here).

Supported methods: those tagged ``fuser`` (``SUPPORTED_METHODS``): ``rrf``, ``isr``, ``log_isr``,
``dowdall``, ``borda``, and the Comb family ``combsum`` (with ``combine=``), ``combmnz``, ``combmax``,
``combmin``, ``combanz``, ``combmed`` with every ``norm`` and ``weights``.  The fuser knows no method by
name: each class declares its formula on one query (its points or normalisation, how the values combine,
whether the weights multiply them: :mod:`rankagg.methods.positional.per_query`), read once when the
fuser is made.
"""

from __future__ import annotations

import math
import os
import sys
from itertools import compress, islice
from operator import itemgetter, sub
from typing import Any, Mapping, Sequence

import numpy as np

from rankagg.data.rankings import TIE_TOLERANCE
from rankagg.fuser_lists import _matrix, _median_rows, _normalise, _ranked_ids, _rows, _simple_norm

__all__ = ["Fuser", "SUPPORTED_METHODS", "score_from_explanation"]


def score_from_explanation(entry: Mapping[str, Any]) -> float:
    """The fused score recomputed from one explanation entry (:func:`rankagg.fuser_explain.score_from_explanation`)."""
    from rankagg.fuser_explain import score_from_explanation as recompute

    return recompute(entry)

def __getattr__(name: str) -> Any:
    """``SUPPORTED_METHODS``: the methods the per-query fuser computes, those whose class declares the
    ``fuser`` tag (read from the registry on first use, so importing rankagg stays cheap)."""
    if name == "SUPPORTED_METHODS":
        from rankagg.methods.registry import list_methods, method_tags

        return tuple(n for n in list_methods() if method_tags(n).fuser)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
_SCORE = itemgetter(1)
_ID = itemgetter(0)


def _plain_sum(values: Sequence[float]) -> float:
    """Left-to-right sum from 0.0 (NumPy's pairwise sum below 8 values)."""
    total = 0.0
    for v in values:
        total += v
    return total


# Python's sum() of floats is the plain left-to-right sum before 3.12 and compensated from 3.12 on
_add = sum if sys.version_info < (3, 12) else _plain_sum


def _row_sums(rows: list[list[float]], n_lists: int) -> list[float]:
    """Each row's values added in sorted order, as :func:`~rankagg.features.points.ranker_sum`
    adds a row of ``n_lists`` columns (zeros left out; NumPy's pairwise summation from 8 columns on)."""
    if n_lists < 8:
        return [row[0] if len(row) == 1 else (_add(sorted(row)) if row else 0.0) for row in rows]
    from rankagg.features.points import nan_order_free_sum

    mat = np.zeros((len(rows), n_lists))
    for i, row in enumerate(rows):
        mat[i, : len(row)] = row
    return nan_order_free_sum(mat).tolist()


class Fuser:
    """Fuse one query's lists (see the module docstring).

    ``method`` a registry name or spec (``"rrf"``, ``"combsum(norm='dbsf')"``), ``weights``
    list name -> weight (a list it does not name weighs 1), ``params`` the method's
    parameters.  ``window`` keeps the first ``window`` documents of each input list
    (Elasticsearch's ``rank_window_size``), ``depth`` the first ``depth`` fused
    documents (None: all).
    """

    def __init__(self, method: str = "rrf", weights: Mapping[str, float] | None = None, *,
                 window: int | None = None, depth: int | None = None, **params: Any) -> None:
        from rankagg.methods.registry import make_method

        if weights is not None:
            if not isinstance(weights, Mapping):
                raise ValueError(f"weights must be a mapping list name -> weight, got {type(weights).__name__}")
            params["weights"] = dict(weights)
        self.method = make_method(method, **params)
        self._kind = self.method.get_tags().fuser
        if self._kind is None:
            raise ValueError(f"Fuser supports {', '.join(__getattr__('SUPPORTED_METHODS'))}; got {self.method.name!r} "
                             "(use rankagg.fuse for the others)")
        for label, v in (("window", window), ("depth", depth)):
            if v is not None and (isinstance(v, bool) or not isinstance(v, int) or v < 1):
                raise ValueError(f"{label} must be a positive integer or None, got {v!r}")
        self.name: str = self.method.name
        self.params: dict[str, Any] = dict(self.method.params)
        self.window, self.depth = window, depth
        # the rank points and whether they fall strictly with the rank; replaced whole (threads)
        self._table: tuple[list[float], bool] = ([], True)
        w = self.params.get("weights")
        self._weights: Mapping[str, float] | None = None if w is None else dict(w)
        if self._weights is not None:
            for k, v in self._weights.items():
                if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v < 0:
                    raise ValueError(f"weights: {k!r} must be a finite number >= 0, got {v!r}")
            if self._weights and not any(v > 0 for v in self._weights.values()):
                raise ValueError("weights: every weight is 0, so every fused score would be 0")
        self._declarations()

    def _declarations(self) -> None:
        """What the method's class declares for one query (:mod:`rankagg.methods.positional.per_query`),
        read once: the rule, the weights, the normalisation, and whether the fast path computes it."""
        from rankagg.methods.positional.engine_norms import COMBINES
        from rankagg.methods.positional.per_query import ROW_RULES, CombFusion, PointsFusion

        m = self.method
        declares = PointsFusion if self._kind == "points" else CombFusion
        if not isinstance(m, declares):
            raise TypeError(f"{self.name}: tagged fuser={self._kind!r} but does not declare its per-query formula "
                            f"(inherit rankagg.methods.positional.per_query.{declares.__name__})")
        weighted = self._weights is not None
        self._rule: str = m.fuser_rule(weighted)
        if self._rule not in ROW_RULES and self._rule not in COMBINES:
            raise ValueError(f"{self.name}: fuser_rule {self._rule!r} is not a per-query rule "
                             f"({', '.join(ROW_RULES + COMBINES)})")
        self._times_count: bool = self._rule == "sum*count"
        self._by_rows: bool = self._rule in ROW_RULES  # else an engine combination of the normalised values
        self._norm: str | None = None
        self._bounds: Any = None
        if isinstance(m, PointsFusion):
            self._multiply: bool = m.fuser_multiplies_weights()
            self._pads: bool = False
            self._has_table = m.fuser_table(1) is not None  # points of the rank alone
            # the fast path: points of the rank alone, summed (times the count), weights multiplying
            self._fast: bool = self._rule in ("sum", "sum*count") and self._has_table and (not weighted or self._multiply)
        else:
            assert isinstance(m, CombFusion)
            self._multiply = True
            self._has_table = False
            self._pads = m.fuser_pads_unranked()
            self._norm, self._bounds = m.fuser_norm()
            self._fast = self._rule in ("sum", "sum*count") and not self._pads

    @classmethod
    def from_model(cls, path: str | os.PathLike, **kwargs: Any) -> "Fuser":
        """The fusion a ``rankagg tune`` model file holds (``{"format": "rankagg-fusion", ...}``)."""
        from rankagg.models import read_fusion_model

        model = read_fusion_model(path)
        if model is None:
            raise ValueError(f"{path}: not a fusion model written by rankagg tune (format 'rankagg-fusion')")
        return cls(model["method"], weights=model["weights"], **model["params"], **kwargs)

    def __repr__(self) -> str:
        return f"Fuser({self.name!r}, {self.params!r})"

    # ------------------------------------------------------------ one query
    def __call__(self, lists: Mapping[str, Any], *, explain: bool = False) -> Any:
        """``[(docid, fused score), ...]`` best first; with ``explain=True`` a list of dicts
        (:meth:`explain`)."""
        if not isinstance(lists, Mapping):
            raise ValueError(f"lists must be a mapping list name -> list, got {type(lists).__name__}")
        names = [str(n) for n in lists]
        parsed = [_ranked_ids(n, v) for n, v in zip(names, lists.values())]
        if self.window is not None:
            parsed = [(ids[: self.window], None if sc is None else sc[: self.window]) for ids, sc in parsed]
        weights = self._list_weights(names)
        if not explain and len(parsed) < 8 and self._fast_ok(parsed, weights):
            out = self._reciprocal(parsed, weights, names)
            return out if self.depth is None else out[: self.depth]
        docs, rows, ranks = self._gather(parsed)
        fused, detail = self._fuse(names, parsed, weights, docs, rows, ranks, explain)
        if not all(map(math.isfinite, fused)):
            self._refuse_overflow()
        order = _tie_order(docs, fused, ranks)
        if self.depth is not None:
            order = order[: self.depth]
        if not explain:
            return [(docs[i], fused[i]) for i in order]
        from rankagg.fuser_explain import _explanations

        return _explanations(order, docs, fused, names, parsed, ranks, detail)

    def _refuse_overflow(self) -> None:
        """The lists' scores are finite (``_ranked_ids`` refuses others), so a fused score that is not finite
        is arithmetic beyond the floats: it would tie documents whose fused scores differ (as the batch path's
        :func:`~rankagg.methods.base.refuse_overflow`)."""
        from rankagg.methods.base import fused_overflow_message  # the error path only: imports stay light

        raise ValueError(fused_overflow_message(self.name))

    def _fast_ok(self, parsed: list[tuple[list[str], Any]], weights: list[float] | None) -> bool:
        """Whether :meth:`_reciprocal` computes this fusion: points of the rank alone (RRF with multiplied
        weights, Dowdall, ISR) and normalised scores (CombSUM, CombMNZ) summed (times the count), the
        scores minmax, max or raw (or minmax of ranks)."""
        if not self._fast:
            return False
        if self._kind == "points":
            return True
        has = [sc is not None for _, sc in parsed]
        # auto is minmax of the scores, and (n - r + 1) / n of the ranks (borda, not computed here)
        return (self._norm in ("auto", "minmax", "max", "none") and all(has)) or (
            self._norm in ("minmax", "max") and not any(has))

    def _reciprocal(self, parsed: list[tuple[list[str], Any]], weights: list[float] | None,
                    names: list[str]) -> list[tuple[str, float]]:
        """The sums of RRF, Dowdall, ISR, CombSUM and CombMNZ (see :meth:`_fast_ok`) for fewer than 8 lists,
        straight from the docid lists: the same values and sums as :meth:`_fuse`, without its bookkeeping."""
        if self._kind == "comb":
            norm = "minmax" if self._norm == "auto" else str(self._norm)
            per = [_simple_norm(norm, sc if sc is not None else [-float(r) for r in range(1, len(ids) + 1)], name)
                   for (ids, sc), name in zip(parsed, names)]
            if weights is not None:
                per = [[x * w for x in v] for v, w in zip(per, weights)]
            return self._sums(parsed, per)
        table, falling = self._rank_points(max((len(ids) for ids, _ in parsed), default=0))
        return self._sums(parsed, [table if weights is None
                                   else [c * weights[j] for c in table[: len(ids)]] for j, (ids, _) in enumerate(parsed)],
                          falling)

    def _rank_points(self, longest: int) -> tuple[list[float], bool]:
        """The points of ranks ``1..longest`` or more (the class's ``fuser_table``, cached), and whether
        they fall strictly (RRF with a huge ``k`` rounds neighbouring ranks to equal points)."""
        cached = self._table
        if len(cached[0]) < longest:  # the points of r = 1..2 * longest
            table = self.method.fuser_table(2 * longest)
            cached = (table, all(map(float.__gt__, table, table[1:])))
            self._table = cached
        return cached

    def _sums(self, parsed: list[tuple[list[str], Any]], per: list[list[float]],
              falling: bool = False) -> list[tuple[str, float]]:
        """Each document's values ``per[j][rank - 1]`` added in sorted order (times the count: rule
        ``"sum*count"``, ISR and CombMNZ), in the tie rule's order."""
        # a document's value: its one contribution (float), or the list of them (found by 2+ lists)
        acc: dict[str, Any] = {}
        get = acc.get
        for (ids, _), cs in zip(parsed, per):
            for d, c in zip(ids, cs):
                v = get(d)
                if v is None:
                    acc[d] = c
                elif v.__class__ is list:
                    v.append(c)
                else:
                    acc[d] = [v, c]
        add = _add
        # sorted-order sums: two values commute (0 + a + b = a + b), more are sorted first
        vals = [v if v.__class__ is not list else (v[0] + v[1] if len(v) == 2 else add(sorted(v)))
                for v in acc.values()]
        if self._times_count:
            vals = [x if v.__class__ is not list else x * len(v) for x, v in zip(vals, acc.values())]
        if not all(map(math.isfinite, vals)):  # before the tie rule, whose tolerance an infinity would void
            self._refuse_overflow()
        settled = None
        if self._kind == "points" and self._weights is None and falling:
            # unweighted points of the rank alone, falling strictly with the rank (fuser_table): equal scores of
            # documents found by one list each mean equal ranks, and the tie rule orders them by docid,
            # which a docid sort before the (stable) score sort already did
            items = sorted(zip(acc, vals))
            items.sort(key=_SCORE, reverse=True)

            def settled(run: list[tuple[str, float]]) -> bool:
                return run[0][1] == run[-1][1] and all(acc[d].__class__ is not list for d, _ in run)
        else:
            items = sorted(zip(acc, vals), key=_SCORE, reverse=True)
        maps: list[Any] = []
        first: dict[str, int] = {}

        def tie_key(it: tuple[str, float]) -> tuple[int, float, str]:
            d = it[0]
            v = acc[d]
            if v.__class__ is not list:  # one list: its rank is the best
                if not first:  # made only when a tie needs it (C loops)
                    for ids, _ in reversed(parsed):  # the rank in the first list that has the document
                        first.update(zip(ids, range(1, len(ids) + 1)))
                return (-1, first[d], d)
            if not maps:
                maps.extend(dict(zip(ids, range(1, len(ids) + 1))).get for ids, _ in parsed)
            return (-len(v), min([g(d, math.inf) for g in maps]), d)

        return _resolve_ties(items, tie_key, settled)

    def explain(self, lists: Mapping[str, Any]) -> list[dict[str, Any]]:
        """``self(lists, explain=True)``: per output document ``{"docid", "score", "tie_group", "rule",
        "lists": {name: {"rank", "score", "normalised", "weight", "contribution"}}}``."""
        return self(lists, explain=True)

    def _list_weights(self, names: list[str]) -> list[float] | None:
        if self._weights is None:
            return None
        unknown = [k for k in self._weights if k not in set(names)]
        if unknown:
            raise ValueError(f"weights: unknown list(s) {', '.join(unknown)}; the lists are {', '.join(names)}")
        return [float(self._weights.get(n, 1.0)) for n in names]

    @staticmethod
    def _gather(parsed: list[tuple[list[str], Any]]) -> tuple[list[str], dict[str, int], list[dict[int, int]]]:
        """Documents in first-seen order, their row, and per list docrow -> rank."""
        rows: dict[str, int] = {}
        docs: list[str] = []
        ranks: list[dict[int, int]] = []
        for ids, _ in parsed:
            rk: dict[int, int] = {}
            for r, d in enumerate(ids, 1):
                i = rows.get(d)
                if i is None:
                    i = rows[d] = len(docs)
                    docs.append(d)
                rk[i] = r
            ranks.append(rk)
        return docs, rows, ranks

    def _fuse(self, names, parsed, weights, docs, rows, ranks, explain):  # noqa: ANN001, ANN202
        """The fused scores, and per list the (normalised, contribution) of every document (explanations)."""
        n, m, rule = len(docs), len(parsed), self._rule
        if self._has_table and (weights is None or self._multiply):  # points of the rank alone: the table
            table, _ = self._rank_points(max(map(len, ranks), default=0))
            vals = [{i: table[r - 1] for i, r in rk.items()} for rk in ranks]
        elif self._kind == "points":
            points = self.method.fuser_points
            vals = [points(rk, n, None if weights is None else weights[j]) for j, rk in enumerate(ranks)]
        else:
            vals = self._comb_values(names, parsed, docs, ranks)
        contrib = vals if weights is None or not self._multiply else [
            {i: x * weights[j] for i, x in v.items()} for j, v in enumerate(vals)]
        if not self._by_rows:  # an engine combination of the normalised values (CombSUM's combine=)
            from rankagg.methods.positional.engine_norms import combine_matrix

            w = None if weights is None else np.asarray(weights)
            fused = combine_matrix(_matrix(vals, n, m), w, rule).tolist()
            return fused, (vals, contrib, rule, None, weights) if explain else None
        if self._pads:  # a document a list did not return takes the list's lowest contribution
            contrib = [dict(c) for c in contrib]
            for c in contrib:
                if c:
                    low = min(c.values())
                    for i in range(n):
                        if i not in c:
                            c[i] = low
        factor = None
        if rule == "max":
            fused = [max(r) for r in _rows(contrib, n)]
        elif rule == "min":
            fused = [min(r) for r in _rows(contrib, n)]
        elif rule == "median":
            fused = _median_rows(contrib, n, m)
        elif rule == "wmnz":
            plain = _row_sums(_nonzero_rows(vals, n), m)
            factor = _row_sums([[weights[j] for j, v in enumerate(vals) if i in v and weights[j] != 0.0]
                                for i in range(n)], m)
            fused = [a * b for a, b in zip(plain, factor)]
        else:
            fused = _row_sums(_nonzero_rows(contrib, n), m)
            if rule != "sum":
                count = [0] * n  # the contributions of each document (zeros too)
                for c in contrib:
                    for i in c:
                        count[i] += 1
                if rule == "sum/count":
                    fused = [t / k for t, k in zip(fused, count)]
                else:
                    factor = [float(k) for k in count] if rule == "sum*count" else self.method.fuser_factor(count)
                    fused = [t * f for t, f in zip(fused, factor)]
                    rule = "sum*factor"
        return fused, (vals, contrib, rule, factor, weights) if explain else None

    def _comb_values(self, names, parsed, docs, ranks):  # noqa: ANN001, ANN202
        """Per list, document row -> normalised score (the class's normalisation)."""
        from rankagg.methods.positional.norms import SCORE_NORMS

        norm = self._norm
        has_scores = [sc is not None for _, sc in parsed]
        if norm in SCORE_NORMS and any(has_scores) and not all(has_scores):
            raise ValueError(f"norm={norm!r} reads scores: give scores for every list or for none (lists without: "
                             f"{', '.join(n for n, h in zip(names, has_scores) if not h)})")
        if norm == "auto":
            norm = "minmax" if all(has_scores) else "borda"
        return _normalise(str(norm), parsed, ranks, docs, self._bounds, names)


def _nonzero_rows(vals: list[dict[int, float]], n: int) -> list[list[float]]:
    """Per document row its non-zero values (what a sum adds)."""
    out: list[list[float]] = [[] for _ in range(n)]
    for v in vals:
        for i, x in v.items():
            if x != 0.0:
                out[i].append(x)
    return out


def _tie_order(docs: list[str], fused: list[float], ranks: list[dict[int, int]]) -> list[int]:
    """Document rows in the house tie rule's order (:func:`~rankagg.data.rankings.order_by_tie_rule`)."""
    n = len(docs)
    count = [0] * n
    best = [math.inf] * n
    for rk in ranks:
        for i, r in rk.items():
            count[i] += 1
            if r < best[i]:
                best[i] = r
    nan = [i for i in range(n) if fused[i] != fused[i]]
    items = sorted(((i, fused[i]) for i in range(n) if fused[i] == fused[i]), key=_SCORE, reverse=True)
    items = _resolve_ties(items, lambda it: (-count[it[0]], best[it[0]], docs[it[0]]))
    nan.sort(key=lambda i: (-count[i], best[i], docs[i]))  # NaN sorts last, by the tie rule
    return [i for i, _ in items] + nan


def _resolve_ties(items: list[tuple[Any, float]], tie_key: Any, settled: Any = None) -> list[tuple[Any, float]]:
    """``items`` (key, score) sorted by score descending, with every run of scores equal up to
    :data:`~rankagg.data.rankings.TIE_TOLERANCE` times the largest absolute score (consecutive gaps,
    :func:`~rankagg.data.rankings.comparable_scores`) re-sorted by ``tie_key`` (unless ``settled(run)``)."""
    n = len(items)
    if n < 2:
        return items
    sc = list(map(_SCORE, items))
    tol = TIE_TOLERANCE * max(abs(sc[0]), abs(sc[-1]))
    # positions i with sc[i] - sc[i + 1] <= tol, in C loops (tol >= NaN is False, as <= is)
    tied = list(compress(range(n - 1), map(tol.__ge__, map(sub, sc, islice(sc, 1, None)))))
    if not tied:
        return items
    items = list(items)
    start = prev = tied[0]
    for i in tied[1:] + [None]:
        if i is not None and i == prev + 1:
            prev = i
            continue
        run = items[start: prev + 2]
        if settled is None or not settled(run):
            items[start: prev + 2] = sorted(run, key=tie_key)
        if i is not None:
            start = prev = i
    return items


