"""rankagg's fused results in memory, read in rankagg's order (docs/conventions.md, "TREC runs").

``rankagg.fuse`` keeps each fused score exact, ties included, and its consensus order (the house tie rule) is
where the form keeps an order: a mapping's insertion order, a frame's ``rank`` column, a :class:`~rankagg.Fuser`
list.  A reader given only the scores breaks exact ties its own way (trec_eval: docid descending; ranx: its
sort's), where ``rankagg fuse -o`` writes scores lowered by the fewest steps that keep the file's order
(:func:`rankagg.io.trec_writer.trec_scores`).  So each in-memory form is marked as rankagg's result, and
:func:`written_run` reads a marked result as its written run: the same documents with the scores the file holds.
``rankagg.evaluate`` measures a result through it (the written run's values), and :func:`as_written` gives the
form back with those scores, for the tools that read scores only (ranx, ir_measures, pytrec_eval, a JSON file).

The marks: :class:`FusedQuery` (each query's ``dict``, in a :class:`FusedRun`; the mark is the query's, so
``dict(result)``, ``result.copy()`` and a subset of queries keep it), :class:`FusedList` (the ``Fuser``'s list of
``(docid, score)``, its slices, ``Fuser.top``'s items), a frame's ``attrs[FRAME_MARK]`` (its columns: pandas keeps
``attrs`` through filters, sorts, copies, Parquet and Arrow; the comparison and PrefLib tables carry it too), a
ranx ``Run``'s :data:`RANX_MARK` attribute (ranx re-sorts its scores).  A marked query is read in its order only
while that order agrees with its scores (non-increasing as the tie rule compares them: a score changed since, or
two results concatenated, are read by their scores as any run is, and so is a query the caller added)."""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.tie_rule import comparable_scores

__all__ = ["FusedRun", "FusedQuery", "FusedList", "FRAME_MARK", "RANX_MARK", "mark_frame", "fused_columns",
           "marked_arrow_frame", "written_run", "as_written"]

#: ``frame.attrs[FRAME_MARK]``: the fused frame's column of each role (``qid``, ``docid``, ``score``, ``rank``)
FRAME_MARK = "rankagg.fused_columns"
#: the attribute of a fused ranx ``Run`` holding its :class:`FusedRun` (the consensus order ranx's sort loses)
RANX_MARK = "rankagg_fused_run"


class FusedQuery(dict):
    """One query's ``{docid: fused score}`` as ``rankagg.fuse`` returns it: exact scores in the consensus order.
    The mark is the query's: a plain outer dict of them (``dict(result)``, ``{q: result[q] for q in some}``) is
    still read in rankagg's order, and a query the caller adds as a plain dict is read by its scores, as any run."""

    __slots__ = ()

    def copy(self) -> "FusedQuery":  # dict.copy gives a plain dict: the copy would be read by its scores alone
        return FusedQuery(self)


class FusedRun(dict):
    """``{qid: FusedQuery}`` as ``rankagg.fuse`` returns it (a plain ``dict`` in every other way)."""

    __slots__ = ()

    def copy(self) -> "FusedRun":
        return FusedRun(self)


class FusedList(list):
    """One query's ``[(docid, fused score), ...]`` as the :class:`~rankagg.Fuser` returns it (and ``Fuser.top``'s
    items), best first; a slice or a copy is still one (the first k of rankagg's order are in rankagg's order)."""

    __slots__ = ()

    def __getitem__(self, index: Any) -> Any:
        got = super().__getitem__(index)
        return FusedList(got) if isinstance(index, slice) else got

    def copy(self) -> "FusedList":
        return FusedList(self)


def mark_frame(frame: Any, qid: str, docid: str) -> Any:
    """``frame`` (``score`` and ``rank`` columns: rankagg's result) marked as read in its ``rank`` order."""
    frame.attrs[FRAME_MARK] = {"qid": qid, "docid": docid, "score": "score", "rank": "rank"}
    return frame


def _agreeing(scores: NDArray[np.float64], offsets: NDArray[np.int64]) -> NDArray[np.bool_]:
    """Per query, whether its scores (in the result's order) are finite and non-increasing as the tie rule compares
    them (near-ties merged: :func:`~rankagg.data.tie_rule.comparable_scores`), so the order is one the tie rule
    could give; a query that is not is read by its scores, as any run."""
    n = len(offsets) - 1
    query = np.repeat(np.arange(n), np.diff(offsets))
    ok = np.ones(n, dtype=bool)
    finite = np.isfinite(scores)
    ok[query[~finite]] = False  # the evaluator's own check names the value
    merged = comparable_scores(offsets, np.where(finite, scores, 0.0))
    rises = np.flatnonzero(np.diff(merged) > 0)
    inside = query[rises] == query[rises + 1]  # a query's last document against the next one's first: no comparison
    ok[query[rises[inside]]] = False
    return ok


def _ordered(result: Any) -> tuple[list[Any], list[Any], NDArray[np.float64], NDArray[np.int64]] | None:
    """A result's marked queries (a :class:`FusedQuery` or :class:`FusedList` value) whose order agrees with their
    scores: their qids, documents and scores in the result's order and each query's offsets; None when none is."""
    if not isinstance(result, Mapping):
        return None
    pairs = []
    for q, v in result.items():
        if isinstance(v, FusedQuery):
            docs = list(v.items())
        elif isinstance(v, FusedList) and all(isinstance(p, tuple) and len(p) == 2 for p in v):
            docs = list(v)
        else:
            continue  # the caller's own query: read by its scores
        if docs and all(type(s) in (float, int, np.float64) for _, s in docs):  # a text or a bool: the evaluator names it
            pairs.append((q, docs))
    if not pairs:
        return None
    scores = np.array([s for _, docs in pairs for _, s in docs], dtype=np.float64)
    offsets = np.concatenate([[0], np.cumsum([len(docs) for _, docs in pairs])]).astype(np.int64)
    keep = _agreeing(scores, offsets)
    if not keep.all():
        return _ordered({q: v for (q, _), k in zip(pairs, keep) for v in [result[q]] if k}) if keep.any() else None
    return [q for q, _ in pairs], [d for _, docs in pairs for d, _ in docs], scores, offsets


