"""Pairwise comparisons as input: a long table ``(query, item_a, item_b, outcome, weight?, count?, judge?)``.

One row says how ``item_a`` fared against ``item_b`` in query ``query``: ``outcome`` is ``win`` (``item_a``
won), ``loss`` (``item_b`` won) or ``tie``; ``count`` (a positive integer, default 1) repeats the row and
``weight`` (a positive number, default 1) scales it; ``judge`` names who compared (an LLM judge, a crowd
worker), for bootstrap intervals over judges.  ``query`` may be left out (one query, ``"1"``).  Column
names are case-insensitive; ``qid`` is accepted for ``query``, ``a`` / ``b`` for the items.

Readers: CSV (``.csv``), TSV (``.tsv``, ``.txt``), JSON lines (``.jsonl``, ``.ndjson``) and Parquet
(``.parquet``), plain or gzip-compressed (``.gz``) for the text ones; :func:`comparisons_from_frame` takes
a DataFrame or a list of dicts.  The values go through the one set of input rules (:mod:`rankagg.io.rules`), as every run reader's do:
``query``, ``item_a`` and ``item_b`` are ids (:func:`~rankagg.io.rules.check_ids`: not missing, not empty,
no blank, one type per column, so ``None``/NaN, bytes, lists and a query left empty in a table that has the
column are refused, not merged into query ``"1"``), ``count`` and ``weight`` are amounts
(:func:`~rankagg.io.rules.check_counts`, :func:`~rankagg.io.rules.check_weights`: trec_eval's number syntax,
positive and in range, so ``1_000``, ``١٠`` and ``1e308`` are refused), ``judge`` a name (not missing, one
type).  An empty ``count`` or ``weight`` cell is the default 1.

Every error names the file and the 1-based line where the row starts (the header is line 1 of a CSV; a
Parquet file's rows count from 1): besides the rules, an unknown item (when ``items`` lists the known
ones), an item compared with itself, an outcome that is not win, loss or tie, a missing column or one
given twice, a field that runs over several lines (an unclosed quote: no value here can hold a newline),
a JSON number of more than 4000 digits.  :func:`table_columns` reads the header alone, with the same
errors, for recognising a table by its ``outcome`` column.

The per-query matrices are built by :func:`rankagg.data.comparisons.comparison_matrices` (the data layer:
the methods read them without importing a reader); :class:`Comparisons` lives there too.
"""

from __future__ import annotations

import csv
import io
import json
import os
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from rankagg.data.comparisons import ComparisonMatrices, Comparisons, comparison_matrices
from rankagg.io._errors import InputFormatError, TableRow
from rankagg.io.comparison_shapes import pairwise_note
from rankagg.io.guard import open_input
from rankagg.io.run_table import PARQUET_MAGIC
from rankagg.io.separators import check_separator
from rankagg.io.text_input import read_text
from rankagg.io.rules import ID_BLANKS, check_counts, check_ids, check_weights, fault_at, frame_row, keys_once, records_of

__all__ = ["Comparisons", "ComparisonMatrices", "OUTCOMES", "read_comparisons", "comparisons_from_frame",
           "comparison_matrices", "table_columns", "table_kind"]

#: outcome word -> score of item_a (1 win, 0 loss, 1/2 tie)
OUTCOMES = {"win": 1.0, "loss": 0.0, "tie": 0.5}
_ALIASES = {"query": ("query", "qid"), "item_a": ("item_a", "a"), "item_b": ("item_b", "b"),
            "outcome": ("outcome",), "weight": ("weight",), "count": ("count",), "judge": ("judge",)}
DEFAULT_QUERY = "1"
#: the longest JSON integer read (Python refuses past 4300 digits; no id or amount needs more)
MAX_JSON_DIGITS = 4000


