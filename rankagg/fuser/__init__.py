"""Fusion of one query's result lists, for a search service: :class:`Fuser`.

``rankagg.fuse`` builds a DataFrame and a :class:`~rankagg.data.rankings.Rankings`
for any number of queries (milliseconds).  A service fuses a few lists of one
query per request; :class:`Fuser` does that from the lists' entries (one per list and
document it ranks) in NumPy, in time and memory linear in the entries, with the batch path's
arithmetic, so that every fused score is the batch score bit for bit and the
order is the house tie rule (:func:`rankagg.data.rankings.consensus_order`):

    fuser = rankagg.Fuser("rrf", weights={"bm25": 1.0, "dense": 2.0}, k=60)
    fuser({"bm25": {"d1": 12.1, "d2": 9.5}, "dense": ["d2", "d3"]})
    # -> [("d2", ...), ("d1", ...), ("d3", ...)]

Each list may be a mapping docid -> score, a sequence of docids (best first) or a
pair ``(ids, scores)`` of parallel sequences, read by the rules of
:class:`~rankagg.fuser.lists.Request` (docids str or all int; scores int or float).
Ranks come from the scores by the trec_eval rule (score descending, then docid
descending, integers as their decimals), as in ``rankagg.fuse``; integer docids (an engine's point ids,
primary keys, ``_rowid``) come back as Python ints, so that they can go back to the engine.
A fuser holds no state that a call changes: one instance may serve many threads.
No call compiles anything (numba is never imported here): the common request (dicts docid -> float, sums of
rank points or of minmax / max / none scores) runs in C, ``rankagg._fuse_native``, compiled at install
(issue 35 item 2), which returns this module's answer bit for bit or leaves the request to it.

Supported methods: those tagged ``fuser`` (``SUPPORTED_METHODS``): the point-based fusions, whose faces
are derived from one declaration (:mod:`rankagg.methods.point_fusion`: ``rrf``, ``isr``, ``log_isr``,
``dowdall``, ``borda``, ``combmnz_rank``), and the Comb family ``combsum`` (with ``combine=``), ``combmnz``,
``combmax``, ``combmin``, ``combanz``, ``combmed`` with every ``norm`` and ``weights``.  The fuser knows no
method by name: each class declares its formula on one query (its points or normalisation, how the values
combine, whether the weights multiply them: :mod:`rankagg.methods.per_query`), read once when the fuser is
made.  Its order is the house tie rule's specification (:func:`rankagg.data.tie_rule.order_by_tie_rule`).
"""

from __future__ import annotations

import inspect
import math
import os
from operator import itemgetter
from typing import Any, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.named_keys import mapping_of
from rankagg.data.tie_rule import order_finite_query
from rankagg.data.validation import Integer
from rankagg.fuser.declared import declared_lists, list_weights, with_declared
from rankagg.fuser.explain import _explanations, score_from_explanation
from rankagg.fuser.lists import (NativeFusion, Request, _matrix, _median_rows, _normalise, as_given, integer_ids,
                                 simple_norms)
from rankagg.fuser.list_shapes import refuse_array_batches
from rankagg.fuser.ranked_lists import query_lists
from rankagg.fuser.sums import sorted_sums
from rankagg.io.rules import named_weights
from rankagg.io.fused_runs import FusedList

__all__ = ["Fuser", "SUPPORTED_METHODS", "score_from_explanation", "explain_files"]


def __getattr__(name: str) -> Any:
    """``SUPPORTED_METHODS``: the methods the per-query fuser computes, those whose class declares the
    ``fuser`` tag (read from the registry on first use, so importing rankagg stays cheap)."""
    if name == "SUPPORTED_METHODS":
        from rankagg.methods.registry import list_methods, method_tags

        return tuple(n for n in list_methods() if method_tags(n).fuser)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