def fused_columns(frame: Any) -> dict[str, str] | None:
    """A marked frame's column of each role (``qid``, ``docid``, ``score``, ``rank``), or None when it is not
    marked or no longer has them once each (renamed, dropped, given twice)."""
    cols = getattr(frame, "attrs", {}).get(FRAME_MARK) if hasattr(frame, "columns") else None
    if not isinstance(cols, dict) or not set(cols.values()) <= set(frame.columns) or frame.columns.duplicated().any():
        return None
    return cols


def marked_arrow_frame(table: Any) -> Any | None:
    """An Arrow table from ``rankagg.fuse`` as its pandas frame (the mark is in its pandas metadata), else None."""
    if not type(table).__module__.startswith("pyarrow") or not hasattr(table, "schema"):
        return None
    meta = (table.schema.metadata or {}).get(b"pandas", b"")
    return table.to_pandas() if FRAME_MARK.encode() in meta else None


def _frame_order(frame: Any) -> Any | None:
    """A marked frame's rows in its order (by query, then ``rank``), or None when unmarked or in disagreement."""
    cols = fused_columns(frame)
    if cols is None:
        return None
    import pandas as pd

    if not (pd.api.types.is_numeric_dtype(frame[cols["rank"]]) and pd.api.types.is_float_dtype(frame[cols["score"]])):
        return None
    first = pd.factorize(frame[cols["qid"]])[0]  # queries in the order of their first row
    rows = frame.assign(_query=first).sort_values(["_query", cols["rank"]], kind="stable")
    query, rank = rows["_query"].to_numpy(), rows[cols["rank"]].to_numpy()
    same = query[1:] == query[:-1]
    if (np.diff(rank)[same] <= 0).any():  # a rank given twice in a query: two results concatenated
        return None
    offsets = np.flatnonzero(np.r_[True, ~same, True]).astype(np.int64)
    if not _agreeing(rows[cols["score"]].to_numpy(dtype=np.float64), offsets).all():
        return None
    return rows.drop(columns="_query"), offsets, cols


def _ranx_run(result: Any) -> FusedRun | None:
    """The fused run a ranx ``Run`` from ``rankagg.fuse`` holds, while the Run's scores are still its own."""
    held = getattr(result, RANX_MARK, None) if type(result).__module__.startswith("ranx") else None
    if not isinstance(held, FusedRun) or result.to_dict() != held:
        return None
    return held


def written_run(result: Any) -> Any:
    """A marked result as its written run: ``{qid: {docid: written score}}`` (a frame: the frame in its order
    with the written ``score``; an Arrow table: that frame as a table), the scores ``rankagg fuse -o`` writes, so
    that any reader of scores ranks it in rankagg's order (a query the caller added, or whose scores changed since,
    is given as it is: read by its scores); ``result`` itself when no part of it is such a marked result."""
    from rankagg.io.trec_writer import trec_scores

    framed = marked_arrow_frame(result)
    if framed is not None:
        written = written_run(framed)
        if written is framed:
            return result
        import pyarrow as pa

        return pa.Table.from_pandas(written, preserve_index=False)
    held = _ranx_run(result)
    source = held if held is not None else result
    got = _ordered(source)
    if got is not None:
        qids, docids, scores, offsets = got
        written = trec_scores(scores, offsets).tolist()
        marked = {q: dict(zip(docids[lo:hi], written[lo:hi]))
                  for q, lo, hi in zip(qids, offsets[:-1].tolist(), offsets[1:].tolist())}
        return {q: marked.get(q, v) for q, v in source.items()}  # every query, in the result's order
    ordered = _frame_order(result)
    if ordered is None:
        return result
    rows, offsets, cols = ordered
    rows = rows.copy()
    rows[cols["score"]] = trec_scores(rows[cols["score"]].to_numpy(dtype=np.float64), offsets)
    rows.attrs.pop(FRAME_MARK, None)  # its scores are written ones now: a plain frame
    return rows


def as_written(result: Any) -> Any:
    """``result`` of ``rankagg.fuse`` (or ``{qid: Fuser(...)(lists)}``, ``Fuser.top``'s items, a comparison or
    PrefLib table) in its own form with the scores its TREC file holds (:func:`written_run`): ranx, ir_measures,
    pytrec_eval and a JSON round trip then read rankagg's order, ties included.  The scores are no longer the exact
    fused ones (docs/conventions.md)."""
    written = written_run(result)
    if written is result:
        raise ValueError("as_written reads a result of rankagg.fuse (a dict, DataFrame, Arrow table or ranx Run), "
                         "{qid: Fuser(...)(lists)} or a comparison or PrefLib table, whose order still agrees with "
                         f"its scores; got {type(result).__name__}")
    if type(result).__module__.startswith("ranx"):
        from ranx import Run  # type: ignore[import-untyped]  # optional dependency; present since a Run was given

        return Run(written, name=result.name)
    if isinstance(result, Mapping):  # a Fuser's lists stay lists of (docid, written score), best first
        return {q: list(docs.items()) if isinstance(result[q], list) and isinstance(docs, dict) else docs
                for q, docs in written.items()}
    return written
