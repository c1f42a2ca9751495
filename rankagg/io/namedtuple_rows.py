"""ir_measures' own shapes of a run and of qrels: iterables of namedtuples, ``ScoredDoc(query_id, doc_id, score)``
and ``Qrel(query_id, doc_id, relevance[, iteration])``, as ``ir_measures.read_trec_run`` / ``read_trec_qrels`` and
ir_datasets' ``scoreddocs_iter()`` / ``qrels_iter()`` give them (generators, or lists of them).

They are read as the long frame of their rows (columns named by the tuples' fields: ``query_id``, ``doc_id``,
``score`` / ``relevance``), so every rule of a frame holds, a fault named by its row (0-based, as the iterator
gave them).  A run is never such a tuple, so a list of them is one run, not a list of runs."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import chain
from typing import Any

__all__ = ["ROW_FIELDS", "namedtuple_rows", "rows_as_mapping"]

#: the fields a row must have, by what the rows are (the score of a run's document, the grade of a judgement)
ROW_FIELDS = {"score": ("query_id", "doc_id", "score"), "rel": ("query_id", "doc_id", "relevance")}


def _row_fields(item: Any, value: str) -> tuple[str, ...] | None:
    fields = getattr(item, "_fields", None) if isinstance(item, tuple) else None
    return fields if fields is not None and set(ROW_FIELDS[value]) <= set(fields) else None


def namedtuple_rows(obj: Any, value: str, source: str) -> tuple[Any, Any]:
    """``(frame, obj)``: the rows of ``obj`` as a DataFrame when ``obj`` is a list, tuple or iterator of
    namedtuples holding :data:`ROW_FIELDS` ``[value]`` (``value``: ``"score"`` or ``"rel"``), else ``(None, obj)``
    with ``obj`` still whole (an iterator's first item, looked at, is put back).  Rows of another type among them
    (another namedtuple, a plain tuple) are refused naming ``source`` and the row."""
    if isinstance(obj, (str, bytes, Mapping)) or not isinstance(obj, (list, tuple, Iterator)) \
            or hasattr(type(obj), "__arrow_c_stream__"):  # a stream of Arrow batches is a table, read whole
        return None, obj
    if isinstance(obj, Iterator):
        first = next(obj, None)
        if first is None:
            return None, iter(())
        obj = chain([first], obj)
        if _row_fields(first, value) is None:
            return None, obj
        rows = list(obj)
    else:
        if not obj or _row_fields(obj[0], value) is None:
            return None, obj
        rows = list(obj)
    kind = type(rows[0])
    stray = next((i for i, r in enumerate(rows) if type(r) is not kind), None)
    if stray is not None:
        raise ValueError(f"{source}: row {stray}: {rows[stray]!r} is not a {kind.__name__} as row 0 is; give rows "
                         "of one kind")
    import pandas as pd

    return pd.DataFrame.from_records(rows, columns=list(kind._fields)), None


def rows_as_mapping(frame: Any, source: str) -> dict[Any, dict[Any, Any]]:
    """A run's rows (:func:`namedtuple_rows`) as ``{query_id: {doc_id: score}}``, the mapping every run form is
    read as; a document given twice for a query (which the mapping would keep once) refused naming the row."""
    twice = frame.duplicated(["query_id", "doc_id"])
    if twice.any():
        i = int(twice.to_numpy().argmax())
        raise ValueError(f"{source}: row {i}: document {frame['doc_id'].iat[i]!r} appears twice for query "
                         f"{frame['query_id'].iat[i]!r}")
    out: dict[Any, dict[Any, Any]] = {}
    for q, d, s in zip(frame["query_id"].tolist(), frame["doc_id"].tolist(), frame["score"].tolist()):
        out.setdefault(q, {})[d] = s
    return out