class Fuser:
    """Fuse one query's lists (see the module docstring).

    ``method`` a registry name or spec (``"rrf"``, ``"combsum(norm='dbsf')"``), ``weights``
    list name -> weight (a list it does not name weighs 1), ``lists`` the lists a request may hold (a declared
    list a request lacks is fused empty: :mod:`rankagg.fuser.declared`), ``params`` the method's
    parameters.  ``window`` keeps the first ``window`` documents of each input list
    (Elasticsearch's ``rank_window_size``), ``depth`` the first ``depth`` fused
    documents (None: all).
    """

    def __init__(self, method: str = "rrf", weights: Mapping[str, float] | None = None, *,
                 window: int | None = None, depth: int | None = None, calibration: Any = None,
                 min_score: float | None = None, lists: Any = None, **params: Any) -> None:
        from rankagg.methods.registry import make_method

        weights = mapping_of("weights", weights)  # a pandas Series is the mapping of its index to its values
        if weights is not None:
            if not isinstance(weights, Mapping):
                raise ValueError(f"weights must be a mapping list name -> weight, got {type(weights).__name__}")
            params["weights"] = named_weights("weights", weights)  # names as text, as the lists'; NumPy numbers
        self.method = make_method(method, **params)
        self._kind = self.method.get_tags().fuser
        if self._kind is None:
            raise ValueError(f"Fuser supports {', '.join(__getattr__('SUPPORTED_METHODS'))}; got {self.method.name!r} "
                             "(use rankagg.fuse for the others)")
        for label, v in (("window", window), ("depth", depth)):
            if v is not None and not Integer(1).check(v):  # capped at 2**53: 2**63 was an OverflowError
                raise ValueError(f"{label} must be None or {Integer(1).describe()}, got {v!r}")
        self.name: str = self.method.name
        self.params: dict[str, Any] = dict(self.method.params)
        self.window, self.depth = (None if v is None else int(v) for v in (window, depth))
        # the rank points (fuser_table) as an array and a list; grown on demand, replaced whole (threads)
        self._table: tuple[NDArray[np.float64], list[float]] = (np.empty(0), [])
        w = self.params.get("weights")
        self._weights: Mapping[str, float] | None = None if w is None else dict(w)
        if self._weights is not None:
            for k, v in self._weights.items():
                if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v < 0:
                    raise ValueError(f"weights: {k!r} must be a finite number >= 0, got {v!r}")
        self._declared = declared_lists(lists, self._weights)
        self._declarations()
        self._calibration, self.min_score = None, None
        self._tuned_on: str | None = None  # from_model: the file whose weights name every list it was tuned on
        if calibration is not None or min_score is not None:  # the calibration module is imported when used
            from rankagg.fuser.calibration import checked_calibration

            self._calibration, self.min_score = checked_calibration(calibration, min_score)

    def _declarations(self) -> None:
        """What the method's class declares for one query (:mod:`rankagg.methods.per_query`),
        read once: the rule, the weights and the normalisation."""
        from rankagg.methods.engine_norms import COMBINES
        from rankagg.methods.per_query import ROW_RULES, CombFusion, PointsFusion

        m = self.method
        declares = PointsFusion if self._kind == "points" else CombFusion
        if not isinstance(m, declares):
            raise TypeError(f"{self.name}: tagged fuser={self._kind!r} but does not declare its per-query formula "
                            f"(inherit rankagg.methods.per_query.{declares.__name__})")
        weighted = self._weights is not None
        self._rule: str = m.fuser_rule(weighted)
        if self._rule not in ROW_RULES and self._rule not in COMBINES:
            raise ValueError(f"{self.name}: fuser_rule {self._rule!r} is not a per-query rule "
                             f"({', '.join(ROW_RULES + COMBINES)})")
        self._by_rows: bool = self._rule in ROW_RULES  # else an engine combination of the normalised values
        self._norm: str | None = None
        self._bounds: Any = None
        if isinstance(m, PointsFusion):
            self._multiply: bool = m.fuser_multiplies_weights()
            self._pads: bool = False
            self._has_table: bool = m.fuser_table(1) is not None  # points of the rank alone
        else:
            assert isinstance(m, CombFusion)
            self._multiply = True
            self._has_table = False
            self._pads = m.fuser_pads_unranked()
            self._norm, self._bounds = m.fuser_norm()
        # sums (times the count) of values the class gives by rank or by one list's scores, weights multiplying:
        # the common request, computed in C (issue 35 item 2), bit for bit; None: the Python path alone
        sums: bool = self._rule in ("sum", "sum*count") and not self._pads and (
            self._kind == "comb" or (self._has_table and (not weighted or self._multiply)))
        self._native: NativeFusion | None = NativeFusion.made_for(
            self._kind, self._norm, self._rule, self.window, self.depth, self._weights, self._rank_points) if sums else None

    @classmethod
    def from_model(cls, path: str | os.PathLike, **kwargs: Any) -> "Fuser":
        """The fusion a ``rankagg tune`` model file holds (``{"format": "rankagg-fusion", ...}``), at the input depth
        and output ``depth`` it was tuned at where they are not given."""
        from rankagg.fuser.model_file import fuser_arguments

        own = [n for n, p in inspect.signature(cls.__init__).parameters.items() if p.kind is p.KEYWORD_ONLY]
        method, weights, params, options, tuned_on = fuser_arguments(path, own, kwargs)
        fuser = cls(method, weights=weights, **params, **options)
        fuser._tuned_on = tuned_on
        return fuser

    def __repr__(self) -> str:  # everything that decides the answer (window and depth were left out)
        own = {"window": self.window, "depth": self.depth, "calibration": self._calibration, "min_score": self.min_score,
               "lists": self._declared}
        given = [*self.method.params.items(), *((k, v) for k, v in own.items() if v is not None)]
        return f"Fuser({self.name!r}, {', '.join(f'{k}={v!r}' for k, v in given)})"

    # ------------------------------------------------------------ one query
    def __call__(self, lists: Mapping[str, Any], *, explain: bool = False) -> Any:
        """``[(docid, fused score), ...]`` best first; with ``explain=True`` a list of dicts
        (:meth:`explain`).  Every request goes one way: entry arrays (one entry per list and document it
        ranks), the class's values of the entries, the rule over them; time and memory linear in the entries
        (but the rules that read every list's value of every document: padded lists, medians, engine
        combinations, and Borda's points for the documents a list did not rank)."""
        refuse_array_batches(lists)
        lists = with_declared(lists, self._declared)
        if self._native is not None and not explain:
            if self._tuned_on is not None and isinstance(lists, Mapping):  # the kernel would weigh an untuned list 1
                self._list_weights([str(n) for n in lists])
            out = self._native(lists)  # the compiled kernel, or None: a request it leaves to the path below
            if out is not None:  # marked as rankagg's result: rankagg.evaluate reads exact ties in this order
                out = out if self._calibration is None else self._calibration.apply(out, self.min_score)
                return FusedList(as_given(out, integer_ids(lists)))
        req = Request(lists, self.window)
        weights = self._list_weights(req.names)
        req.index()
        n, m = len(req.docs), len(req.names)
        vrows, vcols, vals = self._values(req, weights)
        w = None if weights is None else np.asarray(weights, dtype=np.float64)
        crows, ccols, contrib = vrows, vcols, vals
        if w is not None and self._multiply:
            with np.errstate(over="ignore"):  # refused below
                contrib = vals * w[vcols]
        if self._pads:  # a document a list did not return takes the list's lowest contribution
            crows, ccols, contrib = _padded(crows, ccols, contrib, n, m)
        if not np.isfinite(contrib).all():
            self._refuse_overflow()
        fused, rule, factor = self._combine((vrows, vcols, vals), (crows, ccols, contrib), w, n, m)  # finite
        count = np.bincount(req.rows, minlength=n)
        order = _tie_order(req.docs, fused, count, req.best_ranks(count))
        if self.depth is not None:
            order = order[: self.depth]
        if not explain:
            out = list(zip(_picked(req.docs, order.tolist()), fused[order].tolist()))
            out = out if self._calibration is None else self._calibration.apply(out, self.min_score)
            return FusedList(as_given(out, integer_ids(lists)))
        detail = (_per_list(vrows, vcols, vals, m), _per_list(crows, ccols, contrib, m), rule,
                  None if factor is None else factor.tolist(), weights)
        entries = _explanations(order.tolist(), req.docs, fused.tolist(), req.names, list(zip(req.ids, req.scores)),
                                req.rank_maps(), detail)
        for e in entries if integer_ids(lists) else ():  # an engine's int ids handed back as ints
            e["docid"] = int(e["docid"])
        return entries

    def _combine(self, v: tuple, c: tuple, w: Any, n: int, m: int, scale: float = 1.0) -> tuple[Any, str, Any]:
        """The finite fused scores of the ``n`` documents by the class's rule from ``v`` and ``c``, rule, factor."""
        (vrows, vcols, vals), (crows, ccols, contrib), rule, factor = v, c, self._rule, None
        if w is not None and rule in ("max", "min", "median") and not w.all():  # a list of weight 0 is left out
            from rankagg.methods.per_query import zero_weight_values  # the batch path's mask (imported when used)

            kept = zero_weight_values(crows, ccols, w, n)
            crows, ccols, contrib = crows[kept], ccols[kept], contrib[kept]
        with np.errstate(over="ignore", invalid="ignore"):  # beyond the floats: refused by the caller, no warning
            if rule == "max" or rule == "min":
                fused = np.full(n, -np.inf if rule == "max" else np.inf)
                (np.maximum if rule == "max" else np.minimum).at(fused, crows, contrib)
            elif rule == "median":
                fused = np.asarray(_median_rows(_per_list(crows, ccols, contrib, m), n, m))
            elif not self._by_rows:  # an engine combination of the normalised values (CombSUM's combine=)
                from rankagg.methods.engine_norms import combine_matrix

                fused = combine_matrix(_matrix(_per_list(vrows, vcols, vals, m), n, m), w, rule)
            elif rule == "wmnz":
                assert w is not None
                on = w[vcols] != 0.0
                factor = sorted_sums(vrows[on], vcols[on], w[vcols][on], n, m)
                fused = sorted_sums(vrows, vcols, vals, n, m) * factor
            else:
                fused = sorted_sums(crows, ccols, contrib, n, m)
                if rule != "sum":
                    count = np.bincount(crows, minlength=n)  # the contributions of each document (zeros too)
                    if rule == "sum/count":
                        fused = fused / count
                    else:
                        factor = count.astype(np.float64) if rule == "sum*count" else \
                            np.asarray(self.method.fuser_factor(count.tolist()), dtype=np.float64)
                        fused = fused * factor
                        rule = "sum*factor"
        if not np.isfinite(fused).all():  # a mean of doubles is a double: again on scaled values (mean_within_range)
            from rankagg.methods.overflow import MEAN_RULES, mean_scale  # the error path only: imports stay light
            if scale != 1.0 or rule not in MEAN_RULES:
                self._refuse_overflow()
            g = mean_scale(m)  # only the rows past the floats, as the batch path: scaling a denormal loses its bits
            redone = self._combine((vrows, vcols, vals / g), (crows, ccols, contrib / g), w, n, m, g)[0] * g
            return np.where(np.isfinite(fused), fused, redone), rule, factor
        return fused, rule, factor

    def _refuse_overflow(self) -> None:
        """The lists' scores are finite (:class:`~rankagg.fuser.lists.Request` refuses others), so a fused score
        that is not finite is arithmetic beyond the floats: it would tie documents whose fused scores differ (as
        the batch path's :func:`~rankagg.methods.base.refuse_overflow`)."""
        from rankagg.methods.overflow import fused_overflow_message  # the error path only: imports stay light

        raise ValueError(fused_overflow_message(self.name))

    def _values(self, req: Request, weights: list[float] | None) -> tuple[NDArray[np.intp], NDArray[np.intp],
                                                                          NDArray[np.float64]]:
        """The entries the class gives a value (document rows, lists, values): its rank points or normalised
        scores (the class's declaration), for the entries of ``req`` or more (Borda's unranked fill)."""
        if self._has_table and (weights is None or self._multiply):  # points of the rank alone: the table
            return req.rows, req.cols, self._rank_points(req.longest)[0][req.ranks - 1]
        if self._kind == "points":
            points = self.method.fuser_points
            n = len(req.docs)
            per = [points(rk, n, None if weights is None else weights[j]) for j, rk in enumerate(req.rank_maps())]
        else:
            vals = simple_norms(self._norm, req)
            if vals is not None:
                return req.rows, req.cols, vals
            per = self._comb_values(req)
        rows = np.fromiter((i for v in per for i in v), dtype=np.intp)
        vals = np.fromiter((x for v in per for x in v.values()), dtype=np.float64, count=rows.size)
        return rows, np.repeat(np.arange(len(per)), [len(v) for v in per]), vals

    def _rank_points(self, longest: int) -> tuple[NDArray[np.float64], list[float]]:
        """The points of ranks ``1..longest`` or more (the class's ``fuser_table``, cached; replaced whole), as
        an array and a list."""
        cached = self._table
        if len(cached[1]) < longest:  # the points of r = 1..2 * longest
            table = self.method.fuser_table(2 * longest)
            cached = (np.asarray(table, dtype=np.float64), table)
            self._table = cached
        return cached

    def top(self, lists: Mapping[str, Any], k: int, *, score_bounds: Mapping[str, Any] | None = None,
            budget: int | None = None) -> Any:
        """The first ``k`` documents of ``self(lists)`` (of ``min(k, depth)``), bit for bit, from prefixes of
        lists sorted best first (mappings in best-first order, ``(ids, scores)``, docids, or iterators):
        blocks are read until bounds on the unread entries prove the answer (Fagin, Lotem and Naor's NRA;
        :mod:`rankagg.fuser.topk`).  ``score_bounds`` ``{name: (low, high)}`` states scores an iterator
        cannot show (CombSUM of raw or ``max`` scores); ``budget`` caps the entries read.  Returns a
        :class:`~rankagg.fuser.topk.TopK`: ``items``, ``status`` (proven, exhausted, budget), ``read``,
        ``share``, and ``reason`` when the fusion cannot be certified (then every list is read)."""
        from rankagg.fuser.topk import certified_top

        if self.depth is not None and Integer(1).check(k):
            k = min(int(k), self.depth)
        refuse_array_batches(lists)
        found = certified_top(self, with_declared(lists, self._declared), k, score_bounds=score_bounds, budget=budget)
        if self._calibration is None:
            return found
        from dataclasses import replace

        return replace(found, items=self._calibration.apply(found.items, self.min_score))

    def explain(self, lists: Mapping[str, Any]) -> list[dict[str, Any]]:
        """``self(lists, explain=True)``: per output document ``{"docid", "score", "tie_group", "rule",
        "lists": {name: {"rank", "score", "normalised", "weight", "contribution"}}}``."""
        return self(lists, explain=True)

    def _list_weights(self, names: list[str]) -> list[float] | None:
        return list_weights(self._weights, names, self._tuned_on)

    def _comb_values(self, req: Request) -> list[dict[int, float]]:
        """Per list, document row -> normalised score (the class's normalisation)."""
        from rankagg.methods.norms import SCORE_NORMS

        norm = self._norm
        has_scores = [sc is not None for sc in req.scores]
        if norm in SCORE_NORMS and any(has_scores) and not all(has_scores):
            raise ValueError(f"norm={norm!r} reads scores: give scores for every list or for none (lists without: "
                             f"{', '.join(n for n, h in zip(req.names, has_scores) if not h)})")
        if norm == "auto":
            norm = "minmax" if all(has_scores) else "borda"
        return _normalise(str(norm), list(zip(req.ids, req.scores)), req.rank_maps(), req.docs, self._bounds,
                          req.names)


