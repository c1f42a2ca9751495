"""The rules applied to a reader's block: the one place (:func:`check_block`) the registry calls.

Issue 45: every reader of the registry (:mod:`rankagg.io.formats`) yields its raw columns as a Block, with the
role of each; :func:`check_block` (called by the registry, the one place) applies the rules of
:mod:`rankagg.io.rules` to them.
A column is given as its values (a list, a numpy array, or an Arrow array, dictionary-encoded or not) or as
``(values, row_of)`` when its rows are not the block's.  The work is by distinct value (an Arrow dictionary,
pandas' factorize), never a Python loop over the rows.
"""

from __future__ import annotations

import bisect
import sys
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np
from numpy.typing import NDArray

from rankagg.io._errors import first_at
from rankagg.io.rules import RowOf, check_ids, check_scores, fault_at

__all__ = ["Block", "Checked", "check_block", "UniqueAcross", "arrow_text"]


@dataclass
class Block:
    """The raw columns a reader yields, by role, and how to build its result from the checked ones.

    ``ids`` (query and document ids: the id rule), ``names`` (run and ranker names: one type, not empty),
    ``scores`` (the numbers rule; ``nullable`` ones may hold a null, as a rank or score column of a dataset
    does where a ranker did not rank a document), ``counts`` (weights and counts: positive and finite);
    ``unique``: columns whose values together may appear once (a document once per query and run);
    ``row_of``: the 1-based row (or :func:`frame_row`) of the ``i``-th value; ``build``: the result from the
    :class:`Checked` columns (None: the :class:`Checked` itself)."""

    source: str
    ids: dict[str, Any] = field(default_factory=dict)
    names: dict[str, Any] = field(default_factory=dict)
    scores: dict[str, Any] = field(default_factory=dict)
    counts: dict[str, Any] = field(default_factory=dict)
    nullable: tuple[str, ...] = ()
    unique: tuple[str, ...] = ()
    row_of: RowOf | None = None
    build: Callable[["Checked"], Any] | None = None
    what: str = ""  # the word of the duplicate message: "document", "comparison", ...


@dataclass
class Checked:
    """A block's columns after the rules: each id or name column as codes into its texts (first-appearance
    order), each number column as float64 (NaN where a nullable column is null)."""

    source: str
    codes: dict[str, NDArray[np.int64]]
    texts: dict[str, list[str]]
    numbers: dict[str, NDArray[np.float64]]

    def strings(self, column: str) -> NDArray[Any]:
        """An id column's value per row (an object array of str)."""
        return np.asarray(self.texts[column], dtype=object)[self.codes[column]]


def _split(column: Any, row_of: RowOf | None) -> tuple[Any, RowOf | None]:
    return column if isinstance(column, tuple) else (column, row_of)


def _is_arrow(values: Any) -> bool:
    return type(values).__module__.startswith("pyarrow")


def _null_at(values: Any) -> int | None:
    """The index of the first null (None, NaN, Arrow null) of an id column, else None."""
    if _is_arrow(values):
        if not values.null_count:
            return None
        return int(np.flatnonzero(np.asarray(values.is_null().to_numpy(zero_copy_only=False)))[0])
    arr = values if isinstance(values, np.ndarray) else np.asarray(values, dtype=object)
    if arr.dtype.kind in "USiub":
        return None
    import pandas as pd

    missing = np.flatnonzero(pd.isna(arr)) if arr.dtype.kind in "Of" else np.zeros(0, dtype=np.int64)
    return int(missing[0]) if missing.size else None


def arrow_text(t: Any) -> bool:
    """Whether an Arrow type holds text: ``string``, ``large_string`` (pandas 3, polars) and ``string_view``
    (polars' own strings, ``to_arrow(compat_level=...)``; Arrow >= 16 writes it to Parquet as it is).  The one
    test of every id column: a reader that knew the first two only read a ``string_view`` column's first value
    as every row's (issue 45's eighth bar, u8h_parquet_string_view)."""
    import pyarrow as pa

    return bool(pa.types.is_string(t) or pa.types.is_large_string(t) or pa.types.is_string_view(t))


