"""rankagg's fused results in memory, read in rankagg's order (docs/conventions.md, "TREC runs").

``rankagg.fuse`` keeps each fused score exact, ties included, and its consensus order (the house tie rule) is
where the form keeps an order: a mapping's insertion order, a frame's ``rank`` column, a :class:`~rankagg.Fuser`
list.  A reader given only the scores breaks exact ties its own way (trec_eval: docid descending; ranx: its
sort's), where ``rankagg fuse -o`` writes scores lowered by the fewest steps that keep the file's order
(:func:`rankagg.io.trec_writer.trec_scores`).  So each in-memory form is marked as rankagg's result, and
:func:`written_run` reads a marked result as its written run: the same documents with the scores the file holds.
``rankagg.evaluate`` measures a result through it (the written run's values), and :func:`as_written` gives the
form back with those scores, for the tools that read scores only (ranx, ir_measures, pytrec_eval, a JSON file).

The marks: :class:`FusedRun` (a ``dict``), :class:`FusedList` (the ``Fuser``'s list of ``(docid, score)``), a
frame's ``attrs[FRAME_MARK]`` (its columns: pandas keeps ``attrs`` through filters, sorts, copies, Parquet and
Arrow), a ranx ``Run``'s :data:`RANX_MARK` attribute (ranx re-sorts its scores).  A marked result is read in
its order only while that order agrees with its scores (non-increasing as the tie rule compares them: a score
changed since, or two results concatenated, are read by their scores as any run is)."""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.tie_rule import comparable_scores

__all__ = ["FusedRun", "FusedList", "FRAME_MARK", "RANX_MARK", "mark_frame", "written_run", "as_written"]

#: ``frame.attrs[FRAME_MARK]``: the fused frame's column of each role (``qid``, ``docid``, ``score``, ``rank``)
FRAME_MARK = "rankagg.fused_columns"
#: the attribute of a fused ranx ``Run`` holding its :class:`FusedRun` (the consensus order ranx's sort loses)
RANX_MARK = "rankagg_fused_run"


class FusedRun(dict):
    """``{qid: {docid: fused score}}`` as ``rankagg.fuse`` returns it: exact scores, each query's documents in
    the consensus order (a plain ``dict`` in every other way)."""

    __slots__ = ()


class FusedList(list):
    """One query's ``[(docid, fused score), ...]`` as the :class:`~rankagg.Fuser` returns it, best first."""

    __slots__ = ()


def mark_frame(frame: Any, qid: str, docid: str) -> Any:
    """``frame`` (``score`` and ``rank`` columns: rankagg's result) marked as read in its ``rank`` order."""
    frame.attrs[FRAME_MARK] = {"qid": qid, "docid": docid, "score": "score", "rank": "rank"}
    return frame


def _agrees(scores: NDArray[np.float64], offsets: NDArray[np.int64]) -> bool:
    """Whether each query's scores (in the result's order) are finite and non-increasing as the tie rule compares
    them (near-ties merged: :func:`~rankagg.data.tie_rule.comparable_scores`), so the order is one the tie rule
    could give."""
    if not np.isfinite(scores).all():
        return False  # the evaluator's own check names the value
    merged = comparable_scores(offsets, scores)
    step = np.diff(merged)
    inside = np.ones(len(step), dtype=bool)
    inside[offsets[1:-1] - 1] = False  # a query's last document against the next one's first: no comparison
    return bool(np.all(step[inside] <= 0))


def _ordered(result: Any) -> tuple[list[Any], list[Any], NDArray[np.float64], NDArray[np.int64]] | None:
    """A marked result's queries (one per query), documents and scores in its order, and each query's offsets;
    None when ``result`` is not marked, its values are not plain numbers, or its order disagrees with its scores."""
    if isinstance(result, FusedRun):
        if not all(isinstance(v, Mapping) for v in result.values()):
            return None
        pairs = [(q, list(v.items())) for q, v in result.items() if v]
    elif isinstance(result, Mapping) and result and all(isinstance(v, FusedList) for v in result.values()):
        pairs = [(q, list(v)) for q, v in result.items() if v]
        if not all(isinstance(p, tuple) and len(p) == 2 for _, docs in pairs for p in docs):
            return None
    else:
        return None
    qids = [q for q, _ in pairs]
    docids = [d for _, docs in pairs for d, _ in docs]
    values = [s for _, docs in pairs for _, s in docs]
    if not all(type(s) in (float, int, np.float64) for s in values):  # a text or a bool: the evaluator names it
        return None
    scores = np.array(values, dtype=np.float64)
    offsets = np.concatenate([[0], np.cumsum([len(docs) for _, docs in pairs])]).astype(np.int64)
    return (qids, docids, scores, offsets) if _agrees(scores, offsets) else None


def _frame_order(frame: Any) -> Any | None:
    """A marked frame's rows in its order (by query, then ``rank``), or None when unmarked or in disagreement."""
    cols = getattr(frame, "attrs", {}).get(FRAME_MARK)
    if not isinstance(cols, dict) or not set(cols.values()) <= set(frame.columns) or frame.columns.duplicated().any():
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
    if not _agrees(rows[cols["score"]].to_numpy(dtype=np.float64), offsets):
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
    with the written ``score``), the scores ``rankagg fuse -o`` writes, so that any reader of scores ranks it
    in rankagg's order; ``result`` itself when it is not a marked result whose order agrees with its scores."""
    from rankagg.io.trec_writer import trec_scores

    held = _ranx_run(result)
    source = held if held is not None else result
    got = _ordered(source)
    if got is not None:
        qids, docids, scores, offsets = got
        written = trec_scores(scores, offsets).tolist()
        out: dict[Any, dict[Any, float]] = {}
        for i, q in enumerate(qids):
            lo, hi = int(offsets[i]), int(offsets[i + 1])
            out[q] = dict(zip(docids[lo:hi], written[lo:hi]))
        return out
    framed = _frame_order(result) if hasattr(result, "columns") else None
    if framed is None:
        return result
    rows, offsets, cols = framed
    rows = rows.copy()
    rows[cols["score"]] = trec_scores(rows[cols["score"]].to_numpy(dtype=np.float64), offsets)
    rows.attrs.pop(FRAME_MARK, None)  # its scores are written ones now: a plain frame
    return rows


def as_written(result: Any) -> Any:
    """``result`` of ``rankagg.fuse`` (or ``{qid: Fuser(...)(lists)}``) in its own form with the scores its TREC
    file holds (:func:`written_run`): ranx, ir_measures, pytrec_eval and a JSON round trip then read rankagg's
    order, ties included.  The scores are no longer the exact fused ones (docs/conventions.md)."""
    if type(result).__module__.startswith("pyarrow"):  # its pandas metadata holds the frame's attrs (the mark)
        import pyarrow as pa

        frame = result.to_pandas()
        written = written_run(frame)
        if written is not frame:
            return pa.Table.from_pandas(written, preserve_index=False)
    written = written_run(result)
    if written is result:
        raise ValueError("as_written reads a result of rankagg.fuse (a dict, DataFrame, Arrow table or ranx Run) or "
                         "{qid: Fuser(...)(lists)}, whose order still agrees with its scores; got "
                         f"{type(result).__name__}")
    if type(result).__module__.startswith("ranx"):
        from ranx import Run  # type: ignore[import-untyped]  # optional dependency; present since a Run was given

        return Run(written, name=result.name)
    if isinstance(result, FusedRun):
        return written
    if isinstance(result, Mapping):  # {qid: FusedList}: lists of (docid, written score), best first
        return {q: list(docs.items()) for q, docs in written.items()}
    return written