def _per_list(rows: NDArray[np.intp], cols: NDArray[np.intp], values: NDArray[np.float64],
              m: int) -> list[dict[int, float]]:
    """Entry values as per list, document row -> value (the explanations' and the dense rules' form)."""
    out: list[dict[int, float]] = [{} for _ in range(m)]
    for i, j, x in zip(rows.tolist(), cols.tolist(), values.tolist()):
        out[j][i] = x
    return out


def _padded(rows: NDArray[np.intp], cols: NDArray[np.intp], values: NDArray[np.float64], n: int,
            m: int) -> tuple[NDArray[np.intp], NDArray[np.intp], NDArray[np.float64]]:
    """Every list that gave some document a value gives each document it did not the list's lowest value."""
    low = np.full(m, np.inf)
    np.minimum.at(low, cols, values)
    have = np.zeros((n, m), dtype=bool)  # the padded rules read every document of every list
    have[rows, cols] = True
    miss_rows, miss_cols = np.nonzero(~have[:, np.isfinite(low)])
    miss_cols = np.flatnonzero(np.isfinite(low))[miss_cols]
    return (np.concatenate([rows, miss_rows]), np.concatenate([cols, miss_cols]),
            np.concatenate([values, low[miss_cols]]))


def _tie_order(docs: list[str], fused: NDArray[np.float64], count: NDArray[np.int64],
               best: NDArray[np.int64]) -> NDArray[np.int64]:
    """Document rows in the house tie rule's order, by its one specification
    (:func:`~rankagg.data.tie_rule.order_by_tie_rule`, one query of finite scores, which the caller checked):
    score descending, neighbouring scores equal up to :data:`~rankagg.data.rankings.TIE_TOLERANCE` times the
    larger of their absolute values ordered by more lists first (``count``), then the best rank, then the docid."""
    return order_finite_query(fused, count, best, docs)  # docids read only where tied