def _column_map(header: Sequence[Any], path: str) -> dict[str, str]:
    """Role -> column name; a role given by two columns (``query`` and ``qid``, ``Query`` and ``query``) is
    refused, as one would silently win."""
    found: dict[str, str] = {}
    for h in header:
        key = str(h).strip().lower()
        for role, names in _ALIASES.items():
            if key in names:
                if role in found:
                    raise InputFormatError(path, 1, f"columns {found[role]!r} and {h!r} both give {role}")
                found[role] = h
    missing = [r for r in ("item_a", "item_b", "outcome") if r not in found]
    note = pairwise_note([str(h) for h in header]) if missing else None  # games, win counts, judgments: what to write
    if note is not None:
        raise InputFormatError(path, 1, note)
    if missing:
        raise InputFormatError(path, 1, f"missing column {missing[0]!r} (columns: {', '.join(map(str, header))}; "
                                        "expected query, item_a, item_b, outcome and optional weight, count, judge)")
    return found


def _absent(v: Any) -> bool:
    return v is None or (isinstance(v, str) and not v.strip(ID_BLANKS))


def _stripped(values: list[Any]) -> list[Any]:
    """Text values without the blanks at their ends (``a, b`` in a CSV): the id rule's blanks only, so that an id
    ending in a character the rule allows (a no-break space, U+2003, U+001C: Python's ``str.strip`` drops them
    all) stays that id, as a run reader keeps it, instead of merging with another."""
    return [v.strip(ID_BLANKS) if isinstance(v, str) else v for v in values]


def _pair_ids(source: str, a: list[Any], b: list[Any], row_of: Any, names: tuple[str, str]) -> list[str]:
    """The ids of both item columns, checked as one column (an item is one kind of id); a refused value's message
    also names its column (``t.parquet:3: item None is missing ... (column item_b)``), found again column by column
    on that error path only."""
    try:
        return check_ids(source, "item", a + b, row_of)
    except InputFormatError as exc:
        for name, values in zip(names, (a, b)):
            try:
                check_ids(source, "item", values, row_of)
            except InputFormatError:
                exc.args = (f"{exc.args[0]} (column {name})", *exc.args[1:])
                break
        raise


def _comparisons(source: str, columns: Mapping[str, list[Any]], rows: list[int] | None, cols: dict[str, str],
                 items: Iterable[str] | Mapping[str, Iterable[str]] | None) -> Comparisons:
    """The comparisons of a table given column by column (``rows``: each value's line in the file; None: a
    frame's rows, said 0-based); every value through the rules of the module docstring."""
    n = len(columns[cols["item_a"]])
    row_of = (lambda i: rows[i % n]) if rows is not None else (lambda i: frame_row(i % n))
    if n == 0:
        raise InputFormatError(source, None, "no comparisons")
    qids = check_ids(source, "query", _stripped(columns[cols["query"]]), row_of) if "query" in cols \
        else [DEFAULT_QUERY] * n
    pair = _pair_ids(source, _stripped(columns[cols["item_a"]]), _stripped(columns[cols["item_b"]]), row_of,
                     (cols["item_a"], cols["item_b"]))
    a_s, b_s = pair[:n], pair[n:]
    same = next((i for i in range(n) if a_s[i] == b_s[i]), None)
    if same is not None:
        raise fault_at(source, row_of(same), f"item {a_s[same]!r} compared with itself")
    known_all = set(map(str, items)) if items is not None and not isinstance(items, Mapping) else None
    known_by_q = {str(q): set(map(str, v)) for q, v in items.items()} if isinstance(items, Mapping) else None
    if known_all is not None or known_by_q is not None:
        for i in range(n):
            known = known_by_q.get(qids[i]) if known_by_q is not None else known_all
            for it in (a_s[i], b_s[i]):
                if known is not None and it not in known:
                    raise fault_at(source, row_of(i), f"unknown item {it!r} in query {qids[i]!r} (not among "
                                                              f"the {len(known)} items given)")
    outs = np.empty(n)
    for i, word in enumerate(columns[cols["outcome"]]):
        score = OUTCOMES.get(word.strip(ID_BLANKS).lower()) if isinstance(word, str) else None
        if score is None:
            raise fault_at(source, row_of(i), f"outcome {word!r} is not win, loss or tie")
        outs[i] = score
    weight = np.ones(n)
    count = None
    for role, check in (("count", check_counts), ("weight", check_weights)):
        if role in cols:
            values = columns[cols[role]]
            given = [i for i, v in enumerate(values) if not _absent(v)]  # an empty cell: the default 1
            amounts = check(source, role, [values[i] for i in given], lambda k: row_of(given[k]))
            weight[given] *= amounts
            if role == "count":
                count = np.ones(n)
                count[given] = amounts
    judges = None
    if "judge" in cols:
        judges = np.array(check_ids(source, "judge", _stripped(columns[cols["judge"]]), row_of, names=True), dtype=str)
    declared = None
    if known_all is not None or known_by_q is not None:  # a declared item no row names is still the query's
        declared = {q: tuple(sorted(known_by_q.get(q, ()) if known_by_q is not None else known_all or ()))
                    for q in dict.fromkeys(qids)}
    return Comparisons(np.array(qids, dtype=str), np.array(a_s, dtype=str), np.array(b_s, dtype=str), outs, weight,
                       judges, source, count, declared)