def _encoded(values: Any) -> tuple[NDArray[np.int64], list[Any]]:
    """Codes (first-appearance order) and distinct values of a column without nulls."""
    if _is_arrow(values):
        import pyarrow as pa

        if isinstance(values, pa.ChunkedArray):
            values = values.combine_chunks()
        t = values.type
        if not (pa.types.is_dictionary(t) or arrow_text(t) or pa.types.is_integer(t)):
            # every value has the column's type (a float, a list, a struct: no dictionary kernel for some):
            # the first one names it, and the id rule refuses it
            return np.zeros(len(values), dtype=np.int64), values.slice(0, 1).to_pylist()
        enc = values if pa.types.is_dictionary(t) else values.dictionary_encode()
        codes = np.asarray(enc.indices.to_numpy(zero_copy_only=False), dtype=np.int64)
        dictionary = enc.dictionary
        if pa.types.is_dictionary(t):
            # a dictionary column's values are the entries its rows use, in first-appearance order: an entry no row
            # uses (a category filtered out, kept by pandas and Parquet) named a run, or failed the id rule
            used, first = np.unique(codes, return_index=True)
            order = used[np.argsort(first, kind="stable")]
            place = np.zeros(len(dictionary), dtype=np.int64)
            place[order] = np.arange(len(order))
            codes, dictionary = place[codes], dictionary.take(pa.array(order))
        distinct = dictionary.to_pylist()
        kind = dictionary.type
        if len(distinct) and not (arrow_text(kind) or pa.types.is_integer(kind)):
            distinct = [distinct[0]]  # every value has the column's type: the first one names it
            codes = np.zeros(len(codes), dtype=np.int64)
        return codes, distinct
    arr = values if isinstance(values, np.ndarray) else np.asarray(values, dtype=object)
    if arr.dtype.kind == "U" and "pandas" not in sys.modules:  # a command that never loads pandas (evaluate)
        distinct, first, inverse = np.unique(arr, return_index=True, return_inverse=True)
        order = np.argsort(first, kind="stable")  # first-appearance order, as pandas' factorize gives it
        place = np.empty(len(order), dtype=np.int64)
        place[order] = np.arange(len(order))
        return place[inverse.ravel()], distinct[order].tolist()
    import pandas as pd

    if arr.dtype.kind == "O":  # 1, True and 1.0 hash alike: keep each value's type in the key
        kinds = set(map(type, arr.tolist()))
        if any(k.__hash__ is None for k in kinds):  # a list or an array (an Arrow list column): no id, and no
            return np.arange(len(arr), dtype=np.int64), arr.tolist()  # hash: each row its own, the id rule names it
        if len(kinds) > 1:
            keyed = pd.factorize(pd.Series([(type(v).__name__, v) for v in arr.tolist()], dtype=object), sort=False)
            first = np.full(len(keyed[1]), len(arr), dtype=np.int64)
            np.minimum.at(first, keyed[0], np.arange(len(arr)))
            return keyed[0].astype(np.int64), [arr[i] for i in first.tolist()]
    codes, uniques = pd.factorize(arr, sort=False)
    return codes.astype(np.int64), list(uniques)


def _check_id_column(block: Block, name: str, column: Any, names: bool) -> tuple[NDArray[np.int64], list[str]]:
    values, row_of = _split(column, block.row_of)
    at = _null_at(values)
    if at is not None:
        said = f"column {name} is null" if _is_arrow(values) else f"{name} is missing (None, NaN or null)"
        raise fault_at(block.source, row_of(at) if row_of is not None else None, said)
    codes, distinct = _encoded(values)
    first = (lambda i: row_of(int(np.argmax(codes == i)))) if row_of is not None else None
    return codes, check_ids(block.source, name, distinct, first, names=names)


def _check_number_column(block: Block, name: str, column: Any, positive: bool) -> NDArray[np.float64]:
    values, row_of = _split(column, block.row_of)
    null = np.zeros(len(values), dtype=bool)
    if not _is_arrow(values) and name in block.nullable:  # a NaN of a numeric column is its null
        arr = np.asarray(values)
        null = np.isnan(arr) if arr.dtype.kind == "f" else null
    if _is_arrow(values):
        null = np.asarray(values.is_null().to_numpy(zero_copy_only=False), dtype=bool) if values.null_count else null
        import pyarrow as pa

        t = values.type
        values = (values.to_numpy(zero_copy_only=False) if pa.types.is_integer(t) or pa.types.is_floating(t)
                  else values.to_pylist())
    if name in block.nullable and null.any():
        keep = np.flatnonzero(~null)
        got = np.full(len(null), np.nan)
        at = (lambda i: row_of(int(keep[i]))) if row_of is not None else None
        taken = [values[i] for i in keep.tolist()] if isinstance(values, list) else np.asarray(values)[keep]
        got[keep] = _numbers(block.source, name, taken, at, positive)
        return got
    if null.any():
        i = int(np.flatnonzero(null)[0])
        raise fault_at(block.source, row_of(i) if row_of is not None else None, f"column {name} is null")
    return _numbers(block.source, name, values, row_of, positive)


def _numbers(source: str, name: str, values: Any, row_of: RowOf | None, positive: bool) -> NDArray[np.float64]:
    out = check_scores(source, values, row_of, "score" if name == "score" or name.startswith("score:") else name)
    if positive:
        bad = np.flatnonzero(~(out > 0))
        if bad.size:
            i = int(bad[0])
            raise fault_at(source, row_of(i) if row_of is not None else None, f"{name} {out[i]!r} is not positive")
    return out


