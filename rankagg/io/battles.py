"""Arena battles as pairwise comparisons: ``model_a, model_b, winner`` as Chatbot Arena / LMArena publish them.

One battle per record: ``model_a`` and ``model_b`` (the two models, ids), ``winner`` one of ``model_a``,
``model_b``, ``tie`` or ``tie (bothbad)`` (as the Arena's ``clean_battle`` files write it; ``both_bad``, the
word arena-rank's outcome map lists, too), and optionally ``judge`` (the voter or the LLM judge: the unit a
bootstrap redraws), ``query`` (battles of several leaderboards in one file; else one query, ``"1"``),
``id`` (a battle id: each once), and ``weight`` and ``count`` as a comparison table has them (arena-rank's
``reweighted`` weights per battle; left unread, they were a leaderboard of other battles than the file's,
without a word).  Other columns (``tstamp``, ``language``, ``conv_metadata``, ...) are left
unread.  A win of ``model_a`` is the comparison outcome ``win``, of ``model_b`` ``loss``, and both ties
``tie`` (arena-rank maps ``tie`` and ``tie (bothbad)`` to the outcome 1/2 alike).

Encodings, by the name (``.gz`` allowed for the text ones): a JSON array of objects (``.json``, as the
Arena's ``clean_battle_*.json``; a file of one object per line is read as JSON lines too), JSON lines
(``.jsonl``, ``.ndjson``), CSV (``.csv``) and Parquet (``.parquet``).  A file is a battle table when its first
record has the three columns (:func:`battle_columns` reads that record alone, so recognising a large file is
cheap); the values then go through the comparison rules of :mod:`rankagg.io.pairwise` (ids, judge names, an
item compared with itself), and a winner outside the four words is refused at its line.  Lines of a JSON
array are not capped (an Arena file may be one line); the memory guard still applies.

:func:`write_battles` writes comparisons back as battles (unit weights only, as the Arena's files have them), and
what it writes reads back to the same comparisons (``tests/io/test_registry_door.py``).
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import os
from typing import Any, Iterable, Iterator, Mapping

import numpy as np

from rankagg.data.comparisons import Comparisons
from rankagg.io._errors import InputFormatError, TableRow, first_at
from rankagg.io.blocks import Block
from rankagg.io.pairwise import (_comparisons as checked, _delimited_records, _json_int, _json_records, _parquet,
                                 _stripped, parquet_content)
from rankagg.io.rules import ID_BLANKS, check_ids, fault_at, frame_row, keys_once, records_of
from rankagg.io.text_input import read_text, refuse_wide_text

__all__ = ["WINNERS", "BATTLE_SUFFIXES", "battle_columns", "is_battle_table", "read_battles", "battles_from_frame",
           "battle_blocks", "write_battles"]

#: the winner column's words -> the comparison outcome of model_a
WINNERS = {"model_a": "win", "model_b": "loss", "tie": "tie", "tie (bothbad)": "tie", "both_bad": "tie"}
BATTLE_SUFFIXES = (".json", ".jsonl", ".ndjson", ".csv", ".parquet")
_ROLES = {"model_a": "item_a", "model_b": "item_b", "winner": "outcome", "judge": "judge", "query": "query",
          "id": "id", "weight": "weight", "count": "count"}
_HEAD_BYTES = 1 << 16


def _kind(path: str) -> str | None:
    """json, jsonl, csv or parquet by the name (None: no battle table's name); Parquet by its content whatever
    the name says, as a comparison or run table is."""

    name = path.lower()[:-3] if path.lower().endswith(".gz") else path.lower()
    for suffix, kind in ((".json", "json"), (".jsonl", "jsonl"), (".ndjson", "jsonl"), (".csv", "csv"),
                         (".parquet", "parquet")):
        if name.endswith(suffix):
            return "parquet" if parquet_content(path) else kind
    return None


def _head(path: str, size: int) -> str:
    """The first ``size`` bytes (gunzipped) as text, BOM dropped; undecodable bytes at the cut replaced."""
    from rankagg.io.guard import open_input

    with open_input(path) as fh:
        raw = fh.read(size)
        if raw[:2] == b"\x1f\x8b":
            fh.seek(0)
            with gzip.GzipFile(fileobj=fh) as gz:
                raw = gz.read(size)
    return raw.decode("utf-8", errors="replace").lstrip("\ufeff")


def _first_json_object(text: str) -> dict[str, Any] | None:
    body = text.lstrip()
    if body.startswith("["):
        body = body[1:].lstrip()
    try:
        first, _ = json.JSONDecoder().raw_decode(body)
    except ValueError:  # not recognised (a RecursionError, nested past the stack, is the caller's to name)
        return None
    return first if isinstance(first, dict) else None


def battle_columns(path: str | os.PathLike) -> list[str] | None:
    """The columns of the first record of a file named like a battle table, or None when it cannot be read
    as one (then it is not recognised; its reader says why when it is read as something else)."""
    p = os.fspath(path)
    kind = _kind(p)
    if kind is None or not os.path.isfile(p):
        return None
    try:
        if kind == "parquet":
            import pyarrow.parquet as pq

            return list(pq.read_schema(p).names)
        size = _HEAD_BYTES
        while True:
            text = _head(p, size)
            if kind == "csv":
                lines = text.splitlines()
                return next(csv.reader([lines[0]])) if lines else None
            first = _first_json_object(text)
            if first is not None or len(text) < size // 2 or size >= 1 << 26:
                return None if first is None else list(first)
            size *= 4  # a first record longer than the head read: read more of the file
    except RecursionError:  # the first record nested past Python's stack: named, not taken for another format
        raise InputFormatError(p, 1, "the first record is nested too deeply") from None
    except (OSError, InputFormatError, ValueError, EOFError):
        return None


def is_battle_table(path: str | os.PathLike) -> bool:
    """Whether ``path`` is named like a battle table and its first record has model_a, model_b and winner."""
    cols = battle_columns(path)
    return cols is not None and {"model_a", "model_b", "winner"} <= {str(c).strip().lower() for c in cols}


def _json_array(path: str, text: str) -> list[tuple[int, dict[str, Any]]]:
    """The objects of a JSON array, each with the line it starts on."""

    decoder = json.JSONDecoder(parse_int=_json_int, object_pairs_hook=keys_once)
    at, line, counted = 0, 1, 0
    n = len(text)

    def skip(i: int) -> int:
        while i < n and text[i] in " \t\r\n":
            i += 1
        return i

    at = skip(at)
    if at >= n or text[at] != "[":
        raise InputFormatError(path, 1, "expected a JSON array of battles ('[' first) or one battle object per line")
    at = skip(at + 1)
    records: list[tuple[int, dict[str, Any]]] = []
    while at < n and text[at] != "]":
        line += text.count("\n", counted, at)
        counted = at
        try:
            rec, at = decoder.raw_decode(text, at)
        except json.JSONDecodeError as exc:
            raise InputFormatError(path, text.count("\n", 0, exc.pos) + 1, f"not JSON: {exc.msg}") from None
        except RecursionError:  # arrays in arrays past Python's stack: refused as the model loader does
            raise InputFormatError(path, line, "the record is nested too deeply") from None
        except ValueError as exc:  # a number past the digit cap, a key given twice
            raise InputFormatError(path, line, str(exc)) from None
        if not isinstance(rec, dict):
            raise InputFormatError(path, line, "expected a JSON object per battle")
        records.append((line, rec))
        at = skip(at)
        if at < n and text[at] == ",":
            at = skip(at + 1)
        elif at < n and text[at] != "]":
            raise InputFormatError(path, text.count("\n", 0, at) + 1, "expected ',' or ']' after a battle")
    if at >= n:
        raise InputFormatError(path, text.count("\n") + 1, "the JSON array is not closed (no ']')")
    rest = skip(at + 1)
    if rest < n:  # JSON holds one value: a second array (cat a.json b.json) or text after it is not read silently
        raise InputFormatError(path, text.count("\n", 0, rest) + 1, "text after the JSON array's closing ']' "
                               "(one array of battles per file; JSON lines hold one battle per line)")
    return records


def _records(path: str, kind: str) -> tuple[list[str], dict[str, list[Any]], list[int]]:
    """The header, the columns (as read, by header name) and each row's line."""

    if kind == "parquet":
        table = _parquet(path)
        wanted = [c for c in table.column_names if str(c).strip().lower() in _ROLES]
        return (list(table.column_names), {c: table.column(c).to_pylist() for c in wanted},
                list(map(TableRow, range(1, table.num_rows + 1))))
    if kind == "csv":
        header, body = _delimited_records(path, read_text(path), "csv")
        for line, r in body:
            if len(r) != len(header):
                raise InputFormatError(path, line, f"{len(r)} fields, the header has {len(header)}")
        return header, {h: [r[k] for _, r in body] for k, h in enumerate(header)}, [line for line, _ in body]
    if kind == "json":
        from rankagg.io.guard import read_input_bytes

        raw = read_input_bytes(path)
        refuse_wide_text(path, raw)  # the text opener's rule (read_text is not used: a JSON array may be one long line)
        try:
            text = raw.decode("utf-8").lstrip("\ufeff")
        except UnicodeDecodeError as exc:  # as read_text says it: the file and the line, not the codec's offset
            raise InputFormatError(path, raw[:exc.start].count(b"\n") + 1, "not valid UTF-8 text") from None
        records = _json_array(path, text) if text.lstrip().startswith("[") else _json_records(path, text)
    else:
        records = _json_records(path, read_text(path))
    header = list(dict.fromkeys(k for _, r in records for k in r))
    return header, {h: [r.get(h) for _, r in records] for h in header}, [line for line, _ in records]


def _comparisons(source: str, header: list[str], columns: Mapping[str, list[Any]], rows: list[int] | None,
                 items: Iterable[str] | Mapping[str, Iterable[str]] | None) -> tuple[Comparisons, list[Any] | None]:
    found: dict[str, str] = {}
    for h in header:
        key = str(h).strip().lower()
        if key in _ROLES:
            if _ROLES[key] in found:
                raise InputFormatError(source, 1, f"columns {found[_ROLES[key]]!r} and {h!r} both give {key}")
            found[_ROLES[key]] = h
    missing = [name for name, role in _ROLES.items() if role in ("item_a", "item_b", "outcome") and role not in found]
    if missing:
        raise InputFormatError(source, 1, f"missing column {missing[0]!r} (a battle table has model_a, model_b, "
                                          f"winner and optional judge, query, id, weight, count; columns: "
                                          f"{', '.join(map(str, header))})")
    row_of = (lambda i: rows[i]) if rows is not None else frame_row
    outcome = []
    for i, word in enumerate(columns[found["outcome"]]):
        said = WINNERS.get(word.strip(ID_BLANKS).lower()) if isinstance(word, str) else None
        if said is None:
            raise fault_at(source, row_of(i), f"winner {word!r} is not model_a, model_b, tie or tie (bothbad)")
        outcome.append(said)
    cols = {role: name for role, name in found.items() if role != "id"}
    data = {name: columns[name] for role, name in cols.items() if role != "outcome"}
    data["\0outcome"] = outcome
    cols["outcome"] = "\0outcome"
    # a battle id is stripped as every other text value is ('\t1' is battle 1, as the item ' a' is a)
    return checked(source, data, rows, cols, items), _battle_ids(source, _stripped(columns[found["id"]]), row_of) \
        if "id" in found else None


def _battle_ids(source: str, values: list[Any], row_of: Any) -> list[str]:
    """The battle ids as texts, each once: a name each (not missing, one type), checked here, where the reader,
    a frame and the registry all pass, so that no path reads a battle twice."""
    texts = check_ids(source, "id", values, row_of, names=True)
    first: dict[str, int] = {}
    for i, t in enumerate(texts):
        if t in first:
            at = row_of(first[t])
            where = first_at(at) if at >= 0 else f"row {-at - 1}"
            raise fault_at(source, row_of(i), f"battle {t} appears twice (first at {where})")
        first[t] = i
    return texts


def read_battles(path: str | os.PathLike, *, items: Iterable[str] | Mapping[str, Iterable[str]] | None = None
                 ) -> Comparisons:
    """The battles of a file (module docstring) as comparisons; ``items``: the known models."""
    return _read(os.fspath(path), items)[0]


def _read(p: str, items: Any) -> tuple[Comparisons, list[Any] | None, list[int]]:
    kind = _kind(p)
    if kind is None:
        raise InputFormatError(p, None, f"not a battle table name (expected {', '.join(BATTLE_SUFFIXES)}, or .gz)")
    header, columns, rows = _records(p, kind)
    if not rows:
        raise InputFormatError(p, None, "no battles")
    comps, ids = _comparisons(p, header, columns, rows, items)
    return comps, ids, rows


def battles_from_frame(frame: Any, *, items: Iterable[str] | Mapping[str, Iterable[str]] | None = None,
                       source: str = "<battles>") -> Comparisons:
    """Battles from a DataFrame (as arena-rank and the Arena's notebooks hold them) or a list of dicts."""
    records = records_of(frame, source)  # a DataFrame's, an Arrow table's or an iterable's rows, columns once
    if not records:
        raise InputFormatError(source, None, "no battles")
    header = list(dict.fromkeys(k for r in records for k in r))
    return _comparisons(source, header, {h: [r.get(h) for r in records] for h in header}, None, items)[0]


def battle_blocks(path: str | os.PathLike, **options: Any) -> Iterator[Block]:
    """The registry's reader (:data:`rankagg.io.formats.FORMATS` ``battles``): the battles' columns through the
    rules, a battle ``id`` once."""
    p = os.fspath(path)
    comps, ids, rows = _read(p, options.get("items"))
    names: dict[str, Any] = {"query": np.asarray(comps.qids, dtype=object),
                             "item_a": np.asarray(comps.item_a, dtype=object),
                             "item_b": np.asarray(comps.item_b, dtype=object)}
    unique: tuple[str, ...] = ()
    if ids is not None:
        names["id"] = np.asarray(ids, dtype=object)
        unique = ("id",)
    yield Block(p, names=names, scores={"outcome": comps.outcome, "weight": comps.weight}, unique=unique,
                row_of=lambda i: rows[i], what="battle", build=lambda c: comps)


def write_battles(comps: Comparisons, path: str | os.PathLike) -> None:
    """Comparisons as a battle table (by the name's suffix: .json, .jsonl, .csv, .parquet), atomically.  Refused
    (``ValueError``) when they would not read back: a weight other than 1, an id the rules refuse or one with
    white space at an end (the readers strip it)."""
    from rankagg.io.atomic import atomic_output, atomic_write_text

    p = os.fspath(path)
    kind = _kind(p)
    if kind is None:
        raise ValueError(f"{p}: a battle table is written as .json, .jsonl, .csv or .parquet")
    if np.any(comps.weight != 1.0):
        raise ValueError(f"{p}: a battle has no weight; these comparisons have weights other than 1")
    cols: dict[str, list[Any]] = {}
    if np.any(comps.qids != "1"):
        cols["query"] = comps.qids.tolist()
    cols["model_a"], cols["model_b"] = comps.item_a.tolist(), comps.item_b.tolist()
    cols["winner"] = ["model_a" if o == 1.0 else "model_b" if o == 0.0 else "tie" for o in comps.outcome.tolist()]
    if comps.judge is not None:
        cols["judge"] = comps.judge.tolist()
    for name, values in cols.items():
        if name != "winner":
            check_ids(p, name, values, names=name == "judge")
            bad = next((v for v in values if v != v.strip(ID_BLANKS)), None)
            if bad is not None:
                raise ValueError(f"{p}: {name} {bad!r} has white space at an end, which a reader strips")
    if kind == "parquet":
        import pyarrow as pa
        import pyarrow.parquet as pq

        with atomic_output(p) as fh:
            pq.write_table(pa.table({k: pa.array(v, type=pa.string()) for k, v in cols.items()}), fh)
        return
    rows = [dict(zip(cols, values)) for values in zip(*cols.values())]
    if kind == "csv":
        out = io.StringIO(newline="")
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(list(cols))
        writer.writerows([list(r.values()) for r in rows])
        text = out.getvalue()
    elif kind == "json":
        text = "[\n" + ",\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n]\n"
    else:
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    atomic_write_text(p, text)