def _picked(items: list[Any], at: list[int]) -> Any:
    """``[items[i] for i in at]`` (a sequence), the lookups in C."""
    return itemgetter(*at)(items) if len(at) > 1 else [items[i] for i in at]


def explain_files(paths: Any, out: Any, method: str = "rrf", *, params: Mapping[str, Any] | None = None,
                  weights: Mapping[str, float] | None = None, model: Any = None, depth: int | None = None,
                  **read_options: Any) -> int:
    """``rankagg fuse --explain FILE``: fuse TREC run files query by query with a
    :class:`~rankagg.fuser.Fuser` and write one JSON line per output document (``{"qid", "docid", "score",
    "tie_group", "rule", "lists": {...}}``) to ``out``.  The scores are those ``rankagg fuse`` writes with
    ``--scores method``; returns the number of lines written.  ``read_options`` go to the TREC reader."""
    import json

    from rankagg.io.atomic import atomic_write_text
    from rankagg.io.run_inputs import fuser_rankings  # the registry: TREC run files or a Parquet run table

    fuser = Fuser.from_model(model, depth=depth) if model is not None else Fuser(
        method, weights=weights, depth=depth, **dict(params or {}))
    read = fuser_rankings(list(paths), fuser.method, **read_options)
    lines = [json.dumps({"qid": qid, **entry}) for qid, lists in query_lists(read) for entry in fuser.explain(lists)]
    atomic_write_text(out, "".join(line + "\n" for line in lines), inputs=[*paths, *([model] if isinstance(model, (str, os.PathLike)) else [])],
                      stdout=True)
    return len(lines)