def check_block(block: Block) -> Checked:
    """The rules applied to a reader's block (:mod:`rankagg.io.rules`; :class:`Block`): a refused value raises
    :class:`InputFormatError` naming the source, the row and the value."""
    codes: dict[str, NDArray[np.int64]] = {}
    texts: dict[str, list[str]] = {}
    for names, columns in ((False, block.ids), (True, block.names)):
        for name, column in columns.items():
            codes[name], texts[name] = _check_id_column(block, name, column, names)
    numbers = {name: _check_number_column(block, name, column, False) for name, column in block.scores.items()}
    numbers.update({name: _check_number_column(block, name, column, True) for name, column in block.counts.items()})
    out = Checked(block.source, codes, texts, numbers)
    if block.unique:
        _check_unique(block, out)
    return out


def _check_unique(block: Block, checked: Checked) -> None:
    """A combination of the ``unique`` columns given twice: the row of its second occurrence, and the first."""
    key = np.zeros(len(checked.codes[block.unique[0]]), dtype=np.int64)
    for name in block.unique:
        c = checked.codes[name]
        key = key * (len(checked.texts[name]) + 1) + c
    if len(key) < 2:
        return
    order = np.argsort(key, kind="stable")
    twice = np.flatnonzero(key[order][1:] == key[order][:-1])
    if not twice.size:
        return
    second = order[twice + 1]
    j = int(np.argmin(second))
    i, first = int(second[j]), int(order[twice[j]])
    row_of = block.row_of
    value = {name: checked.texts[name][checked.codes[name][i]] for name in block.unique}
    *context, item = block.unique
    words = {name: ("query" if name in ("q_id", "qid", "query", "query_id") else name) for name in context}
    said = f"{block.what or item} {value[item]} appears twice"
    queries = [f"{words[n]} {value[n]}" for n in context if words[n] == "query"]
    others = [f"{words[n]} {value[n]}" for n in context if words[n] != "query"]
    said += f" for {', '.join(queries)}" if queries else ""
    first_row = row_of(first) if row_of is not None else None
    said += f" (first at {first_at(first_row)})" if first_row is not None and first_row > 0 else ""
    said += f" in {', '.join(others)}" if others else ""
    raise fault_at(block.source, row_of(i) if row_of is not None else None, said)


class UniqueAcross:
    """The ``unique`` rule over all the blocks of one read, not each alone: a table read in record batches, or a
    folder of part files, may hold a document twice in two blocks.  A read of one block costs nothing more;
    from the second block on, the keys read so far are kept in one dict (key -> its row over the read), built
    and probed by C loops (``dict(zip(...))``, a set intersection): a Python step per row cost a 28-run Parquet
    table a third of a second."""

    def __init__(self) -> None:
        self._first: tuple[Block, Checked] | None = None
        self._seen: dict[tuple[Any, ...], int] | None = None
        self._starts: list[int] = []  # each kept block's first row over the read
        self._blocks: list[Block] = []
        self._rows = 0

    def add(self, block: Block, checked: Checked) -> None:
        if not block.unique:
            return
        if self._first is None:
            self._first = (block, checked)
            return
        if self._seen is None:
            self._seen = {}
            self._keep(*self._first, _keys(*self._first))
        keys = _keys(block, checked)
        again = self._seen.keys() & keys
        if again:
            hit = next(i for i, key in enumerate(keys) if key in again)
            *context, item = block.unique
            value = dict(zip(block.unique, keys[hit]))
            queries = [f"query {value[n]}" for n in context if n in ("q_id", "qid", "query", "query_id")]
            said = f"{block.what or item} {value[item]} appears twice" + (f" for {', '.join(queries)}" if queries else "")
            raise fault_at(block.source, block.row_of(hit) if block.row_of is not None else None,
                           f"{said} (first at {self._where(self._seen[keys[hit]])})")
        self._keep(block, checked, keys)

    def _keep(self, block: Block, checked: Checked, keys: list[tuple[Any, ...]]) -> None:
        assert self._seen is not None
        start, self._rows = self._rows, self._rows + len(keys)
        self._starts.append(start)
        self._blocks.append(block)
        self._seen.update(zip(keys, range(start, self._rows)))

    def _where(self, row: int) -> str:
        """``source:line`` of a kept row (the source alone when its block has no line numbers)."""
        b = bisect.bisect_right(self._starts, row) - 1
        block = self._blocks[b]
        line = block.row_of(row - self._starts[b]) if block.row_of is not None else None
        return f"{block.source}:{line}" if line is not None and line > 0 else block.source


def _keys(block: Block, checked: Checked) -> list[tuple[Any, ...]]:
    return list(zip(*(checked.strings(name).tolist() for name in block.unique)))