def parquet_content(path: str) -> bool:
    """Whether the file ``path`` starts with Parquet's magic bytes (a table named .csv or .jsonl is still Parquet)."""
    try:
        with open_input(path) as fh:
            return bytes(fh.read(len(PARQUET_MAGIC))) == PARQUET_MAGIC
    except OSError:  # missing, a folder, a FIFO: the reader names it
        return False


def table_kind(path: str) -> str:
    """csv, tsv, jsonl or parquet: parquet by the content (Parquet's magic bytes, whatever the name, as a run table
    is recognised), the others by the file name (``.gz`` dropped)."""
    if parquet_content(path):
        return "parquet"
    name = path.lower()
    if name.endswith(".gz"):
        name = name[:-3]
    for suffix, kind in ((".csv", "csv"), (".tsv", "tsv"), (".txt", "tsv"), (".jsonl", "jsonl"),
                         (".ndjson", "jsonl"), (".parquet", "parquet")):
        if name.endswith(suffix):
            return kind
    raise InputFormatError(path, None, "unknown comparison file type (expected .csv, .tsv, .jsonl or .parquet)")


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_JSON_DIGITS:
        raise ValueError(f"a number of {len(text.lstrip('-'))} digits (at most {MAX_JSON_DIGITS} are read)")
    return int(text)


def _json_records(path: str, text: str, first_only: bool = False) -> list[tuple[int, dict[str, Any]]]:
    records: list[tuple[int, dict[str, Any]]] = []
    for line, raw in enumerate(text.split("\n"), start=1):
        if raw.strip(" \t\r"):  # JSON's blanks: a line of other white space is not JSON, and is refused
            try:
                rec = json.loads(raw, parse_int=_json_int, object_pairs_hook=keys_once)
            except json.JSONDecodeError as exc:
                raise InputFormatError(path, line, f"not JSON: {exc.msg}") from None
            except RecursionError:  # arrays in arrays past Python's stack: refused as the model loader does
                raise InputFormatError(path, line, "the record is nested too deeply") from None
            except ValueError as exc:  # a number past the digit cap, a key given twice
                raise InputFormatError(path, line, str(exc)) from None
            if not isinstance(rec, dict):
                raise InputFormatError(path, line, "expected a JSON object per line")
            records.append((line, rec))
            if first_only:
                break
    return records


def _delimited_records(path: str, text: str, kind: str, first_only: bool = False
                       ) -> tuple[list[str], list[tuple[int, list[str]]]]:
    """The header and the rows of a CSV / TSV text, each row with the line it starts on."""
    # strict: a quote left open at the end of the file (a file cut inside a quoted field) and text after a
    # closing quote ("q"x) are errors, not the field read up to there
    check_separator(path, text, "\t" if kind == "tsv" else ",")
    reader = csv.reader(io.StringIO(text, newline=""), delimiter="\t" if kind == "tsv" else ",", strict=True)
    out: list[tuple[int, list[str]]] = []
    end = 0
    try:
        for fields in reader:
            start, end = end + 1, reader.line_num
            if any("\n" in f or "\r" in f for f in fields):
                raise InputFormatError(path, start, f"a field runs over lines {start}-{end} (an unclosed quote?); "
                                                    "no value of a comparison holds a newline")
            out.append((start, fields))
            if first_only:
                break
    except csv.Error as exc:
        raise InputFormatError(path, end + 1, f"not {kind.upper()}: {exc}") from None
    if not out:
        raise InputFormatError(path, None, "no header and no comparisons")
    return out[0][1], [(line, r) for line, r in out[1:] if any(c.strip(ID_BLANKS) for c in r)]


def _parquet(path: str, schema_only: bool = False) -> Any:
    import pyarrow.parquet as pq

    try:
        return pq.read_schema(path) if schema_only else pq.read_table(path)
    except Exception as exc:  # pyarrow's errors: not a Parquet file, a truncated one, a missing file
        raise InputFormatError(path, None, f"cannot read as Parquet: {exc}") from None


def table_columns(path: str | os.PathLike, kind: str | None = None) -> list[str]:
    """The column names of a comparison table's header (the first record, parsed as the reader parses it:
    a header quoted as R writes it is read); an unreadable file raises its reader's error."""
    p = os.fspath(path)
    kind = kind or table_kind(p)
    if kind == "parquet":
        return list(_parquet(p, schema_only=True).names)
    text = read_text(p)
    if kind == "jsonl":
        first = _json_records(p, text, first_only=True)
        return list(first[0][1]) if first else []
    return _delimited_records(p, text, kind, first_only=True)[0]


def read_comparisons(path: str | os.PathLike, *, items: Iterable[str] | Mapping[str, Iterable[str]] | None = None,
                     kind: str | None = None) -> Comparisons:
    """Read a comparison table (module docstring); ``items``: the known items (all queries, or per query).

    ``kind`` (csv, tsv, jsonl, parquet) overrides the file name's suffix.
    """
    p = os.fspath(path)
    kind = kind or table_kind(p)
    if kind == "parquet":
        table = _parquet(p)
        cols = _column_map(table.column_names, p)
        columns = {name: table.column(name).to_pylist() for name in cols.values()}
        return _comparisons(p, columns, list(map(TableRow, range(1, table.num_rows + 1))), cols, items)
    text = read_text(p)
    if kind == "jsonl":
        records = _json_records(p, text)
        if not records:
            raise InputFormatError(p, None, "no comparisons")
        header = list(dict.fromkeys(k for _, r in records for k in r))
        cols = _column_map(header, p)
        columns = {name: [r.get(name) for _, r in records] for name in cols.values()}
        return _comparisons(p, columns, [line for line, _ in records], cols, items)
    header, body = _delimited_records(p, text, kind)
    cols = _column_map(header, p)
    for line, r in body:
        if len(r) != len(header):
            raise InputFormatError(p, line, f"{len(r)} fields, the header has {len(header)}")
    at = {h: k for k, h in enumerate(header)}
    columns = {name: [r[at[name]] for _, r in body] for name in cols.values()}
    return _comparisons(p, columns, [line for line, _ in body], cols, items)


def comparisons_from_frame(frame: Any, *, items: Iterable[str] | Mapping[str, Iterable[str]] | None = None,
                           source: str = "<comparisons>") -> Comparisons:
    """Comparisons from a DataFrame or a sequence of dicts (errors name the row, from 0 as pandas counts).
    A missing ``count`` or ``weight`` (None, or NaN as pandas fills an empty cell) is the default 1."""
    records = records_of(frame, source)  # a DataFrame's, an Arrow table's or an iterable's rows, columns once
    header = list(dict.fromkeys(k for r in records for k in r))
    cols = _column_map(header, source)
    columns = {name: [r.get(name) for r in records] for name in cols.values()}
    for role in ("count", "weight"):
        if role in cols:
            columns[cols[role]] = [None if isinstance(v, float) and v != v else v for v in columns[cols[role]]]
    return _comparisons(source, columns, None, cols, items)
